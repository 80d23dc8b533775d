// What the autocorrector's tuning constants exist for, each pinned by the smallest example on the real packs or a list
// built here:
// eval/mutate-constants.ts finds no figure of the evaluation sets moving past its floor when these change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { letterShares, type RankedWords } from '../engines/edit-alphabet.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { compiled, compiledAutocorrector } from './compiled-speller.ts';

const skipUnless = (...codes: string[]) => {
  const missing = codes.filter((code) => !compiled(code));
  return { skip: missing.length > 0 && `speller-${missing.join(', ')} not compiled` };
};

test('SHORT_TYPO_LETTERS: a three-letter string is fixed only by a likely slip, not by a slip of its first letter', skipUnless('en_US'), () => {
  const en = compiledAutocorrector('en_US')!;
  for (const typo of ['rhe', 'yhe', 'ghe']) assert.equal(en.correct(typo), null, typo);
  for (const [typo, word] of [['teh', 'the'], ['adn', 'and'], ['yuo', 'you']]) assert.equal(en.correct(typo), word, typo);
});

/** The answers of one language's autocorrector to each typo. */
function answers(code: string, typos: readonly string[]): (string | null)[] {
  const ac = compiledAutocorrector(code)!;
  return typos.map((typo) => ac.correct(typo));
}

test('SETTLED_LOG_ERROR: a listed best a stray letter away settles nothing: the unlisted form one likely slip away is found', skipUnless('cs_CZ', 'ru_RU', 'it_IT'), () => {
  assert.deepEqual(answers('cs_CZ', ['zastaveníc']), ['zastaveních']);
  assert.deepEqual(answers('ru_RU', ['отцха']), ['отцах']);
  assert.deepEqual(answers('it_IT', ['trianne']), ['tiranne']);
});

test('TWO_EDIT_LETTERS: a typo of four letters is no two slips of a word', skipUnless('en_US'), () => {
  assert.deepEqual(answers('en_US', ['sfty', 'erti', 'jcet', 'sppe']), [null, null, null, null]);
});

test('THREE_EDIT_LETTERS: a typo of six letters is no three slips of a word', skipUnless('en_US'), () => {
  assert.deepEqual(answers('en_US', ['pesimm', 'otewie', 'peimis']), [null, null, null]);
});

test('SPLIT_RANK: two words run together are split when both are common, not only the commonest', skipUnless('en_US'), () => {
  assert.deepEqual(answers('en_US', ['eachother', 'atleast', 'incase']), ['each other', 'at least', 'in case']);
});

test('SPLIT_ONE_LETTER_RANK: a one-letter word run into the next is split off where it is among the common words', skipUnless('pl_PL'), () => {
  assert.deepEqual(answers('pl_PL', ['zdomu']), ['z domu']);
  assert.deepEqual(answers('cs_CZ', ['vpraze']), ['v Praze']);
});

test('COLLOCATION_LIFT: words that go together are split even against a sure one-word fix', skipUnless('pl_PL'), () => {
  assert.deepEqual(answers('pl_PL', ['niewiem']), ['nie wiem']);
  assert.deepEqual(answers('es_ES', ['porfavor']), ['por favor']);
});

test('SPLIT_CORRECTIONS_SHARE: a compounding language splits where its lists show words run together', skipUnless('hu_HU'), () => {
  assert.deepEqual(answers('hu_HU', ['szeszesital']), ['szeszes ital']);
});

/** A word list of the given words, most frequent first, each as frequent as the next. */
function rankedWords(list: readonly string[]): RankedWords {
  return { words: { size: list.length, text: (i: number) => list[i] }, freq: new Float32Array(list.length).fill(1) };
}

test('LETTER_SAMPLE_WORDS: letter shares are read from the 20,000 most frequent words, not further down', () => {
  const shares = letterShares(rankedWords([...Array<string>(19_999).fill('ab'), 'c', 'd']))!;
  assert.ok(shares.has('c') && !shares.has('d'), JSON.stringify([...shares.keys()]));
});

test('MIN_LETTER_SAMPLE: letter shares need 10,000 letters of words, else every letter of the TRY line stays', () => {
  assert.equal(letterShares(rankedWords(Array<string>(4_999).fill('ab'))), null);
  assert.notEqual(letterShares(rankedWords(Array<string>(5_000).fill('ab'))), null);
});

test('DOUBLING_MOVED_LOG_P: a letter doubled in the wrong place makes "harras" harass as much as Harris: left alone', skipUnless('en_US'), () => {
  assert.deepEqual(answers('en_US', ['harras', 'ocurence']), [null, 'occurrence']);
});

test('COMPOUND_FLOOR: a loan word is not changed to a compound no corpus counts (Danish "sneaker": "snearker")', skipUnless('da_DK'), () => {
  assert.deepEqual(answers('da_DK', ['sneaker']), [null]);
});

test('MAX_COMPOUND_CHECKS: a compound typo is fixed to the right one of the compounds one edit away the checker accepts', skipUnless('de_DE'), () => {
  assert.deepEqual(answers('de_DE', ['Sonnenbrile', 'Schreibtischlampee', 'Fahradhelm']), ['Sonnenbrille', 'Schreibtischlampe', null]);
});

test('MAX_COMPOUND_STEPS: long compounds are accepted', skipUnless('de_DE'), () => {
  const de = compiledAutocorrector('de_DE')!;
  for (const word of ['Kraftfahrzeughaftpflichtversicherung', 'Donaudampfschifffahrtsgesellschaftskapitän']) assert.ok(de.checker.check(word), word);
});

test('MAX_COMPOUND_STEPS: a word no split makes is given up on within 20,000 split points, as Hunspell\'s time limit does', () => {
  // Hunspell's "timelimit" test: every split of a string of 0s is a compound, so the search is exponential.
  const pack = new Pack(compileHunspellPack('WORDCHARS 01\nCOMPOUNDMIN 1\nCOMPOUNDFLAG Y', '4\n0/Y\n00/Y\n000/Y\n1/Y', {}).buffer as ArrayBuffer);
  const checker = new HunspellChecker(SPELLER_PACK.read(pack), 'default');
  assert.equal(checker.check(`1${'0'.repeat(21)}x`), false);
  assert.ok(checker.compoundStepsTaken <= 20_000, String(checker.compoundStepsTaken));
});
