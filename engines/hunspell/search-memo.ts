// Answers kept per text for one candidate search only: each search starts a new generation, so what an earlier
// request computed is never read (the API is stateless) and forgetting allocates nothing. Slots are made as searches
// place answers, doubling: a language that never compounds holds none in any worker.

/** Slots made at the first place(); each growth doubles them, up to the capacity. */
const FIRST_SLOTS = 64;
/**
 * Keys of earlier searches past this many are dropped when a search begins: they are never read again, and kept they
 * grew every compounding language's memos in every worker toward the capacity (de_DE: 532 keys after 2,500 dev typos).
 */
const RETAINED_KEYS = 1024;

export class SearchMemo {
  /** text -> its slot; a slot's answer counts only when stamped with the current generation. */
  private readonly slots = new Map<string, number>();
  /** `width` numbers per slot, which the caller reads and writes at the offset find/place gives (place may replace it). */
  values = new Int32Array(0);
  private stamps = new Uint32Array(0);
  private generation = 1;

  constructor(private readonly capacity: number, private readonly width: number) {}

  /** A new search begins: every answer kept so far is forgotten. */
  forget(): void {
    if (this.slots.size > RETAINED_KEYS) this.slots.clear();
    if (++this.generation > 0xffffffff) this.generation = 1, this.stamps.fill(0);
  }

  /** The offset of the text's answer in `values` when this search kept one, else -1. */
  find(text: string): number {
    const slot = this.slots.get(text);
    return slot !== undefined && this.stamps[slot] === this.generation ? slot * this.width : -1;
  }

  /** The offset at which to write the text's answer in this search. */
  place(text: string): number {
    let slot = this.slots.get(text);
    if (slot === undefined) {
      if (this.slots.size >= this.capacity) this.slots.clear();
      slot = this.slots.size;
      this.slots.set(text, slot);
      if (slot === this.stamps.length) this.grow();
    }
    this.stamps[slot] = this.generation;
    return slot * this.width;
  }

  private grow(): void {
    const slots = Math.min(this.capacity, Math.max(FIRST_SLOTS, 2 * this.stamps.length));
    const values = new Int32Array(slots * this.width);
    values.set(this.values);
    this.values = values;
    const stamps = new Uint32Array(slots);
    stamps.set(this.stamps);
    this.stamps = stamps;
  }
}
