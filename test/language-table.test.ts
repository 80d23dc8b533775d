// The pure parts of the per-language quality table (eval/languages.ts): the words drawn, the typos made of them, the
// reference spellers' pipe output read, and the scores counted and written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distinctWords, keyboardTypos, marklessTypos, ownLetterKeys, sample } from '../eval/held-out-words.ts';
import { OVER_BUDGET, parsePipeOutput, pipeVerdicts, readVerdicts } from '../eval/ispell-pipe.ts';
import { mergedTable, rowLine, SuggestionScore } from '../eval/language-table.ts';
import { prng } from './hostile-requests.ts';

test('distinct words keep their first order and split at what is not a letter', () => {
  assert.deepEqual(distinctWords('Ne, ne! Zašto ne-bi, zašto?'), ['Ne', 'ne', 'Zašto', 'bi', 'zašto']);
});

test('a sample is the same for the same seed, has no repeats and no more than asked', () => {
  const words = Array.from({ length: 50 }, (_, i) => `w${i}`);
  const a = sample(words, 10, prng(7));
  assert.deepEqual(a, sample(words, 10, prng(7)));
  assert.notDeepEqual(a, sample(words, 10, prng(8)));
  assert.equal(new Set(a).size, 10);
  assert.equal(sample(words, 80, prng(7)).length, 50);
});

test('keyboard typos keep the first letter, are rejected strings, and pass over a word without one', () => {
  const near = new Map([['a', 'sq'], ['s', 'ad'], ['k', 'jl'], ['u', 'yi'], ['ć', 'č']]);
  const words = ['kuća', 'kuća', 'aa'];
  const typos = keyboardTypos(words, near, 'asdkluyićč', (text) => text !== 'kuć', prng(3));
  for (const t of typos) {
    assert.equal(t.text[0], t.expect[0]);
    assert.notEqual(t.text, t.expect);
    assert.notEqual(t.text, 'kuć');
  }
  assert.equal(typos.filter((t) => t.expect === 'kuća').length, 2);
  assert.deepEqual(keyboardTypos(['kuća'], near, 'asd', () => false, prng(3)), []);
});

test('keys are cut to the letters the language writes: a Latin letter on a Hebrew key is no typo', () => {
  const keys = ownLetterKeys(new Map([['ק', 'רqש'], ['q', 'ק']]), 'קרשq', new Set(['ק', 'ר', 'ש']));
  assert.deepEqual([...keys.near], [['ק', 'רש']]);
  assert.equal(keys.letters, 'קרש');
});

test('marks are left out of the words that have them, where the speller rejects what is left', () => {
  const rejects = (text: string) => text !== 'sto';
  assert.deepEqual(marklessTypos(['zašto', 'što', 'dobar', 'không'], [], rejects), [
    { text: 'zasto', expect: 'zašto' },
    { text: 'khong', expect: 'không' },
  ]);
  assert.deepEqual(marklessTypos(['straße'], [['ß', 'ss']], () => true), [{ text: 'strasse', expect: 'straße' }]);
});

test('pipe output gives a verdict per word: accepted, first suggestion, none, the first rejected piece of a hyphened word', () => {
  const out = [
    '@(#) International Ispell Version 3.2.06 (but really Hunspell 1.7.1)',
    '& helo 11 1: hole, help, helot', '',
    '*', '',
    '# xqzxqzv 1', '',
    '*', '& knwn 1 6: known', '',
    '',
  ].join('\n');
  assert.deepEqual(parsePipeOutput(out, 4), [
    { accepted: false, first: 'hole' },
    { accepted: true, first: null },
    { accepted: false, first: null },
    { accepted: false, first: 'known' },
  ]);
  assert.throws(() => parsePipeOutput(out, 5), /answered 4 of 5/);
  assert.equal(readVerdicts(out.slice(0, out.indexOf('*', out.indexOf('# xqz')) + 1)).length, 3, 'a line still being written is no verdict');
});

test('a word past its CPU budget gets no suggestion, and a new process answers the words after it', async () => {
  // A speller that fixes every word but spins on "slow".
  const speller = 'echo banner; while read w; do case "$w" in ^slow) while :; do :; done;; *) echo "& ${w#^} 1 0: ${w#^}x"; echo;; esac; done';
  const verdicts = await pipeVerdicts('sh', ['-c', speller, 'speller'], ['a', 'slow', 'b'], 0.2);
  assert.deepEqual(verdicts, [{ accepted: false, first: 'ax' }, OVER_BUDGET, { accepted: false, first: 'bx' }]);
});

test('scores count accuracy over the words asked and precision over the answers', () => {
  const score = new SuggestionScore();
  score.add('zašto', 'zašto');
  score.add('zato', 'zašto');
  score.add(null, 'hvala');
  score.add('hvala', 'hvala');
  assert.equal(score.accuracy(), 50);
  assert.equal(score.precision()?.toFixed(1), '66.7');
  assert.equal(new SuggestionScore().accuracy(), null);
});

test('a run replaces the rows of its languages, keeps the others and orders them, a cell empty where a command or speller is missing', () => {
  const ours = new SuggestionScore();
  ours.add('zašto', 'zašto');
  const previous = mergedTable('', [
    { code: 'hr_HR', source: 'udhr', typos: null, marks: null, correct: null, hit3: null },
    { code: 'ca_ES', source: 'udhr', typos: null, marks: null, correct: null, hit3: { hits: 2, asked: 4 } },
  ].map(rowLine), ['ca_ES', 'hr_HR']);
  const table = mergedTable(previous, [
    { code: 'hr_HR', source: 'udhr', typos: { ours, hunspell: ours, aspell: null }, marks: null, correct: { words: 4, changed: 1 }, hit3: null },
    { code: 'hi_IN', source: 'udhr', typos: null, marks: null, correct: null, hit3: { hits: 1, asked: 3 } },
  ].map(rowLine), ['ca_ES', 'hr_HR', 'hi_IN']).split('\n');
  assert.equal(table.length, 5);
  assert.equal(table[2], '| ca_ES | udhr |  |  |  |  |  |  |  |  |  |  |  |  | 50.0 | 4 |');
  assert.equal(table[3], '| hr_HR | udhr | 1 | 100.0 | 100.0 | 100.0 |  |  |  |  |  |  | 4 | 25.0 |  |  |');
  assert.equal(table[4], '| hi_IN | udhr |  |  |  |  |  |  |  |  |  |  |  |  | 33.3 | 3 |');
  assert.equal(mergedTable(table.join('\n'), [], ['hr_HR']).split('\n').length, 3);
});
