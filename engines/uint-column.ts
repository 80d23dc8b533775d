// A column of unsigned integers stored at the narrowest width its largest value allows: one of three sections is
// present (a part placed at `homSet` is homSetU8, homSetU16 or homSetU32). Readers index it like any typed array.
import { optional, part, type Sections } from './pack-layout.ts';

export const UINT_COLUMN = part({ u8: optional('u8'), u16: optional('u16'), u32: optional('u32') });
export type UintArray = Uint8Array | Uint16Array | Uint32Array;

/** The column's values, whichever width the pack stores. */
export function uintColumn(sections: Sections<typeof UINT_COLUMN>, name: string): UintArray {
  const column = sections.u8 ?? sections.u16 ?? sections.u32;
  if (column === null) throw new Error(`pack has no ${name} column: run npm run build:data`);
  return column;
}
