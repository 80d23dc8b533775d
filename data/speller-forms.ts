// Enumerates the word forms a Hunspell dictionary makes without compounding: each stem bare, with each of its
// suffixes (and a second suffix from the first one's continuation class), its prefixes, and cross products.
// A superset is fine (the checker has the last word); the forms feed the form automaton (data/speller-automaton.ts).
import type { AffixChecker } from '../engines/hunspell/affix-check.ts';
import type { AffixTable } from '../engines/hunspell/affixes.ts';
import { lower } from '../engines/casing.ts';
import type { FORM_FILTER } from '../engines/hunspell/form-filter.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { StemMap } from './hunspell-dic.ts';

/** One rule of a pack's affix table with its texts spelled out. */
interface FormRule {
  rule: number;
  group: number;
  strip: string;
  add: string;
  cross: boolean;
  cont: Uint16Array;
}

function byFlag(table: AffixTable): Map<number, FormRule[]> {
  const map = new Map<number, FormRule[]>();
  for (let a = 0; a < table.adds.size; a++) {
    const add = table.adds.text(a);
    for (let group = table.firstGroup(a); group < table.groupEnd(a); group++) {
      const strip = table.stripText(group);
      for (let rule = table.firstRule(group); rule < table.ruleEnd(group); rule++) {
        const entry = { rule, group, strip, add, cross: table.isCross(rule), cont: table.contOf(rule) };
        const list = map.get(table.flag[rule]);
        if (list) list.push(entry);
        else map.set(table.flag[rule], [entry]);
      }
    }
  }
  return map;
}

/** Which forms forEachForm makes beyond each stem with one affix. */
export interface FormReach {
  /** Prefix + suffix forms (Italian elisions times inflections run to tens of millions). */
  crossProducts: boolean;
  /** A second suffix from the first one's continuation class (Hungarian's run to hundreds of millions). */
  twofold: boolean;
}

const ALL_FORMS: FormReach = { crossProducts: true, twofold: true };

/** An affixed form's flags beyond its stem's: the continuation class of the affix applied last (none for a bare stem). */
export const NO_AFFIX_FLAGS = new Uint16Array(0);

/**
 * Calls visit once per generated form (forms may repeat across stems) with the flags of the stem it was made from and
 * the continuation flags of the affix applied last (where German's compound flags sit on its linking-s suffixes).
 */
export function forEachForm(
  stems: StemMap,
  affixes: AffixChecker,
  visit: (form: string, stemFlags: ReadonlySet<number>, affixFlags: Uint16Array) => void,
  reach = ALL_FORMS,
): void {
  const suffixTable = affixes.suffixes;
  const prefixTable = affixes.prefixes;
  const suffixes = byFlag(suffixTable);
  const prefixes = byFlag(prefixTable);
  const crossSuffixed: string[] = [];
  for (const [stem, sets] of stems) {
    crossSuffixed.length = 0;
    const flags = new Set<number>();
    for (const set of sets) for (const f of set) flags.add(f);
    visit(stem, flags, NO_AFFIX_FLAGS);
    for (const f of flags) {
      for (const sfx of suffixes.get(f) ?? []) {
        if (!stem.endsWith(sfx.strip)) continue;
        const form = stem.slice(0, stem.length - sfx.strip.length) + sfx.add;
        if (!suffixTable.suffixFits(sfx.rule, sfx.group, form, form.length - sfx.add.length)) continue;
        visit(form, flags, sfx.cont);
        if (sfx.cross) crossSuffixed.push(form);
        if (!reach.twofold) continue;
        for (const f2 of sfx.cont) {
          for (const outer of suffixes.get(f2) ?? []) {
            if (!form.endsWith(outer.strip)) continue;
            const form2 = form.slice(0, form.length - outer.strip.length) + outer.add;
            if (suffixTable.suffixFits(outer.rule, outer.group, form2, form2.length - outer.add.length)) visit(form2, flags, outer.cont);
          }
        }
      }
    }
    for (const f of flags) {
      for (const pfx of prefixes.get(f) ?? []) {
        if (!stem.startsWith(pfx.strip)) continue;
        const form = pfx.add + stem.slice(pfx.strip.length);
        if (!prefixTable.prefixFits(pfx.rule, pfx.group, form, pfx.add.length)) continue;
        visit(form, flags, pfx.cont);
        if (!pfx.cross || !reach.crossProducts) continue;
        for (const suffixed of crossSuffixed) {
          if (suffixed.startsWith(pfx.strip)) visit(pfx.add + suffixed.slice(pfx.strip.length), flags, pfx.cont);
        }
      }
    }
  }
}

/** Most forms for which the word list takes every form: en_US 175k, id_ID 345k; fr and es make 700k. */
const MAX_LISTED_FORMS = 400_000;

/** forEachForm, given up at form maxForms + 1: false when the dictionary makes more than `maxForms` forms. */
export function forEachFormWithin(
  stems: StemMap,
  affixes: AffixChecker,
  maxForms: number,
  visit: (form: string, stemFlags: ReadonlySet<number>, affixFlags: Uint16Array) => void,
  reach = ALL_FORMS,
): boolean {
  let generated = 0;
  try {
    forEachForm(stems, affixes, (form, stemFlags, affixFlags) => {
      if (++generated > maxForms) throw new RangeError('too many forms');
      visit(form, stemFlags, affixFlags);
    }, reach);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return false;
  }
  return true;
}

/** Every form in lower case, each once; null above `maxForms` generated forms. */
export function listableForms(stems: StemMap, affixes: AffixChecker, turkic: boolean, maxForms = MAX_LISTED_FORMS): Set<string> | null {
  const forms = new Set<string>();
  return forEachFormWithin(stems, affixes, maxForms, (form) => forms.add(lower(form, turkic))) ? forms : null;
}

/**
 * The form filter's section (engines/hunspell/form-filter.ts): where the automaton leaves out prefix + suffix forms,
 * "add\tstrip\n" per cross-product prefix, so the filter can test such a form's suffixed rest instead.
 */
export function formFilterSections(affixes: AffixChecker, crossProducts: boolean): Sections<typeof FORM_FILTER> {
  if (crossProducts) return { crossPrefixes: null };
  const prefixes = affixes.prefixes;
  const pairs = new Set<string>();
  for (let a = 0; a < prefixes.adds.size; a++) {
    const add = prefixes.adds.text(a);
    for (let group = prefixes.firstGroup(a); group < prefixes.groupEnd(a); group++) {
      const strip = prefixes.stripText(group);
      for (let rule = prefixes.firstRule(group); rule < prefixes.ruleEnd(group); rule++) {
        if (prefixes.isCross(rule)) pairs.add(`${add}\t${strip}\n`);
      }
    }
  }
  if (pairs.size === 0) return { crossPrefixes: null };
  return { crossPrefixes: Uint16Array.from([...pairs].join(''), (ch) => ch.charCodeAt(0)) };
}
