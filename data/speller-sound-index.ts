// Compiles the sound-key index of the autocorrect word list (layout in engines/correct-sound-index.ts).
import { soundKey } from '../engines/correct-error-model.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import { hashBuckets } from './hash-buckets.ts';

/** Each word (id = position) under the hash of its sound key. */
export function soundIndexSections(words: string[]): { skStart: Uint32Array; skWord: Uint32Array } {
  const { start: skStart, postings: skWord } = hashBuckets(words.map((w) => hashString(soundKey(w))), (id) => id);
  return { skStart, skWord };
}
