// A/B of server builds under wrk in one run: each round runs every case against every target in turn, and
// reports req/s, p50/p99 and the CPU the server's main thread spent per request (from /proc: steadier than req/s on a
// shared machine). Targets are `name=script[,VAR=value...]`, e.g. a copy of an older dist/ next to dist/:
//   node --import tsx bench/front-ab.ts --seconds 4 --rounds 2 bare=bench/bare-uws.ts old=dist-old/main.mjs \
//     new=dist/main.mjs misses=dist/main.mjs,RESULT_CACHE=0
// (a copy of dist/ must sit beside it, as the bundle finds data/compiled relative to itself). The first round also
// fills the result cache of a target that has one: compare the later rounds.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../test/server-harness.ts';
import { onMainThread, wrk } from './http-load.ts';
import { benchInputs } from './inputs.ts';

/** Ports for the servers under test, one each from here (the bench's range on the shared machine). */
const FIRST_PORT = 2892;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '4' }, rounds: { type: 'string', default: '2' }, workers: { type: 'string', default: '2' } },
});
const seconds = Number(values.seconds);
const inputs = benchInputs();
const query = (params: Record<string, string>) => `/api?${new URLSearchParams(params)}`;
const cases: Record<string, string[]> = {
  autocorrect: inputs.words.map(([lang, text]) => query({ cmd: 'autocorrect', lang, text })),
  autocomplete: inputs.prefixes.map(([lang, text]) => query({ cmd: 'autocomplete', lang, text })),
  detect_language: inputs.sentences.map((text) => query({ cmd: 'detect_language', text })),
};
const targets = positionals.map((spec, i) => {
  const eq = spec.indexOf('=');
  if (eq < 1) throw new Error(`target ${spec}: name=script[,VAR=value...] expected`);
  const name = spec.slice(0, eq);
  const [script, ...vars] = spec.slice(eq + 1).split(',');
  const env = Object.fromEntries(vars.map((v) => v.split('=', 2)));
  return { name, script: resolve(script), env: { WORKERS: values.workers!, PORT: String(FIRST_PORT + i), ...env } };
});
if (targets.length === 0) throw new Error('name=script targets expected');

const servers = await Promise.all(targets.map((t) => startServer(t.env, t.script)));
try {
  console.log('| round | case | target | req/s | p50 ms | p99 ms | main thread µs per request |\n|---|---|---|---|---|---|---|');
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const [label, paths] of Object.entries(cases)) {
      targets.forEach((target, i) => {
        const r = onMainThread(servers[i], () => wrk(servers[i].base, target.script.includes('bare-uws') ? ['/api'] : paths, seconds));
        console.log(`| ${round} | ${label} | ${target.name} | ${r.rps} | ${r.p50ms.toFixed(2)} | ${r.p99ms.toFixed(2)} | ${r.mainUs.toFixed(1)} |`);
      });
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
