// A pack is one compiled dictionary file: a small msgpack header followed by typed-array sections.
// Engines read packs as views over one SharedArrayBuffer, so every worker shares the same bytes.
//
//   offset 0            4            8             12
//          +------------+------------+-------------+----------------------+-----+-----------+-----
//          | magic TAPK | version u32| header len  | header (msgpack)     | pad | section 0 | ...
//          +------------+------------+-------------+----------------------+-----+-----------+-----
//   header = { meta: any, sections: [name, type, byteOffset, length][] }; sections start on 8-byte boundaries.
import { unpack } from 'msgpackr';

export const PACK_MAGIC = 0x4b504154; // "TAPK" little-endian
export const PACK_VERSION = 2;
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
export type SectionArray =
  | Uint8Array<ArrayBufferLike>
  | Int8Array<ArrayBufferLike>
  | Uint16Array<ArrayBufferLike>
  | Int16Array<ArrayBufferLike>
  | Uint32Array<ArrayBufferLike>
  | Int32Array<ArrayBufferLike>
  | Float32Array<ArrayBufferLike>
  | Float64Array<ArrayBufferLike>;
export type SectionEntry = [name: string, type: SectionType, byteOffset: number, length: number];

export class Pack<Meta = unknown> {
  readonly meta: Meta;
  private readonly entries = new Map<string, SectionEntry>();

  constructor(readonly buffer: SharedArrayBuffer | ArrayBuffer) {
    const head = new DataView(buffer, 0, PACK_PREAMBLE_BYTES);
    if (head.getUint32(0, true) !== PACK_MAGIC) throw new Error('not a pack file');
    if (head.getUint32(4, true) !== PACK_VERSION) throw new Error('pack version mismatch: run npm run build:data');
    const headerLength = head.getUint32(8, true);
    // msgpackr needs a plain Uint8Array copy; the header is small.
    const header = unpack(new Uint8Array(buffer, PACK_PREAMBLE_BYTES, headerLength).slice()) as {
      meta: Meta;
      sections: SectionEntry[];
    };
    this.meta = header.meta;
    for (const entry of header.sections) this.entries.set(entry[0], entry);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  private view<T extends SectionType>(name: string, type: T): InstanceType<(typeof SECTION_TYPES)[T]> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`pack has no section ${name}`);
    if (entry[1] !== type) throw new Error(`pack section ${name} is ${entry[1]}, not ${type}`);
    const Ctor = SECTION_TYPES[type] as unknown as new (
      b: ArrayBufferLike,
      o: number,
      l: number,
    ) => InstanceType<(typeof SECTION_TYPES)[T]>;
    return new Ctor(this.buffer, entry[2], entry[3]);
  }

  u8(name: string): Uint8Array { return this.view(name, 'u8'); }
  i8(name: string): Int8Array { return this.view(name, 'i8'); }
  u16(name: string): Uint16Array { return this.view(name, 'u16'); }
  i16(name: string): Int16Array { return this.view(name, 'i16'); }
  u32(name: string): Uint32Array { return this.view(name, 'u32'); }
  i32(name: string): Int32Array { return this.view(name, 'i32'); }
  f32(name: string): Float32Array { return this.view(name, 'f32'); }
  f64(name: string): Float64Array { return this.view(name, 'f64'); }
}
