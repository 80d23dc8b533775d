// Hunspell's affix stripping: undo a prefix and up to two suffixes (cross products, continuation classes, circumfixes)
// and look the root up with the flags the rules demand. Mirrors affixmgr.cxx prefix_check/suffix_check/*_twosfx.
import { part, type Sections } from '../pack-layout.ts';
import { AFFIX_CONDITIONS, AffixConditions } from './affix-conditions.ts';
import { AFFIX_TABLE, AffixTable } from './affixes.ts';
import type { Dictionary } from './dictionary.ts';
import type { SpellerMeta } from './speller-meta.ts';

/** The .aff's rules in the speller pack (data/speller-affixes.ts): pfx*, sfx* (affixes.ts) and cond* (affix-conditions.ts). */
export const AFFIXES = part({ pfx: AFFIX_TABLE, sfx: AFFIX_TABLE, cond: AFFIX_CONDITIONS });

/** Where a word stands in a compound; affix permissions depend on it. */
export const enum InCompound {
  Not = 0,
  Begin = 1,
  End = 2,
  Other = 3,
}

const XPRODUCT = 1;

/** The flags the rule loops ask of every rule they pass, one bit each in a byte per rule (AffixChecker.ruleFlags). */
const enum RuleFlag {
  OnlyInCompound = 1,
  CompoundPermit = 2,
  NeedAffix = 4,
  Circumfix = 8,
}

export class AffixChecker {
  readonly prefixes: AffixTable;
  readonly suffixes: AffixTable;
  /**
   * The rules (indexes into prefixes / suffixes) of the last successful check, as Hunspell's pfx/sfx members
   * (compound rules read them); null = none.
   */
  prefix: number | null = null;
  suffix: number | null = null;
  /** The prefix and suffix rules of the last affixCheck's answer (CHECKCOMPOUNDPATTERN flags read them). */
  foundPrefix: number | null = null;
  foundSuffix: number | null = null;
  /** Flags that appear in some continuation class: only those suffixes can carry a second suffix. */
  private readonly contClasses = new Set<number>();
  private readonly hasContClasses: boolean;
  private readonly f: SpellerMeta['flags'];
  private readonly fullstrip: boolean;
  /** Per rule, the RuleFlags its continuation class has: one byte read where a scan of its flags was (Hungarian: 24,000 suffix rules). */
  private readonly prefixFlags: Uint8Array;
  private readonly suffixFlags: Uint8Array;

  constructor(readonly dict: Dictionary, sections: Sections<typeof AFFIXES>, meta: SpellerMeta) {
    const conditions = new AffixConditions(sections.cond);
    this.prefixes = new AffixTable(sections.pfx, conditions, true);
    this.suffixes = new AffixTable(sections.sfx, conditions, false);
    for (const c of this.prefixes.contPool) this.contClasses.add(c);
    for (const c of this.suffixes.contPool) this.contClasses.add(c);
    this.hasContClasses = this.contClasses.size > 0;
    this.f = meta.flags;
    this.fullstrip = meta.fullstrip;
    this.prefixFlags = this.ruleFlags(this.prefixes);
    this.suffixFlags = this.ruleFlags(this.suffixes);
  }

  private ruleFlags(table: AffixTable): Uint8Array {
    const { onlyincompound, compoundpermit, needaffix, circumfix } = this.f;
    const flags = new Uint8Array(table.ruleCount);
    for (let r = 0; r < flags.length; r++) {
      if (table.contHas(r, onlyincompound)) flags[r] |= RuleFlag.OnlyInCompound;
      if (table.contHas(r, compoundpermit)) flags[r] |= RuleFlag.CompoundPermit;
      if (table.contHas(r, needaffix)) flags[r] |= RuleFlag.NeedAffix;
      if (table.contHas(r, circumfix)) flags[r] |= RuleFlag.Circumfix;
    }
    return flags;
  }

  /** The last check's prefix or suffix has the flag in its continuation class. */
  lastAffixHas(flag: number): boolean {
    return (this.prefix !== null && this.prefixes.contHas(this.prefix, flag)) || this.lastSuffixHas(flag);
  }

  lastSuffixHas(flag: number): boolean {
    return this.suffix !== null && this.suffixes.contHas(this.suffix, flag);
  }

