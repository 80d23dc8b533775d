// The conditions of a speller's affix rules ("[^aeiou]y", "ab[cd]"), compiled by data/speller-affixes.ts into one
// character class per position, shared by prefixes and suffixes and read in place from the pack:
//
//   condPos   u32[C+1]  positions of condition c = [condPos[c], condPos[c+1])
//   condSet   u32[P+1]  characters of position p = condChars[condSet[p] .. condSet[p+1]), UTF-16 code units
//   condNeg   u8[P]     1 = position p takes the characters NOT in its set ('.' is the empty set, negated)
//   condChars u16[]
//
// A condition is tested on the root a rule would leave without building it: suffix roots are
// word[0..rootEnd) + strip, prefix roots strip + word[from..); strip is a slice of a pack section.
import type { Pack } from '../pack.ts';

export interface AffixConditionSections {
  condPos: Uint32Array;
  condSet: Uint32Array;
  condNeg: Uint8Array;
  condChars: Uint16Array;
}

export class AffixConditions {
  private readonly pos: Uint32Array;
  private readonly set: Uint32Array;
  private readonly neg: Uint8Array;
  private readonly chars: Uint16Array;

  constructor(sections: AffixConditionSections) {
    this.pos = sections.condPos;
    this.set = sections.condSet;
    this.neg = sections.condNeg;
    this.chars = sections.condChars;
  }

  static fromPack(pack: Pack): AffixConditions {
    return new AffixConditions({
      condPos: pack.u32('condPos'),
      condSet: pack.u32('condSet'),
      condNeg: pack.u8('condNeg'),
      condChars: pack.u16('condChars'),
    });
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
