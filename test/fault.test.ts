// Faults inside the engines, injected in a test run only (NODE_ENV=test and ENGINE_FAULTS=1, workers/engine-worker.ts):
// an engine that throws, a worker thread that dies and an engine call that never returns cost only their own request's
// answer, a 500 in the shared shape without internals; the pool replaces the worker, sends the rest of the batch again,
// and refuses a request that lost its worker twice without an engine. Outside a test run the markers are text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENGINE_CALL_DEADLINE_MS } from '../workers/batch-run.ts';
import { api, rssBytes, startServer, type RunningServer } from './server-harness.ts';

const FAULT_THROW = 'fault-injection:throw';
const FAULT_EXIT = 'fault-injection:exit';
const FAULT_LOOP = 'fault-injection:loop';
const INTERNAL_ERROR = { error: true, message: 'Internal error while processing the request.' };
/** No answer may take longer: a runaway call costs two deadlines (its batch's, then its retry's), the rest is slack. */
const ANSWER_TIMEOUT_MS = 2 * ENGINE_CALL_DEADLINE_MS + 20_000;
/** Load before resident memory is first read: the server's heap and allocator grow by 20-30 MiB in the first seconds. */
const LOAD_WARM_UP_MS = 4000;
/** Past the warm-up, 16 culprits and 30 workers replaced measured +9 MiB (the same load without faults +1 MiB). */
const RSS_GROWTH_BOUND = 32 * 2 ** 20;

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

