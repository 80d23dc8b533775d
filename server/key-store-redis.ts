// Keys in Redis, for nodes that share them. Hash `text-assist:keys`: field = hex SHA-256 of a key, value = its
// options as after the key in API_KEYS_FILE ("rps=10 daily=50000 name=acme"), so Redis never holds a key itself.
// Each node keeps a snapshot for lookups without a round trip; server/key-store-cli.ts announces every change on a
// channel and the nodes reload at once, and every RELOAD_INTERVAL_MS anyway in case a message was missed.
import type { Redis } from 'ioredis';
import { ApiKeys, keyEntry, type ApiKey, type KeyEntry } from './api-keys.ts';

export const KEYS_HASH = 'text-assist:keys';
export const KEYS_CHANNEL = 'text-assist:keys-changed';
const RELOAD_INTERVAL_MS = 30_000;
/** How long start-up waits for Redis before giving up (the server then refuses to start). */
const CONNECT_TIMEOUT_MS = 10_000;
/** A slower Redis command fails and the limiter decides locally (loopback takes 0.1 ms: only a stall trips it). */
const COMMAND_TIMEOUT_MS = 250;

/**
 * A client that fails fast while Redis is away (no offline queue) instead of holding requests. ioredis is loaded here,
 * only by a server that uses Redis: it subclasses String, which turns String.prototype into a slow (dictionary) object
 * for good, and optimized code then reads every string method (`s.charCodeAt`, `s.indexOf`) through a generic
 * property load (a main-thread profile of the server: 4.5 % of its samples).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  // ioredis reports every failed reconnect as an 'error' event; the callers see failures on their commands.
  redis.on('error', () => {});
  const deadline = Date.now() + CONNECT_TIMEOUT_MS;
  for (;;) {
    try {
      await redis.connect();
      return redis;
    } catch (error) {
      if (Date.now() > deadline) {
        redis.disconnect();
        throw new Error(`cannot reach Redis: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The hash's fields as key entries; a bad value is reported by its digest prefix and skipped. */
function entriesFrom(hash: Record<string, string>): KeyEntry[] {
  const entries: KeyEntry[] = [];
  for (const [hex, options] of Object.entries(hash)) {
    try {
      if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`field ${hex.slice(0, 8)}: not a SHA-256 hex digest`);
      entries.push(keyEntry(Buffer.from(hex, 'hex'), options.split(/\s+/).filter(Boolean), `${KEYS_HASH} ${hex.slice(0, 8)}`));
    } catch (error) {
      console.error(`skipping a key: ${(error as Error).message}`);
    }
  }
  return entries;
}

/** Options text stored for a key: the inverse of keyEntry's parsing. */
export function formatKeyOptions(key: ApiKey): string {
  return `rps=${key.limits.perSecond} daily=${key.limits.perDay} name=${key.label}`;
}

export class RedisKeyStore {
  readonly keys = new ApiKeys();
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
  ) {
    this.timer = setInterval(() => void this.reload(), RELOAD_INTERVAL_MS).unref();
    subscriber.on('message', () => void this.reload());
  }

  static async open(redis: Redis): Promise<RedisKeyStore> {
    const subscriber = redis.duplicate();
    subscriber.on('error', () => {});
    await subscriber.connect();
    const store = new RedisKeyStore(redis, subscriber);
    await subscriber.subscribe(KEYS_CHANNEL);
    store.keys.replace(entriesFrom(await redis.hgetall(KEYS_HASH)));
    return store;
  }

  /** Replaces the snapshot; when Redis cannot be read, the previous snapshot stays in force. */
  async reload(): Promise<void> {
    try {
      this.keys.replace(entriesFrom(await this.redis.hgetall(KEYS_HASH)));
    } catch (error) {
      console.error(`key reload from Redis failed, keeping ${this.keys.size} keys: ${(error as Error).message}`);
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.subscriber.disconnect();
  }
}
