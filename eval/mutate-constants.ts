// Whether each tuning constant of engines/ is pinned: its value is rewritten in a copy of the tree, `npm run eval`
// runs there on the sets the engine answers (and the named test files, if any), and a mutation nothing catches is
// reported. Caught: a figure falls past its floor, or a test fails; the answers that differ are counted either way.
// Usage: tsx eval/mutate-constants.ts [NAME ...] [--tests test/a.test.ts,test/b.test.ts]   (no NAME: every constant)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readAnswers } from './answer-log.ts';
import type { SetKind } from './sets.ts';

const ROOT = join(import.meta.dirname, '..');
/** A sibling of the checkout, so that ../shared is the same folder for the copy. */
const COPY = join(ROOT, '..', `${basename(ROOT)}-mutant`);
const CODE_DIRS = ['engines', 'server', 'workers', 'data', 'bench', 'eval', 'test'];
/** Generated or large: the copy links to the checkout's. */
const LINKED = ['node_modules', 'data/compiled', 'data/cache', 'eval/splits'];

/** A constant and the value tried instead (a TypeScript expression). */
interface Mutation { name: string; to: string }

/** The tuning constants of engines/ (thresholds, weights, costs, limits), each with a value far enough to matter. */
const MUTATIONS: readonly Mutation[] = [
  // engines/autocorrector.ts
  { name: 'FREQUENCY_WEIGHT', to: '0.3' }, { name: 'LISTED_POSTERIOR', to: '0.4' }, { name: 'UNLISTED_POSTERIOR', to: '0.5' },
  { name: 'SETTLED_POSTERIOR', to: '0.5' }, { name: 'SETTLED_LOG_FREQ', to: '-20' }, { name: 'LETTER_SAMPLE_WORDS', to: '2_000' },
  { name: 'MIN_LETTER_SAMPLE', to: '100_000_000' }, { name: 'WALK_BUDGET', to: '3_000' }, { name: 'MAX_WORD_LENGTH', to: '10' },
  { name: 'MAX_REP_CHECKS', to: '1' }, { name: 'MAX_COMPOUND_CHECKS', to: '2' }, { name: 'COMPOUND_SHARE', to: '1e-2' },
  { name: 'CANDIDATE_COMPOUND_STEPS', to: '20' }, { name: 'MAX_PREFIX_CHECKS', to: '2' }, { name: 'MAX_ACCENT_CHECKS', to: '4' },
  { name: 'MAX_REST', to: '2' }, { name: 'SPLIT_RANK', to: '100' }, { name: 'SPLIT_CORRECTIONS_SHARE', to: '0.5' },
  { name: 'SPLIT_ONE_LETTER_RANK', to: '5' }, { name: 'COLLOCATION_LIFT', to: '50' }, { name: 'SPLIT_LOG_P', to: '0' },
  { name: 'LOAN_SHARE', to: '1e-5' }, { name: 'ACRONYM_LETTERS', to: '2' }, { name: 'LOAN_STEM_LETTERS', to: '6' },
  { name: 'SHORT_TYPO_LETTERS', to: '2' }, { name: 'TWO_EDIT_LETTERS', to: '3' }, { name: 'RARE_BEST_LOG_FREQ', to: '-8' },
  { name: 'THREE_EDIT_LETTERS', to: '5' },
  // engines/correct-*.ts, engines/edit-alphabet.ts, engines/hunspell/
  { name: 'EXTRA_EDIT_LOG_P', to: '-4' }, { name: 'DOUBLING_MOVED_LOG_P', to: '-2' }, { name: 'STUTTER_LOG_P', to: '-3' },
  { name: 'MAX_STUTTER', to: '1' }, { name: 'ACCENTS_LOG_P', to: '-2' }, { name: 'CAPITAL_LOG_P', to: '-4' },
  { name: 'ACCENT_MARK_LOG_P', to: '-1' }, { name: 'FIRST_LETTER_LOG_P', to: '-3' }, { name: 'REGULAR_ENDING_LOG_P', to: '-2' },
  { name: 'HUNSPELL_FLOOR', to: '3e-8' }, { name: 'COMPOUND_FLOOR', to: '5e-10' }, { name: 'STEM_SHARE', to: '0.3' },
  { name: 'MAX_NEAR_WORDS', to: '32' }, { name: 'MAX_DISTANCE_LENGTH', to: '8' }, { name: 'MAX_STEPS', to: '64' },
  { name: 'MIN_LETTER_SHARE', to: '1e-2' }, { name: 'MAX_BREAKS', to: '1' }, { name: 'MAX_SHARPS', to: '1' },
  { name: 'MAX_COMPOUND_WORDS', to: '2' }, { name: 'MAX_COMPOUND_STEPS', to: '200' },
  // engines/completer.ts and engines/complete-*.ts
  { name: 'MAX_SUGGESTIONS', to: '3' }, { name: 'UNIGRAM_CANDIDATES', to: '4' }, { name: 'ROW_SCAN_LIMIT', to: '8' },
  { name: 'ROW_CANDIDATES', to: '4' }, { name: 'COMPOUND_HEAD_CHARS', to: '6' }, { name: 'COMPOUND_TAIL_CHARS', to: '3' },
  { name: 'DISCOUNT', to: '0.3' }, { name: 'CASE_MISMATCH', to: '1' }, { name: 'APOSTROPHE_LIKELIER', to: '1' },
  { name: 'MAX_ELIDED_WORD', to: '4' }, { name: 'APOSTROPHE_LEFT_OUT', to: '1' }, { name: 'RARE_WORD_COST', to: '4 * COST_SCALE' },
  { name: 'EARLIER_WORDS_READ', to: '1' }, { name: 'EARLIER_CHARS_READ', to: '10' }, { name: 'MAX_ADDRESS_CHARS', to: '8' },
  { name: 'MAX_ELIDED_LETTERS', to: '2' }, { name: 'CAPITALS_READ', to: '4' }, { name: 'EARLIER_WORD_WEIGHT', to: '0.1' },
  { name: 'EARLIER_WORDS', to: '4' }, { name: 'EARLIER_CHARS', to: '30' }, { name: 'MAX_READINGS', to: '2' },
  { name: 'MARKED_WORDS_SHARE', to: '0.5' }, { name: 'MAX_NODES', to: '64' },
  // engines/detector.ts
  { name: 'MIN_WORDS', to: '1' }, { name: 'SHORT_TEXT_CONFIDENCE', to: '0.9' }, { name: 'POSTERIOR_TEMPERATURE', to: '1' },
  { name: 'NEGLIGIBLE_NATS', to: '2' }, { name: 'MIN_PROPORTION', to: '0.2' }, { name: 'MAX_CANDIDATES', to: '2' },
  { name: 'SEGMENT_CONFIDENCE', to: '0.5' }, { name: 'SWITCH_COST', to: '5' }, { name: 'MIN_SWITCH_WORDS', to: '1' },
  { name: 'MIN_SWITCH_GAIN', to: '1' }, { name: 'MAX_SWITCH_WORDS', to: '8' }, { name: 'SWITCH_ROWS', to: '2' },
];

