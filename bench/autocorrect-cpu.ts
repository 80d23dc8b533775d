// Autocorrect's CPU per never-seen typo, per language, in process: each typo (bench/unique-inputs.ts, slipped words of
// the sets) is answered once, timed with process.cpuUsage (CPU, steadier than wall time on a shared machine): mean and
// p99 per language. With --against DIR, a second checkout (its engines, this checkout's packs if it links them) answers
// the same typos, each checkout in a child process of its own, in alternating chunks, and the answers that differ are
// counted: a change's cost and its answers in one run.
// Usage: node --import tsx bench/autocorrect-cpu.ts [typos per language] [--against DIR] [--only xx_XX,yy_YY]
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TIMED_SEED, WARM_UP_SEED } from './autocorrect-http.ts';
import { setWords, uniqueCorrections, type Input } from './unique-inputs.ts';

/** Typos per chunk: each checkout answers one chunk, then the other, so load that comes and goes meets both alike. */
const CHUNK = 50;
/** Typos of each language answered first, untimed, so that every engine is built and its code compiled. */
const WARM_UP = 30;

interface Chunk {
  lang: string;
  words: string[];
}
interface Answered {
  ms: number[];
  answers: (string | null)[];
}

/** The child: the engines of the checkout it runs in (its working directory), answering chunk after chunk. */
async function serve(): Promise<void> {
  const root = process.cwd();
  const { inProcessEngines } = (await import(`${root}/bench/in-process-engines.ts`)) as typeof import('./in-process-engines.ts');
  const { findEngineCommand } = (await import(`${root}/core/commands.ts`)) as typeof import('../core/commands.ts');
  const { engines } = inProcessEngines();
  const command = findEngineCommand('autocorrect')!;
  const options = { format: 'json', short: false, locale: 'en', callback: null } as const;
  process.on('message', ({ lang, words }: Chunk) => {
    const out: Answered = { ms: [], answers: [] };
    for (const word of words) {
      const start = process.cpuUsage();
      out.answers.push(engines.answer(command, lang, word, options));
      const used = process.cpuUsage(start);
      out.ms.push((used.user + used.system) / 1000);
    }
    process.send!(out);
  });
  process.send!('ready');
}

function checkout(dir: string): Promise<ChildProcess> {
  return new Promise((ready) => {
    const child = fork(import.meta.filename, ['--serve'], { cwd: dir, execArgv: ['--import', 'tsx'] });
    child.once('message', () => ready(child));
  });
}

function answer(child: ChildProcess, chunk: Chunk): Promise<Answered> {
  return new Promise((done) => {
    child.once('message', (out) => done(out as Answered));
    child.send(chunk);
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(0.99 * xs.length))];

async function main(args: string[]): Promise<void> {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const perLanguage = Number(args.find((a) => /^\d+$/.test(a)) ?? 300);
  const against = option('--against');
  const only = option('--only')?.split(',');
  const byLang = new Map<string, Input[]>();
  for (const w of setWords()) if (!only || only.includes(w.lang)) byLang.set(w.lang, [...(byLang.get(w.lang) ?? []), w]);
  const dirs = [resolve(import.meta.dirname, '..'), ...(against ? [resolve(against)] : [])];
  const children = await Promise.all(dirs.map(checkout));
  try {
    for (const [lang, words] of byLang) {
      const chunk = { lang, words: uniqueCorrections(WARM_UP, words, WARM_UP_SEED, 0).map((t) => t.text) };
      for (const child of children) await answer(child, chunk);
    }
    const head = against ? `| lang | typos | mean ms | p99 ms | --against mean ms | p99 ms | this / against | answers differing |` : `| lang | typos | mean ms | p99 ms |`;
    console.log(`${head}\n|${'---|'.repeat(head.split('|').length - 2)}`);
    let differing = 0;
    for (const [lang, words] of byLang) {
      const typos = uniqueCorrections(perLanguage, words, TIMED_SEED, 0).map((t) => t.text);
      const ms = children.map((): number[] => []);
      let differ = 0;
      for (let at = 0, round = 0; at < typos.length; at += CHUNK, round++) {
        const chunk = { lang, words: typos.slice(at, at + CHUNK) };
        const order = round % 2 === 0 ? children.map((_, i) => i) : children.map((_, i) => i).reverse();
        const out: Answered[] = [];
        for (const i of order) out[i] = await answer(children[i], chunk);
        out.forEach((o, i) => ms[i].push(...o.ms));
        if (out.length > 1) differ += out[0].answers.filter((a, k) => a !== out[1].answers[k]).length;
      }
      differing += differ;
      const cells = ms.map((xs) => `${mean(xs).toFixed(3)} | ${p99(xs).toFixed(2)}`);
      const ratio = ms.length > 1 ? ` | ${(mean(ms[0]) / mean(ms[1])).toFixed(2)} | ${differ}` : '';
      console.log(`| ${lang} | ${typos.length} | ${cells.join(' | ')}${ratio} |`);
    }
    if (against) console.log(`\n${differing} answers differ between this checkout and ${against}.`);
  } finally {
    for (const child of children) child.kill();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main(process.argv.slice(2));
