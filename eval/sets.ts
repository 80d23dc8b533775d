// The sets `npm run eval` measures: ../shared/eval/dev (when it is there), the everyday messages in eval/everyday, and the
// splits the eval/*.ts scripts make into eval/splits (git-ignored), each made when missing or when the packs or the scripts changed since.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest } from '../data/manifest.ts';

export const DEV_DIR = join(import.meta.dirname, '..', '..', 'shared', 'eval', 'dev');
const SPLITS_DIR = join(import.meta.dirname, 'splits');
/** In each split's folder: what it was made from. */
const STAMP_FILE = 'made-from.json';

export interface Row { lang: string; text: string }
export interface Typo extends Row { expect: string }

export type EvalSet =
  | { name: string; kind: 'detect'; rows: Row[] }
  | { name: string; kind: 'correct'; typos: Typo[]; correct: Row[] }
  | { name: string; kind: 'complete'; rows: Row[] };
export type SetKind = EvalSet['kind'];

/** A split: the script that makes it into its folder, with its arguments, the kind of set it is and the folders of eval/ it reads. */
interface Split { name: string; script: string; args: string[]; kind: 'detect' | 'correct'; reads?: string[] }

/** The splits made from the compiled packs alone (replacement-split.ts also builds packs, so bench/ runs it). */
export const SPLITS: readonly Split[] = [
  { name: 'typo-split', script: 'typo-split.ts', args: ['200'], kind: 'correct' },
  { name: 'accent-split', script: 'accent-split.ts', args: ['100', '7'], kind: 'correct' },
  { name: 'misspell-split', script: 'misspell-split.ts', args: [], kind: 'correct' },
  { name: 'loan-words', script: 'loan-words.ts', args: [], kind: 'correct' },
  { name: 'marks-left-out', script: 'marks-left-out.ts', args: [], kind: 'correct' },
  { name: 'detect-held-out', script: 'detect-sets.ts', args: ['100'], kind: 'detect' },
  { name: 'detect-close', script: 'close-languages-split.ts', args: ['150'], kind: 'detect', reads: ['everyday', 'short-texts'] },
];

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);
}

const readDev = <T>(file: string): T[] => readJsonl<T>(join(DEV_DIR, file));

/** The dev sets, as ../shared/eval/evaluate.mjs reads them; none when ../shared is not beside the checkout. */
export function devSets(): EvalSet[] {
  if (!existsSync(DEV_DIR)) return [];
  return [
    { name: 'dev/langid', kind: 'detect', rows: readDev('langid-dev.jsonl') },
    { name: 'dev/typos', kind: 'correct', typos: readDev('autocorrect-typos-dev.jsonl'), correct: [] },
    { name: 'dev/accents', kind: 'correct', typos: readDev('autocorrect-accents-dev.jsonl'), correct: [] },
    { name: 'dev/en-real', kind: 'correct', typos: readDev('autocorrect-en-real-dev.jsonl'), correct: [] },
    { name: 'dev/correct', kind: 'correct', typos: [], correct: readDev('autocorrect-correct-dev.jsonl') },
    { name: 'dev/autocomplete', kind: 'complete', rows: readDev('autocomplete-sentences-dev.jsonl') },
  ];
}

/**
 * The everyday messages (greetings, thanks, wishes, appointments, short letters, chat), one file a language, typed for
 * this eval in ../shared/eval/dev's autocomplete shape and kept out of training (test/everyday-split.test.ts).
 */
export const EVERYDAY_DIR = join(import.meta.dirname, 'everyday');

/** The everyday messages of every language. */
export function everydayRows(): Row[] {
  const files = readdirSync(EVERYDAY_DIR).filter((f) => f.endsWith('.jsonl')).sort();
  return files.flatMap((f) => readJsonl<Row>(join(EVERYDAY_DIR, f)));
}

/** The everyday messages, scored like dev/autocomplete. */
export function everydaySets(): EvalSet[] {
  return [{ name: 'everyday/autocomplete', kind: 'complete', rows: everydayRows() }];
}

/** What a split is made from: the packs' fingerprint, the split scripts (they share code), the files it reads and its arguments. */
function stampOf(split: Split): string {
  const hash = createHash('sha256');
  for (const script of SPLITS.map((s) => s.script).sort()) hash.update(readFileSync(join(import.meta.dirname, script)));
  for (const dir of split.reads ?? []) {
    for (const file of readdirSync(join(import.meta.dirname, dir)).sort()) hash.update(readFileSync(join(import.meta.dirname, dir, file)));
  }
  return JSON.stringify({ packs: readManifest()?.fingerprint ?? null, scripts: hash.digest('hex').slice(0, 16), args: split.args });
}

/** The split's folder, made first when missing or stale. */
export function splitDir(split: Split): string {
  const dir = join(SPLITS_DIR, split.name);
  const stamp = stampOf(split);
  const stampPath = join(dir, STAMP_FILE);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) return dir;
  rmSync(dir, { recursive: true, force: true });
  console.error(`making ${split.name} (eval/${split.script})`);
  execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, split.script), dir, ...split.args], { stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(stampPath, stamp);
  return dir;
}

/** The splits of these kinds (all of them when none are given), made first where missing. */
export function splitSets(kinds?: readonly SetKind[]): EvalSet[] {
  return SPLITS.filter((split) => !kinds || kinds.includes(split.kind)).map((split): EvalSet => {
    const dir = splitDir(split);
    if (split.kind === 'detect') return { name: split.name, kind: 'detect', rows: readJsonl(join(dir, 'sentences.jsonl')) };
    return { name: split.name, kind: 'correct', typos: readJsonl(join(dir, 'typos.jsonl')), correct: readJsonl(join(dir, 'correct.jsonl')) };
  });
}
