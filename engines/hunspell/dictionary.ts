// The .dic of a speller as typed arrays: a string table of stems, each with its homonyms' flag sets.
// A homonym index h names one dictionary entry (stem + flag set), like Hunspell's hentry pointer. Homonyms are numbered
// in stem order, so a stem's first homonym and a homonym's stem differ from their own index by the homonyms of earlier
// stems beyond their first (few: 0-13k of 30k-830k stems), a narrow column (engines/uint-column.ts).
//
//   stem*      string table of unique stems, front-coded (engines/hunspell/front-coded-table.ts)
//   stemExtra  uint[n+1]  homonyms of stem i = [i + stemExtra[i], i + 1 + stemExtra[i+1])
//   homExtra   uint[H]    stem of homonym h = h - homExtra[h]
//   homSet     uint[H]    flag set of homonym h (the .dic repeats a few thousand sets at most over all its stems)
//   setStart   u32[S+1]   flag ids of set s = flagPool[setStart[s] .. setStart[s+1]), ascending
//   flagPool   u16[]
import { part, type Sections } from '../pack-layout.ts';
import { UINT_COLUMN, uintColumn, type UintArray } from '../uint-column.ts';
import { FRONT_CODED_TABLE, FrontCodedTable } from './front-coded-table.ts';

export const DICTIONARY = part({
  stem: FRONT_CODED_TABLE,
  stemExtra: UINT_COLUMN,
  homExtra: UINT_COLUMN,
  homSet: UINT_COLUMN,
  setStart: 'u32',
  flagPool: 'u16',
});

export class Dictionary {
  readonly stems: FrontCodedTable;
  private readonly stemExtra: UintArray;
  private readonly homExtra: UintArray;
  private readonly homSet: UintArray;
  private readonly setStart: Uint32Array;
  private readonly flagPool: Uint16Array;

  constructor(sections: Sections<typeof DICTIONARY>) {
    this.stems = new FrontCodedTable(sections.stem);
    this.stemExtra = uintColumn(sections.stemExtra, 'stemExtra');
    this.homExtra = uintColumn(sections.homExtra, 'homExtra');
    this.homSet = uintColumn(sections.homSet, 'homSet');
    this.setStart = sections.setStart;
    this.flagPool = sections.flagPool;
  }

  get homonymCount(): number {
    return this.homSet.length;
  }

  /** First homonym of text[from..to), or -1; the rest follow up to homonymEnd. */
  lookup(text: string, from = 0, to = text.length): number {
    const s = this.stems.find(text, from, to);
    return s < 0 ? -1 : s + this.stemExtra[s];
  }

  homonymEnd(h: number): number {
    const next = this.stemIndex(h) + 1;
    return next + this.stemExtra[next];
  }

  stemIndex(h: number): number {
    return h - this.homExtra[h];
  }

  stemLength(h: number): number {
    return this.stems.length(this.stemIndex(h));
  }

  stemText(h: number): string {
    return this.stems.text(this.stemIndex(h));
  }

  has(h: number, flag: number): boolean {
    if (flag === 0) return false;
    const pool = this.flagPool;
    const set = this.homSet[h];
    let lo = this.setStart[set];
    let hi = this.setStart[set + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const f = pool[mid];
      if (f === flag) return true;
      if (f < flag) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** Flag ids of homonym h (a view; do not keep). */
  flags(h: number): Uint16Array {
    const set = this.homSet[h];
    return this.flagPool.subarray(this.setStart[set], this.setStart[set + 1]);
  }
}
