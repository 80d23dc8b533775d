// Finnish autocorrect over the real voikko-fi pack, chosen by the engine set as the server chooses it: libvoikko's
// acceptance (capitals included) and its reference examples.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EngineSet } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import type { StringTable } from '../engines/hunspell/string-table.ts';
import type { VoikkoSpeller } from '../engines/voikko-speller.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';
import { compiled } from './compiled-speller.ts';

/** The engine set over the Finnish speller pack and its loan language's, as a worker holds them. */
function finnishEngines(): EngineSet {
  const manifest = readManifest()!;
  const spellers = { fi_FI: manifest.spellers.fi_FI, en_US: manifest.spellers.en_US };
  const packs = loadSharedPacks(COMPILED_DIR, Object.values(spellers));
  return new EngineSet(packs, { detector: manifest.detector.file, spellers, completers: {} }, LanguageRegistry.fromManifest(manifest));
}

describe('real fi_FI pack', { skip: !compiled('fi_FI') && 'pack not compiled' }, () => {
  let engines: EngineSet | null = null;
  const corrector = () => (engines ??= finnishEngines()).corrector('fi_FI');

  test("Voikko's examples: hyvaa, kiitoss, paivaa fixed; talossakin left alone", () => {
    const ac = corrector();
    assert.equal(ac.correct('hyvaa'), 'hyvää');
    assert.equal(ac.correct('kiitoss'), 'kiitos');
    assert.equal(ac.correct('paivaa'), 'päivää');
    assert.equal(ac.correct('talossakin'), null);
  });

  test("a listed word is one libvoikko accepts, as isCorrect takes the list's word for its answer", () => {
    const { words, speller } = corrector() as unknown as { words: StringTable; speller: VoikkoSpeller };
    for (let i = 0; i < words.size; i += 499) assert.ok(speller.accepts(words.text(i)), words.text(i));
  });

  test('capitals as libvoikko reads them: a name needs its capital, a sentence may start with one, all capitals pass', () => {
    const ac = corrector();
    for (const word of ['Helsinki', 'HELSINKI', 'Talossakin', 'talossakin', 'syyskuu']) assert.ok(ac.isCorrect(word), word);
    for (const word of ['helsinki', 'taLossa', 'hyvaa']) assert.ok(!ac.isCorrect(word), word);
    assert.equal(ac.correct('helsinki'), 'Helsinki');
  });

  test('the fix keeps the capitals and punctuation typed; spoken Finnish and loan words stay', () => {
    const ac = corrector();
    assert.equal(ac.correct('Hyvaa'), 'Hyvää');
    assert.equal(ac.correct('PAIVAA'), 'PÄIVÄÄ');
    assert.equal(ac.correct('kiitoss!'), 'kiitos!');
    for (const word of ['mut', 'niinku', 'email']) assert.equal(ac.correct(word), null, word);
  });

  test('two words run together, short ones too, rather than an odd compound one slip away', () => {
    const ac = corrector();
    for (const [typo, fix] of [['tulenhuomenna', 'tulen huomenna'], ['eiole', 'ei ole'], ['jakiitos', 'ja kiitos'], ['ettäse', 'että se']]) assert.equal(ac.correct(typo), fix, typo);
  });
});
