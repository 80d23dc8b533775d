// Answers kept per text for one candidate search only: each search starts a new generation, so what an earlier
// request computed is never read (the API is stateless) and forgetting allocates nothing.

export class SearchMemo {
  /** text -> its slot; a slot's answer counts only when stamped with the current generation. */
  private readonly slots = new Map<string, number>();
  /** `width` numbers per slot, which the caller reads and writes at the offset find/place gives. */
  readonly values: Int32Array;
  private readonly stamps: Uint32Array;
  private generation = 1;

  constructor(private readonly capacity: number, private readonly width: number) {
    this.values = new Int32Array(capacity * width);
    this.stamps = new Uint32Array(capacity);
  }

  /** A new search begins: every answer kept so far is forgotten. */
  forget(): void {
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
    }
    this.stamps[slot] = this.generation;
    return slot * this.width;
  }
}
