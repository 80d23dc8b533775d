// The pool's idle-inline rule (workers/engine-pool.ts): while nothing is queued or running in the workers, one short
// request per event-loop turn is answered on the calling thread; the turn's others, and long texts, go to the workers.
// While every worker is busy, the requests of later turns gather into one batch.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { findEngineCommand } from '../core/commands.ts';
import type { Body } from '../core/render.ts';
import { registrySource } from '../data/language-entries.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { EnginePool, IDLE_INLINE_MAX_CHARS } from '../workers/engine-pool.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';

let pool: EnginePool;
const AUTOCOMPLETE = findEngineCommand('autocomplete')!;
const DETECT = findEngineCommand('detect_language')!;
const OPTIONS = { format: 'json', callback: null, short: false, locale: 'en' } as const;
const decoder = new TextDecoder();

before(async () => {
  const manifest = readManifest()!;
  const files = { detector: manifest.detector.file, spellers: {}, completers: { en_US: manifest.completers.en_US } };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector, files.completers.en_US]);
  pool = new EnginePool({ workers: 1, packs, files, languages: registrySource(manifest), idleInline: new Set([AUTOCOMPLETE]) });
  await pool.ready();
});

after(() => pool.close());

/** Submits a completion; `answered` turns true when the answer arrives, `result` then holds its suggestions. */
function complete(text: string) {
  const job = { answered: false, result: [] as string[], promise: Promise.resolve() };
  job.promise = new Promise<void>((resolve) => {
    pool.submit(AUTOCOMPLETE, 'en_US', text, OPTIONS, {
      finish(body: Body | null) {
        job.answered = true;
        job.result = JSON.parse(typeof body === 'string' ? body : decoder.decode(body!)).result.suggestions;
        resolve();
      },
    });
  });
  return job;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('an idle pool answers the first short request of a turn at once, the others through the workers, alike', async () => {
  const inlineBefore = pool.idleInlineAnswers;
  const jobs = ['Thank you very', 'Thank you very', 'I would like to'].map(complete);
  assert.equal(jobs[0].answered, true);
  assert.equal(jobs[1].answered, false);
  assert.equal(pool.pending, 2);
  await Promise.all(jobs.map((j) => j.promise));
  assert.equal(pool.idleInlineAnswers, inlineBefore + 1);
  assert.deepEqual(jobs[1].result, jobs[0].result);
  assert.ok(jobs[0].result.includes(' much'));
});

test('the next turn with an idle pool answers inline again; a text over IDLE_INLINE_MAX_CHARS goes to the workers', async () => {
  await nextTurn();
  assert.equal(complete('Thank you very').answered, true);
  await nextTurn();
  const long = complete('word '.repeat(IDLE_INLINE_MAX_CHARS / 5) + 'Thank you very');
  assert.equal(long.answered, false);
  await long.promise;
  assert.ok(long.result.includes(' much'));
});

test('while every worker is busy, the requests of later turns wait as one batch, sent when a worker is free', async () => {
  await nextTurn();
  // A long detection keeps the one worker busy for milliseconds.
  let busyDone!: () => void;
  const busy = new Promise<void>((resolve) => (busyDone = resolve));
  pool.submit(DETECT, '', 'Das ist ein langer deutscher Satz über nichts. '.repeat(20_000), OPTIONS, { finish: () => busyDone() });
  await nextTurn();
  const sentBefore = pool.batchesSent;
  const jobs = [];
  for (let turn = 0; turn < 3; turn++) {
    jobs.push(complete('Thank you very'));
    await nextTurn();
  }
  assert.equal(pool.batchesSent, sentBefore);
  await busy;
  await Promise.all(jobs.map((j) => j.promise));
  assert.equal(pool.batchesSent, sentBefore + 1);
  assert.ok(jobs.every((j) => j.result.includes(' much')));
});
