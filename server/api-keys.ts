// Cloud API keys: from API_KEYS_FILE, one key a line, `#` starts a comment, optionally followed by its limits
// (`KEY rps=10 daily=50000 name=acme`), or from Redis (server/key-store-redis.ts). Keys are kept only as SHA-256
// digests and never logged. A lookup hashes the candidate first, so its time does not depend on how much of a key matched.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Per-key limits; 0 means no limit. */
export interface KeyLimits {
  /** Sustained requests per second; a burst of this many is allowed at once. */
  perSecond: number;
  /** Requests per UTC day. */
  perDay: number;
}

export interface ApiKey {
  /** Stable id shared by every node (a digest prefix, not the key): names the key's counters in Redis. */
  readonly id: string;
  /** What logs show for the key: its `name=` option, else `sha256:` and a digest prefix. */
  readonly label: string;
  readonly limits: KeyLimits;
  /** False when both limits are 0, so the rate limiter is skipped. */
  readonly limited: boolean;
}

export interface KeyEntry {
  digest: Buffer;
  key: ApiKey;
}

const MAX_LIMIT = 1_000_000_000;
/** Hex digits of the digest that name a key in logs (label) and in counter names (id). */
const LABEL_HEX = 8;
const ID_HEX = 32;
const NAME_FORM = /^[A-Za-z0-9_.:-]{1,64}$/;

export const keyDigest = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/**
 * Reads `rps=N daily=N name=LABEL` (any order, each optional) into a key entry for the given digest.
 * Throws with `where` (a line number, never the key) when an option is not understood.
 */
export function keyEntry(digest: Buffer, options: readonly string[], where: string): KeyEntry {
  const limits: KeyLimits = { perSecond: 0, perDay: 0 };
  let name = '';
  for (const option of options) {
    const eq = option.indexOf('=');
    const field = option.slice(0, eq);
    const value = option.slice(eq + 1);
    if (field === 'name' && NAME_FORM.test(value)) name = value;
    else if ((field === 'rps' || field === 'daily') && /^\d+$/.test(value) && Number(value) <= MAX_LIMIT) {
      limits[field === 'rps' ? 'perSecond' : 'perDay'] = Number(value);
    } else {
      throw new Error(`${where}: option '${option.slice(0, 32)}' is not rps=N, daily=N or name=LABEL`);
    }
  }
  const hex = digest.toString('hex');
  const key: ApiKey = {
    id: hex.slice(0, ID_HEX),
    label: name || `sha256:${hex.slice(0, LABEL_HEX)}`,
    limits,
    limited: limits.perSecond > 0 || limits.perDay > 0,
  };
  return { digest, key };
}

/** Parses the API_KEYS_FILE format: `KEY [rps=N] [daily=N] [name=LABEL]` a line, `#` comments, blank lines ignored. */
export function parseKeysFile(text: string, source: string): KeyEntry[] {
  const entries: KeyEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const [key, ...options] = lines[i].replace(/#.*/, '').trim().split(/\s+/);
    if (key) entries.push(keyEntry(keyDigest(key), options, `${source} line ${i + 1}`));
  }
  return entries;
}

export class ApiKeys {
  private digests = new Map<string, KeyEntry>();

  constructor(entries: Iterable<KeyEntry> = []) {
    this.replace(entries);
  }

  static fromFile(path: string): ApiKeys {
    return new ApiKeys(parseKeysFile(readFileSync(path, 'utf8'), 'API_KEYS_FILE'));
  }

  /** Swaps in a new set of keys at once (a reload from Redis); lookups never see a half-built set. */
  replace(entries: Iterable<KeyEntry>): void {
    const digests = new Map<string, KeyEntry>();
    for (const entry of entries) digests.set(entry.digest.toString('base64'), entry);
    this.digests = digests;
  }

  get size(): number {
    return this.digests.size;
  }

  /** The key for a `serviceid` value (any JSON type may arrive; only a non-empty string can match). */
  find(candidate: unknown): ApiKey | undefined {
    if (typeof candidate !== 'string' || candidate === '') return undefined;
    const d = keyDigest(candidate);
    const known = this.digests.get(d.toString('base64'));
    return known !== undefined && timingSafeEqual(known.digest, d) ? known.key : undefined;
  }

  isValid(candidate: unknown): boolean {
    return this.find(candidate) !== undefined;
  }
}
