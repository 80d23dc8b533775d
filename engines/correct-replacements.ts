// Real misspellings with their corrections (LibreOffice's autocorrect lists, Wikipedia's list for English; compiled by
// data/speller-replacements.ts): a listed misspelling is answered with its correction before any search.
//
//   fix*        string table of the misspellings, lower case (engines/hunspell/string-table.ts)
//   fixToChars  u16[]     the corrections' code units, concatenated
//   fixToStart  u32[n+1]  correction of misspelling i = fixToChars[fixToStart[i] .. fixToStart[i+1])
import { StringTable } from './hunspell/string-table.ts';
import type { Pack } from './pack.ts';

export class ReplacementTable {
  private readonly typos: StringTable | null;
  private readonly chars: Uint16Array;
  private readonly start: Uint32Array;

  constructor(pack: Pack) {
    const present = pack.has('fixChars');
    this.typos = present ? StringTable.fromPack(pack, 'fix') : null;
    this.chars = present ? pack.u16('fixToChars') : new Uint16Array(0);
    this.start = present ? pack.u32('fixToStart') : new Uint32Array(1);
  }

  /** The correction of a lower-case misspelling, or null when it is not listed. */
  find(typo: string): string | null {
    const i = this.typos?.find(typo) ?? -1;
    if (i < 0) return null;
    return String.fromCharCode(...this.chars.subarray(this.start[i], this.start[i + 1]));
  }
}
