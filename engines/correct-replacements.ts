// Real misspellings with their corrections (LibreOffice's autocorrect lists, Wikipedia's list for English; compiled by
// data/speller-replacements.ts): a listed misspelling is answered with its correction before any search.
//
// Sections fix* (only packs of languages with a list have them):
//
//   letters/chars/start/slots  string table of the misspellings, lower case (engines/hunspell/string-table.ts)
//   toChars  u16[]     the corrections' code units, concatenated
//   toStart  u32[n+1]  correction of misspelling i = toChars[toStart[i] .. toStart[i+1])
import { unitsToString } from './code-units.ts';
import { STRING_TABLE, StringTable } from './hunspell/string-table.ts';
import { part, type Sections } from './pack-layout.ts';

export const REPLACEMENTS = part({ ...STRING_TABLE, toChars: 'u16', toStart: 'u32' });

export class ReplacementTable {
  private readonly typos: StringTable | null;
  private readonly chars: Uint16Array;
  private readonly start: Uint32Array;

  /** No sections: no list, nothing is replaced. */
  constructor(sections: Sections<typeof REPLACEMENTS> | null) {
    this.typos = sections && new StringTable(sections);
    this.chars = sections?.toChars ?? new Uint16Array(0);
    this.start = sections?.toStart ?? new Uint32Array(1);
  }

  /** The correction of a lower-case misspelling, or null when it is not listed. */
  find(typo: string): string | null {
    const i = this.typos?.find(typo) ?? -1;
    if (i < 0) return null;
    return unitsToString(this.chars, this.start[i], this.start[i + 1]);
  }

  /** The share of listed misspellings whose correction is the misspelling with one space put in ("alot": a lot). */
  splitShare(): number {
    const typos = this.typos;
    if (typos === null || typos.size === 0) return 0;
    let splits = 0;
    for (let i = 0; i < typos.size; i++) {
      const typo = typos.text(i);
      const correction = unitsToString(this.chars, this.start[i], this.start[i + 1]);
      const space = correction.indexOf(' ');
      if (space > 0 && correction.length === typo.length + 1 && correction.slice(0, space) + correction.slice(space + 1) === typo) splits++;
    }
    return splits / typos.size;
  }
}