/** The sets an engine file's constants can move: the autocorrector also asks the completer about words run together. */
function kindsOf(file: string): SetKind[] {
  const name = basename(file);
  if (name.startsWith('detect')) return ['detect'];
  if (name.startsWith('complet')) return ['complete', 'correct'];
  return ['correct'];
}

const declaration = (name: string) => new RegExp(`^(\\s*(?:export )?const ${name}\\s*(?::[^=]+)?=\\s*)([^;]+);`, 'm');

/** The one engines/ file that declares the constant (engines are restructured: constants are found by name). */
function fileOf(name: string): string {
  const files = (readdirSync(join(ROOT, 'engines'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.ts') && declaration(name).test(readFileSync(join(ROOT, 'engines', f), 'utf8')));
  if (files.length !== 1) throw new Error(`${name} is declared in ${files.length} files of engines/ (${files.join(', ')})`);
  return join('engines', files[0]);
}

function makeCopy(): void {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(join(COPY, 'data'), { recursive: true });
  for (const dir of CODE_DIRS) {
    cpSync(join(ROOT, dir), join(COPY, dir), { recursive: true, filter: (src) => !LINKED.some((l) => src === join(ROOT, l)) && !src.includes(`${join(ROOT, 'bench', 'results')}`) });
  }
  for (const file of ['package.json', 'tsconfig.json']) cpSync(join(ROOT, file), join(COPY, file));
  for (const link of LINKED) if (existsSync(join(ROOT, link))) symlinkSync(join(ROOT, link), join(COPY, link));
}

interface Outcome { floors: string[]; tests: string; differences: string[] }

/** The eval (and tests) in the copy; `answers` is where its answers go. */
function evaluate(kinds: SetKind[], answers: string, tests: string[]): Outcome {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(COPY, 'eval', 'run.ts'), '--no-docs', '--only', kinds.join(','), '--answers', answers], { encoding: 'utf8', cwd: COPY, maxBuffer: 1 << 26 });
  const floors = run.stdout.split('figures past their floor:\n')[1]?.trim().split('\n').map((l) => l.trim()) ?? [];
  if (run.status !== 0 && floors.length === 0) throw new Error(`eval failed in ${COPY}:\n${run.stderr.slice(-2000)}`);
  let failedTests = '';
  if (tests.length > 0) {
    const t = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...tests], { encoding: 'utf8', cwd: COPY, maxBuffer: 1 << 26 });
    failedTests = t.status === 0 ? '' : (t.stdout.match(/^# fail \d+/m)?.[0] ?? 'tests failed');
  }
  return { floors, tests: failedTests, differences: [] };
}

/** The answers that differ, as `[set, lang, input]: before -> after`. */
function differences(a: string, b: string): string[] {
  const before = readAnswers(a);
  const after = readAnswers(b);
  return [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k)).map((k) => `${k}: ${before.get(k)} -> ${after.get(k)}`);
}
/** Differences shown for a mutation nothing catches: the inputs a test could pin. */
const SHOWN_DIFFERENCES = 3;

