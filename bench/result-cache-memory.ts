// Heap cost of the result cache at its bound: fills a ResultCache with distinct keys of the longest cached text and
// answers shaped like the engines' (5 completions), then twice as many again (evictions must keep it at its bound),
// and reports the heap growth. Run with --expose-gc: `node --expose-gc --import tsx bench/result-cache-memory.ts [entries]`.
import { OP_COMPLETE } from '../workers/batch.ts';
import { DEFAULT_RESULT_CACHE_ENTRIES, MAX_CACHED_TEXT_CHARS, ResultCache } from '../workers/result-cache.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function heapAfterGc(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

/** A distinct text of exactly the longest cached length; `alphabet` picks one-byte (Latin) or two-byte (Cyrillic) strings. */
function text(i: number, alphabet: string): string {
  const tag = i.toString(36);
  return tag + alphabet.repeat(Math.ceil(MAX_CACHED_TEXT_CHARS / alphabet.length)).slice(0, MAX_CACHED_TEXT_CHARS - tag.length);
}

function measure(entries: number, alphabet: string): { mib: number; size: number } {
  const before = heapAfterGc();
  const cache = new ResultCache(entries, MAX_CACHED_TEXT_CHARS);
  for (let i = 0; i < 3 * entries; i++) {
    const key = cache.keyOf(OP_COMPLETE, 'en_US', text(i, alphabet))!;
    // Built per entry, as answers arrive structured-cloned from a worker.
    cache.set(key, [`${alphabet.slice(0, 5)}`, ' the', ' and', `${alphabet.slice(2, 9)}`, ' of']);
  }
  const mib = (heapAfterGc() - before) / 2 ** 20;
  return { mib, size: cache.size };
}

const entries = Number(process.argv[2] ?? DEFAULT_RESULT_CACHE_ENTRIES);
console.log(`| texts | entries | heap MiB | bytes per entry |\n|---|---|---|---|`);
for (const [name, alphabet] of [
  ['Latin', 'abcdefghij klmnopqrstuvwxyz '],
  ['Cyrillic', 'абвгдежзий клмнопрстуфхцчшщ '],
] as const) {
  const { mib, size } = measure(entries, alphabet);
  console.log(`| ${name}, ${MAX_CACHED_TEXT_CHARS} chars | ${size} | ${mib.toFixed(1)} | ${Math.round((mib * 2 ** 20) / size)} |`);
}
