// Compiles one language's speller pack: the Hunspell .aff's options as msgpack meta, its affix rules and the .dic as
// typed-array tables, plus the autocorrect word list (frequency-ranked, Hunspell-accepted) with its symmetric-delete
// index (and, in English, its sound-key index), the minimal automaton of the dictionary's word forms and the list's
// words for the autocorrect candidates and the checker's form filter, the table of real misspellings and the common
// words the dictionary lacks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { soundsAlikeIn } from '../engines/sound-keys.ts';
import { isTurkic } from '../engines/casing.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import type { EditingProfile, XkbLayout } from '../languages/profile.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { readCommonWords } from './completer-sources.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { parseAff } from './hunspell-aff.ts';
import { decodeHunspell } from './hunspell-bytes.ts';
import { parseDic } from './hunspell-dic.ts';
import { encodePack } from './pack-writer.ts';
import { affPackParts } from './speller-affixes.ts';
import { dictionarySections } from './speller-dictionary.ts';
import { formAutomatonSections } from './speller-automaton.ts';
import { formFilterSections, listableForms } from './speller-forms.ts';
import { MarkedReadings } from './marked-readings.ts';
import { languageFrequencies, vouchedWords } from './speller-frequencies.ts';
import { learnedConfusions, type ReplacementPart, replacementPairs, replacementSections, withPlainSpellings } from './speller-replacements.ts';
import { soundIndexSections } from './speller-sound-index.ts';
import { wordListSections } from './speller-wordlist.ts';
import { packKeyboards } from './shared-packs.ts';
import { keyboardRows } from './xkb-layout.ts';
import { restorableWrittenWords, spelledWords, writtenWords, writtenWordSections } from './speller-written-words.ts';

export interface SpellerExtras {
  /** The language: its code and keyboard are stored in the meta, its writing picks the case mapping and sound key (default: none, Unicode's case). */
  language?: EditingProfile;
  /** The keyboards of the languages reading the pack (default: the language's own). */
  keyboards?: XkbLayout[];
  /** Candidate words for autocorrect with their corpus frequencies; words Hunspell rejects are dropped. */
  frequencies?: Map<string, number>;
  /** Most generated forms the word list takes all of (tests use 0 to get the automaton's candidates). */
  maxListedForms?: number;
  /** Most generated forms the form automaton is built from (tests use a tiny one to leave out cross products, or to get the frequent stems' forms only). */
  maxAutomatonForms?: number;
  /** The replacement table's [misspelling, correction] pairs, from the checker (default: none). */
  replacements?: (checker: HunspellChecker) => [string, string][];
  /** The language's common words, most frequent first: those the checker rejects are words people write (default: none). */
  commonWords?: string[];
  /** Words a spelling list holds (vouchedWords): those the checker rejects are words people write too (default: none). */
  vouchedWords?: string[];
}

/** The whole speller pack (layout in engines/speller-pack.ts) from .aff/.dic text. */
export function compileHunspellPack(affText: string, dicText: string, extras: SpellerExtras = {}): Uint8Array {
  const { meta: aff, flags } = parseAff(affText);
  const casing = extras.language?.writing.casing ?? 'default';
  const turkic = isTurkic(casing);
  const stems = parseDic(dicText, flags, aff, casing);
  const { meta, sections: affixes } = affPackParts(aff);
  meta.code = extras.language?.code ?? '';
  const layouts = extras.keyboards ?? (extras.language ? [extras.language.writing.keyboard] : []);
  if (layouts.length > 0) meta.keyboards = Object.fromEntries(layouts.map((layout) => [layout, [...keyboardRows(layout)]]));
  const checkerSections = { ...affixes, ...dictionarySections(stems) };
  // The word list keeps only words the checker accepts, so the checker is built from the affixes and dictionary first.
  const checker = new HunspellChecker({ meta, sections: checkerSections }, casing);
  const allForms = checker.spellsCompounds ? null : listableForms(stems, checker.affixes, turkic, extras.maxListedForms);
  const frequencies = extras.frequencies ?? new Map<string, number>();
  const spelled = spelledWords(extras.vouchedWords ?? [], checker, turkic);
  const written = writtenWords(extras.commonWords ?? [], checker, turkic);
  const readings = new MarkedReadings(new Set([...frequencies.keys()].filter((word) => checker.check(word)).join('')));
  const listed = extras.replacements?.(checker) ?? null;
  const replacements = listed && withPlainSpellings(listed, checker, readings);
  if (listed) meta.confusions = learnedConfusions(listed, turkic);
  // Listed, so the form automaton holds them and a restored reading reaches them; a listed word is taken as correct, so
  // a misspelling the replacement table fixes stays out ("wogóle" -> "w ogóle").
  const misspelled = new Set(replacements?.map(([typo]) => typo));
  const restorable = restorableWrittenWords([...written, ...spelled].filter((word) => !misspelled.has(word)), checker, readings);
  const words = wordListSections(frequencies, checker, turkic, allForms, restorable);
  meta.listedWords = words.listedWords;
  meta.allFormsListed = allForms !== null;
  const automaton = formAutomatonSections(stems, checker.affixes, meta, turkic, words.stemFreq, words.keys, extras.maxAutomatonForms);
  meta.automatonComplete = automaton.reach.complete;
  meta.automatonCrossProducts = automaton.reach.crossProducts;
  meta.automatonLongest = automaton.longest;
  const form = formFilterSections(checker.affixes, automaton.reach.crossProducts);
  // Corpus words only: misspelled words are common ones, and the index is about half the size (en_US 82k of 149k words).
  const sounds = extras.language ? soundsAlikeIn(extras.language.writing) : null;
  const sk = sounds ? soundIndexSections(words.keys.slice(0, words.listedWords), sounds.key) : null;
  const fix = replacements && replacementSections(replacements);
  const spelledSet = new Set(spelled);
  return encodePack(SPELLER_PACK, meta, { ...checkerSections, ...words.sections, form, fsa: automaton.sections, sk, fix, written: writtenWordSections(written.filter((word) => !spelledSet.has(word))), spelled: writtenWordSections(spelled) });
}

/** `replacements`: which entries of the replacement lists the pack's table takes (benches build packs without their held-out tenth). */
export async function compileSpeller(lang: EditingProfile, outDir: string, replacements: ReplacementPart = 'all'): Promise<string | null> {
  if (!lang.hunspell) return null;
  const dir = join(DEBIAN_ROOT, 'usr/share/hunspell');
  const aff = readFileSync(join(dir, `${lang.hunspell.stem}.aff`));
  const dic = readFileSync(join(dir, `${lang.hunspell.stem}.dic`));
  const { affText, dicText } = decodeHunspell(aff, dic);
  const pairs = (checker: HunspellChecker) => replacementPairs(lang, checker, replacements);
  const commonWords = lang.commonWords ? readCommonWords(lang.commonWords) : [];
  const bytes = compileHunspellPack(affText, dicText, {
    language: lang, keyboards: packKeyboards(lang.code), frequencies: languageFrequencies(lang), replacements: pairs, commonWords, vouchedWords: vouchedWords(lang),
  });
  const file = `speller-${lang.code}.bin`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, file), bytes);
  return file;
}
