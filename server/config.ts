// Server settings from the environment, validated once at start (decisions.md, "Running").
import { availableParallelism } from 'node:os';
import { ENGINE_COMMANDS, findEngineCommand, type EngineCommand } from '../core/commands.ts';
import { DEFAULT_MAX_QUEUED } from '../workers/engine-pool.ts';
import { DEFAULT_RESULT_CACHE_ENTRIES } from './result-cache.ts';

export type ApiMode = 'onprem' | 'cloud';

export interface ServerConfig {
  host: string;
  port: number;
  workers: number;
  /** Requests queued or running in the pool past which new ones answer 503 (QUEUE_LIMIT). */
  queueLimit: number;
  mode: ApiMode;
  keysFile: string | null;
  /** Keys and rate counters shared by every node through Redis (cloud mode). */
  redisUrl: string | null;
  /** Origins allowed by CORS; `*` allows any. Empty: no CORS headers, OPTIONS is a 405. */
  corsOrigins: string[];
  /** JSON access log lines on stdout. */
  accessLog: boolean;
  /** Commands answered on the main thread instead of the worker pool (INLINE_COMMANDS, comma-separated). */
  inline: EngineCommand[];
  /** Commands answered on the main thread while the pool is idle (IDLE_INLINE_COMMANDS; workers/engine-pool.ts). */
  idleInline: EngineCommand[];
  /** Engine answers kept on the main thread for repeated requests (RESULT_CACHE entries); 0 disables the cache. */
  resultCache: number;
}

/** INLINE_COMMANDS by default: none, as every command measured the same or worse inline (docs/BENCHMARKS.md). */
export const DEFAULT_INLINE_COMMANDS = '';
/** Commands answered on the main thread while the pool is idle: autocomplete, whose users wait on every keystroke. */
export const DEFAULT_IDLE_INLINE_COMMANDS = 'autocomplete';

function inlineFrom(variable: string, value: string): EngineCommand[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => {
      const command = findEngineCommand(name);
      if (!command) throw new Error(`${variable}: '${name}' is not an engine command (${ENGINE_COMMANDS.map((c) => c.name).join(', ')})`);
      return command;
    });
}

function flagFrom(name: string, value: string | undefined): boolean {
  const v = (value ?? '').toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'off') return false;
  if (v === '1' || v === 'true' || v === 'on') return true;
  throw new Error(`${name} must be 1 or 0`);
}

/** `https://a.example, https://b.example` or `*`; each origin as a browser sends it (scheme://host[:port]). */
function originsFrom(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`CORS_ORIGINS: '${origin}' is not scheme://host[:port] or *`);
  }
  return origins;
}

function intFrom(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = (env.API_MODE || 'onprem').toLowerCase();
  if (mode !== 'onprem' && mode !== 'cloud') throw new Error('API_MODE must be onprem or cloud');
  const keysFile = env.API_KEYS_FILE || null;
  const redisUrl = env.REDIS_URL || null;
  if (mode === 'cloud' && !keysFile && !redisUrl) throw new Error('API_MODE=cloud needs API_KEYS_FILE or REDIS_URL');
  return {
    host: env.HOST || '0.0.0.0',
    port: intFrom('PORT', env.PORT, 2880, 0, 65535),
    workers: intFrom('WORKERS', env.WORKERS, availableParallelism(), 1, 256),
    queueLimit: intFrom('QUEUE_LIMIT', env.QUEUE_LIMIT, DEFAULT_MAX_QUEUED, 1, 1 << 20),
    mode,
    keysFile,
    redisUrl,
    corsOrigins: originsFrom(env.CORS_ORIGINS),
    accessLog: flagFrom('ACCESS_LOG', env.ACCESS_LOG),
    inline: inlineFrom('INLINE_COMMANDS', env.INLINE_COMMANDS ?? DEFAULT_INLINE_COMMANDS),
    idleInline: inlineFrom('IDLE_INLINE_COMMANDS', env.IDLE_INLINE_COMMANDS ?? DEFAULT_IDLE_INLINE_COMMANDS),
    resultCache: intFrom('RESULT_CACHE', env.RESULT_CACHE, DEFAULT_RESULT_CACHE_ENTRIES, 0, 1 << 24),
  };
}
