// Letters with no Unicode decomposition that people still type as plain letters on a keyboard without them, and the
// letters a language's typists spell out. One table for autocorrect's accent restoration (engines/correct-accents.ts),
// the detector's folded text and autocomplete's text typed without marks (engines/fold-diacritics.ts).

/** Written as one base letter. */
export const PLAIN_LETTER: Record<string, string> = { ł: 'l', ø: 'o', ı: 'i', đ: 'd', ħ: 'h' };
/** Written as two letters in every language that has them. */
export const SPELLED_OUT: [string, string][] = [['ß', 'ss'], ['æ', 'ae'], ['œ', 'oe']];

/** Spellings typists use for a language's letters: Italian writes a final accent as an apostrophe ("perche'"). */
const TRANSLITERATIONS: Record<string, [string, string][]> = {
  de: [['ä', 'ae'], ['ö', 'oe'], ['ü', 'ue']],
  da: [['å', 'aa'], ['ø', 'oe']],
  nb: [['å', 'aa'], ['ø', 'oe']],
  it: [['à', "a'"], ['è', "e'"], ['é', "e'"], ['ì', "i'"], ['ò', "o'"], ['ù', "u'"]],
};

/** The letters of a language typists may write as a sequence: [letter, sequence]. */
export function spelledOut(lang: string): [string, string][] {
  return [...SPELLED_OUT, ...(TRANSLITERATIONS[lang.slice(0, 2)] ?? [])];
}
