// What counts as a word for autocomplete, shared by the compile step and the engine so both cut text the same way.
// A word is a run of letters, marks, apostrophes and hyphens: the unit a user accepts in one keystroke.
import type { Writing } from '../languages/profile.ts';
import { spelledOut } from './plain-letters.ts';

const WORD_CHAR = /[\p{L}\p{M}'\u2019-]/u;
const LETTER = /[\p{L}\p{M}]/u;

export function isWordChar(ch: string): boolean {
  return isWordCode(ch.charCodeAt(0));
}

/** isWordChar of one UTF-16 code unit, without the regular expression for ASCII, Latin and Cyrillic letters. */
export function isWordCode(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x27 || c === 0x2d;
  if (c >= 0xc0 && c <= 0x24f) return c !== 0xd7 && c !== 0xf7;
  if (c >= 0x400 && c <= 0x52f) return c !== 0x482;
  return WORD_CHAR.test(String.fromCharCode(c));
}

export function isLetter(ch: string): boolean {
  return LETTER.test(ch);
}

const DIGIT = /\p{N}/u;

export function isDigit(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 0x30 && c <= 0x39) || (c >= 0x80 && DIGIT.test(ch));
}

/** Separators between digits of one number ("3.5", "10,000", "10:30"); letters glued to it ("5km") belong to it. */
const NUMBER_SEPARATORS = '.,:';
export const NUMBER_PATTERN = `\\p{N}+(?:[${NUMBER_SEPARATORS}]\\p{N}+)*[\\p{L}\\p{M}'’-]*`;

/** Where the digits of a number ending at `end` (NUMBER_PATTERN, without the word characters glued to it) begin. */
export function numberStart(text: string, end: number): number {
  let from = end;
  while (from > 0) {
    if (isDigit(text[from - 1])) from--;
    else if (from > 1 && from < end && NUMBER_SEPARATORS.includes(text[from - 1]) && isDigit(text[from - 2])) from--;
    else break;
  }
  return from;
}

/** How far back inAddress looks for the address's beginning: a run of text without spaces longer than this is no address. */
const MAX_ADDRESS_CHARS = 256;

/**
 * The word ending at `start` is part of an address: its run of text back to the last space holds an @ or "://", or
 * begins with "www." ("john@gm", "https://www.goo"). Words of the language do not finish it.
 */
export function inAddress(text: string, start: number): boolean {
  let from = start;
  const stop = Math.max(0, start - MAX_ADDRESS_CHARS);
  while (from > stop && text.charCodeAt(from - 1) > 0x20 && text.charCodeAt(from - 1) !== 0xa0) from--;
  if (from === start) return false;
  const at = text.indexOf('@', from);
  if (at >= 0 && at < start) return true;
  const scheme = text.indexOf('://', from);
  return (scheme >= 0 && scheme < start) || text.startsWith('www.', from);
}

/** After these (skipping spaces) a capital may open quoted speech or a list item, so it says nothing about the word. */
export const CASE_NEUTRAL = new Set([':', '"', '“', '„', '«', '»', '(', '-', '–', '—']);

/** Punctuation after which the next word starts a sentence (and is capitalized). */
export function endsSentence(ch: string): boolean {
  return ch === '.' || ch === '!' || ch === '?' || ch === '…';
}

/** Longest elided head in letters ("jusqu'", "quell'"). */
export const MAX_ELIDED_LETTERS = 7;

/**
 * For eliding languages (Writing.elides), where the word after the elision starts (just past the apostrophe), else 0.
 * "l'homme" -> 2, "l'" -> 2, "aujourd'hui" -> 0 (head too long), "homme" -> 0.
 */
export function elisionSplitter(elides: boolean): (word: string) => number {
  if (!elides) return () => 0;
  return (word) => {
    for (let i = 0; i < word.length && i <= MAX_ELIDED_LETTERS; i++) {
      const ch = word[i];
      if (ch === "'" || ch === '’') return i > 0 ? i + 1 : 0;
      if (!LETTER.test(ch)) return 0;
    }
    return 0;
  };
}


