// The autocorrect word list's symmetric-delete index: a typo and its intended word share the word itself or a
// one-letter deletion (a key) whenever they are one edit apart, and often when two (data/speller-delete-index.ts
// writes it):
//
//   first     block offsets (engines/block-offsets.ts) [2^idBits + 1], idBits = deleteIdBits(words): the postings of
//             the keys whose hash's low idBits bits are b are [first(b), first(b + 1))
//   postings  u8[3 × postings]  posting k = bytes 3k .. 3k + 2, little-endian: tag << idBits | word id, where tag is
//             the key hash's next 24 - idBits bits: a probe passes over most other keys' words without reading them,
//             and reads the rest to keep only the words that are the key or the key with a letter more
import { BLOCK_OFFSETS, BlockOffsets } from './block-offsets.ts';
import { hashString, slotIdBits, type StringTable } from './hunspell/string-table.ts';
import { part, type Sections } from './pack-layout.ts';

export const DELETE_INDEX = part({ first: BLOCK_OFFSETS, postings: 'u8' });

/** Bits of a posting: three bytes. */
export const POSTING_BITS = 24;
/** The fewest bits of the key hash a posting keeps, which bounds the words a list may hold (2^20: more than any has). */
export const MIN_TAG_BITS = 4;
/** A posting's bits for the word id, also the bucket's bits of the key hash: a bucket per id value (5 to 10 postings each). */
export const deleteIdBits = slotIdBits;

/** FNV-1a of the text with the code unit at `skip` left out (the hash of a one-letter deletion). */
export function hashSkipping(text: string, skip: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) if (i !== skip) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Candidates considered per query, at most (real queries meet far fewer). */
const MAX_NEAR_WORDS = 512;

export class DeleteIndex {
  private readonly first: BlockOffsets;
  private readonly postings: Uint8Array;
  private readonly idBits: number;
  private readonly idMask: number;
  private readonly tagMask: number;
  /** Ids already reported in this query (a query meets a few dozen at most; a scan beats a per-word table). */
  private readonly seen = new Uint32Array(MAX_NEAR_WORDS);
  private seenCount = 0;

  constructor(
    sections: Sections<typeof DELETE_INDEX>,
    private readonly words: StringTable,
  ) {
    this.first = new BlockOffsets(sections.first);
    this.postings = sections.postings;
    this.idBits = deleteIdBits(words.size);
    this.idMask = 2 ** this.idBits - 1;
    this.tagMask = 2 ** (POSTING_BITS - this.idBits) - 1;
  }

  /** Calls found(id) once per word sharing a key with `typo` (verify the distance yourself). */
  near(typo: string, found: (id: number) => void): void {
    this.seenCount = 0;
    for (let skip = -1; skip < typo.length; skip++) {
      if (!this.probe(typo, skip, skip < 0 ? hashString(typo) : hashSkipping(typo, skip), found)) return;
    }
  }

  /** Reports the unseen words of key `typo` less its unit at `skip` (hash h); false once MAX_NEAR_WORDS were reported. */
  private probe(typo: string, skip: number, h: number, found: (id: number) => void): boolean {
    const { seen, postings, idBits, idMask } = this;
    const b = h & idMask;
    const tag = (h >>> idBits) & this.tagMask;
    scan: for (let k = this.first.at(b), end = this.first.at(b + 1); k < end; k++) {
      const p = postings[3 * k] | (postings[3 * k + 1] << 8) | (postings[3 * k + 2] << 16);
      if (p >>> idBits !== tag) continue;
      const id = p & idMask;
      for (let j = 0; j < this.seenCount; j++) if (seen[j] === id) continue scan;
      if (!this.words.hasKey(id, typo, skip)) continue;
      if (this.seenCount === MAX_NEAR_WORDS) return false;
      seen[this.seenCount++] = id;
      found(id);
    }
    return true;
  }
}
