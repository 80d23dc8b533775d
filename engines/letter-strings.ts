// Strings stored a code per UTF-16 code unit, a code indexing the strings' ascending alphabet: a byte where they use at
// most 256 distinct units (every language's vocabulary and .dic so far), else two. Codes compare as the units they stand
// for. The completer's keys and the speller's string tables (engines/hunspell/string-table.ts, front-coded-table.ts)
// store their letters so; a part placed at `keys` is keysCodesU8 (or keysCodesU16), keysAlphabet, keysStartBlock, ...:
//
//   codes     uint (engines/uint-column.ts): u8 or u16, never u32
//   alphabet  u16[]  the code unit of each code, ascending
//   start     (LETTER_STRINGS only) block offsets (engines/block-offsets.ts) [n+1]: string i = codes[start(i) .. start(i+1))
import { BLOCK_OFFSETS, BlockOffsets } from './block-offsets.ts';
import { codesToString } from './code-units.ts';
import { part, type Sections } from './pack-layout.ts';
import { UINT_COLUMN } from './uint-column.ts';

/** The letters alone: a layout that finds where its strings start in its own way (front-coded runs) adds only these. */
export const LETTER_CODES = part({ codes: UINT_COLUMN, alphabet: 'u16' });
export const LETTER_STRINGS = part({ ...LETTER_CODES, start: BLOCK_OFFSETS });

export type LetterCodeArray = Uint8Array | Uint16Array;

/** The codes of a LETTER_CODES part, u8 or u16; throws when the pack has neither. */
export function letterCodes(sections: Sections<typeof LETTER_CODES>): LetterCodeArray {
  const codes = sections.codes.u8 ?? sections.codes.u16;
  if (codes === null) throw new Error('pack has no u8 or u16 letter codes: run npm run build:data');
  return codes;
}

export class LetterStrings {
  /** How many strings. */
  readonly length: number;
  /** The code units the strings use, ascending. */
  readonly alphabet: Uint16Array;
  readonly codes: LetterCodeArray;
  /** String i is codes[starts.at(i) .. starts.at(i + 1)). */
  readonly starts: BlockOffsets;

  constructor(sections: Sections<typeof LETTER_STRINGS>) {
    this.starts = new BlockOffsets(sections.start);
    this.codes = letterCodes(sections);
    this.alphabet = sections.alphabet;
    this.length = this.starts.length - 1;
  }

  /** Where string i starts: its units are unit(start(i)) .. unit(start(i + 1) - 1). */
  start(i: number): number {
    return this.starts.at(i);
  }

  /** The code unit at position `at` of the concatenated strings. */
  unit(at: number): number {
    return this.alphabet[this.codes[at]];
  }

  text(i: number): string {
    return codesToString(this.codes, this.alphabet, this.starts.at(i), this.starts.at(i + 1));
  }
}
