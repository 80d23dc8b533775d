// Resident memory after touching every pack, and start-up time (spawn to ready), by number of workers.
import { readManifest } from '../data/manifest.ts';
import { rssBytes, startServer, warmAllPacks } from '../test/server-harness.ts';

export interface MemoryRow {
  workers: number;
  startupMs: number;
  rssMiB: number;
}

export async function runMemory(workerCounts: number[]): Promise<MemoryRow[]> {
  const codes = Object.keys(readManifest()!.completers);
  const rows: MemoryRow[] = [];
  for (const workers of workerCounts) {
    const t0 = performance.now();
    const server = await startServer({ WORKERS: String(workers) });
    const startupMs = Math.round(performance.now() - t0);
    try {
      await warmAllPacks(server.base, codes);
      rows.push({ workers, startupMs, rssMiB: Math.round(rssBytes(server.child.pid!) / 2 ** 20) });
    } finally {
      await server.stop();
    }
  }
  return rows;
}
