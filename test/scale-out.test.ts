// Two nodes behind nginx with the shipped configuration (deploy/nginx/text-assist.conf, ports rewritten): hostile
// requests, including those the nodes' HTTP parser alone would drop, get answers in the shared shape; and a node
// stopped with SIGTERM in the middle of a load costs no request (it drains: 503 and closed connections, which
// nginx retries on the other node).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { HostileRequests } from './hostile-requests.ts';
import { sendHostile, summary } from './hostile-run.ts';
import { RawConnection, rawRequest } from './raw-http.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { freePort, missing, NGINX, startNginx, type RunningService } from './service-harness.ts';

const ROOT = join(import.meta.dirname, '..');
const SHIPPED_CONF = join(ROOT, 'deploy', 'nginx', 'text-assist.conf');
const HOSTILE_REQUESTS = 1500;
const LOAD_CLIENTS = 12;
const LOAD_MS = 6000;
/** When, into the load, the first node gets SIGTERM. */
const STOP_AT_MS = 2000;

/** The shipped file with the test's ports for the nodes (2880, 2881) and for nginx (80), and its own access log. */
function nginxConf(port: number, nodes: RunningServer[], accessLog: string): string {
  const shipped = readFileSync(SHIPPED_CONF, 'utf8');
  const conf = shipped
    .replace('127.0.0.1:2880', `127.0.0.1:${nodes[0].port}`)
    .replace('127.0.0.1:2881', `127.0.0.1:${nodes[1].port}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/text-assist-access.log', accessLog);
  assert.equal(conf.split('\n').length, shipped.split('\n').length);
  assert.ok(conf.includes(`:${nodes[1].port} `) && conf.includes(`listen 127.0.0.1:${port};`) && conf.includes(accessLog));
  return conf;
}

async function metric(node: RunningServer, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${node.base}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) if (pattern.test(line)) sum += Number(line.split(' ').pop());
  return sum;
}

describe('two nodes behind nginx', { skip: missing(NGINX, 'nginx-light') }, () => {
  let nodes: RunningServer[] = [];
  let nginx: RunningService;
  let base: string;
  const accessLog = join(mkdtempSync(join(tmpdir(), 'nginx-log-')), 'access.log');
  before(async () => {
    nodes = await Promise.all([startServer({ WORKERS: '1' }), startServer({ WORKERS: '1' })]);
    const port = await freePort();
    nginx = await startNginx(nginxConf(port, nodes, accessLog), port);
    base = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    for (const node of nodes) await node.stop();
    await nginx?.stop();
  });

  test('hostile requests through nginx, beyond the nodes\' parser limits too: no 5xx, errors in the shared shape', async (t) => {
    const run = await sendHostile(Number(new URL(base).port), new HostileRequests(20261124, '', false), HOSTILE_REQUESTS, 6, 'nginx');
    t.diagnostic(`${HOSTILE_REQUESTS} requests in ${run.seconds.toFixed(1)} s; kinds ${summary(run.byKind)}`);
    t.diagnostic(`statuses ${summary(run.byStatus)}`);
    assert.deepEqual(run.failures.slice(0, 15), [], `${run.failures.length} bad answers`);
    // What uWS alone cannot answer: a long request head arriving in pieces, 60 header lines, pipelining, an odd method.
    const longGet = Buffer.from(`GET /api?cmd=detect_language&text=${'Das%20ist%20ein%20Satz%20'.repeat(1000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    assert.equal((await rawRequest(Number(new URL(base).port), longGet, { chunks: 20, delayMs: 2 })).status, 200);
    const manyHeaders = Buffer.from(`GET /api?cmd=get_lang_list HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 60 }, (_, i) => `X-H${i}: v\r\n`).join('')}\r\n`);
    assert.equal((await rawRequest(Number(new URL(base).port), manyHeaders)).status, 200);
    // Pipelined requests behind one whose answer is still being computed.
    const pipelined = await RawConnection.open(Number(new URL(base).port));
    const detect = 'GET /api?cmd=detect_language&text=Das%20ist%20ein%20ganz%20normaler%20Satz HTTP/1.1\r\nHost: x\r\n\r\n';
    const answers = [0, 1, 2].map(() => pipelined.request(Buffer.alloc(0)));
    pipelined.socket.write(detect.repeat(3));
    assert.deepEqual((await Promise.all(answers)).map((a) => a.status), [200, 200, 200]);
    pipelined.close();
    const odd = await rawRequest(Number(new URL(base).port), Buffer.from('PROPFIND /api HTTP/1.1\r\nHost: x\r\n\r\n'));
    assert.equal(odd.status, 405);
    assert.deepEqual(JSON.parse(odd.body.toString()), { error: true, message: 'Method not allowed.' });
    // The uWS version header stays behind nginx; /metrics is served to loopback only.
    const r = await fetch(`${base}/api?cmd=get_lang_list`);
    assert.equal(r.headers.get('uwebsockets'), null);
    assert.equal(r.headers.get('server'), 'nginx');
    assert.equal((await fetch(`${base}/metrics`)).status, 200);
    // nginx logs paths, not query strings, where keys and texts travel.
    await fetch(`${base}/api?cmd=autocorrect&text=secret-text-1&lang=en_US&serviceid=secret-key-1`);
    const logged = readFileSync(accessLog, 'utf8');
    assert.match(logged, /"GET \/api" 200 /);
    assert.ok(!logged.includes('secret-key-1') && !logged.includes('secret-text-1'));
  });

  test('SIGTERM to one node in the middle of a load: no failed request', async (t) => {
    const [stopped, survivor] = nodes;
    const failures: string[] = [];
    let answered = 0;
    const started = Date.now();
    const bodies = [
      () => fetch(`${base}/api?cmd=autocorrect&text=teh&lang=en_US`),
      () => fetch(`${base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz' }) }),
      () => fetch(`${base}/api?cmd=autocomplete&text=Thank%20you%20very&lang=en_US`),
    ];
    const client = async (i: number) => {
      for (let n = i; Date.now() - started < LOAD_MS; n++) {
        try {
          const r = await bodies[n % bodies.length]();
          await r.text();
          if (r.status === 200) answered++;
          else failures.push(`status ${r.status}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, i) => client(i)));
    await sleep(STOP_AT_MS);
    const servedBeforeStop = await metric(stopped, /^text_assist_requests_total\{command="(detect_language|autocorrect|autocomplete)",status="200"\}/);
    const exit = stopped.stop();
    await load;
    t.diagnostic(`${answered} requests answered 200 in ${LOAD_MS} ms; the stopped node had served ${servedBeforeStop} of them before SIGTERM`);
    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} failed requests`);
    assert.equal(await exit, 0);
    assert.ok(servedBeforeStop > 50, 'the stopped node was not taking part in the load');
    assert.ok((await metric(survivor, /^text_assist_requests_total\{command="autocorrect",status="200"\}/)) > 50);
    assert.ok(answered > 500, `only ${answered} requests in ${LOAD_MS} ms`);
  });
});
