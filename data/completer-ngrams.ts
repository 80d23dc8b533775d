// Counts word bigrams and trigrams over vocabulary ids and lays them out as the compressed rows the engine searches.
// Bigram rows are indexed by the first word; a trigram row hangs off the bigram entry of its two context words
// (layout drawn in engines/completer-pack.ts).
import type { NAME_BIGRAMS, NGRAM_TABLES } from '../engines/completer-pack.ts';
import { blockOffsets } from './block-offsets.ts';
import { narrowestColumn } from './uint-column.ts';
import type { Sections } from '../engines/pack-layout.ts';

/** Counts are stored in 16 bits; the few larger ones are clipped, which changes no ranking that matters. */
const MAX_COUNT = 0xffff;
/** Sightings of a pair in its own case for the running text to decide the next word's case (one may be a title). */
const MIN_CASE_SIGHTINGS = 2;

const NONE: ReadonlySet<number> = new Set();

export class NgramCounter {
  private readonly bigrams = new Map<number, number>();
  private readonly trigrams = new Map<number, Map<number, number>>();
  /** Per bigram, the running text's sightings that show the next word's own case: [written with a capital, all]. */
  private readonly followerCase = new Map<number, [number, number]>();
  /** The bigrams a list of names writes with the next word capitalized. */
  private readonly listedCapital = new Set<number>();
  /** Context ids beyond the words (engines/completer-pack.ts): the start of a sentence, a number. */
  readonly start: number;
  readonly number: number;
  private readonly stride: number;

  /** Ids 0..words-1 are words. */
  constructor(private readonly words: number) {
    this.start = words;
    this.number = words + 1;
    this.stride = words + 2;
  }

  private pair(a: number, b: number): number {
    return a * this.stride + b;
  }

  /**
   * Counts one segment of ids; -1 (a word outside the vocabulary) breaks the context. `number` is counted as a word
   * (its pairs hold the trigram rows after numbers); the engine never offers it. No pair is counted whose next word
   * is in `notNext`; such a word is still the context of the words after it.
   */
  addSegment(ids: number[], sentenceStart: boolean, notNext: ReadonlySet<number> = NONE): void {
    let u = -1;
    let v = sentenceStart ? this.start : -1;
    for (const w of ids) {
      if (w >= 0 && v >= 0 && !notNext.has(w)) {
        this.addBigram(v, w, 1);
        if (u >= 0) this.addTrigram(u, v, w, 1);
      }
      u = v;
      v = w;
      if (w < 0) u = -1;
    }
  }

  addTrigram(u: number, v: number, w: number, count: number): void {
    const key = this.pair(u, v);
    let row = this.trigrams.get(key);
    if (!row) this.trigrams.set(key, (row = new Map()));
    row.set(w, (row.get(w) ?? 0) + count);
  }

  addBigram(v: number, w: number, count: number): void {
    const key = this.pair(v, w);
    this.bigrams.set(key, (this.bigrams.get(key) ?? 0) + count);
  }

  /** Counts a sighting in running text of w after v in which w's case is its own (not a sentence start, not after a quote). */
  seeFollowerCase(v: number, w: number, capitalized: boolean): void {
    const key = this.pair(v, w);
    const seen = this.followerCase.get(key) ?? [0, 0];
    if (capitalized) seen[0]++;
    seen[1]++;
    this.followerCase.set(key, seen);
  }

  /** A list of names writes w capitalized after v. */
  listCapitalFollower(v: number, w: number): void {
    this.listedCapital.add(this.pair(v, w));
  }

  /** Whether the next word of bigram `key` is written with a capital after its word (MIN_CASE_SIGHTINGS). */
  private capitalFollows(key: number): boolean {
    const seen = this.followerCase.get(key);
    return seen !== undefined && seen[1] >= MIN_CASE_SIGHTINGS ? 2 * seen[0] > seen[1] : this.listedCapital.has(key);
  }

