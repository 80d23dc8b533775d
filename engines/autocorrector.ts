// Autocorrect = Hunspell acceptance + a noisy channel: candidates within two edits (symmetric-delete word list) or one
// (the dictionary's forms, engines/form-automaton.ts) and the words the typo is without its diacritics (engines/correct-accents.ts), scored by
// log P(word) + log P(typo | word); answer only when the best clearly wins.
// Real misspellings listed with their correction (engines/correct-replacements.ts) are answered first; a word no
// candidate fixes may be two common words run together ("alot" -> "a lot", see split()).
import { AccentRestorer, baseLetter } from './correct-accents.ts';
import { CLITICS, NO_FIX, RESTORED_ONLY, type WordJudge } from './correct-filters.ts';
import { readTyped, writeAsTyped } from './correct-typed-word.ts';
import { ACCENT_MARK_LOG_P, ACCENTS_LOG_P, CAPITAL_LOG_P, EDIT_LOG_P, ErrorModel, FIRST_LETTER_LOG_P, MAX_STUTTER, repeatsAt } from './correct-error-model.ts';
import { COMPOUND_FLOOR, editDistance, MAX_INDEXED_LENGTH, unlistedFrequency, WordList } from './correct-candidates.ts';
import { editAlphabet } from './edit-alphabet.ts';
import { ReplacementTable } from './correct-replacements.ts';
import { WrittenWords } from './correct-written-words.ts';
import { FormAutomaton } from './form-automaton.ts';
import { SoundIndex } from './correct-sound-index.ts';
import { soundsAlikeIn } from './sound-keys.ts';
import { initCap, isTurkic, lower, upper } from './hunspell/casing.ts';
import { HunspellChecker } from './hunspell/checker.ts';
import { FormFilter } from './hunspell/form-filter.ts';
import type { Pack } from './pack.ts';
import { SPELLER_PACK } from './speller-pack.ts';

/**
 * Weight of log P(word) against log P(typo | word), and the posterior the best candidate needs among all candidates
 * (exp(score) normalized): more for a word whose frequency is its stem's share or the floor than for a listed word.
 * Tuning split of bench/typo-split.ts (3,750 typos, 19 languages) with the edit costs of correct-error-model.ts:
 * weight 0.45, posteriors 0.55 / 0.7 give 91.5% accuracy at 98.2% precision; the former gate (best leads the
 * runner-up by 0.5 / 2.0) gave 89.1% / 98.0%, and at the same accuracy a lead gate loses ~0.5 points of precision on dev.
 */
const FREQUENCY_WEIGHT = 0.45;
const LISTED_POSTERIOR = 0.55;
const UNLISTED_POSTERIOR = 0.7;
/**
 * The form search (REP lookups where the list holds all forms) is skipped when the list's best is one edit
 * away, at least this frequent (log relative frequency) and this sure among the list's candidates: its forms could
 * rarely change the answer. Tuning split:
 * 92.3% / 98.0% against 92.3% / 98.2% with the search always run (dev unchanged); Greek, Ukrainian, Turkish typos
 * are several times faster. 0.99 until two-edit words were scored by alignment, which ranks many below the former flat
 * cost: then 0.99 settled typos the search would have fixed (dev 90.5% / 97.3% -> 90.4% / 97.0%), 0.995 none.
 */
const SETTLED_POSTERIOR = 0.995;
const SETTLED_LOG_FREQ = -11;
/** Letter shares are taken over this many of the most frequent words, and only when they hold this many letters. */
const LETTER_SAMPLE_WORDS = 20_000;
const MIN_LETTER_SAMPLE = 10_000;
/** Arcs the form automaton's walk may follow per typo: the work bound that keeps every input within a few ms. */
const WALK_BUDGET = 30_000;
/**
 * REP variants the checker is asked about per typo where the automaton cannot tell (compounds, hu_HU's frequent-stem
 * forms): each is a full analysis, and a long typo has one per matching position.
 */
const MAX_REP_CHECKS = 8;
/**
 * Compounds one edit from the typo the checker is asked about per typo, in the walk's order: a short Danish typo meets
 * hundreds (maleds: 170, 15 ms). 24 and 48 kept every split's and the everyday compound typos' answers.
 */
const MAX_COMPOUND_CHECKS = 24;
/** A compound the corpora lack: this share of its last part's frequency (unlistedFrequency). */
const COMPOUND_SHARE = 1e-4;
/**
 * Compound split points the checker may try for one typo's candidates in all: a long typo's candidates in a compounding
 * language would otherwise each try thousands (Hungarian: 10 ms a candidate at 88 letters).
 */
const CANDIDATE_COMPOUND_STEPS = 2_000;
/** Prefix candidates (prefixEdits) the checker is asked about per typo, and the most letters of the typo after one. */
const MAX_PREFIX_CHECKS = 16;
/**
 * Readings with marks of a prefix and its rest (prefixAccents) the checker is asked about per typo: Hungarian accent
 * split 93.6 % at 12 and 16, 92.6 at 8, 87.2 at 4 (bench/results/autocorrect-quality.md).
 */
const MAX_ACCENT_CHECKS = 12;
const MAX_REST = 8;
/**
 * Two words run together are split when both are among this many most frequent words (a one-letter word among the
 * SPLIT_ONE_LETTER_RANK most frequent) and the pair is the likeliest split, in languages that do not write compounds
 * as one word: "alot" -> "a lot", "infact" -> "in fact".
 */
