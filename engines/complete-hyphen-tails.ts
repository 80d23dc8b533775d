// A typed word joined by a hyphen to a known word before it ("allez-v", "long-forgot"): the part after the hyphen is
// finished as the next word after that one ("vous", "forgotten"), beside the hyphenated words the whole key begins.
import { Kind, type Candidates } from './complete-candidates.ts';
import type { LanguageModel, NgramContext } from './complete-model.ts';
import type { NextWords } from './complete-next-words.ts';
import type { Request } from './complete-request.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';

/** Offers the tail's completions as next words after the head, weighed by the head's probability in ctx. */
export function completeHyphenTail(request: Request, key: string, ctx: NgramContext, vocabulary: Vocabulary, model: LanguageModel, next: NextWords, list: Candidates): void {
  const cut = key.lastIndexOf('-');
  if (cut <= 0 || cut === key.length - 1) return;
  const head = vocabulary.idOfKey(key.slice(0, cut));
  if (head === NO_WORD) return;
  const tail = key.slice(cut + 1);
  const lo = vocabulary.lowerBound(tail, 0);
  const hi = vocabulary.lowerBound(tail, 1);
  if (lo >= hi) return;
  const given = model.probability(ctx, head);
  list.tailFrom = tail.length;
  next.predictAmong(request, request.v, head, false, given, Kind.CompoundTail, vocabulary.keyLength(lo) === tail.length ? lo + 1 : lo, hi);
}
