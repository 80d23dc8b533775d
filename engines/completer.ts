// Autocomplete: finish the word being typed, or predict the next one, ranked by an interpolated trigram model
// (engines/complete-model.ts) over a vocabulary whose ids follow key order, so a typed prefix is an id range.
//
// A request reads its text once into a Request (engines/complete-reading.ts), asks the candidate sources, each of which
// offers (id, score, kind) to one list of the best (engines/complete-candidates.ts), and renders that list as suffixes
// (engines/complete-render.ts). Scores are probabilities: a completion's P(w | context), a next word's P(typed word
// complete) * P(next | ...) (weighing by characters saved instead cost 1-2 points of keystroke savings on the dev set).
import { ApostrophesLeftOut, RARE_WORD_COST } from './complete-apostrophes.ts';
import { Candidates, Kind, MAX_SUGGESTIONS } from './complete-candidates.ts';
import { completeCompound } from './complete-compounds.ts';
import { EarlierWords } from './complete-earlier-words.ts';
import { FinalAccents } from './complete-final-accents.ts';
import { FormOffers } from './complete-form-offers.ts';
import { FormCompleter } from './complete-forms.ts';
import { completeHyphenTail } from './complete-hyphen-tails.ts';
import { MarksLeftOut } from './complete-marks-left-out.ts';
import { LanguageModel, NgramContext } from './complete-model.ts';
import { NextWords } from './complete-next-words.ts';
import { predictAfterReading, type ReadingSources } from './complete-readings-next.ts';
import { TextReader } from './complete-reading.ts';
import { render, type RenderParts } from './complete-render.ts';
import type { Request } from './complete-request.ts';
import { CaseForm, compounds, elides, elisionSplitter, lowerCaser, upperCaser } from './complete-text.ts';
import { NO_WORD, Vocabulary } from './complete-vocabulary.ts';
import { CandidateWalk } from './complete-walk.ts';
import { COMPLETER_PACK } from './completer-pack.ts';
import type { Pack } from './pack.ts';

export class Completer {
  private readonly vocabulary: Vocabulary;
  private readonly model: LanguageModel;
  private readonly list = new Candidates();
  private readonly walk: CandidateWalk;
  private readonly next: NextWords;
  private readonly reader: TextReader;
  private readonly earlier: EarlierWords;
  private readonly apostrophes: ApostrophesLeftOut;
  private readonly accents: FinalAccents;
  private readonly marks: MarksLeftOut;
  /** The dictionary forms the vocabulary does not list, or null (no dictionary). */
  private readonly forms: FormOffers | null;
  private readonly compounding: boolean;
  /** The context of the typed word: reused scratch. */
  private readonly wordContext = new NgramContext();
  /** What rendering and the readings' next words read. */
  private readonly parts: RenderParts & ReadingSources;

  /** Reads the pack by COMPLETER_PACK (engines/completer-pack.ts); throws when it does not fit. */
  constructor(pack: Pack) {
    const { meta, sections } = COMPLETER_PACK.read(pack);
    const vocabulary = new Vocabulary(sections, meta.words, lowerCaser(meta.code), upperCaser(meta.code));
    const model = new LanguageModel(sections, vocabulary);
    const forms = sections.forms && new FormCompleter(sections.forms, meta.formCost);
    this.vocabulary = vocabulary;
    this.model = model;
    this.earlier = new EarlierWords(vocabulary.lower, vocabulary.upper, (key) => vocabulary.idOfKey(key), (key) => forms !== null && forms.holds(key));
    this.walk = new CandidateWalk(vocabulary, model, this.list, this.earlier);
    this.next = new NextWords(vocabulary, model, this.walk);
    this.apostrophes = new ApostrophesLeftOut(vocabulary, model);
    this.accents = new FinalAccents(meta.code, vocabulary);
    this.marks = new MarksLeftOut(meta.code, vocabulary, forms);
    this.forms = forms && new FormOffers(forms, model, this.list);
    this.compounding = compounds(meta.code);
    this.parts = { vocabulary, model, list: this.list, next: this.next, accents: this.accents, marks: this.marks, apostrophes: this.apostrophes };
    this.reader = new TextReader({ vocabulary, model, apostrophes: this.apostrophes, accents: this.accents, marks: this.marks, elision: elisionSplitter(meta.code), elides: elides(meta.code) });
  }