const SPLIT_RANK = 10_000;
/**
 * A language that writes compounds as one word splits too when at least this share of its real corrections (the
 * replacement table) are words run together: hu_HU 23.8 % ("mégsincs" -> "még sincs", "szeszesital" -> "szeszes ital"),
 * da_DK 4.6 %, de_DE, nl_NL, sv_SE 0. Split too, Danish text words the checker lacks came out wrong as often as right
 * ("Detton" -> "Det ton"), German ones more often ("rausgeflogen": bench/results/autocorrect-quality.md).
 */
const SPLIT_CORRECTIONS_SHARE = 0.1;
const SPLIT_ONE_LETTER_RANK = 100;
/**
 * Where the language's completion model says how often the second word follows the first, a split whose words go
 * together this many times more often than chance ("nie wiem", "por favor", "as well") is weighed even against a sure
 * one-word fix (niewiem: niewidem) and for a word people write run together (porfavor).
 */
const COLLOCATION_LIFT = 5;
/**
 * log P(typo | two words) for two words run together: the split competes with the other candidates at this cost, the
 * pair weighed by P(first) P(second | first). Against -1, -3 keeps "afair" and "atribute" one word; dev and tuning
 * typos unchanged (bench/results/autocorrect-quality.md).
 */
const SPLIT_LOG_P = -3;
/**
 * Text in another language uses English words as they are ("Thread", "Build", "socket", "selfie"): a typo that is a
 * word of English's list is also weighed as typed, at this share of its English frequency, as one more candidate the
 * fix must beat. Of bench/loan-words.ts's 1,210 such words, which the checkers of 18 languages reject, 471 were changed
 * ("Plugin" -> "Putin", "Build" -> "Bild", "socket" -> "soviet"), 29 now; on 903 of them 10 / 26 / 48 at 1e-2 / 1e-3 /
 * 1e-4. At 1e-3 dev typos 90.4 -> 90.1 % (de `user`, it `quant`: English words, no longer fixed), tuning split 92.4 ->
 * 92.3 (pt `eugenist`), correct-word and accent sets unchanged; at 1e-2 the dev accent set lost a word too. Restored
 * readings still win ("television" -> "televisión"; "Burger" -> "Bürger"). bench/results/autocorrect-quality.md.
 */
const LOAN_SHARE = 1e-3;
/** The language whose words others use as they are (LOAN_SHARE). */
const LOAN_LANGUAGE = 'en_US';
/**
 * An acronym the dictionary writes in capitals is read in a typo of this many letters or more ("covid": COVID, was
 * Ovid; "unesco": UNESCO): shorter ones are typed small on purpose ("lol", "btw", "faq").
 */
const ACRONYM_LETTERS = 4;

const APOSTROPHE = 0x27;
/**
 * How a language inflects a verb it takes from the loan language (LOAN_SHARE): German "gecheckt", "gepostet",
 * "geliked", "liken", "downloaden", "gescannt" are check, post, like, download, scan with German prefix and ending.
 * An ending after a stem of at least LOAN_STEM_LETTERS letters; the stem read as it is, with the English e its
 * ending took ("lik-en": like) and with its last consonant undoubled ("shopp-en": shop).
 */
const LOAN_VERB_FORMS: Record<string, { prefixes: string[]; endings: string[] }> = {
  de: { prefixes: ['', 'ge'], endings: ['en', 'n', 'e', 'st', 'est', 't', 'et', 'te', 'ten', 'tet', 'test', 'd'] },
};
const LOAN_STEM_LETTERS = 3;
/** Words a language writes only with a capital, though its dictionary lists them small too: English's pronoun I (en_US.dic has "i", the letter). */
const CAPITAL_WORDS: Record<string, Map<string, string>> = { en: new Map([['i', 'I']]) };

export interface Scored {
  word: string;
  score: number;
  logFreq: number;
  logError: number;
  /** The frequency is the word's own corpus count (not its stem's share or the floor). */
  listed: boolean;
  /** The typo is this word without its diacritics (engines/correct-accents.ts). */
  restored: boolean;
  /** Edits between the typo and the word (a restored or split word counts as one). */
  edits: number;
}

/**
 * Share of the best candidate in the normalized exp(score) of all (ranked best first, not empty). A best word the typo
 * is without its diacritics has the share of all such words: which of them was meant is a tie broken by frequency
 * ("spolecnosti": společnosti and společností are both words), not a doubt about the reading.
 */
function posterior(ranked: Scored[]): number {
  const best = ranked[0];
  let sum = 0;
  let restored = 0;
  for (const s of ranked) {
    const p = Math.exp(s.score - best.score);
    sum += p;
    if (s.restored) restored += p;
  }
  return best.restored ? restored / sum : 1 / sum;
}

/** A word one edit from the typo (or restored: its marks count as one slip). */
const isOneEdit = (s: Scored) => s.edits === 1;

/** A form one edit from the typo's prefix [0, rest), and where the rest of the typo starts. */
interface Prefixed {
  form: string;
  rest: number;
}

/** Longest prefix first (the rarer stem is the likelier one to lack its affixed forms), then in walk order. */
const byPrefixLength = (a: Prefixed, b: Prefixed) => b.rest - a.rest;

/** The best candidate is one edit away, frequent and all but certain: no wider search could change the answer. */
function isSettled(ranked: Scored[]): boolean {
  const best = ranked[0];
  return best !== undefined && best.edits === 1 && best.logFreq >= SETTLED_LOG_FREQ && posterior(ranked) >= SETTLED_POSTERIOR;
}

