// Hunspell's affix stripping: undo a prefix and up to two suffixes (cross products, continuation classes, circumfixes)
// and look the root up with the flags the rules demand. Mirrors affixmgr.cxx prefix_check/suffix_check/*_twosfx.
import { Affix, AffixIndex } from './affixes.ts';
import type { Dictionary } from './dictionary.ts';
import type { SpellerMeta } from './speller-meta.ts';

/** Where a word stands in a compound; affix permissions depend on it. */
export const enum InCompound {
  Not = 0,
  Begin = 1,
  End = 2,
  Other = 3,
}

const XPRODUCT = 1;

export class AffixChecker {
  readonly prefixes: AffixIndex;
  readonly suffixes: AffixIndex;
  /** The affixes of the last successful check, as Hunspell's pfx/sfx members (compound rules read them). */
  prefix: Affix | null = null;
  suffix: Affix | null = null;
  /** Flags that appear in some continuation class: only those suffixes can carry a second suffix. */
  private readonly contClasses = new Set<number>();
  private readonly hasContClasses: boolean;
  private readonly f: SpellerMeta['flags'];
  private readonly fullstrip: boolean;

  constructor(readonly dict: Dictionary, meta: SpellerMeta) {
    this.prefixes = new AffixIndex(meta.prefixes, true);
    this.suffixes = new AffixIndex(meta.suffixes, false);
    for (const a of [...this.prefixes.all, ...this.suffixes.all]) for (const c of a.cont) this.contClasses.add(c);
    this.hasContClasses = this.contClasses.size > 0;
    this.f = meta.flags;
    this.fullstrip = meta.fullstrip;
  }

  /** The last check's prefix or suffix has the flag in its continuation class. */
  lastAffixHas(flag: number): boolean {
    return (this.prefix !== null && this.prefix.contHas(flag)) || (this.suffix !== null && this.suffix.contHas(flag));
  }

  lastSuffixHas(flag: number): boolean {
    return this.suffix !== null && this.suffix.contHas(flag);
  }

  /** Some cross-product prefix's text starts the word. */
  startsWithCrossPrefix(word: string): boolean {
    const index = this.prefixes;
    for (const n of index.lengths) {
      if (n === 0 || n > word.length) continue;
      for (const group of index.at(word, n)) {
        if (index.matches(group, word) && group.affixes.some((a) => a.cross)) return true;
      }
    }
    return false;
  }

  /** A homonym that makes `word` by affixes, or -1 (affix_check). */
  affixCheck(word: string, needflag: number, inCompound: InCompound): number {
    let rv = this.prefixCheck(word, inCompound, needflag);
    if (rv >= 0) return rv;
    rv = this.suffixCheck(word, 0, null, 0, needflag, inCompound);
    if (!this.hasContClasses) return rv;
    this.prefix = null;
    this.suffix = null;
    if (rv >= 0) return rv;
    rv = this.suffixCheckTwoSuffixes(word, 0, null, needflag);
    if (rv >= 0) return rv;
    return this.prefixCheckTwoSuffixes(word, needflag);
  }

