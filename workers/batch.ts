// The unit of work sent to a worker: many requests in one message, so the thread hop is paid once per batch.
// Columns instead of one object per request keep structured cloning cheap.
import type { DetectedLanguage } from '../engines/detector.ts';

export const OP_DETECT = 0;
export const OP_CORRECT = 1;
export const OP_COMPLETE = 2;
export type Op = typeof OP_DETECT | typeof OP_CORRECT | typeof OP_COMPLETE;
export const OP_OF_COMMAND = { detect_language: OP_DETECT, autocorrect: OP_CORRECT, autocomplete: OP_COMPLETE } as const;

export interface Batch {
  ops: Uint8Array;
  /** Language code per request ('' for detection). */
  langs: string[];
  texts: string[];
}

/** Per request: the engine's answer, or undefined when the engine failed on it. */
export type ItemResult = DetectedLanguage[] | string | null | string[] | undefined;

/** Which pack file each engine reads, by language code; sent once to every worker with the shared buffers. */
export interface EngineFiles {
  detector: string;
  spellers: Record<string, string>;
  completers: Record<string, string>;
}
