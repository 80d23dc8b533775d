// Where cloud keys and their counters live: API_KEYS_FILE and memory on a single node, or Redis (REDIS_URL)
// when several nodes must agree on who may call and how often.
import { ApiKeys } from './api-keys.ts';
import type { ServerConfig } from './config.ts';
import { connectRedis, RedisKeyStore } from './key-store-redis.ts';
import { MemoryRateLimiter } from './rate-limit-memory.ts';
import { RedisRateLimiter } from './rate-limit-redis.ts';
import type { RateLimiter } from './rate-limit.ts';

export interface KeyStore {
  keys: ApiKeys;
  limiter: RateLimiter;
  /** Decisions taken without Redis because it failed; 0 without Redis. */
  storeErrors(): number;
  close(): Promise<void>;
}

export async function openKeyStore(config: ServerConfig): Promise<KeyStore> {
  if (!config.redisUrl) {
    const limiter = new MemoryRateLimiter();
    return { keys: ApiKeys.fromFile(config.keysFile!), limiter, storeErrors: () => 0, close: () => limiter.close() };
  }
  const redis = await connectRedis(config.redisUrl);
  const store = await RedisKeyStore.open(redis);
  const limiter = new RedisRateLimiter(redis);
  return {
    keys: store.keys,
    limiter,
    storeErrors: () => limiter.storeErrors,
    close: async () => {
      store.close();
      await limiter.close();
    },
  };
}
