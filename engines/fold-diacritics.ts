// Text as people type it without diacritics: marks dropped from Latin and Greek letters (č -> c, ά -> α), Russian ё
// written е, and the letters with no decomposition written as their usual plain spelling (ø -> o, ß -> ss, ł -> l).
// The detector trains on the folded spelling of each word beside its own; the bench folds held-out text with it.
import { PLAIN_LETTER, SPELLED_OUT } from './plain-letters.ts';

/**
 * Letters NFD does not decompose, as they are typed on a keyboard without them, lower and upper case: autocorrect's
 * table, and Icelandic's ð and þ, which only the detector meets.
 */
const PLAIN: Record<string, string> = {};
for (const [letter, plain] of [...Object.entries(PLAIN_LETTER), ...SPELLED_OUT, ['ð', 'd'], ['þ', 'th']]) {
  PLAIN[letter] = plain;
  const upper = letter.toUpperCase();
  if (upper.length === 1) PLAIN[upper] = plain[0].toUpperCase() + plain.slice(1);
}

/**
 * Letters folded: Latin (with Vietnamese's Latin Extended Additional) and Greek. Cyrillic keeps its marked letters
 * (й, ї are letters of their own on every keyboard) but ё; the marks of other scripts carry vowels.
 */
const FOLDABLE_LETTERS = '[\u00c0-\u024f\u0370-\u03ff\u0401\u0451\u1e00-\u1fff]';
const FOLDABLE = new RegExp(FOLDABLE_LETTERS, 'g');
const FOLDABLE_ONE = new RegExp(FOLDABLE_LETTERS);
const MARKS = /[\u0300-\u036f]/g;

export function foldDiacritics(text: string): string {
  return text.replace(FOLDABLE, (c) => PLAIN[c] ?? c.normalize('NFD').replace(MARKS, ''));
}

/** The text has a letter foldDiacritics may fold (a test, with no new string: for hot paths). */
export function hasFoldable(text: string): boolean {
  return FOLDABLE_ONE.test(text);
}
