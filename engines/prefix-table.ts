// The prefixes a word may begin with, [what each adds, what it strips from the form it is put on], by the first code
// unit of what it adds: where the form automaton lacks prefixed forms, a typo's rest after a prefix is searched instead.
import type { AffixTable } from './hunspell/affixes.ts';

export type Prefix = readonly [add: string, strip: string];

export class PrefixTable {
  /** By the first code unit of what they add ('' = add nothing). */
  private readonly byFirst = new Map<string, Prefix[]>();

  constructor(prefixes: Iterable<Prefix>) {
    for (const prefix of prefixes) {
      const key = prefix[0].slice(0, 1);
      const list = this.byFirst.get(key);
      if (list) list.push(prefix);
      else this.byFirst.set(key, [prefix]);
    }
  }

  /** Every prefix rule of a speller's .aff, each [add, strip] once. */
  static ofAffixes(table: AffixTable): PrefixTable {
    const pairs = new Map<string, Prefix>();
    for (let a = 0; a < table.adds.size; a++) {
      const add = table.adds.text(a);
      for (let group = table.firstGroup(a); group < table.groupEnd(a); group++) {
        const strip = table.stripText(group);
        pairs.set(`${add}\t${strip}`, [add, strip]);
      }
    }
    return new PrefixTable(pairs.values());
  }

  /** Some prefix the word begins with passes `test` (no array made: the checker asks this of every candidate). */
  some(word: string, test: (add: string, strip: string) => boolean): boolean {
    for (const key of ['', word.slice(0, 1)]) {
      for (const [add, strip] of this.byFirst.get(key) ?? []) if (word.startsWith(add) && test(add, strip)) return true;
    }
    return false;
  }

  /** The prefixes the word begins with, the longest first. */
  of(word: string): Prefix[] {
    const found: Prefix[] = [];
    this.some(word, (add, strip) => (found.push([add, strip]), false));
    return found.sort((a, b) => b[0].length - a[0].length);
  }
}
