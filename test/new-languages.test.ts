// The languages beyond the first 23: tiny dictionaries for what their scripts and dictionaries needed (right-to-left
// text, Indic vowel signs, a typographic apostrophe, more letters than the form automaton takes), then the real packs
// of a few of them end to end (a typo fixed, a correct word left alone, a word finished), when compiled (`--all`;
// Croatian's the test compiles itself).
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { compileCompleter } from '../data/compile-completer.ts';
import { compileHunspellPack, compileSpeller } from '../data/compile-speller.ts';
import { ensureDebianPackages } from '../data/debian-packages.ts';
import { COMPILED_DIR } from '../data/manifest.ts';
import { positionsWithinAlphabet } from '../data/minimal-automaton.ts';
import { PackedWords } from '../data/packed-words.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { Completer } from '../engines/completer.ts';
import { MAX_SYMBOLS } from '../engines/form-automaton.ts';
import { Pack } from '../engines/pack.ts';
import { editingProfile } from '../languages/registry.ts';
import { compiled, compiledAutocorrector, compiledPack } from './compiled-speller.ts';

/** An autocorrector over a tiny dictionary, with the language's writing and keyboard. */
function tiny(code: string, aff: string[], words: string[], frequencies: [string, number][]): Autocorrector {
  const language = editingProfile(code);
  const pack = compileHunspellPack(['SET UTF-8', ...aff].join('\n'), [String(words.length), ...words].join('\n'), { language, frequencies: new Map(frequencies) });
  return new Autocorrector(new Pack(pack.buffer as ArrayBuffer), language.writing);
}

test('right to left: Hebrew words are read in logical order, a swap and a slip on the Israeli keyboard fixed', () => {
  const ac = tiny('he_IL', [], ['שלום', 'תודה', 'בבקשה', 'ספר'], [['שלום', 0.01], ['תודה', 0.01], ['בבקשה', 0.005], ['ספר', 0.002]]);
  for (const word of ['שלום', 'תודה', 'בבקשה']) assert.equal(ac.correct(word), null, word);
  assert.equal(ac.correct('תדוה'), 'תודה');
  assert.equal(ac.correct('בבקשע'), 'בבקשה');
});

test('Indic script: a dropped vowel sign is restored, the word with its marks left alone', () => {
  const ac = tiny('hi_IN', [], ['नमस्ते', 'धन्यवाद', 'किताब'], [['नमस्ते', 0.01], ['धन्यवाद', 0.01], ['किताब', 0.005]]);
  for (const word of ['नमस्ते', 'धन्यवाद', 'किताब']) assert.equal(ac.correct(word), null, word);
  assert.equal(ac.correct('नमस्त'), 'नमस्ते');
  assert.equal(ac.correct('कताब'), 'किताब');
});

test("a typographic apostrophe passes where the dictionary writes an ASCII one, as in Hunspell 1.7 (Breton c'h)", () => {
  const { checker } = tiny('br_FR', ["WORDCHARS '"], ["c'hoari", 'bara'], []);
  assert.ok(checker.check("c'hoari"));
  assert.ok(checker.check('c’hoari'));
  assert.ok(!checker.check('c’hoarri'));
});

test('the form automaton takes the letters used most when a dictionary has more than it holds; the checker still accepts the rest', () => {
  const rare = Array.from({ length: MAX_SYMBOLS + 10 }, (_, i) => String.fromCharCode(0x4e00 + i));
  const words = new PackedWords();
  for (const word of ['casa', 'cousa', 'mesa', ...rare]) words.add(word, 1);
  const order = Int32Array.from(words.sortedOrder());
  const kept = [...positionsWithinAlphabet(words, order)].map((k) => words.text(order[k]));
  assert.ok(['casa', 'cousa', 'mesa'].every((word) => kept.includes(word)));
  assert.equal(new Set(kept.join('')).size, MAX_SYMBOLS);

  const { checker } = tiny('gl_ES', [], ['casa', 'mesa', ...rare], [['casa', 0.01]]);
  assert.ok(rare.every((word) => checker.check(word)));
});

/** The compiled completer of a language (a language of its own: none shares another's) in a packs' folder. */
function completer(code: string, dir: string): Completer {
  return new Completer(compiledPack(join(dir, `completer-${code}.bin`))!, editingProfile(code).writing);
}

/** The language a default build leaves out that the test compiles itself (4 s), so every run has one new language end to end. */
const SELF_COMPILED = 'hr_HR';

/** The folder of a language's packs: the build's, or a fresh one with SELF_COMPILED's. */
async function packDir(code: string): Promise<string> {
  if (compiled(code)) return COMPILED_DIR;
  const dir = mkdtempSync(join(tmpdir(), 'new-language-packs-'));
  const lang = editingProfile(code);
  ensureDebianPackages([lang.hunspell!.pkg]);
  await compileSpeller(lang, dir);
  await compileCompleter(lang, dir);
  return dir;
}

const REAL: [code: string, typo: string, fixed: string, correct: string, prefix: string, finished: string][] = [
  ['ca_ES', 'setmnaa', 'setmana', 'avui', 'Moltes gr', 'àcies'],
  ['hr_HR', 'hvla', 'hvala', 'dobar', 'Hvala ti', ' da'],
  ['sk_SK', 'dakujem', 'ďakujem', 'vďaka', 'Ďakujem v', 'eľmi'],
  ['bg_BG', 'благдоаря', 'благодаря', 'здравей', 'Благодаря ', 'ти'],
  ['lt_LT', 'labsa', 'labas', 'ačiū', 'Ačiū l', 'abai'],
  ['he_IL', 'תדוה', 'תודה', 'שלום', 'בוקר ט', 'וב'],
];

for (const [code, typo, fixed, correct, prefix, finished] of REAL) {
  test(`real ${code} packs: ${typo} -> ${fixed}, ${correct} left alone, "${prefix}" finished with "${finished}"`, { skip: !compiled(code) && code !== SELF_COMPILED && 'pack not compiled' }, async () => {
    const dir = await packDir(code);
    const ac = compiledAutocorrector(code, dir)!;
    assert.equal(ac.correct(typo), fixed);
    assert.equal(ac.correct(correct), null);
    const completions = completer(code, dir).complete(prefix);
    assert.ok(completions.slice(0, 3).includes(finished), JSON.stringify(completions));
  });
}
