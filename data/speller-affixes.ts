// Writes a speller's affix rules as the pack sections read in place by engines/hunspell/affixes.ts and
// affix-conditions.ts (layouts drawn there), so workers share them instead of each building JS objects (hu_HU's
// 24,000 rules cost ~27 MiB of heap per worker as objects).
import type { AFFIXES } from '../engines/hunspell/affix-check.ts';
import type { AFFIX_CONDITIONS } from '../engines/hunspell/affix-conditions.ts';
import type { AFFIX_TABLE } from '../engines/hunspell/affixes.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { AffFile, AffixRule } from './hunspell-aff.ts';
import { buildStringTable } from './speller-string-table.ts';

/** The conditions of both kinds, each distinct condition text stored once. */
class ConditionWriter {
  private readonly ids = new Map<string, number>();
  private readonly pos: number[] = [0];
  private readonly set: number[] = [0];
  private readonly neg: number[] = [];
  private readonly chars: number[] = [];

  /** The rule's cond section value: 0 = any root, else condition id + 1. */
  idOf(text: string): number {
    if (text === '' || text === '.') return 0;
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(text, id);
      this.add(text);
    }
    return id + 1;
  }

  /** One position per character or [class] / [^class]; '.' takes any character; an unclosed class runs to the end. */
  private add(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch === '[') {
        const close = text.indexOf(']', i + 1);
        const end = close < 0 ? text.length : close;
        const negated = text[i + 1] === '^';
        this.position(text.slice(i + (negated ? 2 : 1), end), negated);
        i = end;
      } else this.position(ch === '.' ? '' : ch, ch === '.');
    }
    this.pos.push(this.neg.length);
  }

  private position(chars: string, negated: boolean): void {
    for (let k = 0; k < chars.length; k++) this.chars.push(chars.charCodeAt(k));
    this.set.push(this.chars.length);
    this.neg.push(negated ? 1 : 0);
  }

  sections(): Sections<typeof AFFIX_CONDITIONS> {
    return {
      pos: Uint32Array.from(this.pos),
      set: Uint32Array.from(this.set),
      neg: Uint8Array.from(this.neg),
      chars: Uint16Array.from(this.chars),
    };
  }
}

/**
 * Rules grouped by appended text, then by stripped text, each group in the .aff order of its first rule and its
 * rules in .aff order: the order the checker tries them in, which decides the homonym and affixes it reports.
 */
function kindSections(rules: AffixRule[], conditions: ConditionWriter): Sections<typeof AFFIX_TABLE> {
  const byAdd = new Map<string, Map<string, AffixRule[]>>();
  for (const rule of rules) {
    const [, , strip, add] = rule;
    let groups = byAdd.get(add);
    if (!groups) byAdd.set(add, (groups = new Map()));
    let group = groups.get(strip);
    if (!group) groups.set(strip, (group = []));
    group.push(rule);
  }
  const adds = [...byAdd.keys()];
  const addGroups = [0];
  const groupRules = [0];
  const strip = [0];
  const stripChars: number[] = [];
  const flag: number[] = [];
  const cross: number[] = [];
  const cond: number[] = [];
  const cont = [0];
  const contPool: number[] = [];
  for (const groups of byAdd.values()) {
    for (const [stripText, group] of groups) {
      for (let k = 0; k < stripText.length; k++) stripChars.push(stripText.charCodeAt(k));
      strip.push(stripChars.length);
      for (const [ruleFlag, ruleCross, , , ruleCond, ruleCont] of group) {
        flag.push(ruleFlag);
        cross.push(ruleCross ? 1 : 0);
        cond.push(conditions.idOf(ruleCond));
        contPool.push(...ruleCont);
        cont.push(contPool.length);
      }
      groupRules.push(flag.length);
    }
    addGroups.push(groupRules.length - 1);
  }
  return {
    add: buildStringTable(adds),
    lengths: Uint16Array.from(new Set(adds.map((a) => a.length))).sort(),
    addGroups: Uint32Array.from(addGroups),
    groupRules: Uint32Array.from(groupRules),
    strip: Uint32Array.from(strip),
    stripChars: Uint16Array.from(stripChars),
    flag: Uint16Array.from(flag),
    cross: Uint8Array.from(cross),
    cond: Uint32Array.from(cond),
    cont: Uint32Array.from(cont),
    contPool: Uint16Array.from(contPool),
  };
}

/** A parsed .aff as the speller pack holds it: the meta, and the rules as sections (both kinds, their conditions). */
export function affPackParts(aff: AffFile): { meta: SpellerMeta; sections: Sections<typeof AFFIXES> } {
  const { prefixes, suffixes, ...meta } = aff;
  const conditions = new ConditionWriter();
  // The conditions last: they are those both kinds met, prefixes' numbered first.
  return { meta, sections: { pfx: kindSections(prefixes, conditions), sfx: kindSections(suffixes, conditions), cond: conditions.sections() } };
}
