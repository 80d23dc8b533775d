// The compiled dictionaries live once in shared memory: more workers must not mean more copies of them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readManifest } from '../data/manifest.ts';
import { api, startServer } from './server-harness.ts';

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m![1]) * 1024;
}

/** Touches every pack from every worker: all languages, several rounds so each worker gets batches. */
async function warm(base: string, codes: string[]): Promise<void> {
  for (let round = 0; round < 4; round++) {
    await Promise.all(
      codes.flatMap((lang) => [
        api(base, { cmd: 'autocorrect', text: 'xqzt', lang }),
        api(base, { cmd: 'autocomplete', text: 'the', lang }),
        api(base, { cmd: 'detect_language', text: 'a short sentence in some language' }),
      ]),
    );
  }
}

async function measure(workers: number): Promise<number> {
  const server = await startServer({ WORKERS: String(workers) });
  try {
    const manifest = readManifest()!;
    await warm(server.base, Object.keys(manifest.completers));
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
