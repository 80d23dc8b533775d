// A pack is one compiled dictionary file: a small msgpack header followed by typed-array sections.
// Engines read packs as views over one SharedArrayBuffer, so every worker shares the same bytes.
//
//   offset 0            4            8             12
//          +------------+------------+-------------+----------------------+-----+-----------+-----
//          | magic TAPK | version u32| header len  | header (msgpack)     | pad | section 0 | ...
//          +------------+------------+-------------+----------------------+-----+-----------+-----
//   header = { meta: any, sections: [name, type, byteOffset, length][] }; sections start on 8-byte boundaries.
// Which sections a pack of each kind holds, and its meta's type, is its layout (engines/pack-layout.ts).
import { unpack } from 'msgpackr';

export const PACK_MAGIC = 0x4b504154; // "TAPK" little-endian
/**
 * 11: letters one layout everywhere (engines/letter-strings.ts: codes into the strings' alphabet, u8 or u16, for the
 * completer's keys and the speller's string tables alike); the completer's rangeBest keeps a quarter of its tree's nodes,
 * it, bigramTotal and trigramCount are narrow columns and classRatio is byte-coded rows (engines/byte-coded-rows.ts). 10: the completer's keys at a byte per code unit (engines/letter-strings.ts), its forms' arcs in 3 or 4 bytes and its
 * bigram row starts as block offsets; the detector's feature slots one u32 each (engines/detector-pack.ts). 9: the
 * speller's stems front-coded, its delete index three bytes a posting and a bucket per word id, its word list's
 * Title-case marks a bit per word. 8: narrower tables: string tables store a byte per code unit where their alphabet
 * allows and tag their slots, row offsets are block offsets, columns the narrowest width that holds them.
 */
export const PACK_VERSION = 11;
export const PACK_PREAMBLE_BYTES = 12;

export const SECTION_TYPES = {
  u8: Uint8Array,
  i8: Int8Array,
  u16: Uint16Array,
  i16: Int16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;
export type SectionType = keyof typeof SECTION_TYPES;
/** The view a section of each type is read as (over a SharedArrayBuffer in the workers). */
export interface SectionArrays {
  u8: Uint8Array;
  i8: Int8Array;
  u16: Uint16Array;
  i16: Int16Array;
  u32: Uint32Array;
  i32: Int32Array;
  f32: Float32Array;
  f64: Float64Array;
}
export type SectionArray = SectionArrays[SectionType];
export type SectionEntry = [name: string, type: SectionType, byteOffset: number, length: number];

export class Pack {
  readonly meta: unknown;
  private readonly entries = new Map<string, SectionEntry>();

  /** `name` (the file) only labels load errors. */
  constructor(readonly buffer: SharedArrayBuffer | ArrayBuffer, readonly name = '(in memory)') {
    const head = new DataView(buffer, 0, PACK_PREAMBLE_BYTES);
    if (head.getUint32(0, true) !== PACK_MAGIC) throw new Error(`${name}: not a pack file`);
    if (head.getUint32(4, true) !== PACK_VERSION) throw new Error(`${name}: pack version mismatch: run npm run build:data`);
    const headerLength = head.getUint32(8, true);
    // msgpackr needs a plain Uint8Array copy; the header is small.
    const header = unpack(new Uint8Array(buffer, PACK_PREAMBLE_BYTES, headerLength).slice()) as { meta: unknown; sections: SectionEntry[] };
    this.meta = header.meta;
    for (const entry of header.sections) this.entries.set(entry[0], entry);
  }

  /** The section's header entry, or undefined when the pack has none of that name. */
  section(name: string): SectionEntry | undefined {
    return this.entries.get(name);
  }

  /** A view of the section; its entry's type must be `type` (engines/pack-layout.ts checks that first). */
  view<T extends SectionType>([, , byteOffset, length]: SectionEntry, type: T): SectionArrays[T] {
    const Ctor = SECTION_TYPES[type] as unknown as new (b: ArrayBufferLike, o: number, l: number) => SectionArrays[T];
    return new Ctor(this.buffer, byteOffset, length);
  }
}
