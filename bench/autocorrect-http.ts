// Autocorrect over HTTP, one request at a time, per language: each typo the server has not met (bench/unique-inputs.ts)
// sent twice in a row over one keep-alive connection, first answered by an engine, then by the result cache; the
// engine's added milliseconds are the first's time less the second's, per typo (mean and p99 per language).
// Usage: node --import tsx bench/autocorrect-http.ts [typos per language]   (prints Markdown; bench/run.ts runs it too)
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startServer } from '../test/server-harness.ts';
import { apiPath, setWords, uniqueCorrections, type Input } from './unique-inputs.ts';

/** Typos timed per language: its p99 is then the 3rd slowest. */
export const TYPOS_PER_LANGUAGE = 300;
/** Other typos of every language, sent before any is timed, so that the workers' code is compiled whichever comes first. */
const WARM_UP_PER_LANGUAGE = 30;
/** Seeds of the timed typos and of the warm-up ones: two lists that share no typo by chance alone. */
export const TIMED_SEED = 1;
export const WARM_UP_SEED = 2;

/** Milliseconds of one GET over the keep-alive agent, and its status. */
function timedGet(base: string, agent: Agent, path: string): Promise<{ ms: number; status: number }> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    request(base + path, { agent }, (res) => {
      res.resume().on('end', () => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode ?? 0 }));
    })
      .on('error', reject)
      .end();
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export interface LanguageLatency {
  lang: string;
  typos: number;
  engineMeanMs: number;
  cachedMeanMs: number;
  /** The first request's time less the second's, per typo. */
  addedMeanMs: number;
  addedP99Ms: number;
}

/** Typos of each language's words, slipped (never the word itself), none in `exclude`. */
function typosByLanguage(n: number, seed: number, exclude: ReadonlySet<string> = new Set()): Map<string, Input[]> {
  const byLang = new Map<string, Input[]>();
  for (const w of setWords()) byLang.set(w.lang, [...(byLang.get(w.lang) ?? []), w]);
  return new Map([...byLang].map(([lang, words]) => [lang, uniqueCorrections(n, words, seed, 0).filter((t) => !exclude.has(t.text))]));
}

/** Per language, on a server of its own with 2 workers and the result cache on (the default). */
export async function autocorrectPerLanguage(perLanguage = TYPOS_PER_LANGUAGE): Promise<LanguageLatency[]> {
  const timed = typosByLanguage(perLanguage, TIMED_SEED);
  const warmUp = typosByLanguage(WARM_UP_PER_LANGUAGE, WARM_UP_SEED, new Set([...timed.values()].flat().map((t) => t.text)));
  const server = await startServer({ WORKERS: '2' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const out: LanguageLatency[] = [];
  try {
    const served = new Set<string>();
    for (const [lang, typos] of warmUp) {
      for (const t of typos) if ((await timedGet(server.base, agent, apiPath('autocorrect', t))).status === 200) served.add(lang);
    }
    for (const [lang, typos] of timed) {
      if (!served.has(lang)) continue;
      const engine: number[] = [];
      const cached: number[] = [];
      for (const t of typos) {
        engine.push((await timedGet(server.base, agent, apiPath('autocorrect', t))).ms);
        cached.push((await timedGet(server.base, agent, apiPath('autocorrect', t))).ms);
      }
      const added = engine.map((ms, i) => ms - cached[i]).sort((a, b) => a - b);
      out.push({ lang, typos: typos.length, engineMeanMs: mean(engine), cachedMeanMs: mean(cached), addedMeanMs: mean(added), addedP99Ms: quantile(added, 0.99) });
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
  return out;
}

export function latencyTable(rows: LanguageLatency[]): string {
  return [
    '| lang | typos | first request (engine) mean ms | second (cache) mean ms | added by the engine: mean ms | p99 ms |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.lang} | ${r.typos} | ${r.engineMeanMs.toFixed(3)} | ${r.cachedMeanMs.toFixed(3)} | ${r.addedMeanMs.toFixed(3)} | ${r.addedP99Ms.toFixed(2)} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(latencyTable(await autocorrectPerLanguage(Number(process.argv[2] ?? TYPOS_PER_LANGUAGE))));
