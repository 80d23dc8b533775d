// The autocorrect word list's symmetric-delete index: a typo meets exactly the words that share a key with it (the
// word itself or a one-letter deletion), each once, in probe order, as a scan of every word finds them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deleteIndexSections } from '../data/speller-delete-index.ts';
import { buildStringTable } from '../data/speller-string-table.ts';
import { DeleteIndex } from '../engines/correct-delete-index.ts';
import { StringTable } from '../engines/hunspell/string-table.ts';

/** The word and its one-letter deletions. */
function keys(word: string): Set<string> {
  const out = new Set([word]);
  for (let k = 0; k < word.length; k++) out.add(word.slice(0, k) + word.slice(k + 1));
  return out;
}

/** What near() must report: for each key of the typo in probe order, the words holding it, by id, each once. */
function scanned(words: string[], typo: string): number[] {
  const out: number[] = [];
  for (let skip = -1; skip < typo.length; skip++) {
    const key = skip < 0 ? typo : typo.slice(0, skip) + typo.slice(skip + 1);
    words.forEach((word, id) => keys(word).has(key) && !out.includes(id) && out.push(id));
  }
  return out;
}

/** Seeded words of 1 to 9 letters over a small alphabet, so that keys are shared and buckets crowded. */
function words(count: number): string[] {
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
  const out = new Set<string>();
  while (out.size < count) {
    let word = '';
    for (let n = 1 + (next() % 9); n > 0; n--) word += 'aeinrstłó'[next() % 9];
    out.add(word);
  }
  return [...out];
}

test('near() reports the words sharing a key with the typo, in probe order, each once', () => {
  for (const list of [['a', 'ab', 'ba', 'abc', 'acb', 'cab'], words(3000)]) {
    const index = new DeleteIndex(deleteIndexSections(list), new StringTable(buildStringTable(list)));
    for (const typo of ['ab', 'abc', 'x', 'ainst', 'stare', 'rsteia', 'łóa', 'neinei', ...list.slice(0, 300)]) {
      const found: number[] = [];
      index.near(typo, (id) => found.push(id));
      assert.deepEqual(found, scanned(list, typo), typo);
    }
  }
});
