// The reference spellers of the per-language table (eval/languages.ts): Hunspell on the dictionary our speller compiles
// and Aspell on Debian's for the language, asked through their pipe mode in child processes that run beside our engines,
// a few at a time, their verdicts cached under data/cache by a hash of the speller, its dictionary and the words.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { commandInstalled } from '../bench/command-installed.ts';
import { CACHE_DIR, DEBIAN_ROOT } from '../data/debian-packages.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { OVER_BUDGET, pipeVerdicts, type PipeVerdict } from './ispell-pipe.ts';

const VERDICTS_DIR = join(CACHE_DIR, 'reference-verdicts');
const HUNSPELL_DIR = join(DEBIAN_ROOT, 'usr/share/hunspell');

/** A speller asked for the table: its command line and what its answers depend on besides the words. */
export interface ReferenceSpeller {
  name: 'hunspell' | 'aspell';
  command: string;
  args: string[];
  /** The program's version and its dictionary's: a cached answer of another version is not reused. */
  identity: string;
  /** CPU seconds a word may take before the speller gives it up (ispell-pipe.ts OVER_BUDGET). */
  budget: number;
}

/**
 * Aspell's CPU budget per word. Its Hungarian suggests for most typos in 0.1 s, but for some it runs minutes and grows
 * to gigabytes: 14 of the table's 40 minutes were its Hungarian's.
 */
const ASPELL_WORD_SECONDS = 2;

const banner = (command: string) => execFileSync(command, ['-v']).toString().split('\n')[0];

const HUNSPELL = commandInstalled('hunspell', ['-v']) ? banner('hunspell') : null;
const ASPELL = commandInstalled('aspell', ['-v']) ? banner('aspell') : null;
const ASPELL_DICTS = ASPELL ? execFileSync('aspell', ['dicts']).toString().split('\n').filter(Boolean) : [];
const ASPELL_DICT_DIR = ASPELL ? execFileSync('aspell', ['config', 'dict-dir']).toString().trim() : '';

/** Hunspell on the .dic and .aff the language's speller pack is compiled from, known by their bytes' hash. */
export function hunspellReference(lang: EditingProfile): ReferenceSpeller | null {
  if (HUNSPELL === null || !lang.hunspell) return null;
  const stem = join(HUNSPELL_DIR, lang.hunspell.stem);
  const files = createHash('sha256');
  for (const ext of ['.aff', '.dic']) files.update(readFileSync(stem + ext));
  return { name: 'hunspell', command: 'hunspell', args: ['-d', stem, '-i', 'utf-8'], identity: `${HUNSPELL} ${files.digest('hex')}`, budget: Infinity };
}

/**
 * Aspell on its dictionary for the code, or its language's when it has no regional one, known by the Debian package and
 * version of its language data (`de_DE`'s is de.dat, aspell-de's; its .multi files are made at install).
 */
export function aspellReference(code: string): ReferenceSpeller | null {
  const dict = [code, code.slice(0, 2)].find((name) => ASPELL_DICTS.includes(name));
  if (ASPELL === null || dict === undefined) return null;
  const data = [dict, dict.slice(0, 2)].map((name) => join(ASPELL_DICT_DIR, `${name}.dat`)).find((path) => existsSync(path));
  if (data === undefined) throw new Error(`aspell's dictionary ${dict} has no language data in ${ASPELL_DICT_DIR}`);
  const owner = execFileSync('dpkg-query', ['-S', data]).toString().split(':')[0];
  const version = execFileSync('dpkg-query', ['-W', '-f=${Version}', owner]).toString();
  return { name: 'aspell', command: 'aspell', args: ['-d', dict, '--encoding=utf-8'], identity: `${ASPELL} ${owner} ${version}`, budget: ASPELL_WORD_SECONDS };
}

/** Reference processes running at once, beside this thread's engines. */
const PROCESSES = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (running >= PROCESSES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * The speller's verdict on each word: from the cache file of the language, speller and hash when an earlier run asked
 * the same, else from a run of the speller (in turn: at most PROCESSES at once), then cached.
 */
export async function referenceVerdicts(speller: ReferenceSpeller, code: string, words: readonly string[]): Promise<PipeVerdict[]> {
  const key = createHash('sha256').update(JSON.stringify([speller.command, speller.args, speller.identity, speller.budget, words])).digest('hex').slice(0, 16);
  const path = join(VERDICTS_DIR, `${code}-${speller.name}-${key}.json`);
  if (existsSync(path)) return (JSON.parse(readFileSync(path, 'utf8')) as { verdicts: PipeVerdict[] }).verdicts;
  const verdicts = await inTurn(() => pipeVerdicts(speller.command, speller.args, words, speller.budget));
  const over = verdicts.filter((v) => v === OVER_BUDGET).length;
  if (over > 0) console.error(`${code}: ${speller.name} gave up ${over} of ${words.length} words past ${speller.budget} s of CPU each`);
  mkdirSync(VERDICTS_DIR, { recursive: true });
  // Written whole, then renamed: a run stopped halfway leaves no half file another run would read.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ speller, words, verdicts }) + '\n');
  renameSync(partial, path);
  return verdicts;
}
