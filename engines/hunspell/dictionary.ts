// The .dic of a speller as typed arrays: a string table of stems, each with its homonyms' flag sets.
// A homonym index h names one dictionary entry (stem + flag set), like Hunspell's hentry pointer.
//
//   stem*     string table of unique stems (engines/hunspell/string-table.ts)
//   stemHom   u32[n+1]  homonyms of stem i = [stemHom[i], stemHom[i+1])
//   homStem   u32[H]    stem of homonym h
//   homFlags  u32[H+1]  flag ids of homonym h = flagPool[homFlags[h] .. homFlags[h+1]), ascending
//   flagPool  u16[]
import { part, type Sections } from '../pack-layout.ts';
import { STRING_TABLE, StringTable } from './string-table.ts';

export const DICTIONARY = part({ stem: STRING_TABLE, stemHom: 'u32', homStem: 'u32', homFlags: 'u32', flagPool: 'u16' });

export class Dictionary {
  readonly stems: StringTable;
  private readonly stemHom: Uint32Array;
  private readonly homStem: Uint32Array;
  private readonly homFlags: Uint32Array;
  private readonly flagPool: Uint16Array;

  constructor(sections: Sections<typeof DICTIONARY>) {
    this.stems = new StringTable(sections.stem);
    this.stemHom = sections.stemHom;
    this.homStem = sections.homStem;
    this.homFlags = sections.homFlags;
    this.flagPool = sections.flagPool;
  }

  get homonymCount(): number {
    return this.homStem.length;
  }

  /** First homonym of text[from..to), or -1; the rest follow up to homonymEnd. */
  lookup(text: string, from = 0, to = text.length): number {
    const s = this.stems.find(text, from, to);
    return s < 0 ? -1 : this.stemHom[s];
  }

  homonymEnd(h: number): number {
    return this.stemHom[this.homStem[h] + 1];
  }

  stemIndex(h: number): number {
    return this.homStem[h];
  }

  stemLength(h: number): number {
    return this.stems.length(this.homStem[h]);
  }

  stemText(h: number): string {
    return this.stems.text(this.homStem[h]);
  }

  has(h: number, flag: number): boolean {
    if (flag === 0) return false;
    const pool = this.flagPool;
    let lo = this.homFlags[h];
    let hi = this.homFlags[h + 1] - 1;
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
    return this.flagPool.subarray(this.homFlags[h], this.homFlags[h + 1]);
  }
}
