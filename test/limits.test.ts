// Cloud keys with limits: the API_KEYS_FILE format (plain keys still valid), the rate decision (GCRA burst and
// daily quota), 429 with Retry-After from a node, and the same limits shared by two nodes through a real Redis
// (keys managed with server/key-store-cli.ts, announced to the nodes, never stored or logged in clear).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiKeys, keyDigest, parseKeysFile } from '../server/api-keys.ts';
import { configFromEnv } from '../server/config.ts';
import { MemoryRateLimiter } from '../server/rate-limit-memory.ts';
import { admit, DAY_MS, retryAfterSeconds, type RateState } from '../server/rate-limit.ts';
import { api, startServer, type RunningServer } from './server-harness.ts';
import { missing, REDIS_SERVER, startRedis } from './service-harness.ts';

const ROOT = join(import.meta.dirname, '..');
const fresh = (): RateState => ({ tat: 0, day: 0, count: 0 });

describe('the keys file', () => {
  test('plain keys, comments and blank lines as before; limits and a name after the key', () => {
    const entries = parseKeysFile('# keys\nplain-key\n\n  spaced-key   # comment\nlimited rps=5 daily=100 name=acme\nquota daily=7\n', 'test');
    assert.equal(entries.length, 4);
    const keys = new ApiKeys(entries);
    assert.deepEqual(keys.find('plain-key')?.limits, { perSecond: 0, perDay: 0 });
    assert.equal(keys.find('plain-key')?.limited, false);
    assert.ok(keys.isValid('spaced-key'));
    assert.deepEqual(keys.find('limited')?.limits, { perSecond: 5, perDay: 100 });
    assert.equal(keys.find('limited')?.label, 'acme');
    assert.match(keys.find('quota')!.label, /^sha256:[0-9a-f]{8}$/);
    assert.equal(keys.find('quota')?.limited, true);
  });

  test('a bad option names its line, never the key', () => {
    for (const line of ['secret-key rps=fast', 'secret-key burst=5', 'secret-key name=has space', 'secret-key rps=-1', 'secret-key with space']) {
      assert.throws(() => parseKeysFile(`# first\n${line}\n`, 'keys.txt'), (error: Error) => {
        assert.match(error.message, /^keys\.txt line 2: /);
        assert.ok(!error.message.includes('secret-key'));
        return true;
      });
    }
  });

  test('lookups accept any JSON value: only the exact string matches', () => {
    const keys = new ApiKeys(parseKeysFile('12345\nk3y\n', 'test'));
    for (const candidate of [12345, true, null, undefined, ['k3y'], { k: 1 }, '', 'k3y ', 'K3Y', 'k3']) assert.equal(keys.find(candidate), undefined);
    assert.ok(keys.find('12345') && keys.find('k3y'));
  });
});

describe('the rate decision', () => {
  test('rps=N: a burst of N at once, then one every 1000/N ms, with the wait told', () => {
    const state = fresh();
    const limits = { perSecond: 5, perDay: 0 };
    const now = 1_000_000;
    for (let i = 0; i < 5; i++) assert.equal(admit(state, limits, now), 0);
    const wait = admit(state, limits, now);
    assert.equal(wait, 200);
    assert.equal(retryAfterSeconds(wait), '1');
    assert.equal(admit(state, limits, now + 199), 1);
    assert.equal(admit(state, limits, now + 200), 0);
    // Sustained: exactly 5 a second over ten seconds.
    let admitted = 0;
    for (let t = now + 1000; t < now + 11_000; t += 10) if (admit(state, limits, t) === 0) admitted++;
    assert.ok(admitted >= 50 && admitted <= 55, `${admitted}`);
  });

  test('daily quota: refused until the next UTC midnight; refusals use no quota', () => {
    const state = fresh();
    const limits = { perSecond: 0, perDay: 3 };
    const noon = 20_000 * DAY_MS + DAY_MS / 2;
    for (let i = 0; i < 3; i++) assert.equal(admit(state, limits, noon), 0);
    assert.equal(admit(state, limits, noon), DAY_MS / 2);
    assert.equal(retryAfterSeconds(DAY_MS / 2), '43200');
    assert.equal(state.count, 3);
    assert.equal(admit(state, limits, noon + DAY_MS / 2), 0);
  });

  test('a request refused by the rate does not count against the quota', () => {
    const state = fresh();
    const limits = { perSecond: 1, perDay: 2 };
    assert.equal(admit(state, limits, 0), 0);
    assert.ok(admit(state, limits, 10) > 0);
    assert.ok(admit(state, limits, 20) > 0);
    assert.equal(admit(state, limits, 1000), 0);
    assert.equal(state.count, 2);
  });

  test('the in-memory limiter keeps one state per key', async () => {
    const limiter = new MemoryRateLimiter();
    const keys = new ApiKeys(parseKeysFile('a daily=1\nb daily=1\n', 'test'));
    assert.equal(await limiter.take(keys.find('a')!), 0);
    assert.ok((await limiter.take(keys.find('a')!)) > 0);
    assert.equal(await limiter.take(keys.find('b')!), 0);
  });
});

