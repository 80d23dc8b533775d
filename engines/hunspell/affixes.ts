// The affix rules of one kind (prefixes or suffixes), read in place from the speller pack (written by
// data/speller-affixes.ts), so every worker shares them. A word finds the few rules that could have made it by the
// text they append: its first (prefix) or last (suffix) n characters, looked up for each appended length n.
// Rules that append and strip the same texts form a group and leave the same root, looked up once.
// A speller pack holds one table of each kind (sections pfx*, sfx*: engines/hunspell/affix-check.ts):
//
//   add*       string table of the distinct appended texts (string-table.ts); entry a
//   lengths    u16[]     the appended lengths that occur, ascending
//   addGroups  u32[A+1]  groups appending text a = [addGroups[a], addGroups[a+1]), in .aff order of first rule
//   groupRules u32[G+1]  rules of group g = [groupRules[g], groupRules[g+1]), in .aff order
//   strip      u32[G+1]  text group g strips = stripChars[strip[g] .. strip[g+1])
//   stripChars u16[]
//   flag       u16[R]    the rule's affix flag id
//   cross      u8[R]     1 = combines with affixes of the other kind (cross product)
//   cond       u32[R]    0 = any root, else condition id + 1 (affix-conditions.ts)
//   cont       u32[R+1]  continuation flags of rule r = contPool[cont[r] .. cont[r+1]), ascending
//   contPool   u16[]
import { unitsToString } from '../code-units.ts';
import { part, type Sections } from '../pack-layout.ts';
import type { AffixConditions } from './affix-conditions.ts';
import { STRING_TABLE, StringTable } from './string-table.ts';

export const AFFIX_TABLE = part({
  add: STRING_TABLE,
  lengths: 'u16',
  addGroups: 'u32',
  groupRules: 'u32',
  strip: 'u32',
  stripChars: 'u16',
  flag: 'u16',
  cross: 'u8',
  cond: 'u32',
  cont: 'u32',
  contPool: 'u16',
});

export class AffixTable {
  /** The distinct appended texts; `find` gives the entry a whose groups may have made a word. */
  readonly adds: StringTable;
  /** Appended lengths that occur, ascending. */
  readonly lengths: Uint16Array;
  /** Affix flag id of each rule. */
  readonly flag: Uint16Array;
  readonly contPool: Uint16Array;
  private readonly addGroups: Uint32Array;
  private readonly groupRules: Uint32Array;
  private readonly strip: Uint32Array;
  private readonly stripChars: Uint16Array;
  private readonly cross: Uint8Array;
  private readonly cond: Uint32Array;
  private readonly cont: Uint32Array;

  constructor(sections: Sections<typeof AFFIX_TABLE>, private readonly conditions: AffixConditions, readonly isPrefix: boolean) {
    this.adds = new StringTable(sections.add);
    this.lengths = sections.lengths;
    this.addGroups = sections.addGroups;
    this.groupRules = sections.groupRules;
    this.strip = sections.strip;
    this.stripChars = sections.stripChars;
    this.flag = sections.flag;
    this.cross = sections.cross;
    this.cond = sections.cond;
    this.cont = sections.cont;
    this.contPool = sections.contPool;
  }

  get ruleCount(): number {
    return this.flag.length;
  }

  /** The appended-text entry the word starts (prefix) or ends (suffix) with, n characters long, or -1. */
  find(word: string, n: number): number {
    return this.isPrefix ? this.adds.find(word, 0, n) : this.adds.find(word, word.length - n, word.length);
  }

  firstGroup(a: number): number {
    return this.addGroups[a];
  }

  groupEnd(a: number): number {
    return this.addGroups[a + 1];
  }

  firstRule(g: number): number {
    return this.groupRules[g];
  }

  ruleEnd(g: number): number {
    return this.groupRules[g + 1];
  }

  stripLength(g: number): number {
    return this.strip[g + 1] - this.strip[g];
  }

  /** The text group g strips (allocates; only for roots that must be built). */
  stripText(g: number): string {
    return unitsToString(this.stripChars, this.strip[g], this.strip[g + 1]);
  }

  isCross(r: number): boolean {
    return this.cross[r] === 1;
  }

  /** Rule r's continuation class has the flag (0 never matches). */
  contHas(r: number, flag: number): boolean {
    if (flag === 0) return false;
    const pool = this.contPool;
    for (let i = this.cont[r], end = this.cont[r + 1]; i < end; i++) if (pool[i] === flag) return true;
    return false;
  }

  /** Rule r's continuation flags (a view; do not keep). */
  contOf(r: number): Uint16Array {
    return this.contPool.subarray(this.cont[r], this.cont[r + 1]);
  }

  /** Suffix rule r of group g: the root word[0..rootEnd) + strip meets its condition. */
  suffixFits(r: number, g: number, word: string, rootEnd: number): boolean {
    const c = this.cond[r];
    return c === 0 || this.conditions.endOf(c - 1, word, rootEnd, this.stripChars, this.strip[g], this.strip[g + 1]);
  }

  /** Prefix rule r of group g appending n characters: the root strip + word[n..) meets its condition. */
  prefixFits(r: number, g: number, word: string, n: number): boolean {
    const c = this.cond[r];
    return c === 0 || this.conditions.startOf(c - 1, word, n, this.stripChars, this.strip[g], this.strip[g + 1]);
  }
}
