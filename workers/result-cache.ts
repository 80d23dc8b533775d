// A bounded main-thread cache of engine answers. The engines are pure functions of (op, lang, text), and real traffic
// repeats itself (many users typing the same prefixes and common words), so a repeated request is answered from here:
// no thread hop, no engine. Only answers are stored, never failures (undefined), and only texts up to a fixed length.
//
// CLOCK eviction over fixed slot arrays, so memory stops growing at `capacity` entries:
//
//   slots:   [ key | value | referenced ] x capacity      index: Map key -> slot
//              ^ hand
//
// A hit sets its slot's referenced bit. A new entry takes the first slot at or after the hand whose bit is clear,
// clearing the bits it passes over (a second chance for recently used entries), and evicts that slot's old key.
import type { ItemResult, Op } from './batch.ts';

/**
 * Entries by default (RESULT_CACHE). At this bound with texts of the longest cached length the cache holds 20.2 MiB of
 * heap with Latin texts and 29.5 MiB with Cyrillic ones (`node --expose-gc --import tsx bench/result-cache-memory.ts`),
 * against ~700 MiB of packs; the bench's dev inputs (4,400 distinct requests) all fit.
 */
export const DEFAULT_RESULT_CACHE_ENTRIES = 32_768;
/**
 * Longer texts are not cached, which bounds the memory of an entry. Typed words and the sentence being typed are
 * shorter (the bench's prefixes are at most 108 characters, its whole sentences 177); whole documents rarely repeat.
 */
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
  private readonly values: ItemResult[];
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
    this.values = new Array<ItemResult>(capacity).fill(undefined);
    this.referenced = new Uint8Array(capacity);
  }

  get size(): number {
    return this.index.size;
  }

  /**
   * The key of a request, or null when it is not cached (text too long). Detection has lang '', the other ops a
   * language code; neither holds the NUL that ends it, so no two requests share a key.
   */
  keyOf(op: Op, lang: string, text: string): string | null {
    if (text.length > this.maxTextChars) {
      this.misses++;
      return null;
    }
    return `${op}${lang}\u0000${text}`;
  }

  /** The stored answer, or undefined (a miss). */
  get(key: string): ItemResult {
    const slot = this.index.get(key);
    if (slot === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.referenced[slot] = 1;
    return this.values[slot];
  }

  /** Stores an engine's answer; a failure (undefined) is never stored. */
  set(key: string, value: ItemResult): void {
    if (value === undefined || this.index.has(key)) return;
    let slot = this.hand;
    while (this.referenced[slot] === 1) {
      this.referenced[slot] = 0;
      slot = slot + 1 === this.capacity ? 0 : slot + 1;
    }
    this.hand = slot + 1 === this.capacity ? 0 : slot + 1;
    if (this.values[slot] !== undefined) this.index.delete(this.keys[slot]);
    this.keys[slot] = key;
    this.values[slot] = value;
    this.index.set(key, slot);
  }
}
