// The completer's language model: interpolated absolute discounting over the pack's n-gram rows,
//   P(w | u v) = (max(c(u v w) - D, 0) + D N(u v) P(w | v)) / c(u v),   N = distinct followers,   down to the unigram P(w),
// which after a word v is weighed by how often w's ending follows v's (data/completer-suffix-classes.ts).
import type { NAME_BIGRAMS, NGRAM_TABLES, SUFFIX_CLASSES } from './completer-pack.ts';
import { CaseForm } from './complete-text.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';
import type { Sections } from './pack-layout.ts';
import { BlockOffsets } from './block-offsets.ts';
import { ByteCodedRows } from './byte-coded-rows.ts';
import { uintColumn, type UintArray } from './uint-column.ts';
import { findId } from './sorted-ids.ts';

/** Word classes by ending in the bigram back-off, the catch-all 0 included (one byte a word; data/completer-suffix-classes.ts). */
export const CLASSES = 256;
/**
 * Letters of a word's end that name its class (data/completer-suffix-classes.ts); a shorter word is its own ending.
 * 3 letters scored lower than 2 (held-out ru 34.1 -> 33.0, cs and pl equal; dev pl 24.6 -> 23.9, cs 18.5 -> 19.6).
 */
export const SUFFIX_CHARS = 2;
/** classRatio's rows for the sentence start and a number, after the CLASSES rows of context classes. */
export const START_ROW = CLASSES;
export const NUMBER_ROW = CLASSES + 1;
/** Absolute discount of the bigram and trigram counts: 0.5 to 0.9 moved dev and held-out KSR under 0.2 points. */
const DISCOUNT = 0.75;
/** A row index not yet known: the probability finds the word in its context's row. */
export const SEARCH_ROW = -2;

/** One n-gram context (u v) resolved against the tables: reused scratch, resolved again for each context asked. */
export class NgramContext {
  /** The bigram row is a name's word's (NAME_BIGRAMS): the row's words go on the name, capitalized. */
  names = false;
  /** The arrays the bigram row is in: the bigram tables', or the names' for a name's word (NAME_BIGRAMS). */
  next: UintArray = new Uint32Array(0);
  count: Uint16Array = new Uint16Array(0);
  /** The row's entries as ranks in the row (bigramFrom + rank), most frequent first. */
  byCount: UintArray = new Uint32Array(0);
  bigramFrom = 0;
  bigramTo = 0;
  bigramTotal = 0;
  trigramFrom = 0;
  trigramTo = 0;
  trigramTotal = 0;
  /** Start of the context's row in classRatio, or -1 (no context word): the unigram back-off as it is. */
  classRow = -1;
  /** Where that row's values start (ByteCodedRows.valuesOf). */
  classValues = 0;
}

type ModelTables = Sections<typeof NGRAM_TABLES> & Sections<typeof SUFFIX_CLASSES> & { names: Sections<typeof NAME_BIGRAMS> | null };

export class LanguageModel {
  readonly bigramNext: UintArray;
  readonly trigramNext: UintArray;
  private readonly bigramStart: BlockOffsets;
  private readonly bigramCount: Uint16Array;
  private readonly bigramTotal: UintArray;
  private readonly bigramByCount: UintArray;
  private readonly trigramStart: BlockOffsets;
  private readonly trigramCount: UintArray;
  private readonly capitalNext: Uint32Array;
  private readonly suffixClass: Uint8Array;
  private readonly classRatio: ByteCodedRows;
  private readonly wordRowIds: Uint32Array;
  /** What follows names' words ("New", "Great"), or null (the sources name none). */
  private readonly names: Sections<typeof NAME_BIGRAMS> | null;
  /** Each classRatio row's class of the largest ratio: the most a context raises a word outside the vocabulary (formFloor). */
  private readonly likeliestClass: Uint8Array;
  /** The word class of each class's ending (classEndings), for words outside the vocabulary. */
  private readonly endingClass = new Map<string, number>();
  /** pairProbability's context. */
  private readonly pair = new NgramContext();

