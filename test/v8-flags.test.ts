// The engine threads' V8 flags make each new thread smaller: it compiles Node's internals as it calls them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';
import { setEngineThreadV8Flags } from '../workers/v8-flags.ts';

/** Old space a bare worker thread holds once started, in bytes. */
function startedWorkerOldSpace(): Promise<number> {
  const code = `const { parentPort } = require('node:worker_threads');
    parentPort.postMessage(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, execArgv: [] });
    worker.once('message', (bytes: number) => void worker.terminate().then(() => resolve(bytes)));
    worker.once('error', reject);
  });
}

test('a thread started after setEngineThreadV8Flags holds at least 0.5 MiB less old space than one started before', async () => {
  const before = await startedWorkerOldSpace();
  setEngineThreadV8Flags();
  const after = await startedWorkerOldSpace();
  const mib = (n: number) => (n / 2 ** 20).toFixed(2);
  console.log(`# a started worker's old space: ${mib(before)} MiB before the flags, ${mib(after)} MiB after`);
  assert.ok(before - after > 0.5 * 2 ** 20, `${mib(before)} -> ${mib(after)} MiB`);
});
