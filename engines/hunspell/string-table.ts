// A read-only hash set of strings over pack sections, so a lookup allocates nothing and every worker shares the bytes.
// Open addressing with linear probing; the caller keeps per-entry payloads in parallel arrays indexed by entry number.
// A pack places the part under a name (STRING_TABLE at `word`: wordCodesU8, wordAlphabet, wordStartBlock, wordSlots...):
//
//   codes, alphabet, start  the entries as letter strings (engines/letter-strings.ts): entry i is string i
//   slots  u32[m]    0 = empty, else (tag << idBits) | (entry index + 1), where idBits = bit length of n and tag =
//                    the low 32 - idBits bits of hashString(entry): probes skip other entries without reading them;
//                    first slot = floor(hash * m / 2^32), then the next slots (m need not be a power of two)
import type { BlockOffsets } from '../block-offsets.ts';
import { codesToString } from '../code-units.ts';
import { LETTER_STRINGS, LetterStrings, type LetterCodeArray } from '../letter-strings.ts';
import { part, type Sections } from '../pack-layout.ts';

export const STRING_TABLE = part({ ...LETTER_STRINGS, slots: 'u32' });

/** FNV-1a over UTF-16 code units. */
export function hashString(text: string, from = 0, to = text.length): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Bits of a slot that hold entry index + 1 in a table of `size` entries. */
export function slotIdBits(size: number): number {
  return Math.max(1, 32 - Math.clz32(size));
}

/** The first slot probed for hash `h` among `slotCount` slots (the hash's high bits; its low bits are the tag). */
export function firstSlot(h: number, slotCount: number): number {
  return Math.floor((h * slotCount) / 4294967296);
}

/** The slot value of entry i with hash h. */
export function slotOf(i: number, h: number, idBits: number): number {
  return (((h << idBits) | (i + 1)) >>> 0);
}

/**
 * What both string tables share: their letters and their tagged slots, probed by find(); each table says how its
 * entries are spelled (spells).
 */
export abstract class SlottedTable {
  readonly size: number;
  protected readonly codes: LetterCodeArray;
  /** Code i is the code unit alphabet[i]. */
  protected readonly alphabet: Uint16Array;
  protected readonly slots: Uint32Array;
  protected readonly idBits: number;
  protected readonly idMask: number;

  constructor(codes: LetterCodeArray, alphabet: Uint16Array, slots: Uint32Array, size: number) {
    this.codes = codes;
    this.alphabet = alphabet;
    this.slots = slots;
    this.size = size;
    this.idBits = slotIdBits(size);
    this.idMask = this.idBits === 32 ? 0xffffffff : 2 ** this.idBits - 1;
  }

  /** Entry index of text[from..to), or -1. */
  find(text: string, from = 0, to = text.length): number {
    const h = hashString(text, from, to);
    const { slots, idBits, idMask } = this;
    const tag = (h << idBits) >>> 0;
    const last = slots.length - 1;
    for (let s = firstSlot(h, slots.length); ; s = s === last ? 0 : s + 1) {
      const e = slots[s];
      if (e === 0) return -1;
      if (((e & ~idMask) >>> 0) !== tag) continue;
      const i = (e & idMask) - 1;
      if (this.spells(i, text, from, to)) return i;
    }
  }

  /** Whether entry i is text[from..to). */
  protected abstract spells(i: number, text: string, from: number, to: number): boolean;
}

export class StringTable extends SlottedTable {
  /** Entry i is codes[start(i) .. start(i + 1)), each code the code unit alphabet[code]. */
  private readonly start: BlockOffsets;

  constructor(sections: Sections<typeof STRING_TABLE>) {
    const strings = new LetterStrings(sections);
    super(strings.codes, strings.alphabet, sections.slots, strings.length);
    this.start = strings.starts;
  }

  protected spells(i: number, text: string, from: number, to: number): boolean {
    const { start, codes, alphabet } = this;
    const a = start.at(i);
    const len = to - from;
    if (start.at(i + 1) - a !== len) return false;
    let k = 0;
    while (k < len && alphabet[codes[a + k]] === text.charCodeAt(from + k)) k++;
    return k === len;
  }

  /**
   * Whether entry i is the key `text` less its unit at `skip` (all of it when skip < 0), or the key with one unit more
   * (the symmetric-delete relation), read in place.
   */
  hasKey(i: number, text: string, skip: number): boolean {
    const { start, codes, alphabet } = this;
    const a = start.at(i);
    const n = start.at(i + 1) - a;
    const m = skip < 0 ? text.length : text.length - 1;
    if (n !== m && n !== m + 1) return false;
    // Key unit k is text's unit k, or k + 1 from `gap` on.
    const gap = skip < 0 ? m : skip;
    let k = 0;
    while (k < m && alphabet[codes[a + k]] === text.charCodeAt(k < gap ? k : k + 1)) k++;
    if (n === m) return k === m;
    // The entry's unit at k is the one the key lacks.
    for (; k < m; k++) if (alphabet[codes[a + k + 1]] !== text.charCodeAt(k < gap ? k : k + 1)) return false;
    return true;
  }

  /** Entry index of text[0..at) + middle + text[at + cut..], or -1, without making that string. */
  findSpliced(text: string, at: number, cut: number, middle: string): number {
    let h = 0x811c9dc5;
    for (let k = 0; k < at; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    for (let k = 0; k < middle.length; k++) h = Math.imul(h ^ middle.charCodeAt(k), 0x01000193);
    for (let k = at + cut; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    h >>>= 0;
    const len = text.length - cut + middle.length;
    const { slots, start, codes, alphabet, idBits, idMask } = this;
    const tag = (h << idBits) >>> 0;
    const last = slots.length - 1;
    for (let s = firstSlot(h, slots.length); ; s = s === last ? 0 : s + 1) {
      const e = slots[s];
      if (e === 0) return -1;
      if (((e & ~idMask) >>> 0) !== tag) continue;
      const i = (e & idMask) - 1;
      const a = start.at(i);
      if (start.at(i + 1) - a !== len) continue;
      let k = 0;
      while (k < at && alphabet[codes[a + k]] === text.charCodeAt(k)) k++;
      if (k < at) continue;
      let m = 0;
      while (m < middle.length && alphabet[codes[a + at + m]] === middle.charCodeAt(m)) m++;
      if (m < middle.length) continue;
      const tail = a + at + middle.length - (at + cut);
      k = at + cut;
      while (k < text.length && alphabet[codes[tail + k]] === text.charCodeAt(k)) k++;
      if (k === text.length) return i;
    }
  }

  /** The entry's text (allocates; for candidate output, not for lookups). */
  text(i: number): string {
    return codesToString(this.codes, this.alphabet, this.start.at(i), this.start.at(i + 1));
  }

  length(i: number): number {
    return this.start.at(i + 1) - this.start.at(i);
  }

  /** Writes entry i's code units to out[0 ..) (out must hold length(i)). */
  unitsOf(i: number, out: Uint16Array): void {
    const { codes, alphabet } = this;
    for (let a = this.start.at(i), end = this.start.at(i + 1), k = 0; a < end; a++, k++) out[k] = alphabet[codes[a]];
  }
}
