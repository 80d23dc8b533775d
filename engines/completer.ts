// Autocomplete: finish the word being typed, or predict the next one, ranked by an interpolated trigram model
// (engines/complete-model.ts) over a vocabulary whose ids follow key order, so a typed prefix is an id range.
//
// A request reads its text once into a Request (engines/complete-reading.ts), asks the candidate sources, each of which
// offers (id, score, kind) to one list of the best (engines/complete-candidates.ts), and renders that list as suffixes
// (engines/complete-render.ts). Scores are probabilities: a completion's P(w | context), a next word's P(typed word
// complete) * P(next | ...) (weighing by characters saved instead cost 1-2 points of keystroke savings on the dev set).
//
// The rules, each with what it earns: keystroke savings (KSR %, or top-3 hits) with it / with it turned off. Sets: dev
// (../shared's dev sentences, 7 languages), dev without marks, without apostrophes, in capitals, held-out (120 Dasher sentences
// in each of 16 languages, packs compiled without them), held-out fr / it / en without apostrophes (300 sentences).
// Those sets compare suggestions in lower case and ask only after a letter or a space: what they cannot see is pinned
// by test/completer.test.ts (named in quotes).
//   reading the text (complete-reading.ts)
//     inAddress             nothing inside an e-mail or web address: "finishes no word of an e-mail address or a web address"
//     capitals              caps lock: suggestions in capitals: dev typed in capitals 24.32 / 23.73
//     elided head           "l'hom": l' is context, "hom" is typed: dev it 25.76 / 24.70, held-out fr 35.87 / 34.38
//     colon                 the word after a colon starts a sentence: dev 24.53 / 24.41 (en 30.37 / 29.68)
//     number                a number is one context word: held-out 32.08 / 31.99 (nl 37.66 / 37.41)
//     accentedByApostrophe  "perche'" is perché: dev it 25.76 / 25.63
//     elisionLeftOut        context "jai" is j'ai: held-out fr without apostrophes 33.77 / 33.43, it 30.67 / 30.55
//     contextReading        context "dont" is don't: dev without apostrophes next3 14.34 / 14.20
//     readWithMarks         context "dziekuje" is dziękuję: dev without marks 22.06 / 21.48 (cs 13.67 / 11.65)
//     vName                 "New" inside a sentence reads the names' row: dev next3 14.55 / 14.41, held-out 19.60 / 19.48
//                           (not a word all in capitals, "VERY": dev typed in capitals 24.34 / 23.87); after a word typed
//                           with a capital, only where the text does not go on after the two ("Szczęśliwego Nowego "
//                           offers "roku", not "Jorku"): dev and everyday unchanged, "... a capital after a capital ..."
//     titleRun              there the run goes on in title case: the pair's trigram row's words are capitalized ("Roku",
//                           "Year"), the rest as written: "goes on a title-case run in title case ..." (lower-case sets unchanged)
//     openers, clause marks next words after "(" and right after ",": "predicts after an opening mark ...", "... clause punctuation ..."
//   completions of the typed word (completeWord)
//     walk.completions      the typed key's words in context: the model itself
//     CASE_MISMATCH         the other case inside a sentence weighs 0.1: dev 24.53 / 24.41, held-out 32.08 / 31.76
//     acronym filter        a word in capitals is not finished in lower case ("gdP"): "an acronym is not finished in lower
//                           case ..."; nor is a compound's tail (without it "luxu" is offered "sa" of USA, "sicht" "ml")
//     marks.complete        words a key typed without marks begins: dev without marks 22.06 / 21.83 and 21.68 (no range)
//     earlier               the text's own earlier words: dev 24.53 / 24.36, held-out 32.08 / 31.98; not a word written
//                           small no list holds (a typo): "never offer again a word written small ..." (typo-free dev 24.53 / 24.59)
//     forms                 dictionary forms the vocabulary lacks: dev 24.53 / 23.86, held-out 32.08 / 31.55
//     offerApostrophe       "piu" is offered "'" (più): dev top-3 hits 54.32 / 54.15
//     completeHyphenTail    "allez-v" finishes "vous": dev 24.53 / 24.45 (en 30.37 / 29.85)
//     apostrophes.complete  "theyr" finishes they're: held-out fr without apostrophes top-3 64.92 / 64.89
//     completeCompound      "staatssys" finishes "teme": dev de 27.89 / 27.30, held-out de 36.80 / 36.42, sv, da, hu
//   next words
//     afterTypedWord        after the typed word as it stands: dev 24.53 / 23.09, held-out 32.08 / 29.92
//     predictAfterReading   after "dont", "fuer", "Dzien" as the word they are: dev without marks 22.06 / 21.95; a mark
//                           left out alone only in a text typed without marks: dev 24.53 / 24.52, held-out top-3 59.75 / 59.73
//     afterElidedHead       "dell" offers "'anno": held-out top-3 59.75 / 59.74
//   the model (complete-model.ts): classRatio, the back-off by word endings: dev 24.53 / 23.86, held-out 32.08 / 31.51
//   rendering (complete-render.ts)
//     capitalAfter          " Union" after "European": "takes the capital it has after its word, ..."
//     inTextStyle           accents as the text writes them ("piu'"): dev it 25.76 / 24.50
//     respell               suggestions without marks in a text without them: dev without marks 22.06 / 20.95
import type { Writing } from '../languages/profile.ts';
import { lowerCaser, upperCaser } from './casing.ts';
import { ApostrophesLeftOut, RARE_WORD_COST } from './complete-apostrophes.ts';
import { Candidates, MAX_SUGGESTIONS } from './complete-candidates.ts';
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
import { CaseForm, elisionSplitter } from './complete-text.ts';
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

  /**
   * Reads the pack by COMPLETER_PACK (engines/completer-pack.ts); throws when it does not fit. `writing`: how the
   * pack's language is written and typed (its profile's).
   */
  constructor(pack: Pack, writing: Writing) {
    const { meta, sections } = COMPLETER_PACK.read(pack);
    const vocabulary = new Vocabulary(sections, meta.words, lowerCaser(writing.casing), upperCaser(writing.casing));
    const model = new LanguageModel(sections, vocabulary);
    const forms = sections.forms && new FormCompleter(sections.forms, meta.formCost);
    this.vocabulary = vocabulary;
    this.model = model;
    this.earlier = new EarlierWords(vocabulary.lower, vocabulary.upper, (key) => vocabulary.idOfKey(key), (key) => forms !== null && forms.holds(key));
    this.walk = new CandidateWalk(vocabulary, model, this.list, this.earlier);
    this.next = new NextWords(vocabulary, model, this.walk);
    this.apostrophes = new ApostrophesLeftOut(vocabulary, model);
    this.accents = new FinalAccents(writing, vocabulary);
    this.marks = new MarksLeftOut(writing, vocabulary, forms);
    this.forms = forms && new FormOffers(forms, model, this.list);
    this.compounding = writing.compounds;
    this.parts = { vocabulary, model, list: this.list, next: this.next, accents: this.accents, marks: this.marks, apostrophes: this.apostrophes };
    this.reader = new TextReader({ vocabulary, model, apostrophes: this.apostrophes, accents: this.accents, marks: this.marks, elision: elisionSplitter(writing.elides), elides: writing.elides });
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
    // "perche'" is the whole word "perché" ("c'e'": c'è): its next words only.
    if (request.accented !== NO_WORD) this.next.predict(request, request.v, request.accented, false, 1);
    else if (request.typed.length > 0) this.completeWord(request);
    else this.next.predict(request, request.u, request.v, request.vName, 1);
    return render(this.parts, request);
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
    walk.offerEarlierWords();
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
