// Piscina worker: runs one batch per task over the engines of this thread (shared pack buffers).
import { workerData } from 'piscina';
import type { Batch, EngineFiles, ItemResult } from './batch.ts';
import { EngineSet } from './engine-set.ts';
import type { SharedPacks } from './shared-packs.ts';


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

const { packs, files } = workerData as { packs: SharedPacks; files: EngineFiles };
const engines = new EngineSet(packs, files, FAULTS ? injectFault : null);

export default function runBatch(batch: Batch): ItemResult[] {
  const results: ItemResult[] = new Array(batch.texts.length);
  for (let i = 0; i < results.length; i++) {
    // undefined when the engine threw: the server answers that request alone with a 500.
    results[i] = engines.tryRun(batch.ops[i], batch.langs[i], batch.texts[i]);
  }
  return results;
}