test('settings: REDIS_URL stands in for API_KEYS_FILE; CORS_ORIGINS, ACCESS_LOG and the inline command lists are checked', () => {
  assert.equal(configFromEnv({ API_MODE: 'cloud', REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl, 'redis://127.0.0.1:6379');
  assert.throws(() => configFromEnv({ API_MODE: 'cloud' }), /API_KEYS_FILE or REDIS_URL/);
  assert.equal(configFromEnv({}).accessLog, false);
  assert.equal(configFromEnv({ ACCESS_LOG: '1' }).accessLog, true);
  assert.throws(() => configFromEnv({ ACCESS_LOG: 'yes please' }), /ACCESS_LOG/);
  assert.deepEqual(configFromEnv({ CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins, ['https://a.example', 'http://localhost:3000']);
  assert.throws(() => configFromEnv({ CORS_ORIGINS: 'a.example' }), /CORS_ORIGINS/);
  assert.deepEqual(configFromEnv({}).idleInline.map((c) => c.name), ['autocomplete']);
  assert.deepEqual(configFromEnv({ IDLE_INLINE_COMMANDS: '' }).idleInline, []);
  assert.deepEqual(configFromEnv({ IDLE_INLINE_COMMANDS: 'autocomplete, detect_language' }).idleInline.map((c) => c.name), ['autocomplete', 'detect_language']);
  assert.throws(() => configFromEnv({ IDLE_INLINE_COMMANDS: 'autocomplet' }), /IDLE_INLINE_COMMANDS: 'autocomplet' is not an engine command \(detect_language, autocorrect, autocomplete\)/);
  assert.throws(() => configFromEnv({ INLINE_COMMANDS: 'spell' }), /INLINE_COMMANDS: 'spell' is not an engine command/);
});

// One a second: a loaded machine can take longer than a faster rate's interval between a burst and the next request.
const KEYS = 'free-key-000\nlimited-key-001 rps=1 name=limited\nquota-key-002 daily=3 name=quota\n';

/** Polls until a key gets `expected` (a change announced through Redis), for at most ANNOUNCE_MS; the last status. */
const ANNOUNCE_MS = 3000;
async function statusWithin(node: RunningServer, serviceid: string, expected: number): Promise<number> {
  const deadline = Date.now() + ANNOUNCE_MS;
  for (;;) {
    const { status } = await api(node.base, { cmd: 'get_lang_list', serviceid });
    if (status === expected || Date.now() > deadline) return status;
    await sleep(20);
  }
}

async function statuses(base: string, serviceid: string, n: number): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: n }, () => api(base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', serviceid })));
  return answers.map((r) => r.status).sort();
}

test('one node: 429 with Retry-After in the shared shape; other keys unaffected; keys not in logs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'limits-'));
  writeFileSync(join(dir, 'keys.txt'), KEYS);
  const server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: join(dir, 'keys.txt'), ACCESS_LOG: '1' });
  try {
    const burst = await statuses(server.base, 'limited-key-001', 20);
    assert.deepEqual(burst, [200, ...Array(19).fill(429)]);
    const refused = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', serviceid: 'limited-key-001', format: 'xml' });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.match(refused.body, /^<\?xml version="1.0" encoding="UTF-8"\?><error><error>true<\/error><message>[^<]+<\/message><\/error>$/);
    await sleep(1100);
    assert.equal((await api(server.base, { cmd: 'get_lang_list', serviceid: 'limited-key-001' })).status, 200);

    assert.deepEqual(await statuses(server.base, 'quota-key-002', 5), [200, 200, 200, 429, 429]);
    const overQuota = await api(server.base, { cmd: 'get_lang_list', serviceid: 'quota-key-002' });
    assert.deepEqual(overQuota.json, { error: true, message: overQuota.json.message });
    const untilMidnight = Number(overQuota.headers.get('retry-after'));
    assert.ok(untilMidnight > 0 && untilMidnight <= 86_400);

    assert.deepEqual(await statuses(server.base, 'free-key-000', 30), Array(30).fill(200));
    // Without CORS_ORIGINS there is no preflight: OPTIONS is a wrong method.
    const options = await fetch(`${server.base}/api`, { method: 'OPTIONS' });
    assert.equal(options.status, 405);
    assert.equal(options.headers.get('allow'), 'GET, POST');

    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    // 19 of the burst, the XML one, 3 over the quota.
    assert.match(metrics, /^text_assist_rate_limited_total 23$/m);
    assert.match(metrics, /^text_assist_requests_total\{command="autocorrect",status="429"\} \d+$/m);
    await sleep(200);
    const log = server.output();
    assert.match(log, /"key":"limited"/);
    assert.match(log, /"key":"quota"/);
    for (const key of ['free-key-000', 'limited-key-001', 'quota-key-002']) assert.ok(!log.includes(key) && !metrics.includes(key), key);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

describe('two nodes sharing keys and limits through Redis', { skip: missing(REDIS_SERVER, 'redis-server') }, () => {
  const cli = (url: string, ...args: string[]) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'key-store-cli.ts'), ...args], { cwd: ROOT, env: { ...process.env, REDIS_URL: url }, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  };

  test('keys from Redis, counters shared, changes announced, Redis outage survived', async () => {
    const redis = await startRedis();
    const nodes: RunningServer[] = [];
    try {
      const dir = mkdtempSync(join(tmpdir(), 'limits-'));
      writeFileSync(join(dir, 'keys.txt'), KEYS);
      assert.match(cli(redis.url, 'import', join(dir, 'keys.txt')), /import: 3 key/);
      const env = { API_MODE: 'cloud', REDIS_URL: redis.url, ACCESS_LOG: '1' };
      nodes.push(...(await Promise.all([startServer(env), startServer(env)])));
      const [a, b] = nodes;

      // Redis holds digests only.
      const dump = spawnSync('redis-cli', ['-p', String(redis.port), 'hgetall', 'text-assist:keys'], { encoding: 'utf8' }).stdout;
      assert.ok(dump.includes(keyDigest('quota-key-002').toString('hex')));
      for (const key of ['free-key-000', 'limited-key-001', 'quota-key-002']) assert.ok(!dump.includes(key));

      // One daily quota of 3 for both nodes together.
      const quota = [];
      for (let i = 0; i < 6; i++) quota.push((await api((i % 2 ? b : a).base, { cmd: 'get_lang_list', serviceid: 'quota-key-002' })).status);
      assert.deepEqual(quota, [200, 200, 200, 429, 429, 429]);

      // One rate of 1 a second for both nodes together.
      const burst = (await Promise.all([statuses(a.base, 'limited-key-001', 10), statuses(b.base, 'limited-key-001', 10)])).flat();
      assert.equal(burst.filter((s) => s === 200).length, 1, JSON.stringify(burst));

      // A key added or removed with the CLI is known to every node at once.
      assert.equal((await api(a.base, { cmd: 'get_lang_list', serviceid: 'new-key-003' })).status, 401);
      cli(redis.url, 'add', 'new-key-003', 'daily=100', 'name=newcomer');
      for (const node of nodes) assert.equal(await statusWithin(node, 'new-key-003', 200), 200);
      cli(redis.url, 'remove', 'new-key-003');
      for (const node of nodes) assert.equal(await statusWithin(node, 'new-key-003', 401), 401);
      assert.doesNotMatch(cli(redis.url, 'list'), /quota-key-002/);

      // Redis goes away: known keys keep working, limits are applied per node, the failure is counted.
      await redis.stop();
      assert.equal((await api(a.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', serviceid: 'limited-key-001' })).status, 200);
      assert.equal((await api(b.base, { cmd: 'get_lang_list', serviceid: 'free-key-000' })).status, 200);
      assert.equal((await api(b.base, { cmd: 'get_lang_list', serviceid: 'unknown-key' })).status, 401);
      const metrics = await (await fetch(`${a.base}/metrics`)).text();
      assert.match(metrics, /^text_assist_rate_limit_store_errors_total [1-9]\d*$/m);

      await sleep(200);
      for (const node of nodes) {
        for (const key of ['free-key-000', 'limited-key-001', 'quota-key-002', 'new-key-003']) assert.ok(!node.output().includes(key), key);
      }
    } finally {
      for (const node of nodes) assert.equal(await node.stop(), 0);
      await redis.stop();
    }
  });
});
