// Main-thread side of the worker pool: collects requests for one event-loop turn (longer while every worker is busy),
// sends them as batches, and hands each rendered body back to the job that asked. A bounded queue turns overload into
// an immediate 503. One bad request costs only its own answer: when a worker dies or overruns the deadline on a batch,
// the request it was on is tried once more alone and the others are sent again; a request that loses its worker twice
// is answered 500 and, for a while, refused without an engine.
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { EngineCommand } from '../core/commands.ts';
import { EngineSet, type EngineFiles } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import type { OutputOptions } from '../core/output-options.ts';
import type { Body } from '../core/render.ts';
import type { RegistrySource } from '../data/language-entries.ts';
import { BatchBodies, formatCode, type Batch } from './batch.ts';
import { BatchDeadlines } from './batch-deadlines.ts';
import { ProgressSlotPool } from './batch-progress.ts';
import { BatchRun, type EngineJob } from './batch-run.ts';
import { CulpritMemory } from './culprit-memory.ts';
import type { SharedPacks } from './shared-packs.ts';
import { setEngineThreadV8Flags } from './v8-flags.ts';

export type { EngineJob } from './batch-run.ts';

export interface EnginePoolOptions {
  workers: number;
  packs: SharedPacks;
  files: EngineFiles;
  /** The languages, for the names in detection answers. */
  languages: RegistrySource;
  /** Requests per task. */
  maxBatch?: number;
  /** Requests queued or running past which submit() refuses. */
  maxQueued?: number;
  /** Commands answered on the calling (main) thread instead of a worker: for engines cheaper than the thread hop. */
  inline?: ReadonlySet<EngineCommand>;
  /** Commands answered on the calling thread while the pool is idle (see IDLE_INLINE_MAX_CHARS). */
  idleInline?: ReadonlySet<EngineCommand>;
}

/** Requests per task: 8 reach the engines' limit, and past 16 more wait behind a slow word (docs/BENCHMARKS.md). */
export const DEFAULT_MAX_BATCH = 16;
export const DEFAULT_MAX_QUEUED = 4096;
/** Longest text answered idle-inline: an engine's cost grows with the text, and the main thread must stay free. */
export const IDLE_INLINE_MAX_CHARS = 256;
/** Capped: V8's 16 MiB default was most of a worker's memory, for no engine time saved. */
export const WORKER_YOUNG_GENERATION_MB = 2;
/** Far above a worker's 6.5 MiB; any cap under 2 GiB saves 0.85 MiB a worker. A batch past it fails (500). */
export const WORKER_OLD_GENERATION_MB = 1024;

/** What the pool did about workers lost mid-batch, for /metrics. */
export interface PoolFaultCounts {
  /** Batches whose worker thread ended while it ran them. */
  workerDeaths: number;
  /** Batches whose worker was terminated because an engine call overran the deadline. */
  deadlineOverruns: number;
  /** Requests sent again because another request of their batch lost the worker. */
  bystandersRerun: number;
  /** Requests answered 500 at once, without an engine, as remembered culprits. */
  culpritsRefused: number;
}

export class EnginePool {
  private readonly piscina: Piscina;
  private readonly maxBatch: number;
  private readonly maxQueued: number;
  private ops: number[] = [];
  private formats: number[] = [];
  private locales: string[] = [];
  private callbacks: string[] = [];
  private langs: string[] = [];
  private texts: string[] = [];
  private jobs: EngineJob[] = [];
  private flushScheduled = false;
  /** Batches handed to the workers and not yet answered, and how many the workers run at once. */
  private batchesRunning = 0;
  private readonly workers: number;
  private readonly inline: ReadonlySet<EngineCommand>;
  private readonly idleInline: ReadonlySet<EngineCommand>;
  /** A request was answered idle-inline in this event-loop turn: the turn's others go to the pool. */
  private idleTurnTaken = false;
  /** Main-thread engines over the same shared packs, used for inline and idle-inline ops only. */
  private readonly inlineEngines: EngineSet | null;
  private readonly culprits = new CulpritMemory();
  private readonly progress: ProgressSlotPool;
  private readonly deadlines = new BatchDeadlines();
  /** Requests submitted to the workers and not yet answered. */
  pending = 0;
  /** Requests answered on the main thread because the pool was idle. */
  idleInlineAnswers = 0;
  /** Batches sent to the workers. */
  batchesSent = 0;
  readonly faults: PoolFaultCounts = { workerDeaths: 0, deadlineOverruns: 0, bystandersRerun: 0, culpritsRefused: 0 };

