// The pool's bookkeeping of batches in flight (workers/batch-progress.ts, workers/batch-deadlines.ts): each batch has
// its own progress slot while it runs, and one timer ends exactly the batches whose running call overran the deadline.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BatchDeadlines } from '../workers/batch-deadlines.ts';
import { NOT_STARTED, ProgressSlotPool, ProgressSlots } from '../workers/batch-progress.ts';
import { BatchRun, ENGINE_CALL_DEADLINE_MS } from '../workers/batch-run.ts';
import type { Batch } from '../workers/batch.ts';

function runOf(slots: ProgressSlotPool, size: number): BatchRun {
  const progress = slots.take();
  const batch: Batch = { ops: [], formats: [], locales: [], callbacks: [], langs: [], texts: [], slot: progress.slot };
  return new BatchRun(batch, Array.from({ length: size }, () => ({ finish() {} })), false, progress);
}

test('a worker writes its batch slot through its own view of the buffer; slots are given back and taken again unstarted', () => {
  const slots = new ProgressSlotPool(2);
  const a = slots.take();
  const b = slots.take();
  assert.notEqual(a.slot, b.slot);
  assert.throws(() => slots.take(), /more batches in flight/);
  const worker = new ProgressSlots(slots.buffer);
  worker.at(b.slot).begin(3);
  assert.equal(b.request(), 3);
  assert.equal(a.request(), NOT_STARTED);
  assert.ok(Math.abs(b.since() - Date.now()) < 1000);
  slots.release(b);
  const again = slots.take();
  assert.equal(again.slot, b.slot);
  assert.equal(again.request(), NOT_STARTED);
});

test('the deadline ends only the batch whose running call overran it, and only once', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  const slots = new ProgressSlotPool(4);
  const deadlines = new BatchDeadlines();
  const [stuck, waiting, done] = [runOf(slots, 2), runOf(slots, 2), runOf(slots, 2)];
  const aborted: string[] = [];
  stuck.addEventListener('abort', () => aborted.push('stuck'));
  waiting.addEventListener('abort', () => aborted.push('waiting'));
  done.addEventListener('abort', () => aborted.push('done'));
  for (const run of [stuck, waiting, done]) deadlines.watch(run);
  stuck.progress.begin(1);
  done.progress.end(2);
  t.mock.timers.tick(ENGINE_CALL_DEADLINE_MS - 1);
  assert.deepEqual(aborted, []);
  t.mock.timers.tick(1);
  assert.deepEqual(aborted, ['stuck']);
  assert.ok(stuck.overran && stuck.aborted);
  // A call started later gets its whole deadline, counted from its own start.
  t.mock.timers.tick(ENGINE_CALL_DEADLINE_MS / 2);
  waiting.progress.begin(0);
  t.mock.timers.tick(ENGINE_CALL_DEADLINE_MS - 1);
  assert.deepEqual(aborted, ['stuck']);
  t.mock.timers.tick(ENGINE_CALL_DEADLINE_MS);
  assert.deepEqual(aborted, ['stuck', 'waiting']);
  for (const run of [stuck, waiting, done]) deadlines.settle(run);
  deadlines.clear();
});

test('a settled batch is no longer watched: its call may run on without an abort', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  const slots = new ProgressSlotPool(1);
  const deadlines = new BatchDeadlines();
  const run = runOf(slots, 1);
  let aborts = 0;
  run.addEventListener('abort', () => aborts++);
  deadlines.watch(run);
  run.progress.begin(0);
  deadlines.settle(run);
  t.mock.timers.tick(3 * ENGINE_CALL_DEADLINE_MS);
  assert.equal(aborts, 0);
  deadlines.clear();
});
