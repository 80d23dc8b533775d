// The unit of work sent to a worker and what comes back: many requests in one message, so the thread hop is paid once
// per batch. Requests go as columns (no object per request to clone); their answers come back rendered, as the UTF-8
// bodies of the whole batch in one SharedArrayBuffer, which a message passes without a copy (an ArrayBuffer would need
// piscina's `move` to be transferred, and importing piscina costs each worker thread 1.2 MiB):
//
//   | end[0] end[1] ... end[n-1] (Int32) | body 0 | body 1 | ... | body n-1 |
//                                        ^ body i spans [end[i-1], end[i]) from here (end[-1] = 0)
//
// A request whose engine threw has an empty body and its end stored as ~end (negative): the server answers it 500.
import type { OutputOptions } from '../core/output-options.ts';

export interface Batch {
  /** Per request: its command's op (core/commands.ts, ENGINE_COMMANDS). Small integers: a plain array clones faster than a typed one is made. */
  ops: number[];
  /** Per request: its output options' format and short flag (formatCode). */
  formats: number[];
  locales: string[];
  /** '' for none. */
  callbacks: string[];
  /** Language code per request ('' for detection). */
  langs: string[];
  texts: string[];
  /** The slot where the worker says which request it is on (workers/batch-progress.ts). */
  slot: number;
}

const XML = 1;
const SHORT = 2;

export function formatCode(options: OutputOptions): number {
  return (options.format === 'xml' ? XML : 0) | (options.short ? SHORT : 0);
}

/** The options a batch column entry stands for (on the worker). */
export function optionsOf(format: number, locale: string, callback: string): OutputOptions {
  return { format: format & XML ? 'xml' : 'json', short: (format & SHORT) !== 0, locale, callback: callback === '' ? null : callback };
}

const END_BYTES = Int32Array.BYTES_PER_ELEMENT;

/** Lays out a batch's bodies (null: the engine threw) in one buffer, drawn above. */
export function packBodies(bodies: readonly (string | null)[]): SharedArrayBuffer {
  const n = bodies.length;
  let total = 0;
  for (const body of bodies) if (body !== null) total += Buffer.byteLength(body);
  const buffer = new SharedArrayBuffer(n * END_BYTES + total);
  const ends = new Int32Array(buffer, 0, n);
  const bytes = Buffer.from(buffer, n * END_BYTES);
  let end = 0;
  for (let i = 0; i < n; i++) {
    const body = bodies[i];
    if (body === null) ends[i] = ~end;
    else ends[i] = end += bytes.write(body, end);
  }
  return buffer;
}

/** Reads the bodies packBodies laid out, for a batch of `count` requests. */
export class BatchBodies {
  private readonly ends: Int32Array;
  private readonly start: number;

  constructor(
    private readonly buffer: SharedArrayBuffer,
    count: number,
  ) {
    this.ends = new Int32Array(buffer, 0, count);
    this.start = count * END_BYTES;
  }

  /** Request i's body, a view into the batch's buffer, or null when its engine threw. */
  body(i: number): Uint8Array | null {
    const end = this.ends[i];
    if (end < 0) return null;
    const from = i === 0 ? 0 : this.ends[i - 1] < 0 ? ~this.ends[i - 1] : this.ends[i - 1];
    return new Uint8Array(this.buffer, this.start + from, end - from);
  }
}
