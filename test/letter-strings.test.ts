// Letters as codes into the strings' alphabet (engines/letter-strings.ts), the one layout of the completer's keys and
// the speller's string tables: written, packed and read back, a byte a unit or two.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { letterStrings } from '../data/letter-strings.ts';
import { encodePack } from '../data/pack-writer.ts';
import { LETTER_STRINGS, LetterStrings } from '../engines/letter-strings.ts';
import { Pack } from '../engines/pack.ts';
import { packLayout } from '../engines/pack-layout.ts';

const KEYS_PACK = packLayout<null>()('test', { keys: LETTER_STRINGS });

function readBack(strings: string[]): { keys: LetterStrings; pack: Pack } {
  const bytes = encodePack(KEYS_PACK, null, { keys: letterStrings(strings) });
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  const pack = new Pack(buffer);
  return { keys: new LetterStrings(KEYS_PACK.read(pack).sections.keys), pack };
}

test('strings of a small alphabet round-trip at a byte a unit, codes in the order of their units', () => {
  const strings = ['', 'ab', 'zä', 'ä', 'b'];
  const { keys, pack } = readBack(strings);
  assert.equal(keys.length, strings.length);
  assert.deepEqual(strings.map((_, i) => keys.text(i)), strings);
  assert.deepEqual([...keys.alphabet], [0x61, 0x62, 0x7a, 0xe4]);
  assert.equal(pack.section('keysCodesU8')?.[3], 6);
  assert.equal(pack.section('keysCodesU16'), undefined);
  assert.equal(keys.unit(keys.start(2) + 1), 0xe4);
});

test('strings of over 256 distinct units round-trip at two bytes a unit', () => {
  const strings = Array.from({ length: 300 }, (_, i) => 'a' + String.fromCharCode(0xac00 + i));
  const { keys, pack } = readBack(strings);
  assert.deepEqual(strings.map((_, i) => keys.text(i)), strings);
  assert.equal(pack.section('keysCodesU16')?.[3], 600);
  assert.equal(keys.alphabet.length, 301);
});
