// The written-words part of the speller pack (engines/correct-written-words.ts): the language's most common written
// words that its checker rejects, lower case.
import type { HunspellChecker } from '../engines/hunspell/checker.ts';
import { initCap, lower } from '../engines/casing.ts';
import type { WRITTEN_WORDS } from '../engines/correct-written-words.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { foldDiacritics } from '../engines/fold-diacritics.ts';
import type { MarkedReadings } from './marked-readings.ts';
import { buildStringTable } from './speller-string-table.ts';

/** Words people write: the ranks of chat words ("ok", "wifi") and names; 2,000 left names to any slip. */
export const WRITTEN_RANK = 10_000;

/** What the written words are read against: a Hunspell checker, or a Voikko speller's acceptance. */
type WordChecker = Pick<HunspellChecker, 'check'>;

/** `ranked`: the language's common words, most frequent first; the ones the checker rejects, lower case, each once. */
export function writtenWords(ranked: string[], checker: WordChecker, turkic: boolean): string[] {
  return rejected(ranked.slice(0, WRITTEN_RANK), checker, turkic);
}

/**
 * `vouched`: words a spelling list holds (data/speller-frequencies.ts vouchedWords); the ones the checker rejects, lower
 * case, each once, but for names: the list writes them small ("chang", "handel"), the dictionary holds them capitalized.
 */
export function spelledWords(vouched: string[], checker: HunspellChecker, turkic: boolean): string[] {
  return rejected(vouched, checker, turkic).filter((key) => !checker.check(initCap(key, turkic)));
}

function rejected(words: string[], checker: WordChecker, turkic: boolean): string[] {
  const keys = new Set<string>();
  for (const word of words) {
    const key = lower(word, turkic);
    if (!checker.check(key)) keys.add(key);
  }
  return [...keys];
}

/** The written words' sections; null when there are none. */
export function writtenWordSections(words: string[]): Sections<typeof WRITTEN_WORDS> | null {
  return words.length > 0 ? buildStringTable(words) : null;
}

/**
 * The written words a restored reading should reach ("nasilsin" -> "nasılsın", which the Turkish dictionary lacks):
 * those with marks whose other readings (other marks, or none, on any letter) the checker all rejects. The lists also
 * hold another variety's spelling (pt_PT's lists Brazil's "ônibus", its dictionary has "ónibus") and marks half left
 * out (Romanian "înteleg" for "înțeleg").
 */
export function restorableWrittenWords(written: string[], checker: HunspellChecker, readings: MarkedReadings): Set<string> {
  const restorable = new Set<string>();
  for (const word of written) {
    if (foldDiacritics(word) === word) continue;
    const all = readings.of(word);
    if (all !== null && all.every((r) => r === word || !checker.check(r))) restorable.add(word);
  }
  return restorable;
}
