// Whether each tuning constant of engines/ is pinned: its value is rewritten in a copy of the tree, `npm run eval`
// runs there on the sets the engine answers (and the named test files, if any), and a mutation nothing catches is
// reported. Caught: a figure falls past its floor, or a test fails; the answers that differ are counted either way.
// Usage: tsx eval/mutate-constants.ts [NAME ...] [--with-tests]   (no NAME: every constant; --with-tests also runs the
//        engine's own test files, ENGINE_TESTS)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readAnswers } from './answer-log.ts';
import type { SetKind } from './sets.ts';

const ROOT = join(import.meta.dirname, '..');
/** A sibling of the checkout, so that ../shared is the same folder for the copy. */
const COPY = join(ROOT, '..', `${basename(ROOT)}-mutant`);
/** The folders of code: the ones the type check reads. */
const CODE_DIRS = (JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] }).include;
/** Generated or large: the copy links to the checkout's. */
const LINKED = ['node_modules', 'data/compiled', 'data/cache', 'eval/splits'];

/** A constant and the value tried instead (a TypeScript expression). */
interface Mutation { name: string; to: string }

/**
 * The tuning constants of engines/ (thresholds, weights, costs, limits), each with a value far enough to matter:
 * one `NAME value` a line, the value a TypeScript expression, then `// why` where a milder change binds nothing.
 */
const MUTATIONS: readonly Mutation[] = `
FREQUENCY_WEIGHT 0.3
LISTED_POSTERIOR 0.4
UNLISTED_POSTERIOR 0.5
SETTLED_POSTERIOR 0.5
SETTLED_LOG_FREQ -20
SETTLED_LOG_ERROR -7
LETTER_SAMPLE_WORDS 2_000
MIN_LETTER_SAMPLE 100_000_000
WALK_BUDGET 3_000
MAX_WORD_LENGTH 10
MAX_COMPOUND_CHECKS 1 // 2 moves one typo-split answer, wrong either way
COMPOUND_SHARE 1e-2
CANDIDATE_COMPOUND_STEPS 20
MAX_PREFIX_CHECKS 1 // 2 moves no answer of the sets
MAX_ACCENT_CHECKS 4
MAX_REST 2
SPLIT_RANK 100
SPLIT_CORRECTIONS_SHARE 0.5
SPLIT_ONE_LETTER_RANK 5
COLLOCATION_LIFT 50
SPLIT_LOG_P 0
LOAN_SHARE 1e-5
ACRONYM_LETTERS 2
LOAN_STEM_LETTERS 6
SHORT_TYPO_LETTERS 2
TWO_EDIT_LETTERS 3
RARE_BEST_LOG_FREQ -8
THREE_EDIT_LETTERS 5
EXTRA_EDIT_LOG_P -4
DOUBLING_MOVED_LOG_P -4
STUTTER_LOG_P -3
MAX_STUTTER 1
ACCENTS_LOG_P -2
CAPITAL_LOG_P -4
ACCENT_MARK_LOG_P -1
FIRST_LETTER_LOG_P -3
REGULAR_ENDING_LOG_P -2
HUNSPELL_FLOOR 3e-8
COMPOUND_FLOOR 5e-12
STEM_SHARE 0.3
MAX_NEAR_WORDS 8 // 32 moves no answer of the sets
MAX_DISTANCE_LENGTH 8
MAX_STEPS 16 // 64 moves no answer: a real word's readings take few steps
MIN_LETTER_SHARE 1e-2
MAX_BREAKS 1
MAX_SHARPS 1
MAX_COMPOUND_WORDS 2
MAX_COMPOUND_STEPS 20 // 200 turns down no word of the sets (a long German compound takes 44 split points)
MAX_SUGGESTIONS 3
UNIGRAM_CANDIDATES 4
ROW_SCAN_LIMIT 8
ROW_CANDIDATES 4
COMPOUND_HEAD_CHARS 6
COMPOUND_TAIL_CHARS 3
DISCOUNT 0.3
CASE_MISMATCH 1
APOSTROPHE_LIKELIER 1
MAX_ELIDED_WORD 4
APOSTROPHE_LEFT_OUT 1
RARE_WORD_COST 20 * COST_SCALE // lowered to 4 it moves no answer: the look-ups it saves, APOSTROPHE_LIKELIER turns down
EARLIER_WORDS_READ 1
EARLIER_CHARS_READ 10
MAX_ADDRESS_CHARS 8
MAX_ELIDED_LETTERS 2
CAPITALS_READ 4
EARLIER_WORD_WEIGHT 0.1
EARLIER_WORDS 4
EARLIER_CHARS 30
MAX_READINGS 2
MARKED_WORDS_SHARE 0.5
MAX_NODES 64
MIN_WORDS 1
SHORT_TEXT_CONFIDENCE 0.9
CLOSE_RECHECK_BELOW 0.5
POSTERIOR_TEMPERATURE 1
NEGLIGIBLE_NATS 2
MIN_PROPORTION 0.2
MAX_CANDIDATES 2
SEGMENT_CONFIDENCE 0.5
SWITCH_COST 5
MIN_SWITCH_WORDS 1
MIN_SWITCH_GAIN 1
MAX_SWITCH_WORDS 8
SWITCH_ROWS 2
UNLISTED_FREQ 1e-6
UNLISTED_FORM_SHARE 1
MAX_ENDING 8
STEM_LETTERS 8
ALPHABET_SHARE 1e-2
SPLIT_LOG_FREQ -5
MIN_SPLIT_LETTERS 4
MAX_NEAR_STEPS 2_000
`.trim().split('\n').map((line) => {
  const [name, ...to] = line.replace(/\s+\/\/.*$/, '').split(' ');
  return { name, to: to.join(' ') };
});