/**
 * A language's final accents that its writers type as the vowel and an apostrophe where the keyboard has no accented
 * letters (plain-letters.ts spelledOut: Italian "perche'", "piu'", "e'" for "perché", "più", "è"): accented letter ->
 * vowel; empty for the other languages.
 */
function apostropheVowels(writing: Writing): Map<string, string> {
  return new Map(spelledOut(writing).filter(([, sequence]) => sequence.endsWith("'")).map(([letter, sequence]) => [letter, sequence.slice(0, -1)]));
}
const NO_READINGS: string[] = [];

export function typesAccentsAsApostrophes(writing: Writing): boolean {
  return apostropheVowels(writing).size > 0;
}

/**
 * For such languages, a word with its final accent typed as a vowel and an apostrophe ("perché": "perche'", "È":
 * "E'"), null for a word without one.
 */
export function apostropheSpeller(writing: Writing): (word: string) => string | null {
  const vowels = apostropheVowels(writing);
  return (word) => {
    const last = word.charAt(word.length - 1);
    const lower = last.toLowerCase();
    const vowel = vowels.get(lower);
    if (vowel === undefined) return null;
    return word.slice(0, -1) + (last === lower ? vowel : vowel.toUpperCase()) + "'";
  };
}

/** For such languages, whether a text writes one of those accents itself at a word's end ("è", "perché"). */
export function finalAccentWriter(writing: Writing): (text: string) => boolean {
  const letters = [...apostropheVowels(writing).keys()].join('');
  if (letters === '') return () => false;
  const written = new RegExp(`[${letters}](?![\\p{L}\\p{M}])`, 'iu');
  return (text) => written.test(text);
}

/**
 * For such languages, the readings of a lower-case key typed with its last vowel plain ("perche": "perchè", "perché"),
 * else none.
 */
export function apostropheAccents(writing: Writing): (key: string) => string[] {
  const accents = new Map<string, string[]>();
  for (const [letter, vowel] of apostropheVowels(writing)) accents.set(vowel, [...(accents.get(vowel) ?? []), letter]);
  if (accents.size === 0) return () => NO_READINGS;
  return (key) => {
    const letters = accents.get(key.charAt(key.length - 1));
    if (letters === undefined) return NO_READINGS;
    const head = key.slice(0, -1);
    return letters.map((accent) => head + accent);
  };
}

/** Whether a word has a capital anywhere: it differs from its lower-case form. */
export function hasCapital(word: string, lower: (w: string) => string): boolean {
  return word !== lower(word);
}

/** Whether a word of two letters or more is written all in capitals ("THANK", "MU"). */
export function inCapitals(word: string, lower: (w: string) => string, upper: (w: string) => string): boolean {
  return word.length >= 2 && word === upper(word) && hasCapital(word, lower);
}

/** How far back endsInCapitals reads: two words of a text typed in capitals are well within it. */
const CAPITALS_READ = 64;

/**
 * Whether the two words before `end` are written in capitals, one of them two letters or more ("THANK YOU VERY m"):
 * the text is typed so (caps lock), and a single capital typed after them is one too. One word is no evidence ("the
 * USA ", "I ").
 */
export function endsInCapitals(text: string, end: number, lower: (w: string) => string, upper: (w: string) => string): boolean {
  let words = 0;
  let long = false;
  const from = Math.max(0, end - CAPITALS_READ);
  for (let pos = end; words < 2; ) {
    while (pos > from && !isWordChar(text[pos - 1])) pos--;
    let start = pos;
    while (start > from && isWordChar(text[start - 1])) start--;
    if (start === pos || (start === from && from > 0)) return false;
    const word = text.slice(start, pos);
    if (word !== upper(word) || !hasCapital(word, lower)) return false;
    long ||= word.length >= 2;
    words++;
    pos = start;
  }
  return long;
}

/** Upper-cases the first letter only (sentence starts, proper nouns). */
export function capitalize(word: string, upper: (w: string) => string): string {
  return upper(word.charAt(0)) + word.slice(1);
}

/** How a vocabulary word is written, relative to its lower-case key. Mixed ("iPhone", "McDonald") stores the written form. */
export const CaseForm = { Lower: 0, Capitalized: 1, Upper: 2, Mixed: 3 } as const;
