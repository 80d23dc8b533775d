// The dictionary forms the vocabulary does not list (engines/complete-forms.ts) offered on the vocabulary's scale: a
// form's level's probability in the typed word's context, its class by its ending.
import { CANDIDATES, type Candidates } from './complete-candidates.ts';
import type { FormCompleter } from './complete-forms.ts';
import type { LanguageModel, NgramContext } from './complete-model.ts';
import { CASE_MISMATCH, caseDisagrees, type Request } from './complete-request.ts';
import { CaseForm } from './complete-text.ts';
import { NO_WORD } from './complete-vocabulary.ts';

export class FormOffers {
  // The search's request, key and context, set before each search so its callback is no closure a request.
  private request: Request | null = null;
  private key = '';
  private ctx: NgramContext | null = null;
  private readonly found = (rest: string, level: number, capitalized: boolean) => this.offer(rest, level, capitalized);

  constructor(
    private readonly forms: FormCompleter,
    private readonly model: LanguageModel,
    private readonly list: Candidates,
  ) {}

  /** Offers the forms that begin with `key`, the likeliest first, while one could still enter the list. */
  complete(request: Request, key: string, ctx: NgramContext): void {
    this.request = request;
    this.key = key;
    this.ctx = ctx;
    this.forms.complete(key, CANDIDATES, this.floor(ctx), this.found);
  }

  /** Offers the unlisted form key + rest, on the vocabulary's scale: its level's probability in the word's context. */
  private offer(rest: string, level: number, capitalized: boolean): void {
    const unlike = caseDisagrees(this.request!, capitalized ? CaseForm.Capitalized : CaseForm.Lower);
    const p = this.model.interpolated(this.ctx!, NO_WORD, this.forms.probability(level), this.model.classOfEnding(this.key + rest));
    this.list.offerRest(rest, p * (unlike ? CASE_MISMATCH : 1));
  }

  /**
   * The probability below which a form cannot enter the full list in context ctx: the list's last score over the most
   * the context raises a form (its likeliest class); 0 while the list has room. The form search stops there.
   */
  private floor(ctx: NgramContext): number {
    if (!this.list.full) return 0;
    return this.list.last / this.model.mostRaised(ctx);
  }
}
