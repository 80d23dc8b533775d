// Compiles the autocorrect word list: pooled corpus frequencies resolved to the forms Hunspell accepts
// (lower case, else Title case), ranked, then (for small dictionaries) every other lower-case form Hunspell accepts,
// with a symmetric-delete index over them all (layout in engines/correct-candidates.ts).
import type { HunspellChecker } from '../engines/hunspell/checker.ts';
import { initCap, lower } from '../engines/casing.ts';
import { MAX_INDEXED_LENGTH, unlistedFrequency, type WORD_LIST } from '../engines/correct-candidates.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { STEM_FREQUENCIES } from '../engines/stem-frequencies.ts';
import { deleteIndexSections } from './speller-delete-index.ts';
import { buildStringTable } from './speller-string-table.ts';

/** Enough for every corpus we pool (the largest, SymSpell English, has 83k words). */
const MAX_WORDS = 250_000;

export interface WordListParts {
  sections: Sections<typeof WORD_LIST>;
  /** Ids below this are corpus words. */
  listedWords: number;
  /** The words in id order. */
  keys: string[];
  /** Each dictionary stem's summed corpus frequency, by .dic order (the stemFreq sections keep those above 0). */
  stemFreq: Float32Array;
}

/**
 * The list's sections from corpus frequencies; `allForms` (lower case, each once), when given, are every form the
 * checker can accept without compounding: those the corpora lack follow the corpus words, at unlistedFrequency.
 * `alsoListed` are words the checker rejects that the list keeps all the same (lower case).
 */
export function wordListSections(
  frequencies: Map<string, number>,
  checker: HunspellChecker,
  turkic: boolean,
  allForms: Iterable<string> | null = null,
  alsoListed: ReadonlySet<string> = new Set(),
): WordListParts {
  const byLower = new Map<string, number>();
  for (const [w, p] of frequencies) {
    const key = lower(w, turkic);
    byLower.set(key, (byLower.get(key) ?? 0) + p);
  }
  const entries: [string, number, boolean][] = [];
  for (const [key, p] of byLower) {
    if (key.length > MAX_INDEXED_LENGTH) continue;
    if (checker.check(key)) entries.push([key, p, false]);
    else if (checker.check(initCap(key, turkic))) entries.push([key, p, true]);
    else if (alsoListed.has(key)) entries.push([key, p, false]);
  }
  entries.sort((a, b) => b[1] - a[1]);
  entries.length = Math.min(entries.length, MAX_WORDS);
  const keys = entries.map((e) => e[0]);
  // Each stem's share of the corpus: inflected forms missing from the corpora borrow their stem's frequency.
  const stemFreq = new Float32Array(checker.dict.stems.size);
  for (const [key, p, title] of entries) {
    const h = checker.root(title ? initCap(key, turkic) : key);
    if (h >= 0) stemFreq[checker.stemOf(h)] += p;
  }
  const listedWords = entries.length;
  if (allForms !== null) {
    const listed = new Set(keys);
    const unlisted: [string, number, boolean][] = [];
    for (const form of allForms) {
      if (form.length <= MAX_INDEXED_LENGTH && !listed.has(form) && checker.check(form)) {
        unlisted.push([form, unlistedFrequency(checker, { of: (stem) => stemFreq[stem] }, form), false]);
      }
    }
    unlisted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const e of unlisted) entries.push(e), keys.push(e[0]);
  }
  const wordFreq = Float32Array.from(entries, (e) => e[1]);
  const wordTitle = new Uint8Array(Math.ceil(entries.length / 8));
  entries.forEach((e, i) => e[2] && (wordTitle[i >>> 3] |= 1 << (i & 7)));
  return { sections: { word: buildStringTable(keys), wordFreq, wordTitle, stemFreq: stemFrequencySections(stemFreq), sd: deleteIndexSections(keys) }, listedWords, keys, stemFreq };
}

/** The stems with a frequency, and theirs. */
function stemFrequencySections(stemFreq: Float32Array): Sections<typeof STEM_FREQUENCIES> {
  const stems: number[] = [];
  stemFreq.forEach((p, stem) => p !== 0 && stems.push(stem));
  return { stem: Uint32Array.from(stems), value: Float32Array.from(stems, (stem) => stemFreq[stem]) };
}