  constructor(options: EnginePoolOptions) {
    this.maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    this.maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
    this.workers = options.workers;
    this.inline = options.inline ?? new Set();
    this.idleInline = options.idleInline ?? new Set();
    this.inlineEngines =
      this.inline.size + this.idleInline.size > 0 ? new EngineSet(options.packs, options.files, new LanguageRegistry(options.languages)) : null;
    // Every batch in flight holds an accepted request, but for the warm-up batch of each worker (ready()).
    this.progress = new ProgressSlotPool(this.maxQueued + options.workers);
    setEngineThreadV8Flags();
    this.piscina = new Piscina({
      // A CommonJS file by path: piscina require()s it, and the thread never loads Node's ES module loader.
      filename: fileURLToPath(new URL('./engine-worker.cjs', import.meta.url)),
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: Infinity,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB },
      // Piscina's run and wait time histograms: clock reads and records per batch that nothing reads.
      recordTiming: false,
      // An idle worker waits on its event loop, not in Atomics.wait: sending a batch then wakes it with the port's own
      // signal alone, without a futex wake on the main thread (bench/pool-hop.ts, docs/BENCHMARKS.md).
      atomics: 'disabled',
      workerData: { packs: options.packs, files: options.files, languages: options.languages, progress: this.progress.buffer },
    });
    // A worker that fails between tasks is replaced like one that dies on a batch; unheard, the event would end the server.
    this.piscina.on('error', (error: Error) => console.error(`engine worker failed between batches: ${error.message}`));
  }

  /** Starts every worker and waits until each has loaded its engines' code. */
  async ready(): Promise<void> {
    const warmUp = async (): Promise<void> => {
      const progress = this.progress.take();
      await this.piscina.run({ ops: [], formats: [], locales: [], callbacks: [], langs: [], texts: [], slot: progress.slot } satisfies Batch);
      this.progress.release(progress);
    };
    await Promise.all(Array.from({ length: this.piscina.options.maxThreads }, warmUp));
  }

  /** False when the queue is full; the caller answers 503 then. An inline answer is given before this returns. */
  submit(command: EngineCommand, lang: string, text: string, options: OutputOptions, job: EngineJob): boolean {
    if (this.culprits.knows(command.op, lang, text)) {
      this.faults.culpritsRefused++;
      job.finish(null);
      return true;
    }
    if (this.inline.has(command)) {
      this.answerInline(command, lang, text, options, job);
      return true;
    }
    if (this.pending === 0 && !this.idleTurnTaken && text.length <= IDLE_INLINE_MAX_CHARS && this.idleInline.has(command)) {
      this.idleTurnTaken = true;
      setImmediate(this.endIdleTurn);
      this.idleInlineAnswers++;
      this.answerInline(command, lang, text, options, job);
      return true;
    }
    if (this.pending >= this.maxQueued) return false;
    this.pending++;
    this.ops.push(command.op);
    this.formats.push(formatCode(options));
    this.locales.push(options.locale);
    this.callbacks.push(options.callback ?? '');
    this.langs.push(lang);
    this.texts.push(text);
    this.jobs.push(job);
    // While every worker is busy the batch grows (up to maxBatch); the next batch to finish sends it.
    if (this.jobs.length >= this.maxBatch) this.flush();
    else if (!this.flushScheduled && this.batchesRunning < this.workers) {
      this.flushScheduled = true;
      setImmediate(this.flushScheduledBatch);
    }
    return true;
  }

  private answerInline(command: EngineCommand, lang: string, text: string, options: OutputOptions, job: EngineJob): void {
    job.finish(this.inlineEngines!.answer(command, lang, text, options));
  }

  private readonly endIdleTurn = (): void => {
    this.idleTurnTaken = false;
  };

  private readonly flushScheduledBatch = (): void => {
    this.flushScheduled = false;
    if (this.jobs.length > 0) this.flush();
  };

  private flush(): void {
    const progress = this.progress.take();
    const batch: Batch = {
      ops: this.ops,
      formats: this.formats,
      locales: this.locales,
      callbacks: this.callbacks,
      langs: this.langs,
      texts: this.texts,
      slot: progress.slot,
    };
    const run = new BatchRun(batch, this.jobs, false, progress);
    this.ops = [];
    this.formats = [];
    this.locales = [];
    this.callbacks = [];
    this.langs = [];
    this.texts = [];
    this.jobs = [];
    this.send(run);
  }

  private send(run: BatchRun): void {
    this.batchesRunning++;
    this.batchesSent++;
    this.deadlines.watch(run);
    this.piscina.run(run.batch, { signal: run }).then(
      (buffer: SharedArrayBuffer) => this.answered(run, buffer),
      () => this.lost(run),
    );
  }

  private answered(run: BatchRun, buffer: SharedArrayBuffer): void {
    this.settle(run);
    this.batchDone();
    const { jobs } = run;
    this.pending -= jobs.length;
    const bodies = new BatchBodies(buffer, jobs.length);
    for (let i = 0; i < jobs.length; i++) jobs[i].finish(bodies.body(i));
  }

  /** The worker died or was terminated on this batch (piscina starts a new one): only its culprit may fail. */
  private lost(run: BatchRun): void {
    if (run.overran) this.faults.deadlineOverruns++;
    else this.faults.workerDeaths++;
    const culprit = run.culprit();
    this.settle(run);
    if (run.size > 1) {
      this.faults.bystandersRerun += run.size - 1;
      const others: number[] = [];
      for (let i = 0; i < run.size; i++) if (i !== culprit) others.push(i);
      this.send(run.subset(others, false, this.progress.take()));
    }
    // The requests that waited for a worker go before the suspect's retry.
    this.batchDone();
    if (!run.retry) this.send(run.subset([culprit], true, this.progress.take()));
    else {
      const { ops, langs, texts } = run.batch;
      this.culprits.remember(ops[0], langs[0], texts[0]);
      this.pending--;
      run.jobs[0].finish(null);
    }
  }

  /** The batch is answered or lost: its deadline and its progress slot are given up. */
  private settle(run: BatchRun): void {
    this.deadlines.settle(run);
    this.progress.release(run.progress);
  }

  /** A worker is free: the requests gathered while none was go now. */
  private batchDone(): void {
    this.batchesRunning--;
    if (this.jobs.length > 0 && !this.flushScheduled) this.flush();
  }

  async close(): Promise<void> {
    await this.piscina.close();
    this.deadlines.clear();
  }
}
