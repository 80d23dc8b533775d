// How far each worker has got in its batch, in one SharedArrayBuffer every thread holds from its start (the pool's
// workerData), so a batch carries only its slot's number: which request's engine call is running and since when. The
// worker writes its slot before each call; the pool reads it when the worker dies or a call overruns, to tell the one
// request to blame from its bystanders. A slot is taken per batch sent and given back when the batch is answered or
// lost; a batch holds at least one accepted request, so the queue's bound plus one warm-up batch per worker bounds them.
//
//   slot s, SLOT_BYTES from s * SLOT_BYTES:
//   | call started at (Float64, Date.now() ms) | request running (Int32: NOT_STARTED before the first call, the
//                                                 batch's size once every call has returned) | unused (Int32) |
//
// The start time is written before the index, and the index with Atomics: a reader that sees index i sees its time.

const SLOT_BYTES = 16;
const STARTED_AT = SLOT_BYTES / Float64Array.BYTES_PER_ELEMENT;
const RUNNING = SLOT_BYTES / Int32Array.BYTES_PER_ELEMENT;
const RUNNING_OFFSET = Float64Array.BYTES_PER_ELEMENT / Int32Array.BYTES_PER_ELEMENT;
export const NOT_STARTED = -1;

/** One slot's reader and writer. */
export class BatchProgress {
  constructor(
    private readonly startedAt: Float64Array,
    private readonly running: Int32Array,
    readonly slot: number,
  ) {}

  /** On the pool: a batch about to be sent, nothing started. */
  reset(): void {
    Atomics.store(this.running, this.slot * RUNNING + RUNNING_OFFSET, NOT_STARTED);
  }

  /** On the worker: request i's engine call starts now. */
  begin(i: number): void {
    this.startedAt[this.slot * STARTED_AT] = Date.now();
    Atomics.store(this.running, this.slot * RUNNING + RUNNING_OFFSET, i);
  }

  /** On the worker: every engine call has returned; the answers are being sent. */
  end(size: number): void {
    Atomics.store(this.running, this.slot * RUNNING + RUNNING_OFFSET, size);
  }

  /** The request whose engine call is running, NOT_STARTED before the first, the batch's size after the last. */
  request(): number {
    return Atomics.load(this.running, this.slot * RUNNING + RUNNING_OFFSET);
  }

  /** When that call started, Date.now() ms; meaningless while request() is NOT_STARTED. */
  since(): number {
    return this.startedAt[this.slot * STARTED_AT];
  }
}

/** The slots drawn above, over the buffer the pool made, as a worker reads them. */
export class ProgressSlots {
  private readonly startedAt: Float64Array;
  private readonly running: Int32Array;

  constructor(readonly buffer: SharedArrayBuffer) {
    this.startedAt = new Float64Array(buffer);
    this.running = new Int32Array(buffer);
  }

  /** Slot `slot`, as the worker reads a batch's. */
  at(slot: number): BatchProgress {
    return new BatchProgress(this.startedAt, this.running, slot);
  }
}

/** The pool's side: the slots and which of them are free. */
export class ProgressSlotPool extends ProgressSlots {
  /** Free slots, a stack: free[0, freeCount). */
  private readonly free: Int32Array;
  private freeCount: number;

  constructor(count: number) {
    super(new SharedArrayBuffer(count * SLOT_BYTES));
    this.free = new Int32Array(count);
    for (let i = 0; i < count; i++) this.free[i] = count - 1 - i;
    this.freeCount = count;
  }

  /** A free slot, marked NOT_STARTED, for a batch about to be sent. */
  take(): BatchProgress {
    if (this.freeCount === 0) throw new Error('more batches in flight than the queue allows');
    const progress = this.at(this.free[--this.freeCount]);
    progress.reset();
    return progress;
  }

  /** The batch of this slot is answered or lost. */
  release(progress: BatchProgress): void {
    this.free[this.freeCount++] = progress.slot;
  }
}
