// Builds the front-coded string hash table sections read by engines/hunspell/front-coded-table.ts (layout drawn there).
import { type FRONT_CODED_TABLE, RUN } from '../engines/hunspell/front-coded-table.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { letterAlphabet, letterCodes, tableSlots } from './speller-string-table.ts';

/** The longest entry a code of each width can count. */
const LONGEST = { u8: 0xff, u16: 0xffff };

/** `texts` must be unique; entry i is texts[i]. */
export function buildFrontCodedTable(texts: string[]): Sections<typeof FRONT_CODED_TABLE> {
  let longest = 0;
  for (const t of texts) longest = Math.max(longest, t.length);
  if (longest > LONGEST.u16) throw new RangeError(`front-coded table: an entry of ${longest} code units`);
  const alphabet = longest <= LONGEST.u8 ? letterAlphabet(texts) : null;
  const codeOf = alphabet && letterCodes(alphabet);
  const shares = new Uint16Array(texts.length);
  let total = 0;
  texts.forEach((t, i) => {
    const before = i % RUN === 0 ? '' : texts[i - 1];
    let shared = 0;
    while (shared < t.length && shared < before.length && t.charCodeAt(shared) === before.charCodeAt(shared)) shared++;
    shares[i] = shared;
    total += 2 + t.length - shared;
  });
  const codes = codeOf ? new Uint8Array(total) : new Uint16Array(total);
  const runs = new Uint32Array(Math.ceil(texts.length / RUN));
  let at = 0;
  texts.forEach((t, i) => {
    if (i % RUN === 0) runs[i / RUN] = at;
    codes[at++] = shares[i];
    codes[at++] = t.length - shares[i];
    for (let k = shares[i]; k < t.length; k++) codes[at++] = codeOf ? codeOf.get(t.charCodeAt(k))! : t.charCodeAt(k);
  });
  const size = Uint32Array.of(texts.length);
  const slots = tableSlots(texts);
  return alphabet
    ? { letters: { codes: codes as Uint8Array, alphabet }, chars: null, runs, size, slots }
    : { letters: null, chars: codes as Uint16Array, runs, size, slots };
}