  constructor(
    tables: ModelTables,
    private readonly vocabulary: Vocabulary,
  ) {
    this.bigramStart = new BlockOffsets(tables.bigramStart);
    this.bigramNext = uintColumn(tables.bigramNext, 'bigramNext');
    this.bigramCount = tables.bigramCount;
    this.bigramTotal = uintColumn(tables.bigramTotal, 'bigramTotal');
    this.bigramByCount = uintColumn(tables.bigramByCount, 'bigramByCount');
    this.trigramStart = new BlockOffsets(tables.trigramStart);
    this.trigramNext = uintColumn(tables.trigramNext, 'trigramNext');
    this.trigramCount = uintColumn(tables.trigramCount, 'trigramCount');
    this.capitalNext = tables.capitalNext;
    this.suffixClass = tables.suffixClass;
    this.classRatio = new ByteCodedRows(tables.classRatio, CLASSES);
    this.wordRowIds = tables.wordRowIds;
    this.names = tables.names;
    this.likeliestClass = new Uint8Array(this.classRatio.rows);
    for (let row = 0; row < this.likeliestClass.length; row++) {
      const values = this.classRatio.valuesOf(row);
      const ratio = (c: number) => this.classRatio.cell(values, row * CLASSES + c);
      for (let c = 1; c < CLASSES; c++) if (ratio(c) > ratio(this.likeliestClass[row])) this.likeliestClass[row] = c;
    }
    const endings = tables.classEndings;
    for (let c = 1; c * SUFFIX_CHARS <= endings.length; c++) {
      const ending = String.fromCharCode(...endings.subarray((c - 1) * SUFFIX_CHARS, c * SUFFIX_CHARS)).replace(/\0+$/, '');
      this.endingClass.set(ending, c);
    }
  }

  /**
   * Resolves context (u v) into row bounds and totals; v = NO_WORD reads vClass, the class of an unlisted form (or -1).
   * v typed as a name's word (`vName`) reads the names' row where it has one, without u.
   */
  resolve(ctx: NgramContext, u: number, v: number, vName: boolean, vClass: number): void {
    ctx.names = false;
    ctx.next = this.bigramNext;
    ctx.count = this.bigramCount;
    ctx.byCount = this.bigramByCount;
    ctx.bigramFrom = ctx.bigramTo = ctx.bigramTotal = 0;
    ctx.trigramFrom = ctx.trigramTo = ctx.trigramTotal = 0;
    ctx.classRow = -1;
    if (v === NO_WORD) {
      if (vClass >= 0) this.classRowOf(ctx, vClass);
      return;
    }
    const words = this.vocabulary.words;
    const own = findId(this.wordRowIds, 0, this.wordRowIds.length, v);
    this.classRowOf(ctx, own >= 0 ? NUMBER_ROW + 1 + own : v === words ? START_ROW : v === this.vocabulary.numberId ? NUMBER_ROW : this.suffixClass[v]);
    const names = vName ? this.names : null;
    const k = names === null ? -1 : findId(names.context, 0, names.context.length, v);
    if (names !== null && k >= 0) {
      ctx.names = true;
      ctx.next = names.next;
      ctx.count = names.count;
      ctx.byCount = names.byCount;
      ctx.bigramFrom = names.start[k];
      ctx.bigramTo = names.start[k + 1];
      ctx.bigramTotal = names.total[k];
      return;
    }
    ctx.bigramFrom = this.bigramStart.at(v);
    ctx.bigramTo = this.bigramStart.at(v + 1);
    ctx.bigramTotal = this.bigramTotal[v];
    if (u === NO_WORD) return;
    const e = findId(this.bigramNext, this.bigramStart.at(u), this.bigramStart.at(u + 1), v);
    if (e < 0) return;
    ctx.trigramFrom = this.trigramStart.at(e);
    ctx.trigramTo = this.trigramStart.at(e + 1);
    for (let k = ctx.trigramFrom; k < ctx.trigramTo; k++) ctx.trigramTotal += this.trigramCount[k];
  }

  /** Sets the context's classRatio row. */
  private classRowOf(ctx: NgramContext, row: number): void {
    ctx.classRow = row * CLASSES;
    ctx.classValues = this.classRatio.valuesOf(row);
  }

