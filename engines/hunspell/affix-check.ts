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
    const { onlyincompound, compoundpermit } = this.f;
    return this.prefixes.find(word, (pe) => {
      if (inCompound === InCompound.Not && pe.contHas(onlyincompound)) return -1;
      if (inCompound === InCompound.End && !pe.contHas(compoundpermit)) return -1;
      const rv = this.prefixEntryCheck(pe, word, inCompound, needflag);
      if (rv >= 0) this.prefix = pe;
      return rv;
    });
  }

  private prefixEntryCheck(pe: Affix, word: string, inCompound: InCompound, needflag: number): number {
    const rootLength = word.length - pe.add.length;
    if (!(rootLength > 0 || (rootLength === 0 && this.fullstrip))) return -1;
    const root = pe.strip + word.slice(pe.add.length);
    if (pe.cond !== null && !pe.cond.test(root)) return -1;
    const dict = this.dict;
    const first = dict.lookup(root);
    if (first >= 0) {
      for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
        if (
          dict.has(h, pe.flag) &&
          !pe.contHas(this.f.needaffix) &&
          // A circumfix prefix needs its suffix.
          !pe.contHas(this.f.circumfix) &&
          (needflag === 0 || dict.has(h, needflag) || pe.contHas(needflag))
        ) return h;
      }
    }
    if (pe.cross) return this.suffixCheck(root, XPRODUCT, pe, 0, needflag, inCompound);
    return -1;
  }

  /** suffix_check: `cclass` is the flag of an outer suffix this one must allow (two-suffix words). */
  suffixCheck(word: string, sfxopts: number, ppfx: Affix | null, cclass: number, needflag: number, inCompound: InCompound): number {
    const { compoundpermit, circumfix, onlyincompound, needaffix } = this.f;
    return this.suffixes.find(word, (se) => {
      if (cclass !== 0 && se.cont.length === 0) return -1;
      if (inCompound === InCompound.Begin && !se.contHas(compoundpermit)) return -1;
      if (circumfix !== 0) {
        const pfxCirc = ppfx !== null && ppfx.contHas(circumfix);
        if (pfxCirc !== se.contHas(circumfix)) return -1;
      }
      if (inCompound === InCompound.Not && se.contHas(onlyincompound)) return -1;
      if (cclass === 0 && se.contHas(needaffix) && !(ppfx !== null && !ppfx.contHas(needaffix))) return -1;
      if (inCompound === InCompound.End && ppfx === null && se.contHas(onlyincompound)) return -1;
      const rv = this.suffixEntryCheck(se, word, sfxopts, ppfx, cclass, needflag, inCompound !== InCompound.Not ? 0 : onlyincompound);
      if (rv >= 0) this.suffix = se;
      return rv;
    });
  }

  private suffixEntryCheck(
    se: Affix, word: string, optflags: number, ppfx: Affix | null, cclass: number, needflag: number, badflag: number,
  ): number {
    if ((optflags & XPRODUCT) !== 0 && !se.cross) return -1;
    const rootLength = word.length - se.add.length;
    if (!(rootLength > 0 || (rootLength === 0 && this.fullstrip))) return -1;
    const root = se.strip === '' && rootLength === word.length ? word : word.slice(0, rootLength) + se.strip;
    if (se.cond !== null && !se.cond.test(root)) return -1;
    const dict = this.dict;
    const first = dict.lookup(root);
    if (first < 0) return -1;
    for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
      if (
        (dict.has(h, se.flag) || (ppfx !== null && ppfx.contHas(se.flag))) &&
        ((optflags & XPRODUCT) === 0 || (ppfx !== null && (dict.has(h, ppfx.flag) || se.contHas(ppfx.flag)))) &&
        (cclass === 0 || se.contHas(cclass)) &&
        (badflag === 0 || !dict.has(h, badflag)) &&
        (needflag === 0 || dict.has(h, needflag) || se.contHas(needflag))
      ) return h;
    }
    return -1;
  }

  /** suffix_check_twosfx: an outer suffix whose flag some inner suffix allows, then that inner suffix. */
  suffixCheckTwoSuffixes(word: string, sfxopts: number, ppfx: Affix | null, needflag: number): number {
    return this.suffixes.find(word, (se) => {
      if (!this.contClasses.has(se.flag)) return -1;
      if ((sfxopts & XPRODUCT) !== 0 && !se.cross) return -1;
      const rootLength = word.length - se.add.length;
      if (!(rootLength > 0 || (rootLength === 0 && this.fullstrip))) return -1;
      const root = word.slice(0, rootLength) + se.strip;
      if (se.cond !== null && !se.cond.test(root)) return -1;
      if (ppfx !== null && !se.contHas(ppfx.flag)) return this.suffixCheck(root, sfxopts, ppfx, se.flag, needflag, InCompound.Not);
      return this.suffixCheck(root, 0, null, se.flag, needflag, InCompound.Not);
    });
  }

  private prefixCheckTwoSuffixes(word: string, needflag: number): number {
    return this.prefixes.find(word, (pe) => {
      const rootLength = word.length - pe.add.length;
      if (!(rootLength > 0 || (rootLength === 0 && this.fullstrip))) return -1;
      if (!pe.cross) return -1;
      const root = pe.strip + word.slice(pe.add.length);
      if (pe.cond !== null && !pe.cond.test(root)) return -1;
      return this.suffixCheckTwoSuffixes(root, XPRODUCT, pe, needflag);
    });
  }
}
