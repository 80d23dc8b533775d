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

/** A tiny compounding dictionary's checker with its form filter, as the autocorrector builds it (memos on). */
function compoundingChecker(): HunspellChecker {
  const dic = ['sand/X', 'bag/X', 'box/X'];
  const bytes = compileHunspellPack(['SET UTF-8', 'COMPOUNDFLAG X', 'COMPOUNDMIN 3'].join('\n'), `${dic.length}\n${dic.join('\n')}`, { language: editingProfile('en_US') });
  const speller = SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer));
  const automaton = new FormAutomaton(speller.sections.fsa, 'abcdefghijklmnopqrstuvwxyz', speller.meta);
  assert.ok(speller.meta.automatonComplete && speller.meta.automatonCrossProducts);
  return new HunspellChecker(speller, 'default', new FormFilter(automaton, speller.sections.form, true, false));
}

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
