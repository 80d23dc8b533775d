// Turns Presage's n-grams, whose tokenizer cut words at apostrophes ("don t", "l uomo"), back into the completer's words.
// A pair that forms a known word with an apostrophe is joined ("don't"); an Italian elided head gets its apostrophe ("l'").
import type { PresageCounts } from './completer-sources.ts';

/** Presage counts as the completer counts words: n-grams of words (n = 1, 2, 3) with their counts. */
export interface WordNgrams {
  unigrams: Map<string, number>;
  bigrams: [string, string, number][];
  trigrams: [string, string, string, number][];
}

/** A token is a splinter ("don", "isn") when this share of its bigrams joins into an apostrophe word. */
const SPLINTER_SHARE = 0.5;

/**
 * `known`: lower-case words of the other sources (an apostrophe word must be one of them to be joined);
 * `eliding`: the language writes elided heads onto the next word (engines/complete-text.ts elisionSplitter).
 */
export function presageWords(presage: PresageCounts, known: Set<string>, eliding: boolean): WordNgrams {
  const [unigramRows, bigramRows, trigramRows] = presage.ngrams;
  // Eliding languages: "l" + "uomo" is the model's "l'" + "uomo" (the engine splits typed text the same way).
  const head = (t: string) => (eliding && !known.has(t) && known.has(t + "'") ? t + "'" : t);
  const joins = (a: string, b: string) => !eliding && known.has(`${a}'${b}`);
  const joined = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const [[a, b], count] of bigramRows) {
    seen.set(a, (seen.get(a) ?? 0) + count);
    seen.set(b, (seen.get(b) ?? 0) + count);
    if (joins(a, b)) for (const t of [a, b]) joined.set(t, (joined.get(t) ?? 0) + count);
  }
  const splinters = new Set([...joined].filter(([t, c]) => c >= SPLINTER_SHARE * seen.get(t)!).map(([t]) => t));

  const out: WordNgrams = { unigrams: new Map(), bigrams: [], trigrams: [] };
  const add = (words: string[], count: number) => {
    if (words.some((w) => splinters.has(w))) return;
    if (words.length === 1) out.unigrams.set(words[0], (out.unigrams.get(words[0]) ?? 0) + count);
    else if (words.length === 2) out.bigrams.push([words[0], words[1], count]);
    else out.trigrams.push([words[0], words[1], words[2], count]);
  };
  for (const rows of [unigramRows, bigramRows, trigramRows]) {
    for (const [tokens, count] of rows) {
      const words: string[] = [];
      for (const t of tokens) {
        const last = words.length - 1;
        if (last >= 0 && joins(words[last], t)) words[last] = `${words[last]}'${t}`;
        else words.push(head(t));
      }
      // A joined n-gram counts for the shorter order: "i don t" is one sighting of the bigram "i don't".
      add(words, count);
    }
  }
  return out;
}
