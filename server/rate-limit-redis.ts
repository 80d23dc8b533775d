// Rate limits shared by every node: each key's state is one Redis hash, updated by one Lua script (atomic, one
// round trip, on the Redis clock so the nodes' clocks do not matter). While Redis cannot answer, each node decides
// alone with its in-memory limiter: limits then hold per node instead of overall, and requests keep being served.
import type { Redis } from 'ioredis';
import type { ApiKey } from './api-keys.ts';
import { MemoryRateLimiter } from './rate-limit-memory.ts';
import type { RateLimiter } from './rate-limit.ts';

const STATE_PREFIX = 'text-assist:rate:';
/** A key's state outlives the day it counts, then expires by itself. */
const STATE_TTL_MS = 2 * 86_400_000;

/** server/rate-limit.ts `admit`, step for step. ARGV: ms per request (0: no rate), burst ms, daily quota (0: none), TTL ms. */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval, burst, perDay = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local day = math.floor(now / 86400000)
local state = redis.call('HMGET', KEYS[1], 'tat', 'day', 'count')
local count = 0
if tonumber(state[2]) == day then count = tonumber(state[3]) end
if perDay > 0 and count >= perDay then return (day + 1) * 86400000 - now end
local tat = math.max(tonumber(state[1]) or 0, now)
if interval > 0 then
  if tat - now > burst then return math.ceil(tat - now - burst) end
  tat = tat + interval
end
redis.call('HSET', KEYS[1], 'tat', tostring(tat), 'day', day, 'count', count + 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 0
`;

interface TakeCommand {
  takeRate(key: string, intervalMs: number, burstMs: number, perDay: number, ttlMs: number): Promise<number>;
}

export class RedisRateLimiter implements RateLimiter {
  /** Decisions made locally because Redis failed (exported as a metric). */
  storeErrors = 0;
  private readonly redis: Redis & TakeCommand;
  private readonly fallback = new MemoryRateLimiter();

  constructor(redis: Redis) {
    redis.defineCommand('takeRate', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    this.redis = redis as Redis & TakeCommand;
  }

  async take(key: ApiKey): Promise<number> {
    const { perSecond, perDay } = key.limits;
    const interval = perSecond > 0 ? 1000 / perSecond : 0;
    try {
      return await this.redis.takeRate(STATE_PREFIX + key.id, interval, perSecond > 0 ? 1000 - interval : 0, perDay, STATE_TTL_MS);
    } catch {
      this.storeErrors++;
      return this.fallback.takeNow(key);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
