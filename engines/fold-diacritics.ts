// Text as people type it without diacritics: marks dropped from Latin and Greek letters (č -> c, ά -> α), Russian ё
// written е, and the letters with no decomposition written as their usual plain spelling (ø -> o, ß -> ss, ł -> l).
// The detector trains on the folded spelling of each word beside its own; the bench folds held-out text with it.
import type { Writing } from '../languages/profile.ts';
import { PLAIN_LETTER, SPELLED_OUT, spelledOut } from './plain-letters.ts';

/** Letters NFD does not decompose, as typed without them: autocorrect's table, and Icelandic's ð and þ. */
const PLAIN: Record<string, string> = {};
for (const [letter, plain] of [...Object.entries(PLAIN_LETTER), ...SPELLED_OUT, ['ð', 'd'], ['þ', 'th']]) {
  PLAIN[letter] = plain;
  const upper = letter.toUpperCase();
  if (upper.length === 1) PLAIN[upper] = plain[0].toUpperCase() + plain.slice(1);
}

/** Latin and Greek letters; Cyrillic keeps its marked letters (й, ї have keys of their own) but ё. */
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

/** A letter spelled out with letters only (German ü as ue), not with an apostrophe (Italian è as e'). */
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The language's letters spelled as its typists spell them without the keys (letter -> sequence, lower and upper
 * case: German ü -> ue, Ü -> Ue; Danish å -> aa): the letter sequences of plain-letters.ts spelledOut.
 */
export function letterSpellings(writing: Writing): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const [letter, sequence] of spelledOut(writing)) {
    if (!LETTERS_ONLY.test(sequence)) continue;
    spellings.set(letter, sequence);
    const upper = letter.toUpperCase();
    if (upper.length === 1) spellings.set(upper, sequence[0].toUpperCase() + sequence.slice(1));
  }
  return spellings;
}

/** foldDiacritics after the language's own spellings (letterSpellings): "Grüße" -> "Gruesse" in German, "Grusse" elsewhere. */
export function plainSpeller(writing: Writing): (text: string) => string {
  const spellings = letterSpellings(writing);
  const spelled = new RegExp(`[${[...spellings.keys()].join('')}]`, 'g');
  return (text) => foldDiacritics(text.replace(spelled, (c) => spellings.get(c)!));
}

const UNDECOMPOSED_LETTERS = `[${SPELLED_OUT.flatMap(([letter]) => [letter, letter.toUpperCase()]).filter((c) => c.length === 1).join('')}]`;
const UNDECOMPOSED = new RegExp(UNDECOMPOSED_LETTERS, 'g');
const UNDECOMPOSED_ONE = new RegExp(UNDECOMPOSED_LETTERS);

/** The text has a letter spellUndecomposed spells out (a test, with no new string). */
export function hasUndecomposed(text: string): boolean {
  return UNDECOMPOSED_ONE.test(text);
}

/**
 * Only the letters with no decomposition spelled out (plain-letters.ts SPELLED_OUT: ß -> ss, æ -> ae): text as a
 * keyboard with accented letters but without these writes it (Swiss German "Grüsse").
 */
export function spellUndecomposed(text: string): string {
  return text.replace(UNDECOMPOSED, (c) => PLAIN[c] ?? c);
}
