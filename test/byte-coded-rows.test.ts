// f32 rows stored a byte a cell over each row's distinct values (engines/byte-coded-rows.ts): every cell reads back
// exactly as written, through a pack.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byteCodedRows } from '../data/byte-coded-rows.ts';
import { encodePack } from '../data/pack-writer.ts';
import { BYTE_CODED_ROWS, ByteCodedRows } from '../engines/byte-coded-rows.ts';
import { Pack } from '../engines/pack.ts';
import { packLayout } from '../engines/pack-layout.ts';

const ROWS_PACK = packLayout<null>()('test', { ratio: BYTE_CODED_ROWS });

function readBack(cells: Float32Array, width: number): ByteCodedRows {
  const bytes = encodePack(ROWS_PACK, null, { ratio: byteCodedRows(cells, width) });
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return new ByteCodedRows(ROWS_PACK.read(new Pack(buffer)).sections.ratio, width);
}

test('every cell reads back as written: a row of one value, a row of repeats, a row of 256 distinct values', () => {
  const width = 256;
  const cells = new Float32Array(3 * width);
  cells.fill(0.75, 0, width);
  for (let c = 0; c < width; c++) cells[width + c] = [0, 1.5, Math.PI][c % 3];
  for (let c = 0; c < width; c++) cells[2 * width + c] = Math.fround(1 / (c + 1));
  const rows = readBack(cells, width);
  assert.equal(rows.rows, 3);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < width; c++) assert.equal(rows.cell(rows.valuesOf(r), r * width + c), cells[r * width + c], `${r} ${c}`);
  }
  assert.equal(rows.valuesOf(1) - rows.valuesOf(0), 1);
  assert.equal(rows.valuesOf(2) - rows.valuesOf(1), 3);
});

test('rows wider than a byte can code are refused', () => {
  assert.throws(() => byteCodedRows(new Float32Array(257), 257), RangeError);
});
