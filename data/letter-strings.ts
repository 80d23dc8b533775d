// Writes letters in the layout drawn in engines/letter-strings.ts: the strings' alphabet and a code per code unit.
import type { LETTER_CODES, LETTER_STRINGS } from '../engines/letter-strings.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { blockOffsets } from './block-offsets.ts';

/** Codes a byte can hold: an alphabet of at most this many units takes u8 codes. */
export const BYTE_CODES = 256;

/** The distinct code units of `strings`, ascending: code c stands for alphabet[c]. */
export function letterAlphabet(strings: readonly string[]): Uint16Array {
  const used = new Uint8Array(0x10000);
  for (const s of strings) for (let k = 0; k < s.length; k++) used[s.charCodeAt(k)] = 1;
  const alphabet: number[] = [];
  for (let unit = 0; unit < used.length; unit++) if (used[unit]) alphabet.push(unit);
  return Uint16Array.from(alphabet);
}

/** The code of each code unit of `alphabet`, indexed by the unit. */
export function unitCodes(alphabet: Uint16Array): Uint16Array {
  const codeOf = new Uint16Array(0x10000);
  alphabet.forEach((unit, code) => (codeOf[unit] = code));
  return codeOf;
}

/** The letter-codes sections of `codes` at the width the writer chose (a front-coded table's heads depend on it). */
export function letterCodeSections(codes: Uint8Array | Uint16Array, alphabet: Uint16Array): Sections<typeof LETTER_CODES> {
  const column = codes instanceof Uint8Array ? { u8: codes, u16: null, u32: null } : { u8: null, u16: codes, u32: null };
  return { codes: column, alphabet };
}

export function letterStrings(strings: readonly string[]): Sections<typeof LETTER_STRINGS> {
  const alphabet = letterAlphabet(strings);
  const codeOf = unitCodes(alphabet);
  let total = 0;
  for (const s of strings) total += s.length;
  const start = new Uint32Array(strings.length + 1);
  const codes = alphabet.length <= BYTE_CODES ? new Uint8Array(total) : new Uint16Array(total);
  strings.forEach((s, i) => {
    for (let k = 0; k < s.length; k++) codes[start[i] + k] = codeOf[s.charCodeAt(k)];
    start[i + 1] = start[i] + s.length;
  });
  return { ...letterCodeSections(codes, alphabet), start: blockOffsets(start) };
}
