// The conditions of a speller's affix rules ("[^aeiou]y", "ab[cd]"), compiled by data/speller-affixes.ts into one
// character class per position, shared by prefixes and suffixes and read in place from the pack (sections cond*):
//
//   pos   u32[C+1]  positions of condition c = [pos[c], pos[c+1])
//   set   u32[P+1]  characters of position p = chars[set[p] .. set[p+1]), UTF-16 code units
//   neg   u8[P]     1 = position p takes the characters NOT in its set ('.' is the empty set, negated)
//   chars u16[]
//
// A condition is tested on the root a rule would leave without building it: suffix roots are
// word[0..rootEnd) + strip, prefix roots strip + word[from..); strip is a slice of a pack section.
import { part, type Sections } from '../pack-layout.ts';

export const AFFIX_CONDITIONS = part({ pos: 'u32', set: 'u32', neg: 'u8', chars: 'u16' });

export class AffixConditions {
  private readonly pos: Uint32Array;
  private readonly set: Uint32Array;
  private readonly neg: Uint8Array;
  private readonly chars: Uint16Array;

  constructor(sections: Sections<typeof AFFIX_CONDITIONS>) {
    this.pos = sections.pos;
    this.set = sections.set;
    this.neg = sections.neg;
    this.chars = sections.chars;
  }

  private fits(p: number, ch: number): boolean {
    const chars = this.chars;
    let found = false;
    for (let i = this.set[p], end = this.set[p + 1]; i < end; i++) {
      if (chars[i] === ch) {
        found = true;
        break;
      }
    }
    return found !== (this.neg[p] === 1);
  }

  /** Condition c holds at the end of word[0..rootEnd) + strip[stripFrom..stripTo). */
  endOf(c: number, word: string, rootEnd: number, strip: Uint16Array, stripFrom: number, stripTo: number): boolean {
    const first = this.pos[c];
    const n = this.pos[c + 1] - first;
    const stripLength = stripTo - stripFrom;
    if (rootEnd + stripLength < n) return false;
    for (let k = n - 1, j = 0; k >= 0; k--, j++) {
      const ch = j < stripLength ? strip[stripTo - 1 - j] : word.charCodeAt(rootEnd - 1 - (j - stripLength));
      if (!this.fits(first + k, ch)) return false;
    }
    return true;
  }

  /** Condition c holds at the start of strip[stripFrom..stripTo) + word[from..). */
  startOf(c: number, word: string, from: number, strip: Uint16Array, stripFrom: number, stripTo: number): boolean {
    const first = this.pos[c];
    const n = this.pos[c + 1] - first;
    const stripLength = stripTo - stripFrom;
    if (stripLength + word.length - from < n) return false;
    for (let k = 0; k < n; k++) {
      const ch = k < stripLength ? strip[stripFrom + k] : word.charCodeAt(from + k - stripLength);
      if (!this.fits(first + k, ch)) return false;
    }
    return true;
  }
}
