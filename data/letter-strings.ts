// Writes strings in the layout drawn in engines/letter-strings.ts.
import type { LETTER_STRINGS } from '../engines/letter-strings.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { blockOffsets } from './block-offsets.ts';
import { narrowestColumn } from './uint-column.ts';

export function letterStrings(strings: readonly string[]): Sections<typeof LETTER_STRINGS> {
  const used = new Uint8Array(0x10000);
  let total = 0;
  for (const s of strings) {
    total += s.length;
    for (let k = 0; k < s.length; k++) used[s.charCodeAt(k)] = 1;
  }
  const codeOf = new Uint16Array(0x10000);
  const alphabet: number[] = [];
  for (let unit = 0; unit < used.length; unit++) if (used[unit]) (codeOf[unit] = alphabet.length), alphabet.push(unit);
  const start = new Uint32Array(strings.length + 1);
  const codes = new Uint16Array(total);
  strings.forEach((s, i) => {
    for (let k = 0; k < s.length; k++) codes[start[i] + k] = codeOf[s.charCodeAt(k)];
    start[i + 1] = start[i] + s.length;
  });
  return { start: blockOffsets(start), codes: narrowestColumn(codes), alphabet: Uint16Array.from(alphabet) };
}
