// Hunspell files read as bytes: one-byte flags above 0x7F in a UTF-8 file (hu_HU), and AF tables whose entries are digits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { decodeHunspell, decodeUtf8KeepingBytes, flagBytes } from '../data/hunspell-bytes.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

function checker(aff: Uint8Array, dic: Uint8Array): HunspellChecker {
  const { affText, dicText } = decodeHunspell(aff, dic);
  return new HunspellChecker(SPELLER_PACK.read(new Pack(compileHunspellPack(affText, dicText).buffer as ArrayBuffer)), 'default');
}

test('bytes outside well-formed UTF-8 stay distinct and come back as the bytes they were', () => {
  const text = decodeUtf8KeepingBytes(Uint8Array.of(0x61, 0xa4, 0xc3, 0xa9, 0xaa, 0xe2, 0x82));
  assert.equal([...text].length, 6);
  assert.deepEqual(flagBytes(text).map((b) => b.charCodeAt(0)), [0x61, 0xa4, 0xc3, 0xa9, 0xaa, 0xe2, 0x82]);
});

test('one-byte flags above 0x7F in a UTF-8 file are distinct flags, read byte by byte', () => {
  // \xa4 and \xaa would both decode to U+FFFD: read as one flag, "köszöntek" would pass on \xaa's root.
  const aff = latin1(['SET UTF-8', 'SFX \xa4 Y 1', 'SFX \xa4 0 het/E .', 'SFX \xaa Y 1', 'SFX \xaa 0 tek .', 'SFX E Y 1', 'SFX E 0 ek .'].join('\n'));
  const dic = Uint8Array.of(...utf8('2\nseg\u00edt/'), 0xa4, ...utf8('\nk\u00f6sz\u00f6n/'), 0xaa);
  const c = checker(aff, dic);
  assert.ok(c.check('segíthet'));
  assert.ok(c.check('segíthetek'), 'second suffix allowed by the first one\'s continuation class');
  assert.ok(!c.check('segíttek'));
  assert.ok(c.check('köszöntek'));
  assert.ok(!c.check('köszönhet'));
});

test('AF entries made of digits are aliases too, so later aliases keep their numbers', () => {
  const aff = utf8(['SET UTF-8', 'AF 3', 'AF 1 # 1', 'AF 2 # 2', 'AF S # 3', 'SFX S Y 1', 'SFX S 0 s .'].join('\n'));
  const c = checker(aff, utf8('1\ncat/3'));
  assert.ok(c.check('cats'));
});
