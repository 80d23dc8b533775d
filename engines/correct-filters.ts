// What autocorrect leaves as typed before any search: words it accepts and tokens typed so on purpose (TEXT_NO_FIX,
// WORD_NO_FIX), and the typos only a restored reading or a listed correction fixes (RESTORED_ONLY). Each entry says
// why, then "off:" what turning it off changes: answers of the dev sets (../shared/eval/dev) and of the typo, accent
// and misspelling splits (bench/*-split.ts), or where none changes, of the README's and tests' examples.
import type { TypedText, TypedWord } from './correct-typed-word.ts';
import type { WrittenWords } from './correct-written-words.ts';
import { CapType } from './casing.ts';

/** What a filter asks of the language's autocorrector. */
export interface WordJudge {
  readonly turkic: boolean;
  /** The language's clitic (Writing.clitic), or null. */
  readonly clitic: RegExp | null;
  /** The word list or the checker accepts the word. */
  isCorrect(word: string): boolean;
  /** The checker accepts the word as written. */
  check(word: string): boolean;
}

interface Filter<Typed> {
  readonly name: string;
  readonly holds: (typed: Typed, judge: WordJudge) => boolean;
}

interface RestoredOnlyFilter {
  readonly name: string;
  readonly holds: (typo: string, written: WrittenWords) => boolean;
}

const HAS_DIGIT = /\p{N}/u;
const LOOKS_LIKE_ADDRESS = /[@/\\:]|^www\.|\.(com|org|net|de|io)$/i;
/** Laughter and the like, typed on purpose: a syllable said again ("haha", "hehe", "jaja", "xoxo") or a letter ("kkkk"). */
const REPEATED = /^(?:(\p{L}{2,3})\1+|(\p{L})\2{3,})$/iu;
const NAME_SUFFIX = /^[^']+'\p{Ll}+$/u;
/**
 * A word without a vowel is typed on purpose: an abbreviation ("Str.", "vgl.", "pls", "brb", "nwm", "спс") or a sound
 * ("hmm", "psst"), far oftener than a slip that lost every vowel ("tht"). Only a restored reading fixes it ("ctvrt").
 */
const VOWELLESS = new RegExp('^(?:[b-df-hj-np-tv-xz]+|[бвгґджзйклмнпрстфхцчшщъь]+)$', 'i');

/** The typed text gets no fix when any of these holds, tested in this order (the likeliest first). */
export const TEXT_NO_FIX: readonly Filter<TypedText>[] = [
  /** Most words are correct: accepted before any other test. Off: dev correct words 256 of 420 changed, typo split's 684 of 1,200. */
  { name: 'correct word', holds: (typed, judge) => judge.isCorrect(typed.text) },
  /** A correct word with the language's clitic joined to it (Writing.clitic). Off: no set has one; German machts: machst, hats: hast. */
  { name: 'clitic', holds: (typed, judge) => isCorrectWithClitic(typed.text, judge) },
  /** Numbers, codes, addresses and paths are no words. Off: 115 examples changed ("/api": Papi). */
  { name: 'digits or address', holds: (typed) => HAS_DIGIT.test(typed.text) || LOOKS_LIKE_ADDRESS.test(typed.text) },
];

/** Nor does the word of the typed text (readWord) when any of these holds. */
export const WORD_NO_FIX: readonly Filter<TypedWord>[] = [
  /** Punctuation alone, or after a word the checker accepts. Off: 1 example changed (Indonesian ",": "a,"). */
  { name: 'punctuation after a correct word', holds: (typed, judge) => typed.word === '' || (typed.punctuation !== '' && judge.check(typed.word)) },
  /** Laughter and the like (REPEATED). Off: 52 examples changed ("HAHA": HAHN); misspell split +1 right (prepre). */
  { name: 'laughter', holds: (typed) => REPEATED.test(typed.word) },
  /** Capitals inside the word ("iPhone", "McDonald") are a name's or a brand's. Off: 286 examples changed. */
  { name: 'mixed case', holds: (typed) => typed.caps === CapType.Huh || typed.caps === CapType.HuhInit },
  /** Turkish writes a name's suffixes after an apostrophe: a name no dictionary lists. Off: "Ahmet'in" -> Ahmetli. */
  { name: 'Turkish name with suffix', holds: (typed, judge) => judge.turkic && typed.caps === CapType.Init && NAME_SUFFIX.test(typed.word) },
  /** Capitals with dots or marks (U.S., AT&T) or one or two letters (EU). Off: 10 examples changed ("T.E.H.": TŘECH.). */
  { name: 'acronym', holds: (typed) => typed.caps === CapType.All && (typed.word.length <= 2 || /[^\p{L}]/u.test(typed.word)) },
  /** A single letter says nothing of the word meant. Off: 62 examples changed (Norwegian "a": å, Portuguese "n": não). */
  { name: 'single letter', holds: (typed) => typed.word.length === 1 },
];

/** The language's clitic ends the word, and the word before it is correct. */
function isCorrectWithClitic(text: string, judge: WordJudge): boolean {
  const clitic = judge.clitic?.exec(text);
  return clitic !== null && clitic !== undefined && judge.isCorrect(text.slice(0, clitic.index));
}

/** A lower-case typo of these is fixed only by a sure restored reading (its marks, capital or apostrophes). */
export const RESTORED_ONLY: readonly RestoredOnlyFilter[] = [
  /** A word people write that the dictionary lacks (correct-written-words.ts). Off: 60 examples changed ("American": Américain). */
  { name: 'written word', holds: (typo, written) => written.has(typo) },
  /** A word a spelling list holds ("javascript", "centre"). Off: 13 examples changed (en_GB "Plugin": Plug-in). */
  { name: 'spelled word', holds: (typo, written) => written.isSpelled(typo) },
  /** An abbreviation or a sound (VOWELLESS). Off: 129 examples changed ("Pls": Plus), dev typos +1 right, typo split +3. */
  { name: 'no vowel', holds: (typo) => VOWELLESS.test(typo) },
];