const byScore = (a: Scored, b: Scored) => b.score - a.score;

/** A candidate of relative frequency `freq` that the typo is `logError` away from, `edits` edits. */
function withError(word: string, freq: number, listed: boolean, logError: number, restored: boolean, edits = 1): Scored {
  const logFreq = Math.log(freq);
  return { word, score: FREQUENCY_WEIGHT * logFreq + logError, logFreq, logError, listed, restored, edits };
}

/**
 * A typo of this many letters or fewer is fixed only by a restored reading or one slip at most this unlikely (a swap,
 * a dropped letter, a neighbouring key, also at the first letter): among the few words near a short string, a far
 * key or a stray letter is likelier a deliberate token ("thx", "btw", "lol", "omg") than a slip (the, bow, lo, omega).
 */
const SHORT_TYPO_LETTERS = 3;
const SHORT_TYPO_LOG_P = EDIT_LOG_P.transpose + FIRST_LETTER_LOG_P;

/**
 * A word two edits from a typo of fewer letters is no fix: the typo keeps half its letters or fewer (German "apps" was
 * als). No answer of the sets in bench/results/autocorrect-quality.md (10,700 words, cspell's 8,000, the replacement
 * split's 1,480) changed; at 6, five-letter typos too, 5 right answers went with 5 wrong ones.
 */
const TWO_EDIT_LETTERS = 5;

/** The text has a letter with a mark (one that is not its own base letter). */
function hasMarks(text: string): boolean {
  for (const ch of text) if (baseLetter(ch) !== ch) return true;
  return false;
}

/** Letters of `word` that differ from the typo's (both of one length: marks restored). */
function marksRestored(typo: string, word: string): number {
  let marks = 0;
  for (let i = 0; i < word.length; i++) if (typo.charCodeAt(i) !== word.charCodeAt(i)) marks++;
  return marks;
}

/**
 * Where the list holds every form (its frequencies are each form's own), a sure best one slip away that is rarer than
 * this (log relative frequency: about once in 3 million words) is weighed against the words two edits away too: a
 * common word misspelt twice is likelier than a rare word's one slip (`spectular` -> spectacular, not specular;
 * `nessary` -> necessary, not pessary). Elsewhere rare one-slip forms are forms no corpus counted, and the walk only
 * diluted right answers (Polish dev typos: 6 lost). Measures in bench/results/autocorrect-quality.md.
 */
const RARE_BEST_LOG_FREQ = -15;

/**
 * A word with the typo's sound key three edits away joins the candidates when none nearer is sure, in a typo of this
 * many letters or more (it keeps more than half of them, as TWO_EDIT_LETTERS asks of two edits): "nescesarry" ->
 * necessary, "ameelarate" -> ameliorate (both were none). Measures in bench/results/autocorrect-quality.md.
 */
const THREE_EDIT_LETTERS = 7;

/**
 * The sure best candidate is a fix: a word people write (`written`) is taken for a slip of no other word, only a
 * restored reading of it is one (its marks, its capital, its apostrophes: "thats" -> "that's"); a short typo needs a
 * likely slip (SHORT_TYPO_LETTERS).
 */
function isLikelySlip(best: Scored, typo: string, written: boolean, turkic: boolean): boolean {
  if (best.restored || lower(best.word, turkic).replaceAll("'", '') === typo) return true;
  if (written) return false;
  if (best.edits >= 2 && typo.length < TWO_EDIT_LETTERS) return false;
  return typo.length > SHORT_TYPO_LETTERS || (best.edits === 1 && best.logError >= SHORT_TYPO_LOG_P);
}

/** The best candidate is sure enough among all to be proposed. */
function isSure(ranked: Scored[]): boolean {
  return ranked.length > 0 && posterior(ranked) >= (ranked[0].listed ? LISTED_POSTERIOR : UNLISTED_POSTERIOR);
}

/** How often a word follows another, and how running text writes a word: the language's completion model (engines/completer.ts). */
export interface NextWordModel {
  nextWordProbability(previous: string, word: string): number;
  writesCapitalized(word: string): boolean;
}

/** Another language's words used as they are (LOAN_SHARE): a word's frequency there (WordList.frequencyOf), or 0. */
export interface LoanWords {
  frequencyOf(word: string): number;
}

/** The language whose words `code`'s text uses as they are, or null (LOAN_LANGUAGE itself and its regional variants). */
export function borrowsFrom(code: string): string | null {
  return code.slice(0, 2) === LOAN_LANGUAGE.slice(0, 2) ? null : LOAN_LANGUAGE;
}

