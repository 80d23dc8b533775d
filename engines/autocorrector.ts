// Autocorrect = Hunspell acceptance + a noisy channel. The typed text is read once (correct-typed-word.ts); words it
// accepts and tokens typed on purpose are left alone (correct-filters.ts); a listed misspelling gets its listed
// correction; else the candidate sources find words near the typo, each scored log P(word) + log P(typo | word)
// (correct-typo-candidates.ts), and the best is the fix only when the gate finds it sure among all candidates and a
// likely slip (correct-gate.ts); a typo no word fixes may be two words run together (correct-splits.ts).
import { AccentRestorer } from './correct-accents.ts';
import { MAX_INDEXED_LENGTH, WordList } from './correct-candidates.ts';
import { formEdits, listedNeighbours, twoEditReplacements, twoEditRepsOf, widen } from './correct-edit-candidates.ts';
import { ErrorModel } from './correct-error-model.ts';
import { RESTORED_ONLY, TEXT_NO_FIX, WORD_NO_FIX, type WordJudge } from './correct-filters.ts';
import { isLikelySlip, isSettled, isSure } from './correct-gate.ts';
import type { CorrectorLanguage } from './correct-language.ts';
import type { Corrector } from './corrector.ts';
import { type LoanWords, loanReading } from './correct-loan-words.ts';
import { ReplacementTable } from './correct-replacements.ts';
import { capitalLeftOut, marksLeftOut, prefixesWithMarks } from './correct-restored-readings.ts';
import { byScore, type Scored } from './correct-score.ts';
import { type NextWordModel, splitsWords, WordSplitter } from './correct-splits.ts';
import { SoundIndex } from './correct-sound-index.ts';
import { readText, readWord, writeAsTyped } from './correct-typed-word.ts';
import { TypoCandidates } from './correct-typo-candidates.ts';
import { WrittenWords } from './correct-written-words.ts';
import { editAlphabet, letterShares } from './edit-alphabet.ts';
import { FormAutomaton } from './form-automaton.ts';
import { rowsOfAlphabet } from './keyboard-alphabet.ts';
import { PrefixTable } from './prefix-table.ts';
import { packKeyboard } from './keyboard-rows.ts';
import type { Writing } from '../languages/profile.ts';
import { isTurkic, lower } from './casing.ts';
import { HunspellChecker } from './hunspell/checker.ts';
import { FormFilter } from './hunspell/form-filter.ts';
import type { Pack } from './pack.ts';
import { soundsAlikeIn } from './sound-keys.ts';
import { SPELLER_PACK } from './speller-pack.ts';

export type { Scored } from './correct-score.ts';
export type { NextWordModel } from './correct-splits.ts';
export type { LoanWords } from './correct-loan-words.ts';

/** Compound split points the checker may try for one typo's candidates in all (Hungarian: 10 ms a candidate at 88 letters). */
const CANDIDATE_COMPOUND_STEPS = 2_000;
/** Where the list holds every form, a best rarer than this (once in 3 million words) meets two edits too: off, en-real -3, misspell -3. */
const RARE_BEST_LOG_FREQ = -15;

export class Autocorrector implements Corrector {
  readonly checker: HunspellChecker;
  /** What the candidate sources read of the language. */
  private readonly language: CorrectorLanguage;
  /** What the filters ask of the language. */
  private readonly judge: WordJudge;
  private readonly replacements: ReplacementTable;
  private readonly written: WrittenWords;
  /** Two words run together, where the language splits them (splitsWords), else null. */
  private readonly splitter: WordSplitter | null;
  /** How the language is written and typed (its profile's). */
  private readonly writing: Writing;
  /** The words the language writes only with a capital (Writing.capitalWords; off: 6 examples change, English "i"). */
  private readonly capitalWords: Map<string, string>;

  /**
   * Reads the pack by SPELLER_PACK (engines/speller-pack.ts); throws when it does not fit. `writing`: how the pack's
   * language is written and typed (its profile's). `pairs` weighs two words run together by how often the second
   * follows the first; without it, by their frequencies alone. `loans`: the words of the loan language, for another
   * language's autocorrector (languages/registry.ts borrowsFrom).
   */
  constructor(
    pack: Pack,
    writing: Writing,
    pairs: NextWordModel | null = null,
    private readonly loans: LoanWords | null = null,
  ) {
    const speller = SPELLER_PACK.read(pack);
    const meta = speller.meta;
    const words = new WordList(speller);
    const sounds = soundsAlikeIn(writing);
    const turkic = isTurkic(writing.casing);
    const shares = letterShares(words);
    const automaton = new FormAutomaton(speller.sections.fsa, editAlphabet(meta.tryChars, shares), meta);
    const keyboard = rowsOfAlphabet(packKeyboard(meta.keyboards, writing.keyboard), shares);
    // Only an automaton of every stem's forms can rule a candidate out (hu_HU's holds the frequent stems' only).
    const complete = meta.automatonComplete === true;
    const forms = complete ? new FormFilter(automaton, speller.sections.form, meta.automatonCrossProducts === true, turkic) : null;
    const checker = (this.checker = new HunspellChecker(speller, writing.casing, forms));
    this.language = {
      words,
      checker,
      automaton,
      errors: new ErrorModel(writing, keyboard, meta.confusions),
      // Every letter of the TRY line, the rare ones too: a mark left out is one on œ, ï or ü as well ("coeur", "naif");
      // and those of the keyboard and the word list, which some TRY lines lack (Croatian š, Vietnamese ô and its tones).
      accents: new AccentRestorer(writing, editAlphabet(meta.tryChars + keyboard.flat().join(''), null) + editAlphabet('', shares), automaton),
      sounds: speller.sections.sk && sounds && new SoundIndex(speller.sections.sk, sounds.key),
      turkic,
      titleNouns: writing.capitalNouns,
      twoEditReps: twoEditRepsOf(meta.rep),
      stemsOnly: !complete,
      prefixed: forms === null ? PrefixTable.ofAffixes(checker.affixes.prefixes) : forms.crossPrefixes,
    };
    this.judge = { turkic, clitic: writing.clitic, isCorrect: (word) => words.accepts(word) || checker.check(word), check: (word) => checker.check(word) };
    this.writing = writing;
    this.capitalWords = new Map(writing.capitalWords);
    this.replacements = new ReplacementTable(speller.sections.fix);
    this.written = new WrittenWords(speller.sections.written, speller.sections.spelled);
    this.splitter = splitsWords(checker, this.replacements) ? new WordSplitter(words, checker, pairs, turkic) : null;
  }