  /** Calls visit for every counted bigram (v, w, count); v may be `start` or `number`. */
  forEachBigram(visit: (v: number, w: number, count: number) => void): void {
    const stride = this.stride;
    for (const [key, count] of this.bigrams) visit(Math.floor(key / stride), key % stride, count);
  }

  /** The n-gram tables as the pack holds them (NGRAM_TABLES). */
  tables(): Sections<typeof NGRAM_TABLES> {
    const rows = this.rows();
    return {
      ...rows,
      bigramByCount: narrowestColumn(rows.bigramByCount),
      bigramStart: blockOffsets(rows.bigramStart),
      bigramNext: narrowestColumn(rows.bigramNext),
      bigramTotal: narrowestColumn(rows.bigramTotal),
      trigramStart: blockOffsets(rows.trigramStart),
      trigramNext: narrowestColumn(rows.trigramNext),
      trigramCount: narrowestColumn(rows.trigramCount),
    };
  }

  /** The n-gram tables with every column 32 bits wide. */
  private rows() {
    const stride = this.stride;
    const keys = [...this.bigrams.keys()].sort((a, b) => a - b);
    const entries = keys.length;
    const bigramStart = new Uint32Array(stride + 1);
    const bigramNext = new Uint32Array(entries);
    const bigramCount = new Uint16Array(entries);
    const bigramTotal = new Uint32Array(stride);
    const trigramStart = new Uint32Array(entries + 1);
    const trigramNext: number[] = [];
    const trigramCount: number[] = [];
    const capitalNext: number[] = [];
    keys.forEach((key, e) => {
      const v = Math.floor(key / stride);
      const count = Math.min(MAX_COUNT, Math.max(1, Math.round(this.bigrams.get(key)!)));
      bigramStart[v + 1]++;
      bigramNext[e] = key % stride;
      bigramCount[e] = count;
      bigramTotal[v] += count;
      const row = this.trigrams.get(key);
      if (row) {
        for (const w of [...row.keys()].sort((a, b) => a - b)) {
          trigramNext.push(w);
          trigramCount.push(Math.min(MAX_COUNT, row.get(w)!));
        }
      }
      trigramStart[e + 1] = trigramNext.length;
      if (this.capitalFollows(key)) capitalNext.push(e);
    });
    for (let c = 0; c < stride; c++) bigramStart[c + 1] += bigramStart[c];
    const bigramByCount = new Uint32Array(entries);
    for (let c = 0; c < stride; c++) {
      const row = Array.from({ length: bigramStart[c + 1] - bigramStart[c] }, (_, k) => bigramStart[c] + k);
      row.sort((a, b) => bigramCount[b] - bigramCount[a] || a - b);
      bigramByCount.set(row.map((e) => e - bigramStart[c]), bigramStart[c]);
    }
    return {
      bigramByCount,
      bigramStart,
      bigramNext,
      bigramCount,
      bigramTotal,
      trigramStart,
      trigramNext: Uint32Array.from(trigramNext),
      trigramCount: Uint16Array.from(trigramCount),
      capitalNext: Uint32Array.from(capitalNext),
    };
  }

  /** The bigram rows of the contexts that have one, alone (NAME_BIGRAMS: a few thousand names' words); null for none. */
  contextRows(): Sections<typeof NAME_BIGRAMS> | null {
    const { bigramStart, bigramNext, bigramCount, bigramTotal, bigramByCount } = this.rows();
    const context: number[] = [];
    for (let c = 0; c < bigramTotal.length; c++) if (bigramStart[c + 1] > bigramStart[c]) context.push(c);
    if (context.length === 0) return null;
    return {
      context: Uint32Array.from(context),
      start: Uint32Array.from([...context.map((c) => bigramStart[c]), bigramNext.length]),
      next: bigramNext,
      count: bigramCount,
      total: Uint32Array.from(context, (c) => bigramTotal[c]),
      byCount: bigramByCount,
    };
  }
}
