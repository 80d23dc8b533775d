// `npm run eval` over the dev sets and the splits: every figure at or above its floor (eval/floors.json). Needs
// ../shared/eval/dev beside the checkout: skipped without it, except under CI=true, where it must be there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_PATH } from '../data/manifest.ts';
import { breaches } from '../eval/floors.ts';
import { DEV_DIR } from '../eval/sets.ts';
import { skipWithoutShared } from './shared-folder.ts';

const RUN = join(import.meta.dirname, '..', 'eval', 'run.ts');

function skipReason(): string | false {
  if (!existsSync(MANIFEST_PATH)) return 'no compiled packs (npm run build:data)';
  return skipWithoutShared(DEV_DIR);
}

test('every eval figure holds its floor', { skip: skipReason(), timeout: 15 * 60_000 }, () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', RUN, '--no-docs'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(run.status, 0, `npm run eval failed:\n${run.stdout.split('figures past their floor')[1] ?? run.stdout.slice(-4000)}\n${run.stderr}`);
});

test('a figure past its floor, or past its ceiling where less is better, is a breach', () => {
  const floors = { s: { fixed: { de_DE: 90, en_US: 90 }, changed: { de_DE: 1 } } };
  const figures = [
    { set: 's', name: 'fixed', lang: 'de_DE', value: 89.9, count: 100 },
    { set: 's', name: 'fixed', lang: 'en_US', value: 90, count: 100 },
    { set: 's', name: 'changed', lang: 'de_DE', value: 1.1, count: 100 },
  ] as const;
  assert.deepEqual(breaches(figures, floors).map((b) => `${b.name} ${b.lang}`), ['fixed de_DE', 'changed de_DE']);
  assert.deepEqual(breaches([figures[1]], floors).map((b) => `${b.name} ${b.lang}`), ['fixed de_DE', 'changed de_DE'], 'a measured set lacking a figure breaches');
  assert.deepEqual(breaches([{ ...figures[0], set: 'other' }], floors), [], 'a set not measured is not checked');
});
