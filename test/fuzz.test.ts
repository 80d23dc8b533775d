// Thousands of generated hostile requests (test/hostile-requests.ts) straight at the real server, in cloud mode with
// CORS and the access log on, while stalled clients hold connections open. Every request must get a whole answer
// (no dropped connection), none a 5xx, every error in the shared shape for its format, no internals in any body
// (test/hostile-run.ts); afterwards the server answers normally, closes the stalled connections itself and has
// nothing left in flight. Replay a run with FUZZ_SEED=<seed> (the seed is printed as a diagnostic).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { HostileRequests } from './hostile-requests.ts';
import { sendHostile, summary } from './hostile-run.ts';
import { api, startServer } from './server-harness.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 4000;
const LANES = 8;
const STALLED_CLIENTS = 60;
/** uWS closes an HTTP connection idle for 10 s; a stalled client must be gone a little after that. */
const STALLED_CLOSE_MS = 25_000;
const KEY = 'fuzz-key-0123456789';

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
        : `POST /api?serviceid=${KEY} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"cmd":"detect_language","text":"Das ist`,
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

const isOpen = (s: Socket) => !s.destroyed && s.readyState !== 'closed';

test(`${REQUESTS} hostile requests: no 5xx, no dropped connection, errors in the shared shape`, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
  writeFileSync(join(dir, 'keys.txt'), `${KEY} rps=100000 name=fuzz\n`);
  const server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: join(dir, 'keys.txt'), CORS_ORIGINS: 'https://app.example', ACCESS_LOG: '1' });
  try {
    const stalled = await openStalledClients(server.port, STALLED_CLIENTS);
    const run = await sendHostile(server.port, new HostileRequests(SEED, KEY, true), REQUESTS, LANES, null);
    t.diagnostic(`seed ${SEED}: ${REQUESTS} requests in ${run.seconds.toFixed(1)} s, ${STALLED_CLIENTS} stalled clients`);
    t.diagnostic(`kinds ${summary(run.byKind)}`);
    t.diagnostic(`statuses ${summary(run.byStatus)}`);
    assert.deepEqual(run.failures.slice(0, 15), [], `${run.failures.length} bad answers`);

    // Healthy afterwards: normal answers, and no error logged by the server.
    assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', serviceid: KEY });
    assert.deepEqual(r.json.result.suggestions, ['the']);
    assert.doesNotMatch(server.output(), /unexpected error|engine failure|Uncaught|FATAL/);
    assert.ok(!server.output().includes(KEY), 'the key appears in the server output');

    // The stalled clients are cut off by the server, and with them every request they held.
    const deadline = Date.now() + STALLED_CLOSE_MS;
    while (stalled.some(isOpen) && Date.now() < deadline) await sleep(250);
    const open = stalled.filter(isOpen).length;
    for (const s of stalled) s.destroy();
    assert.equal(open, 0, `${open} stalled connections still open after ${STALLED_CLOSE_MS} ms`);
    assert.equal(await metric(server.base, 'in_flight_requests'), 0);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});
