// `npm run bench`: engine benchmarks beside their peers, HTTP load against the bare uWS ceiling and an in-process
// node:http reference, memory by worker count, start-up and compile time. Prints one Markdown report and writes it
// into docs/BENCHMARKS.md in place. `-- --soak SECONDS` instead loads the server that long and reports RSS and latency
// over time, into that document's soak section.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedSection } from '../data/generated-section.ts';
import { readManifest } from '../data/manifest.ts';
import { rssBytes, startServer } from '../test/server-harness.ts';
import { commandInstalled } from './command-installed.ts';
import { CONNECTIONS, ENGINE_WARM_UP_SECONDS, MAX_CACHE_WARM_UPS, runHttpLoad, SERVER_TARGETS, wrk, type HttpLoad, type LoadRow } from './http-load.ts';
import { benchInputs } from './inputs.ts';
import { runMemory } from './memory.ts';
import { reportHeader } from './report-header.ts';

/** The document the report is written into: its sections `bench` and `soak` (data/generated-section.ts). */
const BENCHMARKS_DOC = join(import.meta.dirname, '..', 'docs', 'BENCHMARKS.md');

/** Seconds of wrk per HTTP case: 3 keeps the whole bench under 10 minutes on 2 cores (4 took 10 min 27 s). */
const LOAD_SECONDS = 3;
/** Length of one soak sample. */
const SOAK_SAMPLE_SECONDS = 30;
/** Engine benches beside their peers: arguments that keep each within the 10-minute budget, and whether it prints Markdown. */
const ENGINE_BENCHES: { file: string; args: string[]; markdown: boolean; node?: string[] }[] = [
  { file: 'detect.ts', args: ['--quick'], markdown: true },
  { file: 'autocorrect.ts', args: [], markdown: false },
  { file: 'autocomplete.ts', args: ['--no-heldout', '--presage'], markdown: false },
  { file: 'front-cost.ts', args: [], markdown: false },
  { file: 'result-cache-memory.ts', args: [], markdown: false, node: ['--expose-gc'] },
];

