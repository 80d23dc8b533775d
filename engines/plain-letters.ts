// Letters with no Unicode decomposition that people still type as plain letters on a keyboard without them. One table
// for autocorrect's accent restoration (engines/correct-accents.ts) and the detector's folded text (engines/fold-diacritics.ts).

/** Written as one base letter. */
export const PLAIN_LETTER: Record<string, string> = { ł: 'l', ø: 'o', ı: 'i', đ: 'd', ħ: 'h' };
/** Written as two letters in every language that has them. */
export const SPELLED_OUT: [string, string][] = [['ß', 'ss'], ['æ', 'ae'], ['œ', 'oe']];
