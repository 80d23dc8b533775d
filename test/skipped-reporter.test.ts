// test/skipped-reporter.mjs lists, after a run, each skipped test and each skipped suite with its reason.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const REPORTER = join(import.meta.dirname, 'skipped-reporter.mjs');

function report(source: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'skips-')), 'sample.test.mjs');
  writeFileSync(file, `import { describe, test } from 'node:test';\n${source}\n`);
  // Without NODE_TEST_CONTEXT the inner run reports on its own instead of to this test runner.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  return spawnSync(process.execPath, ['--test', `--test-reporter=${REPORTER}`, file], { encoding: 'utf8', env }).stdout;
}

test('a skipped suite and a skipped test are listed with their reasons; a test that ran is not', () => {
  const out = report(`
describe('needs redis', { skip: 'redis-server not installed' }, () => { test('a', () => {}); test('b', () => {}); });
test('needs a feature', { skip: 'COMPLEXPREFIXES is not implemented' }, () => {});
test('runs', () => {});`);
  assert.match(out, /^# skipped: 2 /m);
  assert.match(out, /suite "needs redis" \(.*sample\.test\.mjs\): redis-server not installed/);
  assert.match(out, /test "needs a feature" \(.*sample\.test\.mjs\): COMPLEXPREFIXES is not implemented/);
  assert.doesNotMatch(out, /"runs"/);
});

test('nothing skipped: said so', () => {
  assert.match(report(`test('runs', () => {});`), /^# skipped: none$/m);
});
