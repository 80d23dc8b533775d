// Server settings from the environment, validated once at start (decisions.md, "Running").
import { availableParallelism } from 'node:os';

export type ApiMode = 'onprem' | 'cloud';

export interface ServerConfig {
  host: string;
  port: number;
  workers: number;
  mode: ApiMode;
  keysFile: string | null;
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
  if (mode === 'cloud' && !keysFile) throw new Error('API_MODE=cloud needs API_KEYS_FILE');
  return {
    host: env.HOST || '0.0.0.0',
    port: intFrom('PORT', env.PORT, 2880, 0, 65535),
    workers: intFrom('WORKERS', env.WORKERS, availableParallelism(), 1, 256),
    mode,
    keysFile,
  };
}
