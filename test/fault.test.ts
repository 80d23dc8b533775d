// Faults inside the engines, injected in a test run only (NODE_ENV=test and ENGINE_FAULTS=1, workers/engine-worker.ts):
// an engine that throws and a worker thread that dies answer their request 500 in the shared shape, without
// internals; the pool replaces the dead worker and the next requests succeed. Outside a test run the markers are text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, startServer, type RunningServer } from './server-harness.ts';

const FAULT_THROW = 'fault-injection:throw';
const FAULT_EXIT = 'fault-injection:exit';
const INTERNAL_ERROR = { error: true, message: 'Internal error while processing the request.' };

async function metric(server: RunningServer, name: string): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  return Number(new RegExp(`^text_assist_${name} (\\S+)$`, 'm').exec(text)?.[1]);
}

async function assertServing(server: RunningServer): Promise<void> {
  const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US' });
  assert.equal(r.status, 200);
  assert.deepEqual(r.json.result.suggestions, ['the']);
  assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
}

test('engine faults answer 500 in the shared shape and the pool recovers', async (t) => {
  // No idle-inline answers: the injected faults live in the workers.
  const server = await startServer({ NODE_ENV: 'test', ENGINE_FAULTS: '1', WORKERS: '1', IDLE_INLINE_COMMANDS: '' });
  try {
    await t.test('an engine that throws: 500 for that request only', async () => {
      const [bad, good] = await Promise.all([
        api(server.base, { cmd: 'detect_language', text: FAULT_THROW }),
        api(server.base, { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz' }),
      ]);
      assert.equal(bad.status, 500);
      assert.deepEqual(bad.json, INTERNAL_ERROR);
      assert.equal(good.status, 200);
      const xml = await api(server.base, { cmd: 'autocorrect', text: FAULT_THROW, lang: 'en_US', format: 'xml' });
      assert.equal(xml.status, 500);
      assert.equal(xml.body, `<?xml version="1.0" encoding="UTF-8"?><error><error>true</error><message>${INTERNAL_ERROR.message}</message></error>`);
      await assertServing(server);
      assert.equal(await metric(server, 'worker_restarts_total'), 0);
    });

    await t.test('a worker that dies: 500, a new worker, then normal answers', async () => {
      for (let round = 1; round <= 3; round++) {
        const dead = await api(server.base, { cmd: 'autocomplete', text: FAULT_EXIT, lang: 'en_US' });
        assert.equal(dead.status, 500);
        assert.deepEqual(dead.json, INTERNAL_ERROR);
        assert.doesNotMatch(dead.body, /exit|worker|\.ts|\/work\//i);
        await assertServing(server);
        assert.equal(await metric(server, 'worker_restarts_total'), round);
      }
    });

    await t.test('a worker dying under load: every answer is a 200 or the shared 500, and the load goes on', async () => {
      const texts = Array.from({ length: 60 }, (_, i) => (i === 30 ? FAULT_EXIT : `Das ist ein ganz normaler Satz Nummer ${i}`));
      const answers = await Promise.all(texts.map((text) => api(server.base, { cmd: 'detect_language', text })));
      for (const r of answers) {
        if (r.status !== 200) assert.deepEqual([r.status, r.json], [500, INTERNAL_ERROR]);
      }
      assert.equal(answers[30].status, 500);
      const after = await Promise.all(texts.map((_, i) => api(server.base, { cmd: 'detect_language', text: `Das ist ein ganz normaler Satz ${i}` })));
      assert.ok(after.every((r) => r.status === 200));
      assert.ok((await metric(server, 'engine_failures_total')) >= 6);
    });
  } finally {
    assert.equal(await server.stop(), 0);
  }
  assert.doesNotMatch(server.output(), /unexpected error/);
});

test('outside a test run the fault markers are ordinary text', async () => {
  const server = await startServer({ NODE_ENV: 'production', ENGINE_FAULTS: '1', WORKERS: '1' });
  try {
    for (const text of [FAULT_THROW, FAULT_EXIT]) {
      const r = await api(server.base, { cmd: 'detect_language', text });
      assert.equal(r.status, 200);
    }
    assert.equal(await metric(server, 'worker_restarts_total'), 0);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