  /**
   * A homonym that makes `word` by affixes, or -1 (affix_check). Like Hunspell's, it forgets a single suffix's rule
   * when continuation classes exist; found prefix / suffix keep the rules it read the word with all the same.
   */
  affixCheck(word: string, needflag: number, inCompound: InCompound): number {
    let rv = this.prefixCheck(word, inCompound, needflag);
    this.foundPrefix = this.prefix;
    this.foundSuffix = this.suffix;
    if (rv >= 0) return rv;
    rv = this.suffixCheck(word, 0, null, 0, needflag, inCompound);
    this.foundSuffix = this.suffix;
    if (!this.hasContClasses) return rv;
    this.prefix = null;
    this.suffix = null;
    if (rv >= 0) return rv;
    rv = this.suffixCheckTwoSuffixes(word, 0, null, needflag);
    if (rv >= 0) return rv;
    return this.prefixCheckTwoSuffixes(word, needflag);
  }

  prefixCheck(word: string, inCompound: InCompound, needflag: number): number {
    const table = this.prefixes;
    const flags = this.prefixFlags;
    const dict = this.dict;
    for (const n of table.lengths) {
      if (n > word.length) break;
      if (!(word.length - n > 0 || (word.length === n && this.fullstrip))) continue;
      const a = table.find(word, n);
      if (a < 0) continue;
      for (let g = table.firstGroup(a), groupEnd = table.groupEnd(a); g < groupEnd; g++) {
        let root: string | null = null;
        let first = -2;
        for (let pe = table.firstRule(g), ruleEnd = table.ruleEnd(g); pe < ruleEnd; pe++) {
          if (inCompound === InCompound.Not && (flags[pe] & RuleFlag.OnlyInCompound) !== 0) continue;
          if (inCompound === InCompound.End && (flags[pe] & RuleFlag.CompoundPermit) === 0) continue;
          if (!table.prefixFits(pe, g, word, n)) continue;
          if (first === -2) {
            root = table.stripLength(g) === 0 ? null : table.stripText(g) + word.slice(n);
            first = root === null ? dict.lookup(word, n) : dict.lookup(root);
          }
          if (first >= 0) {
            for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
              if (
                dict.has(h, table.flag[pe]) &&
                (flags[pe] & RuleFlag.NeedAffix) === 0 &&
                // A circumfix prefix needs its suffix.
                (flags[pe] & RuleFlag.Circumfix) === 0 &&
                (needflag === 0 || dict.has(h, needflag) || table.contHas(pe, needflag))
              ) {
                this.prefix = pe;
                return h;
              }
            }
          }
          if (table.isCross(pe)) {
            const rv = this.suffixCheck(root ?? word.slice(n), XPRODUCT, pe, 0, needflag, inCompound);
            if (rv >= 0) {
              this.prefix = pe;
              return rv;
            }
          }
        }
      }
    }
    return -1;
  }

  /**
   * suffix_check: `ppfx` is the prefix rule already undone (cross products), `cclass` the flag of an outer suffix
   * this one must allow (two-suffix words).
   */
  suffixCheck(word: string, sfxopts: number, ppfx: number | null, cclass: number, needflag: number, inCompound: InCompound): number {
    const { circumfix, onlyincompound } = this.f;
    const table = this.suffixes;
    const prefixes = this.prefixes;
    const flags = this.suffixFlags;
    const prefixFlags = ppfx === null ? 0 : this.prefixFlags[ppfx];
    const dict = this.dict;
    const badflag = inCompound !== InCompound.Not ? 0 : onlyincompound;
    for (const n of table.lengths) {
      if (n > word.length) break;
      const rootEnd = word.length - n;
      if (!(rootEnd > 0 || (rootEnd === 0 && this.fullstrip))) continue;
      const a = table.find(word, n);
      if (a < 0) continue;
      for (let g = table.firstGroup(a), groupEnd = table.groupEnd(a); g < groupEnd; g++) {
        // The root is looked up once per group, and only when some rule of the group passes the cheap tests.
        let first = -2;
        for (let se = table.firstRule(g), ruleEnd = table.ruleEnd(g); se < ruleEnd; se++) {
          if ((sfxopts & XPRODUCT) !== 0 && !table.isCross(se)) continue;
          if (cclass !== 0 && !table.contHas(se, cclass)) continue;
          if (inCompound === InCompound.Begin && (flags[se] & RuleFlag.CompoundPermit) === 0) continue;
          // A circumfix suffix goes with a circumfix prefix, and only with one.
          if (circumfix !== 0 && (prefixFlags & RuleFlag.Circumfix) !== (flags[se] & RuleFlag.Circumfix)) continue;
          if (inCompound === InCompound.Not && (flags[se] & RuleFlag.OnlyInCompound) !== 0) continue;
          if (cclass === 0 && (flags[se] & RuleFlag.NeedAffix) !== 0 && !(ppfx !== null && (prefixFlags & RuleFlag.NeedAffix) === 0)) continue;
          if (inCompound === InCompound.End && ppfx === null && (flags[se] & RuleFlag.OnlyInCompound) !== 0) continue;
          if (!table.suffixFits(se, g, word, rootEnd)) continue;
          if (first === -2) {
            first = table.stripLength(g) === 0 ? dict.lookup(word, 0, rootEnd) : dict.lookup(word.slice(0, rootEnd) + table.stripText(g));
          }
          if (first < 0) break;
          const flag = table.flag[se];
          for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
            if (
              (dict.has(h, flag) || (ppfx !== null && prefixes.contHas(ppfx, flag))) &&
              ((sfxopts & XPRODUCT) === 0 || (ppfx !== null && (dict.has(h, prefixes.flag[ppfx]) || table.contHas(se, prefixes.flag[ppfx])))) &&
              (badflag === 0 || !dict.has(h, badflag)) &&
              (needflag === 0 || dict.has(h, needflag) || table.contHas(se, needflag))
            ) {
              this.suffix = se;
              return h;
            }
          }
        }
      }
    }
    return -1;
  }

  /** suffix_check_twosfx: an outer suffix whose flag some inner suffix allows, then that inner suffix. */
  suffixCheckTwoSuffixes(word: string, sfxopts: number, ppfx: number | null, needflag: number): number {
    const table = this.suffixes;
    for (const n of table.lengths) {
      if (n > word.length) break;
      const rootEnd = word.length - n;
      if (!(rootEnd > 0 || (rootEnd === 0 && this.fullstrip))) continue;
      const a = table.find(word, n);
      if (a < 0) continue;
      for (let g = table.firstGroup(a), groupEnd = table.groupEnd(a); g < groupEnd; g++) {
        for (let se = table.firstRule(g), ruleEnd = table.ruleEnd(g); se < ruleEnd; se++) {
          const flag = table.flag[se];
          if (!this.contClasses.has(flag)) continue;
          if ((sfxopts & XPRODUCT) !== 0 && !table.isCross(se)) continue;
          if (!table.suffixFits(se, g, word, rootEnd)) continue;
          const root = word.slice(0, rootEnd) + table.stripText(g);
          const rv = ppfx !== null && !table.contHas(se, this.prefixes.flag[ppfx])
            ? this.suffixCheck(root, sfxopts, ppfx, flag, needflag, InCompound.Not)
            : this.suffixCheck(root, 0, null, flag, needflag, InCompound.Not);
          if (rv >= 0) return rv;
        }
      }
    }
    return -1;
  }

  private prefixCheckTwoSuffixes(word: string, needflag: number): number {
    const table = this.prefixes;
    for (const n of table.lengths) {
      if (n > word.length) break;
      if (!(word.length - n > 0 || (word.length === n && this.fullstrip))) continue;
      const a = table.find(word, n);
      if (a < 0) continue;
      for (let g = table.firstGroup(a), groupEnd = table.groupEnd(a); g < groupEnd; g++) {
        for (let pe = table.firstRule(g), ruleEnd = table.ruleEnd(g); pe < ruleEnd; pe++) {
          if (!table.isCross(pe) || !table.prefixFits(pe, g, word, n)) continue;
          const rv = this.suffixCheckTwoSuffixes(table.stripText(g) + word.slice(n), XPRODUCT, pe, needflag);
          if (rv >= 0) return rv;
        }
      }
    }
    return -1;
  }
}
