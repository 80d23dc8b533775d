// The packed word list sorts as strings sort in code unit order (kinds below every letter), and keeps the last of equal words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PackedWords } from '../data/packed-words.ts';

/** Words over a few letters (prefixes of each other, repeats, letters above 0xff) with kinds 1 to 3, from a fixed seed. */
function sample(count: number): [string, number][] {
  let seed = 12345;
  const next = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
  const letters = ['a', 'b', 'é', 'ő', 'я'];
  return Array.from({ length: count }, () => [Array.from({ length: next(7) }, () => letters[next(letters.length)]).join(''), 1 + next(3)]);
}

test('sortedOrder is the order of the words with their kind as a last code unit, equal ones in the order added', () => {
  const words = sample(5000);
  const packed = new PackedWords();
  for (const [word, kind] of words) packed.add(word, kind);
  const marked = (i: number) => words[i][0] + String.fromCharCode(words[i][1]);
  const sorted = [...packed.sortedOrder()];
  assert.deepEqual(sorted.map(marked), words.map((_, i) => marked(i)).sort());
  for (let k = 1; k < sorted.length; k++) if (marked(sorted[k - 1]) === marked(sorted[k])) assert.ok(sorted[k - 1] < sorted[k]);
});

test('lastOfEqual keeps each word once, with its highest kind', () => {
  const packed = new PackedWords();
  for (const [word, kind] of [['ab', 2], ['a', 1], ['ab', 1], ['', 1], ['ab', 3], ['b', 1]] as const) packed.add(word, kind);
  const kept = [...packed.lastOfEqual(packed.sortedOrder())].map((i) => [packed.length(i), packed.kind[i]]);
  assert.deepEqual(kept, [[0, 1], [1, 1], [2, 3], [1, 1]]);
});
