// Autocorrect side by side with its peers on the same words in one run: our engine (compiled packs), the Hunspell CLI
// (first suggestion of `hunspell -a`), nspell (Hunspell in JS; English only: Italian did not load within 3 minutes) and
// SymSpell (spellchecker-wasm; outside English over the word counts our packs are built from).
// Usage: tsx bench/autocorrect.ts [typos.jsonl] [correct.jsonl]    (default: ../shared/eval/dev keyboard typos; the
//        dev sets autocorrect-accents-dev.jsonl and autocorrect-en-real-dev.jsonl; the splits of eval/: keyboard typos
//        eval/typo-split.ts, English misspellings by ear eval/misspell-split.ts, words without their diacritics in
//        16 languages eval/accent-split.ts, the replacement lists' held-out entries eval/replacement-split.ts)
//        tsx bench/autocorrect.ts --all [DIR]                     (every set above in one run; the replacement split made into DIR)
//        tsx bench/autocorrect.ts --agreement xx_XX ...           (acceptance vs `hunspell -l` on corpus words)
//        tsx bench/autocorrect.ts --speed [typos.jsonl]           (latency per language on typos met once each)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { DEBIAN_ROOT } from '../data/debian-packages.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { languageFrequencies } from '../data/speller-frequencies.ts';
import { commandInstalled } from './command-installed.ts';
import { DEV_DIR as DEV, readJsonl, SPLITS, splitDir } from '../eval/sets.ts';
import { compiledAutocorrector, compiledCorrector, compiledPack } from '../test/compiled-speller.ts';
import { runSuite, type SuiteRow } from './suite.ts';
import { setWords, uniqueCorrections } from './unique-inputs.ts';

const require = createRequire(import.meta.url);
const HUNSPELL_DIR = join(DEBIAN_ROOT, 'usr/share/hunspell');
/** Where the speller packs are read from (PACK_DIR overrides data/compiled). */
const PACK_DIR = process.env.PACK_DIR ?? COMPILED_DIR;
/** Seconds benchmark samples each system on each kind of word. */
const TIMING_SECONDS = 1;
/** Distinct new typos per language for the timing: more than the fastest system is called in TIMING_SECONDS and calibration. */
const NEW_TYPOS = 60_000;
const TYPO_SEED = 3;
/** Every timing suite's rows, printed after the accuracy tables. */
const suites: SuiteRow[] = [];
/** The Hunspell CLI is a Debian package (`hunspell`) a fresh machine lacks: the comparison then goes on without it. */
const HUNSPELL_INSTALLED = commandInstalled('hunspell', ['-v']);
const HUNSPELL_MISSING = 'hunspell: not installed (apt-get install hunspell)';

interface Item { lang: string; text: string; expect?: string }
/** A system answers one fix (or null) per word. */
type Corrector = (word: string) => string | null;

function hunspellStem(code: string): string | null {
  return LANGUAGES.find((l) => l.code === code)?.hunspell?.stem ?? null;
}

function ours(code: string, packDir: string): Corrector | null {
  const ac = compiledCorrector(code, packDir);
  return ac && ((w) => ac.correct(w));
}

/** The Hunspell CLI in pipe mode: one process per batch; answers are precomputed, so no throughput for it here. */
function hunspellBatch(code: string, words: string[]): Map<string, string | null> {
  const stem = hunspellStem(code);
  const answers = new Map<string, string | null>();
  if (!stem || !HUNSPELL_INSTALLED) return answers;
  const out = execFileSync('hunspell', ['-d', join(HUNSPELL_DIR, stem), '-a', '-i', 'utf-8'], {
    input: words.map((w) => `^${w}`).join('\n') + '\n',
    maxBuffer: 1 << 28,
  }).toString('utf8');
  const blocks = out.split('\n\n').slice(0, words.length);
  // Skip the version banner: the first line of the first block.
  blocks[0] = blocks[0].split('\n').slice(1).join('\n');
  blocks.forEach((block, i) => {
    const line = block.trim();
    answers.set(words[i], line.startsWith('&') ? line.slice(line.indexOf(':') + 2).split(', ')[0] : null);
  });
  return answers;
}

