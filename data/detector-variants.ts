// Regional variants: words only one variant spells that way (colour/color, facto/fato), Traditional-only Han characters.
// Rule (engines/detector.ts): after the base language wins, the text is the variant when it has more of the variant's
// marker words than of the base's; a tie (usually 0 : 0) keeps the base code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { wordKey } from '../engines/detect-features.ts';
import { udhrParagraphs } from './detector-corpus.ts';
import type { DetectorMeta, VARIANT_MARKERS } from '../engines/detector-pack.ts';
import type { Sections } from '../engines/pack-layout.ts';

export interface VariantSource {
  code: string;
  base: string;
  /** Marker words (for Han: single characters) of the variant and of the base. */
  markers(): { own: Iterable<string>; base: Iterable<string> };
}

/**
 * Spelling variants from two Debian word lists (/usr/share/dict, packages in data/source-packages.ts WORD_LIST_PACKAGES),
 * each the other's complement, plus lexical pairs [variant, base]: words both lists hold whose choice differs by region.
 */
function fromWordLists(ownList: string, baseList: string, lexical: [string, string][]): VariantSource['markers'] {
  return () => {
    const own = wordList(ownList);
    const base = wordList(baseList);
    return {
      own: [...[...own].filter((w) => !base.has(w)), ...lexical.map(([o]) => o)],
      base: [...[...base].filter((w) => !own.has(w)), ...lexical.map(([, b]) => b)],
    };
  };
}

const lexical = (own: string[], base: string[]): VariantSource['markers'] => () => ({ own, base });

/**
 * Traditional Chinese: characters of the Traditional declaration missing from the Simplified one, and the reverse.
 * (The Chinese common-word list mixes both sets, so it cannot tell them apart.)
 */
function chineseCharacters(): { own: Iterable<string>; base: Iterable<string> } {
  const chars = (code: string) => new Set(udhrParagraphs(code).join('').match(/\p{Script=Han}/gu) ?? []);
  const traditional = chars('cmn_hant');
  const simplified = chars('cmn_hans');
  return {
    own: [...traditional].filter((c) => !simplified.has(c)),
    base: [...simplified].filter((c) => !traditional.has(c)),
  };
}

export const VARIANT_SOURCES: VariantSource[] = [
  { code: 'en_GB', base: 'en_US', markers: fromWordLists('british-english', 'american-english', []) },
  {
    code: 'pt_PT',
    base: 'pt_BR',
    // Both lists hold both words (equipa is also a Brazilian verb form), but each side says the first one for the thing.
    markers: fromWordLists('portuguese', 'brazilian', [
      ['equipa', 'equipe'], ['equipas', 'equipes'], ['comboio', 'trem'], ['autocarro', 'ônibus'], ['telemóvel', 'celular'],
      ['ecrã', 'tela'], ['rapariga', 'garota'], ['frigorífico', 'geladeira'], ['sumo', 'suco'], ['miúdo', 'garoto'],
      ['registo', 'registro'], ['utilizador', 'usuário'],
    ]),
  },
  { code: 'zh_TW', base: 'zh_CN', markers: chineseCharacters },
  {
    code: 'fr_CA',
    base: 'fr_FR',
    // No word list tells Quebec French from French French; these everyday words do. Words both sides use are left out.
    markers: lexical(
      ['courriel', 'courriels', 'magasiner', 'magasinage', 'stationnement', 'cellulaire', 'dépanneur', 'présentement', 'pantoute', 'breuvage', 'icitte', 'tuque', 'chum', 'achaler', 'niaiser', 'gosses'],
      ['mail', 'mails', 'shopping', 'parking', 'portable', 'supérette', 'week', 'actuellement', 'mec', 'nana', 'bagnole', 'boulot'],
    ),
  },
];

const DICT_DIR = join(DEBIAN_ROOT, 'usr', 'share', 'dict');

function wordList(name: string): Set<string> {
  const words = readFileSync(join(DICT_DIR, name), 'utf8').split('\n');
  return new Set(words.filter((w) => w && !w.includes("'")).map((w) => w.toLowerCase()));
}

const keysOf = (words: Iterable<string>) => Uint32Array.from(new Set([...words].map(wordKey))).sort();

/** The word keys marking each variant of meta.variants and its base (layout in engines/detector-pack.ts). */
export function buildVariantTables(): { meta: Pick<DetectorMeta, 'variants'>; sections: Sections<typeof VARIANT_MARKERS> } {
  const lists = VARIANT_SOURCES.flatMap((v) => {
    const { own, base } = v.markers();
    return [keysOf(own), keysOf(base)];
  });
  const variantStart = new Uint32Array(lists.length + 1);
  lists.forEach((keys, i) => (variantStart[i + 1] = variantStart[i] + keys.length));
  const variantKeys = new Uint32Array(variantStart[lists.length]);
  lists.forEach((keys, i) => variantKeys.set(keys, variantStart[i]));
  return { meta: { variants: VARIANT_SOURCES.map(({ code, base }) => ({ code, base })) }, sections: { variantKeys, variantStart } };
}
