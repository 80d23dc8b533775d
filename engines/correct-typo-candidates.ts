// The candidates of one typo (one value per request): each word a candidate source finds is scored once, by
// log P(word) + log P(typo | word), listed words by their frequency, others by their stem's or last part's share.
import { ACCENT_MARK_LOG_P, ACCENTS_LOG_P, CAPITAL_LOG_P, EDIT_LOG_P, MAX_STUTTER } from './correct-error-model.ts';
import { hasMarks } from './correct-accents.ts';
import { COMPOUND_FLOOR, editDistance, unlistedFrequency } from './correct-candidates.ts';
import type { CorrectorLanguage } from './correct-language.ts';
import { byScore, type Scored, withError } from './correct-score.ts';
import { initCap, lower } from './casing.ts';

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
  /** A word of the list near the typo. */
  readonly considerListed: (id: number) => void;
  /** A lower-case form the edit search met. */
  readonly considerForm: (form: string) => void;
  /** A lower-case form the typo is without `marks` of its diacritics, `retyped` of them typed with a mark (AccentRestorer). */
  readonly considerRestored: (form: string, marks: number, retyped: number) => void;
  /** A form only a checker analysis can tell, as considerForm, while the running search has checks left (then the walk stops). */
  readonly considerChecked: (form: string) => void;
  /** A listed word of the typo's sound key: a candidate, or one three edits away (soundsFar: THREE_EDIT_LETTERS). */
  readonly considerSoundAlike: (id: number) => void;
  /** The list's ids met so far (a query meets a few dozen at most). */
  private readonly ids: number[] = [];
  /** Unlisted forms the edit search met so far (made at the first: most typos meet none). */
  private unlisted: Set<string> | null = null;
  /** The typo has marks of its own: its typist types them (restoredLogP). */
  private readonly marksTyped: boolean;

  /** `typo`: lower case, as candidates are compared with it. */
  constructor(
    readonly language: CorrectorLanguage,
    readonly typo: string,
  ) {
    // Made here, not as class fields: esbuild's keepNames (tsx) would name each field's arrow per request.
    this.marksTyped = hasMarks(typo);
    this.considerListed = (id) => this.addListed(id);
    this.considerForm = (form) => this.resolveForm(form, null);
    this.considerRestored = (form, marks, retyped) => this.resolveForm(form, this.restoredLogP(form, marks, retyped));
    this.considerChecked = (form) => {
      if (this.checksLeft-- > 0) this.resolveForm(form, null);
      // The walk that met the form (if one runs) can add nothing more.
      if (this.checksLeft <= 0) language.automaton.stop();
    };
    this.considerSoundAlike = (id) => {
      const s = this.scoredListed(id, this.typo.length >= THREE_EDIT_LETTERS ? 3 : 2);
      if (s !== null) (s.edits === 3 ? this.soundsFar : this.ranked).push(s);
    };
  }

  /** The candidates, best first. */
  sorted(): Scored[] {
    return this.ranked.sort(byScore);
  }

  /** A listed word (or -1: none) read from the typo as a whole (unstutter, ErrorModel.endingReading), three edits at most. */
  considerReading(id: number): void {
    if (id < 0) return;
    const s = this.scoredListed(id, MAX_STUTTER);
    if (s !== null) this.ranked.push(s);
  }

  /**
   * The frequency of a form the corpora lack (as checkCandidate just accepted it): its stem's share, or for a compound,
   * COMPOUND_SHARE of its last part's frequency (the longest listed word of COMPOUNDMIN letters or more it ends with),
   * at least the compound floor: Krankenversicherungskatre is -karte, not -kater.
   */
  unlistedFrequency(form: string): number {
    const { checker, words, turkic } = this.language;
    // Asked right after checkCandidate accepted the form, which knows whether it read it as a compound.
    if (!checker.acceptedCompound) return unlistedFrequency(checker, words.stemFreq, form);
    const key = lower(form, turkic);
    for (let at = 1, last = key.length - Math.max(1, checker.meta.compoundmin); at <= last; at++) {
      const id = words.words.find(key, at);
      if (id >= 0 && words.isListed(id)) return Math.max(COMPOUND_FLOOR, words.freq[id] * COMPOUND_SHARE);
    }
    return COMPOUND_FLOOR;
  }

  /** A word of the list within two edits. */
  private addListed(id: number): void {
    const s = this.scoredListed(id, 2);
    if (s !== null) this.ranked.push(s);
  }

  /**
   * A lower-case form of the automaton, an edit or a restored reading (`restored`: its log P(typo | form)): a word of
   * the list, or else a form as the checker accepts it (the automaton holds a superset of the words: bare stems that
   * need an affix, compounds of any parts), Title case where only that is a word and the language capitalizes nouns
   * (off: 28 examples change).
   */
  private resolveForm(form: string, restored: number | null): void {
    const language = this.language;
    const id = language.words.words.find(form);
    if (id >= 0) return restored !== null ? this.addAccented(id, restored) : this.addListed(id);
    const checker = language.checker;
    if (checker.checkCandidate(form, false)) return restored !== null ? this.addAccentedForm(form, restored) : this.addEdit(form);
    if (!language.titleNouns) return;
    const title = initCap(form, language.turkic);
    if (title !== form && checker.checkCandidate(title, true)) return restored !== null ? this.addAccentedForm(title, restored) : this.addEdit(title);
  }

  /**
   * log P(typo | form) for a form the typo is with `marks` letters restored, `retyped` of them typed with a mark, or
   * null where the form is an edit. A typo without marks left them out, however many (ACCENTS_LOG_P). One with marks of
   * its own was typed by someone who types them (marksTyped): a letter typed with a mark read as another is a slip of
   * the key, an edit (køde: kødde, not kode; Grösse: Größe, not Große; γιά stays), and each mark missed on a plain
   * letter is an accent slip (dziekuję: dziękuję; at -2, two more wrong fixes on the typo split). Spelled-out letters
   * (ue for ü) are read as in a typo without marks.
   */
  private restoredLogP(form: string, marks: number, retyped: number): number | null {
    if (retyped > 0) return null;
    return this.marksTyped && form.length === this.typo.length ? marks * EDIT_LOG_P.accent : ACCENTS_LOG_P + marks * ACCENT_MARK_LOG_P;
  }

  /** A word of the list the typo is a variant of without some of its diacritics, `logError` away (restoredLogP). */
  private addAccented(id: number, logError: number): void {
    const list = this.language.words;
    const key = list.words.text(id);
    const word = list.isTitle(id) ? initCap(key, this.language.turkic) : key;
    const met = this.ids.includes(id);
    if (!met) this.ids.push(id);
    this.addRestored(withError(word, list.freq[id], list.isListed(id), logError, true), met);
  }

  /** A dictionary form (written as the checker accepted it) the typo is a variant of without some diacritics (addAccented). */
  private addAccentedForm(form: string, logError: number): void {
    const key = lower(form, this.language.turkic);
    const id = this.language.words.words.find(key);
    if (id >= 0) return this.addAccented(id, logError);
    const met = this.metUnlisted(key);
    const freq = this.unlistedFrequency(form);
    this.addRestored(withError(form, freq, false, logError, true), met);
  }

  /** A restored word joins the candidates unless the search met it already. */
  private addRestored(restored: Scored, met: boolean): void {
    if (!met || !this.ranked.some((s) => s.word === restored.word)) this.ranked.push(restored);
  }

  /** A form the form search found (written as the checker accepted it). */
  private addEdit(form: string): void {
    // key = the candidate in lower case, as the typo is compared.
    const key = lower(form, this.language.turkic);
    const id = this.language.words.words.find(key);
    if (id >= 0) return this.addListed(id);
    if (this.metUnlisted(key)) return;
    const distance = editDistance(this.typo, key, 2);
    if (distance <= 2 && distance > 0) this.ranked.push(this.scored(key, form, this.unlistedFrequency(form), false, distance));
  }

  /** The unlisted form (lower case) was met before; it is met now. */
  private metUnlisted(key: string): boolean {
    const unlisted = (this.unlisted ??= new Set());
    if (unlisted.has(key)) return true;
    unlisted.add(key);
    return false;
  }

  /**
   * A word of the list scored against the typo, or null when the typo met it before or it is no candidate (no edit,
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
    // The typo is a word the dictionary writes with a capital ("january", "haus"): a mark left out (off: 134 examples change).
    if (distance === 0) return list.isTitle(id) ? withError(initCap(key, this.language.turkic), list.freq[id], list.isListed(id), CAPITAL_LOG_P, true) : null;
    return this.scored(key, list.isTitle(id) ? initCap(key, this.language.turkic) : key, list.freq[id], list.isListed(id), distance);
  }

  /** Scored for a candidate (key: lower case, as the typo is compared) `distance` (1 to 3) edits from the typo. */
  private scored(key: string, form: string, freq: number, listed: boolean, distance: number): Scored {
    return withError(form, freq, listed, this.language.errors.logP(this.typo, key, distance), false, distance);
  }
}
