// Writes the pack format drawn in engines/pack.ts (preamble, msgpack header, 8-byte aligned typed-array sections)
// for a pack kind's layout (engines/pack-layout.ts): the sections are named and typed by the layout.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pack } from 'msgpackr';
import { PACK_MAGIC, PACK_PREAMBLE_BYTES, PACK_VERSION, type SectionEntry } from '../engines/pack.ts';
import type { PackLayout, Part, Sections } from '../engines/pack-layout.ts';

const align8 = (n: number) => (n + 7) & ~7;

/** Lays out the sections after the header; offsets depend on the header length, so iterate to a fixed point. */
export function encodePack<Meta, P extends Part>(layout: PackLayout<Meta, P>, meta: Meta, sections: Sections<P>): Uint8Array {
  const arrays = layout.flatten(sections);
  let entries: SectionEntry[] = [];
  let header: Uint8Array = new Uint8Array(0);
  for (let headerGuess = 0; ; ) {
    let offset = align8(PACK_PREAMBLE_BYTES + headerGuess);
    entries = arrays.map(([name, type, array]) => {
      const entry: SectionEntry = [name, type, offset, array.length];
      offset = align8(offset + array.byteLength);
      return entry;
    });
    header = pack({ meta, sections: entries });
    if (align8(PACK_PREAMBLE_BYTES + header.length) === align8(PACK_PREAMBLE_BYTES + headerGuess)) break;
    headerGuess = header.length;
  }
  const last = arrays.length > 0 ? entries[entries.length - 1][2] + arrays[arrays.length - 1][2].byteLength : PACK_PREAMBLE_BYTES + header.length;
  const out = new Uint8Array(align8(last));
  const view = new DataView(out.buffer);
  view.setUint32(0, PACK_MAGIC, true);
  view.setUint32(4, PACK_VERSION, true);
  view.setUint32(8, header.length, true);
  out.set(header, PACK_PREAMBLE_BYTES);
  arrays.forEach(([, , array], i) => out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), entries[i][2]));
  return out;
}

export function writePack<Meta, P extends Part>(path: string, layout: PackLayout<Meta, P>, meta: Meta, sections: Sections<P>): number {
  mkdirSync(dirname(path), { recursive: true });
  const bytes = encodePack(layout, meta, sections);
  writeFileSync(path, bytes);
  return bytes.length;
}
