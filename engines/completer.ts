// Autocomplete: finish the word being typed, or predict the next one, ranked by an interpolated trigram model.
// Ids follow key order, so a typed prefix is an id range; candidates are the context's n-gram rows and the best unigrams in it.
//
// Suggestions rank by probability: a word's P(w | context), a next word's P(typed word complete) * P(next | ...)
// (weighing by characters saved instead cost 1-2 points of keystroke savings on the dev set).
// Pack layout: drawn in engines/completer-pack.ts. Model: interpolated absolute discounting,
//   P(w | u v) = (max(c(u v w) - D, 0) + D N(u v) P(w | v)) / c(u v),   N = distinct followers,   down to the unigram P(w),
// which after a word v is weighed by how often w's ending follows v's (data/completer-suffix-classes.ts).
import type { Writing } from '../languages/profile.ts';
import { lowerCaser, upperCaser } from './casing.ts';
import { unitsToString } from './code-units.ts';
import { COMPLETER_PACK, type NAME_BIGRAMS } from './completer-pack.ts';
import type { Pack } from './pack.ts';
import type { Sections } from './pack-layout.ts';
import { EarlierWords } from './complete-earlier-words.ts';
import { FormCompleter } from './complete-forms.ts';
import { rangeScratch, rangeTopK } from './complete-range-best.ts';
import { UnmarkedReadings } from './complete-unmarked.ts';
import { hasFoldable, hasUndecomposed, letterSpellings, plainSpeller, spellUndecomposed } from './fold-diacritics.ts';
import { apostropheAccents, apostropheSpeller, capitalize, finalAccentWriter, typesAccentsAsApostrophes, CASE_NEUTRAL, CaseForm, endsInCapitals, hasCapital, inCapitals, elisionSplitter, MAX_ELIDED_LETTERS, endsSentence, inAddress, isDigit, isLetter, isWordChar, numberStart } from './complete-text.ts';

/** Suggestions returned, best first: completions and next words ranked together (the API's list). */
export const MAX_SUGGESTIONS = 5;
/** Candidates ranked per request: a few beyond MAX_SUGGESTIONS, since distinct words can render as one suffix. */
const CANDIDATES = MAX_SUGGESTIONS + 3;
/** Unigram cost unit: cost = round(-log2 P * COST_SCALE), so u16 spans probabilities down to 2^-128. */
const COST_SHIFT = 9;
export const COST_SCALE = 1 << COST_SHIFT;
/**
 * 2^-(cost / COST_SCALE) as a whole power of two times a fraction's power: equal to Math.pow's for every u16 cost
 * (multiplying by a power of two rounds nothing) at an eighth of its time.
 */
const WHOLE_POWER = Float64Array.from({ length: 0x10000 >>> COST_SHIFT }, (_, i) => Math.pow(2, -i));
const FRACTION_POWER = Float64Array.from({ length: COST_SCALE }, (_, i) => Math.pow(2, -i / COST_SCALE));

/** The unigram probability a cost stands for. */
export function costProbability(cost: number): number {
  return WHOLE_POWER[cost >>> COST_SHIFT] * FRACTION_POWER[cost & (COST_SCALE - 1)];
}
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
/**
 * Best unigram completions of a prefix considered besides the context's n-gram rows. 24 or 48 found no more (7 languages,
 * dev / held-out KSR 25.1 / 36.8 and 25.1 / 36.7 against 25.0 / 36.8) for a median request of 59 or 100 µs against 46.
 */
const UNIGRAM_CANDIDATES = 12;
/** A row index not yet known: the probability finds the word in its context's row. */
const SEARCH_ROW = -2;
/**
 * A context's bigram row is scanned when at most ROW_SCAN_LIMIT of its entries fall in the prefix range; a longer
 * part gives its ROW_CANDIDATES most frequent entries instead (the best unigrams are candidates anyway).
 */
const ROW_SCAN_LIMIT = 64;
const ROW_CANDIDATES = 16;
/**
 * Shortest head a compound is split after ("Haus|tür"), and shortest typed tail completed as a word of its own.
 * Held-out keystroke savings without compounds / with: de 37.7 / 38.5 (dev 28.7 / 28.9), nl 36.7 / 37.0, sv 48.9 / 49.3,
 * da 28.8 / 29.0, fi 23.5 / 23.6, hu 21.1 / 21.4. A head of 4 or a tail of 2 scored within 0.1; splitting words the
 * vocabulary does know too (compound weighed by P(head) P(tail)) scored lower (de held-out 38.6 / 38.4 / 38.0 at weight 0.1 / 1 / 10, nl 36.9 / 36.6 / 36.2).
 */
const COMPOUND_HEAD_CHARS = 3;
const COMPOUND_TAIL_CHARS = 1;
/**
 * Absolute discounts of the bigram and trigram counts (interpolated Kneser-Ney style). Keystroke savings moved by
 * under 0.2 points for D from 0.5 to 0.9 (bench/autocomplete.ts, dev + held-out), so the textbook 0.75 stays.
 * Against its 25.0 / 36.8 (7 languages, dev / held-out KSR), the rest of Kneser-Ney scored no better: Chen and Goodman's
 * D1, D2, D3+ from each table's count-of-counts (bigrams 0.73-0.91, 1.03-1.52, 1.26-1.65) 25.1 / 36.7, Ney's
 * n1 / (n1 + 2 n2) per table 25.1 / 36.7; continuation counts (distinct left words) for the bigram level under a
 * trigram 24.9 / 36.7 (en dev 29.2 -> 28.1), for the unigram level 24.3 / 36.8 (only under a bigram row: 24.4 / 36.7),
 * mixed half and half with the unigram 24.5 / 36.8 (24.6 / 36.8). The n-grams come from little text (15k English words
 * have a left word) and the unigram from far larger counts, so how many words a word follows says less than how often
 * it is used.
 */
const DISCOUNT = 0.75;

/**
 * Weight of a completion whose usual case disagrees with the case typed inside a sentence: 0.1 gained 0.8 points
 * on German dev (nouns), 0.2 overall; 0.3 gained a little less.
 */
const CASE_MISMATCH = 0.1;

const NO_WORD = -1;
/**
 * A context word as typed is read with an apostrophe it may have left out (apostropheLeftOut, elisionLeftOut) when that
 * reading is this many times likelier ("cant": can't; "well", "were", "its" stay), and only when the word is rarer
 * than RARE_WORD_COST's probability (2^-14), so a common word costs no look-ups.
 */
const APOSTROPHE_LIKELIER = 10;
/**
 * Longest word read as an elided head and a word run together ("quelquun", "daccord"): each of its first letters is a
 * look-up, so a long string (100,000 x's) must not be tried letter by letter.
 */
const MAX_ELIDED_WORD = 24;
/**
 * A word typed whole that is a contraction without its apostrophe ("Im": I'm) is weighed by this chance that its
 * typist left the apostrophe out, against the longer words it begins ("Imagine"), which fit it as typed.
 */
const APOSTROPHE_LEFT_OUT = 0.25;
const APOSTROPHE_LIKELIER_COST = Math.round(Math.log2(APOSTROPHE_LIKELIER) * COST_SCALE);
const RARE_WORD_COST = 14 * COST_SCALE;
/** Words and characters before the typed word that readTypingStyle reads for text typed without diacritics. */
const EARLIER_WORDS_READ = 5;
const EARLIER_CHARS_READ = 60;

/** earlierWithoutMarks' answer for the request: not read yet, or read and found typed without marks or not. */
const EarlierRead = { NotYet: 0, WithoutMarks: 1, Otherwise: 2 } as const;
type EarlierRead = (typeof EarlierRead)[keyof typeof EarlierRead];

