// Writes a speller's affix rules as the pack sections read in place by engines/hunspell/affixes.ts and
// affix-conditions.ts (layouts drawn there), so workers share them instead of each building JS objects (hu_HU's
// 24,000 rules cost ~27 MiB of heap per worker as objects).
import type { SectionArray } from '../engines/pack.ts';
import type { AffixKind } from '../engines/hunspell/affixes.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';
import type { AffFile, AffixRule } from './hunspell-aff.ts';
import { buildStringTable, stringTableSections } from './speller-string-table.ts';

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

  sections(): Record<string, SectionArray> {
    return {
      condPos: Uint32Array.from(this.pos),
      condSet: Uint32Array.from(this.set),
      condNeg: Uint8Array.from(this.neg),
      condChars: Uint16Array.from(this.chars),
    };
  }
}

/**
 * Rules grouped by appended text, then by stripped text, each group in the .aff order of its first rule and its
 * rules in .aff order: the order the checker tries them in, which decides the homonym and affixes it reports.
 */
function kindSections(kind: AffixKind, rules: AffixRule[], conditions: ConditionWriter): Record<string, SectionArray> {
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
    ...stringTableSections(`${kind}Add`, buildStringTable(adds)),
    [`${kind}Lengths`]: Uint16Array.from(new Set(adds.map((a) => a.length))).sort(),
    [`${kind}AddGroups`]: Uint32Array.from(addGroups),
    [`${kind}GroupRules`]: Uint32Array.from(groupRules),
    [`${kind}Strip`]: Uint32Array.from(strip),
    [`${kind}StripChars`]: Uint16Array.from(stripChars),
    [`${kind}Flag`]: Uint16Array.from(flag),
    [`${kind}Cross`]: Uint8Array.from(cross),
    [`${kind}Cond`]: Uint32Array.from(cond),
    [`${kind}Cont`]: Uint32Array.from(cont),
    [`${kind}ContPool`]: Uint16Array.from(contPool),
  };
}

/** A parsed .aff as the speller pack holds it: the meta, and the rules as sections (both kinds, their conditions). */
export function affPackParts(aff: AffFile): { meta: SpellerMeta; sections: Record<string, SectionArray> } {
  const { prefixes, suffixes, ...meta } = aff;
  const conditions = new ConditionWriter();
  return {
    meta,
    sections: {
      ...kindSections('pfx', prefixes, conditions),
      ...kindSections('sfx', suffixes, conditions),
      ...conditions.sections(),
    },
  };
}
