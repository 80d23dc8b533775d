// The offline compile step: fetches source packages, compiles the packs of the default languages (every language's with
// `--all`, data/build-languages.ts) under data/compiled and writes the manifest. `--if-stale` does nothing when the
// manifest's fingerprint matches this code and these sources, and else builds the languages the manifest was built with.
import { rmSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensureDebianPackages } from './debian-packages.ts';
import { ALL_LANGUAGES_FLAG, languagesToBuild } from './build-languages.ts';
import { packsFingerprint } from './fingerprint.ts';
import { packOwners } from './shared-packs.ts';
import { keyboardRows } from './xkb-layout.ts';
import { DEBIAN_PACKAGE_PARTS, debianPackages } from './source-packages.ts';
import { COMPILED_DIR, MANIFEST_PATH, readManifest, type Manifest } from './manifest.ts';
import type { CompileJob, CompileResult } from './compile-job.ts';

function runJob(job: CompileJob): Promise<CompileResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compile-job.mjs', import.meta.url), { workerData: { job, outDir: COMPILED_DIR } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`compile job ${JSON.stringify(job)} exited ${code}`)));
  });
}

/** `83 s` under two minutes, `4 min 05 s` past them: what a person waiting on the first `npm start` reads. */
function elapsed(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

function jobName(job: CompileJob): string {
  return job.kind === 'detector' ? job.kind : `${job.kind} ${job.code}`;
}

/** The slowest jobs of a quiet build, slowest first: started first so no lane is left alone with one at the end. */
const LONGEST_JOBS = [
  'completer hu_HU',
  'speller hu_HU',
  'completer pl_PL',
  'completer cs_CZ',
  'completer uk_UA',
  'detector',
  'speller pt_BR',
  'completer el_GR',
  'speller pl_PL',
  'completer tr_TR',
  'completer pt_BR',
  'completer it_IT',
  'speller cs_CZ',
  'completer ru_RU',
  // Built with --all only (data/build-languages.ts): Mongolian's completer reads 39 million dictionary forms (3.3 GiB
  // at most), Hebrew's 17 million; the others take 20 to 40 s.
  'completer mn_MN',
  'completer he_IL',
  'speller he_IL',
  'speller et_EE',
  'speller mn_MN',
  'completer ar_EG',
];

/** `jobs` with LONGEST_JOBS first, the others in the order listed. */
function longestFirst(jobs: CompileJob[]): CompileJob[] {
  const rank = (job: CompileJob) => {
    const i = LONGEST_JOBS.indexOf(jobName(job));
    return i < 0 ? LONGEST_JOBS.length : i;
  };
  return jobs.map((job, i) => ({ job, i })).sort((a, b) => rank(a.job) - rank(b.job) || a.i - b.i).map(({ job }) => job);
}

/** Runs jobs on `lanes` threads in the order given, printing each finished pack as `n of total` with the time so far. */
async function runAll(jobs: CompileJob[], lanes: number, started: number): Promise<CompileResult[]> {
  const results: CompileResult[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  console.log(`data: compiling ${jobs.length} packs on ${lanes} thread${lanes === 1 ? '' : 's'} (a few minutes, once; npm start serves when it is done)`);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < jobs.length) {
        const i = next++;
        const t0 = performance.now();
        results[i] = await runJob(jobs[i]);
        const took = ((performance.now() - t0) / 1000).toFixed(1);
        console.log(`data: ${++done} of ${jobs.length}, ${elapsed(performance.now() - started)}: ${jobName(jobs[i])} -> ${results[i].file ?? 'none'} (${took} s)`);
      }
    }),
  );
  return results;
}

async function build(): Promise<void> {
  const started = performance.now();
  const ifStale = process.argv.includes('--if-stale');
  const built = readManifest();
  const allLanguages = process.argv.includes(ALL_LANGUAGES_FLAG) || (ifStale && built?.allLanguages === true);
  const languages = languagesToBuild(allLanguages);
  const packages = debianPackages(languages);
  const print = packsFingerprint(packages);
  if (ifStale && built?.fingerprint === print) return;
  // All fetched up front, so no two compile jobs run apt-get at once.
  ensureDebianPackages(packages, DEBIAN_PACKAGE_PARTS);
  // A keyboard xkb-data lacks fails the build here, naming it, before any pack is compiled.
  for (const lang of languages) keyboardRows(lang.writing.keyboard);
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  mkdirSync(COMPILED_DIR, { recursive: true });

  // Languages sharing a pack (data/shared-packs.ts) are compiled once.
  const listed: CompileJob[] = [{ kind: 'detector' }];
  const sharedWith = new Map<string, string>();
  const owners = packOwners(languages);
  for (const lang of languages) {
    const { code } = lang;
    const owner = owners.get(code)!;
    if (owner !== code) sharedWith.set(code, owner);
    else {
      if (lang.commands.includes('autocorrect')) listed.push({ kind: 'speller', code });
      if (lang.commands.includes('autocomplete')) listed.push({ kind: 'completer', code });
    }
  }
  const jobs = longestFirst(listed);
  const results = await runAll(jobs, Math.max(1, availableParallelism()), started);

  const manifest: Manifest = { fingerprint: print, allLanguages, detector: { file: '', languages: [] }, spellers: {}, completers: {}, bytes: {}, buildSeconds: 0 };
  // In the order listed, so the manifest reads the same whatever order the jobs ran in.
  listed.forEach((job) => {
    const { file, languages } = results[jobs.indexOf(job)];
    if (!file) return;
    if (job.kind === 'detector') manifest.detector = { file, languages: languages ?? [] };
    else (job.kind === 'speller' ? manifest.spellers : manifest.completers)[job.code] = file;
    manifest.bytes[file] = statSync(join(COMPILED_DIR, file)).size;
  });
  for (const [code, first] of sharedWith) {
    if (manifest.spellers[first]) manifest.spellers[code] = manifest.spellers[first];
    if (manifest.completers[first]) manifest.completers[code] = manifest.completers[first];
  }
  manifest.buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  writeFileSync(MANIFEST_PATH, JSON.stringify(manifest, null, 2) + '\n');
  const total = Object.values(manifest.bytes).reduce((a, b) => a + b, 0);
  console.log(`data: ${Object.keys(manifest.bytes).length} packs, ${(total / 2 ** 20).toFixed(1)} MiB in ${manifest.buildSeconds} s`);
}

await build();
