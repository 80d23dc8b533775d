// The worker bundle is CommonJS and piscina require()s it (workers/engine-pool.ts): a thread running it never loads
// Node's ES module loader, whose modules every worker would otherwise hold. Run npm run build:code first.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Piscina } from 'piscina';

const BUNDLE = join(import.meta.dirname, '..', 'dist', 'engine-worker.cjs');

test("a pool thread that loads the worker bundle loads no module of Node's ES module loader", async () => {
  // The bundle's own module builds its engines from workerData; a wrapper hands back what the thread loaded.
  const wrapper = join(mkdtempSync(join(tmpdir(), 'worker-bundle-')), 'wrapper.cjs');
  writeFileSync(wrapper, `require(${JSON.stringify(BUNDLE)});\nmodule.exports = () => process.moduleLoadList;\n`);
  const pool = new Piscina({
    filename: wrapper,
    minThreads: 1,
    maxThreads: 1,
    // As the server's threads start: without this test's own `--import tsx`, which would load the loader itself.
    execArgv: [],
    workerData: { packs: {}, files: { detector: '', spellers: {}, completers: {} }, languages: { detect: [], autocorrect: [], autocomplete: [] } },
  });
  try {
    const loaded: string[] = await pool.run(null);
    assert.ok(loaded.includes('NativeModule internal/modules/cjs/loader'));
    assert.ok(!loaded.includes('NativeModule internal/modules/esm/loader'));
  } finally {
    await pool.close();
  }
});
