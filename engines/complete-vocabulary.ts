// The completer's vocabulary: lower-case keys in code-unit order, so a typed prefix is an id range, each with its
// written form and unigram cost (engines/completer-pack.ts draws the tables).
import { unitsToString } from './code-units.ts';
import { capitalize, CaseForm } from './complete-text.ts';
import { LetterStrings, type LETTER_STRINGS } from './letter-strings.ts';
import type { Sections } from './pack-layout.ts';
import { findId, idLowerBound } from './sorted-ids.ts';
import { UINT_COLUMN, uintColumn, type UintArray } from './uint-column.ts';

/** An id no vocabulary word has (an unknown word, or none). */
export const NO_WORD = -1;
export const APOSTROPHE = 0x27;
/** Unigram cost unit: cost = round(-log2 P * COST_SCALE), so u16 spans probabilities down to 2^-128. */
const COST_SHIFT = 9;
export const COST_SCALE = 1 << COST_SHIFT;
/** 2^-(cost / COST_SCALE) as a whole power of two times a fraction's power: Math.pow's value at an eighth of its time. */
const WHOLE_POWER = Float64Array.from({ length: 0x10000 >>> COST_SHIFT }, (_, i) => Math.pow(2, -i));
const FRACTION_POWER = Float64Array.from({ length: COST_SCALE }, (_, i) => Math.pow(2, -i / COST_SCALE));

/** The unigram probability a cost stands for. */
export function costProbability(cost: number): number {
  return WHOLE_POWER[cost >>> COST_SHIFT] * FRACTION_POWER[cost & (COST_SCALE - 1)];
}

export interface VocabularyTables {
  keys: Sections<typeof LETTER_STRINGS>;
  caseForm: Uint8Array;
  mixedIds: Uint32Array;
  mixedStart: Uint32Array;
  mixedChars: Uint16Array;
  cost: Uint16Array;
  rangeBest: Sections<typeof UINT_COLUMN>;
}

export class Vocabulary {
  /** The lower-case key of each id, in code-unit order. */
  readonly keys: LetterStrings;
  readonly caseForm: Uint8Array;
  readonly cost: Uint16Array;
  readonly rangeBest: UintArray;
  private readonly mixedIds: Uint32Array;
  private readonly mixedStart: Uint32Array;
  private readonly mixedChars: Uint16Array;
  /** The context id of a number (engines/completer-pack.ts); the sentence start's is `words`. */
  readonly numberId: number;
  /** Letters of the longest key. */
  readonly longestKey: number;
  /** Some key ends in an apostrophe (isElidedHead): the look-ups for one are made only then. */
  readonly elidedHeads: boolean;
  /**
   * The first code units of the keys, ascending, and where each one's ids start (one more entry: the end): a prefix is
   * looked up among the keys of its first letter only, a few probes fewer in memory the processor's caches rarely hold.
   */
  private readonly firstUnits: Uint32Array;
  private readonly firstStarts: Uint32Array;

  constructor(
    tables: VocabularyTables,
    readonly words: number,
    readonly lower: (w: string) => string,
    readonly upper: (w: string) => string,
  ) {
    this.keys = new LetterStrings(tables.keys);
    this.caseForm = tables.caseForm;
    this.mixedIds = tables.mixedIds;
    this.mixedStart = tables.mixedStart;
    this.mixedChars = tables.mixedChars;
    this.cost = tables.cost;
    this.rangeBest = uintColumn(tables.rangeBest, 'rangeBest');
    this.numberId = words + 1;
    let longest = 0;
    let elided = false;
    const units: number[] = [];
    const starts: number[] = [];
    for (let id = 0; id < words; id++) {
      const from = this.keys.start(id);
      const first = this.keys.unit(from);
      longest = Math.max(longest, this.keys.start(id + 1) - from);
      if (units.length === 0 || first !== units[units.length - 1]) units.push(first), starts.push(id);
      elided ||= this.isElidedHead(id);
    }
    this.longestKey = longest;
    this.elidedHeads = elided;
    this.firstUnits = Uint32Array.from(units);
    this.firstStarts = Uint32Array.from([...starts, words]);
  }

  keyOf(id: number): string {
    return this.keys.text(id);
  }

  keyLength(id: number): number {
    return this.keys.start(id + 1) - this.keys.start(id);
  }

  writtenForm(id: number): string {
    const key = this.keyOf(id);
    switch (this.caseForm[id]) {
      case CaseForm.Capitalized:
        return capitalize(key, this.upper);
      case CaseForm.Upper:
        return this.upper(key);
      case CaseForm.Mixed: {
        const m = findId(this.mixedIds, 0, this.mixedIds.length, id);
        return unitsToString(this.mixedChars, this.mixedStart[m], this.mixedStart[m + 1]);
      }
      default:
        return key;
    }
  }

  unigram(w: number): number {
    return costProbability(this.cost[w]);
  }

  /** "l'", "dell'": context for the model, never proposed (the word after it is). */
  isElidedHead(id: number): boolean {
    return this.keys.unit(this.keys.start(id + 1) - 1) === APOSTROPHE;
  }

  /** Word `id` is written small: typed with a capital inside a sentence, it is a name's word. */
  isNameWord(id: number): boolean {
    return id >= 0 && id < this.words && this.caseForm[id] === CaseForm.Lower;
  }

  idOf(word: string): number {
    return this.idOfKey(this.lower(word));
  }

  /** idOf for a word already in lower case. */
  idOfKey(key: string): number {
    const lo = this.lowerBound(key, 0);
    return lo < this.words && this.keyLength(lo) === key.length && this.comparePrefix(lo, key) === 0 ? lo : NO_WORD;
  }

  /** Compares the key of `id`, cut to prefix.length, with prefix: <0, 0 (key starts with prefix), >0. */
  private comparePrefix(id: number, prefix: string): number {
    const keys = this.keys;
    const from = keys.start(id);
    const length = keys.start(id + 1) - from;
    const n = Math.min(length, prefix.length);
    for (let k = 0; k < n; k++) {
      const d = keys.unit(from + k) - prefix.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length < prefix.length ? -1 : 0;
  }

  /** First id whose key compares >= bound with the prefix (bound 0) or > (bound 1). */
  lowerBound(prefix: string, bound: 0 | 1): number {
    if (prefix.length === 0) return bound === 0 ? 0 : this.words;
    // The keys of the prefix's first letter, or where they would be.
    const first = prefix.charCodeAt(0);
    const units = this.firstUnits;
    const at = idLowerBound(units, 0, units.length, first);
    let lo = this.firstStarts[at];
    if (at === units.length || units[at] !== first) return lo;
    let hi = this.firstStarts[at + 1];
    if (prefix.length === 1) return bound === 0 ? lo : hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.comparePrefix(mid, prefix) < bound) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
