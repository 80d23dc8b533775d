// Listed words by how they sound (soundKey): one probe meets the words a misspelling by ear stands for, however its
// letters differ, where the symmetric-delete probes miss a word two letters longer (afermed, affirmed).
//
//   skStart u32[2^k+1]  bucket b = skWord[skStart[b] .. skStart[b+1]); b = hashString(soundKey(word)) & (2^k - 1)
//   skWord  u32[]       ids of the corpus words (ids < meta.listedWords) whose sound key falls in the bucket
// Only packs of languages with a sound key have the sections (data/speller-sound-index.ts writes them).
import { soundKey } from './correct-error-model.ts';
import { hashString } from './hunspell/string-table.ts';
import type { Pack } from './pack.ts';

export class SoundIndex {
  private readonly skStart: Uint32Array;
  private readonly skWord: Uint32Array;
  private readonly mask: number;

  private constructor(pack: Pack) {
    this.skStart = pack.u32('skStart');
    this.skWord = pack.u32('skWord');
    this.mask = this.skStart.length - 2;
  }

  /** The pack's sound index, or null when its language has none. */
  static of(pack: Pack): SoundIndex | null {
    return pack.has('skStart') ? new SoundIndex(pack) : null;
  }

  /** Calls found(id) for each listed word whose sound key shares the typo's bucket (verify the key yourself). */
  alike(typo: string, found: (id: number) => void): void {
    const b = hashString(soundKey(typo)) & this.mask;
    for (let k = this.skStart[b], end = this.skStart[b + 1]; k < end; k++) found(this.skWord[k]);
  }
}
