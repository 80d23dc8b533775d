// Autocorrect over a Voikko morphology (voikko-fi): acceptance is libvoikko's (voikko-speller.ts); a rejected word's
// candidates are its readings with the marks it left out (ä, ö), with a capital, one keyboard slip away (a letter
// dropped, doubled, swapped, hit beside or added) and two words run together; each one the morphology accepts is
// scored log P(word) + log P(typo | word) as the Hunspell languages' are, and the same gate decides.
// As there, a common word the morphology lacks (spoken Finnish "mut", "niinku") is fixed only by a restored reading,
// and a loan word ("email") is weighed as typed.
import { initCap } from './casing.ts';
import { packKeyboard } from './keyboard-rows.ts';
import { ACCENT_MARK_LOG_P, ACCENTS_LOG_P, CAPITAL_LOG_P, ErrorModel } from './correct-error-model.ts';
import { RESTORED_ONLY, TEXT_NO_FIX, WORD_NO_FIX, type WordJudge } from './correct-filters.ts';
import { type LoanWords, loanReading } from './correct-loan-words.ts';
import { isLikelySlip, isSure } from './correct-gate.ts';
import { byScore, type Scored, withError } from './correct-score.ts';
import { SPLIT_LOG_P } from './correct-splits.ts';
import { readText, readWord, writeAsTyped } from './correct-typed-word.ts';
import { WrittenWords } from './correct-written-words.ts';
import type { Corrector } from './corrector.ts';
import { StringTable } from './hunspell/string-table.ts';
import type { Pack } from './pack.ts';
import { VfstTransducer } from './vfst-transducer.ts';
import { VOIKKO_PACK } from './voikko-pack.ts';
import { VoikkoSpeller } from './voikko-speller.ts';
import type { Writing } from '../languages/profile.ts';

/** Relative frequency of a form the morphology accepts that the text never shows, nor a beginning of it. */
const UNLISTED_FREQ = 1e-9;
/**
 * An unlisted form (Finnish inflects most words unseen) weighs this share of its listed beginning of at least
 * STEM_LETTERS letters that lacks at most MAX_ENDING of its letters (a clitic or case ending: "hyökkäykseenkin" as
 * "hyökkäykseen"). fi_FI typo split fixed / precision (splits then weighed only when no fix was sure): none
 * 174 / 98.3 %, 0.03 and 3 letters 178 / 98.9 %, 0.01 and any ending 172 / 97.7 % (a compound's first part then
 * weighs for it: "päiväoire" beat the listed "päivätie").
 */
const UNLISTED_FORM_SHARE = 0.03;
const MAX_ENDING = 3;
const STEM_LETTERS = 4;
/** Letters typed without their marks, and the marked letters they stand for (å only in Swedish names). */
const MARKED: readonly (readonly [plain: string, marked: string])[] = [['a', 'ä'], ['o', 'ö']];
/** A letter is in the edit alphabet when this share of the text's letters are it (leaves out š, ž, é of loan words). */
const ALPHABET_SHARE = 1e-4;
/** Two words run together: each half at least this frequent (log relative frequency: once in 60,000 words). */
const SPLIT_LOG_FREQ = -11;
const MIN_SPLIT_LETTERS = 2;
/** Transitions the walk for readings may try (VfstTransducer.readingsNear): the fi_FI splits' typos take 37,000 at most. */
const MAX_NEAR_STEPS = 1_000_000;

export class VoikkoCorrector implements Corrector {
  private readonly speller: VoikkoSpeller;
  private readonly words: StringTable;
  private readonly logFreq: Float32Array;
  private readonly errors: ErrorModel;
  private readonly judge: WordJudge;
  private readonly transducer: VfstTransducer;
  /** The input symbols of the letters an edit puts in (VfstTransducer.readingsNear). */
  private readonly editSymbols: Uint8Array;
  /** Per plain letter's input symbol, the marked letters' it stands for (MARKED, VfstTransducer.readingsNear). */
  private readonly marks: ReadonlyMap<number, readonly number[]>;
  private readonly written: WrittenWords;

