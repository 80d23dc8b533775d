// The dictionary forms the completer's vocabulary lacks (millions in Hungarian, Czech or Polish), gathered lemma by
// lemma: a key several lemmas make sums their shares. Packed and summed after one sort instead of a Map of millions
// of strings, which took a third of the Hungarian completer's compile time.
import { grown } from './grown-array.ts';
import { PackedWords } from './packed-words.ts';

/** Each key once, in code unit order: key order[k] of `keys` has probability[k], and written.get(k) where not written in lower case. */
export interface DistinctForms {
  keys: PackedWords;
  order: Int32Array;
  probability: Float64Array;
  written: Map<number, string>;
}

export class UnlistedForms {
  private readonly keys: PackedWords;
  private share: Float64Array;
  /** The written form of each addition not written as its key. */
  private readonly writtenAs = new Map<number, string>();

  /** Room for `forms` additions of `units` code units in all (Mongolian's run to 40 million, 670 million units). */
  constructor(forms = 0, units = 0) {
    this.keys = new PackedWords(forms, units);
    this.share = new Float64Array(Math.max(16, forms));
  }

  /** One lemma's form: its lower-case key, how it is written, and the share of probability that lemma gives it. */
  add(key: string, written: string, share: number): void {
    if (written !== key) this.writtenAs.set(this.keys.count, written);
    if (this.keys.count === this.share.length) this.share = grown(this.share, this.share.length * 2);
    this.share[this.keys.count] = share;
    this.keys.add(key, 0);
  }

  /**
   * The keys each once, their shares summed in the order added; the first lemma to make a key decides how it is written.
   * Asked once: the shares are let go (Mongolian's take 300 MB).
   */
  distinct(): DistinctForms {
    const keys = this.keys;
    const sorted = keys.sortedOrder();
    const order = new Int32Array(sorted.length);
    const probability = new Float64Array(sorted.length);
    const written = new Map<number, string>();
    let k = -1;
    for (let s = 0; s < sorted.length; s++) {
      const i = sorted[s];
      if (k >= 0 && keys.equal(order[k], i)) {
        probability[k] += this.share[i];
        continue;
      }
      order[++k] = i;
      probability[k] = this.share[i];
      const form = this.writtenAs.get(i);
      if (form !== undefined) written.set(k, form);
    }
    this.share = new Float64Array(0);
    return { keys, order: order.subarray(0, k + 1), probability: probability.subarray(0, k + 1), written };
  }
}