function nspell(code: string): Corrector | null {
  const stem = hunspellStem(code);
  if (!stem || !code.startsWith('en_')) return null;
  const NSpell = require('nspell');
  const checker = NSpell(readFileSync(join(HUNSPELL_DIR, `${stem}.aff`)), readFileSync(join(HUNSPELL_DIR, `${stem}.dic`)));
  return (w) => (checker.correct(w) ? null : (checker.suggest(w)[0] ?? null));
}

/**
 * SymSpell (spellchecker-wasm, edit distance 2) ranking by word counts: its own English dictionary; in other
 * languages the counts our packs are built from (data/speller-frequencies.ts), lower-cased as it compares, each
 * answer written as the counts' commonest spelling of it ("haus": Haus).
 */
async function symspell(code: string): Promise<Corrector | null> {
  const lang = LANGUAGES.find((l) => l.code === code);
  if (!lang) return null;
  const { SpellcheckerWasm } = require('spellchecker-wasm');
  const root = dirname(require.resolve('spellchecker-wasm/package.json'));
  const written = new Map<string, [string, number]>();
  let dictionary = join(root, 'lib/frequency_dictionary_en_82_765.txt');
  if (!code.startsWith('en_')) {
    const counts = new Map<string, number>();
    for (const [word, f] of languageFrequencies(lang)) {
      if (!/^[\p{L}\p{M}'’-]+$/u.test(word)) continue;
      const key = word.toLocaleLowerCase(code.replace('_', '-'));
      counts.set(key, (counts.get(key) ?? 0) + f);
      if (f > (written.get(key)?.[1] ?? 0)) written.set(key, [word, f]);
    }
    if (counts.size === 0) return null;
    dictionary = join(tmpdir(), `symspell-${code}.txt`);
    writeFileSync(dictionary, [...counts].map(([w, f]) => `${w} ${Math.max(1, Math.round(f * 1e10))}`).join('\n') + '\n');
  }
  const checker = new SpellcheckerWasm();
  await checker.prepareSpellchecker(join(root, 'lib/spellchecker-wasm.wasm'), dictionary);
  let results: { term: string; distance: number }[] = [];
  checker.resultHandler = (r: typeof results) => { results = r; };
  return (w) => {
    checker.checkSpelling(w.toLowerCase());
    const top = results[0];
    return top && top.distance > 0 ? (written.get(top.term)?.[0] ?? top.term) : null;
  };
}

interface Score { right: number; made: number; typos: number; changed: number; correct: number; typoRate: number; correctRate: number; typoRme: number; correctRme: number }

/** Accuracy counts (the rates are filled in by timeRounds). */
function score(fix: Corrector, typos: Item[], correct: Item[]): Score {
  let right = 0;
  let made = 0;
  for (const t of typos) {
    const s = fix(t.text);
    if (s !== null) made++;
    if (s === t.expect) right++;
  }
  const changed = correct.filter((c) => fix(c.text) !== null).length;
  return { right, made, typos: typos.length, changed, correct: correct.length, typoRate: 0, correctRate: 0, typoRme: 0, correctRme: 0 };
}

/**
 * Words per second per system with `benchmark`, in one suite per language: typos that never repeat (the language's
 * words of every autocorrect set, slipped: bench/unique-inputs.ts), and the set's correct words, cycled.
 */
async function timeSuite(lang: string, systems: { name: string; fix: Corrector; score: Score }[], correct: Item[]): Promise<void> {
  const typos = uniqueCorrections(NEW_TYPOS, setWords().filter((w) => w.lang === lang), TYPO_SEED, 0).map((t) => t.text);
  const correctWords = correct.map((c) => c.text);
  const cases = systems.flatMap(({ name, fix }) => [
    { name: `${name} typos`, inputs: typos, call: fix },
    { name: `${name} correct`, inputs: correctWords, call: fix },
  ]);
  const rows = await runSuite(`autocorrect ${lang}`, cases, TIMING_SECONDS);
  for (const { name, score: s } of systems) {
    const [typo, right] = [rows.find((r) => r.name === `${name} typos`), rows.find((r) => r.name === `${name} correct`)];
    [s.typoRate, s.typoRme, s.correctRate, s.correctRme] = [typo?.hz ?? 0, typo?.rme ?? 0, right?.hz ?? 0, right?.rme ?? 0];
  }
  suites.push(...rows);
}

const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const rme = (r: number) => (r === 0 ? '-' : r.toFixed(1));
const perSecond = (r: number) => (r === 0 ? '       -' : Math.round(r).toLocaleString('en').padStart(8));

function row(lang: string, system: string, s: Score): string {
  return `| ${lang} | ${system.padEnd(9)} | ${pct(s.right, s.typos)} | ${pct(s.right, s.made)} | ${pct(s.changed, s.correct)} | ${perSecond(s.typoRate)} | ${rme(s.typoRme)} | ${perSecond(s.correctRate)} | ${rme(s.correctRme)} |`;
}

/** Prints the table of one set, per language, and returns each system's totals and the languages where a peer is ahead. */
async function compare(typoPath: string, correctPath: string, packDir = PACK_DIR, timing = true): Promise<{ total: Map<string, Score>; behind: string[] }> {
  const typos = readJsonl<Item>(typoPath);
  const correct = readJsonl<Item>(correctPath);
  const langs = [...new Set(typos.map((t) => t.lang))];
  if (!HUNSPELL_INSTALLED) console.log(`${HUNSPELL_MISSING}: left out of the table\n`);
  console.log('| lang | system | accuracy | precision | false fixes | new typos/s | ± % | correct/s (cycled) | ± % |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const total = new Map<string, Score>();
  /** Our throughput over SymSpell's on the same words, per language both answer (the issue's goal is 2x). */
  const ratios: string[] = [];
  const behind: string[] = [];
  for (const lang of langs) {
    const t = typos.filter((x) => x.lang === lang);
    const c = correct.filter((x) => x.lang === lang);
    const cli = hunspellBatch(lang, [...t, ...c].map((x) => x.text));
    const systems: [string, Corrector | null, boolean][] = [
      ['ours', ours(lang, packDir), true],
      ['hunspell', cli.size > 0 ? (w) => cli.get(w) ?? null : null, false],
      ['nspell', nspell(lang), true],
      ['symspell', await symspell(lang), true],
    ];
    const rates = new Map<string, Score>();
    const timed: { name: string; fix: Corrector; score: Score }[] = [];
    for (const [name, fix, isTimed] of systems) {
      if (!fix) continue;
      const s = score(fix, t, c);
      rates.set(name, s);
      if (isTimed) timed.push({ name, fix, score: s });
    }
    if (timing) await timeSuite(lang, timed, c);
    for (const [name, s] of rates) {
      console.log(row(lang, name, s));
      const sum = total.get(name) ?? { right: 0, made: 0, typos: 0, changed: 0, correct: 0, typoRate: 0, correctRate: 0, typoRme: 0, correctRme: 0 };
      for (const k of ['right', 'made', 'typos', 'changed', 'correct'] as const) sum[k] += s[k];
      total.set(name, sum);
    }
    const [mine, symSpell] = [rates.get('ours'), rates.get('symspell')];
    for (const [name, peer] of rates) if (mine && peer.right > mine.right) behind.push(`${lang} ${name} ${pct(peer.right, peer.typos)} > ${pct(mine.right, mine.typos)}`);
    if (timing && mine && symSpell) {
      ratios.push(`${lang}: ours / SymSpell typos/s ${(mine.typoRate / symSpell.typoRate).toFixed(2)}x, correct words/s ${(mine.correctRate / symSpell.correctRate).toFixed(1)}x`);
    }
  }
  for (const [name, s] of total) console.log(row('all', name, s));
  for (const line of ratios) console.log(`\n${line}`);
  const typoSuites = suites.filter((r) => r.name.endsWith(' typos'));
  if (typoSuites.length > 0) {
    const repeated = typoSuites.filter((r) => r.calls > r.distinct).map((r) => `${r.suite} ${r.name}`);
    console.log(`\nTimed with \`benchmark\`, ${TIMING_SECONDS} s a system and kind of word, one suite a language; new typos: at most ${Math.max(...typoSuites.map((r) => r.calls)).toLocaleString('en')} calls on at least ${Math.min(...typoSuites.map((r) => r.distinct)).toLocaleString('en')} distinct typos a language, ${repeated.length === 0 ? 'none met twice' : `met twice in ${repeated.join(', ')}`}.`);
  }
  return { total, behind };
}

/**
 * The sets --all runs, as [name, typos, correct words, speller packs]: the dev sets, the eval's splits of typos
 * (eval/sets.ts, made when missing) and the replacement lists' held-out entries, made into `dir` with packs built
 * without them (eval/replacement-split.ts).
 */
function allSets(dir: string): [string, string, string, string][] {
  const devCorrect = join(DEV, 'autocorrect-correct-dev.jsonl');
  const sets: [string, string, string, string][] = [
    ['dev keyboard typos', join(DEV, 'autocorrect-typos-dev.jsonl'), devCorrect, PACK_DIR],
    ['dev words without diacritics', join(DEV, 'autocorrect-accents-dev.jsonl'), devCorrect, PACK_DIR],
    ['dev English misspellings', join(DEV, 'autocorrect-en-real-dev.jsonl'), devCorrect, PACK_DIR],
  ];
  for (const split of SPLITS) {
    const made = split.kind === 'correct' ? splitDir(split) : null;
    if (made && readFileSync(join(made, 'typos.jsonl'), 'utf8').trim() !== '') sets.push([split.name, join(made, 'typos.jsonl'), join(made, 'correct.jsonl'), PACK_DIR]);
  }
  const replacements = join(dir, 'replacement-split');
  if (!existsSync(join(replacements, 'typos.jsonl'))) {
    execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'eval', 'replacement-split.ts'), replacements], { stdio: 'inherit' });
  }
  sets.push(["replacement lists' held-out tenth", join(replacements, 'typos.jsonl'), join(replacements, 'correct.jsonl'), join(replacements, 'packs')]);
  return sets;
}

