// Writes f32 rows in the layout drawn in engines/byte-coded-rows.ts.
import type { BYTE_CODED_ROWS } from '../engines/byte-coded-rows.ts';
import type { Sections } from '../engines/pack-layout.ts';

/** The rows of `cells`, `width` cells each (at most 256, so a byte codes a row's distinct values). */
export function byteCodedRows(cells: Float32Array, width: number): Sections<typeof BYTE_CODED_ROWS> {
  if (width > 256 || cells.length % width !== 0) throw new RangeError(`byte-coded rows: ${cells.length} cells in rows of ${width}`);
  const rows = cells.length / width;
  const code = new Uint8Array(cells.length);
  const start = new Uint32Array(rows);
  const value: number[] = [];
  for (let r = 0; r < rows; r++) {
    const row = cells.subarray(r * width, (r + 1) * width);
    const distinct = [...new Set(row)].sort((a, b) => a - b);
    const codeOf = new Map(distinct.map((v, k) => [v, k]));
    start[r] = value.length;
    value.push(...distinct);
    for (let c = 0; c < width; c++) code[r * width + c] = codeOf.get(row[c])!;
  }
  return { code, start, value: Float32Array.from(value) };
}
