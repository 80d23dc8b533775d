// What the detector's tuning constants exist for, on the real pack, each pinned by the smallest example the evaluation
// sets showed: eval/mutate-constants.ts finds no figure moving past its floor when these change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { compiledPack } from './compiled-speller.ts';

const pack = compiledPack(join(COMPILED_DIR, 'detector.bin'));
const skip = { skip: pack === null && 'detector.bin not compiled' };
const detect = (text: string) => new LanguageDetector(pack!).detect(text).map((d) => `${d.code} ${d.proportion.toFixed(4)}`);

test('MIN_WORDS: a doubtful text of fewer words is Unknown (no answer), not its likeliest guess', skip, () => {
  assert.deepEqual(detect('BALLE - Grosse'), []);
});

test('POSTERIOR_TEMPERATURE, NEGLIGIBLE_NATS: a plain sentence is not reported as certain', skip, () => {
  const [best, ...rest] = new LanguageDetector(pack!).detect('I like that in a person.');
  assert.ok(best.code === 'en_US' && best.proportion > 0.99 && best.proportion < 1 && rest.length === 0, JSON.stringify(best));
});

test('MAX_CANDIDATES: up to five languages are reported', skip, () => {
  assert.equal(detect('Mi nombre es Dump, Core Dump.').length, 5);
});

test('SEGMENT_CONFIDENCE: a short foreign run must be sure to count as a language of its own', skip, () => {
  assert.deepEqual(detect('Вы встаете с постели, а лежащая рядом девушка хватает вас за руку и говорит: - Save changes?'), ['ru_RU 1.0000']);
});

test('SWITCH_ROWS: a sentence switches to a language among its several best rows', skip, () => {
  const got = detect('Leitfaden durch die Phraseologie wissenschaftlicher Veröffentlichungen: Englisch: appears to be an excellent choice to Deutsch: vielleicht brauchbar für');
  assert.deepEqual(got.map((d) => d.split(' ')[0]), ['de_DE', 'en_US']);
});

test('CLOSE_RECHECK_BELOW: an unsure answer in a group of close languages is looked at again, a sure one stands', skip, () => {
  // First look: nb_NO at 0.76; the Nynorsk marker words (forsinka, timar, eg) make it nn_NO.
  assert.equal(detect('Flyet er forsinka to timar, eg sender melding når eg har landa.')[0].split(' ')[0], 'nn_NO');
  // First look: nb_NO at 0.9965; Danish's dictionary alone takes "lei for", but the first look had read it already.
  assert.equal(detect('Jeg er lei for det, Prins Konrad.')[0].split(' ')[0], 'nb_NO');
});