export class Autocorrector implements LoanWords {
  readonly checker: HunspellChecker;
  private readonly words: WordList;
  private readonly errors: ErrorModel;
  private readonly turkic: boolean;
  private readonly alphabet: string;
  /** Languages that capitalize nouns: a lower-case typo may mean a Title-case word. */
  private readonly titleNouns: boolean;
  /** What the NO_FIX filters ask of this language. */
  private readonly judge: WordJudge;
  /** LOAN_VERB_FORMS of the language, or null. */
  private readonly loanVerbForms: { prefixes: string[]; endings: string[] } | null;
  /** CAPITAL_WORDS of the language, or null. */
  private readonly capitalWords: Map<string, string> | null;
  /** The dictionary's forms, walked for the ones near a typo. */
  private readonly automaton: FormAutomaton;
  /**
   * One-word REP entries two edits long, by the first code unit of what they replace: a wider replacement leaves a
   * candidate beyond the two edits ranked, and a narrower one makes a one-edit neighbour, which the symmetric-delete
   * list already finds when it holds all forms.
   */
  private readonly twoEditReps = new Map<number, [string, string][]>();
  /** Listed words by sound key, where the language has one. */
  private readonly sounds: SoundIndex | null;
  private readonly accents: AccentRestorer;
  private readonly replacements: ReplacementTable;
  private readonly written: WrittenWords;
  /** Two words run together may be split (the language does not join words into compounds, or its corrections split them often). */
  private readonly splits: boolean;
  /** The automaton tells every REP variant that is a word: it holds all forms and the language makes no compounds. */
  private readonly repByAutomaton: boolean;
  /** The automaton holds the frequent stems' forms only (hu_HU): a slip in another stem is looked for by its prefix. */
  private readonly stemsOnly: boolean;
  /** Checker analyses the running search may still ask for (considerChecked): MAX_REP_, MAX_COMPOUND_ or MAX_PREFIX_CHECKS. */
  private checksLeft = 0;
  /** walkPrefixes' forms of the last typo and where the rest of the typo starts after each (see prefixEdits). */
  private readonly prefixed: Prefixed[] = [];

  // Per-query scratch (a worker runs one query at a time), so the candidate callbacks are made once, not per query.
  /** The lower-case typo being ranked, and its candidates so far (rank(), then widen()). */
  private query = '';
  private ranked: Scored[] = [];
  /** The list's ids met so far (a query meets a few dozen at most). */
  private readonly ids: number[] = [];
  /** Words of the typo's sound key three edits away (considerSoundAlike). */
  private readonly soundsFar: Scored[] = [];
  /** Unlisted forms the edit search met so far. */
  private readonly unlisted = new Set<string>();
  /** Diacritics the form being resolved by considerRestored restores. */
  private marks = 0;

  /**
   * Reads the pack by SPELLER_PACK (engines/speller-pack.ts); throws when it does not fit. `pairs` weighs two words run
   * together by how often the second follows the first; without it, by their frequencies alone. `loans`: the words of
   * LOAN_LANGUAGE, for another language's autocorrector (borrowsFrom).
   */
  constructor(
    pack: Pack,
    private readonly pairs: NextWordModel | null = null,
    private readonly loans: LoanWords | null = null,
  ) {
    const speller = SPELLER_PACK.read(pack);
    const meta = speller.meta;
    this.words = new WordList(speller);
    const code = meta.code || meta.lang || '';
    const sounds = soundsAlikeIn(code || 'en');
    this.sounds = speller.sections.sk && sounds && new SoundIndex(speller.sections.sk, sounds.key);
    const language = code.slice(0, 2);
    this.errors = new ErrorModel(code || 'en', meta.confusions);
    this.turkic = isTurkic(meta.lang);
    this.alphabet = editAlphabet(meta.tryChars, this.letterShares());
    this.titleNouns = /^(de|lb)(_|$)/.test(code);
    this.judge = { turkic: this.turkic, clitic: CLITICS[language] ?? null, isCorrect: (word) => this.isCorrect(word), check: (word) => this.checker.check(word) };
    this.loanVerbForms = LOAN_VERB_FORMS[language] ?? null;
    this.capitalWords = CAPITAL_WORDS[language] ?? null;
    this.automaton = new FormAutomaton(speller.sections.fsa, this.alphabet, meta);
    // Only an automaton of every stem's forms can rule a candidate out (hu_HU's holds the frequent stems' only).
    const complete = meta.automatonComplete === true;
    const forms = complete ? new FormFilter(this.automaton, speller.sections.form, meta.automatonCrossProducts === true, this.turkic) : null;
    this.checker = new HunspellChecker(speller, forms);
    this.replacements = new ReplacementTable(speller.sections.fix);
    this.written = new WrittenWords(speller.sections.written, speller.sections.spelled);
    this.splits = !this.checker.spellsCompounds || this.replacements.splitShare() >= SPLIT_CORRECTIONS_SHARE;
    this.repByAutomaton = complete && !this.checker.spellsCompounds;
    this.stemsOnly = !complete;
    // Every letter of the TRY line, the rare ones too: a mark left out is one on œ, ï or ü as well (French "coeur",
    // "naif"), and the walk follows only letters a form goes on with.
    this.accents = new AccentRestorer(code || 'en', editAlphabet(meta.tryChars, null), this.automaton);
    for (let i = 0; i < meta.rep.from.length; i++) {
      const from = meta.rep.from[i];
      const to = meta.rep.to[i];
      if (from === '' || to.includes(' ') || editDistance(from, to, 2) !== 2) continue;
      const first = from.charCodeAt(0);
      this.twoEditReps.set(first, [...(this.twoEditReps.get(first) ?? []), [from, to]]);
    }
  }

  /**
   * Each letter's share of running text, from the list's words weighted by frequency; null when the list is too small
   * to tell rare letters from unseen ones.
   */
  private letterShares(): Map<string, number> | null {
    const table = this.words.words;
    const shares = new Map<string, number>();
    let letters = 0;
    let total = 0;
    for (let i = 0; i < Math.min(LETTER_SAMPLE_WORDS, table.size); i++) {
      const f = this.words.freq[i];
      for (const ch of table.text(i)) {
        shares.set(ch, (shares.get(ch) ?? 0) + f);
        total += f;
        letters++;
      }
    }
    if (letters < MIN_LETTER_SAMPLE) return null;
    for (const [ch, f] of shares) shares.set(ch, f / total);
    return shares;
  }

