// Autocorrect over HTTP on typos the server has not answered before: per language, each typo once over one keep-alive
// connection (mean and p99 with the round trip); then every language's typos mixed at 64 connections (wrk, result
// cache off so no answer is reused) as a ratio to a bare uWebSockets.js reply in the same run.
// Usage: tsx bench/autocorrect-http.ts [typos.jsonl] [seconds]   (typos: eval/typo-split.ts; default the dev typos)
import { readFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { join } from 'node:path';
import { DEV_DIR } from '../eval/sets.ts';
import { startServer } from '../test/server-harness.ts';
import { wrk } from './http-load.ts';

const typoPath = process.argv[2] ?? join(DEV_DIR, 'autocorrect-typos-dev.jsonl');
const seconds = Number(process.argv[3] ?? 5);
const typos = readFileSync(typoPath, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as { lang: string; text: string; expect: string });
const path = (t: { lang: string; text: string }) => `/api?cmd=autocorrect&lang=${t.lang}&text=${encodeURIComponent(t.text)}`;

/** Milliseconds of one GET over the keep-alive agent. */
function timedGet(base: string, agent: Agent, p: string): Promise<number> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    request(base + p, { agent }, (res) => {
      res.resume().on('end', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
    }).on('error', reject).end();
  });
}

const server = await startServer({ RESULT_CACHE: '0', WORKERS: '2' });
try {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // Warm-up on other strings of every language (the words themselves, a letter doubled), twice, before any language is
  // timed: the workers' code is compiled by then, whichever language comes first. None of these is measured.
  for (let round = 0; round < 2; round++) {
    for (const t of typos) await timedGet(server.base, agent, path({ lang: t.lang, text: t.expect + t.expect.slice(-1) }));
  }
  console.log('| lang | typos | mean ms | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  for (const lang of [...new Set(typos.map((t) => t.lang))]) {
    const mine = typos.filter((t) => t.lang === lang);
    const ms: number[] = [];
    for (const t of mine) ms.push(await timedGet(server.base, agent, path(t)));
    ms.sort((a, b) => a - b);
    const q = (x: number) => ms[Math.min(ms.length - 1, Math.floor(x * ms.length))].toFixed(2);
    console.log(`| ${lang} | ${ms.length} | ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2)} | ${q(0.5)} | ${q(0.99)} | ${ms[ms.length - 1].toFixed(2)} |`);
  }
  agent.destroy();
  const mix = wrk(server.base, typos.map(path), seconds);
  await server.stop();
  const bare = await startServer({}, join(import.meta.dirname, 'bare-uws.ts'));
  const ceiling = wrk(bare.base, ['/api'], seconds);
  await bare.stop();
  console.log(`\nmix of ${typos.length} typos, 64 connections, ${seconds} s: ${mix.rps} req/s (p99 ${mix.p99ms} ms, ${mix.non2xx} non-2xx); bare uWS ${ceiling.rps} req/s; ratio ${(mix.rps / ceiling.rps).toFixed(3)}`);
} finally {
  await server.stop();
}