  prefixCheck(word: string, inCompound: InCompound, needflag: number): number {
    const { onlyincompound, compoundpermit, needaffix, circumfix } = this.f;
    const index = this.prefixes;
    const dict = this.dict;
    for (const n of index.lengths) {
      if (n > word.length) break;
      if (!(word.length - n > 0 || (word.length === n && this.fullstrip))) continue;
      for (const group of index.at(word, n)) {
        if (!index.matches(group, word)) continue;
        let root: string | null = null;
        let first = -2;
        for (const pe of group.affixes) {
          if (inCompound === InCompound.Not && pe.contHas(onlyincompound)) continue;
          if (inCompound === InCompound.End && !pe.contHas(compoundpermit)) continue;
          if (!pe.prefixFits(word)) continue;
          if (first === -2) {
            root = group.strip === '' ? null : group.strip + word.slice(n);
            first = root === null ? dict.lookup(word, n) : dict.lookup(root);
          }
          if (first >= 0) {
            for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
              if (
                dict.has(h, pe.flag) &&
                !pe.contHas(needaffix) &&
                // A circumfix prefix needs its suffix.
                !pe.contHas(circumfix) &&
                (needflag === 0 || dict.has(h, needflag) || pe.contHas(needflag))
              ) {
                this.prefix = pe;
                return h;
              }
            }
          }
          if (pe.cross) {
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

  /** suffix_check: `cclass` is the flag of an outer suffix this one must allow (two-suffix words). */
  suffixCheck(word: string, sfxopts: number, ppfx: Affix | null, cclass: number, needflag: number, inCompound: InCompound): number {
    const { compoundpermit, circumfix, onlyincompound, needaffix } = this.f;
    const index = this.suffixes;
    const dict = this.dict;
    const badflag = inCompound !== InCompound.Not ? 0 : onlyincompound;
    for (const n of index.lengths) {
      if (n > word.length) break;
      const rootEnd = word.length - n;
      if (!(rootEnd > 0 || (rootEnd === 0 && this.fullstrip))) continue;
      for (const group of index.at(word, n)) {
        if (!index.matches(group, word)) continue;
        // The root is looked up once per group, and only when some rule of the group passes the cheap tests.
        let first = -2;
        for (const se of group.affixes) {
          if ((sfxopts & XPRODUCT) !== 0 && !se.cross) continue;
          if (cclass !== 0 && !se.contHas(cclass)) continue;
          if (inCompound === InCompound.Begin && !se.contHas(compoundpermit)) continue;
          // A circumfix suffix goes with a circumfix prefix, and only with one.
          if (circumfix !== 0 && (ppfx !== null && ppfx.contHas(circumfix)) !== se.contHas(circumfix)) continue;
          if (inCompound === InCompound.Not && se.contHas(onlyincompound)) continue;
          if (cclass === 0 && se.contHas(needaffix) && !(ppfx !== null && !ppfx.contHas(needaffix))) continue;
          if (inCompound === InCompound.End && ppfx === null && se.contHas(onlyincompound)) continue;
          if (!se.suffixFits(word, rootEnd)) continue;
          if (first === -2) first = group.strip === '' ? dict.lookup(word, 0, rootEnd) : dict.lookup(word.slice(0, rootEnd) + group.strip);
          if (first < 0) break;
          for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
            if (
              (dict.has(h, se.flag) || (ppfx !== null && ppfx.contHas(se.flag))) &&
              ((sfxopts & XPRODUCT) === 0 || (ppfx !== null && (dict.has(h, ppfx.flag) || se.contHas(ppfx.flag)))) &&
              (badflag === 0 || !dict.has(h, badflag)) &&
              (needflag === 0 || dict.has(h, needflag) || se.contHas(needflag))
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
  suffixCheckTwoSuffixes(word: string, sfxopts: number, ppfx: Affix | null, needflag: number): number {
    const index = this.suffixes;
    for (const n of index.lengths) {
      if (n > word.length) break;
      const rootEnd = word.length - n;
      if (!(rootEnd > 0 || (rootEnd === 0 && this.fullstrip))) continue;
      for (const group of index.at(word, n)) {
        if (!index.matches(group, word)) continue;
        for (const se of group.affixes) {
          if (!this.contClasses.has(se.flag)) continue;
          if ((sfxopts & XPRODUCT) !== 0 && !se.cross) continue;
          if (!se.suffixFits(word, rootEnd)) continue;
          const root = word.slice(0, rootEnd) + se.strip;
          const rv = ppfx !== null && !se.contHas(ppfx.flag)
            ? this.suffixCheck(root, sfxopts, ppfx, se.flag, needflag, InCompound.Not)
            : this.suffixCheck(root, 0, null, se.flag, needflag, InCompound.Not);
          if (rv >= 0) return rv;
        }
      }
    }
    return -1;
  }

  private prefixCheckTwoSuffixes(word: string, needflag: number): number {
    const index = this.prefixes;
    for (const n of index.lengths) {
      if (n > word.length) break;
      if (!(word.length - n > 0 || (word.length === n && this.fullstrip))) continue;
      for (const group of index.at(word, n)) {
        if (!index.matches(group, word)) continue;
        for (const pe of group.affixes) {
          if (!pe.cross || !pe.prefixFits(word)) continue;
          const rv = this.suffixCheckTwoSuffixes(pe.strip + word.slice(n), XPRODUCT, pe, needflag);
          if (rv >= 0) return rv;
        }
      }
    }
    return -1;
  }
}
