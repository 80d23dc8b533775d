// Starts the real server (the bundle `npm run build:code` makes of server/main.ts, as `npm start` runs it; or another
// script that prints `listening on http://host:port`)
// as a child process on a free port and waits until it is ready. Used by the tests and the benches.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
/** Loading every pack and starting the workers; generous for a loaded CI machine. */
const START_TIMEOUT_MS = 120_000;

export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function startServer(env: Record<string, string> = {}, script = join(ROOT, 'dist', 'main.mjs')): Promise<RunningServer> {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /listening on http:\/\/[^:]+:(\d+)/.exec(log);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({
        base: `http://127.0.0.1:${port}`,
        port,
        child,
        output: () => log,
        stop: () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
}

/** GET /api with the given parameters. */
export async function api(base: string, params: Record<string, string>): Promise<{ status: number; headers: Headers; body: string; json: any }> {
  const response = await fetch(`${base}/api?${new URLSearchParams(params)}`);
  return read(response);
}

export async function read(response: Response): Promise<{ status: number; headers: Headers; body: string; json: any }> {
  const body = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** Resident memory of a process, from /proc. */
export function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m![1]) * 1024;
}

/**
 * Touches every pack from every worker: all languages at once, round after round, each round's texts new so that the
 * result cache answers none of them. With the same texts each round only the first reached the workers, and then only
 * the few a batch or two went to: 8 workers measured 1 + 61 MiB so, and 1 + 66 to 83 once every worker had met every
 * language.
 */
export async function warmAllPacks(base: string, codes: string[], rounds = 12): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const letter = String.fromCharCode(0x61 + (round % 26));
    await Promise.all(
      codes.flatMap((lang) => [
        api(base, { cmd: 'autocorrect', text: `xqzt${letter}`, lang }),
        api(base, { cmd: 'autocomplete', text: `th${letter}`, lang }),
        api(base, { cmd: 'detect_language', text: `a short sentence in some language ${letter}` }),
      ]),
    );
  }
}