  /** Whether the text goes on after words u v: their pair has a trigram row. */
  goesOn(u: number, v: number): boolean {
    if (u < 0 || u >= this.vocabulary.words) return false;
    const e = findId(this.bigramNext, this.bigramStart.at(u), this.bigramStart.at(u + 1), v);
    return e >= 0 && this.trigramStart.at(e + 1) > this.trigramStart.at(e);
  }

  /** P(w | ctx) of vocabulary word w; bigramAt and trigramAt are w's row entries where the caller knows them. */
  probability(ctx: NgramContext, w: number, bigramAt = SEARCH_ROW, trigramAt = SEARCH_ROW): number {
    return this.interpolated(ctx, w, this.vocabulary.unigram(w), this.suffixClass[w], bigramAt, trigramAt);
  }

  /** P(w | context) of word w (NO_WORD: a word no n-gram holds) of unigram probability p and word class c. */
  interpolated(ctx: NgramContext, w: number, p: number, c: number, bigramAt = SEARCH_ROW, trigramAt = SEARCH_ROW): number {
    if (ctx.classRow >= 0) p *= this.classRatio.cell(ctx.classValues, ctx.classRow + c);
    const bigrams = ctx.bigramTo - ctx.bigramFrom;
    if (bigrams > 0) {
      const e = bigramAt === SEARCH_ROW ? findId(ctx.next, ctx.bigramFrom, ctx.bigramTo, w) : bigramAt;
      p = (Math.max((e < 0 ? 0 : ctx.count[e]) - DISCOUNT, 0) + DISCOUNT * bigrams * p) / ctx.bigramTotal;
    }
    const trigrams = ctx.trigramTo - ctx.trigramFrom;
    if (trigrams > 0) {
      const e = trigramAt === SEARCH_ROW ? findId(this.trigramNext, ctx.trigramFrom, ctx.trigramTo, w) : trigramAt;
      p = (Math.max((e < 0 ? 0 : this.trigramCount[e]) - DISCOUNT, 0) + DISCOUNT * trigrams * p) / ctx.trigramTotal;
    }
    return p;
  }

  /**
   * Word w is in ctx's trigram row: after a title-case run (u, v) the row holds the words the text wrote with a capital
   * after the two (data/compile-completer.ts counts them past a name's word), and the text's own words after them.
   */
  goesOnWith(ctx: NgramContext, w: number): boolean {
    return findId(this.trigramNext, ctx.trigramFrom, ctx.trigramTo, w) >= 0;
  }

  /** P(word | previous) by the model, no earlier context; 0 when the vocabulary lacks either word. */
  pairProbability(previous: string, word: string): number {
    const v = this.vocabulary.idOf(previous);
    const w = this.vocabulary.idOf(word);
    if (v === NO_WORD || w === NO_WORD) return 0;
    this.resolve(this.pair, NO_WORD, v, false, -1);
    return this.probability(this.pair, w);
  }

  /** The most ctx raises a word outside the vocabulary: the interpolation of probability 1 in its likeliest class. */
  mostRaised(ctx: NgramContext): number {
    return this.interpolated(ctx, NO_WORD, 1, ctx.classRow >= 0 ? this.likeliestClass[ctx.classRow / CLASSES] : 0);
  }

  /** The share of a name's word's uses in sentences that its names row counts (NAME_BIGRAMS); 0 without one. */
  namesShare(v: number): number {
    const names = this.names;
    const k = names === null ? -1 : findId(names.context, 0, names.context.length, v);
    return k < 0 ? 0 : names!.total[k] / (names!.total[k] + this.bigramTotal[v]);
  }

  /**
   * Next word w, written small elsewhere, is written with a capital after ctx's word: it goes on a name's word in its
   * names row ("New" "York"; not a word of the back-off, "Naciones" "de"), or its bigram says so ("European" "Union").
   */
  capitalAfter(ctx: NgramContext, w: number): boolean {
    if (this.vocabulary.caseForm[w] !== CaseForm.Lower) return false;
    const e = findId(ctx.next, ctx.bigramFrom, ctx.bigramTo, w);
    return e >= 0 && (ctx.names || findId(this.capitalNext, 0, this.capitalNext.length, e) >= 0);
  }

  /** The word class of a key outside the vocabulary, by its ending. */
  classOfEnding(key: string): number {
    return this.endingClass.get(key.slice(-SUFFIX_CHARS)) ?? 0;
  }
}
