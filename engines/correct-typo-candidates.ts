// The candidates of one typo (one value per request): each word a candidate source finds is scored once, by
// log P(word) + log P(typo | word), listed words by their frequency, others by their stem's or last part's share.
import { ACCENT_MARK_LOG_P, ACCENTS_LOG_P, CAPITAL_LOG_P, MAX_STUTTER } from './correct-error-model.ts';
import { COMPOUND_FLOOR, editDistance, unlistedFrequency } from './correct-candidates.ts';
import type { CorrectorLanguage } from './correct-language.ts';
import { byScore, type Scored, withError } from './correct-score.ts';
import { initCap, lower } from './hunspell/casing.ts';

/** A compound the corpora lack: this share of its last part's frequency (unlistedFrequency). */
const COMPOUND_SHARE = 1e-4;
/** A sound-alike word three edits away is a candidate in a typo of this many letters or more ("nescesarry": necessary). */
const THREE_EDIT_LETTERS = 7;

export class TypoCandidates {
  /** The candidates so far, in the order met (sorted() ranks them). */
  readonly ranked: Scored[] = [];
  /** Words of the typo's sound key three edits away (considerSoundAlike), for the widened search. */
  readonly soundsFar: Scored[] = [];
  /** Checker analyses the running search may still ask for (considerChecked). */
  checksLeft = 0;
  /** The list's ids met so far (a query meets a few dozen at most). */
  private readonly ids: number[] = [];
  /** Unlisted forms the edit search met so far. */
  private readonly unlisted = new Set<string>();
  /** Diacritics the form being resolved by considerRestored restores. */
  private marks = 0;

  /** `typo`: lower case, as candidates are compared with it. */
  constructor(
    readonly language: CorrectorLanguage,
    readonly typo: string,
  ) {}

  /** The candidates, best first. */
  sorted(): Scored[] {
    return this.ranked.sort(byScore);
  }

  /** A lower-case form the edit search met. */
  readonly considerForm = (form: string): void => this.resolveForm(form, this.considerListed, this.considerEdit);

  /** A lower-case form the typo is without `marks` of its diacritics (AccentRestorer). */
  readonly considerRestored = (form: string, marks: number): void => {
    this.marks = marks;
    this.resolveForm(form, this.considerAccented, this.considerAccentedForm);
  };

  /**
   * A lower-case form of the automaton: listed(id) for a word of the list, or else found(word) as the checker accepts it
   * (the automaton holds a superset of the words: bare stems that need an affix, compounds of any parts), Title case
   * where only that is a word and the language capitalizes nouns.
   */
  private resolveForm(form: string, listed: (id: number) => void, found: (word: string) => void): void {
    const id = this.language.words.words.find(form);
    if (id >= 0) return listed(id);
    if (this.language.checker.checkCandidate(form, false)) return found(form);
    if (!this.language.titleNouns) return;
    const title = initCap(form, this.language.turkic);
    if (title !== form && this.language.checker.checkCandidate(title, true)) found(title);
  }

  /** A form only a checker analysis can tell, as considerForm, while the running search has checks left. */
  readonly considerChecked = (form: string): void => {
    if (this.checksLeft-- > 0) this.considerForm(form);
  };

  /** A word of the list the typo is a variant of without `marks` of its diacritics. */
  readonly considerAccented = (id: number): void => {
    const marks = this.marks;
    const list = this.language.words;
    const key = list.words.text(id);
    const word = list.isTitle(id) ? initCap(key, this.language.turkic) : key;
    const met = this.ids.includes(id);
    if (!met) this.ids.push(id);
    this.addRestored(withError(word, list.freq[id], list.isListed(id), ACCENTS_LOG_P + marks * ACCENT_MARK_LOG_P, true), met);
  };

  /** A dictionary form (written as the checker accepted it) the typo is a variant of without `marks` diacritics. */
  readonly considerAccentedForm = (form: string): void => {
    const marks = this.marks;
    const key = lower(form, this.language.turkic);
    const id = this.language.words.words.find(key);
    if (id >= 0) return this.considerAccented(id);
    const met = this.unlisted.has(key);
    this.unlisted.add(key);
    const freq = this.unlistedFrequency(form);
    this.addRestored(withError(form, freq, false, ACCENTS_LOG_P + marks * ACCENT_MARK_LOG_P, true), met);
  };

