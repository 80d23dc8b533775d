// A server's CPU by thread, from /proc (as ../shared/bench/cpu-per-request.mjs reads it): the main thread, the engine
// workers and the rest (V8's helper threads: garbage collection, compilation; libuv's pool). Every thread of Node is
// named `node`, so the workers are told apart by what they do: the threads that worked most while engines answered.
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) by thread id. */
export type ThreadCpu = Map<number, number>;

function cpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

export function threadCpu(pid: number): ThreadCpu {
  const out: ThreadCpu = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(Number(tid), cpuSeconds(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** Each thread's CPU seconds between two readings. */
export function cpuBetween(before: ThreadCpu, after: ThreadCpu): ThreadCpu {
  return new Map([...after].map(([tid, s]) => [tid, s - (before.get(tid) ?? 0)]));
}

/** The `workers` threads, other than the main one, that spent the most CPU over a run where engines answered. */
export function busiestThreads(pid: number, used: ThreadCpu, workers: number): Set<number> {
  return new Set([...used].filter(([tid]) => tid !== pid).sort((a, b) => b[1] - a[1]).slice(0, workers).map(([tid]) => tid));
}

/** µs per request: the whole process, its main thread, its engine workers, and its other threads. */
export interface CpuPerRequest {
  wholeUs: number;
  mainUs: number;
  workersUs: number;
  helpersUs: number;
}

export function cpuPerRequest(pid: number, workerIds: ReadonlySet<number>, used: ThreadCpu, requests: number): CpuPerRequest {
  const per = (s: number) => (s * 1e6) / Math.max(1, requests);
  let main = 0;
  let workers = 0;
  let helpers = 0;
  for (const [tid, s] of used) {
    if (tid === pid) main += s;
    else if (workerIds.has(tid)) workers += s;
    else helpers += s;
  }
  return { wholeUs: per(main + workers + helpers), mainUs: per(main), workersUs: per(workers), helpersUs: per(helpers) };
}
