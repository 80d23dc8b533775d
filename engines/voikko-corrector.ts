// Autocorrect over a Voikko morphology (voikko-fi): acceptance is libvoikko's (voikko-speller.ts); a rejected word's
// candidates are its readings with the marks it left out (ä, ö, å), with a capital, one keyboard slip away (a letter
// dropped, doubled, swapped, hit beside or added) and two words run together; each one the morphology accepts is
// scored log P(word) + log P(typo | word) as the Hunspell languages' are, and the same gate decides.
// As there, a common word the morphology lacks (spoken Finnish "mut", "niinku") is fixed only by a restored reading,
// and a loan word ("email") is weighed as typed.
import { initCap } from './casing.ts';
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
/** Letters typed without their marks, and the marked letters they stand for. */
const MARKED: Readonly<Record<string, string>> = { a: 'äå', o: 'ö' };
/** Most plain letters whose marks are tried in every combination (2^n readings). */
const MAX_MARKABLE = 10;
/** A letter is in the edit alphabet when this share of the text's letters are it (leaves out š, ž, é of loan words). */
const ALPHABET_SHARE = 1e-4;
/** Two words run together: each half at least this frequent (log relative frequency; the 5,000 most frequent words). */
const SPLIT_LOG_FREQ = -11;
const MIN_SPLIT_LETTERS = 2;

export class VoikkoCorrector implements Corrector {
  private readonly speller: VoikkoSpeller;
  private readonly words: StringTable;
  private readonly logFreq: Float32Array;
  private readonly errors: ErrorModel;
  private readonly judge: WordJudge;
  /** The letters an edit puts in, most frequent first. */
  private readonly alphabet: string[];
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
    this.speller = new VoikkoSpeller(new VfstTransducer(sections.mor, meta.mor));
    this.words = new StringTable(sections.word);
    this.logFreq = sections.wordLogFreq;
    this.errors = new ErrorModel(writing);
    this.alphabet = lettersOf(sections.word.chars);
    this.written = new WrittenWords(sections.written, null);
    this.judge = { turkic: false, clitic: writing.clitic, isCorrect: (word) => this.speller.accepts(word), check: (word) => this.speller.accepts(word) };
  }

  frequencyOf(word: string): number {
    const i = this.words.find(word);
    return i < 0 ? 0 : Math.exp(this.logFreq[i]);
  }

  isCorrect(word: string): boolean {
    return this.speller.accepts(word);
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

  /** The candidates of a lower-case typo, best first. */
  rank(typo: string): Scored[] {
    const found = new Map<string, Scored>();
    this.restoredReadings(typo, found);
    this.oneEditReadings(typo, found);
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

  private add(found: Map<string, Scored>, candidate: Scored): void {
    const had = found.get(candidate.word);
    if (had === undefined || had.score < candidate.score) found.set(candidate.word, candidate);
  }

  /** The typo with marks put on its plain a and o (every combination), and with a capital: a name typed small. */
  private restoredReadings(typo: string, found: Map<string, Scored>): void {
    const at: number[] = [];
    for (let i = 0; i < typo.length && at.length < MAX_MARKABLE; i++) if (MARKED[typo[i]] !== undefined) at.push(i);
    const letters = [...typo];
    const visit = (k: number, marks: number): void => {
      if (k === at.length) {
        const reading = letters.join('');
        const logError = marks > 0 ? ACCENTS_LOG_P + marks * ACCENT_MARK_LOG_P : 0;
        if (marks > 0 && this.speller.accepts(reading)) this.add(found, this.scored(reading, logError, true));
        const capital = initCap(reading, false);
        if (this.speller.accepts(capital)) this.add(found, this.scored(capital, logError + CAPITAL_LOG_P, true));
        return;
      }
      const plain = letters[at[k]];
      visit(k + 1, marks);
      for (const marked of MARKED[plain]) {
        letters[at[k]] = marked;
        visit(k + 1, marks + 1);
      }
      letters[at[k]] = plain;
    };
    visit(0, 0);
  }

  /** The words one keyboard slip from the typo: a letter dropped, swapped with the next, hit for another, or added. */
  private oneEditReadings(typo: string, found: Map<string, Scored>): void {
    const tried = new Set<string>([typo]);
    const test = (word: string) => {
      if (tried.has(word)) return;
      tried.add(word);
      if (this.speller.accepts(word)) this.add(found, this.scored(word, this.errors.logP(typo, word, 1), false));
    };
    for (let i = 0; i < typo.length; i++) {
      const head = typo.slice(0, i);
      test(head + typo.slice(i + 1));
      if (i + 1 < typo.length) test(head + typo[i + 1] + typo[i] + typo.slice(i + 2));
      for (const letter of this.alphabet) {
        test(head + letter + typo.slice(i));
        if (letter !== typo[i]) test(head + letter + typo.slice(i + 1));
      }
    }
    for (const letter of this.alphabet) test(typo + letter);
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

/** The letters of the word table's text, most frequent first, each at least ALPHABET_SHARE of them. */
function lettersOf(chars: Uint16Array): string[] {
  const counts = new Map<number, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts]
    .filter(([c, n]) => n >= ALPHABET_SHARE * chars.length && String.fromCharCode(c).toLowerCase() !== String.fromCharCode(c).toUpperCase())
    .sort((x, y) => y[1] - x[1])
    .map(([c]) => String.fromCharCode(c));
}
