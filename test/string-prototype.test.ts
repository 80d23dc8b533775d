// String.prototype must stay a fast object on the server's main thread: a library that subclasses String (ioredis's
// VerbatimString) turns it into a dictionary object for good, and optimized code then reads every string method through
// a generic property load (seen in an on-CPU profile of the main thread with perf). ioredis is loaded
// only by a server that uses Redis (server/key-store-redis.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '..');

/** Whether String.prototype has fast properties after importing `modules` in a fresh process. */
function fastAfterImporting(modules: string[]): boolean {
  const imports = modules.map((m) => `await import(${JSON.stringify(m)});`).join(' ');
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', `${imports} console.log(%HasFastProperties(String.prototype));`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim() === 'true';
}

test("the server's modules leave String.prototype fast without Redis", () => {
  assert.equal(fastAfterImporting(['./server/http-app.ts', './server/key-store.ts', './workers/engine-pool.ts']), true);
});

test('the check sees it: importing ioredis makes String.prototype slow', () => {
  assert.equal(fastAfterImporting(['ioredis']), false);
});
