// The string hash set of a .dic's stems: engines/hunspell/string-table.ts's slots over entries front-coded in runs of
// RUN entries, since a .dic lists its stems nearly sorted (they share 50 to 76 % of their code units with the one before).
// A pack places the part under a name (FRONT_CODED_TABLE at `stem`: stemCodesU8, stemAlphabet, stemRuns, stemSlots...):
//
//   codes, alphabet  letter codes (engines/letter-strings.ts), u8 where the alphabet and every entry's length allow
//                    (the usual case), else u16. Per entry: its head, then `count` codes; entry i is entry i-1's first
//                    `shared` code units, then these (`shared` is their longest common prefix, 0 at a run's start).
//                    The head is one code, shared << b | count with b half a code's bits, where both are under 2^b - 1
//                    (97 % of the default build's stems in u8), else all ones, shared, count
//   runs   u32[⌈n/RUN⌉]  where in codes each run's first entry starts
//   size   u32[1]        n, the number of entries
//   slots  u32[m]        as in string-table.ts
import { unitsToString } from '../code-units.ts';
import { LETTER_CODES, letterCodes, type LetterCodeArray } from '../letter-strings.ts';
import { part, type Sections } from '../pack-layout.ts';
import { SlottedTable } from './string-table.ts';

export const FRONT_CODED_TABLE = part({ ...LETTER_CODES, runs: 'u32', size: 'u32', slots: 'u32' });

/** log2 of the entries a run holds: el_GR's stems are found as fast as in a plain table with runs of 8, 16 or 32. */
export const RUN_BITS = 4;
export const RUN = 1 << RUN_BITS;

/** text()'s entry, unit by unit (an entry is shorter than 65536 units: its count is a code). */
const units = new Uint16Array(65536);

/** The bits of shared and of count in a head of one code: half a code. */
export function headBits(codes: LetterCodeArray): number {
  return codes.BYTES_PER_ELEMENT * 4;
}

export class FrontCodedTable extends SlottedTable {
  private readonly runs: Uint32Array;
  private readonly headBits: number;
  /** A head of all ones: shared and count follow, a code each. */
  private readonly longHead: number;
  /** The last head()'s entry: the units it shares with the one before, and the codes that follow the head. */
  private shared = 0;
  private count = 0;

  constructor(sections: Sections<typeof FRONT_CODED_TABLE>) {
    super(letterCodes(sections), sections.alphabet, sections.slots, sections.size[0]);
    this.runs = sections.runs;
    this.headBits = headBits(this.codes);
    this.longHead = 2 ** (2 * this.headBits) - 1;
  }

  /** Reads the head at codes[p] into shared and count; returns where the entry's codes start. */
  private head(p: number): number {
    const head = this.codes[p];
    if (head === this.longHead) {
      this.shared = this.codes[p + 1];
      this.count = this.codes[p + 2];
      return p + 3;
    }
    this.shared = head >>> this.headBits;
    this.count = head & (this.longHead >>> this.headBits);
    return p + 1;
  }

  /**
   * Whether entry i is text[from..to): walks its run keeping how many leading units of the text the entry so far
   * begins with (an entry sharing fewer with the one before than that begins with exactly what it shares).
   */
  protected spells(i: number, text: string, from: number, to: number): boolean {
    const { codes, alphabet } = this;
    const length = to - from;
    let p = this.runs[i >>> RUN_BITS];
    let matched = 0;
    for (let j = i & ~(RUN - 1); ; j++) {
      p = this.head(p);
      const { shared, count } = this;
      if (shared < matched) matched = shared;
      else if (shared === matched) {
        for (let k = 0; k < count && matched < length && alphabet[codes[p + k]] === text.charCodeAt(from + matched); k++) matched++;
      }
      if (j === i) return matched === length && shared + count === length;
      p += count;
    }
  }

  length(i: number): number {
    let p = this.runs[i >>> RUN_BITS];
    for (let j = i & ~(RUN - 1); j < i; j++) p = this.head(p) + this.count;
    this.head(p);
    return this.shared + this.count;
  }

  /** The entry's text (allocates; for candidate output and compound checks, not for lookups). */
  text(i: number): string {
    const { codes, alphabet } = this;
    let p = this.runs[i >>> RUN_BITS];
    let length = 0;
    for (let j = i & ~(RUN - 1); j <= i; j++) {
      p = this.head(p);
      const { shared, count } = this;
      for (let k = 0; k < count; k++) units[shared + k] = alphabet[codes[p + k]];
      length = shared + count;
      p += count;
    }
    return unitsToString(units, 0, length);
  }
}
