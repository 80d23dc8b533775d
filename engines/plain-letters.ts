// Letters with no Unicode decomposition that people still type as plain letters on a keyboard without them, and the
// letters a language's typists spell out. One table for autocorrect's accent restoration (engines/correct-accents.ts),
// the detector's folded text and autocomplete's text typed without marks (engines/fold-diacritics.ts); a language's own
// spellings are its profile's (languages/registry.ts Writing.spelledOut).
import type { LetterSpelling, Writing } from '../languages/profile.ts';

/** Written as one base letter. */
export const PLAIN_LETTER: Record<string, string> = { ł: 'l', ø: 'o', ı: 'i', đ: 'd', ħ: 'h' };
/** Written as two letters in every language that has them. */
export const SPELLED_OUT: readonly LetterSpelling[] = [['ß', 'ss'], ['æ', 'ae'], ['œ', 'oe']];

/** The letters of a language typists may write as a sequence: [letter, sequence]. */
export function spelledOut(writing: Writing): LetterSpelling[] {
  return [...SPELLED_OUT, ...writing.spelledOut];
}
