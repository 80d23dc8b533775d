// The main-thread result cache (server/result-cache.ts): it stays within its bound, never answers one request with
// another's body, never keeps a failure, and repeated requests through the server are answered from it
// (counted in /metrics) with the same bytes an uncached server sends.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OutputOptions } from '../core/output-options.ts';
import type { Body } from '../core/render.ts';
import { ResultCache } from '../server/result-cache.ts';
import { formatCode } from '../workers/batch.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const [DETECT, CORRECT, COMPLETE] = [0, 1, 2];
const JSON_OPTIONS: OutputOptions = { format: 'json', callback: null, short: false, locale: 'en' };
const keyOf = (cache: ResultCache, op: number, lang: string, text: string, options = JSON_OPTIONS) =>
  cache.keyOf(op, formatCode(options), options, lang, text);

describe('ResultCache', () => {
  test('never holds more than its capacity and answers each key with its own value', () => {
    const cache = new ResultCache(16, 64);
    const stored = new Map<string, Body>();
    // A fixed pseudo-random walk over 200 keys: some repeat often (kept by CLOCK), most are evicted.
    let seed = 7;
    for (let step = 0; step < 5000; step++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const r = seed >>> 8;
      const i = r % 10 < 6 ? r % 8 : r % 200;
      const key = keyOf(cache, COMPLETE, 'en_US', `text ${i}`)!;
      const found = cache.get(key);
      if (found === undefined) cache.set(key, `answer ${i}`);
      else assert.equal(found, stored.get(key));
      stored.set(key, `answer ${i}`);
      assert.ok(cache.size <= 16, `size ${cache.size}`);
    }
    assert.equal(cache.size, 16);
    assert.equal(cache.hits + cache.misses, 5000);
    assert.ok(cache.hits > 2000, `hits ${cache.hits}: the often repeated keys should stay`);
  });

  test('a referenced entry gets a second chance; the unreferenced one is evicted', () => {
    const cache = new ResultCache(2, 64);
    const [a, b, c] = ['a', 'b', 'c'].map((t) => keyOf(cache, CORRECT, 'en_US', t)!);
    cache.set(a, 'A');
    cache.set(b, 'B');
    assert.equal(cache.get(a), 'A');
    cache.set(c, 'C');
    assert.deepEqual([cache.get(a), cache.get(b), cache.get(c)], ['A', undefined, 'C']);
  });

  test('long texts are not cached; keys keep command, format, locale, callback and lang apart', () => {
    const cache = new ResultCache(8, 6);
    assert.equal(keyOf(cache, DETECT, '', '1234567'), null);
    const keys = [
      keyOf(cache, DETECT, '', 'en_USx'),
      keyOf(cache, CORRECT, 'en_US', 'x'),
      keyOf(cache, COMPLETE, 'en_US', 'x'),
      keyOf(cache, CORRECT, 'en_GB', 'x'),
      keyOf(cache, CORRECT, 'en_US', 'x', { ...JSON_OPTIONS, format: 'xml' }),
      keyOf(cache, CORRECT, 'en_US', 'x', { ...JSON_OPTIONS, short: true }),
      keyOf(cache, CORRECT, 'en_US', 'x', { ...JSON_OPTIONS, locale: 'de' }),
      keyOf(cache, CORRECT, 'en_US', 'x', { ...JSON_OPTIONS, callback: 'cb' }),
      keyOf(cache, CORRECT, 'en_US', 'x', { ...JSON_OPTIONS, locale: 'de', callback: 'en_US' }),
    ];
    assert.equal(new Set(keys).size, keys.length);
  });

  test('a body that is a view into a batch buffer is stored as a copy of its bytes', () => {
    const cache = new ResultCache(4, 64);
    const batch = new Uint8Array([1, 2, 3, 4, 5, 6]);
    const key = keyOf(cache, CORRECT, 'en_US', 'teh')!;
    cache.set(key, batch.subarray(2, 4));
    batch.fill(0);
    const stored = cache.get(key) as Uint8Array;
    assert.deepEqual([...stored], [3, 4]);
    assert.equal(stored.buffer.byteLength, 2);
  });
});

