// Ascending u32 offsets (a CSR table's row starts) stored in two parts, so most of them take two bytes, not four:
//
//   block   u32[n/256 + 1]  offset of every 256th row
//   within  u16[n]          offset(i) = block[i >> 8] + within[i]
//
// A run of 256 rows spans fewer than 65536 entries in every table that uses this (data/block-offsets.ts checks).
import { part, type Sections } from './pack-layout.ts';

export const BLOCK_OFFSETS = part({ block: 'u32', within: 'u16' });
/** log2 of the rows a block offset covers. */
export const BLOCK_BITS = 8;

export class BlockOffsets {
  /** How many offsets (rows + 1). */
  readonly length: number;
  private readonly block: Uint32Array;
  private readonly within: Uint16Array;

  constructor(sections: Sections<typeof BLOCK_OFFSETS>) {
    this.block = sections.block;
    this.within = sections.within;
    this.length = this.within.length;
  }

  at(i: number): number {
    return this.block[i >>> BLOCK_BITS] + this.within[i];
  }
}
