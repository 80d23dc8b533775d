// A bounded main-thread cache of rendered answers. An answer is a pure function of (command, output options, lang,
// text), and real traffic repeats itself (many users typing the same prefixes and common words), so a repeated request
// is answered from here with the body it got before, looked up before the engine pool is asked (server/http-app.ts):
// no thread hop, no engine, no rendering. Only answers are stored, never failures, and only texts up to a fixed length.
//
// CLOCK eviction over fixed slot arrays, so memory stops growing at `capacity` entries:
//
//   slots:   [ key | value | referenced ] x capacity      index: Map key -> slot
//              ^ hand
//
// A hit sets its slot's referenced bit. A new entry takes the first slot at or after the hand whose bit is clear,
// clearing the bits it passes over (a second chance for recently used entries), and evicts that slot's old key.
import type { OutputOptions } from '../core/output-options.ts';
import type { Body } from '../core/render.ts';

/** RESULT_CACHE by default: 24 to 33 MiB at this bound (bench/result-cache-memory.ts); every bench input fits. */
export const DEFAULT_RESULT_CACHE_ENTRIES = 32_768;
/** Longer texts are not cached, which bounds an entry: words and sentences being typed are shorter. */
export const MAX_CACHED_TEXT_CHARS = 256;

/** Lookup and storage counts, for /metrics. */
export interface ResultCacheStats {
  hits: number;
  misses: number;
  readonly size: number;
}

/** The counts of a server without a cache (RESULT_CACHE=0). */
export const NO_CACHE_STATS: ResultCacheStats = Object.freeze({ hits: 0, misses: 0, size: 0 });

export class ResultCache implements ResultCacheStats {
  private readonly index = new Map<string, number>();
  private readonly keys: string[];
  private readonly values: (Body | undefined)[];
  private readonly referenced: Uint8Array;
  private hand = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly capacity: number,
    /** Longer texts are neither looked up nor stored (each counts as a miss), which bounds the key length. */
    readonly maxTextChars: number,
  ) {
    if (!(capacity >= 1)) throw new Error('a result cache holds at least one entry');
    this.keys = new Array<string>(capacity).fill('');
    this.values = new Array<Body | undefined>(capacity).fill(undefined);
    this.referenced = new Uint8Array(capacity);
  }

  get size(): number {
    return this.index.size;
  }

  /**
   * The key of a request, or null when it is not cached (text too long). `format` is the batch's code of the format
   * and short flag (workers/batch.ts). The locale, the callback and the language code hold no NUL, so the NULs that
   * end them keep any two requests apart.
   */
  keyOf(op: number, format: number, options: OutputOptions, lang: string, text: string): string | null {
    if (text.length > this.maxTextChars) {
      this.misses++;
      return null;
    }
    return `${op}${format}${options.locale}\u0000${options.callback ?? ''}\u0000${lang}\u0000${text}`;
  }

  /** The stored answer, or undefined (a miss). */
  get(key: string): Body | undefined {
    const slot = this.index.get(key);
    if (slot === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.referenced[slot] = 1;
    return this.values[slot];
  }

  /** Stores an answer's body: a copy when it is a view into a worker's batch buffer, which it would keep alive. */
  set(key: string, body: Body): void {
    if (this.index.has(key)) return;
    let slot = this.hand;
    while (this.referenced[slot] === 1) {
      this.referenced[slot] = 0;
      slot = slot + 1 === this.capacity ? 0 : slot + 1;
    }
    this.hand = slot + 1 === this.capacity ? 0 : slot + 1;
    if (this.values[slot] !== undefined) this.index.delete(this.keys[slot]);
    this.keys[slot] = key;
    this.values[slot] = typeof body === 'string' ? body : body.slice();
    this.index.set(key, slot);
  }
}
