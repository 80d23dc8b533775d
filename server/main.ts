// Entry point: listen at once (healthz says 503 while starting), load the compiled packs into shared memory,
// start the worker pool, then serve. SIGTERM/SIGINT drain requests in flight and exit 0.
import { readManifest, COMPILED_DIR } from '../data/manifest.ts';
import { languagesToBuild } from '../data/build-languages.ts';
import { registrySource } from '../data/language-entries.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import { EnginePool } from '../workers/engine-pool.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';
import { AccessLog } from './access-log.ts';
import { configFromEnv } from './config.ts';
import { CorsPolicy } from './cors.ts';
import { ApiServer } from './http-app.ts';
import { openKeyStore } from './key-store.ts';
import { Metrics } from './metrics.ts';
import { MAX_CACHED_TEXT_CHARS, NO_CACHE_STATS, ResultCache } from './result-cache.ts';

/** A drain that takes longer than this is cut short so an orchestrator's stop never hangs. */
const DRAIN_TIMEOUT_MS = 30_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = configFromEnv();
  const manifest = readManifest();
  if (!manifest) throw new Error('no compiled data: run `npm run build:data` first');
  const keyStore = config.mode === 'cloud' ? await openKeyStore(config) : null;
  const metrics = new Metrics();
  const accessLog = config.accessLog ? new AccessLog() : null;
  const server = new ApiServer({ cors: new CorsPolicy(config.corsOrigins), metrics, accessLog });
  const port = await server.listen(config.host, config.port);
  // Every worker thread started past the pool's size replaces one that died.
  let workersStarted = 0;
  process.on('worker', () => {
    if (++workersStarted > config.workers) metrics.workerRestarts++;
  });

  const files = { detector: manifest.detector.file, spellers: manifest.spellers, completers: manifest.completers };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector, ...Object.values(files.spellers), ...Object.values(files.completers)]);
  const cache = config.resultCache > 0 ? new ResultCache(config.resultCache, MAX_CACHED_TEXT_CHARS) : null;
  const languages = registrySource(manifest);
  const pool = new EnginePool({
    workers: config.workers,
    packs,
    files,
    languages,
    inline: new Set(config.inline),
    idleInline: new Set(config.idleInline),
    maxQueued: config.queueLimit,
  });
  await pool.ready();
  const registry = new LanguageRegistry(languages);
  for (const { code } of languagesToBuild(manifest.allLanguages)) if (!registry.find(code)) throw new Error(`language ${code} has no compiled data at all`);
  metrics.sources = {
    queueDepth: () => pool.pending,
    idleInlineAnswers: () => pool.idleInlineAnswers,
    batchesSent: () => pool.batchesSent,
    inFlight: () => server.inFlight,
    ready: () => server.state === 'ready',
    storeErrors: () => keyStore?.storeErrors() ?? 0,
    resultCache: () => cache ?? NO_CACHE_STATS,
    poolFaults: () => pool.faults,
  };
  server.open({ registry, pool, cache, keys: keyStore?.keys ?? null, limiter: keyStore?.limiter ?? null });

  const mib = Object.values(packs).reduce((n, b) => n + b.byteLength, 0) / 2 ** 20;
  console.log(
    `listening on http://${config.host}:${port} (${config.mode}${config.redisUrl && keyStore ? ' with Redis' : ''}, ${config.workers} workers, ` +
      `${mib.toFixed(1)} MiB shared data, ready in ${Math.round(performance.now() - started)} ms)`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining ${server.inFlight} request(s)`);
    const timeout = setTimeout(() => process.exit(0), DRAIN_TIMEOUT_MS);
    await server.drain();
    accessLog?.flush();
    await pool.close();
    await keyStore?.close();
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
