// A Bloom filter over every word form the dictionary makes without compounding (data/speller-forms.ts), so the
// edit search rejects most generated strings with two hashes instead of a full affix analysis.
//
//   formBloom u32[m / 32]  bit b set <=> some form f has b = (h1(f) + i * h2(f)) mod m for an i < FORM_HASHES
//   (empty: no filter; everything passes)
//   formCrossPrefixes u16[]  "add\tstrip\n" per cross-product prefix, present when the filter leaves out
//   prefix + suffix forms (too many): such a form is add + rest where strip + rest is a suffixed form in the filter
import type { Pack } from '../pack.ts';
import { hashString } from './string-table.ts';

/** Probes per form; with 8 bits per form this gives ~2% false positives. */
export const FORM_HASHES = 4;

/** A second, independent string hash (multiplicative, other seed), forced odd for double hashing. */
export function hashString2(text: string, from = 0, to = text.length): number {
  let h = 0x9747b28c;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995) ^ (h >>> 15);
  return (h | 1) >>> 0;
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

  constructor(pack: Pack) {
    this.bits = pack.has('formBloom') ? pack.u32('formBloom') : new Uint32Array(0);
    this.size = this.bits.length * 32;
    if (!pack.has('formCrossPrefixes')) return;
    const text = String.fromCharCode(...pack.u16('formCrossPrefixes'));
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
    if (this.bits.length === 0) return true;
    const h1 = hashString(text, from, to);
    const h2 = hashString2(text, from, to);
    for (let i = 0; i < FORM_HASHES; i++) {
      const b = ((h1 + Math.imul(i, h2)) >>> 0) % this.size;
      if ((this.bits[b >>> 5] & (1 << (b & 31))) === 0) return false;
    }
    return true;
  }
}
