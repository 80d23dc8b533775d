// One autocomplete request's text, read once (engines/complete-reading.ts): the word being typed, the two context
// words before it, how suggestions are written, and what the request learns of how the text is typed.
import { CaseForm } from './complete-text.ts';

/** Weight of a completion whose case disagrees with the one typed inside a sentence: held-out de KSR 36.80, at 1 35.63. */
export const CASE_MISMATCH = 0.1;

/** earlierWithoutMarks' answer for the request: not read yet, or read and found typed without marks or not. */
export const EarlierRead = { NotYet: 0, WithoutMarks: 1, Otherwise: 2 } as const;
export type EarlierRead = (typeof EarlierRead)[keyof typeof EarlierRead];

/** How the text is typed, learned while the request's words are read: every suggestion is written so. Reused scratch. */
export class TypingStyle {
  /**
   * The text is typed without diacritics (it has none, and a context word or an earlier one was found only read with
   * marks; or the typed word begins a word only so).
   */
  unmarked = false;
  /** The text has marks, and a word of it was read with a letter that has none spelled out (Swiss "Grüsse", "weiss"). */
  undecomposedSpelled = false;
  /** Whether the earlier words were read for it (earlierWithoutMarks), and what they said. */
  earlierRead: EarlierRead = EarlierRead.NotYet;

  reset(): void {
    this.unmarked = false;
    this.undecomposedSpelled = false;
    this.earlierRead = EarlierRead.NotYet;
  }
}

export interface Request {
  readonly text: string;
  /** Where the typed word starts in text, its elided head included, and the context words end; text.length when none is typed. */
  readonly start: number;
  /** The word being typed, after an elided head ("hom" of "l'hom"); '' after a space. */
  readonly typed: string;
  /** Word tokens the context reading went through (at most two; fewer before a sentence start). */
  readonly contextTokens: number;
  /** The context words: ids, the sentence start (the vocabulary's size), its number id, or NO_WORD. */
  readonly u: number;
  readonly v: number;
  /** v was typed as a name's word: with a capital inside a sentence, where the vocabulary writes it small. */
  readonly vName: boolean;
  /** v's word class by its ending when v is a word outside the vocabulary (an unlisted form), else -1. */
  readonly vClass: number;
  readonly sentenceStart: boolean;
  /** The typed word is a whole word with its final accent typed as an apostrophe ("perche'": perché), else NO_WORD. */
  readonly accented: number;
  /** How next-word suggestions are written: after a space or not, capitalized or not. */
  readonly nextSpaced: boolean;
  readonly nextCapitalized: boolean;
  /**
   * u and v were typed with capitals where v is written small, and the text goes on after the two ("Szczęśliwego
   * Nowego "): a next word the text wrote with a capital after them is written so (Roku, Year), the others as they are.
   */
  readonly titleRun: boolean;
  /** The text is typed in capitals where the word is: every suggestion is written so. */
  readonly capitals: boolean;
  /** Inside a sentence, the typed word's first letter is a capital, and that says something (caseDisagrees). */
  readonly capitalTyped: boolean;
  readonly caseSpeaks: boolean;
  readonly style: TypingStyle;
}

/** A word written in `form` disagrees with the case typed inside a sentence (a capital, or none, that says something). */
export function caseDisagrees(request: Request, form: number): boolean {
  return request.caseSpeaks && (form === CaseForm.Lower) === request.capitalTyped;
}
