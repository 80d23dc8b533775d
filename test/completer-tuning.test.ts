// What the completer's tuning constants exist for, on the real packs, each pinned by the smallest example the
// evaluation sets showed: eval/mutate-constants.ts finds no figure moving past its floor when these change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { Completer } from '../engines/completer.ts';
import { editingProfile } from '../languages/registry.ts';
import { compiledPack } from './compiled-speller.ts';

function completer(code: string): Completer | null {
  const pack = compiledPack(join(COMPILED_DIR, `completer-${code}.bin`));
  return pack && new Completer(pack, editingProfile(code).writing);
}

const skipUnless = (code: string) => ({ skip: compiledPack(join(COMPILED_DIR, `completer-${code}.bin`)) === null && `completer-${code} not compiled` });

test('ROW_SCAN_LIMIT: a context row with many entries in the typed range is scanned, not cut to its most frequent', skipUnless('pl_PL'), () => {
  const pl = completer('pl_PL')!;
  assert.ok(pl.complete('Tego wieczora jednak s').includes('zybko'), JSON.stringify(pl.complete('Tego wieczora jednak s')));
  const cs = completer('cs_CZ')!;
  const text = 'V posledních letech dospěl náš kolektiv katedry duševní hygieny ke k';
  assert.ok(cs.complete(text).includes('terým'), JSON.stringify(cs.complete(text)));
});

test('APOSTROPHE_LIKELIER: a word is read as its apostrophe form only when that form is far likelier ("ones" is no "one\'s")', skipUnless('en_US'), () => {
  const got = completer('en_US')!.complete('A: To prevent the sensible ones ');
  assert.ok(got.slice(0, 3).includes('who') && !got.includes('own'), JSON.stringify(got));
});

test('MAX_SUGGESTIONS: up to five suggestions, though the evaluation reads three', skipUnless('en_US'), () => {
  assert.equal(completer('en_US')!.complete('Q: ').length, 5);
});

test('ROW_CANDIDATES: a long part of a context row still gives more than its few most frequent entries', skipUnless('en_US'), () => {
  const got = completer('en_US')!.complete('Q: How much does it cost to r');
  assert.ok(got.includes('each'), JSON.stringify(got));
});

test('MAX_ELIDED_WORD: an elided head run together with a long word is read ("daccord": d\'accord)', skipUnless('fr_FR'), () => {
  const got = completer('fr_FR')!.complete('Je suis daccord ');
  assert.ok(got.slice(0, 2).includes('avec'), JSON.stringify(got));
});

test('CAPITALS_READ: a text typed in capitals is answered in capitals, read over more than its last word', skipUnless('it_IT'), () => {
  assert.equal(completer('it_IT')!.complete('VORREI AVERE UNA ')[0], 'QUALCHE');
});

test('MAX_NODES: the forms search goes deep enough for the rarer forms of a stem ("miag": olando)', skipUnless('it_IT'), () => {
  const got = completer('it_IT')!.complete('la sua testa miag');
  assert.ok(got.includes('olando'), JSON.stringify(got));
});

test('MARKED_WORDS_SHARE, EARLIER_WORDS_READ, EARLIER_CHARS_READ: a text whose earlier words lack their marks is answered without marks', skipUnless('pl_PL'), () => {
  const got = completer('pl_PL')!.complete('Dziekuje bardzo za pom');
  assert.ok(got.includes('oca') && !got.includes('ocą'), JSON.stringify(got));
});

test('MAX_ADDRESS_CHARS: nothing is offered inside a web address longer than a few letters', skipUnless('en_US'), () => {
  assert.deepEqual(completer('en_US')!.complete('see www.example.com/abou'), []);
});

test('EARLIER_WORDS: more than a handful of the earlier words the typed letters begin are offered', skipUnless('en_US'), () => {
  const got = completer('en_US')!.complete('Zbigniew, Zdzislaw, Zofia, Zuzanna, Zygmunt and Zenon came. Then Z');
  assert.ok(got.includes('ygmunt'), JSON.stringify(got));
});

test('MAX_READINGS: a short prefix typed without marks is read with each of its many marked readings', skipUnless('cs_CZ'), () => {
  const got = completer('cs_CZ')!.complete('Dekuji, ri');
  assert.ok(got.includes('kal') && got.includes('kam'), JSON.stringify(got));
});
