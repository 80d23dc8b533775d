// Requests known to kill their worker ("queries of death"): each remembered by a 53-bit hash of its command, language
// and text in a small direct-mapped table, so memory stays fixed however many come; a newer culprit takes the slot of
// an older one with the same low hash bits. A remembered request is refused without an engine until it expires.

/** Slots in the table (a power of two): 16 bytes each. */
export const CULPRIT_SLOTS = 256;
/** How long a culprit is refused after its second kill: long enough to shed a client that retries it in a loop. */
export const CULPRIT_MEMORY_MS = 10 * 60_000;

/** FNV-1a over a string's UTF-16 code units, on from a running hash. */
function fnv1a(hash: number, s: string): number {
  for (let i = 0; i < s.length; i++) hash = Math.imul(hash ^ s.charCodeAt(i), 0x01000193);
  return hash;
}

/** A second hash, independent of the first (multiply and xor-shift per code unit). */
function mulShift(hash: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    hash = Math.imul(hash ^ s.charCodeAt(i), 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  return hash;
}

/** 53 bits of the two hashes (as many as a double holds exactly): a false match is a 1 in 2^53 chance. */
function requestHash(op: number, lang: string, text: string): number {
  const low = fnv1a(fnv1a(0x811c9dc5 ^ op, lang), text) >>> 0;
  const high = mulShift(mulShift(0x9747b28c ^ op, lang), text) >>> 11;
  return high * 2 ** 32 + low;
}

export class CulpritMemory {
  private readonly hashes = new Float64Array(CULPRIT_SLOTS);
  /** Date.now() ms past which the slot's culprit is forgotten; 0: empty. */
  private readonly expiries = new Float64Array(CULPRIT_SLOTS);
  /** When the last remembered culprit expires: past it no request needs hashing. */
  private allExpireAt = 0;

  constructor(private readonly memoryMs = CULPRIT_MEMORY_MS) {}

  remember(op: number, lang: string, text: string): void {
    const hash = requestHash(op, lang, text);
    const slot = hash % CULPRIT_SLOTS;
    this.hashes[slot] = hash;
    this.expiries[slot] = this.allExpireAt = Date.now() + this.memoryMs;
  }

  /** Whether this request is a remembered culprit; costs nothing while none is remembered. */
  knows(op: number, lang: string, text: string): boolean {
    if (this.allExpireAt === 0) return false;
    const now = Date.now();
    if (now >= this.allExpireAt) {
      this.expiries.fill(0);
      this.allExpireAt = 0;
      return false;
    }
    const hash = requestHash(op, lang, text);
    const slot = hash % CULPRIT_SLOTS;
    return this.expiries[slot] > now && this.hashes[slot] === hash;
  }
}
