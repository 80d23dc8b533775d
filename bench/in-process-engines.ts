// The engines and language registry of a server, loaded in this process from the compiled packs: for the benches
// that run the front's code without a worker pool (bench/front-cost.ts, bench/node-http-reference.ts).
import { EngineSet } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';

export function inProcessEngines(): { engines: EngineSet; registry: LanguageRegistry } {
  const manifest = readManifest();
  if (!manifest) throw new Error('no compiled data: run npm run build:data');
  const files = { detector: manifest.detector.file, spellers: manifest.spellers, completers: manifest.completers };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector, ...Object.values(files.spellers), ...Object.values(files.completers)]);
  const registry = LanguageRegistry.fromManifest(manifest);
  return { engines: new EngineSet(packs, files, registry), registry };
}