const args = process.argv.slice(2);
const testsAt = args.indexOf('--tests');
const tests = testsAt >= 0 ? args[testsAt + 1].split(',') : [];
const names = args.filter((a, i) => !a.startsWith('--') && (testsAt < 0 || i !== testsAt + 1));
const chosen = names.length ? MUTATIONS.filter((m) => names.includes(m.name)) : MUTATIONS;

makeCopy();
const baselines = new Map<string, string>();
const uncaught: string[] = [];
console.log('| constant | file | from -> to | floors past | tests | answers differing |');
console.log('|---|---|---|---|---|---|');
for (const { name, to } of chosen) {
  const file = fileOf(name);
  const kinds = kindsOf(file);
  const baseline = join(COPY, `answers-${kinds.join('-')}.jsonl`);
  if (!baselines.has(baseline)) {
    const base = evaluate(kinds, baseline, tests);
    if (base.floors.length > 0 || base.tests) throw new Error(`unmutated tree fails: ${base.floors.join('; ')} ${base.tests}`);
    baselines.set(baseline, baseline);
  }
  const path = join(COPY, file);
  const original = readFileSync(path, 'utf8');
  const from = original.match(declaration(name))![2].trim();
  writeFileSync(path, original.replace(declaration(name), `$1${to};`));
  const mutantAnswers = join(COPY, 'answers-mutant.jsonl');
  let outcome: Outcome;
  try {
    outcome = evaluate(kinds, mutantAnswers, tests);
    outcome.differences = differences(baseline, mutantAnswers);
  } finally {
    writeFileSync(path, original);
  }
  const caught = outcome.floors.length > 0 || outcome.tests !== '';
  if (!caught) uncaught.push([`${name} ${from} -> ${to}: ${outcome.differences.length} answers differ`, ...outcome.differences.slice(0, SHOWN_DIFFERENCES)].join('\n    '));
  const floors = outcome.floors.length ? `${outcome.floors.length}: ${outcome.floors[0]}` : 'none';
  console.log(`| ${name} | ${file} | ${from} -> ${to} | ${floors} | ${outcome.tests || 'pass'} | ${outcome.differences.length} |`);
}
console.log(`\nnot caught: ${uncaught.length} of ${chosen.length}${uncaught.map((u) => `\n  ${u}`).join('')}`);
rmSync(COPY, { recursive: true, force: true });
