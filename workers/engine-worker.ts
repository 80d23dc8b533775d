// Piscina worker: runs one batch per task over the engines of this thread (shared pack buffers).
import { workerData } from 'piscina';
import type { Batch, EngineFiles, ItemResult } from './batch.ts';
import { EngineSet } from './engine-set.ts';
import type { SharedPacks } from './shared-packs.ts';

const { packs, files } = workerData as { packs: SharedPacks; files: EngineFiles };
const engines = new EngineSet(packs, files);

/**
 * Fault injection for test/fault.test.ts, honoured only in a test run (NODE_ENV=test and ENGINE_FAULTS=1):
 * a text equal to FAULT_THROW makes its engine call throw, FAULT_EXIT ends this worker thread mid-batch.
 */
const FAULTS = process.env.NODE_ENV === 'test' && process.env.ENGINE_FAULTS === '1';
const FAULT_THROW = 'fault-injection:throw';
const FAULT_EXIT = 'fault-injection:exit';

function injectFault(text: string): void {
  if (text === FAULT_THROW) throw new Error('injected engine fault');
  if (text === FAULT_EXIT) process.exit(1);
}

export default function runBatch(batch: Batch): ItemResult[] {
  const results: ItemResult[] = new Array(batch.texts.length);
  for (let i = 0; i < results.length; i++) {
    try {
      if (FAULTS) injectFault(batch.texts[i]);
      results[i] = engines.run(batch.ops[i], batch.langs[i], batch.texts[i]);
    } catch (error) {
      // One bad input must not fail its batch-mates; the server answers this one with a 500.
      console.error(`engine failure (op ${batch.ops[i]}, ${batch.langs[i]}): ${(error as Error).message}`);
      results[i] = undefined;
    }
  }
  return results;
}