/** GET /api that fails the test instead of waiting for good when no answer comes. */
async function call(server: RunningServer, params: Record<string, string>): Promise<{ status: number; body: string; retryAfter: string | null }> {
  const response = await fetch(`${server.base}/api?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') };
}

test('engine faults answer 500 in the shared shape and the pool recovers', async (t) => {
  // No idle-inline answers: the injected faults live in the workers.
  const server = await startServer({ NODE_ENV: 'test', ENGINE_FAULTS: '1', WORKERS: '1', IDLE_INLINE_COMMANDS: '', QUEUE_LIMIT: '4' });
  try {
    await t.test('an engine that throws: 500 for that request only, no worker lost', async () => {
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
      assert.equal(await metric(server, 'worker_deaths_total'), 0);
    });

    await t.test('a worker that dies: tried once more alone, then 500 and refused without an engine', async () => {
      const dead = await api(server.base, { cmd: 'autocomplete', text: FAULT_EXIT, lang: 'en_US' });
      assert.equal(dead.status, 500);
      assert.deepEqual(dead.json, INTERNAL_ERROR);
      assert.doesNotMatch(dead.body, /exit|worker|\.ts|\/work\//i);
      await assertServing(server);
      assert.equal(await metric(server, 'worker_deaths_total'), 2);
      assert.equal(await metric(server, 'worker_restarts_total'), 2);

      const again = await api(server.base, { cmd: 'autocomplete', text: FAULT_EXIT, lang: 'en_US' });
      assert.deepEqual([again.status, again.json], [500, INTERNAL_ERROR]);
      assert.equal(await metric(server, 'culprits_refused_total'), 1);
      assert.equal(await metric(server, 'worker_restarts_total'), 2);
      // The same text for another language is another request: it reaches an engine.
      assert.equal((await api(server.base, { cmd: 'autocomplete', text: FAULT_EXIT, lang: 'en_GB' })).status, 500);
      assert.equal(await metric(server, 'worker_restarts_total'), 4);
      await assertServing(server);
    });

    await t.test('while the only worker is stuck in a runaway call the queue keeps its limit, then every request is answered', async () => {
      const stuck = call(server, { cmd: 'detect_language', text: FAULT_LOOP });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const others = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call(server, { cmd: 'autocorrect', text: `wrod${'s'.repeat(i)}`, lang: 'en_US' })),
      );
      const busy = others.filter((r) => r.status === 503);
      assert.equal(busy.length, 5);
      for (const r of busy) assert.equal(r.retryAfter, '1');
      for (const r of others) assert.ok(r.status === 200 || r.status === 503, `${r.status} ${r.body}`);
      assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
      const runaway = await stuck;
      assert.deepEqual([runaway.status, JSON.parse(runaway.body)], [500, INTERNAL_ERROR]);
      assert.equal(await metric(server, 'deadline_overruns_total'), 2);
      assert.equal(await metric(server, 'worker_restarts_total'), 6);
      await assertServing(server);
    });
  } finally {
    assert.equal(await server.stop(), 0);
  }
  assert.doesNotMatch(server.output(), /unexpected error/);
});

/** Requests of all three commands whose answers are known once asked of a healthy server. */
const BYSTANDERS: Record<string, string>[] = [
  ...[
    'Das ist ein ganz normaler Satz',
    'This is a perfectly ordinary sentence',
    'Ceci est une phrase tout à fait normale',
    'Esta es una frase normal',
    'Questa è una frase normale',
    'To jest zupełnie zwykłe zdanie',
  ].map((text) => ({ cmd: 'detect_language', text })),
  ...['teh', 'recieve', 'wierd', 'adress', 'untill', 'acommodate'].map((text) => ({ cmd: 'autocorrect', text, lang: 'en_US' })),
  ...[
    ['Sehr geehrte', 'de_DE'],
    ['Merci beaucoup', 'fr_FR'],
    ['Thank you very', 'en_US'],
    ['I would like to', 'en_US'],
    ['Thanks for the', 'en_US'],
    ['Looking forward to', 'en_US'],
  ].map(([text, lang]) => ({ cmd: 'autocomplete', text, lang })),
];

test('under load, worker exits, an engine throw and a runaway call cost only their own answers', async () => {
  const server = await startServer({ NODE_ENV: 'test', ENGINE_FAULTS: '1', WORKERS: '2', IDLE_INLINE_COMMANDS: '', RESULT_CACHE: '0' });
  try {
    const expected = await Promise.all(BYSTANDERS.map(async (params) => (await call(server, params)).body));

    let loading = true;
    const wrong: string[] = [];
    let answered = 0;
    const lane = async (offset: number) => {
      for (let i = offset; loading; i++) {
        const k = i % BYSTANDERS.length;
        const r = await call(server, BYSTANDERS[k]);
        answered++;
        if (r.status !== 200 || r.body !== expected[k]) wrong.push(`${JSON.stringify(BYSTANDERS[k])}: ${r.status} ${r.body}`);
      }
    };
    const lanes = Array.from({ length: 32 }, (_, i) => lane(i));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(LOAD_WARM_UP_MS);
    const rssBefore = rssBytes(server.child.pid!);
    const culprits: Record<string, string>[] = [
      { cmd: 'autocomplete', text: FAULT_EXIT, lang: 'en_US' },
      { cmd: 'detect_language', text: FAULT_LOOP },
      { cmd: 'autocorrect', text: FAULT_THROW, lang: 'en_US' },
      { cmd: 'detect_language', text: FAULT_EXIT },
      { cmd: 'autocorrect', text: FAULT_EXIT, lang: 'en_GB' },
    ];
    const answers: Promise<{ status: number; body: string }>[] = [];
    for (const params of culprits) {
      await pause(400);
      answers.push(call(server, params));
    }
    await pause(ENGINE_CALL_DEADLINE_MS / 2);
    assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
    for (const r of await Promise.all(answers)) assert.deepEqual([r.status, JSON.parse(r.body)], [500, INTERNAL_ERROR]);
    loading = false;
    await Promise.all(lanes);

    assert.deepEqual(wrong, []);
    assert.ok(answered > 500, `only ${answered} bystander answers`);
    assert.equal(await metric(server, 'worker_deaths_total'), 6);
    assert.equal(await metric(server, 'deadline_overruns_total'), 2);
    assert.equal(await metric(server, 'worker_restarts_total'), 8);
    assert.equal(await metric(server, 'engine_failures_total'), culprits.length);

    const refused = await Promise.all(culprits.filter((c) => c.text !== FAULT_THROW).map((params) => call(server, params)));
    for (const r of refused) assert.equal(r.status, 500);
    assert.equal(await metric(server, 'culprits_refused_total'), refused.length);
    assert.equal(await metric(server, 'worker_restarts_total'), 8);
    assert.equal(await metric(server, 'queue_depth'), 0);
    assert.equal(await metric(server, 'in_flight_requests'), 0);
    const growth = rssBytes(server.child.pid!) - rssBefore;
    assert.ok(growth < RSS_GROWTH_BOUND, `RSS grew ${(growth / 2 ** 20).toFixed(1)} MiB`);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

test('outside a test run the fault markers are ordinary text', async () => {
  const server = await startServer({ NODE_ENV: 'production', ENGINE_FAULTS: '1', WORKERS: '1' });
  try {
    for (const text of [FAULT_THROW, FAULT_EXIT, FAULT_LOOP]) {
      const r = await api(server.base, { cmd: 'detect_language', text });
      assert.equal(r.status, 200);
    }
    assert.equal(await metric(server, 'worker_restarts_total'), 0);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
