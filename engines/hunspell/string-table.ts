// A read-only hash set of strings over pack sections, so a lookup allocates nothing and every worker shares the bytes.
// Open addressing with linear probing; the caller keeps per-entry payloads in parallel arrays indexed by entry number.
// A pack places the part under a name (STRING_TABLE at `stem`: stemChars, stemStart, stemHash, stemSlots):
//
//   chars  u16[]    every entry's UTF-16 code units, concatenated
//   start  u32[n+1] entry i = chars[start[i] .. start[i+1])
//   hash   u32[n]   hashString(entry i), compared before the characters
//   slots  u32[2^k] 0 = empty, else entry index + 1; slot = hash & (2^k - 1), then the next slots
import { unitsToString } from '../code-units.ts';
import { part, type Sections } from '../pack-layout.ts';

export const STRING_TABLE = part({ chars: 'u16', start: 'u32', hash: 'u32', slots: 'u32' });

/** FNV-1a over UTF-16 code units. */
export function hashString(text: string, from = 0, to = text.length): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** find()'s copy of the text's code units (grown when a longer text comes). */
let findUnits = new Uint16Array(64);

export class StringTable {
  readonly size: number;
  /** Entry i's code units are chars[start[i] .. start[i + 1]) (read directly by hot loops that compare them). */
  readonly chars: Uint16Array;
  readonly start: Uint32Array;
  private readonly hashes: Uint32Array;
  private readonly slots: Uint32Array;
  private readonly mask: number;

  constructor(sections: Sections<typeof STRING_TABLE>) {
    this.chars = sections.chars;
    this.start = sections.start;
    this.hashes = sections.hash;
    this.slots = sections.slots;
    this.mask = this.slots.length - 1;
    this.size = this.start.length - 1;
  }

  /** Entry index of text[from..to), or -1. */
  find(text: string, from = 0, to = text.length): number {
    const len = to - from;
    if (findUnits.length < len) findUnits = new Uint16Array(2 * len);
    for (let k = 0; k < len; k++) findUnits[k] = text.charCodeAt(from + k);
    return this.findUnits(hashString(text, from, to), findUnits, len);
  }

  /** Entry index of the code units units[0 .. len) whose hashString is `h`, or -1, without making a string. */
  findUnits(h: number, units: Uint16Array, len: number): number {
    const { slots, hashes, start, chars, mask } = this;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const e = slots[s];
      if (e === 0) return -1;
      const i = e - 1;
      if (hashes[i] !== h) continue;
      const a = start[i];
      if (start[i + 1] - a !== len) continue;
      let k = 0;
      while (k < len && chars[a + k] === units[k]) k++;
      if (k === len) return i;
    }
  }

  /** Entry index of text[0..at) + middle + text[at + cut..], or -1, without making that string. */
  findSpliced(text: string, at: number, cut: number, middle: string): number {
    let h = 0x811c9dc5;
    for (let k = 0; k < at; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    for (let k = 0; k < middle.length; k++) h = Math.imul(h ^ middle.charCodeAt(k), 0x01000193);
    for (let k = at + cut; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    h >>>= 0;
    const len = text.length - cut + middle.length;
    const { slots, hashes, start, chars, mask } = this;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const e = slots[s];
      if (e === 0) return -1;
      const i = e - 1;
      if (hashes[i] !== h || start[i + 1] - start[i] !== len) continue;
      const a = start[i];
      let k = 0;
      while (k < at && chars[a + k] === text.charCodeAt(k)) k++;
      if (k < at) continue;
      let m = 0;
      while (m < middle.length && chars[a + at + m] === middle.charCodeAt(m)) m++;
      if (m < middle.length) continue;
      const tail = a + at + middle.length - (at + cut);
      k = at + cut;
      while (k < text.length && chars[tail + k] === text.charCodeAt(k)) k++;
      if (k === text.length) return i;
    }
  }

  /** The entry's text (allocates; for candidate output, not for lookups). */
  text(i: number): string {
    return unitsToString(this.chars, this.start[i], this.start[i + 1]);
  }

  length(i: number): number {
    return this.start[i + 1] - this.start[i];
  }
}