  /** A restored word joins the candidates, or takes its place when the search met it as a likelier edit. */
  private addRestored(restored: Scored, met: boolean): void {
    const at = met ? this.ranked.findIndex((s) => s.word === restored.word) : -1;
    if (at < 0) this.ranked.push(restored);
    else if (this.ranked[at].score < restored.score) this.ranked[at] = restored;
  }

  /** A word of the list rank() met. */
  readonly considerListed = (id: number): void => {
    const s = this.scoredListed(id, 2);
    if (s !== null) this.ranked.push(s);
  };

  /** A listed word of the typo's sound key: a candidate, or one three edits away for widen() (THREE_EDIT_LETTERS). */
  readonly considerSoundAlike = (id: number): void => {
    const s = this.scoredListed(id, this.typo.length >= THREE_EDIT_LETTERS ? 3 : 2);
    if (s !== null) (s.edits === 3 ? this.soundsFar : this.ranked).push(s);
  };

  /**
   * A word of the list scored against the query, or null when the query met it before or it is no candidate (no edit,
   * or more than `limit`). Bucket neighbours are mostly no candidates: their distance is read in place before their
   * string is made.
   */
  private scoredListed(id: number, limit: number): Scored | null {
    if (this.ids.includes(id)) return null;
    this.ids.push(id);
    const list = this.language.words;
    const distance = list.distance(this.typo, id, limit);
    if (distance > limit) return null;
    const key = list.words.text(id);
    // The typo is a word the dictionary writes with a capital ("january", "haus"): a mark left out.
    if (distance === 0) return list.isTitle(id) ? withError(initCap(key, this.language.turkic), list.freq[id], list.isListed(id), CAPITAL_LOG_P, true) : null;
    return this.scored(this.typo, key, list.isTitle(id) ? initCap(key, this.language.turkic) : key, list.freq[id], list.isListed(id), distance);
  }

  /** A form the form search found (written as the checker accepted it). */
  readonly considerEdit = (form: string): void => {
    // key = the candidate in lower case, as the typo is compared.
    const key = lower(form, this.language.turkic);
    const id = this.language.words.words.find(key);
    if (id >= 0) return this.considerListed(id);
    if (this.unlisted.has(key)) return;
    this.unlisted.add(key);
    const distance = editDistance(this.typo, key, 2);
    if (distance <= 2 && distance > 0) this.ranked.push(this.scored(this.typo, key, form, this.unlistedFrequency(form), false, distance));
  };

  /**
   * The frequency of a form the corpora lack (as checkCandidate just accepted it): its stem's share, or for a compound,
   * COMPOUND_SHARE of its last part's frequency (the longest listed word of COMPOUNDMIN letters or more it ends with),
   * at least the compound floor: Krankenversicherungskatre is -karte, not -kater.
   */
  unlistedFrequency(form: string): number {
    // Asked right after checkCandidate accepted the form, which knows whether it read it as a compound.
    if (!this.language.checker.acceptedCompound) return unlistedFrequency(this.language.checker, this.language.words.stemFreq, form);
    const key = lower(form, this.language.turkic);
    const table = this.language.words.words;
    for (let at = 1, last = key.length - Math.max(1, this.language.checker.meta.compoundmin); at <= last; at++) {
      const id = table.find(key, at);
      if (id >= 0 && this.language.words.isListed(id)) return Math.max(COMPOUND_FLOOR, this.language.words.freq[id] * COMPOUND_SHARE);
    }
    return COMPOUND_FLOOR;
  }

  /** A listed word (or -1: none) read from the typo as a whole (unstutter, ErrorModel.endingReading), three edits at most. */
  readonly considerReading = (id: number): void => {
    if (id < 0) return;
    const s = this.scoredListed(id, MAX_STUTTER);
    if (s !== null) this.ranked.push(s);
  };

  /** Scored for a candidate (key: lower case, as the typo is compared) `distance` (1 to 3) edits from the typo. */
  private scored(typo: string, key: string, form: string, freq: number, listed: boolean, distance: number): Scored {
    return withError(form, freq, listed, this.language.errors.logP(typo, key, distance), false, distance);
  }
}
