// A lost batch (workers/engine-pool.ts lost()): when a worker dies on one request of a batch, the batch's other
// requests are sent again and answered as a healthy pool answers them; the culprit is retried alone once, then failed.
// test/fault.test.ts shows the same under HTTP load, where whether a culprit shares its batch is up to timing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { findEngineCommand } from '../core/commands.ts';
import type { Body } from '../core/render.ts';
import { registrySource } from '../data/language-entries.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { EnginePool } from '../workers/engine-pool.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';

const DETECT = findEngineCommand('detect_language')!;
const OPTIONS = { format: 'json', callback: null, short: false, locale: 'en' } as const;
const FAULT_EXIT = 'fault-injection:exit';
const BYSTANDERS = ['Das ist ein ganz normaler Satz', 'This is a perfectly ordinary sentence'];
let pool: EnginePool;

before(async () => {
  // Read by each worker thread at its start (workers/engine-worker.ts).
  process.env.NODE_ENV = 'test';
  process.env.ENGINE_FAULTS = '1';
  const manifest = readManifest()!;
  const files = { detector: manifest.detector.file, spellers: {}, completers: {} };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector]);
  pool = new EnginePool({ workers: 1, packs, files, languages: registrySource(manifest) });
  await pool.ready();
});

after(() => pool.close());

/** Submits a detection in this turn; the promise holds its body as text, or null when the pool failed it. */
function detect(text: string): Promise<string | null> {
  return new Promise((resolve) => {
    pool.submit(DETECT, '', text, OPTIONS, {
      finish: (body: Body | null) => resolve(body === null ? null : typeof body === 'string' ? body : new TextDecoder().decode(body)),
    });
  });
}

test('a worker that dies on one request of a batch costs only that answer: the others are rerun and answered', async () => {
  const healthy = await Promise.all(BYSTANDERS.map(detect));
  const sentBefore = pool.batchesSent;
  const { workerDeaths, bystandersRerun } = pool.faults;
  const answers = await Promise.all([detect(BYSTANDERS[0]), detect(FAULT_EXIT), detect(BYSTANDERS[1])]);
  assert.deepEqual(answers, [healthy[0], null, healthy[1]]);
  // One batch of three, lost; the two bystanders again; the culprit alone, lost again and failed.
  assert.equal(pool.batchesSent, sentBefore + 3);
  assert.equal(pool.faults.bystandersRerun, bystandersRerun + 2);
  assert.equal(pool.faults.workerDeaths, workerDeaths + 2);
});