  /**
   * At most MAX_SUGGESTIONS distinct suffixes to append to `text`, best first by probability; [] when nothing is worth
   * proposing. The answer depends on `text` alone: no rule guesses what a client showed before.
   */
  complete(text: string): string[] {
    return this.suggest(text).slice(0, MAX_SUGGESTIONS);
  }

  /**
   * P(word | previous) by the model, no earlier context; 0 when the vocabulary lacks either word. Autocorrect weighs
   * two words run together by it ("porfavor": por favor).
   */
  nextWordProbability(previous: string, word: string): number {
    return this.model.pairProbability(previous, word);
  }

  /** Running text writes `word` with a capital (a name: "Warszawie"); false for a word the vocabulary lacks. */
  writesCapitalized(word: string): boolean {
    const id = this.vocabulary.idOf(word);
    return id !== NO_WORD && this.vocabulary.caseForm[id] === CaseForm.Capitalized;
  }

  /** Up to CANDIDATES distinct suffixes, best first. */
  private suggest(text: string): string[] {
    const request = this.reader.read(text);
    if (request === null) return [];
    this.list.reset();
    if (request.accented !== NO_WORD) {
      // "perche'" is the whole word "perché" ("c'e'": c'è).
      this.next.predict(request, request.v, request.accented, false, 1);
      return render(this.parts, request, '');
    }
    if (request.typed.length > 0) this.completeWord(request);
    else this.next.predict(request, request.u, request.v, request.vName, 1);
    return render(this.parts, request, request.typed);
  }

  /** Offers the candidates of the typed word: its completions from each source, then the next words after it. */
  private completeWord(request: Request): void {
    const { vocabulary, model, walk, list, earlier } = this;
    const typed = request.typed;
    const key = vocabulary.lower(typed);
    const lo = vocabulary.lowerBound(key, 0);
    const hi = vocabulary.lowerBound(key, 1);
    const exact = lo < hi && vocabulary.keyLength(lo) === key.length ? lo : NO_WORD;
    const ctx = this.wordContext;
    model.resolve(ctx, request.u, request.v, request.vName, request.vClass);
    walk.startCompletions(request, ctx, exact);
    earlier.gather(request.text, request.start, key, typed.length, list.rests);
    if (lo < hi) walk.completions(lo + (exact === lo ? 1 : 0), hi);
    if (lo < hi && (request.style.unmarked || this.marks.earlierWithoutMarks(request))) this.marks.complete(request, key, walk, lo, hi);
    for (let k = 0; k < earlier.length; k++) {
      const w = earlier.at(k);
      if (w >= 0) walk.offer(w);
      else list.offer(-1 - w, earlier.weight(w), Kind.Form);
    }
    this.forms?.complete(request, key, ctx);
    if (this.accents.typedAsApostrophes) this.accents.offerApostrophe(key, ctx, model, list);
    completeHyphenTail(request, key, ctx, vocabulary, model, this.next, list);
    if (lo >= hi) {
      this.apostrophes.complete(request, key, ctx, list);
      if (list.count === 0 && this.compounding) completeCompound(key, vocabulary, walk, list);
      if (list.count === 0) this.marks.complete(request, key, walk, lo, hi);
      predictAfterReading(this.parts, request, typed, ctx, NO_WORD);
      return;
    }
    if (exact !== NO_WORD) {
      this.next.afterTypedWord(request, exact, ctx);
      if (vocabulary.cost[exact] > RARE_WORD_COST) predictAfterReading(this.parts, request, typed, ctx, exact);
    } else {
      predictAfterReading(this.parts, request, typed, ctx, NO_WORD);
    }
    if (vocabulary.elidedHeads) this.next.afterElidedHead(request, key, ctx);
  }
}
