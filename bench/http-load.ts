// HTTP load with wrk: each command and format against the server, next to a bare uWebSockets.js handler (the ceiling)
// and a single-threaded node:http server running the same engines in-process. Requests cycle through varied inputs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../test/server-harness.ts';
import { benchInputs } from './inputs.ts';

/** wrk settings: 64 connections; 2 threads for the 2-core machine. */
export const CONNECTIONS = 64;
const WRK_THREADS = 2;

export interface LoadRow {
  target: string;
  case: string;
  rps: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  /** Requests answered in the run. */
  requests: number;
  /** CPU the server's main thread spent per request, µs (NaN where not measured). */
  mainUs: number;
}

type WrkResult = Omit<LoadRow, 'target' | 'case'>;

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process's main thread has spent, from /proc. */
export function mainThreadCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Runs a load against a server and measures the CPU its main thread spends per request answered. */
export function onMainThread(server: RunningServer, load: () => WrkResult): WrkResult {
  const pid = server.child.pid!;
  const before = mainThreadCpuSeconds(pid);
  const result = load();
  return { ...result, mainUs: ((mainThreadCpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests) };
}

/**
 * The wrk script: cycles through `paths`; with `delayMs`, each connection waits that long (on average: wrk's timer
 * counts whole milliseconds, so the wait is dithered between the two nearest) before each request.
 */
function luaScript(paths: string[], delayMs = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const file = join(dir, 'paths.lua');
  const list = paths.map((p) => `[[${p}]]`).join(',\n');
  const whole = Math.floor(delayMs);
  const delay = delayMs > 0 ? `delay = function()\n  if math.random() < ${delayMs - whole} then return ${whole + 1} end\n  return ${whole}\nend\n` : '';
  writeFileSync(
    file,
    `local paths = {\n${list}\n}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n${delay}`,
  );
  return file;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

export function wrk(base: string, paths: string[], seconds: number, delayMs = 0, connections = CONNECTIONS): WrkResult {
  const threads = Math.min(WRK_THREADS, connections);
  const out = execFileSync('wrk', ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '-s', luaScript(paths, delayMs), base], {
    encoding: 'utf8',
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p = (q: string) => {
    const m = new RegExp(`\\s${q}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return { rps: Math.round(rps), p50ms: p('50'), p99ms: p('99'), non2xx, requests, mainUs: NaN };
}

/** Share of the maximum rate at which the p99 latency is measured: a busy server, not a saturated one. */
export const PACED_SHARE = 0.8;
/** Short runs that measure the latency part of each connection's request cycle, and their length. */
const CALIBRATION_STEPS = 1;
const CALIBRATION_SECONDS = 2;

/**
 * wrk keeps each connection busy; at a target rate below the maximum each of the 64 connections must send one
 * request every 64 / rate seconds. A connection's cycle is its request's latency plus the delay: short runs measure
 * the latency at the current delay and set the delay to the rest of the cycle (CALIBRATION_STEPS times).
 */
export function pacedWrk(base: string, paths: string[], seconds: number, targetRps: number): WrkResult {
  const cycleMs = (CONNECTIONS * 1000) / targetRps;
  let delayMs = cycleMs;
  for (let step = 0; step < CALIBRATION_STEPS; step++) {
    const calibration = wrk(base, paths, CALIBRATION_SECONDS, delayMs);
    const latencyMs = Math.max(0, (CONNECTIONS * 1000) / Math.max(1, calibration.rps) - delayMs);
    delayMs = Math.max(0, cycleMs - latencyMs);
  }
  return wrk(base, paths, seconds, delayMs);
}

/** Request paths per case: command x format. */
function cases(): Record<string, string[]> {
  const inputs = benchInputs();
  const q = (params: Record<string, string>) => `/api?${new URLSearchParams(params)}`;
  const correct = inputs.words.map(([lang, text]) => ({ cmd: 'autocorrect', lang, text }));
  const complete = inputs.prefixes.map(([lang, text]) => ({ cmd: 'autocomplete', lang, text }));
  const detect = inputs.sentences.map((text) => ({ cmd: 'detect_language', text }));
  const formats: Record<string, Record<string, string>> = {
    json: {},
    short: { short_answer: 'true' },
    xml: { format: 'xml' },
    jsonp: { callback: 'cb' },
  };
  const out: Record<string, string[]> = {};
  for (const [name, extra] of Object.entries(formats)) {
    out[`autocorrect ${name}`] = correct.map((p) => q({ ...p, ...extra }));
    out[`autocomplete ${name}`] = complete.map((p) => q({ ...p, ...extra }));
  }
  for (const name of ['json', 'xml', 'jsonp']) out[`detect_language ${name}`] = detect.map((p) => q({ ...p, ...formats[name] }));
  return out;
}

/** The server's two configurations: the result cache on (the dev inputs repeat, so they are hits) and off (misses). */
export const SERVER_TARGETS: { name: string; env: Record<string, string> }[] = [
  { name: 'repeated inputs (cache hits)', env: {} },
  { name: 'new inputs (RESULT_CACHE=0: every request reaches an engine)', env: { RESULT_CACHE: '0' } },
];
/** 1 s loads before a cache-hit run until one adds no miss, at most this many (a slow engine needs several). */
export const MAX_CACHE_WARM_UPS = 20;

/** Loads the case until the result cache holds all its inputs (no new miss in a 1 s run), or MAX_CACHE_WARM_UPS runs. */
async function warmCache(base: string, paths: string[]): Promise<void> {
  let misses = await counter(base, 'result_cache_misses_total');
  for (let run = 0; run < MAX_CACHE_WARM_UPS; run++) {
    wrk(base, paths, 1);
    const now = await counter(base, 'result_cache_misses_total');
    if (now === misses) return;
    misses = now;
  }
}
/** An unmeasured run before each new-input run, so the first case measured is not the server warming up. */
export const ENGINE_WARM_UP_SECONDS = 1;
const PACED_CASES = ['autocorrect json', 'autocomplete json', 'detect_language json'];

/** One /metrics counter, on a connection of its own (a kept-alive one may meet the server's 10 s idle close). */
async function counter(base: string, name: string): Promise<number> {
  const text = await new Promise<string>((resolve, reject) => {
    get(`${base}/metrics`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve(body));
    }).on('error', reject);
  });
  return Number(new RegExp(`^text_assist_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
}

/** A group of rows and the bare handler's rate measured right before and right after it. */
export interface LoadGroup {
  rows: LoadRow[];
  bareBefore: number;
  bareAfter: number;
}

export interface HttpLoad {
  /** Cache hits, misses (RESULT_CACHE=0), the node:http reference; each bracketed by bare uWS runs. */
  groups: LoadGroup[];
  /** Result cache counts over the cache-hit group's runs, warm-ups included. */
  cache: { hits: number; misses: number };
}

/** Other work on the machine moves the ceiling (once from 62,354 to 28,904 req/s): each group has bare runs around it. */
export async function runHttpLoad(seconds: number, workers: number): Promise<HttpLoad> {
  const all = cases();
  const started: RunningServer[] = [];
  const cache = { hits: 0, misses: 0 };
  const groups: LoadGroup[] = [];
  const bareRate = async () => {
    const bare = await startServer({}, join(import.meta.dirname, 'bare-uws.ts'));
    started.push(bare);
    const { rps } = wrk(bare.base, ['/api'], seconds);
    await bare.stop();
    return rps;
  };
  try {
    let bareBefore = await bareRate();
    const group = async (rows: LoadRow[]) => {
      const bareAfter = await bareRate();
      groups.push({ rows, bareBefore, bareAfter });
      bareBefore = bareAfter;
    };
    for (const { name, env } of SERVER_TARGETS) {
      const server = await startServer({ WORKERS: String(workers), ...env });
      started.push(server);
      const rows: LoadRow[] = [];
      const target = `server (${workers} workers), ${name}`;
      const hits = env.RESULT_CACHE === undefined;
      for (const [label, paths] of Object.entries(all)) {
        if (hits) await warmCache(server.base, paths);
        else wrk(server.base, paths, ENGINE_WARM_UP_SECONDS);
        rows.push({ target, case: label, ...onMainThread(server, () => wrk(server.base, paths, seconds)) });
      }
      for (const label of PACED_CASES) {
        const max = rows.find((r) => r.case === label)!.rps;
        const paced = onMainThread(server, () => pacedWrk(server.base, all[label], seconds, PACED_SHARE * max));
        rows.push({ target, case: `${label} at ${PACED_SHARE * 100}% of its max`, ...paced });
      }
      // The latency of one request with nothing queued before it: what a person typing waits for.
      for (const label of PACED_CASES) rows.push({ target, case: `${label}, one connection`, ...wrk(server.base, all[label], seconds, 0, 1) });
      if (hits) [cache.hits, cache.misses] = [await counter(server.base, 'result_cache_hits_total'), await counter(server.base, 'result_cache_misses_total')];
      await server.stop();
      await group(rows);
    }

    const reference = await startServer({}, join(import.meta.dirname, 'node-http-reference.ts'));
    started.push(reference);
    const rows = PACED_CASES.map((label) => ({ target: 'node:http in-process', case: label, ...wrk(reference.base, all[label], seconds) }));
    await reference.stop();
    await group(rows);
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
  return { groups, cache };
}
