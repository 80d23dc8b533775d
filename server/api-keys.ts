// Cloud API keys from API_KEYS_FILE: one key a line, `#` starts a comment. Keys are kept only as SHA-256 digests
// and never logged. A lookup hashes the candidate first, so its time does not depend on how much of a key matched.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest();

export class ApiKeys {
  private readonly digests = new Map<string, Buffer>();

  constructor(keys: Iterable<string>) {
    for (const key of keys) {
      const d = digest(key);
      this.digests.set(d.toString('base64'), d);
    }
  }

  static fromFile(path: string): ApiKeys {
    const keys = readFileSync(path, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    return new ApiKeys(keys);
  }

  get size(): number {
    return this.digests.size;
  }

  isValid(candidate: string | undefined): boolean {
    if (!candidate) return false;
    const d = digest(candidate);
    const known = this.digests.get(d.toString('base64'));
    return known !== undefined && timingSafeEqual(known, d);
  }
}