  frequencyOf(word: string): number {
    return this.language.words.frequencyOf(word);
  }

  /** The word list or the checker accepts the word. */
  isCorrect(word: string): boolean {
    return this.judge.isCorrect(word);
  }

  /** The one confident fix for a single word, or null: the word is correct, typed so on purpose, or no fix is sure. */
  correct(text: string): string | null {
    const typedText = readText(text);
    if (typedText === null) return null;
    const capital = this.capitalWords.get(typedText.text);
    if (capital !== undefined) return capital;
    for (const filter of TEXT_NO_FIX) if (filter.holds(typedText, this.judge)) return null;
    const typed = readWord(typedText, this.language.turkic);
    for (const filter of WORD_NO_FIX) if (filter.holds(typed, this.judge)) return null;
    const typo = typed.typo;
    const spelled = this.written.isSpelled(typo);
    // A listed correction first (off: en-real -1 right, 29 examples change: "Standart": Standarte).
    const best = this.replacements.find(typo) ?? this.best(typo, RESTORED_ONLY.some((filter) => filter.holds(typo, this.written)), spelled);
    return best === null ? null : writeAsTyped(best, typed, this.language.turkic);
  }

  /**
   * Candidates of a lower-case typo, best first: written form and log P(word) + log P(typo | word), from every source
   * (the gate weighs the best against every other), unless not `complete` and the list alone settles it.
   */
  rank(typo: string, complete = true): Scored[] {
    return this.search(typo, complete).sorted();
  }

  /**
   * The typo's candidates: its restored readings and listed neighbours first (a sure keyboard reading walked before the
   * marks beat the right one: dev accents 96.3 % -> 89.2 %), then the forms one edit away unless the list settles it.
   */
  private search(typo: string, complete: boolean): TypoCandidates {
    const found = new TypoCandidates(this.language, typo);
    this.checker.beginCandidateSearch(CANDIDATE_COMPOUND_STEPS);
    marksLeftOut(found);
    listedNeighbours(found);
    capitalLeftOut(found);
    if (!complete && isSettled(found.sorted())) return found;
    // A list of all forms makes the form search redundant but for REP; every one-edit neighbour has at most one letter more.
    if (this.language.words.allForms && typo.length < MAX_INDEXED_LENGTH) twoEditReplacements(found);
    else {
      formEdits(found);
      prefixesWithMarks(found);
    }
    return found;
  }

  /**
   * The fix if the best candidate is sure among all and a likely slip. Unsure, or a rare best where the list holds every
   * form, the words two edits away and the sound-alike ones join (widen); the typo as a loan word is one more candidate
   * to beat; a split into two words joins when no fix is sure, or the fix is the typo without its first letter (off:
   * 9 examples change, "ahouse": house), or as a collocation. A `written` typo is fixed only by a sure restored
   * reading, and a `spelled` one is never split (off: 9 examples change, "Javascript": Java script).
   */
  private best(typo: string, written: boolean, spelled: boolean): string | null {
    const found = this.search(typo, false);
    let ranked = found.sorted();
    const rare = this.language.words.allForms && ranked.length > 0 && ranked[0].logFreq < RARE_BEST_LOG_FREQ && !ranked[0].restored;
    if (!isSure(ranked) || rare) ranked = widen(found, rare);
    const asTyped = this.loans === null ? null : loanReading(this.loans, this.writing.loanVerbForms, typo);
    if (asTyped !== null) ranked.push(asTyped), ranked.sort(byScore);
    const top = isSure(ranked) && ranked[0] !== asTyped ? ranked[0] : null;
    const fix = top !== null && isLikelySlip(top, typo, written, this.language.turkic) ? top.word : null;
    // The typo without its first letter ("vpráci": práci) is what the split keeping that letter as a word weighs
    // against, unless that letter is doubled ("aand": a slip of the key). Else only a collocation is.
    const open = top === null || (typo[0] !== typo[1] && lower(top.word, this.language.turkic) === typo.slice(1));
    const split = spelled || this.splitter === null ? null : this.splitter.split(typo, written || !open);
    if (split === null) return fix;
    ranked.push(split);
    ranked.sort(byScore);
    return ranked[0] === split && isSure(ranked) ? split.word : fix;
  }
}
