// Starts the real server (server/main.ts) as a child process on a free port and waits until it is ready.
import { spawn, type ChildProcess } from 'node:child_process';
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

export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
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
