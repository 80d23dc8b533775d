// A search memo holds answers for one candidate search, in slots made only as answers are placed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchMemo } from '../engines/hunspell/search-memo.ts';

test('a memo holds no slots until an answer is placed: a language that never compounds costs no memory', () => {
  const memo = new SearchMemo(8192, 3);
  memo.forget();
  assert.equal(memo.find('sand'), -1);
  assert.equal(memo.values.length, 0);
});

test('answers placed before the memo grows are read back after it, and a new search forgets them all', () => {
  const memo = new SearchMemo(1000, 2);
  const words = Array.from({ length: 300 }, (_, i) => `part${i}`);
  for (const [i, word] of words.entries()) {
    const at = memo.place(word);
    memo.values[at] = i;
    memo.values[at + 1] = -1 - i;
  }
  assert.ok(memo.values.length >= 300 * 2 && memo.values.length < 1000 * 2, `${memo.values.length} numbers for 300 answers`);
  for (const [i, word] of words.entries()) {
    const at = memo.find(word);
    assert.deepEqual([memo.values[at], memo.values[at + 1]], [i, -1 - i], word);
  }
  memo.forget();
  for (const word of words) assert.equal(memo.find(word), -1, word);
});

test('a full memo starts over within its capacity', () => {
  const memo = new SearchMemo(100, 1);
  for (let i = 0; i < 250; i++) memo.values[memo.place(`w${i}`)] = i;
  assert.equal(memo.values.length, 100);
  assert.equal(memo.values[memo.find('w249')], 249);
  assert.equal(memo.find('w0'), -1);
});

test('a search begins with the keys of earlier ones dropped once they pass 1024, so a long-lived memo stays near one search\'s size', () => {
  const memo = new SearchMemo(8192, 1);
  for (let i = 0; i < 1500; i++) memo.values[memo.place(`stale${i}`)] = i;
  memo.forget();
  assert.equal(memo.place('fresh'), 0);
  assert.equal(memo.find('stale0'), -1);
  // Under the bound the keys stay: a later search finds its slot again without placing a new one.
  const few = new SearchMemo(8192, 1);
  few.place('a');
  few.forget();
  few.place('b');
  assert.equal(few.place('a'), 0);
});
