// V8 flags set before the pool starts its threads. V8 takes Node's built-in code cache only when its flags hash as they
// did when Node made that cache; with ours they do not, so each thread compiles Node's internal functions when it first
// calls them instead of holding the bytecode of every function of every internal module it loads: about 0.85 MiB less
// old space a worker (docs/BENCHMARKS.md, memory per worker). Flags are the process's, read by each isolate at start.
import { setFlagsFromString } from 'node:v8';

/** Functions compile when first called, never eagerly on a parser's hint: no bytecode for code a thread never runs. */
export const ENGINE_THREAD_V8_FLAGS = '--max-lazy';

export function setEngineThreadV8Flags(): void {
  setFlagsFromString(ENGINE_THREAD_V8_FLAGS);
}
