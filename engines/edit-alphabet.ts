// The letters a language's words are made of: the ones an edit may insert or substitute (engines/form-automaton.ts)
// and the diacritic variants are made of (engines/correct-accents.ts).

/** Letters rarer than this in the running text are left out of edits: TRY lists foreign ones typists never mean. */
const MIN_LETTER_SHARE = 1e-4;

/**
 * The letters edits may insert or substitute: the .aff's TRY string (lower case) and the list's own letters, less
 * those rarer than MIN_LETTER_SHARE in `letterShare` (letter -> share of running text; null = too little text to tell).
 * One code unit each (edits are made per code unit; no speller language has letters beyond the BMP).
 */
export function editAlphabet(tryChars: string, letterShare: Map<string, number> | null): string {
  const letters = new Set<string>();
  const sample = letterShare === null ? '' : [...letterShare.keys()].join('');
  for (const ch of (tryChars + sample).toLowerCase()) {
    if (ch.length === 1 && /\p{L}/u.test(ch) && (letterShare === null || (letterShare.get(ch) ?? 0) >= MIN_LETTER_SHARE)) letters.add(ch);
  }
  return [...letters].join('');
}
