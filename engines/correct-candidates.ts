// Candidate words for a misspelling from the ranked word list, by symmetric deletes: a typo and its intended word
// share the word itself or a one-letter deletion whenever they are one edit apart (and often when two).
//
//   word*     string table of lower-case words: the corpus words most frequent first (ids < meta.listedWords), then,
//             where meta.allFormsListed, every other form Hunspell accepts in lower case (engines/hunspell/string-table.ts)
//   wordFreq  f32[n]      pooled relative corpus frequency (unlisted forms: unlistedFrequency)
//   wordTitle u8[⌈n/8⌉]   bit i & 7 of byte i >> 3 set: Hunspell accepts word i only in Title case (a name)
//   sd*       the symmetric-delete index of the words (engines/correct-delete-index.ts)
//   stemFreq* summed frequency of the listed words each dictionary stem makes (engines/stem-frequencies.ts)
import { DELETE_INDEX, DeleteIndex } from './correct-delete-index.ts';
import type { HunspellChecker } from './hunspell/checker.ts';
import type { SpellerMeta } from './hunspell/speller-meta.ts';
import { STRING_TABLE, StringTable } from './hunspell/string-table.ts';
import { part, type PackContents } from './pack-layout.ts';
import { STEM_FREQUENCIES, StemFrequencies, type StemFrequency } from './stem-frequencies.ts';

export const WORD_LIST = part({ word: STRING_TABLE, wordFreq: 'f32', wordTitle: 'u8', stemFreq: STEM_FREQUENCIES, sd: DELETE_INDEX });

/** Longer words are rare and would bloat the delete index; the form automaton's walk still covers them. */
export const MAX_INDEXED_LENGTH = 24;

/** Frequency of Hunspell forms no corpus counts, below every listed word (Danish typos 78 -> 86 % over 1e-9). */
const HUNSPELL_FLOOR = 3e-10;
/** Frequency of a compound no corpus counts (5e-12: Danish "sneaker" is changed to the compound "snearker"). */
export const COMPOUND_FLOOR = 5e-10;
/** An unlisted form of a listed stem gets this share of the stem's frequency (tuning split sweep 0.001-0.3: 0.03). */
const STEM_SHARE = 0.03;

/** A Hunspell form missing from the corpora: a share of its stem's frequency, at least the floor (compounds: theirs). */
export function unlistedFrequency(checker: HunspellChecker, stemFreq: StemFrequency, form: string): number {
  const h = checker.root(form);
  if (h < 0) return COMPOUND_FLOOR;
  return Math.max(HUNSPELL_FLOOR, stemFreq.of(checker.stemOf(h)) * STEM_SHARE);
}

export class WordList {
  readonly words: StringTable;
  readonly freq: Float32Array;
  readonly stemFreq: StemFrequencies;
  /** The list holds every lower-case form the checker accepts (to MAX_INDEXED_LENGTH): near() finds them all. */
  readonly allForms: boolean;
  private readonly listed: number;
  private readonly title: Uint8Array;
  private readonly deletes: DeleteIndex;

  constructor({ meta, sections }: PackContents<SpellerMeta, typeof WORD_LIST>) {
    this.words = new StringTable(sections.word);
    this.freq = sections.wordFreq;
    this.title = sections.wordTitle;
    this.stemFreq = new StemFrequencies(sections.stemFreq);
    this.deletes = new DeleteIndex(sections.sd, this.words);
    this.listed = meta.listedWords ?? this.words.size;
    this.allForms = meta.allFormsListed ?? false;
  }

  /** The word's frequency is its own corpus count (not its stem's share or the floor). */
  isListed(id: number): boolean {
    return id >= 0 && id < this.listed;
  }

  /**
   * True when the word, exactly as written, is a listed lower-case word: the compile step listed it because the
   * checker accepts it, so this one lookup answers for most running-text words.
   */
  accepts(word: string): boolean {
    return this.writtenSo(word) >= 0;
  }

  /**
   * The frequency of the word written so (lower case): its corpus count, or for a form the corpora lack its stem's
   * share or the floor; 0 when the list lacks it.
   */
  frequencyOf(word: string): number {
    const i = this.writtenSo(word);
    return i < 0 ? 0 : this.freq[i];
  }

  /** The id of the word as written when the list holds it so (not only with a capital), else -1. */
  private writtenSo(word: string): number {
    const i = this.words.find(word);
    return i >= 0 && !this.isTitle(i) ? i : -1;
  }

  isTitle(i: number): boolean {
    return ((this.title[i >>> 3] >>> (i & 7)) & 1) === 1;
  }

  /** editDistance from `typo` to word `id`, read in place. */
  distance(typo: string, id: number, limit: number): number {
    const length = this.words.length(id);
    if (length > MAX_DISTANCE_LENGTH) return limit + 1;
    this.words.unitsOf(id, units);
    return editDistanceTo(typo, units, 0, length, limit);
  }

  /** Calls found(id) once per word of the list sharing a deletion key with `typo` (verify the distance yourself). */
  near(typo: string, found: (id: number) => void): void {
    // Keys are words of at most MAX_INDEXED_LENGTH letters and their one-letter deletions.
    if (typo.length <= MAX_INDEXED_LENGTH + 1) this.deletes.near(typo, found);
  }
}

/** Longest word the distance tables are sized for (longer ones are never corrected). */
const MAX_DISTANCE_LENGTH = 64;
/** Three rows of the distance table, reused (one query at a time per worker). */
const rows = [new Int32Array(MAX_DISTANCE_LENGTH + 1), new Int32Array(MAX_DISTANCE_LENGTH + 1), new Int32Array(MAX_DISTANCE_LENGTH + 1)];
/** A word's code units, for editDistance and WordList.distance. */
const units = new Uint16Array(MAX_DISTANCE_LENGTH);

/** Optimal-string-alignment distance (Damerau with adjacent transpositions), or limit + 1 when it exceeds limit. */
export function editDistance(a: string, b: string, limit: number): number {
  if (b.length > MAX_DISTANCE_LENGTH) return limit + 1;
  for (let k = 0; k < b.length; k++) units[k] = b.charCodeAt(k);
  return editDistanceTo(a, units, 0, b.length, limit);
}

/** editDistance from `a` to the code units bChars[from .. from + lb). */
export function editDistanceTo(a: string, bChars: Uint16Array, from: number, lb: number, limit: number): number {
  const la = a.length;
  if (Math.abs(la - lb) > limit) return limit + 1;
  if (la > MAX_DISTANCE_LENGTH || lb > MAX_DISTANCE_LENGTH) return limit + 1;
  let prev2 = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = bChars[from + j - 1];
      let d = prev[j - 1] + (ca === cb ? 0 : 1);
      if (prev[j] + 1 < d) d = prev[j] + 1;
      if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ca === bChars[from + j - 2] && a.charCodeAt(i - 2) === cb && prev2[j - 2] + 1 < d) d = prev2[j - 2] + 1;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb];
}
