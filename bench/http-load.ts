// HTTP load with wrk: each command against the server on inputs that never repeat (bench/unique-inputs.ts) and on
// the same requests again (answered by the result cache), beside a bare uWebSockets.js handler (the ceiling) and a
// single-threaded node:http server running the same engines in-process, with the server's CPU per request by thread.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startServer, type RunningServer } from '../test/server-harness.ts';
import { busiestThreads, cpuBetween, cpuPerRequest, threadCpu, type CpuPerRequest } from './thread-cpu.ts';
import { apiPath, COMMANDS, type Command, type Input } from './unique-inputs.ts';

/** wrk settings: 64 connections; 2 threads for the 2-core machine. */
export const CONNECTIONS = 64;
const WRK_THREADS = 2;

/** One wrk run. */
export interface WrkResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  /** Requests answered in the run. */
  requests: number;
  /** Times a wrk thread came to the end of its paths and started them again: a repeat of a "new" input when not 0. */
  wraps: number;
  /** How many of its paths the run went through: the furthest any thread sent (all of them after a wrap). */
  sent: number;
  /** CPU the server's main thread spent per request, µs (NaN where not measured). */
  mainUs: number;
}

/** CPU seconds (user + system) a process's main thread has spent, from /proc. */
export function mainThreadCpuSeconds(pid: number): number {
  return threadCpu(pid).get(pid) ?? 0;
}

