// What autocorrect asks of a language's engine, whichever speller it has: a Hunspell dictionary (autocorrector.ts) or
// a Voikko morphology (voikko-corrector.ts). core/engine-set.ts picks one per language from its profile.
import type { LoanWords } from './correct-loan-words.ts';

export interface Corrector extends LoanWords {
  /** The one confident fix for a single word, or null: the word is correct, typed so on purpose, or no fix is sure. */
  correct(text: string): string | null;
  /** The speller accepts the word. */
  isCorrect(word: string): boolean;
}
