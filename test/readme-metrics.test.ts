// The README's table of metrics names exactly the series /metrics serves (server/metrics.ts), no more and no fewer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Metrics } from '../server/metrics.ts';

test('README lists the series /metrics serves, by their real names', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Metrics'), readme.indexOf('\n### ', readme.indexOf('### Metrics') + 1));
  const documented = new Set([...section.matchAll(/`(text_assist_[a-z_]+)/g)].map((m) => m[1]));
  const served = new Set([...new Metrics().render().matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
  assert.ok(served.size > 10);
  assert.deepEqual([...documented].sort(), [...served].sort());
});
