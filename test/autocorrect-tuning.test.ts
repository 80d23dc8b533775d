// What the autocorrector's tuning constants exist for, on the real packs, each pinned by the smallest example:
// eval/mutate-constants.ts finds no figure of the evaluation sets moving past its floor when these change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, compiledAutocorrector } from './compiled-speller.ts';

const skipUnless = (code: string) => ({ skip: !compiled(code) && `speller-${code} not compiled` });

test('SHORT_TYPO_LETTERS: a three-letter string is fixed only by a likely slip, not by a slip of its first letter', skipUnless('en_US'), () => {
  const en = compiledAutocorrector('en_US')!;
  for (const typo of ['rhe', 'yhe', 'ghe']) assert.equal(en.correct(typo), null, typo);
  for (const [typo, word] of [['teh', 'the'], ['adn', 'and'], ['yuo', 'you']]) assert.equal(en.correct(typo), word, typo);
});
