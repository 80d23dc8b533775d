// Browser-facing headers (CORS for CORS_ORIGINS, preflight, security headers on every answer), GET /metrics in the
// Prometheus text format, and the JSON access log (ACCESS_LOG=1): what they hold and what they must never hold.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccessLog } from '../server/access-log.ts';
import { CorsPolicy, SECURITY_HEADERS } from '../server/cors.ts';
import { Metrics } from '../server/metrics.ts';
import { api, startServer, type RunningServer } from './server-harness.ts';

const KEY = 'cors-metrics-key-77';
const ALLOWED = 'https://app.example';
const SECRET_TEXT = 'confidential-sentence-xyzzy';

describe('units', () => {
  test('CORS policy: listed origins are echoed with Vary, others get nothing; * allows any', () => {
    const cors = new CorsPolicy([ALLOWED, 'http://localhost:3000']);
    assert.equal(cors.allowOrigin(ALLOWED), ALLOWED);
    assert.equal(cors.allowOrigin('HTTPS://APP.EXAMPLE'), 'HTTPS://APP.EXAMPLE');
    for (const origin of ['https://evil.example', 'null', '', 'https://app.example.evil.com']) assert.equal(cors.allowOrigin(origin), null);
    assert.deepEqual(cors.responseHeaders(null), { Vary: 'Origin' });
    const any = new CorsPolicy(['*']);
    assert.equal(any.allowOrigin('https://whoever.example'), '*');
    assert.equal(any.responseHeaders('*').Vary, undefined);
    assert.deepEqual(new CorsPolicy([]).responseHeaders(null), {});
  });

  test('metrics: every line is a comment or `name{labels} value`; histograms are cumulative', () => {
    const metrics = new Metrics();
    metrics.observe('autocorrect', 200, 0.0004);
    metrics.observe('autocorrect', 200, 0.03);
    metrics.observe('autocorrect', 429, 7);
    const text = metrics.render();
    for (const line of text.trimEnd().split('\n')) assert.match(line, /^(# (HELP|TYPE) \w+ .+|\w+(\{(\w+="[^"]*",?)+\})? -?[\d.e+-]+)$/, line);
    assert.match(text, /^text_assist_requests_total\{command="autocorrect",status="200"\} 2$/m);
    assert.match(text, /^text_assist_request_duration_seconds_bucket\{command="autocorrect",le="0.0005"\} 1$/m);
    assert.match(text, /^text_assist_request_duration_seconds_bucket\{command="autocorrect",le="0.05"\} 2$/m);
    assert.match(text, /^text_assist_request_duration_seconds_bucket\{command="autocorrect",le="5"\} 2$/m);
    assert.match(text, /^text_assist_request_duration_seconds_bucket\{command="autocorrect",le="\+Inf"\} 3$/m);
    assert.match(text, /^text_assist_request_duration_seconds_count\{command="autocorrect"\} 3$/m);
  });

  test('access log: one JSON object a line, written in batches', async () => {
    const written: string[] = [];
    const log = new AccessLog((text) => written.push(text));
    const entry = { remote: '127.0.0.1', forwarded: '', method: 'GET', path: '/api', command: 'autocorrect', status: 200, ms: 1.5, bytes: 10, key: 'acme' };
    log.log(entry);
    log.log({ ...entry, status: 'aborted' });
    assert.equal(written.length, 0);
    await sleep(150);
    assert.equal(written.length, 1);
    const lines = written[0].trimEnd().split('\n').map((line) => JSON.parse(line));
    assert.equal(lines.length, 2);
    assert.equal(lines[1].status, 'aborted');
    assert.match(lines[0].time, /^\d{4}-\d\d-\d\dT/);
  });
});

describe('a node with CORS_ORIGINS and ACCESS_LOG', () => {
  let server: RunningServer;
  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cors-'));
    writeFileSync(join(dir, 'keys.txt'), `${KEY} name=acme\n`);
    server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: join(dir, 'keys.txt'), CORS_ORIGINS: `${ALLOWED}, http://localhost:3000`, ACCESS_LOG: '1' });
  });
  after(async () => {
    assert.equal(await server?.stop(), 0);
  });

  test('preflight from an allowed origin: 204 with the grant, no body', async () => {
    const r = await fetch(`${server.base}/api`, { method: 'OPTIONS', headers: { Origin: ALLOWED, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('access-control-allow-origin'), ALLOWED);
    assert.equal(r.headers.get('access-control-allow-methods'), 'GET, POST');
    assert.match(r.headers.get('access-control-allow-headers')!, /content-type/i);
    assert.equal(r.headers.get('access-control-max-age'), '600');
    assert.equal(r.headers.get('vary'), 'Origin');
    assert.equal(r.headers.get('content-length'), null);
    assert.equal(await r.text(), '');
  });

  test('preflight from another origin: no grant', async () => {
    const r = await fetch(`${server.base}/api`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('access-control-allow-origin'), null);
    assert.equal(r.headers.get('access-control-allow-methods'), null);
  });

  test('requests: the allowed origin is echoed (errors too, so browsers can read them), others are not', async () => {
    const ok = await fetch(`${server.base}/api?cmd=get_lang_list&serviceid=${KEY}`, { headers: { Origin: 'http://localhost:3000' } });
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal(ok.headers.get('access-control-expose-headers'), 'Retry-After');
    const unauthorized = await fetch(`${server.base}/api?cmd=get_lang_list`, { headers: { Origin: ALLOWED } });
    assert.equal(unauthorized.status, 401);
    assert.equal(unauthorized.headers.get('access-control-allow-origin'), ALLOWED);
    const other = await fetch(`${server.base}/api?cmd=get_lang_list&serviceid=${KEY}`, { headers: { Origin: 'https://evil.example' } });
    assert.equal(other.status, 200);
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    assert.equal(other.headers.get('vary'), 'Origin');
  });

  test('security headers on every answer, and no Server banner', async () => {
    const answers = await Promise.all([
      fetch(`${server.base}/api?cmd=autocorrect&text=teh&lang=en_US&serviceid=${KEY}`),
      fetch(`${server.base}/api?cmd=autocorrect&text=teh&lang=en_US&serviceid=${KEY}&callback=cb`),
      fetch(`${server.base}/api?cmd=autocorrect&lang=en_US&serviceid=${KEY}&format=xml`),
      fetch(`${server.base}/api?cmd=autocorrect&text=teh&lang=en_US`),
      fetch(`${server.base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cmd: 'detect_language', text: 'a'.repeat(1 << 20) }) }),
      fetch(`${server.base}/api`, { method: 'DELETE' }),
      fetch(`${server.base}/nowhere`),
      fetch(`${server.base}/healthz`),
      fetch(`${server.base}/healthz`, { method: 'HEAD' }),
      fetch(`${server.base}/metrics`),
    ]);
    assert.deepEqual(answers.map((r) => r.status), [200, 200, 400, 401, 413, 405, 404, 200, 200, 200]);
    for (const r of answers) {
      for (const [name, value] of SECURITY_HEADERS) assert.equal(r.headers.get(name), value, `${r.url} ${name}`);
      assert.equal(r.headers.get('server'), null);
    }
  });

  test('HEAD: headers and Content-Length only, the connection stays usable', async () => {
    const head = await fetch(`${server.base}/healthz`, { method: 'HEAD' });
    const get = await fetch(`${server.base}/healthz`);
    const body = await get.text();
    assert.equal(head.headers.get('content-length'), String(body.length));
    assert.equal(await head.text(), '');
  });

  test('metrics: by command and status, latency histograms, queue depth, worker restarts; no keys, no texts', async () => {
    await api(server.base, { cmd: 'detect_language', text: SECRET_TEXT, serviceid: KEY });
    await api(server.base, { cmd: 'autocomplete', text: 'Thank you very', lang: 'en_US', serviceid: KEY });
    await api(server.base, { cmd: 'nonsense', serviceid: KEY });
    const r = await fetch(`${server.base}/metrics`);
    assert.match(r.headers.get('content-type')!, /^text\/plain; version=0\.0\.4/);
    const text = await r.text();
    assert.match(text, /^text_assist_requests_total\{command="detect_language",status="200"\} [1-9]\d*$/m);
    assert.match(text, /^text_assist_requests_total\{command="autocomplete",status="200"\} [1-9]\d*$/m);
    assert.match(text, /^text_assist_requests_total\{command="invalid",status="400"\} [1-9]\d*$/m);
    assert.match(text, /^text_assist_requests_total\{command="get_lang_list",status="401"\} [1-9]\d*$/m);
    assert.match(text, /^text_assist_requests_total\{command="invalid",status="413"\} [1-9]\d*$/m);
    assert.match(text, /^text_assist_requests_total\{command="preflight",status="204"\} 2$/m);
    assert.match(text, /^text_assist_request_duration_seconds_bucket\{command="detect_language",le="\+Inf"\} [1-9]\d*$/m);
    assert.match(text, /^text_assist_queue_depth 0$/m);
    // The autocomplete came with the pool idle: answered on the main thread (IDLE_INLINE_COMMANDS).
    assert.match(text, /^text_assist_idle_inline_answers_total [1-9]\d*$/m);
    // The requests not answered inline went to the workers in batches.
    assert.match(text, /^text_assist_engine_batches_total [1-9]\d*$/m);
    assert.match(text, /^text_assist_in_flight_requests 0$/m);
    assert.match(text, /^text_assist_worker_restarts_total 0$/m);
    assert.match(text, /^text_assist_ready 1$/m);
    assert.match(text, /^# TYPE text_assist_request_duration_seconds histogram$/m);
    assert.doesNotMatch(text, /nonsense|acme/);
    assert.ok(!text.includes(KEY) && !text.includes(SECRET_TEXT));
  });

  test('access log: a JSON line per request with the key label, never the key, the text or the query', async () => {
    await api(server.base, { cmd: 'autocorrect', text: SECRET_TEXT, lang: 'en_US', serviceid: KEY });
    await sleep(250);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    // The last one: earlier tests in this suite made autocorrect requests with this key too.
    const entry = lines.filter((l) => l.command === 'autocorrect' && l.key === 'acme').at(-1);
    assert.ok(entry, 'no access log line for the autocorrect request');
    assert.deepEqual(Object.keys(entry).sort(), ['bytes', 'command', 'forwarded', 'key', 'method', 'ms', 'path', 'remote', 'status', 'time']);
    assert.equal(entry.path, '/api');
    assert.equal(entry.status, 200);
    assert.equal(entry.remote, '127.0.0.1');
    assert.ok(lines.some((l) => l.command === 'get_lang_list' && l.status === 401 && l.key === ''));
    assert.ok(!server.output().includes(KEY) && !server.output().includes(SECRET_TEXT));
  });
});
