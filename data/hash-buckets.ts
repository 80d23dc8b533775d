// A CSR hash index, as the word list's probes read it: bucket b = postings[start[b] .. start[b+1]),
// b = hash & (2^k - 1), with about two postings a bucket (half the bucket memory of one, one more to verify a probe).

/** Postings `posting(i)` bucketed by `hashes[i]`, in the order given within each bucket. */
export function hashBuckets(hashes: ArrayLike<number>, posting: (i: number) => number): { start: Uint32Array; postings: Uint32Array } {
  let size = 1;
  while (size * 2 < hashes.length) size *= 2;
  const mask = size - 1;
  const start = new Uint32Array(size + 1);
  for (let i = 0; i < hashes.length; i++) start[(hashes[i] & mask) + 1]++;
  for (let b = 0; b < size; b++) start[b + 1] += start[b];
  const fill = start.slice(0, size);
  const postings = new Uint32Array(hashes.length);
  for (let i = 0; i < hashes.length; i++) postings[fill[hashes[i] & mask]++] = posting(i);
  return { start, postings };
}
