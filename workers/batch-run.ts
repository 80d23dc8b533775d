// One batch in a worker's hands, from its send to its answers: the requests (the batch's columns and the jobs waiting for
// them), how far the worker got, and the deadline on its engine calls. It is also the abort signal
// piscina watches for this batch: aborting it while the batch runs terminates the worker thread. (Piscina takes any
// object with addEventListener; an AbortController and its listener cost 5 µs per batch, this object nothing more.)
import type { Body } from '../core/render.ts';
import { BatchProgress, NOT_STARTED } from './batch-progress.ts';
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
  readonly progress: BatchProgress;
  /** The worker was terminated because an engine call overran the deadline. */
  overran = false;
  /** Read by piscina, as AbortSignal.aborted. */
  aborted = false;
  private abortListener: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly batch: Batch,
    readonly jobs: EngineJob[],
    /** A request sent again alone because its worker died on it: a second loss is its last. */
    readonly retry: boolean,
  ) {
    this.progress = new BatchProgress(batch.progress);
  }

  get size(): number {
    return this.jobs.length;
  }

  /** Starts the deadline: one timer per batch, set again only while the batch waits for a worker or a call runs long. */
  watch(): void {
    this.arm(ENGINE_CALL_DEADLINE_MS);
  }

  /** The batch is answered or lost: no deadline any more. */
  settle(): void {
    clearTimeout(this.timer ?? undefined);
  }

  /**
   * The request a lost batch is blamed on: the one whose engine call was running, the first if none had started, the
   * last if all had returned.
   */
  culprit(): number {
    return Math.min(Math.max(this.progress.request(), 0), this.size - 1);
  }

  /** Every request but one, in their order, as a new batch. */
  without(culprit: number): BatchRun {
    const others: number[] = [];
    for (let i = 0; i < this.size; i++) if (i !== culprit) others.push(i);
    return this.subset(others, false);
  }

  /** One request alone, as its retry. */
  only(culprit: number): BatchRun {
    return this.subset([culprit], true);
  }

  private subset(indices: number[], retry: boolean): BatchRun {
    const pick = <T>(column: ArrayLike<T>): T[] => indices.map((i) => column[i]);
    const { ops, formats, locales, callbacks, langs, texts } = this.batch;
    const batch: Batch = {
      ops: Uint8Array.from(pick(ops)),
      formats: Uint8Array.from(pick(formats)),
      locales: pick(locales),
      callbacks: pick(callbacks),
      langs: pick(langs),
      texts: pick(texts),
      progress: BatchProgress.buffer(),
    };
    return new BatchRun(batch, pick(this.jobs), retry);
  }

  /** AbortSignal's part that piscina uses: one listener, added when the batch is run, removed when it is done. */
  addEventListener(_type: 'abort', listener: () => void): void {
    this.abortListener = listener;
  }

  removeEventListener(): void {
    this.abortListener = null;
  }

  private arm(ms: number): void {
    this.timer = setTimeout(BatchRun.checkDeadline, ms, this);
  }

  /** Static, not a closure per batch: the timer carries its batch. */
  private static checkDeadline(run: BatchRun): void {
    const request = run.progress.request();
    // Every call has returned: the answers are on their way, however late the main thread reads them.
    if (request >= run.size) return;
    const ran = request === NOT_STARTED ? 0 : Date.now() - run.progress.since();
    if (ran < ENGINE_CALL_DEADLINE_MS) return run.arm(ENGINE_CALL_DEADLINE_MS - ran);
    run.overran = run.aborted = true;
    run.abortListener?.();
  }
}
