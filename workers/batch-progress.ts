// How far a worker has got in its batch, in a small SharedArrayBuffer both threads see: which request's engine call is
// running and since when. The worker writes it before each call; the pool reads it when the worker dies or a call
// overruns, to tell the one request to blame from its bystanders.
//
//   | call started at (Float64, Date.now() ms) | request running (Int32: NOT_STARTED before the first call, the
//                                                 batch's size once every call has returned) |
//
// The start time is written before the index, and the index with Atomics: a reader that sees index i sees its time.

const STARTED_AT = 0;
const RUNNING_BYTE = Float64Array.BYTES_PER_ELEMENT;
const BYTES = RUNNING_BYTE + Int32Array.BYTES_PER_ELEMENT;
export const NOT_STARTED = -1;

export class BatchProgress {
  private readonly startedAt: Float64Array;
  private readonly running: Int32Array;

  /** A fresh buffer for one batch: nothing started. */
  static buffer(): SharedArrayBuffer {
    const buffer = new SharedArrayBuffer(BYTES);
    new Int32Array(buffer, RUNNING_BYTE, 1)[0] = NOT_STARTED;
    return buffer;
  }

  constructor(buffer: SharedArrayBuffer) {
    this.startedAt = new Float64Array(buffer, STARTED_AT, 1);
    this.running = new Int32Array(buffer, RUNNING_BYTE, 1);
  }

  /** On the worker: request i's engine call starts now. */
  begin(i: number): void {
    this.startedAt[0] = Date.now();
    Atomics.store(this.running, 0, i);
  }

  /** On the worker: every engine call has returned; the answers are being sent. */
  end(size: number): void {
    Atomics.store(this.running, 0, size);
  }

  /** The request whose engine call is running, NOT_STARTED before the first, the batch's size after the last. */
  request(): number {
    return Atomics.load(this.running, 0);
  }

  /** When that call started, Date.now() ms; meaningless while request() is NOT_STARTED. */
  since(): number {
    return this.startedAt[0];
  }
}
