// The written-words part of the speller pack (engines/correct-written-words.ts): the language's most common written
// words that its checker rejects, lower case.
import type { HunspellChecker } from '../engines/hunspell/checker.ts';
import { lower } from '../engines/hunspell/casing.ts';
import type { WRITTEN_WORDS } from '../engines/correct-written-words.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { buildStringTable } from './speller-string-table.ts';

/**
 * Words of the list's most frequent this many (the lists hold 10,000): the subtitles' word lists rank chat words ("ok"
 * es 301, it 62; "hey", "wow", "wifi", "ciao") and names among them, and little that people would want fixed but what
 * the replacement lists hold ("daß") or a restored reading gives. The first 2,000 left names of ranks beyond to any
 * slip: German Sally -> Stall, Ethan -> Methan; English easter -> eastern, ipod -> bipod (bench/results/autocorrect-quality.md).
 */
export const WRITTEN_RANK = 10_000;

/** `ranked`: the language's common words, most frequent first; null when none of them is rejected. */
export function writtenWordSections(ranked: string[], checker: HunspellChecker, turkic: boolean): Sections<typeof WRITTEN_WORDS> | null {
  const words = new Set<string>();
  for (const word of ranked.slice(0, WRITTEN_RANK)) {
    const key = lower(word, turkic);
    if (!checker.check(key)) words.add(key);
  }
  return words.size > 0 ? buildStringTable([...words]) : null;
}