/**
 * Every set in one run, then a line per set and system, and where a peer answers more of a language's words right.
 * Accuracy only: the throughput rounds (a minute a set) are the single-set run's.
 */
async function compareAll(dir: string): Promise<void> {
  const summary: string[] = ['| set | system | accuracy | precision | false fixes |', '|---|---|---|---|---|'];
  const behind: string[] = [];
  for (const [name, typos, correct, packs] of allSets(dir)) {
    console.log(`\n## ${name}\n`);
    const result = await compare(typos, correct, packs, false);
    for (const [system, s] of result.total) summary.push(`| ${name} | ${system} | ${pct(s.right, s.typos)} | ${pct(s.right, s.made)} | ${pct(s.changed, s.correct)} |`);
    behind.push(...result.behind.map((line) => `${name}: ${line}`));
  }
  console.log(`\n## Every set\n\n${summary.join('\n')}\n\nA peer ahead of ours: ${behind.length === 0 ? 'nowhere' : `\n- ${behind.join('\n- ')}`}`);
}

/** Share of corpus words on which our checker and `hunspell -l` agree. */
function agreement(codes: string[]): void {
  if (!HUNSPELL_INSTALLED) throw new Error(`--agreement compares with the Hunspell CLI; ${HUNSPELL_MISSING}`);
  for (const code of codes) {
    const lang = LANGUAGES.find((l) => l.code === code);
    const stem = lang?.hunspell?.stem;
    const ac = compiledAutocorrector(code, PACK_DIR);
    if (!lang || !stem || !ac) continue;
    // Letters only: `hunspell -l` tokenizes at hyphens and apostrophes by its own WORDCHARS rules.
    const words = [...languageFrequencies(lang).keys()].filter((w) => /^\p{L}+$/u.test(w));
    const rejected = new Set(
      execFileSync('hunspell', ['-d', join(HUNSPELL_DIR, stem), '-l', '-i', 'utf-8'], { input: words.join('\n') + '\n', maxBuffer: 1 << 28 })
        .toString('utf8').split('\n'),
    );
    const onlyOurs = words.filter((w) => ac.isCorrect(w) && rejected.has(w));
    const onlyTheirs = words.filter((w) => !ac.isCorrect(w) && !rejected.has(w));
    const agree = words.length - onlyOurs.length - onlyTheirs.length;
    console.log(`${code}: agree on ${pct(agree, words.length)} of ${words.length} words;` +
      ` only we accept: ${onlyOurs.slice(0, 6).join(' ')}; only hunspell accepts: ${onlyTheirs.slice(0, 6).join(' ')}`);
  }
}

