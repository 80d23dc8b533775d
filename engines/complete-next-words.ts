// Next words: the candidates after a context (u v), each weighed by the chance that the context is complete.
import { Kind } from './complete-candidates.ts';
import { type LanguageModel, NgramContext } from './complete-model.ts';
import type { Request } from './complete-request.ts';
import type { Vocabulary } from './complete-vocabulary.ts';
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

  /** predict among the ids of [lo, hi) only. */
  predictAmong(request: Request, u: number, v: number, vName: boolean, given: number, kind: Kind, lo: number, hi: number): void {
    this.model.resolve(this.context, u, v, vName, request.vClass);
    this.walk.nextWords(this.context, given, kind, lo, hi);
  }
}
