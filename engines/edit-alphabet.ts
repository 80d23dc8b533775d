// The letters a language's words are made of: the ones an edit may insert or substitute (engines/form-automaton.ts)
// and the diacritic variants are made of (engines/correct-accents.ts).
import type { WordList } from './correct-candidates.ts';
import type { StringTable } from './hunspell/string-table.ts';

/** What letterShares reads of a word list: its words, most frequent first, and their frequencies. */
export interface RankedWords { words: Pick<StringTable, 'size' | 'text'>; freq: WordList['freq'] }

/** Letters rarer than this in the running text are left out of edits: TRY lists foreign ones typists never mean. */
const MIN_LETTER_SHARE = 1e-4;
/** Letter shares are taken over this many of the most frequent words, and only when they hold this many letters. */
const LETTER_SAMPLE_WORDS = 20_000;
const MIN_LETTER_SAMPLE = 10_000;

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

/**
 * Each letter's share of running text, from the list's words weighted by frequency; null when the list is too small
 * to tell rare letters from unseen ones.
 */
export function letterShares(words: RankedWords): Map<string, number> | null {
  const table = words.words;
  const shares = new Map<string, number>();
  let letters = 0;
  let total = 0;
  for (let i = 0; i < Math.min(LETTER_SAMPLE_WORDS, table.size); i++) {
    const f = words.freq[i];
    for (const ch of table.text(i)) {
      shares.set(ch, (shares.get(ch) ?? 0) + f);
      total += f;
      letters++;
    }
  }
  if (letters < MIN_LETTER_SAMPLE) return null;
  for (const [ch, f] of shares) shares.set(ch, f / total);
  return shares;
}
