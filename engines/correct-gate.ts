// When the best candidate is the fix: sure among all candidates (its posterior), and a likely slip of the typo.
import { EDIT_LOG_P, FIRST_LETTER_LOG_P } from './correct-error-model.ts';
import type { Scored } from './correct-score.ts';
import { lower } from './casing.ts';

/** Posterior a listed best needs: with UNLISTED_POSTERIOR, tuning typos 91.5 % / 98.2 % against 89.1 % / 98.0 % by a lead gate. */
const LISTED_POSTERIOR = 0.55;
/** Posterior a best needs whose frequency is its stem's share or the floor. */
const UNLISTED_POSTERIOR = 0.7;
/** A best one edit away this sure needs no wider search: el, uk, tr typos several times faster (off: typo split -4 right -4 wrong). */
const SETTLED_POSTERIOR = 0.995;
/** ... and at least this frequent (log relative frequency). */
const SETTLED_LOG_FREQ = -11;
/**
 * ... and a likely slip (log P(typo | word)): a best a far key or a stray letter away leaves an unlisted form one
 * likely slip away to find ("zastaveníc": zastaveních, not zastavení; off: typo split -4 right on its two halves).
 */
const SETTLED_LOG_ERROR = -5;
/** A typo of this many letters or fewer needs a likely slip: "thx", "btw", "lol" are tokens typed on purpose. */
const SHORT_TYPO_LETTERS = 3;
/** The likely slip a short typo needs: a swap, a dropped letter, a neighbouring key, also at the first letter. */
const SHORT_TYPO_LOG_P = EDIT_LOG_P.transpose + FIRST_LETTER_LOG_P;
/** A word two edits from a typo of fewer letters is no fix: the typo keeps half its letters or fewer ("apps": als). */
const TWO_EDIT_LETTERS = 5;

/**
 * Share of the best candidate in the normalized exp(score) of all (ranked best first, not empty). A best word the typo
 * is without its diacritics has the share of all such words: which of them was meant is a tie broken by frequency
 * ("spolecnosti": společnosti and společností are both words), not a doubt about the reading. Off (the best's own
 * share): dev accents -5 right -3 wrong, accent split -5 right -7 wrong.
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

/** The best candidate (ranked best first) is sure enough among all to be proposed. */
export function isSure(ranked: Scored[]): boolean {
  return ranked.length > 0 && posterior(ranked) >= (ranked[0].listed ? LISTED_POSTERIOR : UNLISTED_POSTERIOR);
}

/** The best candidate is one likely slip away, frequent and all but certain: no wider search could change the answer. */
export function isSettled(ranked: Scored[]): boolean {
  const best = ranked[0];
  return (
    best !== undefined &&
    best.edits === 1 &&
    best.logError >= SETTLED_LOG_ERROR &&
    best.logFreq >= SETTLED_LOG_FREQ &&
    posterior(ranked) >= SETTLED_POSTERIOR
  );
}

/**
 * The sure best candidate is a fix: a restored reading always (its marks, its capital; its apostrophes, "thats" ->
 * "that's": off, 6 examples change, "im": I'm); for a `written` typo (RESTORED_ONLY) nothing else; two edits from a
 * typo of fewer than TWO_EDIT_LETTERS letters never (off: 178 examples change, "sof": soft); a short typo only a likely
 * slip (SHORT_TYPO_LETTERS; off: 302 examples change). All off: 887 examples change, dev typos +1 right (knck).
 */
export function isLikelySlip(best: Scored, typo: string, written: boolean, turkic: boolean): boolean {
  if (best.restored || lower(best.word, turkic).replaceAll("'", '') === typo) return true;
  if (written) return false;
  if (best.edits >= 2 && typo.length < TWO_EDIT_LETTERS) return false;
  return typo.length > SHORT_TYPO_LETTERS || (best.edits === 1 && best.logError >= SHORT_TYPO_LOG_P);
}
