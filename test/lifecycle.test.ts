// Aborted requests, graceful shutdown on SIGTERM, and healthz during draining.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, startServer } from './server-harness.ts';

function rawRequest(port: number, request: string): { socket: Socket; response: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(request);
  let data = '';
  socket.on('data', (chunk) => (data += chunk.toString()));
  const response = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
  });
  return { socket, response };
}

const LONG_TEXT = 'Das ist ein ganz normaler Satz, und noch einer. '.repeat(2000);

test('aborted requests and half-sent bodies leave the server answering', async () => {
  const server = await startServer();
  try {
    for (let i = 0; i < 20; i++) {
      const get = rawRequest(server.port, `GET /api?cmd=detect_language&text=${encodeURIComponent(LONG_TEXT.slice(0, 20000))} HTTP/1.1\r\nHost: x\r\n\r\n`);
      get.socket.destroy();
      const post = rawRequest(server.port, 'POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"cmd":"detect');
      await sleep(2);
      post.socket.destroy();
    }
    await sleep(200);
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json.result.suggestions, ['the']);
    assert.equal(server.child.exitCode, null);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

test('SIGTERM finishes requests in flight, refuses new connections and exits 0', async () => {
  const server = await startServer();
  const body = JSON.stringify({ cmd: 'detect_language', text: LONG_TEXT });
  const inFlight = Array.from({ length: 12 }, () =>
    rawRequest(server.port, `POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`),
  );
  await sleep(50);
  const exit = server.stop();
  const responses = await Promise.all(inFlight.map((r) => r.response));
  for (const response of responses) assert.match(response, /^HTTP\/1\.1 200 OK/);
  assert.equal(await exit, 0);
  await assert.rejects(fetch(`${server.base}/healthz`));
});

test('past QUEUE_LIMIT a request answers 503 with Retry-After at once; the others are answered', async () => {
  const server = await startServer({ QUEUE_LIMIT: '2' });
  try {
    const body = JSON.stringify({ cmd: 'detect_language', text: LONG_TEXT });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${server.base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          json: await r.json(),
        })),
      ),
    );
    const refused = answers.filter((a) => a.status === 503);
    assert.ok(refused.length > 0, 'no request was refused');
    assert.ok(answers.some((a) => a.status === 200), 'no request was served');
    for (const a of answers) assert.ok(a.status === 200 || a.status === 503, `status ${a.status}`);
    for (const a of refused) {
      assert.equal(a.retryAfter, '1');
      assert.equal(a.json.error, true);
    }
    const after = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US' });
    assert.equal(after.status, 200);
  } finally {
    await server.stop();
  }
});

test('a second server on a port already served exits 1 naming the port, and the first keeps answering', async () => {
  const first = await startServer();
  try {
    await assert.rejects(startServer({ PORT: String(first.port) }), new RegExp(`exited with 1 before listening:[^]*cannot listen on 127\\.0\\.0\\.1:${first.port}: the port is in use`));
    for (let i = 0; i < 8; i++) {
      const r = await api(first.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US' });
      assert.equal(r.status, 200);
    }
  } finally {
    assert.equal(await first.stop(), 0);
  }
});
