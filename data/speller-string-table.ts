// Builds the string hash table sections read by engines/hunspell/string-table.ts (layout drawn there), and the alphabet
// and slots data/speller-front-coded-table.ts shares.
import { firstSlot, hashString, slotIdBits, slotOf, type STRING_TABLE } from '../engines/hunspell/string-table.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { blockOffsets } from './block-offsets.ts';

/**
 * Slots per entry: load factor 0.6 keeps linear probe chains short (about 1.8 slots per hit, 3.6 per miss, mostly
 * in one cache line: a slot's tag skips other entries without reading them).
 */
const SLOTS_PER_ENTRY = 1 / 0.6;
/** A table of at most this many distinct code units stores one byte per code unit. */
const LETTERS = 256;

/** The distinct code units of `texts`, ascending, when a byte can index them; else null (the table stores units). */
export function letterAlphabet(texts: string[]): Uint16Array | null {
  const used = new Set<number>();
  for (const t of texts) for (let k = 0; k < t.length; k++) used.add(t.charCodeAt(k));
  return used.size <= LETTERS ? Uint16Array.from([...used].sort((a, b) => a - b)) : null;
}

/** The code of each code unit of `alphabet`. */
export function letterCodes(alphabet: Uint16Array): Map<number, number> {
  const codeOf = new Map<number, number>();
  alphabet.forEach((unit, code) => codeOf.set(unit, code));
  return codeOf;
}

/** The hash slots of entries `texts` (unique; entry i is texts[i]). */
export function tableSlots(texts: string[]): Uint32Array {
  const slots = new Uint32Array(Math.max(1, Math.ceil(texts.length * SLOTS_PER_ENTRY)));
  const idBits = slotIdBits(texts.length);
  const last = slots.length - 1;
  texts.forEach((t, i) => {
    const h = hashString(t);
    let s = firstSlot(h, slots.length);
    while (slots[s] !== 0) s = s === last ? 0 : s + 1;
    slots[s] = slotOf(i, h, idBits);
  });
  return slots;
}

/** `texts` must be unique; entry i is texts[i]. */
export function buildStringTable(texts: string[]): Sections<typeof STRING_TABLE> {
  let total = 0;
  for (const t of texts) total += t.length;
  const alphabet = letterAlphabet(texts);
  const codeOf = alphabet && letterCodes(alphabet);
  const codes = codeOf ? new Uint8Array(total) : new Uint16Array(total);
  const start = new Uint32Array(texts.length + 1);
  let at = 0;
  texts.forEach((t, i) => {
    start[i] = at;
    for (let k = 0; k < t.length; k++) codes[at + k] = codeOf ? codeOf.get(t.charCodeAt(k))! : t.charCodeAt(k);
    at += t.length;
  });
  start[texts.length] = at;
  const slots = tableSlots(texts);
  return alphabet
    ? { letters: { codes: codes as Uint8Array, alphabet }, chars: null, start: blockOffsets(start), slots }
    : { letters: null, chars: codes as Uint16Array, start: blockOffsets(start), slots };
}
