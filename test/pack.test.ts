// The pack format and its layouts: what a layout writes it reads back typed, aligned, over a SharedArrayBuffer; a
// pack that does not fit its layout is refused at load, naming the file and the section.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodePack } from '../data/pack-writer.ts';
import { Pack } from '../engines/pack.ts';
import { optional, packLayout, part, type Sections } from '../engines/pack-layout.ts';

function shared(bytes: Uint8Array): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}

const TABLE = part({ chars: 'u16', start: 'u32' });
const SCORES = part({ best: 'f32', worst: 'f64' });
interface TestMeta {
  language: string;
  n: number;
}
const TEST_PACK = packLayout<TestMeta>()('test', {
  words: TABLE,
  flags: 'u8',
  ...SCORES,
  extra: optional('i32'),
  sounds: optional(TABLE),
});

function sample(): Sections<typeof TEST_PACK.fields> {
  return {
    words: { chars: new Uint16Array([104, 105, 0xe9]), start: new Uint32Array([0, 2, 3]) },
    flags: new Uint8Array(0),
    best: new Float32Array([0.5, -1.25]),
    worst: new Float64Array([Math.PI]),
    extra: null,
    sounds: { chars: new Uint16Array([1]), start: new Uint32Array([0, 1]) },
  };
}

test('a layout round trip: nested parts named key + Key, typed views, 8-byte alignment, shared memory', () => {
  const written = sample();
  const pack = new Pack(shared(encodePack(TEST_PACK, { language: 'en_US', n: 3 }, written)));
  const { meta, sections } = TEST_PACK.read(pack);
  assert.deepEqual(meta, { language: 'en_US', n: 3 });
  assert.deepEqual(sections.words.chars, written.words.chars);
  assert.deepEqual(sections.words.start, written.words.start);
  assert.deepEqual(sections.best, written.best);
  assert.equal(sections.worst[0], Math.PI);
  assert.equal(sections.flags.length, 0);
  assert.deepEqual(sections.sounds?.start, written.sounds?.start);
  assert.ok(sections.best.buffer instanceof SharedArrayBuffer);
  assert.equal(sections.worst.byteOffset % 8, 0);
  assert.deepEqual(
    ['wordsChars', 'wordsStart', 'flags', 'best', 'worst', 'soundsChars', 'soundsStart'].map((name) => pack.section(name)?.[1]),
    ['u16', 'u32', 'u8', 'f32', 'f64', 'u16', 'u32'],
  );
});

test('an optional section or part absent reads as null', () => {
  const pack = new Pack(shared(encodePack(TEST_PACK, { language: '', n: 0 }, { ...sample(), sounds: null })));
  const { sections } = TEST_PACK.read(pack);
  assert.equal(sections.extra, null);
  assert.equal(sections.sounds, null);
  assert.equal(pack.section('soundsChars'), undefined);
});

test('a missing section is refused at load, naming the pack kind, the file and the section', () => {
  const older = packLayout<TestMeta>()('test', { words: TABLE, flags: 'u8', best: 'f32' });
  const bytes = encodePack(older, { language: '', n: 0 }, { words: sample().words, flags: new Uint8Array(1), best: new Float32Array(1) });
  assert.throws(() => TEST_PACK.read(new Pack(shared(bytes), 'test-xx.bin')), /^Error: test pack test-xx\.bin has no section worst \(f64\)/);
});

test('a section of the wrong type is refused at load', () => {
  const other = packLayout<TestMeta>()('test', { ...TEST_PACK.fields, flags: 'i32' });
  const bytes = encodePack(other, { language: '', n: 0 }, { ...sample(), flags: new Int32Array([1]) });
  assert.throws(() => TEST_PACK.read(new Pack(shared(bytes), 'test-xx.bin')), /test pack test-xx\.bin: section flags is i32, the layout says u8/);
});

test('an optional part present in part is refused at load', () => {
  const half = packLayout<TestMeta>()('test', { ...TEST_PACK.fields, sounds: part({ chars: 'u16' }) });
  const bytes = encodePack(half, { language: '', n: 0 }, { ...sample(), sounds: { chars: new Uint16Array(1) } });
  assert.throws(() => TEST_PACK.read(new Pack(shared(bytes))), /has no section soundsStart \(u32\)/);
});

test('the writer refuses an array of another type, a missing section, and a layout naming a section twice', () => {
  const wrong = { ...sample(), flags: new Uint16Array(1) } as unknown as Sections<typeof TEST_PACK.fields>;
  assert.throws(() => encodePack(TEST_PACK, { language: '', n: 0 }, wrong), /test pack: flags is a Uint16Array, the layout says u8/);
  const missing = { ...sample(), best: undefined } as unknown as Sections<typeof TEST_PACK.fields>;
  assert.throws(() => encodePack(TEST_PACK, { language: '', n: 0 }, missing), /test pack: no best given/);
  assert.throws(() => packLayout<TestMeta>()('test', { words: TABLE, wordsChars: 'u16' }), /two sections are named wordsChars/);
});

test('a large header still places sections after it', () => {
  const layout = packLayout<{ words: string[] }>()('test', { x: 'f64' });
  const meta = { words: Array.from({ length: 5000 }, (_, i) => `w${i}`) };
  const { meta: read, sections } = layout.read(new Pack(shared(encodePack(layout, meta, { x: new Float64Array([Math.PI]) }))));
  assert.equal(read.words[4999], 'w4999');
  assert.equal(sections.x[0], Math.PI);
});

test('foreign bytes are refused', () => {
  assert.throws(() => new Pack(new ArrayBuffer(16), 'x.bin'), /x\.bin: not a pack file/);
});
