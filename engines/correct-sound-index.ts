// Listed words by how they sound (engines/sound-keys.ts): one probe meets the words a misspelling by ear stands for, however its
// letters differ, where the symmetric-delete probes miss a word two letters longer (afermed, affirmed).
//
// Sections sk*, only in packs of languages with a sound key (data/speller-sound-index.ts writes them):
//
//   start u32[2^k+1]  bucket b = word[start[b] .. start[b+1]); b = hashString(key(word)) & (2^k - 1), key the language's sound key
//   word  u32[]       ids of the corpus words (ids < meta.listedWords) whose sound key falls in the bucket
import { hashString } from './hunspell/string-table.ts';
import { part, type Sections } from './pack-layout.ts';

export const SOUND_INDEX = part({ start: 'u32', word: 'u32' });

export class SoundIndex {
  private readonly skStart: Uint32Array;
  private readonly skWord: Uint32Array;
  private readonly mask: number;

  constructor(
    sections: Sections<typeof SOUND_INDEX>,
    private readonly soundKey: (word: string) => string,
  ) {
    this.skStart = sections.start;
    this.skWord = sections.word;
    this.mask = this.skStart.length - 2;
  }

  /** Calls found(id) for each listed word whose sound key shares the typo's bucket (verify the key yourself). */
  alike(typo: string, found: (id: number) => void): void {
    const b = hashString(this.soundKey(typo)) & this.mask;
    for (let k = this.skStart[b], end = this.skStart[b + 1]; k < end; k++) found(this.skWord[k]);
  }
}
