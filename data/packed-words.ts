// Words with a kind byte each, their UTF-16 code units in one growing buffer, sorted without a string per word: the
// form automata are built from millions (7.5M Hungarian completer forms, up to 12M speller forms), where an array of
// strings and Array.prototype.sort spent most of the compile step's time in comparisons and garbage collection.
//
//   chars:  a l m a b a b ...        word i = chars[start[i] .. start[i + 1])
//   start:  0     4   6 ...
//   kind:   k0    k1  ...
import { grown } from './grown-array.ts';

export class PackedWords {
  chars: Uint16Array;
  start: Uint32Array;
  kind: Uint8Array;
  count = 0;

  /** Room for `words` words of `units` code units in all before the buffers grow (each growth copies them). */
  constructor(words = 1 << 12, units = 1 << 16) {
    this.chars = new Uint16Array(Math.max(1, units));
    this.start = new Uint32Array(words + 2);
    this.kind = new Uint8Array(words + 2);
  }

  add(word: string, kind: number): void {
    if (this.count + 2 > this.start.length) {
      this.start = grown(this.start, this.start.length * 2);
      this.kind = grown(this.kind, this.start.length);
    }
    const at = this.start[this.count];
    if (at + word.length > this.chars.length) this.chars = grown(this.chars, Math.max(this.chars.length * 2, at + word.length));
    for (let i = 0; i < word.length; i++) this.chars[at + i] = word.charCodeAt(i);
    this.kind[this.count] = kind;
    this.start[++this.count] = at + word.length;
  }

  /** Word i as a string. */
  text(i: number): string {
    return String.fromCharCode(...this.chars.subarray(this.start[i], this.start[i + 1]));
  }

  length(i: number): number {
    return this.start[i + 1] - this.start[i];
  }

  /** Code unit `d` of word `i`, or -1 past its end (a word sorts before the words it starts). */
  unitAt(i: number, d: number): number {
    const at = this.start[i] + d;
    return at < this.start[i + 1] ? this.chars[at] : -1;
  }

  /**
   * The words' indices in code unit order, equal words by kind, then in the order added: the order of
   * `word + String.fromCharCode(kind)` strings when kinds sort below every letter.
   */
  sortedOrder(): Int32Array {
    const order = new Int32Array(this.count);
    for (let i = 0; i < order.length; i++) order[i] = i;
    this.sortRange(order, 0, order.length, 0);
    return order;
  }

  /** `order` (sorted) with only the last of each run of equal words: the highest kind. */
  lastOfEqual(order: Int32Array): Int32Array {
    let kept = 0;
    for (let k = 0; k < order.length; k++) {
      if (k + 1 < order.length && this.equal(order[k], order[k + 1])) continue;
      order[kept++] = order[k];
    }
    return order.subarray(0, kept);
  }

  /** Words a and b have the same code units. */
  equal(a: number, b: number): boolean {
    const length = this.length(a);
    if (this.length(b) !== length) return false;
    for (let i = this.start[a], j = this.start[b]; i < this.start[a + 1]; i++, j++) if (this.chars[i] !== this.chars[j]) return false;
    return true;
  }

  /**
   * Three-way radix quicksort (Bentley and Sedgewick 1997, "Fast algorithms for sorting and searching strings") of
   * order[lo, hi), whose words share their first `depth` code units: each unit is compared once per partition.
   */
  private sortRange(order: Int32Array, lo: number, hi: number, depth: number): void {
    while (hi - lo > INSERTION_SORT_BELOW) {
      const pivot = this.unitAt(order[(lo + hi) >>> 1], depth);
      // order[lo, lt) < pivot, [lt, i) = pivot, [gt, hi) > pivot.
      let lt = lo;
      let gt = hi;
      let i = lo;
      while (i < gt) {
        const unit = this.unitAt(order[i], depth);
        if (unit < pivot) swap(order, lt++, i++);
        else if (unit > pivot) swap(order, i, --gt);
        else i++;
      }
      this.sortRange(order, lo, lt, depth);
      this.sortRange(order, gt, hi, depth);
      if (pivot === -1) {
        this.sortEqual(order, lt, gt);
        return;
      }
      lo = lt;
      hi = gt;
      depth++;
    }
    for (let i = lo + 1; i < hi; i++) {
      const word = order[i];
      let j = i;
      while (j > lo && this.compare(order[j - 1], word, depth) > 0) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = word;
    }
  }

  /** Equal words (few: a form made both ways, or by several lemmas) by kind, then in the order added. */
  private sortEqual(order: Int32Array, lo: number, hi: number): void {
    for (let i = lo + 1; i < hi; i++) {
      const word = order[i];
      let j = i;
      while (j > lo && (this.kind[order[j - 1]] - this.kind[word] || order[j - 1] - word) > 0) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = word;
    }
  }

  /** Words a and b compared from code unit `depth` on (they share the units before it), then by kind and order added. */
  private compare(a: number, b: number, depth: number): number {
    const aEnd = this.start[a + 1];
    const bEnd = this.start[b + 1];
    let i = this.start[a] + depth;
    let j = this.start[b] + depth;
    for (; i < aEnd && j < bEnd; i++, j++) {
      if (this.chars[i] !== this.chars[j]) return this.chars[i] - this.chars[j];
    }
    return aEnd - i - (bEnd - j) || this.kind[a] - this.kind[b] || a - b;
  }
}

/** Ranges this short are insertion-sorted: fewer moves than partitioning them. */
const INSERTION_SORT_BELOW = 12;

function swap(order: Int32Array, i: number, j: number): void {
  const t = order[i];
  order[i] = order[j];
  order[j] = t;
}
