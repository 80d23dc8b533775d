// A Bloom filter over every word form the dictionary makes without compounding (data/speller-forms.ts), so the
// checker's candidate mode and the diacritic search reject most strings that are no form with two hashes instead of
// a full affix analysis. Sections form*:
//
//   bloom u32[m / 32]  bit b set <=> some form f has b = (h1(f) + i * h2(f)) mod m for an i < FORM_HASHES,
//                      h1 = mixHash(polyHash(f, FORM_BASE1)), h2 = mixHash(polyHash(f, FORM_BASE2)) | 1
//                      (empty: no filter; everything passes)
//   crossPrefixes u16[]  optional: "add\tstrip\n" per cross-product prefix, present when the filter leaves out
//   prefix + suffix forms (too many): such a form is add + rest where strip + rest is a suffixed form in the filter
import { optional, part, type Sections } from '../pack-layout.ts';

export const FORM_FILTER = part({ bloom: 'u32', crossPrefixes: optional('u16') });

/** Probes per form; with BLOOM_BITS_PER_FORM = 16 (data/speller-forms.ts) this gives ~0.05% false positives. */
export const FORM_HASHES = 8;

/**
 * The two polynomial hashes' bases (odd). A polynomial hash of head + middle + tail is spliced from the parts'
 * hashes in O(1), so a search tests a variant without hashing (or building) the whole string.
 */
export const FORM_BASE1 = 0x01000193;
export const FORM_BASE2 = 0x5bd1e995;

/** Polynomial hash of text[from..to) mod 2^32: the sum of code(k) * base^(to - 1 - k). */
export function polyHash(text: string, base: number, from = 0, to = text.length): number {
  let h = 0;
  for (let i = from; i < to; i++) h = (Math.imul(h, base) + text.charCodeAt(i)) | 0;
  return h;
}

/** murmur3's finalizer: spreads a polynomial hash's weak low bits over the word (unsigned result). */
export function mixHash(p: number): number {
  let h = p ^ (p >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The formCrossPrefixes section's text for [add, strip] pairs. */
export function crossPrefixSection(pairs: [string, string][]): Uint16Array {
  const text = pairs.map(([add, strip]) => `${add}\t${strip}\n`).join('');
  return Uint16Array.from(text, (ch) => ch.charCodeAt(0));
}

export class FormFilter {
  private readonly bits: Uint32Array;
  private readonly size: number;
  /** Cross-product prefixes by the first code unit of what they add ('' = add nothing): [add, strip]. */
  private readonly crossPrefixes = new Map<string, [string, string][]>();

  /** No sections: no filter (a checker built before its filter, data/compile-speller.ts). */
  constructor(sections: Sections<typeof FORM_FILTER> | null) {
    this.bits = sections?.bloom ?? new Uint32Array(0);
    this.size = this.bits.length * 32;
    if (!sections?.crossPrefixes) return;
    const text = String.fromCharCode(...sections.crossPrefixes);
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const [add, strip] = line.split('\t');
      const key = add.slice(0, 1);
      const list = this.crossPrefixes.get(key);
      if (list) list.push([add, strip]);
      else this.crossPrefixes.set(key, [[add, strip]]);
    }
  }

  /**
   * False only when the word is certainly not a prefix + suffix form (filters without those forms): no cross
   * prefix it starts with leaves, with the prefix's strip put back, a suffixed form.
   */
  mayBeCrossPrefixed(word: string): boolean {
    for (const key of ['', word.slice(0, 1)]) {
      for (const [add, strip] of this.crossPrefixes.get(key) ?? []) {
        if (word.startsWith(add) && this.has(strip + word.slice(add.length))) return true;
      }
    }
    return false;
  }

  get enabled(): boolean {
    return this.bits.length > 0;
  }

  /** False only when text[from..to) is certainly not a form. */
  has(text: string, from = 0, to = text.length): boolean {
    return this.bits.length === 0 || this.hasPolyHashes(polyHash(text, FORM_BASE1, from, to), polyHash(text, FORM_BASE2, from, to));
  }

  /** The first probe of `has`, from the first polynomial hash alone: false only when certainly not a form. */
  firstProbe(p1: number): boolean {
    if (this.bits.length === 0) return true;
    const b = mixHash(p1) % this.size;
    return (this.bits[b >>> 5] & (1 << (b & 31))) !== 0;
  }

  /** `has` for a text given by its two polynomial hashes. */
  hasPolyHashes(p1: number, p2: number): boolean {
    if (this.bits.length === 0) return true;
    const h1 = mixHash(p1);
    const h2 = (mixHash(p2) | 1) >>> 0;
    for (let i = 0; i < FORM_HASHES; i++) {
      const b = ((h1 + Math.imul(i, h2)) >>> 0) % this.size;
      if ((this.bits[b >>> 5] & (1 << (b & 31))) === 0) return false;
    }
    return true;
  }
}
