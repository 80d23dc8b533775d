// Next words: the candidates after a context (u v), each weighed by the chance that the context is complete.
import { Kind } from './complete-candidates.ts';
import { type LanguageModel, NgramContext } from './complete-model.ts';
import { CASE_MISMATCH, caseDisagrees, type Request } from './complete-request.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';
import type { CandidateWalk } from './complete-walk.ts';

export class NextWords {
  /** The context of the request's last prediction: rendering reads its next words' capitals from it (capitalAfter). */
  readonly context = new NgramContext();

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly model: LanguageModel,
    private readonly walk: CandidateWalk,
  ) {}

  /** Offers next words after context (u v; v typed as a name's word), each weighed by `given`. */
  predict(request: Request, u: number, v: number, vName: boolean, given: number, kind: Kind = Kind.Next): void {
    this.predictAmong(request, u, v, vName, given, kind, 0, this.vocabulary.words);
  }

  /**
   * The next words after the typed word `exact` as it stands, weighed by its case as its completions are ("In" inside a
   * German sentence is rarely "in"), a name's word ("New") by the share of its uses in sentences that are a name's.
   */
  afterTypedWord(request: Request, exact: number, ctx: NgramContext): void {
    const unlike = caseDisagrees(request, this.vocabulary.caseForm[exact]);
    const name = unlike && request.capitalTyped;
    const weight = unlike ? Math.max(CASE_MISMATCH, name ? this.model.namesShare(exact) : 0) : 1;
    this.predict(request, request.v, exact, name, this.model.probability(ctx, exact) * weight);
  }

  /** "dell" may be "dell'" + a word: the apostrophe and the word after it are one suggestion ("'anno"). */
  afterElidedHead(request: Request, key: string, ctx: NgramContext): void {
    const head = this.vocabulary.idOfKey(key + "'");
    if (head !== NO_WORD && this.vocabulary.isElidedHead(head)) this.predict(request, request.v, head, false, this.model.probability(ctx, head), Kind.Elided);
  }

  /** predict among the ids of [lo, hi) only. */
  predictAmong(request: Request, u: number, v: number, vName: boolean, given: number, kind: Kind, lo: number, hi: number): void {
    this.model.resolve(this.context, u, v, vName, request.vClass);
    this.walk.nextWords(this.context, given, kind, lo, hi);
  }
}
