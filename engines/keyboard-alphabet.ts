// A keyboard cut to the language's letters: xkb layouts put another script's letters on some levels (Hebrew's Shift
// types Latin capitals where its unshifted key has none, French's µ), which no word of the language is typed with, so
// they are nobody's near key and no letter a mark is restored to. A key of the language's script keeps its letter
// though its words lack it (Turkish x beside z: "yaxıda" is yazıda).
import { SCRIPT_GROUPS } from './detect-features.ts';
import type { KeyboardRows } from './keyboard-rows.ts';

/** The script group of a letter (engines/detect-features.ts SCRIPT_GROUPS, 'Other' left out), or -1. */
function scriptOf(letter: string): number {
  for (let i = 0; i < SCRIPT_GROUPS.length - 1; i++) if (SCRIPT_GROUPS[i].pattern.test(letter)) return i;
  return -1;
}

/** The script group most of the text's letters are of (`shares`: letter -> share of running text), or -1. */
function mainScript(shares: ReadonlyMap<string, number>): number {
  const byScript = new Map<number, number>();
  for (const [letter, share] of shares) {
    const script = scriptOf(letter);
    if (script >= 0) byScript.set(script, (byScript.get(script) ?? 0) + share);
  }
  let main = -1;
  for (const [script, share] of byScript) if (main < 0 || share > byScript.get(main)!) main = script;
  return main;
}

/**
 * The rows with only the letters the language's words are written with (`shares`, edit-alphabet.ts letterShares) or
 * of their main script on each key; the rows as they are when the letters are unknown (null).
 */
export function rowsOfAlphabet(rows: KeyboardRows, shares: ReadonlyMap<string, number> | null): KeyboardRows {
  if (shares === null) return rows;
  const script = mainScript(shares);
  const keeps = (letter: string) => shares.has(letter) || (script >= 0 && scriptOf(letter) === script);
  return rows.map((row) => row.map((letters) => [...letters].filter(keeps).join('')));
}