/**
 * What a suggestion is: the rest of the typed word (a vocabulary word, or an unlisted dictionary form), the next word,
 * an elided head's apostrophe and the word after it, or the rest of a compound's tail.
 */
const Kind = { Completion: 0, Next: 1, Elided: 2, CompoundTail: 3, Form: 4 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

const OPENERS = new Set(['(', '[', '{', '"', "'", '„', '“', '«', '‘', '¿', '¡', '‹', '‚']);
const EDGE_MARKS = /^['\u2019-]+|['\u2019-]+$/g;
const APOSTROPHE = 0x27;
const isApostrophe = (ch: string) => ch === "'" || ch === '\u2019';
const CLAUSE_MARKS = new Set([',', ';', ':']);
/** A word ending in a vowel and an apostrophe ("e'", "perche'"). */
const APOSTROPHE_ENDED = /\p{L}+['\u2019](?![\p{L}\p{M}])/gu;

/** One n-gram context (u v) resolved against the tables once per request. */
class Context {
  /** The bigram row is a name's word's (NAME_BIGRAMS): the row's words go on the name, capitalized. */
  names = false;
  /** The arrays the bigram row is in: the bigram tables', or the names' for a name's word (NAME_BIGRAMS). */
  next: Uint32Array = new Uint32Array(0);
  count: Uint16Array = new Uint16Array(0);
  byCount: Uint32Array = new Uint32Array(0);
  bigramFrom = 0;
  bigramTo = 0;
  bigramTotal = 0;
  trigramFrom = 0;
  trigramTo = 0;
  trigramTotal = 0;
  /** Start of the context's row in classRatio, or -1 (no context word): the unigram back-off as it is. */
  classRow = -1;
}

/** How forCandidates' ids are offered in one request: set before each walk, so the walk needs no closure. */
class Visit {
  kind: Kind = Kind.Completion;
  ctx = new Context();
  /** Next words: the chance the context is complete. */
  given = 1;
  /** Completions: the typed word itself (never offered), and what the typed case says. */
  exact = NO_WORD;
  allCaps = false;
  capitalTyped = false;
  caseSpeaks = false;
}

export class Completer {
  private readonly words: number;
  /** The context id of a number (engines/completer-pack.ts); the sentence start's is `words`. */
  private readonly numberId: number;
  private readonly keyStart: Uint32Array;
  private readonly keyChars: Uint16Array;
  private readonly caseForm: Uint8Array;
  private readonly mixedIds: Uint32Array;
  private readonly mixedStart: Uint32Array;
  private readonly mixedChars: Uint16Array;
  private readonly cost: Uint16Array;
  private readonly rangeBest: Uint32Array;
  private readonly bigramStart: Uint32Array;
  private readonly bigramNext: Uint32Array;
  private readonly bigramCount: Uint16Array;
  private readonly bigramTotal: Uint32Array;
  private readonly bigramByCount: Uint32Array;
  private readonly trigramStart: Uint32Array;
  private readonly trigramNext: Uint32Array;
  private readonly trigramCount: Uint16Array;
  private readonly capitalNext: Uint32Array;
  private readonly suffixClass: Uint8Array;
  private readonly classRatio: Float32Array;
  private readonly wordRowIds: Uint32Array;
  /** Each classRatio row's class of the largest ratio: the most a context raises a word outside the vocabulary (formFloor). */
  private readonly likeliestClass: Uint8Array;
  private readonly lower: (w: string) => string;
  private readonly upper: (w: string) => string;
  private readonly elision: (w: string) => number;
  private readonly accentReadings: (key: string) => string[];
  /**
   * The language types final accents as apostrophes, a word with its final accent so typed (or null), and whether a
   * text writes such an accent itself (inAccentStyle).
   */
  private readonly apostropheAccents: boolean;
  private readonly withApostropheAccent: (word: string) => string | null;
  private readonly writesFinalAccent: (text: string) => boolean;
  private readonly compounding: boolean;
  /** Letters of the vocabulary's longest key. */
  private readonly longestKey: number;
  /**
   * The first code units of the keys, ascending, and where each one's ids start (one more entry: the end): a prefix is
   * looked up among the keys of its first letter only, a few probes fewer in memory the processor's caches rarely
   * hold: -1.6 to -5.4 % CPU an ask in the server's mixed order of languages (bench/results/server-path.md, "Stop 39").
   */
  private readonly firstUnits: Uint32Array;
  private readonly firstStarts: Uint32Array;
  /**
   * The vocabulary's words with an apostrophe between two letters, by their key without it ("dont": don't, "aujourdhui"),
   * the likeliest where two share one: under 300 a language, so a word typed without its apostrophe is one look-up.
   */
  private readonly withoutApostrophe = new Map<string, number>();
  /** withoutApostrophe's keys, ascending: the ones a typed key begins (completeApostropheLeftOut). */
  private readonly bareKeys: string[];
  /** Some key ends in an apostrophe (isElidedHead): the look-ups for one are made only then. */
  private readonly elidedHeads: boolean;
  /** The language writes elided heads onto the next word ("l'homme"), and so may leave their apostrophe out ("jai"). */
  private readonly elides: boolean;
  /** What follows names' words ("New", "Great"), or null (the sources name none). */
  private readonly names: Sections<typeof NAME_BIGRAMS> | null;
  /** The dictionary forms the vocabulary does not list, or null (no dictionary). */
  private readonly forms: FormCompleter | null;
  /** The request's earlier words that the typed word begins. */
  private readonly earlier: EarlierWords;
  /** The word class of each class's ending (classEndings), for words outside the vocabulary. */
  private readonly endingClass = new Map<string, number>();
  /** The vocabulary's words that a word typed without diacritics is, or begins, read with them. */
  private readonly unmarkedReadings: UnmarkedReadings;
  /** Text as the language's typists write it without marks (engines/fold-diacritics.ts plainSpeller). */
  private readonly plain: (text: string) => string;
  /**
   * The text is typed without diacritics (it has none, and a context word or an earlier one was found only read with
   * marks; or the typed word begins a word only so): every suggestion is written without them too.
   */
  private unmarked = false;
  /**
   * The text has marks, and a word of it was read with a letter that has none spelled out (Swiss German "Grüsse",
   * "weiss" for ß): every suggestion spells those letters out too.
   */
  private undecomposedSpelled = false;
  /** Whether the request's earlier words were read for it (earlierWithoutMarks), and what they said. */
  private earlierRead: EarlierRead = EarlierRead.NotYet;
  /** Where the request's context words end (the typed word's start, or the text's end). */
  private contextEnd = 0;
  /** Characters of the typed word that belong to the compound tail being completed (Kind.CompoundTail). */
  private compoundTail = 0;

  // Per-request scratch, reused: the engine allocates only the strings it returns.
  private readonly wordContext = new Context();
  private readonly nextContext = new Context();
  private readonly pairContext = new Context();
  private readonly visit = new Visit();
  private readonly unigramIds = new Uint32Array(UNIGRAM_CANDIDATES);
  /** The vocabulary's UNIGRAM_CANDIDATES likeliest words: the unigram candidates of every next-word prediction. */
  private readonly likeliestWords: Uint32Array;
  private readonly unigramRanges = rangeScratch(UNIGRAM_CANDIDATES);
  private readonly topIds = new Int32Array(CANDIDATES);
  private readonly topScores = new Float64Array(CANDIDATES);
  private readonly topKind = new Uint8Array(CANDIDATES);
  private topCount = 0;
  /** The rests of the forms offered in this request (Kind.Form ids index it), and the key they lengthen. */
  private readonly formRests: string[] = [];
  private formKey = '';
  private readonly formFound = (rest: string, level: number, capitalized: boolean) => this.offerForm(rest, level, capitalized);
  /** Context ids found by readContext: u, v, and whether the next word opens a sentence. */
  private readonly contextIds = new Int32Array(2);
  /** Word tokens readContext went through (at most two; fewer before a sentence start): typedWithoutMarks reads on from there. */
  private contextTokens = 0;
  private u = NO_WORD;
  private v = NO_WORD;
  /** v was typed as a name's word: with a capital inside a sentence, where the vocabulary writes it small. */
  private vName = false;
  /** v's word class by its ending when v is a word outside the vocabulary (an unlisted form), else -1. */
  private vClass = -1;
  private sentenceStart = false;
  /** How next-word suggestions are written: after a space or not, capitalized or not. */
  private nextSpaced = false;
  private nextCapitalized = false;
  /** The request's text is typed in capitals where the word is (suggest()): every suggestion is written so. */
  private capitals = false;
  /** The typed word follows a colon, quote, bracket or dash (CASE_NEUTRAL). */
  private afterCaseNeutral = false;

  /**
   * Reads the pack by COMPLETER_PACK (engines/completer-pack.ts); throws when it does not fit. `writing`: how the
   * pack's language is written and typed (its profile's).
   */
  constructor(pack: Pack, writing: Writing) {
    const { meta, sections } = COMPLETER_PACK.read(pack);
    this.words = meta.words;
    this.numberId = meta.words + 1;
    this.keyStart = sections.keyStart;
    this.keyChars = sections.keyChars;
    this.caseForm = sections.caseForm;
    this.mixedIds = sections.mixedIds;
    this.mixedStart = sections.mixedStart;
    this.mixedChars = sections.mixedChars;
    this.cost = sections.cost;
    this.rangeBest = sections.rangeBest;
    this.bigramStart = sections.bigramStart;
    this.bigramNext = sections.bigramNext;
    this.bigramCount = sections.bigramCount;
    this.bigramTotal = sections.bigramTotal;
    this.bigramByCount = sections.bigramByCount;
    this.trigramStart = sections.trigramStart;
    this.trigramNext = sections.trigramNext;
    this.trigramCount = sections.trigramCount;
    this.capitalNext = sections.capitalNext;
    this.suffixClass = sections.suffixClass;
    this.classRatio = sections.classRatio;
    this.wordRowIds = sections.wordRowIds;
    this.likeliestClass = new Uint8Array(this.classRatio.length / CLASSES);
    for (let row = 0; row < this.likeliestClass.length; row++) {
      for (let c = 1; c < CLASSES; c++) if (this.classRatio[row * CLASSES + c] > this.classRatio[row * CLASSES + this.likeliestClass[row]]) this.likeliestClass[row] = c;
    }
    this.names = sections.names;
    this.lower = lowerCaser(writing.casing);
    this.upper = upperCaser(writing.casing);
    this.elision = elisionSplitter(writing.elides);
    this.accentReadings = apostropheAccents(writing);
    this.apostropheAccents = typesAccentsAsApostrophes(writing);
    this.withApostropheAccent = apostropheSpeller(writing);
    this.writesFinalAccent = finalAccentWriter(writing);
    this.unmarkedReadings = new UnmarkedReadings(this.keyStart, this.keyChars, this.words, letterSpellings(writing));
    this.plain = plainSpeller(writing);
    this.compounding = writing.compounds;
    let longest = 0;
    let elided = false;
    const units: number[] = [];
    const starts: number[] = [];
    for (let id = 0; id < this.words; id++) {
      const from = this.keyStart[id];
      longest = Math.max(longest, this.keyStart[id + 1] - from);
      if (units.length === 0 || this.keyChars[from] !== units[units.length - 1]) units.push(this.keyChars[from]), starts.push(id);
      for (let at = from + 1; at < this.keyStart[id + 1] - 1; at++) if (this.keyChars[at] === APOSTROPHE) this.noteApostrophe(id, at - from);
      elided ||= this.isElidedHead(id);
    }
    this.longestKey = longest;
    this.elidedHeads = elided;
    this.bareKeys = [...this.withoutApostrophe.keys()].sort();
    this.firstUnits = Uint32Array.from(units);
    this.firstStarts = Uint32Array.from([...starts, this.words]);
    this.likeliestWords = this.unigramIds.slice(0, rangeTopK(this.rangeBest, this.cost, 0, this.words, this.unigramIds, this.unigramRanges));
    this.elides = writing.elides;
    this.forms = sections.forms && new FormCompleter(sections.forms, meta.formCost);
    this.earlier = new EarlierWords(this.lower, this.upper, (key) => this.idOfKey(key), (key) => this.forms !== null && this.forms.holds(key));
    const endings = sections.classEndings;
    for (let c = 1; c * SUFFIX_CHARS <= endings.length; c++) {
      const ending = String.fromCharCode(...endings.subarray((c - 1) * SUFFIX_CHARS, c * SUFFIX_CHARS)).replace(/\0+$/, '');
      this.endingClass.set(ending, c);
    }
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
    const v = this.idOf(previous);
    const w = this.idOf(word);
    if (v === NO_WORD || w === NO_WORD) return 0;
    this.resolve(this.pairContext, NO_WORD, v, false);
    return this.probability(this.pairContext, w);
  }

  /** Running text writes `word` with a capital (a name: "Warszawie"); false for a word the vocabulary lacks. */
  writesCapitalized(word: string): boolean {
    const id = this.idOf(word);
    return id !== NO_WORD && this.caseForm[id] === CaseForm.Capitalized;
  }

  /** Up to CANDIDATES distinct suffixes, best first. */
  private suggest(text: string): string[] {
    let start = text.length;
    while (start > 0 && isWordChar(text[start - 1])) start--;
    // Quotes and hyphens before the first letter are not part of the word.
    while (start < text.length && !isLetter(text[start])) start++;
    if (start < text.length && inAddress(text, start)) return [];
    this.topCount = 0;
    this.unmarked = false;
    this.undecomposedSpelled = false;
    this.earlierRead = EarlierRead.NotYet;
    this.formRests.length = 0;
    let typed = text.slice(start);
    // Typed in capitals: the word itself shows it, or a capital (or nothing yet) after words in capitals.
    this.capitals = inCapitals(typed, this.lower, this.upper) || (typed === this.upper(typed) && endsInCapitals(text, start, this.lower, this.upper));

    if (typed.length > 0) {
      this.readContext(text, start);
      this.contextEnd = start;
      this.afterCaseNeutral = CASE_NEUTRAL.has(text[this.skipSpacesBack(text, start) - 1]);
      let accented = this.accentedByApostrophe(typed);
      const head = accented === NO_WORD ? this.elision(typed) : 0;
      if (head > 0) {
        // "l'hom": the elided head is the last context word, the rest is the word being typed.
        this.u = this.v;
        this.v = this.idOf(typed.slice(0, head));
        this.vName = false;
        this.vClass = -1;
        this.sentenceStart = false;
        typed = typed.slice(head);
        accented = this.accentedByApostrophe(typed);
      }
      if (accented !== NO_WORD) {
        // "perche'" is the whole word "perché" ("c'e'": c'è): the next words follow after a space.
        this.nextSpaced = true;
        this.nextCapitalized = false;
        this.predictNext(this.v, accented, false, 1);
        return this.render('', text);
      }
      // Right after an elision ("l'") the next word follows without a space.
      this.nextSpaced = typed.length > 0;
    } else {
      const last = text[text.length - 1];
      if (last === undefined) return [];
      const spaced = (endsSentence(last) || CLAUSE_MARKS.has(last)) && text.length > 1 && isWordChar(text[text.length - 2]);
      if (!spaced && !/\s/.test(last) && !OPENERS.has(last)) return [];
      this.readContext(text, text.length);
      this.contextEnd = text.length;
      this.nextSpaced = spaced;
    }
    if (typed.length > 0) {
      this.nextCapitalized = false;
      this.completeWord(typed, text, start);
    } else {
      this.nextCapitalized = this.sentenceStart;
      this.predictNext(this.u, this.v, this.vName, 1);
    }
    return this.render(typed, text);
  }

  // ---- reading the text -------------------------------------------------------------------------------------------

  /**
   * Sets u, v (the two words before `end`: word ids, START at a sentence start, numberId for a number, NO_WORD for an
   * unknown word), vName and sentenceStart (v is START, and not after a colon).
   * After a colon the next word is read as a sentence's first ("Q: How", "A: To", "He said: the"), not as the word
   * before it continued ("A: T" offered "hird", "roll" as after the article); it is not capitalized for that.
   */
  private readContext(text: string, end: number): void {
    let found = 0;
    const ids = this.contextIds;
    ids[0] = ids[1] = NO_WORD;
    this.vClass = -1;
    let capitalized = false;
    let colon = false;
    let tokens = 0;
    for (let pos = end; found < 2; ) {
      // Walk back over separators to the previous word or number; a sentence end stops the context.
      let boundary = NO_WORD;
      while (pos > 0 && !isWordChar(text[pos - 1]) && !isDigit(text[pos - 1])) {
        const ch = text[pos - 1];
        if (endsSentence(ch) || ch === '\n' || ch === ':') {
          boundary = this.words;
          colon = ch === ':';
          break;
        }
        pos--;
      }
      if (pos === 0 || boundary === this.words) {
        ids[found++] = this.words;
        break;
      }
      let from = pos;
      while (from > 0 && isWordChar(text[from - 1])) from--;
      if (from > 0 && isDigit(text[from - 1])) {
        // A number and what is glued to it ("10", "1990s"); numbers in a row ("10 000") are one, as at compile time.
        pos = numberStart(text, from);
        if (found === 0 || ids[found - 1] !== this.numberId) ids[found++] = this.numberId;
        continue;
      }
      const typed = text.slice(from, pos);
      const word = typed.replace(EDGE_MARKS, '');
      const apostropheAfter = isApostrophe(typed.charAt(typed.length - 1));
      pos = from;
      tokens++;
      if (word.length === 0) continue; // a dash or a quote standing alone
      const head = this.elision(word);
      const bare = head === 0 && this.elides ? this.elisionLeftOut(word) : 0;
      if (head > 0 && head < word.length) {
        ids[found++] = this.contextId(word.slice(head), apostropheAfter, text);
        if (found < 2 && ids[0] !== NO_WORD) ids[found++] = this.idOf(word.slice(0, head));
      } else if (bare > 0) {
        ids[found++] = this.contextId(word.slice(bare), apostropheAfter, text);
        if (found < 2 && ids[0] !== NO_WORD) ids[found++] = this.idOf(word.slice(0, bare) + "'");
      } else {
        ids[found++] = this.contextId(word, apostropheAfter, text);
        // After a colon, quote or dash (CASE_NEUTRAL) a capital says nothing of the word, nor in a word all in capitals
        // ("THANK YOU VERY " is shouted, not the title "Very Reverend").
        if (found === 1) capitalized = hasCapital(word, this.lower) && !inCapitals(word, this.lower, this.upper) && !CASE_NEUTRAL.has(text[this.skipSpacesBack(text, from) - 1]);
        if (found === 1 && ids[0] === NO_WORD) this.vClass = this.classOfEnding(this.lower(word));
      }
      if (ids[found - 1] === NO_WORD) break;
    }
    this.v = ids[0];
    this.u = ids[0] === NO_WORD || ids[0] === this.words ? NO_WORD : ids[1];
    this.sentenceStart = ids[0] === this.words && !colon;
    this.contextTokens = tokens;
    this.vName = capitalized && this.isNameWord(ids[0]) && ids[1] !== this.words;
  }

  /** Where the spaces before `at` begin. */
  private skipSpacesBack(text: string, at: number): number {
    while (at > 0 && text[at - 1] === ' ') at--;
    return at;
  }

  private idOf(word: string): number {
    return this.idOfKey(this.lower(word));
  }

  /** idOf for a word already in lower case. */
  private idOfKey(key: string): number {
    const lo = this.lowerBound(key, 0);
    return lo < this.words && this.keyLength(lo) === key.length && this.comparePrefix(lo, key) === 0 ? lo : NO_WORD;
  }

  /**
   * The word a typed word ending in a vowel and an apostrophe stands for where the language writes final accents so
   * ("perche'": perché, the likelier of perchè and perché), unless the vocabulary holds it as typed ("po'"); else NO_WORD.
   */
  private accentedByApostrophe(typed: string): number {
    if (!isApostrophe(typed.charAt(typed.length - 1)) || this.idOf(typed) !== NO_WORD) return NO_WORD;
    return this.likeliestReading(this.lower(typed.slice(0, -1)));
  }

  /**
   * The id of context word `word` of `text`; one typed with an apostrophe after it may be a final accent so typed
   * (accentedByApostrophe), one neither the vocabulary nor the dictionary holds a word typed without its marks
   * ("dziekuje": dziękuję).
   */
  private contextId(word: string, apostropheAfter: boolean, text: string): number {
    const accented = apostropheAfter ? this.accentedByApostrophe(word + "'") : NO_WORD;
    if (accented !== NO_WORD) return accented;
    const id = this.idOf(word);
    const contracted = id === NO_WORD || this.cost[id] > RARE_WORD_COST ? this.apostropheLeftOut(word, id) : NO_WORD;
    if (contracted !== NO_WORD) return contracted;
    if (id !== NO_WORD) return id;
    const unmarked = this.readWithMarks(word);
    if (unmarked !== NO_WORD) this.noteTypingStyle(word, unmarked, text);
    return unmarked;
  }

  /**
   * Notes how the text types `word`, read as the vocabulary's `reading`: without marks (a text with none sets unmarked),
   * or with its undecomposed letters spelled out (Swiss "Grüsse" sets undecomposedSpelled). False when neither: a mark
   * left out in a text that has marks.
   */
  private noteTypingStyle(word: string, reading: number, text: string): boolean {
    if (!hasFoldable(text)) this.unmarked = true;
    else if (this.spellsUndecomposed(word, reading)) this.undecomposedSpelled = true;
    else return false;
    return true;
  }

  /** `word` is the vocabulary's `reading` with its undecomposed letters spelled out and nothing else changed ("grüsse"). */
  private spellsUndecomposed(word: string, reading: number): boolean {
    return spellUndecomposed(this.keyOf(reading)) === this.lower(word);
  }

  /**
   * The vocabulary word that `word` is with an apostrophe left out ("dont": don't, "youre": you're), where it is
   * APOSTROPHE_LIKELIER times likelier than `word` as typed (id; "cant" is can't, "well" stays); else NO_WORD.
   */
  private apostropheLeftOut(word: string, id: number): number {
    if (this.withoutApostrophe.size === 0) return NO_WORD;
    const best = this.withoutApostrophe.get(this.lower(word)) ?? NO_WORD;
    return best !== NO_WORD && (id === NO_WORD || this.cost[best] + APOSTROPHE_LIKELIER_COST < this.cost[id]) ? best : NO_WORD;
  }

  /**
   * Files word `id` under its key without the apostrophe at `at` when letters stand on both sides of it; of two words
   * under one key the likelier stays (on a tie, the first in key order).
   */
  private noteApostrophe(id: number, at: number): void {
    const key = this.keyOf(id);
    if (!isLetter(key[at - 1]) || !isLetter(key[at + 1])) return;
    const bare = key.slice(0, at) + key.slice(at + 1);
    const held = this.withoutApostrophe.get(bare);
    if (held === undefined || this.cost[id] < this.cost[held]) this.withoutApostrophe.set(bare, id);
  }

  /**
   * Where the word after an elided head typed without its apostrophe starts ("jai": j'ai, "daccord": d'accord), where
   * the pair, P(head) P(word | head), is APOSTROPHE_LIKELIER times likelier than the word as typed ("saura" stays); else 0.
   */
  private elisionLeftOut(word: string): number {
    if (word.length > MAX_ELIDED_WORD) return 0;
    const id = this.idOf(word);
    if (id !== NO_WORD && this.cost[id] <= RARE_WORD_COST) return 0;
    let cut = 0;
    let best = 0;
    for (let k = 1; k < word.length && k <= MAX_ELIDED_LETTERS; k++) {
      const head = word.slice(0, k) + "'";
      const headId = this.idOf(head);
      if (headId === NO_WORD || !this.isElidedHead(headId)) continue;
      const pair = this.unigram(headId) * this.nextWordProbability(head, word.slice(k));
      if (pair > best) {
        best = pair;
        cut = k;
      }
    }
    return cut > 0 && (id === NO_WORD || best > APOSTROPHE_LIKELIER * this.unigram(id)) ? cut : 0;
  }

  /**
   * The word the vocabulary does not hold, read with marks (unmarkedId), or NO_WORD; a dictionary form the
   * vocabulary does not list ("jesienna") is a word as typed.
   */
  private readWithMarks(word: string): number {
    const key = this.lower(word);
    return this.forms?.holds(key) ? NO_WORD : this.unmarkedId(key);
  }

  /** typedWithoutMarks in a language that writes marks and a text without any, read once a request. */
  private earlierWithoutMarks(text: string): boolean {
    if (this.earlierRead === EarlierRead.NotYet) {
      const typed = this.unmarkedReadings.writesMarks() && !hasFoldable(text) && this.typedWithoutMarks(text, false);
      this.earlierRead = typed ? EarlierRead.WithoutMarks : EarlierRead.Otherwise;
    }
    return this.earlierRead === EarlierRead.WithoutMarks;
  }

  /**
   * The text (in a language that writes marks, and without any) is typed so: one of its earlier words
   * (EARLIER_WORDS_READ, within EARLIER_CHARS_READ) is a word only read with marks: "Dziekuje bardzo za pom" -> `oc`,
   * `oca`, not `ocą`. With `undecomposed`, one only read with its undecomposed letters spelled out (Swiss "Grüsse").
   * readContext has read the words before the typed one up to a sentence start (contextId).
   */
  private typedWithoutMarks(text: string, undecomposed: boolean): boolean {
    const stop = Math.max(0, this.contextEnd - EARLIER_CHARS_READ);
    let pos = this.contextEnd;
    for (let n = 0; n < EARLIER_WORDS_READ && pos > stop; n++) {
      while (pos > stop && !isWordChar(text[pos - 1])) pos--;
      const to = pos;
      while (pos > stop && isWordChar(text[pos - 1])) pos--;
      if (n < this.contextTokens) continue;
      const word = text.slice(pos, to).replace(EDGE_MARKS, '');
      if (word.length === 0 || this.idOf(word) !== NO_WORD) continue;
      const reading = this.readWithMarks(word);
      if (reading !== NO_WORD && (!undecomposed || this.spellsUndecomposed(word, reading))) return true;
    }
    return false;
  }

  /** The likeliest vocabulary word that the key is without its marks, or NO_WORD. */
  private unmarkedId(key: string): number {
    const readings = this.unmarkedReadings;
    let best = NO_WORD;
    for (let r = readings.find(key) - 1; r >= 0; r--) {
      const id = readings.ranges[2 * r];
      if (this.keyLength(id) === readings.lengths[r] && (best === NO_WORD || this.cost[id] < this.cost[best])) best = id;
    }
    return best;
  }

  /**
   * Completions of a key typed without marks, where it begins no word ("dziekuj", "slych", German "gruess") or the
   * text is typed so ("Czesc, co sl"): the words that begin with it read with marks (dziękuj-, słych-, grüß-), written
   * without them as it was typed ("e", "ac", "en"). [lo, hi) is the key's own range, already offered.
   */
  private completeUnmarked(key: string, ctx: Context, lo: number, hi: number): void {
    const readings = this.unmarkedReadings;
    const count = readings.find(key);
    // A key with marks is read with its undecomposed letters only ("grüss": grüß-).
    const marked = hasFoldable(key);
    for (let r = 0; r < count; r++) {
      const from = readings.ranges[2 * r];
      const to = readings.ranges[2 * r + 1];
      if (from === lo && to === hi) continue;
      if (marked) this.undecomposedSpelled = true;
      else this.unmarked = true;
      // The word the key already is (dziękuję for "dziekuje") has nothing left to append.
      this.forCandidates(ctx, this.keyLength(from) === readings.lengths[r] ? from + 1 : from, to);
    }
  }

  /**
   * A key no vocabulary word begins that one does with an apostrophe left out of it ("theyr": they're, "aujourdh":
   * aujourd'hui): the rest of that word, written after the typed letters, weighed as a whole word typed so is
   * (APOSTROPHE_LEFT_OUT).
   */
  private completeApostropheLeftOut(key: string, ctx: Context): void {
    // Under 300 keys, ascending: those before the key are passed over, those it begins follow one another.
    for (const bare of this.bareKeys) {
      if (bare < key) continue;
      if (!bare.startsWith(key)) return;
      const id = this.withoutApostrophe.get(bare)!;
      const word = this.keyOf(id);
      // The apostrophe left out lies among the typed letters, and the word goes on past them.
      const at = word.indexOf("'");
      if (at >= key.length || word.length <= key.length + 1) continue;
      const written = this.writtenForm(id);
      this.formRests.push((written.length === word.length ? written : word).slice(key.length + 1));
      const weight = APOSTROPHE_LEFT_OUT * (this.caseDisagrees(this.caseForm[id]) ? CASE_MISMATCH : 1);
      this.offer(this.formRests.length - 1, this.probability(ctx, id) * weight, Kind.Form);
    }
  }

  /** The likeliest vocabulary word among the key's readings with an accented last vowel (accentReadings), or NO_WORD. */
  private likeliestReading(key: string): number {
    let best = NO_WORD;
    for (const reading of this.accentReadings(key)) {
      const id = this.idOfKey(reading);
      if (id !== NO_WORD && (best === NO_WORD || this.cost[id] < this.cost[best])) best = id;
    }
    return best;
  }

  /** "l'", "dell'": context for the model, never proposed (the word after it is). */
  private isElidedHead(id: number): boolean {
    return this.keyChars[this.keyStart[id + 1] - 1] === APOSTROPHE;
  }

  private keyLength(id: number): number {
    return this.keyStart[id + 1] - this.keyStart[id];
  }

  /** Compares the key of `id`, cut to prefix.length, with prefix: <0, 0 (key starts with prefix), >0. */
  private comparePrefix(id: number, prefix: string): number {
    const from = this.keyStart[id];
    const length = this.keyStart[id + 1] - from;
    const n = Math.min(length, prefix.length);
    for (let k = 0; k < n; k++) {
      const d = this.keyChars[from + k] - prefix.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length < prefix.length ? -1 : 0;
  }

  /** First id whose key compares >= bound with the prefix (bound 0) or > (bound 1). */
  private lowerBound(prefix: string, bound: 0 | 1): number {
    if (prefix.length === 0) return bound === 0 ? 0 : this.words;
    // The keys of the prefix's first letter, or where they would be.
    const first = prefix.charCodeAt(0);
    const units = this.firstUnits;
    const at = this.rowLowerBound(units, 0, units.length, first);
    let lo = this.firstStarts[at];
    if (at === units.length || units[at] !== first) return lo;
    let hi = this.firstStarts[at + 1];
    if (prefix.length === 1) return bound === 0 ? lo : hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.comparePrefix(mid, prefix) < bound) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // ---- the language model -----------------------------------------------------------------------------------------

  private unigram(w: number): number {
    return costProbability(this.cost[w]);
  }

  /** Word `id` is written small: typed with a capital inside a sentence, it is a name's word. */
  private isNameWord(id: number): boolean {
    return id >= 0 && id < this.words && this.caseForm[id] === CaseForm.Lower;
  }

  /** The share of a name's word's uses in sentences that its names row counts (NAME_BIGRAMS); 0 without one. */
  private namesShare(v: number): number {
    const names = this.names;
    const k = names === null ? -1 : this.find(names.context, 0, names.context.length, v);
    return k < 0 ? 0 : names!.total[k] / (names!.total[k] + this.bigramTotal[v]);
  }

  /**
   * Resolves context (u v) into row bounds and totals; v = NO_WORD keeps vClass, the class of an unlisted form. v typed
   * as a name's word (`vName`) reads the names' row where it has one, without u.
   */
  private resolve(ctx: Context, u: number, v: number, vName: boolean): void {
    ctx.names = false;
    ctx.next = this.bigramNext;
    ctx.count = this.bigramCount;
    ctx.byCount = this.bigramByCount;
    ctx.bigramFrom = ctx.bigramTo = ctx.bigramTotal = 0;
    ctx.trigramFrom = ctx.trigramTo = ctx.trigramTotal = 0;
    ctx.classRow = -1;
    if (v === NO_WORD) {
      if (this.vClass >= 0) ctx.classRow = this.vClass * CLASSES;
      return;
    }
    const own = this.find(this.wordRowIds, 0, this.wordRowIds.length, v);
    ctx.classRow = (own >= 0 ? NUMBER_ROW + 1 + own : v === this.words ? START_ROW : v === this.numberId ? NUMBER_ROW : this.suffixClass[v]) * CLASSES;
    const names = vName ? this.names : null;
    const k = names === null ? -1 : this.find(names.context, 0, names.context.length, v);
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
    ctx.bigramFrom = this.bigramStart[v];
    ctx.bigramTo = this.bigramStart[v + 1];
    ctx.bigramTotal = this.bigramTotal[v];
    if (u === NO_WORD) return;
    const e = this.find(this.bigramNext, this.bigramStart[u], this.bigramStart[u + 1], v);
    if (e < 0) return;
    ctx.trigramFrom = this.trigramStart[e];
    ctx.trigramTo = this.trigramStart[e + 1];
    for (let k = ctx.trigramFrom; k < ctx.trigramTo; k++) ctx.trigramTotal += this.trigramCount[k];
  }

  private probability(ctx: Context, w: number, bigramAt = SEARCH_ROW, trigramAt = SEARCH_ROW): number {
    return this.interpolated(ctx, w, this.unigram(w), this.suffixClass[w], bigramAt, trigramAt);
  }

  /** P(w | context) of word w (NO_WORD: a word no n-gram holds) of unigram probability p and word class c. */
  private interpolated(ctx: Context, w: number, p: number, c: number, bigramAt = SEARCH_ROW, trigramAt = SEARCH_ROW): number {
    if (ctx.classRow >= 0) p *= this.classRatio[ctx.classRow + c];
    const bigrams = ctx.bigramTo - ctx.bigramFrom;
    if (bigrams > 0) {
      const e = bigramAt === SEARCH_ROW ? this.find(ctx.next, ctx.bigramFrom, ctx.bigramTo, w) : bigramAt;
      p = (Math.max((e < 0 ? 0 : ctx.count[e]) - DISCOUNT, 0) + DISCOUNT * bigrams * p) / ctx.bigramTotal;
    }
    const trigrams = ctx.trigramTo - ctx.trigramFrom;
    if (trigrams > 0) {
      const e = trigramAt === SEARCH_ROW ? this.find(this.trigramNext, ctx.trigramFrom, ctx.trigramTo, w) : trigramAt;
      p = (Math.max((e < 0 ? 0 : this.trigramCount[e]) - DISCOUNT, 0) + DISCOUNT * trigrams * p) / ctx.trigramTotal;
    }
    return p;
  }

  /** Index of w in the ascending row ids[from..to), or -1. */
  private find(ids: Uint32Array, from: number, to: number, w: number): number {
    const k = this.rowLowerBound(ids, from, to, w);
    return k < to && ids[k] === w ? k : -1;
  }

  private rowLowerBound(ids: Uint32Array, from: number, to: number, w: number): number {
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (ids[mid] < w) from = mid + 1;
      else to = mid;
    }
    return from;
  }

  // ---- candidates -------------------------------------------------------------------------------------------------

  /** Offers completions of `typed`, the word that text[0, start) comes before. */
  private completeWord(typed: string, text: string, start: number): void {
    const key = this.lower(typed);
    const lo = this.lowerBound(key, 0);
    const hi = this.lowerBound(key, 1);
    const exact = lo < hi && this.keyLength(lo) === key.length ? lo : NO_WORD;
    const ctx = this.wordContext;
    this.resolve(ctx, this.u, this.v, this.vName);
    const allCaps = this.capitals;
    // Inside a sentence, a capital says noun or name (German nouns, proper nouns), a small letter says neither.
    const first = typed.charAt(0);
    const visit = this.visit;
    visit.kind = Kind.Completion;
    visit.ctx = ctx;
    visit.exact = exact;
    visit.allCaps = allCaps;
    visit.capitalTyped = hasCapital(first, this.lower);
    visit.caseSpeaks = !this.sentenceStart && !allCaps && !this.afterCaseNeutral;
    this.earlier.gather(text, start, key, typed.length, this.formRests);
    if (lo < hi) this.forCandidates(ctx, lo + (exact === lo ? 1 : 0), hi);
    if (lo < hi && (this.unmarked || this.earlierWithoutMarks(text))) this.completeUnmarked(key, ctx, lo, hi);
    for (let k = 0; k < this.earlier.length; k++) {
      const w = this.earlier.at(k);
      if (w >= 0) this.visitCandidate(w);
      else this.offer(-1 - w, this.earlier.weight(w), Kind.Form);
    }
    this.formKey = key;
    this.forms?.complete(key, CANDIDATES, this.formFloor(ctx), this.formFound);
    // "piu" may be "piu'" (più) where accents are typed as apostrophes: the apostrophe is the word's last letter.
    const accented = this.likeliestReading(key);
    if (accented !== NO_WORD) {
      this.formRests.push("'");
      this.offer(this.formRests.length - 1, this.probability(ctx, accented), Kind.Form);
    }
    this.completeHyphenTail(key);
    if (lo >= hi) {
      this.completeApostropheLeftOut(key, ctx);
      if (this.topCount === 0 && this.compounding) this.completeCompound(key);
      if (this.topCount === 0) this.completeUnmarked(key, ctx, lo, hi);
      this.predictAfterReading(typed, text, ctx, NO_WORD);
      return;
    }
    if (exact !== NO_WORD) {
      // The typed word as it stands is weighed by its case as its completions are ("In" inside a German sentence is
      // rarely "in"), a name's word ("New") by the share of its uses in sentences that are a name's.
      const unlike = this.caseDisagrees(this.caseForm[exact]);
      const name = unlike && visit.capitalTyped;
      const weight = unlike ? Math.max(CASE_MISMATCH, name ? this.namesShare(exact) : 0) : 1;
      this.predictNext(this.v, exact, name, this.probability(ctx, exact) * weight);
      if (this.cost[exact] > RARE_WORD_COST) this.predictAfterReading(typed, text, ctx, exact);
    } else {
      this.predictAfterReading(typed, text, ctx, NO_WORD);
    }
    // "dell" may be "dell'" + a word: the apostrophe and the word after it are one suggestion ("'anno").
    const head = this.elidedHeads ? this.idOfKey(key + "'") : NO_WORD;
    if (head !== NO_WORD && this.isElidedHead(head)) this.predictNext(this.v, head, false, this.probability(ctx, head), Kind.Elided);
  }

  /**
   * A word typed whole without its apostrophe or marks ("dont", "fuer", "weiss", "Dzien" in text typed so; a rare word
   * `exact` only without its apostrophe: "wont"): the next words after the word it is (apostropheLeftOut,
   * readWithMarks), as after the word typed with them (APOSTROPHE_LEFT_OUT for an apostrophe). A mark left out
   * alone ("prog": próg, where "programu" is meant) reads so only in a text known to be typed without marks; a letter
   * spelled out ("fuer", "weiss") is read anyway, and sets the style as a context word would.
   */
  private predictAfterReading(typed: string, text: string, ctx: Context, exact: number): void {
    if (!isLetter(typed.charAt(0)) || !isLetter(typed.charAt(typed.length - 1))) return;
    let reading = this.apostropheLeftOut(typed, exact);
    let weight = APOSTROPHE_LEFT_OUT;
    if (reading === NO_WORD) {
      if (exact !== NO_WORD) return;
      weight = 1;
      reading = this.readWithMarks(typed);
      if (reading === NO_WORD) return;
      if (this.keyLength(reading) !== this.lower(typed).length) {
        if (!this.noteTypingStyle(typed, reading, text)) return;
      } else if (!this.unmarked && !this.undecomposedSpelled && !this.earlierWithoutMarks(text)) {
        return;
      }
    }
    this.predictNext(this.v, reading, false, this.probability(ctx, reading) * weight);
  }

  /** Offers the unlisted form formKey + rest, on the vocabulary's scale: its level's probability in the word's context. */
  private offerForm(rest: string, level: number, capitalized: boolean): void {
    const visit = this.visit;
    const unlike = this.caseDisagrees(capitalized ? CaseForm.Capitalized : CaseForm.Lower);
    const p = this.interpolated(visit.ctx, NO_WORD, this.forms!.probability(level), this.classOfEnding(this.formKey + rest));
    this.formRests.push(rest);
    this.offer(this.formRests.length - 1, p * (unlike ? CASE_MISMATCH : 1), Kind.Form);
  }

  /**
   * The probability below which an unlisted form cannot enter the full list in context ctx: the list's last score over
   * the most the context raises a form (its likeliest class); 0 while the list has room. The form search stops there.
   */
  private formFloor(ctx: Context): number {
    if (this.topCount < CANDIDATES) return 0;
    const most = this.interpolated(ctx, NO_WORD, 1, ctx.classRow >= 0 ? this.likeliestClass[ctx.classRow / CLASSES] : 0);
    return this.topScores[CANDIDATES - 1] / most;
  }

  /** The word class of a key outside the vocabulary, by its ending. */
  private classOfEnding(key: string): number {
    return this.endingClass.get(key.slice(-SUFFIX_CHARS)) ?? 0;
  }

  /**
   * A typed word no vocabulary entry begins, in a compounding language: the longest compound head (isCompoundHead)
   * whose remainder begins some word splits it, and that word's best unigram completions finish it ("staatssys" -> "teme").
   */
  private completeCompound(key: string): void {
    // A head is no longer than the longest key and one letter.
    for (let k = Math.min(key.length - COMPOUND_TAIL_CHARS, this.longestKey + 1); k >= COMPOUND_HEAD_CHARS; k--) {
      const head = key.slice(0, k);
      if (!this.isCompoundHead(head)) continue;
      const tail = key.slice(k);
      const lo = this.lowerBound(tail, 0);
      const hi = this.lowerBound(tail, 1);
      if (lo >= hi) continue;
      this.compoundTail = tail.length;
      const n = rangeTopK(this.rangeBest, this.cost, lo, hi, this.unigramIds, this.unigramRanges);
      for (let j = 0; j < n; j++) {
        const w = this.unigramIds[j];
        if (this.keyLength(w) === tail.length || this.isElidedHead(w) || this.caseForm[w] === CaseForm.Upper) continue;
        this.offer(w, this.unigram(w), Kind.CompoundTail);
      }
      return;
    }
  }

  /**
   * A compound's first part: a vocabulary word, one with a linking s ("Staats|"), or one whose final e the compound
   * drops ("Erd|herrschaft", "Schul|buch"; Swedish "pojk|vän").
   */
  private isCompoundHead(head: string): boolean {
    return this.idOfKey(head) !== NO_WORD || (head.endsWith('s') && this.idOfKey(head.slice(0, -1)) !== NO_WORD) || this.idOfKey(head + 'e') !== NO_WORD;
  }

  /**
   * A typed word joined by a hyphen to a known word before it ("allez-v", "long-forgot"): the part after the hyphen is
   * finished as the next word after that one ("vous", "forgotten"), beside the hyphenated words the whole key begins.
   */
  private completeHyphenTail(key: string): void {
    const cut = key.lastIndexOf('-');
    if (cut <= 0 || cut === key.length - 1) return;
    const head = this.idOfKey(key.slice(0, cut));
    if (head === NO_WORD) return;
    const tail = key.slice(cut + 1);
    const lo = this.lowerBound(tail, 0);
    const hi = this.lowerBound(tail, 1);
    if (lo >= hi) return;
    const given = this.probability(this.wordContext, head);
    this.compoundTail = tail.length;
    this.resolve(this.nextContext, this.v, head, false);
    this.predictAmong(given, Kind.CompoundTail, this.keyLength(lo) === tail.length ? lo + 1 : lo, hi);
  }

  /** Offers next words after context (u v; v typed as a name's word), each weighed by `given` (the chance the context is complete). */
  private predictNext(u: number, v: number, vName: boolean, given: number, kind: Kind = Kind.Next): void {
    this.resolve(this.nextContext, u, v, vName);
    this.predictAmong(given, kind, 0, this.words);
  }

  /** Offers the ids of [lo, hi) as next words in the resolved nextContext, each weighed by `given`. */
  private predictAmong(given: number, kind: Kind, lo: number, hi: number): void {
    const visit = this.visit;
    visit.kind = kind;
    visit.ctx = this.nextContext;
    visit.given = given;
    this.forCandidates(this.nextContext, lo, hi);
  }

  /** Offers candidate w as the request's Visit says: a completion of the typed word, or a next word. */
  private visitCandidate(w: number, bigramAt = SEARCH_ROW, trigramAt = SEARCH_ROW): void {
    const visit = this.visit;
    if (this.elidedHeads && this.isElidedHead(w)) return;
    if (visit.kind !== Kind.Completion) {
      this.offer(w, visit.given * this.probability(visit.ctx, w, bigramAt, trigramAt), visit.kind);
      return;
    }
    if (w === visit.exact) return;
    // An acronym typed in lower case cannot be finished correctly by appending.
    const form = this.caseForm[w];
    if (form === CaseForm.Upper && !visit.allCaps) return;
    this.offer(w, this.probability(visit.ctx, w, bigramAt, trigramAt) * (this.caseDisagrees(form) ? CASE_MISMATCH : 1) + this.earlier.weight(w), Kind.Completion);
  }

  /** A word written in `form` disagrees with the case typed inside a sentence (a capital, or none, that says something). */
  private caseDisagrees(form: number): boolean {
    return this.visit.caseSpeaks && (form === CaseForm.Lower) === this.visit.capitalTyped;
  }

  /** Visits every id of [lo, hi) in the context's trigram and bigram rows and the range's best unigrams. */
  private forCandidates(ctx: Context, lo: number, hi: number): void {
    const trigramEnd = this.rowLowerBound(this.trigramNext, ctx.trigramFrom, ctx.trigramTo, hi);
    for (let k = this.rowLowerBound(this.trigramNext, ctx.trigramFrom, ctx.trigramTo, lo); k < trigramEnd; k++) this.visitCandidate(this.trigramNext[k], SEARCH_ROW, k);
    const bigramBegin = this.rowLowerBound(ctx.next, ctx.bigramFrom, ctx.bigramTo, lo);
    const bigramEnd = this.rowLowerBound(ctx.next, ctx.bigramFrom, ctx.bigramTo, hi);
    if (bigramEnd - bigramBegin <= ROW_SCAN_LIMIT) {
      for (let k = bigramBegin; k < bigramEnd; k++) this.visitCandidate(ctx.next[k], k);
    } else {
      for (let k = ctx.bigramFrom, found = 0; k < ctx.bigramTo && found < ROW_CANDIDATES; k++) {
        const at = ctx.byCount[k];
        const w = ctx.next[at];
        if (w >= lo && w < hi) this.visitCandidate(w, at), found++;
      }
    }
    const whole = lo === 0 && hi === this.words;
    const best = whole ? this.likeliestWords : this.unigramIds;
    const n = whole ? best.length : rangeTopK(this.rangeBest, this.cost, lo, hi, best, this.unigramRanges);
    for (let k = 0; k < n; k++) this.visitCandidate(best[k]);
  }

  /** Keeps the CANDIDATES best (score, id, kind), best first; ties keep the earlier offer. */
  private offer(w: number, score: number, kind: Kind): void {
    if (this.topCount === CANDIDATES && score <= this.topScores[CANDIDATES - 1]) return;
    for (let k = 0; k < this.topCount; k++) if (this.topIds[k] === w && this.topKind[k] === kind) return;
    let k = this.topCount < CANDIDATES ? this.topCount++ : CANDIDATES;
    if (k === CANDIDATES) k--;
    while (k > 0 && this.topScores[k - 1] < score) {
      this.topScores[k] = this.topScores[k - 1];
      this.topIds[k] = this.topIds[k - 1];
      this.topKind[k] = this.topKind[k - 1];
      k--;
    }
    this.topScores[k] = score;
    this.topIds[k] = w;
    this.topKind[k] = kind;
  }

  // ---- output -----------------------------------------------------------------------------------------------------

  private render(typed: string, text: string): string[] {
    let out: string[] = [];
    const allCaps = this.capitals;
    const typedKey = this.lower(typed);
    for (let k = 0; k < this.topCount; k++) {
      const w = this.topIds[k];
      const kind = this.topKind[k];
      let suggestion: string;
      if (kind === Kind.Form || kind === Kind.CompoundTail) {
        const rest = kind === Kind.Form ? this.formRests[w] : this.keyOf(w).slice(this.compoundTail);
        suggestion = allCaps ? this.upper(rest) : rest;
      } else {
        let form = this.writtenForm(w);
        if (kind === Kind.Elided) suggestion = "'" + form;
        else if (kind === Kind.Next) {
          if (allCaps) form = this.upper(form);
          else if (this.nextCapitalized || this.capitalAfterContext(w)) form = capitalize(form, this.upper);
          suggestion = this.nextSpaced ? ' ' + form : form;
        } else {
          // Slice by the typed key's length: lower-casing may change a string's length ("İ").
          let rest = form.length === this.keyLength(w) ? form.slice(typedKey.length) : this.keyOf(w).slice(typedKey.length);
          if (this.unmarked || this.undecomposedSpelled) {
            // A word whose letters the language's typists spell out ("grüßen": "gruessen", Swiss "grüssen") is written
            // so where the typed word is its start ("gruess", "gru", "grüs"); else the rest goes with the others below
            // ("Damon": "en").
            const spelled = this.unmarked ? this.plain(form) : spellUndecomposed(form);
            if (spelled.length !== form.length && this.lower(spelled).startsWith(typedKey)) rest = spelled.slice(typed.length);
          }
          suggestion = allCaps ? this.upper(rest) : rest;
        }
      }
      if (!out.includes(suggestion)) out.push(suggestion);
    }
    if (this.apostropheAccents) out = this.inAccentStyle(out, text);
    // The earlier words are read only where they would change something: a text without marks, suggestions with them.
    const withoutMarks = this.unmarked || (out.some(hasFoldable) && this.earlierWithoutMarks(text));
    // A text that writes one of those letters itself ("Grüße, fuer") does not spell them out; the text is scanned only
    // where it could change something.
    const undecomposed = !withoutMarks && (this.undecomposedSpelled
      ? !hasUndecomposed(text)
      : out.some(hasUndecomposed) && !hasUndecomposed(text) && this.typedWithoutMarks(text, true));
    const respell = withoutMarks ? this.plain : undecomposed ? spellUndecomposed : null;
    if (respell === null) return out;
    const folded: string[] = [];
    for (const suggestion of out) {
      const plain = respell(suggestion);
      if (!folded.includes(plain)) folded.push(plain);
    }
    return folded;
  }

  /**
   * Suggestions ending in a final accent written as the text writes them: with the accent where it has one ("è"), as
   * a vowel and an apostrophe where it types them so ("piu'"); where it shows neither, both, the accent first.
   */
  private inAccentStyle(out: string[], text: string): string[] {
    let accented = false;
    for (let k = 0; k < out.length && !accented; k++) accented = this.withApostropheAccent(out[k]) !== null;
    if (!accented || this.writesFinalAccent(text)) return out;
    const apostrophes = this.typesApostropheAccents(text);
    const styled: string[] = [];
    for (const suggestion of out) {
      const typed = this.withApostropheAccent(suggestion);
      if (typed === null || !apostrophes) {
        if (!styled.includes(suggestion)) styled.push(suggestion);
      }
      if (typed !== null && !styled.includes(typed)) styled.push(typed);
    }
    return styled;
  }

  /** A word of the text is a final accent typed as an apostrophe ("e'", "piu'"; not "po'", which is written so). */
  private typesApostropheAccents(text: string): boolean {
    for (const [word] of text.matchAll(APOSTROPHE_ENDED)) if (this.accentedByApostrophe(word) !== NO_WORD) return true;
    return false;
  }

  /**
   * Next word w, written small elsewhere, is written with a capital after the context's word: it goes on a name's word
   * in its names row ("New" "York"; not a word of the back-off, "Naciones" "de"), or its bigram says so ("European" "Union").
   */
  private capitalAfterContext(w: number): boolean {
    const ctx = this.nextContext;
    if (this.caseForm[w] !== CaseForm.Lower) return false;
    const e = this.find(ctx.next, ctx.bigramFrom, ctx.bigramTo, w);
    return e >= 0 && (ctx.names || this.find(this.capitalNext, 0, this.capitalNext.length, e) >= 0);
  }

  private keyOf(id: number): string {
    return unitsToString(this.keyChars, this.keyStart[id], this.keyStart[id + 1]);
  }

  private writtenForm(id: number): string {
    const key = this.keyOf(id);
    switch (this.caseForm[id]) {
      case CaseForm.Capitalized:
        return capitalize(key, this.upper);
      case CaseForm.Upper:
        return this.upper(key);
      case CaseForm.Mixed: {
        const m = this.find(this.mixedIds, 0, this.mixedIds.length, id);
        return unitsToString(this.mixedChars, this.mixedStart[m], this.mixedStart[m + 1]);
      }
      default:
        return key;
    }
  }
}