  frequencyOf(word: string): number {
    return this.words.frequencyOf(word);
  }

  isCorrect(word: string): boolean {
    return this.words.accepts(word) || this.checker.check(word);
  }

  /** The one confident fix for a single word, or null: the word is correct, typed so on purpose, or no fix is sure. */
  correct(text: string): string | null {
    const typed = readTyped(text, this.turkic);
    if (typed === null) return null;
    const capital = this.capitalWords?.get(typed.text);
    if (capital !== undefined) return capital;
    for (const filter of NO_FIX) if (filter.holds(typed, this.judge)) return null;
    const typo = typed.typo;
    const spelled = this.written.isSpelled(typo);
    const best = this.replacements.find(typo) ?? this.best(typo, RESTORED_ONLY.some((filter) => filter.holds(typo, this.written)), spelled);
    return best === null ? null : writeAsTyped(best, typed, this.turkic);
  }

  /**
   * The fix if the best candidate is sure enough among all candidates. When none is, the words two edits away and the
   * sound-alike ones join (widen()). Still unsure, the typo's likeliest split into two common words joins (split()) and
   * is the fix if it wins the gate. The split only joins then, or when the sure best is the typo without its first
   * letter (Czech and Polish prepositions run into the word): as a candidate of every typo it cost 0.8-1.6 points of
   * precision on the dev and tuning typos, for "ofthe" and "atthe" (fixed into "other" and "auth" instead), which the
   * replacement lists hold.
   * A `written` typo (engines/correct-written-words.ts) is fixed only by a sure restored reading, and a `spelled` one
   * is never split.
   */
  private best(typo: string, written: boolean, spelled: boolean): string | null {
    let ranked = this.rank(typo, false);
    const rare = this.words.allForms && ranked.length > 0 && ranked[0].logFreq < RARE_BEST_LOG_FREQ && !ranked[0].restored;
    if (!isSure(ranked) || rare) ranked = this.widen(rare);
    // The typo as typed, a word of the loan language: a fix must beat it (LOAN_SHARE).
    const loan = this.loans === null ? 0 : this.loanFrequency(this.loans, typo);
    const asTyped = loan > 0 ? withError(typo, LOAN_SHARE * loan, true, 0, false, 0) : null;
    if (asTyped !== null) ranked.push(asTyped), ranked.sort(byScore);
    const top = isSure(ranked) && ranked[0] !== asTyped ? ranked[0] : null;
    const fix = top !== null && isLikelySlip(top, typo, written, this.turkic) ? top.word : null;
    // The typo without its first letter ("vpráci": práci) is what the split keeping that letter as a word weighs
    // against, unless that letter is doubled ("aand": a slip of the key). Else only a collocation is.
    const open = top === null || (typo[0] !== typo[1] && lower(top.word, this.turkic) === typo.slice(1));
    const split = spelled ? null : this.split(typo, written || !open);
    if (split === null) return fix;
    ranked.push(split);
    ranked.sort(byScore);
    return ranked[0] === split && isSure(ranked) ? split.word : fix;
  }

  /**
   * The typo's frequency in the loan language: as a word of it, or as a verb of it with this language's inflection
   * (LOAN_VERB_FORMS), the likeliest reading.
   */
  private loanFrequency(loans: LoanWords, typo: string): number {
    let best = loans.frequencyOf(typo);
    const forms = this.loanVerbForms;
    if (forms === null) return best;
    for (const prefix of forms.prefixes) {
      if (!typo.startsWith(prefix)) continue;
      for (const ending of forms.endings) {
        const stemEnd = typo.length - ending.length;
        if (stemEnd - prefix.length < LOAN_STEM_LETTERS || !typo.endsWith(ending)) continue;
        const stem = typo.slice(prefix.length, stemEnd);
        best = Math.max(best, loans.frequencyOf(stem), loans.frequencyOf(stem + 'e'));
        if (stem.charCodeAt(stem.length - 1) === stem.charCodeAt(stem.length - 2)) best = Math.max(best, loans.frequencyOf(stem.slice(0, -1)));
      }
    }
    return best;
  }

