// Affix rules of one speller, indexed by their appended text so a word finds the few rules that could have made it.
// Built per worker from the pack's msgpack meta (small JS objects). Matching reads the word in place: no slicing.
import type { AffixRule } from './speller-meta.ts';

/**
 * A Hunspell condition ("[^aeiou]y", ".", "ab[cd]") as one character class per position, tested on the root
 * a rule would leave, without building that root: suffix roots are word[0..rootEnd) + strip, prefix roots
 * strip + word[from..).
 */
class Condition {
  private readonly sets: string[] = [];
  private readonly negated: boolean[] = [];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch === '[') {
        const close = text.indexOf(']', i + 1);
        const end = close < 0 ? text.length : close;
        const neg = text[i + 1] === '^';
        this.sets.push(text.slice(i + (neg ? 2 : 1), end));
        this.negated.push(neg);
        i = end;
      } else {
        this.sets.push(ch === '.' ? '' : ch);
        this.negated.push(ch === '.');
      }
    }
  }

  get length(): number {
    return this.sets.length;
  }

  private fits(k: number, ch: string): boolean {
    return this.sets[k].includes(ch) !== this.negated[k];
  }

  /** The end of word[0..rootEnd) + strip satisfies the condition. */
  endOf(word: string, rootEnd: number, strip: string): boolean {
    const n = this.sets.length;
    if (rootEnd + strip.length < n) return false;
    for (let k = n - 1, j = 0; k >= 0; k--, j++) {
      const ch = j < strip.length ? strip[strip.length - 1 - j] : word[rootEnd - 1 - (j - strip.length)];
      if (!this.fits(k, ch)) return false;
    }
    return true;
  }

  /** The start of strip + word[from..) satisfies the condition. */
  startOf(word: string, from: number, strip: string): boolean {
    const n = this.sets.length;
    if (strip.length + word.length - from < n) return false;
    for (let k = 0; k < n; k++) {
      const ch = k < strip.length ? strip[k] : word[from + k - strip.length];
      if (!this.fits(k, ch)) return false;
    }
    return true;
  }
}

export class Affix {
  readonly flag: number;
  readonly cross: boolean;
  readonly strip: string;
  readonly add: string;
  /** null = any root. */
  readonly cond: Condition | null;
  readonly cont: Uint16Array;

  constructor(rule: AffixRule) {
    [this.flag, this.cross, this.strip, this.add] = rule;
    this.cond = rule[4] === '' || rule[4] === '.' ? null : new Condition(rule[4]);
    this.cont = Uint16Array.from(rule[5]);
  }

  /** Continuation class has the flag (0 never matches). */
  contHas(flag: number): boolean {
    if (flag === 0) return false;
    const c = this.cont;
    for (let i = 0; i < c.length; i++) if (c[i] === flag) return true;
    return false;
  }

  /** Suffix: the root word[0..rootEnd) + strip meets the condition. */
  suffixFits(word: string, rootEnd: number): boolean {
    return this.cond === null || this.cond.endOf(word, rootEnd, this.strip);
  }

  /** Prefix: the root strip + word[add.length..) meets the condition. */
  prefixFits(word: string): boolean {
    return this.cond === null || this.cond.startOf(word, this.add.length, this.strip);
  }
}

/** FNV-1a step, as in the string tables. */
const step = (h: number, c: number) => Math.imul(h ^ c, 0x01000193);
const FNV_START = 0x811c9dc5;

/** Affixes that append the same text and strip the same text: they leave the same root, looked up once. */
export interface AffixGroup {
  add: string;
  strip: string;
  affixes: Affix[];
}

/** Affixes of one kind, looked up by the hash of the text they append (read from the word's end for suffixes). */
export class AffixIndex {
  readonly all: Affix[];
  /** Appended lengths that occur, ascending. */
  readonly lengths: number[];
  private readonly byKey = new Map<number, AffixGroup[]>();
  private readonly empty: AffixGroup[] = [];

  constructor(rules: AffixRule[], readonly isPrefix: boolean) {
    this.all = rules.map((r) => new Affix(r));
    for (const affix of this.all) {
      const key = this.keyOf(affix.add, affix.add.length);
      let groups = this.byKey.get(key);
      if (!groups) this.byKey.set(key, (groups = []));
      let group = groups.find((g) => g.add === affix.add && g.strip === affix.strip);
      if (!group) groups.push((group = { add: affix.add, strip: affix.strip, affixes: [] }));
      group.affixes.push(affix);
    }
    this.lengths = [...new Set(this.all.map((a) => a.add.length))].sort((a, b) => a - b);
  }

  /** Hash of the first (prefix) or last (suffix) n characters, combined with n. */
  private keyOf(word: string, n: number): number {
    let h = FNV_START;
    if (this.isPrefix) for (let i = 0; i < n; i++) h = step(h, word.charCodeAt(i));
    else for (let i = word.length - 1; i >= word.length - n; i--) h = step(h, word.charCodeAt(i));
    return (step(h, n) >>> 0);
  }

  /** Groups appending exactly n characters that the word may start (prefix) or end (suffix) with. */
  at(word: string, n: number): AffixGroup[] {
    return this.byKey.get(this.keyOf(word, n)) ?? this.empty;
  }

  /** The group's text really is at the word's start/end (hash keys can collide). */
  matches(group: AffixGroup, word: string): boolean {
    return this.isPrefix ? word.startsWith(group.add) : word.endsWith(group.add);
  }
}
