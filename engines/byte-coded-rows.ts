// A table of f32 rows, each row stored as a byte per cell indexing its own ascending list of distinct values: a row of
// at most 256 cells has at most 256 distinct values, so a byte always does, and the value read is the value written.
// The completer's class ratios (a thin corpus leaves most cells at its row's prior: a median of 7 to 61 values a row)
// take a byte a cell and a few hundred values a row at most, instead of four bytes a cell.
//
//   code   u8[R * W]  cell (r, c) = value[start[r] + code[r * W + c]]
//   start  u32[R]     where row r's distinct values begin in value
//   value  f32[]      each row's distinct values, ascending
import { part, type Sections } from './pack-layout.ts';

export const BYTE_CODED_ROWS = part({ code: 'u8', start: 'u32', value: 'f32' });

export class ByteCodedRows {
  /** How many rows. */
  readonly rows: number;
  private readonly code: Uint8Array;
  private readonly start: Uint32Array;
  private readonly value: Float32Array;

  constructor(
    sections: Sections<typeof BYTE_CODED_ROWS>,
    /** Cells a row. */
    readonly width: number,
  ) {
    this.code = sections.code;
    this.start = sections.start;
    this.value = sections.value;
    this.rows = this.start.length;
    if (this.code.length !== this.rows * width) throw new Error(`byte-coded rows: ${this.code.length} cells for ${this.rows} rows of ${width}`);
  }

  /** Where row r's values start: cell(valuesOf(r), r * width + c) is cell (r, c). */
  valuesOf(r: number): number {
    return this.start[r];
  }

  /** The value of the cell at `at` (r * width + c) of the row whose values start at `values`. */
  cell(values: number, at: number): number {
    return this.value[values + this.code[at]];
  }
}
