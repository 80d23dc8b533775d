// One Benchmark.Suite (the `benchmark` package) of functions each called on the next input of its own list, in order:
// on a list that never repeats, no call meets an input twice as long as the calls stay within the list, and each row
// says how many calls benchmark made (its calibration included) beside the list's length.
import Benchmark from 'benchmark';

export interface SuiteCase<T> {
  name: string;
  inputs: readonly T[];
  call: (input: T) => unknown;
  /** The call answers with a promise, awaited call by call as a caller would (benchmark's deferred mode). */
  deferred?: boolean;
}

export interface SuiteRow {
  suite: string;
  name: string;
  /** Calls per second, and its relative margin of error in per cent. */
  hz: number;
  rme: number;
  samples: number;
  calls: number;
  distinct: number;
}

export function runSuite<T>(suiteName: string, cases: SuiteCase<T>[], maxTime: number): Promise<SuiteRow[]> {
  const suite = new Benchmark.Suite(suiteName);
  const counts = new Map<string, { calls: () => number; distinct: number }>();
  for (const { name, inputs, call, deferred } of cases) {
    let next = 0;
    counts.set(name, { calls: () => next, distinct: inputs.length });
    if (deferred) {
      suite.add(name, { defer: true, maxTime, fn: (done: Benchmark.Deferred) => void (call(inputs[next++ % inputs.length]) as Promise<unknown>).then(() => done.resolve()) });
    } else {
      suite.add(name, () => call(inputs[next++ % inputs.length]), { maxTime });
    }
  }
  const rows: SuiteRow[] = [];
  suite.on('cycle', (event: Benchmark.Event) => {
    const bench = event.target as unknown as Benchmark;
    if (bench.error) throw bench.error;
    const { calls, distinct } = counts.get(bench.name!)!;
    rows.push({ suite: suiteName, name: bench.name!, hz: bench.hz, rme: bench.stats.rme, samples: bench.stats.sample.length, calls: calls(), distinct });
  });
  return new Promise((resolve) => {
    suite.on('complete', () => resolve(rows));
    suite.run({ async: false });
  });
}

const count = (x: number) => Math.round(x).toLocaleString('en');

/** The rows as Markdown; a row whose calls ran past its list's end says so. */
export function suiteTable(rows: SuiteRow[]): string {
  return [
    '| suite | benchmark | ops/s | ± % (rme) | µs per call | samples | calls | distinct inputs |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.suite} | ${r.name} | ${count(r.hz)} | ${r.rme.toFixed(1)} | ${(1e6 / r.hz).toFixed(1)} | ${r.samples} | ${count(r.calls)} | ${count(r.distinct)}${r.calls > r.distinct ? ' (cycled)' : ''} |`,
    ),
  ].join('\n');
}
