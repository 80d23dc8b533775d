// Entry point: listen at once (healthz says 503 while starting), load the compiled packs into shared memory,
// start the worker pool, then serve. SIGTERM/SIGINT drain requests in flight and exit 0.
import { readManifest, COMPILED_DIR } from '../data/manifest.ts';
import { LANGUAGES } from '../data/languages.ts';
import { EnginePool } from '../workers/engine-pool.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';
import { ApiKeys } from './api-keys.ts';
import { configFromEnv } from './config.ts';
import { ApiServer } from './http-app.ts';
import { LanguageRegistry } from './language-registry.ts';

/** A drain that takes longer than this is cut short so an orchestrator's stop never hangs. */
const DRAIN_TIMEOUT_MS = 30_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = configFromEnv();
  const manifest = readManifest();
  if (!manifest) throw new Error('no compiled data: run `npm run build:data` first');
  const keys = config.mode === 'cloud' ? ApiKeys.fromFile(config.keysFile!) : null;

  const server = new ApiServer();
  const port = await server.listen(config.host, config.port);

  const files = { detector: manifest.detector.file, spellers: manifest.spellers, completers: manifest.completers };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector, ...Object.values(files.spellers), ...Object.values(files.completers)]);
  const pool = new EnginePool({ workers: config.workers, packs, files });
  await pool.ready();
  const registry = new LanguageRegistry({
    detect: manifest.detector.languages,
    autocorrect: Object.keys(manifest.spellers),
    // Languages of the source table without a pack are still known codes: they answer 403, not 400.
    autocomplete: Object.keys(manifest.completers),
  });
  for (const { code } of LANGUAGES) if (!registry.find(code)) throw new Error(`language ${code} has no compiled data at all`);
  server.open({ registry, pool, keys });

  const mib = Object.values(packs).reduce((n, b) => n + b.byteLength, 0) / 2 ** 20;
  console.log(
    `listening on http://${config.host}:${port} (${config.mode}, ${config.workers} workers, ` +
      `${mib.toFixed(1)} MiB shared data, ready in ${Math.round(performance.now() - started)} ms)`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining ${server.inFlight} request(s)`);
    const timeout = setTimeout(() => process.exit(0), DRAIN_TIMEOUT_MS);
    await server.drain();
    await pool.close();
    clearTimeout(timeout);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: Error) => {
  console.error(`startup failed: ${error.message}`);
  process.exit(1);
});