  /**
   * Reads the pack by VOIKKO_PACK (engines/voikko-pack.ts); throws when it does not fit. `writing`: the language's
   * (its profile's). `loans`: the words of the loan language (languages/registry.ts borrowsFrom), or null.
   */
  constructor(
    pack: Pack,
    private readonly writing: Writing,
    private readonly loans: LoanWords | null = null,
  ) {
    const { meta, sections } = VOIKKO_PACK.read(pack);
    this.transducer = new VfstTransducer(sections.mor, meta.mor);
    this.speller = new VoikkoSpeller(this.transducer);
    this.words = new StringTable(sections.word);
    this.logFreq = sections.wordLogFreq;
    this.errors = new ErrorModel(writing, packKeyboard(meta.keyboards, writing.keyboard));
    this.editSymbols = this.transducer.symbolSet(lettersOf(this.words));
    this.marks = new Map(MARKED.map(([plain, marked]) => [this.transducer.symbolOf(plain), [this.transducer.symbolOf(marked)]]));
    this.written = new WrittenWords(sections.written, null);
    this.judge = { turkic: false, clitic: writing.clitic, isCorrect: (word) => this.accepts(word), check: (word) => this.accepts(word) };
  }

  frequencyOf(word: string): number {
    const i = this.words.find(word);
    return i < 0 ? 0 : Math.exp(this.logFreq[i]);
  }

  isCorrect(word: string): boolean {
    return this.accepts(word);
  }

  /**
   * libvoikko's answer (VoikkoSpeller.accepts): a lower-case word the list holds has it already, as the compile step
   * lists only the words it accepts (data/compile-voikko.ts), so one lookup spares the morphology's walk.
   */
  private accepts(word: string): boolean {
    return (word === word.toLowerCase() && this.words.find(word) >= 0) || this.speller.accepts(word);
  }

  correct(text: string): string | null {
    const typedText = readText(text);
    if (typedText === null) return null;
    for (const filter of TEXT_NO_FIX) if (filter.holds(typedText, this.judge)) return null;
    const typed = readWord(typedText, false);
    for (const filter of WORD_NO_FIX) if (filter.holds(typed, this.judge)) return null;
    const written = RESTORED_ONLY.some((filter) => filter.holds(typed.typo, this.written));
    const best = this.best(typed.typo, written);
    return best === null ? null : writeAsTyped(best, typed, false);
  }

  /**
   * The candidates of a lower-case typo, best first: the typo and its readings with marks put on, each with a capital
   * too (a name typed small), and the words one keyboard slip away (a letter dropped, swapped with the next, hit for
   * another, or added).
   */
  rank(typo: string): Scored[] {
    const found = new Map<string, Scored>();
    const readings = this.transducer.readingsNear(typo, this.marks, this.editSymbols, MAX_NEAR_STEPS);
    this.addCapital(found, typo, 0);
    for (const word of readings.marked) this.addReading(found, word, ACCENTS_LOG_P + marksIn(typo, word) * ACCENT_MARK_LOG_P);
    for (const word of readings.edited) {
      if (!readings.marked.has(word) && this.accepts(word)) this.add(found, this.scored(word, this.errors.logP(typo, word, 1), false));
    }
    return [...found.values()].sort(byScore);
  }

