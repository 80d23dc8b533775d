// Memory of the result cache at its bound: fills a ResultCache with distinct keys of the longest cached text and
// bodies as a worker renders them (5 completions in JSON, UTF-8 bytes), then twice as many again (evictions must keep
// it at its bound), and reports the growth of the heap and of the memory outside it (the bodies' bytes).
// Run with --expose-gc: `node --expose-gc --import tsx bench/result-cache-memory.ts [entries]`.
import { ENGINE_COMMANDS } from '../core/commands.ts';
import { renderCompletions } from '../core/render.ts';
import { DEFAULT_RESULT_CACHE_ENTRIES, MAX_CACHED_TEXT_CHARS, ResultCache } from '../server/result-cache.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** Heap and array-buffer bytes after a full collection. */
function usedAfterGc(): number {
  gc!();
  gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const OPTIONS = { format: 'json', callback: null, short: false, locale: 'en' } as const;
const AUTOCOMPLETE = ENGINE_COMMANDS.find((command) => command.name === 'autocomplete')!;
const encoder = new TextEncoder();

/** A distinct text of exactly the longest cached length; `alphabet` picks one-byte (Latin) or two-byte (Cyrillic) strings. */
function text(i: number, alphabet: string): string {
  const tag = i.toString(36);
  return tag + alphabet.repeat(Math.ceil(MAX_CACHED_TEXT_CHARS / alphabet.length)).slice(0, MAX_CACHED_TEXT_CHARS - tag.length);
}

function measure(entries: number, alphabet: string): { mib: number; size: number } {
  const before = usedAfterGc();
  const cache = new ResultCache(entries, MAX_CACHED_TEXT_CHARS);
  for (let i = 0; i < 3 * entries; i++) {
    const key = cache.keyOf(AUTOCOMPLETE.op, 0, OPTIONS, 'en_US', text(i, alphabet))!;
    // Built per entry, as bodies arrive from a worker.
    cache.set(key, encoder.encode(renderCompletions([`${alphabet.slice(0, 5)}`, ' the', ' and', `${alphabet.slice(2, 9)}`, ' of'], OPTIONS)));
  }
  const mib = (usedAfterGc() - before) / 2 ** 20;
  return { mib, size: cache.size };
}

const entries = Number(process.argv[2] ?? DEFAULT_RESULT_CACHE_ENTRIES);
console.log(`| texts | entries | heap and buffers MiB | bytes per entry |\n|---|---|---|---|`);
for (const [name, alphabet] of [
  ['Latin', 'abcdefghij klmnopqrstuvwxyz '],
  ['Cyrillic', 'абвгдежзий клмнопрстуфхцчшщ '],
] as const) {
  const { mib, size } = measure(entries, alphabet);
  console.log(`| ${name}, ${MAX_CACHED_TEXT_CHARS} chars | ${size} | ${mib.toFixed(1)} | ${Math.round((mib * 2 ** 20) / size)} |`);
}
