// The string hash tables the word lists and the .dic's stems live in: lookups of whole strings, of spliced ones, and
// entry texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildStringTable } from '../data/speller-string-table.ts';
import { StringTable } from '../engines/hunspell/string-table.ts';
import { buildFrontCodedTable } from '../data/speller-front-coded-table.ts';
import { FrontCodedTable, RUN } from '../engines/hunspell/front-coded-table.ts';

const WORDS = ['the', 'then', 'they', 'physics', 'physic', 'ph', 'fysics', 'naïve', 'straße', 'x'.repeat(70)];

function table(): StringTable {
  return new StringTable(buildStringTable(WORDS));
}

test('find and text agree with the entries, long ones included', () => {
  const t = table();
  WORDS.forEach((w, i) => {
    assert.equal(t.find(w), i);
    assert.equal(t.text(i), w);
    assert.equal(t.length(i), w.length);
  });
  assert.equal(t.find('thy'), -1);
  assert.equal(t.find('xthenx', 1, 5), WORDS.indexOf('then'));
});

test('findSpliced finds exactly what find finds for the spliced string', () => {
  const t = table();
  const typos = ['fysics', 'physics', 'thxn', 'the', 'naive', 'strasse', 'p'];
  const middles = ['', 'ph', 'e', 'ï', 'ß', 'hysics'];
  for (const typo of typos) {
    for (let at = 0; at <= typo.length; at++) {
      for (let cut = 0; at + cut <= typo.length; cut++) {
        for (const middle of middles) {
          const spliced = typo.slice(0, at) + middle + typo.slice(at + cut);
          assert.equal(t.findSpliced(typo, at, cut, middle), t.find(spliced), `${typo} ${at} ${cut} ${middle}`);
        }
      }
    }
  }
});

test('a table of at most 256 distinct code units stores a byte per unit; a wider one two bytes, found alike', () => {
  const narrow = buildStringTable(WORDS);
  assert.ok(narrow.codes.u8 !== null && narrow.codes.u16 === null);
  const hangul = Array.from({ length: 300 }, (_, i) => String.fromCharCode(0xac00 + i) + 'a');
  const wide = buildStringTable(hangul);
  assert.ok(wide.codes.u8 === null && wide.codes.u16 !== null && wide.alphabet.length === 301);
  const t = new StringTable(wide);
  const units = new Uint16Array(2);
  hangul.forEach((w, i) => {
    assert.equal(t.find(w), i);
    assert.equal(t.text(i), w);
    t.unitsOf(i, units);
    assert.deepEqual([...units], [w.charCodeAt(0), w.charCodeAt(1)]);
  });
  assert.equal(t.find('\uac00b'), -1);
  assert.equal(new StringTable(narrow).find('naïvf'), -1);
});

test('an empty table finds nothing', () => {
  assert.equal(new StringTable(buildStringTable([])).find('a'), -1);
});

/**
 * Sorted-ish stems as a .dic lists them: runs of shared prefixes, a longer entry after a shorter, and back, and entries
 * sharing or adding 15 letters or more (a head of three codes).
 */
const STEMS = ['a', 'ab', 'abc', 'abd', 'abdomen', 'abdominal', 'abe', 'b', 'ba', 'bab', 'baba', 'babe', 'babel', 'ax', 'axe', 'axes', 'axis', 'the', 'then', 'theme', 'them', 'physics', 'physic', 'naïve', 'straße', '', 'internationalization', 'internationalizations', 'internationally'];

test('a front-coded table finds every entry, in every run, and only them', () => {
  const t = new FrontCodedTable(buildFrontCodedTable(STEMS));
  assert.ok(STEMS.length > RUN, 'the entries span more than one run');
  assert.equal(t.size, STEMS.length);
  STEMS.forEach((w, i) => {
    assert.equal(t.find(w), i, w);
    assert.equal(t.text(i), w);
    assert.equal(t.length(i), w.length);
  });
  for (const miss of ['abdo', 'abdomens', 'aba', 'bae', 'axi', 'thee', 'th', 'naive', 'phys', 'c', 'babelx']) assert.equal(t.find(miss), -1, miss);
  assert.equal(t.find('xbabex', 1, 5), STEMS.indexOf('babe'));
});

test('a front-coded table of over 256 code units or of an entry past 255 units stores two-byte codes, found alike', () => {
  const hangul = Array.from({ length: 300 }, (_, i) => 'a' + String.fromCharCode(0xac00 + i));
  const long = ['x'.repeat(300), 'x'.repeat(299) + 'y', 'x'];
  for (const texts of [hangul, long]) {
    const sections = buildFrontCodedTable(texts);
    assert.ok(sections.codes.u8 === null && sections.codes.u16 !== null);
    const t = new FrontCodedTable(sections);
    texts.forEach((w, i) => {
      assert.equal(t.find(w), i);
      assert.equal(t.text(i), w);
    });
    assert.equal(t.find('x'.repeat(299)), -1);
  }
  assert.equal(new FrontCodedTable(buildFrontCodedTable([])).find('a'), -1);
});
