// Several fronts, measured beside the server's one: FRONTS threads each run the real front (server/http-app.ts) in a
// uWS App of their own on one port, with their own result cache and a piscina pool of WORKERS / FRONTS engine workers,
// over one set of shared packs. uWebSockets.js 20.30 has no addChildAppDescriptor, so the Apps share the port through
// SO_REUSEPORT (the kernel spreads connections over them), which the server itself refuses.
// Start it like the server: PORT=2990 FRONTS=2 WORKERS=2 node --import tsx bench/multi-front.ts
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { TemplatedApp, us_listen_socket } from 'uWebSockets.js';
import type { EngineFiles } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import { registrySource } from '../data/language-entries.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { configFromEnv } from '../server/config.ts';
import { CorsPolicy } from '../server/cors.ts';
import { ApiServer } from '../server/http-app.ts';
import { Metrics } from '../server/metrics.ts';
import { MAX_CACHED_TEXT_CHARS, ResultCache } from '../server/result-cache.ts';
import { loadNativeUws } from '../server/uws.ts';
import { EnginePool } from '../workers/engine-pool.ts';
import { loadSharedPacks, type SharedPacks } from '../workers/shared-packs.ts';

interface FrontData {
  packs: SharedPacks;
  files: EngineFiles;
  port: number;
  engineWorkers: number;
}

/** Listens on a port other Apps of this process may share (uWS's default listen sets SO_REUSEPORT). */
function listenShared(server: ApiServer, host: string, port: number): Promise<number> {
  const uws = loadNativeUws();
  const app = (server as unknown as { app: TemplatedApp }).app;
  return new Promise((resolve, reject) =>
    app.listen(host, port, (socket: us_listen_socket | false) => (socket ? resolve(uws.us_socket_local_port(socket)) : reject(new Error(`cannot listen on ${port}`)))),
  );
}

/** One front: the server's own classes, wired as server/main.ts wires them (on-premises, no access log). */
async function runFront(data: FrontData): Promise<number> {
  const config = configFromEnv();
  const manifest = readManifest()!;
  const languages = registrySource(manifest);
  const server = new ApiServer({ cors: new CorsPolicy(config.corsOrigins), metrics: new Metrics(), accessLog: null });
  const port = await listenShared(server, config.host, data.port);
  const cache = config.resultCache > 0 ? new ResultCache(config.resultCache, MAX_CACHED_TEXT_CHARS) : null;
  const pool = new EnginePool({ workers: data.engineWorkers, packs: data.packs, files: data.files, languages, idleInline: new Set(config.idleInline) });
  await pool.ready();
  server.open({ registry: new LanguageRegistry(languages), pool, cache, keys: null, limiter: null });
  return port;
}

if (isMainThread) {
  const config = configFromEnv();
  const fronts = Number(process.env.FRONTS ?? 2);
  const manifest = readManifest()!;
  const files = { detector: manifest.detector.file, spellers: manifest.spellers, completers: manifest.completers };
  const packs = loadSharedPacks(COMPILED_DIR, [files.detector, ...Object.values(files.spellers), ...Object.values(files.completers)]);
  const engineWorkers = Math.max(1, Math.round(config.workers / fronts));
  const port = await runFront({ packs, files, port: config.port, engineWorkers });
  await Promise.all(
    Array.from({ length: fronts - 1 }, () => {
      const worker = new Worker(new URL('./multi-front-thread.mjs', import.meta.url), { workerData: { packs, files, port, engineWorkers } satisfies FrontData });
      return new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    }),
  );
  console.log(`listening on http://${config.host}:${port} (${fronts} fronts, ${engineWorkers} engine workers each)`);
} else {
  await runFront(workerData as FrontData);
  parentPort!.postMessage('ready');
}
