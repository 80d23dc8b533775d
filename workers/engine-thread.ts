// One engine worker thread, seen from the pool: it runs one batch at a time, posted straight to the thread, and
// reports the batch's answer buffer, or the batch's loss when the thread ends while running it (the pool then starts
// a replacement). Node's own Worker and its port, without a task library in between: piscina's task records,
// async-hook scopes and abort-signal listeners cost the main thread about 10 µs more per batch (scratch bench of a
// round trip: 20 µs against 9 µs), which is most of a cheap request's hand-off.
import { Worker } from 'node:worker_threads';
import type { EngineFiles } from '../core/engine-set.ts';
import type { RegistrySource } from '../data/language-entries.ts';
import type { Batch } from './batch.ts';
import { BatchProgress } from './batch-progress.ts';
import type { SharedPacks } from './shared-packs.ts';

/** What a worker thread is started with (read by workers/engine-worker.ts). */
export interface EngineThreadData {
  packs: SharedPacks;
  files: EngineFiles;
  languages: RegistrySource;
  /** Its BatchProgress buffer, the same for every batch it runs. */
  progress: SharedArrayBuffer;
}

export interface EngineThreadOptions {
  packs: SharedPacks;
  files: EngineFiles;
  languages: RegistrySource;
  resourceLimits: { maxYoungGenerationSizeMb: number; maxOldGenerationSizeMb: number };
}

/** The pool's side of a thread's events; `thread` says which one. */
export interface EngineThreadOwner {
  /** The batch running on `thread` is answered: its bodies, laid out by workers/batch.ts. */
  answered(thread: EngineThread, buffer: SharedArrayBuffer): void;
  /** `thread` ended (died, or was terminated); `running` says whether a batch was on it. */
  ended(thread: EngineThread, running: boolean): void;
}

const WORKER_FILE = new URL('./engine-worker.mjs', import.meta.url);

export class EngineThread {
  /** Where the thread's batch is: written before each batch, read when the thread is lost on it. */
  readonly progress: BatchProgress;
  /** A batch was posted and not yet answered. */
  running = false;
  /** Settles once the thread has loaded its engines' code (its first message), or ended before. */
  readonly loaded: Promise<void>;
  private isLoaded = false;
  private settleLoaded: ((error?: Error) => void) | null = null;
  private readonly worker: Worker;
  private exited = false;

  constructor(
    options: EngineThreadOptions,
    private readonly owner: EngineThreadOwner,
  ) {
    const buffer = BatchProgress.buffer();
    this.progress = new BatchProgress(buffer);
    this.loaded = new Promise((resolve, reject) => (this.settleLoaded = (error) => (error ? reject(error) : resolve())));
    // Awaited only by the pool's start; a replacement that fails to load shows as its exit.
    this.loaded.catch(() => undefined);
    const workerData: EngineThreadData = { packs: options.packs, files: options.files, languages: options.languages, progress: buffer };
    this.worker = new Worker(WORKER_FILE, { workerData, resourceLimits: options.resourceLimits });
    // Idle, the thread keeps no process alive (a test's or a drained server's); busy, it does, until it answers.
    this.worker.unref();
    this.worker.on('message', this.onMessage);
    // An uncaught error ends the thread: reported here, handled on 'exit' like any other end.
    this.worker.on('error', this.onError);
    this.worker.on('exit', this.onExit);
  }

  /** Runs a batch; the thread must be idle. */
  run(batch: Batch): void {
    this.running = true;
    this.progress.reset();
    this.worker.ref();
    this.worker.postMessage(batch);
  }

  /** Ends the thread (a runaway call, or the pool closing): its batch, if any, is reported lost. */
  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  /** Made once: no closure per batch. */
  private readonly onMessage = (buffer: SharedArrayBuffer): void => {
    if (!this.isLoaded) {
      this.isLoaded = true;
      return this.settleLoaded!();
    }
    this.running = false;
    this.worker.unref();
    this.owner.answered(this, buffer);
  };

  private readonly onError = (error: Error): void => {
    console.error(`engine worker failed${this.running ? '' : ' between batches'}: ${error.message}`);
  };

  private readonly onExit = (): void => {
    if (this.exited) return;
    this.exited = true;
    if (!this.isLoaded) this.settleLoaded!(new Error('an engine worker ended while loading its engines'));
    const { running } = this;
    this.running = false;
    this.owner.ended(this, running);
  };
}
