// Thousands of generated hostile requests (test/hostile-requests.ts) against the real server in cloud mode with
// CORS and the access log on, while stalled clients hold connections open. Every request must get a whole answer
// (no dropped connection), none a 5xx, every error in the shared shape for its format, no internals in any body;
// afterwards the server answers normally, closes the stalled connections itself and has nothing left in flight.
// Replay a run with FUZZ_SEED=<seed> (printed as a diagnostic).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { XMLValidator } from 'fast-xml-parser';
import { HostileRequests, type HostileRequest } from './hostile-requests.ts';
import { DroppedError, RawConnection, type RawResponse } from './raw-http.ts';
import { api, startServer as start0 } from './server-harness.ts';
const startServer = (env: Record<string,string>) => start0(env, '/tmp/h8/fake-main.mts');

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 4000;
const CONCURRENCY = 8;
const STALLED_CLIENTS = 60;
/** An answer slower than this counts as a hang. The slowest legal request (detection over 100,000 characters) takes well under a second. */
const ANSWER_TIMEOUT_MS = 20_000;
/** uWS closes an HTTP connection idle for 10 s; a stalled client must be gone a little after that. */
const STALLED_CLOSE_MS = 25_000;
const KEY = 'fuzz-key-0123456789';

const ANSWER_STATUSES = new Set([200, 204, 400, 401, 403, 404, 405, 413, 429]);
const XML_ERROR = /^<\?xml version="1\.0" encoding="UTF-8"\?><error><error>true<\/error><message>[^<]+<\/message><\/error>$/;
const JSONP = /^\/\*\*\/[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*\(([\s\S]*)\);$/;
const INTERNALS = /\/work\/|\/home\/|node_modules|\.ts:\d|\bat [\w.<>]+ \(|Error:/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function isErrorShape(json: any): boolean {
  if (json === null || typeof json !== 'object' || json.error !== true || typeof json.message !== 'string' || json.message === '') return false;
  return Object.keys(json).every((k) => k === 'error' || k === 'message' || k === 'command');
}

/** What is wrong with an answer, or null. */
function checkAnswer(request: HostileRequest, res: RawResponse): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (!ANSWER_STATUSES.has(res.status)) return `unexpected status ${res.status}`;
  if (res.headers.get('x-content-type-options') !== 'nosniff') return 'no X-Content-Type-Options';
  if (res.headers.has('server')) return 'a Server header';
  if (res.status === 429 && !/^\d+$/.test(res.headers.get('retry-after') ?? '')) return '429 without Retry-After';
  if (request.head || res.status === 204) return res.body.length === 0 ? null : 'a body on HEAD or 204';
  let text: string;
  try {
    text = utf8.decode(res.body);
  } catch {
    return 'body is not UTF-8';
  }
  if (INTERNALS.test(text)) return 'body shows internals';
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/plain')) return res.status === 200 ? null : 'text/plain error';
  if (type.startsWith('application/xml')) {
    if (XMLValidator.validate(text) !== true) return 'XML not well-formed';
    return res.status < 400 || XML_ERROR.test(text) ? null : 'XML error not in the shared shape';
  }
  if (type.startsWith('application/javascript')) {
    const m = JSONP.exec(text);
    if (!m) return 'JSONP not /**/name(...);';
    text = m[1];
  } else if (!type.startsWith('application/json')) return `content type ${type}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'JSON does not parse';
  }
  return res.status < 400 || isErrorShape(json) ? null : 'JSON error not in the shared shape';
}

const preview = (bytes: Buffer) => JSON.stringify(bytes.subarray(0, 160).toString('latin1'));

/** Clients that send part of a request and then nothing: half stop inside the head, half inside the body. */
async function openStalledClients(port: number, n: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < n; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      i % 2 === 0
        ? 'GET /api?cmd=detect_language&text=Das%20ist HTTP/1.1\r\nHost: x\r\nX-Slow: '
        : 'POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"cmd":"detect_language","text":"Das ist',
    );
    sockets.push(socket);
  }
  return sockets;
}

async function metric(base: string, name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const m = new RegExp(`^text_assist_${name} (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : NaN;
}

test(`${REQUESTS} hostile requests: no 5xx, no dropped connection, errors in the shared shape`, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
  writeFileSync(join(dir, 'keys.txt'), `${KEY} rps=100000 name=fuzz\n`);
  const server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: join(dir, 'keys.txt'), CORS_ORIGINS: 'https://app.example', ACCESS_LOG: '1' });
  try {
    const stalled = await openStalledClients(server.port, STALLED_CLIENTS);
    const requests = new HostileRequests(SEED, KEY, true);
    const failures: string[] = [];
    const byKind = new Map<string, number>();
    const byStatus = new Map<number, number>();
    let sent = 0;
    const started = performance.now();

    const lane = async () => {
      let connection: RawConnection | null = null;
      while (sent < REQUESTS) {
        const request = requests.next();
        sent++;
        byKind.set(request.kind.replace(/^slow-/, ''), (byKind.get(request.kind.replace(/^slow-/, '')) ?? 0) + 1);
        if (!connection || connection.closed) connection = await RawConnection.open(server.port);
        let timer: NodeJS.Timeout | undefined;
        try {
          const res = await Promise.race([
            connection.request(request.bytes, request),
            new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in time')), ANSWER_TIMEOUT_MS))),
          ]);
          byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
          const problem = checkAnswer(request, res);
          if (problem) failures.push(`${request.kind}: ${problem}: ${preview(request.bytes)} -> ${res.status} ${JSON.stringify(res.body.subarray(0, 200).toString())}`);
          // After a 413 the server skips the rest of the declared body, which this client may never send.
          if (res.status === 413 || res.headers.get('connection') === 'close') {
            connection.close();
            connection = null;
          }
        } catch (error) {
          const what = error instanceof DroppedError ? 'dropped' : (error as Error).message;
          failures.push(`${request.kind}: ${what}: ${preview(request.bytes)}`);
          connection?.close();
          connection = null;
        } finally {
          clearTimeout(timer);
        }
      }
      connection?.close();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const seconds = (performance.now() - started) / 1000;
    t.diagnostic(`seed ${SEED}: ${sent} requests in ${seconds.toFixed(1)} s, ${STALLED_CLIENTS} stalled clients`);
    t.diagnostic(`kinds ${JSON.stringify(Object.fromEntries([...byKind].sort()))}`);
    t.diagnostic(`statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}`);
    assert.deepEqual(failures.slice(0, 15), [], `${failures.length} bad answers`);

    // Healthy afterwards: normal answers, and no error logged by the server.
    assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
    const r = await api(server.base, { cmd: 'get_lang_list', serviceid: KEY });
    assert.equal(r.status, 200);
    assert.ok(r.json.languages.length > 2);
    assert.doesNotMatch(server.output(), /unexpected error|engine failure|Uncaught|FATAL/);
    assert.ok(!server.output().includes(KEY), 'the key appears in the server output');

    // The stalled clients are cut off by the server, and with them every request they held.
    const deadline = Date.now() + STALLED_CLOSE_MS;
    while (stalled.some((s) => !s.destroyed && s.readyState !== 'closed') && Date.now() < deadline) await sleep(250);
    const open = stalled.filter((s) => !s.destroyed && s.readyState !== 'closed').length;
    for (const s of stalled) s.destroy();
    assert.equal(open, 0, `${open} stalled connections still open after ${STALLED_CLOSE_MS} ms`);
    assert.equal(await metric(server.base, 'in_flight_requests'), 0);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