/** The sets an engine file's constants can move: the autocorrector also asks the completer about words run together. */
function kindsOf(file: string): SetKind[] {
  const name = basename(file);
  if (name.startsWith('detect')) return ['detect'];
  if (name.startsWith('complet')) return ['complete', 'correct'];
  return ['correct'];
}

/** Each engine's own test files, by the first set kind its constants move. */
const ENGINE_TESTS: Record<SetKind, string[]> = {
  detect: ['test/detector.test.ts', 'test/detector-tuning.test.ts'],
  complete: ['test/completer.test.ts', 'test/completer-tuning.test.ts'],
  correct: ['test/autocorrect.test.ts', 'test/autocorrect-tuning.test.ts', 'test/correct-accents.test.ts', 'test/correct-replacements.test.ts', 'test/hunspell-peer.test.ts', 'test/voikko-corrector.test.ts'],
};

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

/** An engine's tests take under a minute: a mutation that makes them run this long is caught, as a failure would be. */
const TESTS_TIMEOUT_MS = 5 * 60_000;

interface Outcome { floors: string[]; tests: string; differences: string[] }

/** The eval (and tests) in the copy; `answers` is where its answers go. */
function evaluate(kinds: SetKind[], answers: string, tests: string[]): Outcome {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(COPY, 'eval', 'run.ts'), '--no-docs', '--only', kinds.join(','), '--answers', answers], { encoding: 'utf8', cwd: COPY, maxBuffer: 1 << 26 });
  const floors = run.stdout.split('figures past their floor:\n')[1]?.trim().split('\n').map((l) => l.trim()) ?? [];
  if (run.status !== 0 && floors.length === 0) throw new Error(`eval failed in ${COPY}:\n${run.stderr.slice(-2000)}`);
  let failedTests = '';
  if (tests.length > 0) {
    const t = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...tests], { encoding: 'utf8', cwd: COPY, maxBuffer: 1 << 26, timeout: TESTS_TIMEOUT_MS });
    failedTests = t.status === 0 ? '' : t.error ? 'tests timed out' : (t.stdout.match(/^# fail \d+/m)?.[0] ?? 'tests failed');
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
const withTests = args.includes('--with-tests');
const names = args.filter((a) => !a.startsWith('--'));
const chosen = names.length ? MUTATIONS.filter((m) => names.includes(m.name)) : MUTATIONS;

makeCopy();
/** The unmutated tree's answers files, made once per group of sets. */
const baselines = new Set<string>();
const uncaught: string[] = [];
console.log('| constant | file | from -> to | floors past | tests | answers differing |');
console.log('|---|---|---|---|---|---|');
for (const { name, to } of chosen) {
  const file = fileOf(name);
  const kinds = kindsOf(file);
  const tests = withTests ? ENGINE_TESTS[kinds[0]] : [];
  const baseline = join(COPY, `answers-${kinds.join('-')}.jsonl`);
  if (!baselines.has(baseline)) {
    const base = evaluate(kinds, baseline, tests);
    if (base.floors.length > 0 || base.tests) throw new Error(`unmutated tree fails: ${base.floors.join('; ')} ${base.tests}`);
    baselines.add(baseline);
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
