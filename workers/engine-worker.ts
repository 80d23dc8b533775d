// Piscina worker: builds engines lazily over the shared pack buffers and runs one batch per task.
import { workerData } from 'piscina';
import { Pack } from '../engines/pack.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { Completer } from '../engines/completer.ts';
import { OP_COMPLETE, OP_CORRECT, OP_DETECT, type Batch, type EngineFiles, type ItemResult } from './batch.ts';
import type { SharedPacks } from './shared-packs.ts';

const { packs, files } = workerData as { packs: SharedPacks; files: EngineFiles };

let detector: LanguageDetector | null = null;
const correctors = new Map<string, Autocorrector>();
const completers = new Map<string, Completer>();

function pack(file: string | undefined): Pack {
  if (!file || !packs[file]) throw new Error(`no pack ${file}`);
  return new Pack(packs[file]);
}

function corrector(lang: string): Autocorrector {
  let engine = correctors.get(lang);
  if (!engine) correctors.set(lang, (engine = new Autocorrector(pack(files.spellers[lang]))));
  return engine;
}

function completer(lang: string): Completer {
  let engine = completers.get(lang);
  if (!engine) completers.set(lang, (engine = new Completer(pack(files.completers[lang]))));
  return engine;
}

function runOne(op: number, lang: string, text: string): ItemResult {
  switch (op) {
    case OP_DETECT:
      return (detector ??= new LanguageDetector(pack(files.detector))).detect(text);
    case OP_CORRECT:
      return corrector(lang).correct(text);
    case OP_COMPLETE:
      return completer(lang).complete(text);
    default:
      throw new Error(`unknown op ${op}`);
  }
}

export default function runBatch(batch: Batch): ItemResult[] {
  const results: ItemResult[] = new Array(batch.texts.length);
  for (let i = 0; i < results.length; i++) {
    try {
      results[i] = runOne(batch.ops[i], batch.langs[i], batch.texts[i]);
    } catch (error) {
      // One bad input must not fail its batch-mates; the server answers this one with a 500.
      console.error(`engine failure (op ${batch.ops[i]}, ${batch.langs[i]}): ${(error as Error).message}`);
      results[i] = undefined;
    }
  }
  return results;
}
