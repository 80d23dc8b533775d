// The checker's BREAK handling against libhunspell 1.7's spell() (hunspell.cxx), on tiny dictionaries: the break-point
// limit counts the patterns as written, and an ALL CAPS word is broken in the Title case its case handling left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';

function checker(aff: string, words: string[]): HunspellChecker {
  const pack = new Pack(compileHunspellPack(`SET UTF-8\n${aff}`, `${words.length}\n${words.join('\n')}`, {}).buffer as ArrayBuffer);
  return new HunspellChecker(SPELLER_PACK.read(pack), 'default');
}

test('the default BREAK patterns (-, ^-, -$) count one break point per hyphen: nine hyphens pass, ten do not', () => {
  const c = checker('', ['ha']);
  assert.equal(c.check('ha-ha-ha-ha-ha'), true);
  assert.equal(c.check(Array(10).fill('ha').join('-')), true);
  assert.equal(c.check(Array(11).fill('ha').join('-')), false);
});

test('anchored BREAK patterns are counted as written, so a word that holds none of them still breaks at its ends', () => {
  const c = checker('BREAK 2\nBREAK ^ex-\nBREAK -PE$', ['aluno', 'Recife']);
  assert.equal(c.check('ex-aluno'), true);
  assert.equal(c.check('Recife-PE'), true);
  assert.equal(c.check('ex-ex-aluno'), true);
  assert.equal(c.check('aluno-ex'), false);
});

test('an ALL CAPS word is broken in Title case: a Title-case end pattern applies, an ALL CAPS one does not', () => {
  const c = checker('BREAK 2\nBREAK ^Ex-\nBREAK -PE$', ['aluno', 'Recife']);
  assert.equal(c.check('EX-ALUNO'), true);
  assert.equal(c.check('Ex-aluno'), true);
  assert.equal(c.check('Recife-PE'), true);
  assert.equal(c.check('RECIFE-PE'), false);
});

test('LANG hu: a first part may be a dictionary word ending in its dash (Hunspell\'s dash rule), in Hungarian only', () => {
  assert.equal(checker('LANG hu_HU', ['alma-', 'fa']).check('alma-fa'), true);
  assert.equal(checker('LANG hu_HU', ['alma-', 'fa']).check('alma'), false);
  assert.equal(checker('', ['alma-', 'fa']).check('alma-fa'), false);
});
