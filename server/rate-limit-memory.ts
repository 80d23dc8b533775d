// Rate limits for a single node: the state of each key in a Map (bounded by the number of keys).
import type { ApiKey } from './api-keys.ts';
import { admit, type RateLimiter, type RateState } from './rate-limit.ts';

export class MemoryRateLimiter implements RateLimiter {
  private readonly states = new Map<string, RateState>();

  /** The synchronous decision; RedisRateLimiter also falls back to it while Redis cannot be reached. */
  takeNow(key: ApiKey, now = Date.now()): number {
    let state = this.states.get(key.id);
    if (!state) this.states.set(key.id, (state = { tat: 0, day: 0, count: 0 }));
    return admit(state, key.limits, now);
  }

  take(key: ApiKey): Promise<number> {
    return Promise.resolve(this.takeNow(key));
  }

  async close(): Promise<void> {}
}
