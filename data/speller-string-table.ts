// Builds the string hash table sections read by engines/hunspell/string-table.ts (layout drawn there): letter strings
// (data/letter-strings.ts) and the hash slots data/speller-front-coded-table.ts shares.
import { firstSlot, hashString, slotIdBits, slotOf, type STRING_TABLE } from '../engines/hunspell/string-table.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { letterStrings } from './letter-strings.ts';

/**
 * Slots per entry: load factor 0.6 keeps linear probe chains short (about 1.8 slots per hit, 3.6 per miss, mostly
 * in one cache line: a slot's tag skips other entries without reading them).
 */
const SLOTS_PER_ENTRY = 1 / 0.6;

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
  return { ...letterStrings(texts), slots: tableSlots(texts) };
}