  /**
   * The typo as two common words (SPLIT_RANK), the likeliest such pair as a candidate (only a collocation when
   * `collocationOnly`: COLLOCATION_LIFT), or null.
   */
  private split(typo: string, collocationOnly: boolean): Scored | null {
    if (collocationOnly && this.pairs === null) return null;
    // Both halves are common words, which the list holds up to MAX_INDEXED_LENGTH letters.
    if (!this.splits || typo.length > 2 * MAX_INDEXED_LENGTH) return null;
    const table = this.words.words;
    let best: Scored | null = null;
    // A one-letter word is split off the front only: prepositions and articles run into the word after them ("wdomu",
    // "alot"); a last letter alone is likelier a slip ("ziemii", "puxao"), unless an apostrophe stands for the space
    // ("un'amico", "qual'è": Italian elides only before a feminine noun, and never "qual").
    for (let at = 1; at < typo.length - 1; at++) {
      const after = typo.charCodeAt(at) === APOSTROPHE ? at + 1 : at;
      const left = table.find(typo, 0, at);
      const right = table.find(typo, after);
      if (!this.isCommon(left, at) || !this.isCommon(right, typo.length - after)) continue;
      // A name or a noun written with a capital ("v Praze", "w Krakowie") joins only as a collocation.
      const named = this.words.isTitle(left) || this.words.isTitle(right);
      if (named && this.pairs === null) continue;
      let follows = this.words.freq[right];
      if (this.pairs !== null) {
        const given = this.pairs.nextWordProbability(typo.slice(0, at), typo.slice(after));
        if ((collocationOnly || named) && !(given >= COLLOCATION_LIFT * follows)) continue;
        // A word the completion model lacks keeps its frequency.
        if (given > 0) follows = given;
      }
      const first = this.splitHalf(typo.slice(0, at), left);
      const second = first === null ? null : this.splitHalf(typo.slice(after), right);
      if (second === null) continue;
      const pair = withError(`${first} ${second}`, this.words.freq[left] * follows, true, SPLIT_LOG_P, false);
      if (best === null || pair.score > best.score) best = pair;
    }
    return best;
  }

  /** Word `id` (of `length` letters) is common enough to be one half of a split word. */
  private isCommon(id: number, length: number): boolean {
    return this.words.isListed(id) && id < (length > 1 ? SPLIT_RANK : SPLIT_ONE_LETTER_RANK);
  }

  /**
   * One half of a split, `key` (list word `id`), as it is written: with its capital where the dictionary has only that
   * or running text writes it so ("praze": Praze, "warszawie": Warszawie), else small; null when the dictionary has
   * neither (a word people write, not a fix).
   */
  private splitHalf(key: string, id: number): string | null {
    if (this.words.isTitle(id)) return initCap(key, this.turkic);
    const title = initCap(key, this.turkic);
    if (this.pairs !== null && this.pairs.writesCapitalized(key) && this.checker.check(title)) return title;
    if (this.checker.check(key)) return key;
    return this.checker.check(title) ? title : null;
  }

  /** Scored for a candidate (key: lower case, as the typo is compared) `distance` (1 to 3) edits from the typo. */
  private scored(typo: string, key: string, form: string, freq: number, listed: boolean, distance: number): Scored {
    return withError(form, freq, listed, this.errors.logP(typo, key, distance), false, distance);
  }

  /**
   * The last ranked typo's candidates (best first again) joined by the forms two edits away (the automaton walk), when
   * no word is one edit away or the best is a rare one (`rareBest`: RARE_BEST_LOG_FREQ), keeping the typo's first
   * letter (which writers seldom get wrong), and where the language has a sound key, the listed words that share it
   * (SoundIndex, misspellings by ear: consultotion), those three edits away only while no candidate is sure
   * (THREE_EDIT_LETTERS). Each is scored by its likeliest alignment (ErrorModel.logP). Real misspellings not in the replacement table
   * (bench/codespell-split.ts) 84.5% -> 90.5%, held-out list entries 80.3% -> 82.8%, keyboard typos unchanged. Walked
   * beside one-edit words too: the same figures at 1.7x the time; with any first letter: +0.2 points at 1.8x the
   * English time on those misspellings (80 -> 142 µs mean).
   */
  private widen(rareBest: boolean): Scored[] {
    if (rareBest || !this.ranked.some(isOneEdit)) this.automaton.walk(this.query, 2, WALK_BUDGET, this.considerForm, true);
    this.soundsFar.length = 0;
    this.sounds?.alike(this.query, this.considerSoundAlike);
    this.ranked.sort(byScore);
    if (this.soundsFar.length === 0 || isSure(this.ranked)) return this.ranked;
    for (const s of this.soundsFar) this.ranked.push(s);
    return this.ranked.sort(byScore);
  }

  /**
   * Candidates of a lower-case typo, best first: written form and log P(word) + log P(typo | word), from the word
   * list, the words it is without its diacritics (at ACCENTS_LOG_P however many marks are missing) and the Hunspell
   * edit search (all of them: the confidence gate weighs the best against every other), unless not `complete` and the
   * list alone settles it. A list of all forms makes the edit search redundant but for REP. The diacritic variants are
   * walked first, though only Czech and Polish typos pay much for it (dev typos 0.6x and 0.7x as fast as without):
   * walked only when no other fix was sure, a sure keyboard reading beat the right one (dev accents 96.3% / 97.5% ->
   * 89.2% / 89.9%: wlasnie -> wlanie), and after the list's settled answers, 95.8% / 96.6% (zadna -> zadní).
   */
  rank(typo: string, complete = true): Scored[] {
    const list = this.words;
    this.query = typo;
    const ranked: Scored[] = (this.ranked = []);
    this.checker.limitCandidateWork(CANDIDATE_COMPOUND_STEPS);
    this.ids.length = 0;
    this.unlisted.clear();
    this.accents.restore(typo, this.considerRestored);
    list.near(typo, this.considerListed);
    this.unstutter(typo);
    const regular = this.errors.endingReading(typo);
    if (regular !== null) this.considerReading(list.words.find(regular));
    // A word the dictionary writes with a capital that the list lacks ("україна": Україна) is that word too.
    if (list.words.find(typo) < 0 && this.automaton.has(typo)) this.considerCapitalized(typo);
    if (!complete && isSettled(ranked.sort(byScore))) return ranked;
    // Every one-edit neighbour has at most one letter more than the typo.
    if (list.allForms && typo.length < MAX_INDEXED_LENGTH) this.repLookups(typo, this.considerListed);
    else this.formEdits(typo);
    return ranked.sort(byScore);
  }

