// What counts as a word for autocomplete, shared by the compile step and the engine so both cut text the same way.
// A word is a run of letters, marks, apostrophes and hyphens: the unit a user accepts in one keystroke.

const WORD_CHAR = /[\p{L}\p{M}'’-]/u;
const LETTER = /[\p{L}\p{M}]/u;

export function isWordChar(ch: string): boolean {
  return WORD_CHAR.test(ch);
}

export function isLetter(ch: string): boolean {
  return LETTER.test(ch);
}

/** Punctuation after which the next word starts a sentence (and is capitalized). */
export function endsSentence(ch: string): boolean {
  return ch === '.' || ch === '!' || ch === '?' || ch === '…';
}

/** Lower-cases with the language's own rules (Turkish dotted/dotless i), identically at compile and run time. */
export function lowerCaser(langCode: string): (word: string) => string {
  const locale = langCode.slice(0, 2);
  return (word) => word.toLocaleLowerCase(locale);
}

export function upperCaser(langCode: string): (word: string) => string {
  const locale = langCode.slice(0, 2);
  return (word) => word.toLocaleUpperCase(locale);
}
