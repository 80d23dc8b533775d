// Counters and latency histograms for GET /metrics, in the Prometheus text format (version 0.0.4).
// Labels come from closed sets (commands, statuses), never from request values or keys, so the series stay bounded.
import { COMMANDS, type CommandName } from '../core/commands.ts';
import type { PoolFaultCounts } from '../workers/engine-pool.ts';
import { NO_CACHE_STATS, type ResultCacheStats } from './result-cache.ts';

/** Routes that are not a command: an /api call without a valid `cmd`, a CORS preflight, the other paths. */
const OTHER_ROUTES = ['invalid', 'preflight', 'healthz', 'metrics', 'other'] as const;
/** What a request is counted as: its command's name, or the route it hit when it is not a valid API call. */
export type Route = CommandName | (typeof OTHER_ROUTES)[number];
const ROUTES: readonly Route[] = [...COMMANDS.map((command) => command.name), ...OTHER_ROUTES];
/** Status recorded for a request whose client went away before the answer. */
export const ABORTED = 0;

/** Latency bucket bounds in seconds: engines answer in well under 1 ms to ~100 ms (bench/), queueing adds the rest. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const PREFIX = 'text_assist_';

const NO_POOL_FAULTS: PoolFaultCounts = Object.freeze({ workerDeaths: 0, deadlineOverruns: 0, bystandersRerun: 0, culpritsRefused: 0 });

/** Gauges and counters owned elsewhere, read when /metrics is rendered. */
export interface MetricsSources {
  queueDepth(): number;
  /** Engine requests answered on the main thread because the pool was idle. */
  idleInlineAnswers(): number;
  /** Batches of requests sent to the engine workers. */
  batchesSent(): number;
  inFlight(): number;
  ready(): boolean;
  /** Rate-limit decisions taken without Redis because it failed. */
  storeErrors(): number;
  /** The engine answer cache's counts (zeros when RESULT_CACHE=0). */
  resultCache(): ResultCacheStats;
  /** Workers lost mid-batch and what the pool did about it. */
  poolFaults(): PoolFaultCounts;
}

class RouteSeries {
  /** Requests by status code (ABORTED for aborted ones). */
  readonly statuses = new Map<number, number>();
  /** buckets[i] counts requests no slower than BUCKETS[i]; the last slot counts the rest. */
  readonly buckets = new Float64Array(BUCKETS.length + 1);
  sum = 0;
  count = 0;
}

export class Metrics {
  private readonly series = new Map<Route, RouteSeries>(ROUTES.map((r) => [r, new RouteSeries()]));
  private readonly startSeconds = Math.floor(Date.now() / 1000);
  workerRestarts = 0;
  engineFailures = 0;
  rateLimited = 0;
  sources: MetricsSources = { queueDepth: () => 0, idleInlineAnswers: () => 0, batchesSent: () => 0, inFlight: () => 0, ready: () => false, storeErrors: () => 0, resultCache: () => NO_CACHE_STATS, poolFaults: () => NO_POOL_FAULTS };

  observe(route: Route, status: number, seconds: number): void {
    const s = this.series.get(route)!;
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]) i++;
    s.buckets[i]++;
    s.sum += seconds;
    s.count++;
  }

  render(): string {
    const out: string[] = [];
    const head = (name: string, type: string, help: string) => out.push(`# HELP ${PREFIX}${name} ${help}`, `# TYPE ${PREFIX}${name} ${type}`);

    head('requests_total', 'counter', 'Requests answered (or aborted) by command or route and HTTP status.');
    for (const [route, s] of this.series) {
      for (const [status, n] of s.statuses) {
        out.push(`${PREFIX}requests_total{command="${route}",status="${status === ABORTED ? 'aborted' : status}"} ${n}`);
      }
    }
    head('request_duration_seconds', 'histogram', 'Time from request arrival to the answer, by command or route.');
    for (const [route, s] of this.series) {
      if (s.count === 0) continue;
      let cumulative = 0;
      for (let i = 0; i < BUCKETS.length; i++) {
        cumulative += s.buckets[i];
        out.push(`${PREFIX}request_duration_seconds_bucket{command="${route}",le="${BUCKETS[i]}"} ${cumulative}`);
      }
      out.push(`${PREFIX}request_duration_seconds_bucket{command="${route}",le="+Inf"} ${s.count}`);
      out.push(`${PREFIX}request_duration_seconds_sum{command="${route}"} ${s.sum}`);
      out.push(`${PREFIX}request_duration_seconds_count{command="${route}"} ${s.count}`);
    }
    const single = (name: string, type: string, help: string, value: number) => {
      head(name, type, help);
      out.push(`${PREFIX}${name} ${value}`);
    };
    const { sources } = this;
    single('queue_depth', 'gauge', 'Requests waiting for or running in an engine worker.', sources.queueDepth());
    single('idle_inline_answers_total', 'counter', 'Engine requests answered on the main thread because the worker pool was idle.', sources.idleInlineAnswers());
    single('engine_batches_total', 'counter', 'Batches of requests sent to the engine workers.', sources.batchesSent());
    single('in_flight_requests', 'gauge', 'API requests received and not yet answered.', sources.inFlight());
    single('ready', 'gauge', '1 when serving, 0 while starting or draining.', sources.ready() ? 1 : 0);
    single('worker_restarts_total', 'counter', 'Engine worker threads started to replace one that died.', this.workerRestarts);
    const failuresHelp = 'Requests answered 500 because an engine threw, or the request lost its worker twice (now or before).';
    single('engine_failures_total', 'counter', failuresHelp, this.engineFailures);
    const faults = sources.poolFaults();
    single('worker_deaths_total', 'counter', 'Batches whose engine worker thread ended while running them.', faults.workerDeaths);
    single('deadline_overruns_total', 'counter', 'Batches whose engine worker was terminated because an engine call overran the deadline.', faults.deadlineOverruns);
    single('bystanders_rerun_total', 'counter', 'Requests sent to a worker again because another request of their batch lost the worker.', faults.bystandersRerun);
    single('culprits_refused_total', 'counter', 'Requests answered 500 without an engine because they lost their worker twice before.', faults.culpritsRefused);
    single('rate_limited_total', 'counter', 'Requests refused with 429 by a key limit.', this.rateLimited);
    single('rate_limit_store_errors_total', 'counter', 'Rate-limit decisions taken locally because Redis failed.', sources.storeErrors());
    const cache = sources.resultCache();
    single('result_cache_hits_total', 'counter', 'Engine requests answered from the result cache.', cache.hits);
    single('result_cache_misses_total', 'counter', 'Engine requests not found in the result cache (or too long to cache).', cache.misses);
    single('result_cache_entries', 'gauge', 'Answers held in the result cache.', cache.size);
    single('process_resident_memory_bytes', 'gauge', 'Resident memory of the server process.', process.memoryUsage.rss());
    single('process_start_time_seconds', 'gauge', 'Start time of the process, Unix seconds.', this.startSeconds);
    return out.join('\n') + '\n';
  }
}
