// Reading a .aff as libhunspell 1.7 does (affixmgr.cxx parse_affix, decode_flags), checked through the checker on tiny
// dictionaries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';

/** The checker's verdict on each word under a tiny UTF-8 .aff and .dic. */
function verdicts(aff: string, dic: string, words: string[]): boolean[] {
  const pack = new Pack(compileHunspellPack(`SET UTF-8\n${aff}`, dic, {}).buffer as ArrayBuffer);
  const checker = new HunspellChecker(SPELLER_PACK.read(pack), 'default');
  return words.map((w) => checker.check(w));
}

test('an affix row is read by its flag whatever its first word says (mn_MN has an "SFT F0" row among its SFX F0 rows)', () => {
  const aff = 'SFX A Y 3\nSFX A 0 s .\nSFT A 0 ing .\nSFX A 0 ed .\nSFX B Y 1\nSFX B 0 er .';
  assert.deepEqual(verdicts(aff, '1\nwalk/AB', ['walks', 'walking', 'walked', 'walker', 'walkx']), [true, true, true, true, false]);
});

test('a numeric flag is read as atoi reads it, so a stray letter after the number is dropped (ne_NP\'s "/17X")', () => {
  const aff = 'FLAG num\nSFX 8 Y 1\nSFX 8 0 ed/17X .\nPFX 17 Y 1\nPFX 17 0 un .';
  assert.deepEqual(verdicts(aff, '1\nwalk/8', ['walked', 'unwalked', 'unwalk']), [true, true, false]);
});
