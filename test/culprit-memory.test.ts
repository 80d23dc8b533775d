// The pool's memory of requests that killed their worker twice (workers/culprit-memory.ts): it knows exactly those
// (command, language and text), forgets them after its time, and never holds more than its fixed number of slots.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { CULPRIT_SLOTS, CulpritMemory } from '../workers/culprit-memory.ts';

test('a remembered request is known; the same text for another command or language is not', () => {
  const memory = new CulpritMemory();
  assert.equal(memory.knows(2, 'en_US', 'fault'), false);
  memory.remember(2, 'en_US', 'fault');
  assert.equal(memory.knows(2, 'en_US', 'fault'), true);
  assert.equal(memory.knows(1, 'en_US', 'fault'), false);
  assert.equal(memory.knows(2, 'en_GB', 'fault'), false);
  assert.equal(memory.knows(2, 'en_US', 'faulty'), false);
  assert.equal(memory.knows(2, 'en_US', ''), false);
});

test('a culprit is forgotten once its time is over', async () => {
  const memory = new CulpritMemory(30);
  memory.remember(0, '', 'slow text');
  assert.equal(memory.knows(0, '', 'slow text'), true);
  await sleep(60);
  assert.equal(memory.knows(0, '', 'slow text'), false);
  memory.remember(0, '', 'slow text');
  assert.equal(memory.knows(0, '', 'slow text'), true);
});

test('however many culprits come, at most CULPRIT_SLOTS are known, the newest always', () => {
  const memory = new CulpritMemory();
  const texts = Array.from({ length: 20 * CULPRIT_SLOTS }, (_, i) => `culprit ${i}`);
  for (const text of texts) {
    memory.remember(1, 'de_DE', text);
    assert.equal(memory.knows(1, 'de_DE', text), true);
  }
  const known = texts.filter((text) => memory.knows(1, 'de_DE', text)).length;
  assert.ok(known <= CULPRIT_SLOTS && known > CULPRIT_SLOTS / 2, `${known} known`);
  assert.equal(texts.filter((_, i) => memory.knows(1, 'de_DE', `other ${i}`)).length, 0);
});
