// A CSR hash index (data/hash-buckets.ts writes it): postings bucketed by the low bits of their key's hash, about two a
// bucket:
//
//   first     block offsets (engines/block-offsets.ts) [2^k + 1]: bucket b = postings[first(b) .. first(b + 1))
//   postings  u32[]   what the index holds for each key (its reader's meaning)
import { BLOCK_OFFSETS, BlockOffsets } from './block-offsets.ts';
import { part, type Sections } from './pack-layout.ts';

export const HASH_BUCKETS = part({ first: BLOCK_OFFSETS, postings: 'u32' });

export class HashBuckets {
  readonly postings: Uint32Array;
  /** The bucket of hash h is h & mask. */
  readonly mask: number;
  private readonly offsets: BlockOffsets;

  constructor(sections: Sections<typeof HASH_BUCKETS>) {
    this.offsets = new BlockOffsets(sections.first);
    this.postings = sections.postings;
    this.mask = this.offsets.length - 2;
  }

  /** The first posting of bucket b (bucket b's end is first(b + 1)). */
  first(b: number): number {
    return this.offsets.at(b);
  }
}