  /**
   * The fix: the best candidate, sure among all and a likely slip (correct-gate.ts). Two words run together are always
   * one more candidate (but for a `written` typo, RESTORED_ONLY): a one-slip reading is often an odd compound ("eiole":
   * esiole, "jakiitos": ojakiitos); on the fi_FI typo split only "yllätätä" (yllättää, or "yllä tätä") moves. The typo
   * as a loan word is one more to beat.
   */
  private best(typo: string, written: boolean): string | null {
    const ranked = this.rank(typo);
    const split = written ? null : this.split(typo);
    if (split !== null) ranked.push(split);
    const asTyped = this.loans === null ? null : loanReading(this.loans, this.writing.loanVerbForms, typo);
    if (asTyped !== null) ranked.push(asTyped);
    ranked.sort(byScore);
    const top = isSure(ranked) && ranked[0] !== asTyped ? ranked[0] : null;
    return top !== null && isLikelySlip(top, typo, written, false) ? top.word : null;
  }

  private scored(word: string, logError: number, restored: boolean): Scored {
    const key = word.toLowerCase();
    const i = this.words.find(key);
    return withError(word, i < 0 ? this.stemFrequency(key) : Math.exp(this.logFreq[i]), i >= 0, logError, restored);
  }

  /** An unlisted form's frequency: UNLISTED_FORM_SHARE of its longest listed beginning, or UNLISTED_FREQ. */
  private stemFrequency(word: string): number {
    for (let end = word.length - 1; end >= STEM_LETTERS && word.length - end <= MAX_ENDING; end--) {
      const i = this.words.find(word, 0, end);
      if (i >= 0) return Math.max(UNLISTED_FREQ, UNLISTED_FORM_SHARE * Math.exp(this.logFreq[i]));
    }
    return UNLISTED_FREQ;
  }

  /** The reading with marks put on, and it with a capital, where the morphology accepts them. */
  private addReading(found: Map<string, Scored>, word: string, logError: number): void {
    if (this.accepts(word)) this.add(found, this.scored(word, logError, true));
    this.addCapital(found, word, logError);
  }

  /** The reading with a capital, where the morphology accepts it: a name typed small. */
  private addCapital(found: Map<string, Scored>, word: string, logError: number): void {
    const capital = initCap(word, false);
    if (this.accepts(capital)) this.add(found, this.scored(capital, logError + CAPITAL_LOG_P, true));
  }

  private add(found: Map<string, Scored>, candidate: Scored): void {
    const had = found.get(candidate.word);
    if (had === undefined || had.score < candidate.score) found.set(candidate.word, candidate);
  }

  /** Two frequent words run together, the likeliest split, or null. */
  private split(typo: string): Scored | null {
    let best: Scored | null = null;
    for (let i = MIN_SPLIT_LETTERS; i + MIN_SPLIT_LETTERS <= typo.length; i++) {
      const first = this.words.find(typo, 0, i);
      const second = this.words.find(typo, i);
      if (first < 0 || second < 0) continue;
      const a = this.logFreq[first];
      const b = this.logFreq[second];
      if (a < SPLIT_LOG_FREQ || b < SPLIT_LOG_FREQ) continue;
      const candidate = withError(`${typo.slice(0, i)} ${typo.slice(i)}`, Math.exp(Math.min(a, b)), true, SPLIT_LOG_P, false);
      if (best === null || candidate.score > best.score) best = candidate;
    }
    return best;
  }
}

/** The letters of the word table's text, each at least ALPHABET_SHARE of them. */
function lettersOf(words: StringTable): string[] {
  const counts = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < words.size; i++) {
    const word = words.text(i);
    total += word.length;
    for (let k = 0; k < word.length; k++) counts.set(word.charCodeAt(k), (counts.get(word.charCodeAt(k)) ?? 0) + 1);
  }
  return [...counts]
    .filter(([c, n]) => n >= ALPHABET_SHARE * total && String.fromCharCode(c).toLowerCase() !== String.fromCharCode(c).toUpperCase())
    .map(([c]) => String.fromCharCode(c));
}

/** How many letters of the reading are marked where the typo's are plain. */
function marksIn(typo: string, reading: string): number {
  let marks = 0;
  for (let i = 0; i < typo.length; i++) if (typo[i] !== reading[i]) marks++;
  return marks;
}