  /** The listed words the typo is with a run of letters typed twice over (isStutter): "elelement" -> element. */
  private unstutter(typo: string): void {
    const table = this.words.words;
    for (let k = 2; k <= MAX_STUTTER; k++) {
      for (let at = 0; at + 2 * k <= typo.length; at++) {
        if (!repeatsAt(typo, at, k)) continue;
        const id = table.find(typo.slice(0, at + k) + typo.slice(at + 2 * k));
        if (id >= 0) this.considerReading(id);
      }
    }
  }

  /** A listed word (or -1: none) read from the typo as a whole (unstutter, ErrorModel.endingReading), three edits at most. */
  private readonly considerReading = (id: number): void => {
    if (id < 0) return;
    const s = this.scoredListed(id, MAX_STUTTER);
    if (s !== null) this.ranked.push(s);
  };

  /**
   * The forms one edit from the typo (automaton walk) and its .aff REP replacements, as the checker accepts them, and
   * where the language compounds and no form is a sure fix, the compounds one edit away.
   */
  private formEdits(typo: string): void {
    this.automaton.walk(typo, 1, WALK_BUDGET, this.considerForm);
    // The automaton tells a REP variant that is a form; the checker is asked only where the automaton lacks forms.
    this.checksLeft = MAX_REP_CHECKS;
    const rep = this.checker.meta.rep;
    for (let i = 0; i < rep.from.length; i++) {
      const from = rep.from[i];
      const to = rep.to[i];
      if (from === '' || to.includes(' ')) continue;
      for (let at = typo.indexOf(from); at >= 0; at = typo.indexOf(from, at + 1)) {
        const variant = typo.slice(0, at) + to + typo.slice(at + from.length);
        if (variant === '') continue;
        if (this.automaton.has(variant)) this.considerForm(variant);
        else if (!this.repByAutomaton) this.considerChecked(variant);
      }
    }
    if (this.checker.spellsCompounds && !isSure(this.ranked.sort(byScore))) {
      this.checksLeft = MAX_COMPOUND_CHECKS;
      this.automaton.walkCompounds(typo, 1, WALK_BUDGET, this.considerChecked);
    }
    if (this.stemsOnly && !isSure(this.ranked.sort(byScore))) this.prefixEdits(typo);
    if (this.stemsOnly && !hasMarks(typo) && !this.ranked.some(isOneEdit) && !isSure(this.ranked.sort(byScore))) this.prefixAccents(typo);
  }

  /**
   * Where the automaton lacks the rare stems' affixed forms, for a typo without marks that no word is one slip from:
   * the typo read with marks up to a form of the automaton (a bare stem), and its rest read with marks too
   * (AccentRestorer.readings), longest prefix first, as the checker accepts at most MAX_ACCENT_CHECKS of them:
   * Hungarian "kepirasoztatasa" -> képírásoztatása.
   */
  private prefixAccents(typo: string): void {
    const prefixed = this.prefixed;
    prefixed.length = 0;
    this.accents.restorePrefixes(typo, typo.length - MAX_REST, this.collectPrefixed);
    prefixed.sort(byPrefixLength);
    this.checksLeft = MAX_ACCENT_CHECKS;
    for (const { form, rest } of prefixed) {
      for (const ending of this.accents.readings(typo.slice(rest), MAX_ACCENT_CHECKS)) {
        const word = form + ending;
        if (word === typo) continue;
        if (this.checksLeft-- <= 0) return;
        this.considerRestored(word, marksRestored(typo, word));
      }
    }
  }

  /**
   * Where the automaton lacks the rare stems' affixed forms: a form one edit from a prefix of the typo (a bare stem,
   * or a form of a frequent one) followed by the rest of the typo as typed, longest prefix first, as the checker
   * accepts at most MAX_PREFIX_CHECKS of them.
   */
  private prefixEdits(typo: string): void {
    const prefixed = this.prefixed;
    prefixed.length = 0;
    this.automaton.walkPrefixes(typo, 1, WALK_BUDGET, typo.length - MAX_REST, this.collectPrefixed);
    prefixed.sort(byPrefixLength);
    this.checksLeft = MAX_PREFIX_CHECKS;
    for (let i = 0; i < prefixed.length && this.checksLeft > 0; i++) this.considerChecked(prefixed[i].form + typo.slice(prefixed[i].rest));
  }

  private readonly collectPrefixed = (form: string, rest: number): void => {
    this.prefixed.push({ form, rest });
  };

  /** A lower-case form the edit search met. */
  private readonly considerForm = (form: string): void => this.resolveForm(form, this.considerListed, this.considerEdit);

  /** A lower-case form the typo is without `marks` of its diacritics (AccentRestorer). */
  private readonly considerRestored = (form: string, marks: number): void => {
    this.marks = marks;
    this.resolveForm(form, this.considerAccented, this.considerAccentedForm);
  };

  /**
   * A lower-case form of the automaton: listed(id) for a word of the list, or else found(word) as the checker accepts it
   * (the automaton holds a superset of the words: bare stems that need an affix, compounds of any parts), Title case
   * where only that is a word and the language capitalizes nouns.
   */
  private resolveForm(form: string, listed: (id: number) => void, found: (word: string) => void): void {
    const id = this.words.words.find(form);
    if (id >= 0) return listed(id);
    if (this.checker.checkCandidate(form, false)) return found(form);
    if (!this.titleNouns) return;
    const title = initCap(form, this.turkic);
    if (title !== form && this.checker.checkCandidate(title, true)) found(title);
  }

