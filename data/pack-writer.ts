// Writes the pack layout drawn in engines/pack.ts: preamble, msgpack header, 8-byte aligned typed-array sections.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pack } from 'msgpackr';
import {
  PACK_MAGIC,
  PACK_PREAMBLE_BYTES,
  PACK_VERSION,
  type SectionArray,
  type SectionEntry,
  type SectionType,
} from '../engines/pack.ts';

const TYPE_OF: [new (...a: never[]) => SectionArray, SectionType][] = [
  [Uint8Array, 'u8'],
  [Int8Array, 'i8'],
  [Uint16Array, 'u16'],
  [Int16Array, 'i16'],
  [Uint32Array, 'u32'],
  [Int32Array, 'i32'],
  [Float32Array, 'f32'],
  [Float64Array, 'f64'],
];

function sectionType(array: SectionArray): SectionType {
  for (const [Ctor, type] of TYPE_OF) if (array.constructor === Ctor) return type;
  throw new Error(`unsupported section array ${array.constructor.name}`);
}

const align8 = (n: number) => (n + 7) & ~7;

/** Lays out the sections after the header; offsets depend on the header length, so iterate to a fixed point. */
export function encodePack(meta: unknown, sections: Record<string, SectionArray>): Uint8Array {
  const names = Object.keys(sections);
  let entries: SectionEntry[] = [];
  let header: Uint8Array = new Uint8Array(0);
  for (let headerGuess = 0; ; ) {
    let offset = align8(PACK_PREAMBLE_BYTES + headerGuess);
    entries = names.map((name) => {
      const array = sections[name];
      const entry: SectionEntry = [name, sectionType(array), offset, array.length];
      offset = align8(offset + array.byteLength);
      return entry;
    });
    header = pack({ meta, sections: entries });
    if (align8(PACK_PREAMBLE_BYTES + header.length) === align8(PACK_PREAMBLE_BYTES + headerGuess)) break;
    headerGuess = header.length;
  }
  const last = entries[entries.length - 1];
  const total = last ? align8(last[2] + sections[last[0]].byteLength) : align8(PACK_PREAMBLE_BYTES + header.length);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, PACK_MAGIC, true);
  view.setUint32(4, PACK_VERSION, true);
  view.setUint32(8, header.length, true);
  out.set(header, PACK_PREAMBLE_BYTES);
  for (const [name, , offset] of entries) {
    const array = sections[name];
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
  }
  return out;
}

export function writePack(path: string, meta: unknown, sections: Record<string, SectionArray>): number {
  mkdirSync(dirname(path), { recursive: true });
  const bytes = encodePack(meta, sections);
  writeFileSync(path, bytes);
  return bytes.length;
}
