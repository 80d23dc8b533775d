// Compiles the sound-key index of the autocorrect word list (layout in engines/correct-sound-index.ts).
import type { SOUND_INDEX } from '../engines/correct-sound-index.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { hashBuckets } from './hash-buckets.ts';

/** Each word (id = position) under the hash of its sound key. */
export function soundIndexSections(words: string[], soundKey: (word: string) => string): Sections<typeof SOUND_INDEX> {
  return hashBuckets(words.map((w) => hashString(soundKey(w))), (id) => id);
}
