// Compounds written as one word ("Staatssysteme"): a typed word no vocabulary entry begins is read as a head and the
// start of a word, and that word's best unigram completions finish it ("staatssys" -> "teme").
import { Kind, type Candidates } from './complete-candidates.ts';
import { CaseForm } from './complete-text.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';
import type { CandidateWalk } from './complete-walk.ts';

/**
 * Shortest head a compound is split after ("Haus|tür"), and shortest typed tail completed as a word of its own: held-out
 * KSR without compounds / with, de 37.7 / 38.5, nl 36.7 / 37.0, sv 48.9 / 49.3 (a head of 4 or a tail of 2 within 0.1).
 */
const COMPOUND_HEAD_CHARS = 3;
const COMPOUND_TAIL_CHARS = 1;

/** Offers the tail completions of the longest compound head (isCompoundHead) whose remainder begins some word. */
export function completeCompound(key: string, vocabulary: Vocabulary, walk: CandidateWalk, list: Candidates): void {
  // A head is no longer than the longest key and one letter.
  for (let k = Math.min(key.length - COMPOUND_TAIL_CHARS, vocabulary.longestKey + 1); k >= COMPOUND_HEAD_CHARS; k--) {
    const head = key.slice(0, k);
    if (!isCompoundHead(head, vocabulary)) continue;
    const tail = key.slice(k);
    const lo = vocabulary.lowerBound(tail, 0);
    const hi = vocabulary.lowerBound(tail, 1);
    if (lo >= hi) continue;
    list.tailFrom = tail.length;
    const n = walk.bestUnigrams(lo, hi);
    for (let j = 0; j < n; j++) {
      const w = walk.unigram(j);
      if (vocabulary.keyLength(w) === tail.length || vocabulary.isElidedHead(w) || vocabulary.caseForm[w] === CaseForm.Upper) continue;
      list.offer(w, vocabulary.unigram(w), Kind.CompoundTail);
    }
    return;
  }
}

/**
 * A compound's first part: a vocabulary word, one with a linking s ("Staats|"), or one whose final e the compound
 * drops ("Erd|herrschaft", "Schul|buch"; Swedish "pojk|vän").
 */
function isCompoundHead(head: string, vocabulary: Vocabulary): boolean {
  return vocabulary.idOfKey(head) !== NO_WORD || (head.endsWith('s') && vocabulary.idOfKey(head.slice(0, -1)) !== NO_WORD) || vocabulary.idOfKey(head + 'e') !== NO_WORD;
}
