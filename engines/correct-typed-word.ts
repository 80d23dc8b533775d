// The text autocorrect is asked about, read once (one immutable value per request) in two steps: the typed text, which
// most words leave at its first test (a correct word), then the word itself; and a fix written back as it was typed:
// in its capitals, with its sentence punctuation and its kind of apostrophe.
import { CapType, capType, initCap, lower, upper } from './casing.ts';

/** Hunspell gives up on longer words (MAXWORDLEN, hunspell.cxx): no word anyone meant is that long. */
const MAX_WORD_LENGTH = 100;
const TYPOGRAPHIC_APOSTROPHE = '\u2019';
const TRAILING_PUNCTUATION = /[.,;:!?\u2026]+$/u;

export interface TypedText {
  /** The text trimmed, a typographic apostrophe (phones and word processors type it) read as the dictionaries' plain one. */
  readonly text: string;
  /** The typist's apostrophes were typographic: the fix has them so ("l’anno"), plain when none was typed. */
  readonly typographic: boolean;
}

export interface TypedWord extends TypedText {
  /** The text without its sentence punctuation, which the fix keeps as typed ("teh." -> "the."). */
  readonly word: string;
  readonly punctuation: string;
  readonly caps: CapType;
  /** The word in lower case, as candidates are compared with it. */
  readonly typo: string;
}

/** The text as one word's, or null when it is none (empty, more than one, or longer than Hunspell reads). */
export function readText(text: string): TypedText | null {
  const given = text.trim();
  if (given === '' || /\s/.test(given) || given.length > MAX_WORD_LENGTH) return null;
  const typographic = given.includes(TYPOGRAPHIC_APOSTROPHE);
  return { text: typographic ? given.replaceAll(TYPOGRAPHIC_APOSTROPHE, "'") : given, typographic };
}

/** The word of the typed text: without its sentence punctuation, its capitals and its lower case. */
export function readWord({ text, typographic }: TypedText, turkic: boolean): TypedWord {
  const end = TRAILING_PUNCTUATION.exec(text)?.index ?? text.length;
  const word = text.slice(0, end);
  return { text, typographic, word, punctuation: text.slice(end), caps: capType(word), typo: lower(word, turkic) };
}

/** The fix `best` (as the dictionary writes it) written as the word was typed: in its capitals, with its punctuation and apostrophes. */
export function writeAsTyped(best: string, typed: TypedWord, turkic: boolean): string {
  const fix = typed.caps === CapType.All ? upper(best, turkic) : typed.caps === CapType.Init ? initCap(best, turkic) : best;
  const fixed = fix + typed.punctuation;
  return typed.typographic ? fixed.replaceAll("'", TYPOGRAPHIC_APOSTROPHE) : fixed.replaceAll(TYPOGRAPHIC_APOSTROPHE, "'");
}
