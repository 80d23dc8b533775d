// The candidates of an id range in a context: the context's trigram and bigram rows within the range and the range's
// best unigrams, each offered as a completion of the typed word or as a next word.
import { Candidates, Kind } from './complete-candidates.ts';
import type { EarlierWords } from './complete-earlier-words.ts';
import { type LanguageModel, type NgramContext, SEARCH_ROW } from './complete-model.ts';
import { rangeScratch, rangeTopK } from './complete-range-best.ts';
import { CASE_MISMATCH, caseDisagrees, type Request } from './complete-request.ts';
import { CaseForm } from './complete-text.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';
import { idLowerBound } from './sorted-ids.ts';

/** Best unigram completions of a prefix besides the context's n-gram rows: 24 or 48 found no more (dev KSR 25.1 / 25.1). */
export const UNIGRAM_CANDIDATES = 12;
/**
 * A context's bigram row is scanned when at most ROW_SCAN_LIMIT of its entries fall in the prefix range; a longer
 * part gives its ROW_CANDIDATES most frequent entries instead (the best unigrams are candidates anyway).
 */
const ROW_SCAN_LIMIT = 64;
const ROW_CANDIDATES = 16;

export class CandidateWalk {
  /** The vocabulary's UNIGRAM_CANDIDATES likeliest words: the unigram candidates of every next-word prediction. */
  private readonly likeliestWords: Uint32Array;
  private readonly unigramIds = new Uint32Array(UNIGRAM_CANDIDATES);
  private readonly unigramRanges = rangeScratch(UNIGRAM_CANDIDATES);
  // How the walk offers ids, set before each walk so it needs no closure.
  private kind: Kind = Kind.Completion;
  private ctx: NgramContext | null = null;
  /** Next words: the chance the context is complete. */
  private given = 1;
  /** Completions: the typed word itself (never offered), and the request whose typed case weighs them. */
  private exact = NO_WORD;
  private request: Request | null = null;

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly model: LanguageModel,
    private readonly list: Candidates,
    private readonly earlier: EarlierWords,
  ) {
    this.likeliestWords = this.unigramIds.slice(0, this.bestUnigrams(0, vocabulary.words));
  }

  /** Writes the cheapest UNIGRAM_CANDIDATES ids of [lo, hi) into unigramIds; returns how many. */
  bestUnigrams(lo: number, hi: number): number {
    return rangeTopK(this.vocabulary.rangeBest, this.vocabulary.cost, lo, hi, this.unigramIds, this.unigramRanges);
  }

  /** The k-th id bestUnigrams wrote. */
  unigram(k: number): number {
    return this.unigramIds[k];
  }

  /** Sets the completions' walk: words of the typed word (`exact`: itself, never offered) in resolved ctx. */
  startCompletions(request: Request, ctx: NgramContext, exact: number): void {
    this.kind = Kind.Completion;
    this.ctx = ctx;
    this.exact = exact;
    this.request = request;
  }

  /** Offers the ids of [lo, hi) as completions, as startCompletions set them. */
  completions(lo: number, hi: number): void {
    this.forCandidates(this.ctx!, lo, hi);
  }

  /** Offers the ids of [lo, hi) as next words of `kind` in resolved ctx, each weighed by `given`. */
  nextWords(ctx: NgramContext, given: number, kind: Kind, lo: number, hi: number): void {
    this.kind = kind;
    this.ctx = ctx;
    this.given = given;
    this.forCandidates(ctx, lo, hi);
  }

  /** Offers candidate w as the walk is set: a completion of the typed word, or a next word. */
  offer(w: number, bigramAt = SEARCH_ROW, trigramAt = SEARCH_ROW): void {
    const vocabulary = this.vocabulary;
    if (vocabulary.elidedHeads && vocabulary.isElidedHead(w)) return;
    if (this.kind !== Kind.Completion) {
      this.list.offer(w, this.given * this.model.probability(this.ctx!, w, bigramAt, trigramAt), this.kind);
      return;
    }
    if (w === this.exact) return;
    // An acronym typed in lower case cannot be finished correctly by appending.
    const form = vocabulary.caseForm[w];
    const request = this.request!;
    if (form === CaseForm.Upper && !request.capitals) return;
    const weight = caseDisagrees(request, form) ? CASE_MISMATCH : 1;
    this.list.offer(w, this.model.probability(this.ctx!, w, bigramAt, trigramAt) * weight + this.earlier.weight(w), Kind.Completion);
  }

  /** Offers the text's earlier words (EarlierWords.gather): a vocabulary word as a completion, another by its weight alone. */
  offerEarlierWords(): void {
    const earlier = this.earlier;
    for (let k = 0; k < earlier.length; k++) {
      const w = earlier.at(k);
      if (w >= 0) this.offer(w);
      else this.list.offer(-1 - w, earlier.weight(w), Kind.Form);
    }
  }

  /** Offers every id of [lo, hi) in the context's trigram and bigram rows and the range's best unigrams. */
  private forCandidates(ctx: NgramContext, lo: number, hi: number): void {
    const trigramNext = this.model.trigramNext;
    const trigramEnd = idLowerBound(trigramNext, ctx.trigramFrom, ctx.trigramTo, hi);
    for (let k = idLowerBound(trigramNext, ctx.trigramFrom, ctx.trigramTo, lo); k < trigramEnd; k++) this.offer(trigramNext[k], SEARCH_ROW, k);
    const bigramBegin = idLowerBound(ctx.next, ctx.bigramFrom, ctx.bigramTo, lo);
    const bigramEnd = idLowerBound(ctx.next, ctx.bigramFrom, ctx.bigramTo, hi);
    if (bigramEnd - bigramBegin <= ROW_SCAN_LIMIT) {
      for (let k = bigramBegin; k < bigramEnd; k++) this.offer(ctx.next[k], k);
    } else {
      for (let k = ctx.bigramFrom, found = 0; k < ctx.bigramTo && found < ROW_CANDIDATES; k++) {
        const at = ctx.bigramFrom + ctx.byCount[k];
        const w = ctx.next[at];
        if (w >= lo && w < hi) this.offer(w, at), found++;
      }
    }
    const whole = lo === 0 && hi === this.vocabulary.words;
    const best = whole ? this.likeliestWords : this.unigramIds;
    const n = whole ? best.length : this.bestUnigrams(lo, hi);
    for (let k = 0; k < n; k++) this.offer(best[k]);
  }
}
