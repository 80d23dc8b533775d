// Builds the string hash table sections read by engines/hunspell/string-table.ts (layout drawn there).
import { hashString, type STRING_TABLE } from '../engines/hunspell/string-table.ts';
import type { Sections } from '../engines/pack-layout.ts';

/** Slots per entry, at least: load factor <= 0.5 keeps probe chains short (measured: ~1.5 probes per miss). */
const SLOTS_PER_ENTRY = 2;

/** `texts` must be unique; entry i is texts[i]. */
export function buildStringTable(texts: string[]): Sections<typeof STRING_TABLE> {
  let total = 0;
  for (const t of texts) total += t.length;
  const chars = new Uint16Array(total);
  const start = new Uint32Array(texts.length + 1);
  const hash = new Uint32Array(texts.length);
  let size = 1;
  while (size < texts.length * SLOTS_PER_ENTRY) size *= 2;
  const slots = new Uint32Array(size);
  const mask = size - 1;
  let at = 0;
  texts.forEach((t, i) => {
    start[i] = at;
    for (let k = 0; k < t.length; k++) chars[at + k] = t.charCodeAt(k);
    at += t.length;
    const h = hashString(t);
    hash[i] = h;
    let s = h & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = i + 1;
  });
  start[texts.length] = at;
  return { chars, start, hash, slots };
}
