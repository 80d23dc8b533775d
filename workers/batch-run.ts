// One batch in a worker's hands, from its send to its answers: the requests (the batch's columns and the jobs waiting for
// them), how far the worker got, and how long its running engine call has left before the deadline. It is also the
// abort signal piscina watches for this batch: aborting it while the batch runs terminates the worker thread. (Piscina
// takes any object with addEventListener; an AbortController and its listener cost 5 µs per batch, this object nothing
// more.)
import type { Body } from '../core/render.ts';
import { NOT_STARTED, type BatchProgress } from './batch-progress.ts';
import type { Batch } from './batch.ts';

/** Someone waiting for an answer: its body, or null when the engine threw or the request lost its worker twice (now or before). */
export interface EngineJob {
  finish(body: Body | null): void;
}

/**
 * No engine call of a batch may run longer; past it the worker is terminated. Far above the slowest honest call found by
 * bench/slowest-calls.ts: 0.73-0.94 s, detect_language on 100,000 mixed Arabic, Hebrew and Thai letters, on 2 cores at a
 * load average of 7 to 14. Per call, not per batch: 16 such calls in one batch are honest too.
 */
export const ENGINE_CALL_DEADLINE_MS = 5_000;

export class BatchRun {
  /** The worker was terminated because an engine call overran the deadline. */
  overran = false;
  /** Read by piscina, as AbortSignal.aborted. */
  aborted = false;
  private abortListener: (() => void) | null = null;

  constructor(
    readonly batch: Batch,
    readonly jobs: EngineJob[],
    /** A request sent again alone because its worker died on it: a second loss is its last. */
    readonly retry: boolean,
    /** The batch's slot (batch.slot), taken from the pool's ProgressSlots. */
    readonly progress: BatchProgress,
  ) {}

  get size(): number {
    return this.jobs.length;
  }

  /**
   * Milliseconds its running engine call has left at `now` (Date.now()); the whole deadline while the batch waits for a
   * worker, Infinity once every call has returned (the answers are on their way, however late the main thread reads them).
   */
  msLeft(now: number): number {
    const request = this.progress.request();
    if (request === NOT_STARTED) return ENGINE_CALL_DEADLINE_MS;
    if (request >= this.size) return Infinity;
    return ENGINE_CALL_DEADLINE_MS - (now - this.progress.since());
  }

  /** An engine call overran the deadline: piscina terminates the worker, and the batch is lost. */
  overrun(): void {
    this.overran = this.aborted = true;
    this.abortListener?.();
  }

  /**
   * The request a lost batch is blamed on: the one whose engine call was running, the first if none had started, the
   * last if all had returned.
   */
  culprit(): number {
    return Math.min(Math.max(this.progress.request(), 0), this.size - 1);
  }

  /** The requests at `indices`, in their order, as a new batch in slot `progress`. */
  subset(indices: readonly number[], retry: boolean, progress: BatchProgress): BatchRun {
    const pick = <T>(column: readonly T[]): T[] => indices.map((i) => column[i]);
    const { ops, formats, locales, callbacks, langs, texts } = this.batch;
    const batch: Batch = {
      ops: pick(ops),
      formats: pick(formats),
      locales: pick(locales),
      callbacks: pick(callbacks),
      langs: pick(langs),
      texts: pick(texts),
      slot: progress.slot,
    };
    return new BatchRun(batch, pick(this.jobs), retry, progress);
  }

  /** AbortSignal's part that piscina uses: one listener, added when the batch is run, removed when it is done. */
  addEventListener(_type: 'abort', listener: () => void): void {
    this.abortListener = listener;
  }

  removeEventListener(): void {
    this.abortListener = null;
  }
}
