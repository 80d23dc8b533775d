// Builds the CSR hash index read by engines/hash-buckets.ts (layout drawn there), by default with about two postings a
// bucket (half the bucket memory of one, one more to verify a probe).
import type { HASH_BUCKETS } from '../engines/hash-buckets.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { blockOffsets } from './block-offsets.ts';

/** Postings `posting(i)` bucketed by `hashes[i]`, in the order given within each bucket, among `size` buckets (a power of two). */
export function hashBuckets(hashes: ArrayLike<number>, posting: (i: number) => number, size = twoPerBucket(hashes.length)): Sections<typeof HASH_BUCKETS> {
  const mask = size - 1;
  const first = new Uint32Array(size + 1);
  for (let i = 0; i < hashes.length; i++) first[(hashes[i] & mask) + 1]++;
  for (let b = 0; b < size; b++) first[b + 1] += first[b];
  const fill = first.slice(0, size);
  const postings = new Uint32Array(hashes.length);
  for (let i = 0; i < hashes.length; i++) postings[fill[hashes[i] & mask]++] = posting(i);
  return { first: blockOffsets(first), postings };
}

/** The power of two at or just above half of `postings`. */
function twoPerBucket(postings: number): number {
  let size = 1;
  while (size * 2 < postings) size *= 2;
  return size;
}