function table(header: string[], rows: (string | number)[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** Seconds each part of the bench took, reported at its end (the whole must stay under 10 minutes). */
const timings: [string, number][] = [];

async function timed<T>(part: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.push([part, Math.round((performance.now() - started) / 1000)]);
  return result;
}

function engineSection({ file, args, markdown, node = [] }: (typeof ENGINE_BENCHES)[number]): string {
  try {
    const out = execFileSync(process.execPath, [...node, '--import', 'tsx', join(import.meta.dirname, file), ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
    return markdown ? out : `## bench/${file} ${args.join(' ')}\n\n\`\`\`\n${out.trimEnd()}\n\`\`\``;
  } catch (error) {
    return `## bench/${file}\n\nfailed: ${(error as Error).message.split('\n')[0]}\n`;
  }
}

const microseconds = (us: number) => (Number.isNaN(us) ? '' : us.toFixed(1));

/** Each case's ratio to bare uWS and main-thread CPU per request, on repeated inputs beside new ones. */
function ratioSummary(rated: { row: LoadRow; ratio: number }[]): string {
  const [repeated, fresh] = SERVER_TARGETS.map(({ name }) => rated.filter(({ row }) => row.target.endsWith(name)));
  const rows = repeated.map(({ row, ratio }) => {
    const other = fresh.find((f) => f.row.case === row.case);
    return [row.case, ratio.toFixed(2), other ? other.ratio.toFixed(2) : '', microseconds(row.mainUs), other ? microseconds(other.row.mainUs) : ''];
  });
  return table(['case', 'ratio, repeated inputs', 'ratio, new inputs', 'main thread µs/request, repeated', 'main thread µs/request, new'], rows);
}

function loadSection({ groups, cache }: HttpLoad): string {
  const lookups = cache.hits + cache.misses;
  const rated = groups.flatMap(({ rows, bareBefore, bareAfter }) => rows.map((row) => ({ row, ratio: row.rps / ((bareBefore + bareAfter) / 2) })));
  const rows = rated.map(({ row: r, ratio }) => [r.target, r.case, r.rps, ratio.toFixed(2), r.p50ms.toFixed(2), r.p99ms.toFixed(2), r.non2xx, microseconds(r.mainUs)]);
  const bare = groups.map((g, i) => (i === 0 ? `${g.bareBefore}, ${g.bareAfter}` : `${g.bareAfter}`)).join(', ');
  return (
    `## HTTP load (wrk, ${LOAD_SECONDS} s per case, ${CONNECTIONS} connections)\n\n` +
    'Requests cycle through the dev inputs (bench/inputs.ts). With the result cache on they repeat, so after a ' +
    `warm-up per case that stops once it adds no cache miss (at most ${MAX_CACHE_WARM_UPS} s) they are answered from the cache (cache hits: ${cache.hits} of ${lookups} lookups over those ` +
    'runs): the figure for traffic that repeats itself (people typing the same words and prefixes). `RESULT_CACHE=0` rows ' +
    `run every request through an engine, each after an unmeasured ${ENGINE_WARM_UP_SECONDS} s run of its case: the figure for traffic that never repeats. Each group of rows is compared with ` +
    `the mean of the bare uWS runs right before and after it (in order: ${bare} req/s).\n\n` +
    ratioSummary(rated) +
    '\n\n' +
    table(['target', 'case', 'req/s', 'ratio to bare uWS', 'p50 ms', 'p99 ms', 'non-2xx', 'main thread µs/request'], rows)
  );
}

async function soak(seconds: number): Promise<string> {
  const server = await startServer({ WORKERS: String(availableParallelism()) });
  const inputs = benchInputs();
  const paths = inputs.words.map(([lang, text]) => `/api?${new URLSearchParams({ cmd: 'autocorrect', lang, text })}`);
  const rows: (string | number)[][] = [];
  try {
    for (let t = 0; t < seconds; t += SOAK_SAMPLE_SECONDS) {
      const r = wrk(server.base, paths, Math.min(SOAK_SAMPLE_SECONDS, seconds - t));
      rows.push([t + SOAK_SAMPLE_SECONDS, Math.round(rssBytes(server.child.pid!) / 2 ** 20), r.rps, r.p50ms.toFixed(2), r.p99ms.toFixed(2), r.non2xx]);
      console.log(rows[rows.length - 1].join('\t'));
    }
  } finally {
    await server.stop();
  }
  return `## Soak (${seconds} s, autocorrect of the dev words, answered from the result cache after the first pass, ${availableParallelism()} workers)\n\n` + table(['t s', 'RSS MiB', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'], rows);
}

async function main(): Promise<void> {
  const soakIndex = process.argv.indexOf('--soak');
  const soakSeconds = Number(process.argv[soakIndex + 1] ?? 600);
  const manifest = readManifest();
  if (!manifest) throw new Error('no compiled data: run npm run build:data');
  if (!commandInstalled('wrk', ['-v'])) throw new Error('the HTTP rows need wrk: apt-get install wrk');
  const command = soakIndex === -1 ? 'npm run bench' : `npm run bench -- --soak ${soakSeconds}`;
  const parts = [`## The last ${soakIndex === -1 ? 'run' : 'soak'}`, reportHeader(command, new Date())];
  if (soakIndex !== -1) {
    parts.push(await soak(soakSeconds));
  } else {
    for (const bench of ENGINE_BENCHES) parts.push(await timed(`bench/${bench.file}`, () => engineSection(bench)));
    parts.push(loadSection(await timed('HTTP load', () => runHttpLoad(LOAD_SECONDS, availableParallelism()))));
    const memory = await timed('memory and start-up', () => runMemory([1, 2, 4, 8]));
    parts.push('## Memory and start-up\n\n' + table(['workers', 'start-up ms', 'RSS MiB'], memory.map((m) => [m.workers, m.startupMs, m.rssMiB])));
    const dataMiB = Object.values(manifest.bytes).reduce((a, b) => a + b, 0) / 2 ** 20;
    parts.push(`## Compile step\n\nLast \`npm run build:data\`: ${manifest.buildSeconds} s, ${Object.keys(manifest.bytes).length} packs, ${dataMiB.toFixed(1)} MiB.`);
    parts.push('## Bench time\n\n' + table(['part', 's'], [...timings, ['all', timings.reduce((sum, [, s]) => sum + s, 0)]]));
  }
  const report = parts.join('\n\n');
  writeGeneratedSection(BENCHMARKS_DOC, soakIndex === -1 ? 'bench' : 'soak', report);
  console.log(report);
  console.log(`written to ${BENCHMARKS_DOC}`);
}

await main();
