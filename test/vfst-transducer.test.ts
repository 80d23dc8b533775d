// The VFST walker over a transducer built byte by byte here (the format data/vfst-file.ts reads), and libvoikko's
// Finnish acceptance over the real voikko-fi pack when it is compiled.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readVfst } from '../data/vfst-file.ts';
import { VfstTransducer } from '../engines/vfst-transducer.ts';

/** A VFST file: its symbols, and its states as lists of [input symbol or 'final', output symbol, target state]. */
function vfstBytes(symbols: string[], states: ([number, number, number] | 'final')[][]): Uint8Array {
  const head = [...symbols.flatMap((s) => [...new TextEncoder().encode(s), 0])];
  const symbolBytes = 16 + 2 + head.length;
  const cellsAt = Math.ceil(symbolBytes / 8) * 8;
  const firstCell: number[] = [];
  let cells = 0;
  for (const state of states) firstCell.push(cells), (cells += state.length);
  const bytes = new Uint8Array(cellsAt + 8 * cells);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x00013a6e, true);
  view.setUint32(4, 0x000351fa, true);
  view.setUint16(16, symbols.length, true);
  bytes.set(head, 18);
  states.forEach((state, s) => {
    state.forEach((cell, k) => {
      const at = cellsAt + 8 * (firstCell[s] + k);
      const more = k === 0 ? state.length - 1 : 0;
      if (cell === 'final') view.setUint16(at, 0xffff, true);
      else {
        view.setUint16(at, cell[0], true);
        view.setUint16(at + 2, cell[1], true);
        view.setUint32(at + 4, firstCell[cell[2]], true);
      }
      bytes[at + 7] = more;
    });
  });
  return bytes;
}

/** Every output of `word`. */
function outputs(t: VfstTransducer, word: string): string[] {
  const out: string[] = [];
  if (t.start(word)) for (let o = t.next(); o !== null; o = t.next()) out.push(o);
  return out;
}

describe('VFST transducer', () => {
  // Symbols: 0 epsilon, 1-3 flag diacritics, 4-6 letters, 7 a tag. Paths: set F=A, read a, then b only where F is A
  // (written as the tag), c only where F is B (never), or c with no flag by an epsilon path that also outputs the tag.
  const symbols = ['', '@P.F.A@', '@R.F.A@', '@R.F.B@', 'a', 'b', 'c', '[T]'];
  const A = 4, B = 5, C = 6, TAG = 7;
  const states: ([number, number, number] | 'final')[][] = [
    /* 0 */ [[1, 0, 1], [0, TAG, 5]],
    /* 1 */ [[A, A, 2]],
    /* 2 */ [[2, 0, 3], [3, 0, 4]],
    /* 3 */ [[B, TAG, 6]],
    /* 4 */ [[C, C, 6]],
    /* 5 */ [[A, A, 7]],
    /* 6 */ ['final'],
    /* 7 */ [[C, C, 6]],
  ];
  const { meta, sections } = readVfst(vfstBytes(symbols, states));
  const t = new VfstTransducer(sections, meta);

  test('a path whose flag diacritics agree gives its output; flags and epsilons write nothing', () => {
    assert.deepEqual(outputs(t, 'ab'), ['a[T]']);
  });

  test('a path a flag blocks is no path: ac only by the epsilon path', () => {
    assert.deepEqual(outputs(t, 'ac'), ['[T]ac']);
  });

  test('prefixes, longer words and letters outside the symbols have no output', () => {
    for (const word of ['a', 'abc', 'b', 'ad', '']) assert.deepEqual(outputs(t, word), [], word);
  });

  test('inputs one edit away: a letter added, dropped, put for another or swapped; never through a blocked flag', () => {
    const edits = t.symbolSet(['a', 'b', 'c']);
    const near = (word: string) => [...t.readingsNear(word, new Map(), edits, 1_000).edited].sort();
    assert.deepEqual(near('a'), ['ab', 'ac']);
    assert.deepEqual(near('abb'), ['ab']);
    assert.deepEqual(near('ad'), ['ab', 'ac']);
    assert.deepEqual(near('ba'), ['ab']);
    assert.deepEqual(near('ab'), ['ac'], 'the word itself is no edit');
    assert.deepEqual(near('bc'), ['ac']);
    assert.deepEqual(near('ab'.repeat(3)), []);
  });

  test('inputs with marks put on: a letter read as one it may stand for; a mark and a slip together are no reading', () => {
    const marks = new Map([[t.symbolOf('b'), [t.symbolOf('c')]]]);
    const readings = (word: string) => t.readingsNear(word, marks, t.symbolSet(['a']), 1_000);
    assert.deepEqual([...readings('ab').marked], ['ac']);
    assert.deepEqual([...readings('ac').marked], [], 'c stands for nothing');
    const both = readings('bb');
    assert.deepEqual([[...both.marked], [...both.edited]], [[], ['ab']], 'ac is a slip and a mark away');
  });

  test('a weighted or foreign file is refused', () => {
    const weighted = vfstBytes(symbols, states);
    weighted[8] = 1;
    assert.throws(() => readVfst(weighted), /weighted/);
    assert.throws(() => readVfst(new Uint8Array(32)), /VFST/);
  });
});
