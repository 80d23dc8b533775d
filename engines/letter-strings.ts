// Strings in key order stored at a byte per code unit where they use at most 256 distinct units (every language's
// vocabulary so far): a code indexes the ascending alphabet, so codes compare as the units they stand for.
//
//   start     block offsets (engines/block-offsets.ts) [n+1]: string i = codes[start(i) .. start(i+1))
//   codes     uint (engines/uint-column.ts): u8 where the alphabet allows, else u16
//   alphabet  u16[]  the code unit of each code, ascending
import { BLOCK_OFFSETS, BlockOffsets } from './block-offsets.ts';
import { codesToString } from './code-units.ts';
import { part, type Sections } from './pack-layout.ts';
import { UINT_COLUMN, uintColumn, type UintArray } from './uint-column.ts';

export const LETTER_STRINGS = part({ start: BLOCK_OFFSETS, codes: UINT_COLUMN, alphabet: 'u16' });

export class LetterStrings {
  /** How many strings. */
  readonly length: number;
  /** The code units the strings use, ascending. */
  readonly alphabet: Uint16Array;
  private readonly starts: BlockOffsets;
  private readonly codes: UintArray;

  constructor(sections: Sections<typeof LETTER_STRINGS>) {
    this.starts = new BlockOffsets(sections.start);
    this.codes = uintColumn(sections.codes, 'letter codes');
    this.alphabet = sections.alphabet;
    this.length = this.starts.length - 1;
  }

  /** Where string i starts: its units are unit(start(i)) .. unit(start(i + 1) - 1). */
  start(i: number): number {
    return this.starts.at(i);
  }

  /** The code unit at position `at` of the concatenated strings. */
  unit(at: number): number {
    return this.alphabet[this.codes[at]];
  }

  text(i: number): string {
    return codesToString(this.codes as Uint8Array | Uint16Array, this.alphabet, this.starts.at(i), this.starts.at(i + 1));
  }
}
