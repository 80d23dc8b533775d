// Builds the front-coded string hash table sections read by engines/hunspell/front-coded-table.ts (layout drawn there).
import { type FRONT_CODED_TABLE, headBits, RUN } from '../engines/hunspell/front-coded-table.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { BYTE_CODES, letterAlphabet, letterCodeSections, unitCodes } from './letter-strings.ts';
import { tableSlots } from './speller-string-table.ts';

/** The longest entry a code of each width can count. */
const LONGEST = { u8: 0xff, u16: 0xffff };

/** `texts` must be unique; entry i is texts[i]. */
export function buildFrontCodedTable(texts: string[]): Sections<typeof FRONT_CODED_TABLE> {
  let longest = 0;
  for (const t of texts) longest = Math.max(longest, t.length);
  if (longest > LONGEST.u16) throw new RangeError(`front-coded table: an entry of ${longest} code units`);
  const alphabet = letterAlphabet(texts);
  const codeOf = unitCodes(alphabet);
  const bytes = longest <= LONGEST.u8 && alphabet.length <= BYTE_CODES;
  const bits = headBits(bytes ? new Uint8Array(0) : new Uint16Array(0));
  const longHead = 2 ** (2 * bits) - 1;
  /** Shared and count fit one head when both are under this (so a short head is never all ones). */
  const short = 2 ** bits - 1;
  const shares = new Uint16Array(texts.length);
  let total = 0;
  texts.forEach((t, i) => {
    const before = i % RUN === 0 ? '' : texts[i - 1];
    let shared = 0;
    while (shared < t.length && shared < before.length && t.charCodeAt(shared) === before.charCodeAt(shared)) shared++;
    shares[i] = shared;
    total += (shared < short && t.length - shared < short ? 1 : 3) + t.length - shared;
  });
  const codes = bytes ? new Uint8Array(total) : new Uint16Array(total);
  const runs = new Uint32Array(Math.ceil(texts.length / RUN));
  let at = 0;
  texts.forEach((t, i) => {
    if (i % RUN === 0) runs[i / RUN] = at;
    const shared = shares[i];
    const count = t.length - shared;
    if (shared < short && count < short) codes[at++] = (shared << bits) | count;
    else {
      codes[at++] = longHead;
      codes[at++] = shared;
      codes[at++] = count;
    }
    for (let k = shared; k < t.length; k++) codes[at++] = codeOf[t.charCodeAt(k)];
  });
  const size = Uint32Array.of(texts.length);
  const slots = tableSlots(texts);
  return { ...letterCodeSections(codes, alphabet), runs, size, slots };
}