/** Microseconds per call of `fix` on each word, each word met once (no answer can come from an earlier one). */
function latencies(fix: Corrector, words: string[]): number[] {
  const out: number[] = [];
  for (const w of words) {
    const start = process.hrtime.bigint();
    fix(w);
    out.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return out.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const µs = (x: number) => (x < 1000 ? x.toFixed(0) : Math.round(x).toLocaleString('en')).padStart(6);

/** Wall µs per word of one `hunspell -a` process over `words`, less the start-up of one over no words. */
function hunspellMicros(code: string, words: string[]): number | null {
  const stem = hunspellStem(code);
  if (!stem || !HUNSPELL_INSTALLED) return null;
  const run = (input: string) => {
    const start = process.hrtime.bigint();
    execFileSync('hunspell', ['-d', join(HUNSPELL_DIR, stem), '-a', '-i', 'utf-8'], { input, maxBuffer: 1 << 28 });
    return Number(process.hrtime.bigint() - start) / 1000;
  };
  return Math.max(0, run(words.map((w) => `^${w}`).join('\n') + '\n') - run('\n')) / words.length;
}

/**
 * Latency per typo, each typo met once (the engine keeps no answers, and no typo repeats): mean, p50, p99 and max,
 * the slowest of the language's long non-words (two typos run together), SymSpell and the
 * Hunspell CLI on the same typos, and the speller pack's size with its form automaton's share. Other typos of the
 * same words warm the engine first.
 */
async function speed(typoPath: string): Promise<void> {
  const typos = readJsonl<Item>(typoPath);
  console.log('| lang | ours mean µs | p50 | p99 | max | long non-words max µs | SymSpell mean / p99 µs | Hunspell mean µs | pack MiB | automaton MiB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const lang of [...new Set(typos.map((t) => t.lang))]) {
    const pack = compiledPack(join(PACK_DIR, `speller-${lang}.bin`));
    const ac = compiledAutocorrector(lang, PACK_DIR);
    if (!pack || !ac) continue;
    const fsa = SPELLER_PACK.read(pack).sections.fsa;
    const automatonBytes = fsa.arcStart.block.byteLength + fsa.arcStart.within.byteLength + fsa.arc.byteLength + fsa.kind.byteLength + fsa.symbols.byteLength;
    const words = typos.filter((t) => t.lang === lang).map((t) => t.text);
    // Warm-up on other typos of the same words (a letter doubled), never the measured ones.
    for (const t of typos) if (t.lang === lang) ac.correct(t.expect! + t.expect!.slice(-1));
    const ourTimes = latencies((w) => ac.correct(w), words);
    const long = latencies((w) => ac.correct(w), words.slice(1).map((w, i) => (words[i] + w).slice(0, 60)));
    const sym = await symspell(lang);
    const symTimes = sym && latencies(sym, words);
    const hun = hunspellMicros(lang, words);
    console.log(`| ${lang} | ${µs(mean(ourTimes))} | ${µs(quantile(ourTimes, 0.5))} | ${µs(quantile(ourTimes, 0.99))} | ${µs(ourTimes[ourTimes.length - 1])} | ${µs(long[long.length - 1])} |` +
      ` ${symTimes ? `${µs(mean(symTimes))} / ${µs(quantile(symTimes, 0.99))}` : '-'} | ${hun === null ? '-' : µs(hun)} |` +
      ` ${(pack.buffer.byteLength / 2 ** 20).toFixed(1)} | ${(automatonBytes / 2 ** 20).toFixed(2)} |`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--agreement') agreement(args.slice(1));
else if (args[0] === '--speed') await speed(args[1] ?? join(DEV, 'autocorrect-typos-dev.jsonl'));
else if (args[0] === '--all') await compareAll(args[1] ?? join(tmpdir(), 'autocorrect-sets'));
else await compare(args[0] ?? join(DEV, 'autocorrect-typos-dev.jsonl'), args[1] ?? join(DEV, 'autocorrect-correct-dev.jsonl'));
