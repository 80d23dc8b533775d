// Piscina worker: answers one batch per task over the engines of this thread (shared pack buffers), rendered, and
// hands the bodies back in one shared buffer (workers/batch.ts). It does not import piscina: piscina passes the pool's
// workerData to the thread as Node's own.
import { workerData } from 'node:worker_threads';
import { ENGINE_COMMANDS } from '../core/commands.ts';
import { EngineSet, type EngineFiles } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import type { RegistrySource } from '../data/language-entries.ts';
import { optionsOf, packBodies, type Batch } from './batch.ts';
import { ProgressSlots } from './batch-progress.ts';
import type { SharedPacks } from './shared-packs.ts';

/**
 * In a test run only (test/fault.test.ts): FAULT_THROW makes an engine throw, FAULT_EXIT ends the thread, FAULT_LOOP
 * never returns (a runaway engine call, for the pool's deadline).
 */
const FAULTS = process.env.NODE_ENV === 'test' && process.env.ENGINE_FAULTS === '1';
const FAULT_THROW = 'fault-injection:throw';
const FAULT_EXIT = 'fault-injection:exit';
const FAULT_LOOP = 'fault-injection:loop';

function injectFault(text: string): void {
  if (text === FAULT_THROW) throw new Error('injected engine fault');
  if (text === FAULT_EXIT) process.exit(1);
  if (text === FAULT_LOOP) for (;;);
}

const { packs, files, languages, progress: progressBuffer } = workerData as {
  packs: SharedPacks;
  files: EngineFiles;
  languages: RegistrySource;
  progress: SharedArrayBuffer;
};
const progressSlots = new ProgressSlots(progressBuffer);
const engines = new EngineSet(packs, files, new LanguageRegistry(languages), FAULTS ? injectFault : null);

export default function runBatch(batch: Batch): SharedArrayBuffer {
  const bodies: (string | null)[] = new Array(batch.texts.length);
  const progress = progressSlots.at(batch.slot);
  for (let i = 0; i < bodies.length; i++) {
    progress.begin(i);
    const options = optionsOf(batch.formats[i], batch.locales[i], batch.callbacks[i]);
    bodies[i] = engines.answer(ENGINE_COMMANDS[batch.ops[i]], batch.langs[i], batch.texts[i], options);
  }
  progress.end(bodies.length);
  return packBodies(bodies);
}