const REQUESTS: Record<string, string>[] = [
  { cmd: 'autocorrect', text: 'teh', lang: 'en_US' },
  { cmd: 'autocorrect', text: 'teh', lang: 'en_GB', format: 'xml' },
  { cmd: 'autocorrect', text: 'the', lang: 'en_US', short_answer: 'true' },
  { cmd: 'autocorrect', text: 'Entschuldigugn', lang: 'de_DE', callback: 'cb' },
  { cmd: 'autocomplete', text: 'Thank you very', lang: 'en_US' },
  { cmd: 'autocomplete', text: 'Thank you very ', lang: 'en_US' },
  { cmd: 'autocomplete', text: 'Thank you very', lang: 'en_GB', format: 'xml' },
  { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz' },
  { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz', locale: 'de' },
  { cmd: 'detect_language', text: 'Это совершенно обычное предложение', format: 'xml' },
];

async function body(server: RunningServer, params: Record<string, string>): Promise<string> {
  const r = await fetch(`${server.base}/api?${new URLSearchParams(params)}`);
  return `${r.status} ${await r.text()}`;
}

async function metric(server: RunningServer, name: string): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  return Number(new RegExp(`^text_assist_${name} (\\S+)$`, 'm').exec(text)?.[1]);
}

describe('through the server', () => {
  let cached: RunningServer;
  let small: RunningServer;
  let uncached: RunningServer;
  before(async () => {
    [cached, small, uncached] = await Promise.all([
      // No idle-inline answers: the injected faults live in the workers.
      startServer({ NODE_ENV: 'test', ENGINE_FAULTS: '1', IDLE_INLINE_COMMANDS: '' }),
      startServer({ RESULT_CACHE: '3' }),
      startServer({ RESULT_CACHE: '0' }),
    ]);
  });
  after(() => Promise.all([cached, small, uncached].map((s) => s.stop())));

  test('repeated requests are hits and answer the bytes an uncached server sends', async () => {
    const expected = await Promise.all(REQUESTS.map((p) => body(uncached, p)));
    for (const e of expected) assert.match(e, /^200 /);
    const first = await Promise.all(REQUESTS.map((p) => body(cached, p)));
    assert.deepEqual(first, expected);
    const hits = await metric(cached, 'result_cache_hits_total');
    // Sequentially, so each repeat finds its answer stored.
    for (let round = 0; round < 3; round++) for (let i = 0; i < REQUESTS.length; i++) assert.equal(await body(cached, REQUESTS[i]), expected[i]);
    assert.equal((await metric(cached, 'result_cache_hits_total')) - hits, 3 * REQUESTS.length);
    // The two German detections differ only in their locale, which names the language in the body: two entries.
    assert.equal(await metric(cached, 'result_cache_entries'), REQUESTS.length);
    assert.equal(await metric(uncached, 'result_cache_hits_total'), 0);
  });

  test('a failing engine answer is never cached: the same text fails again and is counted a miss', async () => {
    const params = { cmd: 'autocomplete', text: 'fault-injection:throw', lang: 'en_US' };
    const misses = await metric(cached, 'result_cache_misses_total');
    const hits = await metric(cached, 'result_cache_hits_total');
    for (let i = 0; i < 3; i++) assert.match(await body(cached, params), /^500 /);
    assert.equal(await metric(cached, 'result_cache_misses_total'), misses + 3);
    assert.equal(await metric(cached, 'result_cache_hits_total'), hits);
  });

  test('a cache of 3 entries stays at 3 under many texts and still answers each text right', async () => {
    const words = ['teh', 'recieve', 'adress', 'wich', 'becuase', 'untill', 'tommorow', 'beleive', 'seperate', 'occured'];
    const expected = await Promise.all(words.map((text) => body(uncached, { cmd: 'autocorrect', text, lang: 'en_US' })));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < words.length; i++) assert.equal(await body(small, { cmd: 'autocorrect', text: words[i], lang: 'en_US' }), expected[i]);
    }
    assert.equal(await metric(small, 'result_cache_entries'), 3);
  });
});