/** Runs a load against a server and measures the CPU its main thread spends per request answered. */
export function onMainThread(server: RunningServer, load: () => WrkResult): WrkResult {
  const pid = server.child.pid!;
  const before = mainThreadCpuSeconds(pid);
  const result = load();
  return { ...result, mainUs: ((mainThreadCpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests) };
}

/**
 * The wrk script: each of wrk's threads walks its own share of `paths` (thread k of n takes every n-th from the k-th),
 * so no path is sent twice until a thread comes to the end of its share; it prints how many times a thread did so
 * (wraps) and the furthest path any thread sent (1-based), which is where the next run on new paths starts.
 * With `delayMs`, each connection waits that long (on average: wrk's timer counts whole milliseconds, so the wait is
 * dithered between the two nearest) before each request.
 */
function luaScript(paths: string[], threads: number, delayMs = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const list = join(dir, 'paths.txt');
  const file = join(dir, 'paths.lua');
  writeFileSync(list, paths.join('\n') + '\n');
  const whole = Math.floor(delayMs);
  const delay = delayMs > 0 ? `delay = function()\n  if math.random() < ${delayMs - whole} then return ${whole + 1} end\n  return ${whole}\nend\n` : '';
  writeFileSync(
    file,
    `local threads = {}
function setup(thread)
  thread:set("id", #threads)
  threads[#threads + 1] = thread
end
local paths = {}
i = 0
furthest = 0
wraps = 0
function init(args)
  for line in io.lines("${list}") do paths[#paths + 1] = line end
  i = id
end
request = function()
  i = i + ${threads}
  if i > #paths then
    i = (i - 1) % #paths + 1
    wraps = wraps + 1
  end
  if i > furthest then furthest = i end
  return wrk.format("GET", paths[i])
end
function done(summary, latency, requests)
  local sum, most = 0, 0
  for _, thread in ipairs(threads) do
    sum = sum + thread:get("wraps")
    most = math.max(most, thread:get("furthest"))
  end
  io.write("wraps: " .. sum .. "\\n")
  io.write("furthest: " .. most .. "\\n")
end
${delay}`,
  );
  return file;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

export function wrk(base: string, paths: string[], seconds: number, delayMs = 0, connections = CONNECTIONS): WrkResult {
  if (paths.length === 0) throw new Error('wrk: no request paths (the new inputs ran out: make more)');
  const threads = Math.min(WRK_THREADS, connections);
  const script = luaScript(paths, threads, delayMs);
  let out: string;
  try {
    out = execFileSync('wrk', ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '-s', script, base], { encoding: 'utf8' });
  } finally {
    rmSync(dirname(script), { recursive: true, force: true });
  }
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p = (q: string) => {
    const m = new RegExp(`\\s${q}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const wraps = Number(/wraps: (\d+)/.exec(out)?.[1] ?? NaN);
  const sent = wraps === 0 ? Number(/furthest: (\d+)/.exec(out)?.[1] ?? paths.length) : paths.length;
  return { rps: Math.round(rps), p50ms: p('50'), p99ms: p('99'), non2xx, requests, wraps, sent, mainUs: NaN };
}

/** Share of the maximum rate at which the p99 latency is measured: a busy server, not a saturated one. */
export const PACED_SHARE = 0.8;
/** Short runs that measure the latency part of each connection's request cycle, and their length. */
const CALIBRATION_STEPS = 1;
const CALIBRATION_SECONDS = 2;

/**
 * wrk keeps each connection busy; at a target rate below the maximum each of the 64 connections must send one
 * request every 64 / rate seconds. A connection's cycle is its request's latency plus the delay: short runs measure
 * the latency at the current delay and set the delay to the rest of the cycle (CALIBRATION_STEPS times). With
 * `fresh`, each run takes paths that the runs before it did not send.
 */
export function pacedWrk(base: string, paths: string[], seconds: number, targetRps: number, fresh = true): WrkResult & { calibration: number } {
  const cycleMs = (CONNECTIONS * 1000) / targetRps;
  let delayMs = cycleMs;
  let calibration = 0;
  for (let step = 0; step < CALIBRATION_STEPS; step++) {
    const run = wrk(base, fresh ? paths.slice(calibration) : paths, CALIBRATION_SECONDS, delayMs);
    if (fresh) calibration += run.sent;
    const latencyMs = Math.max(0, (CONNECTIONS * 1000) / Math.max(1, run.rps) - delayMs);
    delayMs = Math.max(0, cycleMs - latencyMs);
  }
  return { ...wrk(base, paths.slice(calibration), seconds, delayMs), calibration };
}

/** Paths an unmeasured warm-up run cycles (its repeats do not matter). */
const WARM_UP_PATHS = 20_000;
/**
 * A run's paths: the bare handler's rate for the run's seconds, times this (the server has outrun the bare handler
 * when other work on the machine moved); what the run does not send stays for the next one.
 */
const PATHS_TO_SPARE = 2;
/** Unmeasured seconds of new inputs on a fresh server: its code compiled, its engine workers told apart from its other threads. */
const WARM_UP_SECONDS = 1;
/** Distinct requests per command that the repeated-input rows cycle through: they fit the result cache (32,768 entries). */
export const REPEATED_SET = 10_000;
/** 1 s loads before the repeated-input rows until one adds no cache miss, at most this many. */
export const MAX_CACHE_WARM_UPS = 10;
/** Connections at which the server's CPU per request is compared with the goal (../shared/bench/cpu-per-request.mjs). */
export const CPU_CONNECTIONS = 16;
/** PACED_SHARE as the rows name it. */
const PACED_PERCENT = Math.round(PACED_SHARE * 100);

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

/** Loads `paths` until the result cache holds them all (no new miss in a 1 s run), or MAX_CACHE_WARM_UPS runs. */
async function warmCache(base: string, paths: string[]): Promise<void> {
  let misses = await counter(base, 'result_cache_misses_total');
  for (let run = 0; run < MAX_CACHE_WARM_UPS; run++) {
    wrk(base, paths, 1);
    const now = await counter(base, 'result_cache_misses_total');
    if (now === misses) return;
    misses = now;
  }
}

export interface LoadRow extends WrkResult {
  target: string;
  command: Command;
  case: string;
  /** The server's CPU per request by thread. */
  cpu: CpuPerRequest;
  /** Requests the result cache answered, and those it did not, during the run (a new input is never a hit); NaN for the reference. */
  cacheHits: number;
  cacheMisses: number;
}

/** Each command's new inputs as request paths, handed out in slices that no earlier run took. */
class FreshPaths {
  private readonly taken = new Map<Command, number>();
  constructor(private readonly paths: Record<Command, string[]>) {}

  /** Up to `count` untaken paths of a command; `use` marks the first of them taken. */
  next(command: Command, count: number): string[] {
    const from = this.used(command);
    return this.paths[command].slice(from, from + Math.ceil(count));
  }

  use(command: Command, count: number): void {
    this.taken.set(command, this.used(command) + count);
  }

  used(command: Command): number {
    return this.taken.get(command) ?? 0;
  }
}

/** A server under load, its CPU by thread read around each run. */
class Measured {
  private workerIds = new Set<number>();
  constructor(
    readonly server: RunningServer,
    private readonly workers: number,
  ) {}

  get pid(): number {
    return this.server.child.pid!;
  }

  /** Runs `load`, with the CPU per request it cost the server; with `findWorkers`, takes its busiest threads for its workers. */
  run<T extends WrkResult>(load: () => T, findWorkers = false): T & { cpu: CpuPerRequest } {
    const before = threadCpu(this.pid);
    const result = load();
    const used = cpuBetween(before, threadCpu(this.pid));
    if (findWorkers) this.workerIds = busiestThreads(this.pid, used, this.workers);
    const cpu = cpuPerRequest(this.pid, this.workerIds, used, result.requests);
    return { ...result, mainUs: cpu.mainUs, cpu };
  }
}

/** A group of rows and the bare handler's rate measured right before and right after it. */
export interface LoadGroup {
  rows: LoadRow[];
  bareBefore: number;
  bareAfter: number;
}

export interface HttpLoad {
  /** The server, then the node:http reference; each bracketed by bare uWS runs. */
  groups: LoadGroup[];
  /** Result cache counts over the server's runs. */
  cache: { hits: number; misses: number };
  /** Per command: the distinct new inputs made, and how many the runs took. */
  fresh: Record<Command, { distinct: number; taken: number }>;
}

export const NEW_INPUTS = 'new inputs';
export const REPEATED_INPUTS = 'repeated inputs (result cache)';

/**
 * Per command, on inputs no run sent before: wrk at CONNECTIONS and at CPU_CONNECTIONS, paced to PACED_SHARE of the
 * first's rate, and one connection; then the same set again on REPEATED_SET of the requests already answered, from
 * the cache. The node:http reference gets the same new inputs as the server's first row. Other work on the machine
 * moves the ceiling (once from 62,354 to 28,904 req/s): each group has bare runs around it.
 */
export async function runHttpLoad(seconds: number, workers: number, inputs: Record<Command, Input[]>): Promise<HttpLoad> {
  const fresh = new FreshPaths(Object.fromEntries(COMMANDS.map((c) => [c, inputs[c].map((i) => apiPath(c, i))])) as Record<Command, string[]>);
  const started: RunningServer[] = [];
  const groups: LoadGroup[] = [];
  const bareRate = async () => {
    const bare = await startServer({}, join(import.meta.dirname, 'bare-uws.ts'));
    started.push(bare);
    const { rps } = wrk(bare.base, ['/api'], seconds);
    await bare.stop();
    return rps;
  };
  /** The paths each command's first server row sent: the reference's inputs. */
  const firstRow = new Map<Command, string[]>();
  try {
    const bareBefore = await bareRate();
    const server = new Measured(await startServer({ WORKERS: String(workers) }), workers);
    const base = server.server.base;
    started.push(server.server);
    const target = `server (${workers} workers)`;
    const rows: LoadRow[] = [];
    const cacheCounts = async () => [await counter(base, 'result_cache_hits_total'), await counter(base, 'result_cache_misses_total')];
    /** A run of the server, with the result cache's hits and misses over it. */
    const counted = async <T extends WrkResult>(load: () => T) => {
      const [hits, misses] = await cacheCounts();
      const result = server.run(load);
      const [hitsAfter, missesAfter] = await cacheCounts();
      return { target, ...result, cacheHits: hitsAfter - hits, cacheMisses: missesAfter - misses };
    };
    /** A run on up to `count` of the command's untaken paths, which marks what it sent as taken. */
    const onFresh = async (command: Command, count: number, load: (paths: string[]) => WrkResult & { calibration?: number }) => {
      const paths = fresh.next(command, count);
      const result = await counted(() => load(paths));
      fresh.use(command, Math.min(paths.length, (result.calibration ?? 0) + result.sent));
      return { command, ...result };
    };
    for (const command of COMMANDS) {
      server.run(() => wrk(base, fresh.next(command, WARM_UP_PATHS), WARM_UP_SECONDS), command === COMMANDS[0]);
      fresh.use(command, WARM_UP_PATHS);
      const enough = PATHS_TO_SPARE * bareBefore * seconds;
      const max = await onFresh(command, enough, (paths) => {
        firstRow.set(command, paths);
        return wrk(base, paths, seconds);
      });
      const cases: [string, Omit<LoadRow, 'case'>][] = [[`${CONNECTIONS} connections`, max]];
      cases.push([`${CPU_CONNECTIONS} connections`, await onFresh(command, enough, (paths) => wrk(base, paths, seconds, 0, CPU_CONNECTIONS))]);
      const paced = PACED_SHARE * max.rps;
      cases.push([`at ${PACED_PERCENT}% of its max`, await onFresh(command, (enough * (seconds + CALIBRATION_SECONDS)) / seconds, (paths) => pacedWrk(base, paths, seconds, paced))]);
      cases.push(['one connection', await onFresh(command, enough, (paths) => wrk(base, paths, seconds, 0, 1))]);
      rows.push(...cases.map(([label, row]) => ({ ...row, case: `${NEW_INPUTS}, ${label}` })));

      const repeated = firstRow.get(command)!.slice(0, REPEATED_SET);
      await warmCache(base, repeated);
      const most = await counted(() => wrk(base, repeated, seconds));
      const again: [string, Omit<LoadRow, 'case' | 'command'>][] = [[`${CONNECTIONS} connections`, most]];
      again.push([`${CPU_CONNECTIONS} connections`, await counted(() => wrk(base, repeated, seconds, 0, CPU_CONNECTIONS))]);
      again.push([`at ${PACED_PERCENT}% of its max`, await counted(() => pacedWrk(base, repeated, seconds, PACED_SHARE * most.rps, false))]);
      again.push(['one connection', await counted(() => wrk(base, repeated, seconds, 0, 1))]);
      // Repeats are the point of these rows: wrk's wraps are not a fault here.
      rows.push(...again.map(([label, r]) => ({ ...r, command, wraps: 0, case: `${REPEATED_INPUTS}, ${label}` })));
    }
    const cache = { hits: await counter(base, 'result_cache_hits_total'), misses: await counter(base, 'result_cache_misses_total') };
    await server.server.stop();
    const bareMiddle = await bareRate();
    groups.push({ rows, bareBefore, bareAfter: bareMiddle });

    const reference = new Measured(await startServer({}, join(import.meta.dirname, 'node-http-reference.ts')), 0);
    started.push(reference.server);
    const referenceRows: LoadRow[] = [];
    for (const command of COMMANDS) {
      wrk(reference.server.base, fresh.next(command, WARM_UP_PATHS), WARM_UP_SECONDS);
      const paths = firstRow.get(command)!;
      const run = reference.run(() => wrk(reference.server.base, paths, seconds));
      referenceRows.push({ target: 'node:http in-process, one thread', command, case: `${NEW_INPUTS} (the server's ${CONNECTIONS}-connection ones), ${CONNECTIONS} connections`, ...run, cacheHits: NaN, cacheMisses: NaN });
    }
    await reference.server.stop();
    groups.push({ rows: referenceRows, bareBefore: bareMiddle, bareAfter: await bareRate() });
    return { groups, cache, fresh: Object.fromEntries(COMMANDS.map((c) => [c, { distinct: inputs[c].length, taken: fresh.used(c) }])) as HttpLoad['fresh'] };
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}
