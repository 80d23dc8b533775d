// Text in another language uses English words as they are ("Thread", "Build", "socket", "selfie"): a typo that is a
// word of the loan language is also weighed as typed, at LOAN_SHARE of its frequency there, as one more candidate the
// fix must beat. Restored readings still win ("television" -> "televisión"; "Burger" -> "Bürger"). Off: of the 1,241
// words of eval/loan-words.ts, which the checkers reject, 490 are changed, not 29; dev typos +2 right (de "user").
import type { LoanVerbForms } from '../languages/profile.ts';
import { type Scored, withError } from './correct-score.ts';

/** Share of the loan word's frequency: of 903 loan words 26 changed at 1e-3, 10 at 1e-2 (then dev accents -1 right). */
const LOAN_SHARE = 1e-3;
/** A loan verb's stem has at least this many letters before the language's ending. */
const LOAN_STEM_LETTERS = 3;

/** Another language's words used as they are: a word's frequency there (WordList.frequencyOf), or 0. */
export interface LoanWords {
  frequencyOf(word: string): number;
}

/** The typo as typed, a word of the loan language (at LOAN_SHARE of its frequency), or null when it is none. */
export function loanReading(loans: LoanWords, verbForms: LoanVerbForms | null, typo: string): Scored | null {
  const loan = loanFrequency(loans, verbForms, typo);
  return loan > 0 ? withError(typo, LOAN_SHARE * loan, true, 0, false, 0) : null;
}

/**
 * The typo's frequency in the loan language: as a word of it, or as a verb of it with this language's inflection
 * (Writing.loanVerbForms; off: of eval/loan-words.ts's words 53 are changed, not 29), the
 * stem read as it is, with the English e its ending took ("lik-en": like) and undoubled ("shopp-en": shop).
 */
function loanFrequency(loans: LoanWords, forms: LoanVerbForms | null, typo: string): number {
  let best = loans.frequencyOf(typo);
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
