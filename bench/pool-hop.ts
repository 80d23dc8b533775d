// The main thread's CPU per request handed to the engine pool, without HTTP: submitting, sending the batch through
// piscina, reading its answers back, by batch size. Each batch is a turn's worth of new detections of a few words (the
// cheapest engine call, answered on a worker); the main thread does nothing else, so its CPU is the hop's alone.
// Compare builds by running it in each: `node --import tsx bench/pool-hop.ts [--batches 10000] [--sizes 1,4,16]`
import { parseArgs } from 'node:util';
import { findEngineCommand } from '../core/commands.ts';
import { registrySource } from '../data/language-entries.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { EnginePool } from '../workers/engine-pool.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';
import { threadCpu } from './thread-cpu.ts';
import { uniqueDetections } from './unique-inputs.ts';

const { values } = parseArgs({ options: { batches: { type: 'string', default: '10000' }, sizes: { type: 'string', default: '1,4,16' } } });
const batches = Number(values.batches);
const sizes = values.sizes!.split(',').map(Number);
/** Batches before timing, per size: the pool's and the engine's code optimized. */
const WARM_UP_BATCHES = 500;

const manifest = readManifest();
if (!manifest) throw new Error('no compiled data: run npm run build:data');
const files = { detector: manifest.detector.file, spellers: {}, completers: {} };
const pool = new EnginePool({ workers: 2, packs: loadSharedPacks(COMPILED_DIR, [files.detector]), files, languages: registrySource(manifest) });
await pool.ready();
const DETECT = findEngineCommand('detect_language')!;
const OPTIONS = { format: 'json', callback: null, short: false, locale: 'en' } as const;
const texts = uniqueDetections((WARM_UP_BATCHES + batches) * Math.max(...sizes) * sizes.length).map((input) => input.text);
let next = 0;

/** Sends one batch of `size` new detections in this turn and resolves when every answer is back. */
function batch(size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = size;
    const job = {
      finish(body: unknown) {
        if (body === null) reject(new Error('an engine failed'));
        else if (--left === 0) resolve();
      },
    };
    for (let i = 0; i < size; i++) pool.submit(DETECT, '', texts[next++ % texts.length], OPTIONS, job);
  });
}

const mainCpu = () => threadCpu(process.pid).get(process.pid) ?? 0;
console.log('| requests per batch | main thread µs per request | main thread µs per batch | batches |\n|---|---|---|---|');
for (const size of sizes) {
  for (let i = 0; i < WARM_UP_BATCHES; i++) await batch(size);
  const sent = pool.batchesSent;
  const before = mainCpu();
  for (let i = 0; i < batches; i++) await batch(size);
  const us = (mainCpu() - before) * 1e6;
  if (pool.batchesSent - sent !== batches) throw new Error(`${pool.batchesSent - sent} batches sent for ${batches}`);
  console.log(`| ${size} | ${(us / (batches * size)).toFixed(1)} | ${(us / batches).toFixed(1)} | ${batches} |`);
}
await pool.close();
