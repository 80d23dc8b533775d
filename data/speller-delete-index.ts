// Builds the autocorrect word list's symmetric-delete index read by engines/correct-delete-index.ts (layout drawn there).
import { deleteIdBits, hashSkipping, MIN_TAG_BITS, POSTING_BITS, type DELETE_INDEX } from '../engines/correct-delete-index.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { hashBuckets } from './hash-buckets.ts';

/** Every word (id = position) under its own hash and the hashes of its one-letter deletions, a bucket per id value. */
export function deleteIndexSections(words: string[]): Sections<typeof DELETE_INDEX> {
  const idBits = deleteIdBits(words.length);
  if (POSTING_BITS - idBits < MIN_TAG_BITS) throw new RangeError(`delete index: ${words.length} words leave a posting too few tag bits`);
  const tagMask = 2 ** (POSTING_BITS - idBits) - 1;
  const hashes: number[] = [];
  const ids: number[] = [];
  words.forEach((word, id) => {
    const seen = new Set<number>();
    for (let skip = -1; skip < word.length; skip++) {
      const h = skip < 0 ? hashString(word) : hashSkipping(word, skip);
      if (seen.has(h)) continue;
      seen.add(h);
      hashes.push(h);
      ids.push(id);
    }
  });
  const { first, postings } = hashBuckets(hashes, (i) => (((hashes[i] >>> idBits) & tagMask) << idBits) | ids[i], 2 ** idBits);
  const bytes = new Uint8Array(3 * postings.length);
  postings.forEach((p, k) => {
    bytes[3 * k] = p;
    bytes[3 * k + 1] = p >>> 8;
    bytes[3 * k + 2] = p >>> 16;
  });
  return { first, postings: bytes };
}
