// Starts the Debian services the scale-out tests need, on loopback and free ports, in a temporary directory:
// redis-server (shared keys and counters) and nginx (the load balancer of deploy/nginx/text-assist.conf).
// .ci/run installs both; a developer without them sees these tests skipped with the apt-get line to run,
// except under CI (CI=true), where a missing service is a failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const START_TIMEOUT_MS = 10_000;

export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';

/** A skip reason for node:test when a binary is missing outside CI; under CI the test runs and fails. */
export function missing(binary: string, aptPackage: string): string | false {
  if (existsSync(binary) || process.env.CI) return false;
  return `${binary} not installed (apt-get install ${aptPackage})`;
}

/** A port free at the time of asking on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningService {
  port: number;
  dir: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], port: number, dir: string, isUp: () => boolean): Promise<RunningService> {
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const service: RunningService = {
    port,
    dir,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!isUp()) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await service.stop();
        throw new Error(`${command} did not start:\n${log}`);
      }
      await sleep(50);
    }
    return service;
  })();
}

/** redis-server without persistence on 127.0.0.1; `url` is what REDIS_URL takes. */
export async function startRedis(): Promise<RunningService & { url: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const up = () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
  const service = await run(REDIS_SERVER, args, port, dir, up);
  return { ...service, url: `redis://127.0.0.1:${port}` };
}

/**
 * nginx in the foreground with a throw-away prefix. `http` is the text inside its http {} block
 * (the test passes deploy/nginx/text-assist.conf with its ports rewritten).
 */
export async function startNginx(http: string, port: number): Promise<RunningService> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // Started as root, nginx's workers run as nobody and must reach the body buffer files in here.
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      http,
      '}',
      '',
    ].join('\n'),
  );
  const up = () => spawnSync('bash', ['-c', `exec 3<>/dev/tcp/127.0.0.1/${port}`]).status === 0;
  return run(NGINX, ['-p', dir, '-c', conf], port, dir, up);
}
