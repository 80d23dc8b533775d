// API_MODE=cloud: every /api request needs a valid serviceid from API_KEYS_FILE; /healthz does not.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { api, startServer, type RunningServer } from './server-harness.ts';

const KEY = 'k3y-Secret-0001';
let server: RunningServer;
before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'keys-'));
  const keysFile = join(dir, 'keys.txt');
  writeFileSync(keysFile, `# test keys\n${KEY}\n  other-key  # trailing comment\n`);
  server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: keysFile });
});
after(async () => {
  await server?.stop();
});

test('no serviceid, wrong or partial serviceid: 401 in the shared shape, every command', async () => {
  for (const cmd of ['detect_language', 'autocorrect', 'autocomplete', 'get_lang_list']) {
    for (const serviceid of [undefined, 'wrong', KEY.slice(0, -1), KEY + ' ', '']) {
      const params: Record<string, string> = { cmd, text: 'teh', lang: 'en_US' };
      if (serviceid !== undefined) params.serviceid = serviceid;
      const r = await api(server.base, params);
      assert.equal(r.status, 401, `${cmd} ${serviceid}`);
      assert.equal(r.json.error, true);
    }
  }
});

test('valid keys are accepted, with comments and spaces stripped', async () => {
  const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', serviceid: KEY });
  assert.equal(r.status, 200);
  assert.deepEqual(r.json.result.suggestions, ['the']);
  const other = await api(server.base, { cmd: 'get_lang_list', serviceid: 'other-key' });
  assert.equal(other.status, 200);
});

test('XML 401 and healthz without a key', async () => {
  const r = await api(server.base, { cmd: 'detect_language', text: 'x', format: 'xml' });
  assert.equal(r.status, 401);
  assert.match(r.body, /^<\?xml version="1.0" encoding="UTF-8"\?><error><error>true<\/error><message>/);
  assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
});

test('keys never appear in the server log', () => {
  assert.ok(!server.output().includes(KEY));
});
