// Writes ascending offsets in the two parts drawn in engines/block-offsets.ts.
import { BLOCK_BITS, type BLOCK_OFFSETS } from '../engines/block-offsets.ts';
import type { Sections } from '../engines/pack-layout.ts';

/** `offsets` ascending; throws when 256 rows span 65536 entries or more. */
export function blockOffsets(offsets: ArrayLike<number>): Sections<typeof BLOCK_OFFSETS> {
  const block = new Uint32Array(((offsets.length - 1) >>> BLOCK_BITS) + 1);
  for (let q = 0; q < block.length; q++) block[q] = offsets[q << BLOCK_BITS];
  const within = new Uint16Array(offsets.length);
  for (let i = 0; i < offsets.length; i++) {
    const offset = offsets[i] - block[i >>> BLOCK_BITS];
    if (offset > 0xffff) throw new RangeError(`block offsets: ${offset} entries in ${1 << BLOCK_BITS} rows`);
    within[i] = offset;
  }
  return { block, within };
}
