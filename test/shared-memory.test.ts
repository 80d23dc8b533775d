// The compiled dictionaries live once in shared memory: more workers must not mean more copies of them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { EngineSet } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import { registrySource } from '../data/language-entries.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';
import { rssBytes, startServer, warmAllPacks } from './server-harness.ts';

async function measure(workers: number): Promise<number> {
  const server = await startServer({ WORKERS: String(workers) });
  try {
    const manifest = readManifest()!;
    await warmAllPacks(server.base, Object.keys(manifest.completers));
    return rssBytes(server.child.pid!);
  } finally {
    await server.stop();
  }
}

test('RSS with 4 workers exceeds RSS with 1 worker by far less than 3 copies of the dictionaries', async () => {
  const manifest = readManifest()!;
  const dictionaryBytes = Object.values(manifest.bytes).reduce((a, b) => a + b, 0);
  const one = await measure(1);
  const four = await measure(4);
  const mib = (n: number) => (n / 2 ** 20).toFixed(0);
  console.log(`# dictionaries ${mib(dictionaryBytes)} MiB, RSS 1 worker ${mib(one)} MiB, 4 workers ${mib(four)} MiB`);
  // Three extra private copies would add 3 x dictionaryBytes; a few V8 isolates add far less than one copy.
  assert.ok(four - one < dictionaryBytes, `RSS grew by ${mib(four - one)} MiB`);
});

/** Buffers one thread's engines may make of their own, every language answered: scratch, not tables per language. */
const THREAD_BUFFER_BYTES = 2 * 2 ** 20;

test('one thread\'s engines, every language answered, make under 2 MiB of buffers of their own (each worker pays them)', { skip: !readManifest() && 'packs not compiled' }, () => {
  const manifest = readManifest()!;
  const files = { detector: manifest.detector.file, spellers: manifest.spellers, completers: manifest.completers };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector, ...Object.values(files.spellers), ...Object.values(files.completers)]);
  const engines = new EngineSet(packs, files, new LanguageRegistry(registrySource(manifest)));
  const before = process.memoryUsage().arrayBuffers;
  engines.detector().detect('Das ist ein ganz normaler Satz');
  // Compound typos too: the compound check's memos are the buffers a search fills.
  for (const lang of Object.keys(files.spellers)) for (const typo of ['xqzta', 'Geburtstagsgeschenck', 'fodboldlandshold']) engines.corrector(lang).correct(typo);
  for (const lang of Object.keys(files.completers)) engines.completer(lang).complete('the a');
  const grown = process.memoryUsage().arrayBuffers - before;
  assert.ok(grown < THREAD_BUFFER_BYTES, `${(grown / 2 ** 20).toFixed(2)} MiB`);
});

test('the bundles are one byte a character: each worker holds its source as a one-byte string, half the size', () => {
  // One character above U+00FF anywhere (a regular expression's ’, a comment's —) makes V8 keep the whole source at
  // two bytes a character: 0.4 MiB more in every worker. esbuild escapes strings, not regular expression literals.
  for (const file of ['main.mjs', 'engine-worker.cjs']) {
    const source = readFileSync(join(import.meta.dirname, '..', 'dist', file), 'utf8');
    const wide = /.{0,40}[^\u0000-\u00ff]/u.exec(source);
    assert.equal(wide, null, `${file}: ${wide?.[0]}`);
  }
});
