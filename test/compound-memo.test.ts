// The compound check's memos live for one candidate search: an answer depends on its request alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { FormAutomaton } from '../engines/form-automaton.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { FormFilter } from '../engines/hunspell/form-filter.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { editingProfile } from '../languages/registry.ts';
import { compiled, compiledCorrector } from './compiled-speller.ts';

/**
 * A tiny compounding dictionary's checker with its form filter, as the autocorrector builds it (memos on); without
 * the filter (`filtered` false) as for Hungarian, whose automaton holds the frequent stems' forms only.
 */
function compoundingChecker(aff: string[] = [], dic = ['sand/X', 'bag/X', 'box/X'], filtered = true): HunspellChecker {
  const bytes = compileHunspellPack(['SET UTF-8', 'COMPOUNDFLAG X', 'COMPOUNDMIN 3', ...aff].join('\n'), `${dic.length}\n${dic.join('\n')}`, { language: editingProfile('en_US') });
  const speller = SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer));
  const automaton = new FormAutomaton(speller.sections.fsa, 'abcdefghijklmnopqrstuvwxyz', speller.meta);
  assert.ok(speller.meta.automatonComplete && speller.meta.automatonCrossProducts);
  return new HunspellChecker(speller, 'default', filtered ? new FormFilter(automaton, speller.sections.form, true, false) : null);
}

/** Each word's candidate check, in one search, in this order, against the acceptance check of the word alone. */
function assertCandidatesAgree(checker: HunspellChecker, words: string[]): void {
  const alone = words.map((word) => checker.check(word));
  checker.beginCandidateSearch(1_000);
  assert.deepEqual(words.map((word) => checker.checkCandidate(word, false)), alone);
}

test('CHECKCOMPOUNDREP vetoes the same compounds in a candidate search, where the form filter rules out most REP readings', () => {
  // sandbag read with a -> o is the plain word sandbog (vetoed); boxbag's readings are no words; BAG is an upper-case replacement.
  const aff = ['CHECKCOMPOUNDREP', 'REP 3', 'REP a o', 'REP x ks', 'REP g G'];
  const checker = compoundingChecker(aff, ['sand/X', 'bag/X', 'box/X', 'sandbog']);
  assert.ok(!checker.check('sandbag'));
  assert.ok(checker.check('boxbag'));
  assertCandidatesAgree(checker, ['sandbag', 'boxbag', 'bagsand', 'sandbox']);
});

test('an affixed last part remembered for one candidate keeps the rules it was read with for the next (CHECKCOMPOUNDPATTERN)', () => {
  // After a bare first part, a last part bag read with a suffix of flag Z (bags) is forbidden; bagx's suffix has no Z.
  const aff = ['CHECKCOMPOUNDPATTERN 1', 'CHECKCOMPOUNDPATTERN 0 bag/Z', 'SFX S Y 1', 'SFX S 0 s/Z .', 'SFX T Y 1', 'SFX T 0 x .'];
  for (const filtered of [true, false]) {
    const checker = compoundingChecker(aff, ['sand/X', 'bag/XST', 'box/X'], filtered);
    assert.ok(!checker.check('sandbags'));
    assert.ok(checker.check('sandbagx'));
    assertCandidatesAgree(checker, ['sandbags', 'boxbags', 'sandbagx', 'boxbagx', 'sandbags', 'boxbox']);
  }
});

test('a budget-limited candidate check answers the same whether or not an earlier search remembered its parts', () => {
  const checker = compoundingChecker();
  // sand+bag+box takes three split points: two for sand, one for the rest bag+box, which the rest memo keeps.
  checker.beginCandidateSearch(2);
  assert.ok(!checker.checkCandidate('sandbagbox', false));
  checker.beginCandidateSearch(1_000);
  assert.ok(checker.checkCandidate('sandbagbox', false));
  assert.equal(checker.compoundStepsTaken, 3);
  // Within one search the rest is remembered: one split point fewer.
  assert.ok(checker.checkCandidate('sandbagbox', false));
  assert.equal(checker.compoundStepsTaken, 2);
  // A new search reads nothing the last one kept, so the budget of two falls short again.
  checker.beginCandidateSearch(2);
  assert.ok(!checker.checkCandidate('sandbagbox', false));
});

/** Compound typos whose candidates share first parts and rests, and other words to answer first. */
const COMPOUND_TYPOS: Record<string, string[]> = {
  da_DK: ['overtagelde', 'renhjereet', 'sygehuslæfe', 'jernbanestatoin', 'fodboldlandshold', 'skolelærefinde'],
  de_DE: ['Geburtstagsgeschenck', 'Bahnhofsvorstehr', 'Krankenhausaufenthlat', 'Fußballweltmeisterschat', 'Haustürschlüsel'],
  hu_HU: ['vasútállomásom', 'kézilabdacsaptat', 'szobafestőmesterr', 'gyerekorvosnál', 'egyetemitanárok'],
};
const WARM_UP = ['Husbådsejer', 'Fahrradschlosz', 'autószerelőműhey', 'tehe', 'schoool'];

for (const [code, typos] of Object.entries(COMPOUND_TYPOS)) {
  test(`real ${code} pack: a compound typo's answer is the same forwards, backwards and after other requests`, { skip: !compiled(code) && 'pack not compiled' }, () => {
    const corrector = compiledCorrector(code)!;
    const forwards = typos.map((typo) => corrector.correct(typo));
    const backwards = [...typos].reverse().map((typo) => corrector.correct(typo)).reverse();
    for (const word of WARM_UP) corrector.correct(word);
    const afterOthers = typos.map((typo) => corrector.correct(typo));
    assert.deepEqual(backwards, forwards);
    assert.deepEqual(afterOthers, forwards);
  });
}
