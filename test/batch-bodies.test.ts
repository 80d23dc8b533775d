// The buffer a worker answers a batch with (workers/batch.ts): each request reads back its own body, byte for byte,
// whatever failed or was empty before it in the same batch.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BatchBodies, packBodies } from '../workers/batch.ts';

const text = (bytes: Uint8Array | null) => (bytes === null ? null : Buffer.from(bytes).toString('utf8'));

test('every body of a batch reads back as written, failures and empty bodies included', () => {
  const bodies = [null, '{"a":1}', null, null, '', 'größer — ещё', '', null, '{"b":[2]}'];
  const read = new BatchBodies(packBodies(bodies), bodies.length);
  assert.deepEqual(
    bodies.map((_, i) => text(read.body(i))),
    bodies,
  );
});

test('a batch of one body, and a batch whose only request failed', () => {
  assert.equal(text(new BatchBodies(packBodies(['x']), 1).body(0)), 'x');
  assert.equal(new BatchBodies(packBodies([null]), 1).body(0), null);
});
