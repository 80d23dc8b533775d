// Listed words by how they sound (engines/sound-keys.ts): one probe meets the words a misspelling by ear stands for, however its
// letters differ, where the symmetric-delete probes miss a word two letters longer (afermed, affirmed).
//
// Sections sk*, only in packs of languages with a sound key (data/speller-sound-index.ts writes them):
//
//   block/start/postings  hash buckets (engines/hash-buckets.ts): b = hashString(key(word)) & mask, key the
//                         language's sound key; postings = ids of the corpus words (ids < meta.listedWords) in bucket b
import { HASH_BUCKETS, HashBuckets } from './hash-buckets.ts';
import { hashString } from './hunspell/string-table.ts';
import type { Sections } from './pack-layout.ts';

export const SOUND_INDEX = HASH_BUCKETS;

export class SoundIndex {
  private readonly buckets: HashBuckets;

  constructor(
    sections: Sections<typeof SOUND_INDEX>,
    private readonly soundKey: (word: string) => string,
  ) {
    this.buckets = new HashBuckets(sections);
  }

  /** Calls found(id) for each listed word whose sound key shares the typo's bucket (verify the key yourself). */
  alike(typo: string, found: (id: number) => void): void {
    const { buckets } = this;
    const b = hashString(this.soundKey(typo)) & buckets.mask;
    for (let k = buckets.first(b), end = buckets.first(b + 1); k < end; k++) found(buckets.postings[k]);
  }
}
