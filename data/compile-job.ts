// One compile job in a worker thread, so the build uses both cores. Posts the file it wrote (or null).
import { parentPort, workerData } from 'node:worker_threads';
import { compileDetector } from './compile-detector.ts';
import { compileSpeller } from './compile-speller.ts';
import { compileCompleter } from './compile-completer.ts';
import { LANGUAGES } from '../languages/registry.ts';

export type CompileJob = { kind: 'detector' } | { kind: 'speller' | 'completer'; code: string };
export type CompileResult = { file: string | null; languages?: string[] };

async function run(job: CompileJob, outDir: string): Promise<CompileResult> {
  if (job.kind === 'detector') return compileDetector(outDir);
  const lang = LANGUAGES.find((l) => l.code === job.code);
  if (!lang) throw new Error(`unknown language ${job.code}`);
  const file = job.kind === 'speller' ? await compileSpeller(lang, outDir) : await compileCompleter(lang, outDir);
  return { file };
}

const { job, outDir } = workerData as { job: CompileJob; outDir: string };
parentPort!.postMessage(await run(job, outDir));
