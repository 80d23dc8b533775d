// Per-key limits as one decision: a daily quota (per UTC day) and a sustained rate by GCRA (generic cell rate
// algorithm: one "theoretical arrival time" per key, so no window edges and no per-request history).
// Two implementations answer the same way: in memory for one node, in Redis for nodes that share keys.
import type { ApiKey, KeyLimits } from './api-keys.ts';

export interface RateLimiter {
  /** Counts one request for the key; resolves to 0 when it may proceed, else the milliseconds until it may. */
  take(key: ApiKey): Promise<number>;
  close(): Promise<void>;
}

export const DAY_MS = 86_400_000;

/** What a limiter remembers per key. */
export interface RateState {
  /** Theoretical arrival time (ms): when the key's sustained rate would let the next request in with no burst. */
  tat: number;
  /** UTC day number of `count`. */
  day: number;
  count: number;
}

/**
 * Decides one request at time `now` (ms) and updates `state` when it is admitted. Returns 0 or the wait in ms.
 * A key may spend `perSecond` requests at once, then one every 1000/perSecond ms. Refused requests use no quota.
 * server/rate-limit-redis.ts runs the same steps in Lua, atomically, on the Redis clock.
 */
export function admit(state: RateState, limits: KeyLimits, now: number): number {
  const day = Math.floor(now / DAY_MS);
  const count = state.day === day ? state.count : 0;
  if (limits.perDay > 0 && count >= limits.perDay) return (day + 1) * DAY_MS - now;
  const tat = Math.max(state.tat, now);
  if (limits.perSecond > 0) {
    const interval = 1000 / limits.perSecond;
    const burst = 1000 - interval;
    if (tat - now > burst) return Math.ceil(tat - now - burst);
    state.tat = tat + interval;
  }
  state.day = day;
  state.count = count + 1;
  return 0;
}

/** The `Retry-After` value (whole seconds, at least 1) for a wait in ms. */
export function retryAfterSeconds(waitMs: number): string {
  return String(Math.max(1, Math.ceil(waitMs / 1000)));
}
