// A keyboard cut to the language's alphabet: xkb layouts put other letters on some levels (Hebrew's Shift types Latin
// capitals where its unshifted key has none, Arabic's types lam-alef ligatures and harakat, French's µ), which no word of
// the language is typed with, so they are nobody's near key and no letter a mark is restored to.
import type { KeyboardRows } from './keyboard-rows.ts';

/** The rows with only the letters of `alphabet` on each key; the rows as they are when the alphabet is unknown (null). */
export function rowsOfAlphabet(rows: KeyboardRows, alphabet: ReadonlySet<string> | null): KeyboardRows {
  if (alphabet === null) return rows;
  return rows.map((row) => row.map((letters) => [...letters].filter((letter) => alphabet.has(letter)).join('')));
}