  /**
   * The typo with a capital, or in capitals (an acronym of ACRONYM_LETTERS or more: "covid" is COVID), as a restored
   * reading when the checker accepts it (only so).
   */
  private considerCapitalized(typo: string): void {
    const word = this.capitalized(typo);
    if (word !== null) this.ranked.push(withError(word, this.unlistedFrequency(word), false, CAPITAL_LOG_P, true));
  }

  /** The typo with a capital or in capitals as the dictionary writes it, or null. */
  private capitalized(typo: string): string | null {
    const title = initCap(typo, this.turkic);
    if (title !== typo && this.checker.checkCandidate(title, true)) return title;
    if (typo.length < ACRONYM_LETTERS) return null;
    const capitals = upper(typo, this.turkic);
    // Written so in the dictionary, not read so by Hunspell's rule for text in capitals ("JAVASCRIPT": JavaScript).
    return this.checker.root(capitals) >= 0 ? capitals : null;
  }

  /** A form only a checker analysis can tell, as considerForm, while the running search has checks left. */
  private readonly considerChecked = (form: string): void => {
    if (this.checksLeft-- > 0) this.considerForm(form);
  };

  /** A word of the list the typo is a variant of without `marks` of its diacritics. */
  private readonly considerAccented = (id: number): void => {
    const marks = this.marks;
    const list = this.words;
    const key = list.words.text(id);
    const word = list.isTitle(id) ? initCap(key, this.turkic) : key;
    const met = this.ids.includes(id);
    if (!met) this.ids.push(id);
    this.addRestored(withError(word, list.freq[id], list.isListed(id), ACCENTS_LOG_P + marks * ACCENT_MARK_LOG_P, true), met);
  };

  /** A dictionary form (written as the checker accepted it) the typo is a variant of without `marks` diacritics. */
  private readonly considerAccentedForm = (form: string): void => {
    const marks = this.marks;
    const key = lower(form, this.turkic);
    const id = this.words.words.find(key);
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
  private readonly considerListed = (id: number): void => {
    const s = this.scoredListed(id, 2);
    if (s !== null) this.ranked.push(s);
  };

  /** A listed word of the typo's sound key: a candidate, or one three edits away for widen() (THREE_EDIT_LETTERS). */
  private readonly considerSoundAlike = (id: number): void => {
    const s = this.scoredListed(id, this.query.length >= THREE_EDIT_LETTERS ? 3 : 2);
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
    const list = this.words;
    const distance = list.distance(this.query, id, limit);
    if (distance > limit) return null;
    const key = list.words.text(id);
    // The typo is a word the dictionary writes with a capital ("january", "haus"): a mark left out.
    if (distance === 0) return list.isTitle(id) ? withError(initCap(key, this.turkic), list.freq[id], list.isListed(id), CAPITAL_LOG_P, true) : null;
    return this.scored(this.query, key, list.isTitle(id) ? initCap(key, this.turkic) : key, list.freq[id], list.isListed(id), distance);
  }

  /** A form the form search found (written as the checker accepted it). */
  private readonly considerEdit = (form: string): void => {
    // key = the candidate in lower case, as the typo is compared.
    const key = lower(form, this.turkic);
    const id = this.words.words.find(key);
    if (id >= 0) return this.considerListed(id);
    if (this.unlisted.has(key)) return;
    this.unlisted.add(key);
    const distance = editDistance(this.query, key, 2);
    if (distance <= 2 && distance > 0) this.ranked.push(this.scored(this.query, key, form, this.unlistedFrequency(form), false, distance));
  };

  /**
   * The frequency of a form the corpora lack (as checkCandidate just accepted it): its stem's share, or for a compound,
   * COMPOUND_SHARE of its last part's frequency (the longest listed word of COMPOUNDMIN letters or more it ends with),
   * at least the compound floor: Krankenversicherungskatre is -karte, not -kater.
   */
  private unlistedFrequency(form: string): number {
    // Asked right after checkCandidate accepted the form, which knows whether it read it as a compound.
    if (!this.checker.acceptedCompound) return unlistedFrequency(this.checker, this.words.stemFreq, form);
    const key = lower(form, this.turkic);
    const table = this.words.words;
    for (let at = 1, last = key.length - Math.max(1, this.checker.meta.compoundmin); at <= last; at++) {
      const id = table.find(key, at);
      if (id >= 0 && this.words.isListed(id)) return Math.max(COMPOUND_FLOOR, this.words.freq[id] * COMPOUND_SHARE);
    }
    return COMPOUND_FLOOR;
  }

  /** The listed words the .aff's two-edit REP replacements make of the typo (one-edit ones are near() neighbours). */
  private repLookups(typo: string, found: (id: number) => void): void {
    for (let at = 0; at < typo.length; at++) {
      const reps = this.twoEditReps.get(typo.charCodeAt(at));
      if (reps === undefined) continue;
      for (const [from, to] of reps) {
        if (!typo.startsWith(from, at)) continue;
        const id = this.words.words.findSpliced(typo, at, from.length, to);
        if (id >= 0) found(id);
      }
    }
  }
}
