// Writes a column of unsigned integers at the narrowest width that holds them (layout in engines/uint-column.ts).
import type { Sections } from '../engines/pack-layout.ts';
import type { UINT_COLUMN } from '../engines/uint-column.ts';

export function narrowestColumn(values: ArrayLike<number>): Sections<typeof UINT_COLUMN> {
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
  if (max <= 0xff) return { u8: Uint8Array.from(values), u16: null, u32: null };
  if (max <= 0xffff) return { u8: null, u16: Uint16Array.from(values), u32: null };
  return { u8: null, u16: null, u32: Uint32Array.from(values) };
}
