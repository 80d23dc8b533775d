// The deadline on the engine calls of every batch in flight, kept by one timer for the whole pool: a timer per batch
// (set when sent, cleared when answered) cost the main thread a Timeout object and two timer-list updates per batch.
// The timer fires when the earliest running call may run out, checks every batch, and is set again for the next one
// while any call is running; a batch sent while it is set has a later deadline, so it is checked in time too.
import { ENGINE_CALL_DEADLINE_MS, type BatchRun } from './batch-run.ts';

export class BatchDeadlines {
  private readonly running = new Set<BatchRun>();
  private timer: NodeJS.Timeout | null = null;

  /** A batch is sent: its calls are watched from now on. */
  watch(run: BatchRun): void {
    this.running.add(run);
    if (this.timer === null) this.arm(ENGINE_CALL_DEADLINE_MS);
  }

  /** The batch is answered or lost: no deadline any more. */
  settle(run: BatchRun): void {
    this.running.delete(run);
  }

  /** Stops the timer (the pool is closing). */
  clear(): void {
    clearTimeout(this.timer ?? undefined);
    this.timer = null;
  }

  private arm(ms: number): void {
    this.timer = setTimeout(this.check, ms);
  }

  /** Made once: overruns end their batches (piscina terminates the worker), the others set the next check. */
  private readonly check = (): void => {
    this.timer = null;
    const now = Date.now();
    let next = Infinity;
    for (const run of this.running) {
      const left = run.msLeft(now);
      if (left > 0) next = Math.min(next, left);
      else if (!run.overran) run.overrun();
    }
    if (next !== Infinity) this.arm(next);
  };
}
