// Candidate words for a misspelling from the ranked word list, by symmetric deletes: a typo and its intended word
// share the word itself or a one-letter deletion whenever they are one edit apart (and often when two).
//
//   word*     string table of lower-case words, most frequent first (engines/hunspell/string-table.ts)
//   wordFreq  f32[n]      pooled relative corpus frequency
//   wordTitle u8[n]       1 = Hunspell accepts only the Title-case form (a name)
//   sdStart   u32[2^k+1]  bucket b = sdWord[sdStart[b] .. sdStart[b+1]); b = hash & (2^k - 1)
//   sdWord    u32[]       word ids whose own hash or one of whose one-deletion hashes falls in the bucket
//   stemFreq  f32[stems]  summed frequency of the listed words each dictionary stem makes
import type { Pack } from './pack.ts';
import { hashString, StringTable } from './hunspell/string-table.ts';

/** FNV-1a of the text with the code unit at `skip` left out (the hash of a one-letter deletion). */
export function hashSkipping(text: string, skip: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) if (i !== skip) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Candidates considered per query, at most (bucket collisions included; real queries meet far fewer). */
const MAX_NEAR_WORDS = 512;

export class WordList {
  readonly words: StringTable;
  readonly freq: Float32Array;
  readonly stemFreq: Float32Array;
  private readonly title: Uint8Array;
  private readonly sdStart: Uint32Array;
  private readonly sdWord: Uint32Array;
  private readonly mask: number;
  /** Ids already reported in this query (a query meets a few dozen at most; a scan beats a per-word table). */
  private readonly seen = new Uint32Array(MAX_NEAR_WORDS);

  constructor(pack: Pack) {
    this.words = StringTable.fromPack(pack, 'word');
    this.freq = pack.f32('wordFreq');
    this.title = pack.u8('wordTitle');
    this.stemFreq = pack.f32('stemFreq');
    this.sdStart = pack.u32('sdStart');
    this.sdWord = pack.u32('sdWord');
    this.mask = this.sdStart.length - 2;
  }

  /** Frequency of a lower-case word, or 0 when it is not in the list. */
  frequency(word: string): number {
    const i = this.words.find(word);
    return i < 0 ? 0 : this.freq[i];
  }

  /**
   * True when the word, exactly as written, is a listed lower-case word: the compile step listed it because the
   * checker accepts it, so this one lookup answers for most running-text words.
   */
  accepts(word: string): boolean {
    const i = this.words.find(word);
    return i >= 0 && this.title[i] === 0;
  }

  isTitle(i: number): boolean {
    return this.title[i] === 1;
  }

  /** Calls found(id) once per listed word sharing a deletion key with `typo` (verify the distance yourself). */
  near(typo: string, found: (id: number) => void): void {
    const seen = this.seen;
    let count = 0;
    for (let skip = -1; skip < typo.length; skip++) {
      const h = skip < 0 ? hashString(typo) : hashSkipping(typo, skip);
      const b = h & this.mask;
      scan: for (let k = this.sdStart[b], end = this.sdStart[b + 1]; k < end; k++) {
        const id = this.sdWord[k];
        for (let j = 0; j < count; j++) if (seen[j] === id) continue scan;
        if (count === MAX_NEAR_WORDS) return;
        seen[count++] = id;
        found(id);
      }
    }
  }
}

/** Longest word the distance tables are sized for (longer ones are never corrected). */
const MAX_DISTANCE_LENGTH = 64;
/** Three rows of the distance table, reused (one query at a time per worker). */
const rows = [new Int32Array(MAX_DISTANCE_LENGTH + 1), new Int32Array(MAX_DISTANCE_LENGTH + 1), new Int32Array(MAX_DISTANCE_LENGTH + 1)];

/** Optimal-string-alignment distance (Damerau with adjacent transpositions), or limit + 1 when it exceeds limit. */
export function editDistance(a: string, b: string, limit: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > limit) return limit + 1;
  if (la > MAX_DISTANCE_LENGTH || lb > MAX_DISTANCE_LENGTH) return limit + 1;
  let prev2 = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = prev[j - 1] + (ca === cb ? 0 : 1);
      if (prev[j] + 1 < d) d = prev[j] + 1;
      if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && prev2[j - 2] + 1 < d) d = prev2[j - 2] + 1;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb];
}
