// The pack format round-trips typed arrays and meta, aligned, over a SharedArrayBuffer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodePack } from '../data/pack-writer.ts';
import { Pack } from '../engines/pack.ts';

function shared(bytes: Uint8Array): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}

test('sections and meta round-trip with 8-byte alignment', () => {
  const words = new Uint16Array([104, 105, 0xe9]);
  const scores = new Float32Array([0.5, -1.25]);
  const offsets = new Uint32Array([0, 2, 3]);
  const bytes = encodePack({ language: 'en_US', n: 3 }, { words, scores, offsets, empty: new Uint8Array(0) });
  const pack = new Pack<{ language: string; n: number }>(shared(bytes));
  assert.deepEqual(pack.meta, { language: 'en_US', n: 3 });
  assert.deepEqual([...pack.u16('words')], [...words]);
  assert.deepEqual([...pack.f32('scores')], [...scores]);
  assert.deepEqual([...pack.u32('offsets')], [...offsets]);
  assert.equal(pack.u8('empty').length, 0);
  assert.equal(pack.f32('scores').byteOffset % 8, 0);
  assert.ok(pack.buffer instanceof SharedArrayBuffer);
});

test('wrong type, missing section and foreign bytes are refused', () => {
  const pack = new Pack(shared(encodePack(null, { a: new Int32Array([1]) })));
  assert.throws(() => pack.u32('a'), /is i32/);
  assert.throws(() => pack.i32('b'), /no section/);
  assert.throws(() => new Pack(new ArrayBuffer(16)), /not a pack/);
});

test('a large header still places sections after it', () => {
  const meta = { words: Array.from({ length: 5000 }, (_, i) => `w${i}`) };
  const pack = new Pack<typeof meta>(shared(encodePack(meta, { x: new Float64Array([Math.PI]) })));
  assert.equal(pack.meta.words[4999], 'w4999');
  assert.equal(pack.f64('x')[0], Math.PI);
});
