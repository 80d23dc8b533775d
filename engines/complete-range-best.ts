// Top-k cheapest words in a range of the sorted vocabulary, without scanning it: a segment tree holds the best word per node.
// A prefix is a contiguous id range (ids follow key order), so "best completions of a prefix" is "top-k in [lo, hi)".
//
//   tree: uint[⌈n/4⌉]      node i in 1..n-1 holds the cheaper of its children 2i, 2i + 1; only nodes below ⌈n/4⌉
//                          are stored: a node past them is the cheaper of at most four leaves, found when it is read;
//                          node n + k (k < n) is the leaf of word k and is not stored: its best is k itself.
//   Ties go to the lower id, so results are deterministic.
import type { UintArray } from './uint-column.ts';

/** Above every u16 cost. */
const NO_COST = 0x10000;
/** Entries a range takes in rangeTopK's scratch: lo, hi, its cheapest id, that id's cost. */
const RANGE_ENTRIES = 4;

/** The stored nodes of the tree over `cost` (the pack keeps them in the narrowest column: data/uint-column.ts). */
export function buildRangeBest(cost: Uint16Array): Uint32Array<ArrayBuffer> {
  const tree = new Uint32Array(Math.ceil(cost.length / 4));
  for (let i = tree.length - 1; i >= 1; i--) tree[i] = children(tree, cost, i);
  return tree;
}

/** The cheapest id under node i: a leaf's word, a stored node, or the cheaper of its children. */
function node(tree: UintArray, cost: Uint16Array, i: number): number {
  if (i >= cost.length) return i - cost.length;
  return i < tree.length ? tree[i] : children(tree, cost, i);
}

/** The cheaper of node i's children (below the stored nodes, leaves at most one level further down). */
function children(tree: UintArray, cost: Uint16Array, i: number): number {
  return better(cost, node(tree, cost, 2 * i), node(tree, cost, 2 * i + 1));
}

function better(cost: Uint16Array, a: number, b: number): number {
  return cheaper(cost[a], a, cost[b], b) ? a : b;
}

/** Word a of cost ca goes before word b of cost cb: the cheaper, or on a tie the lower id. */
function cheaper(ca: number, a: number, cb: number, b: number): boolean {
  return ca < cb || (ca === cb && a < b);
}

/** Cheapest id in [lo, hi), or -1 when the range is empty. */
export function rangeBest(tree: UintArray, cost: Uint16Array, lo: number, hi: number): number {
  const n = cost.length;
  // The best's cost is kept, not read again at each node: one look-up in `cost` a node.
  let best = -1;
  let bestCost = NO_COST;
  for (let l = lo + n, r = hi + n; l < r; l >>= 1, r >>= 1) {
    if (l & 1) {
      const id = node(tree, cost, l++);
      const c = cost[id];
      if (cheaper(c, id, bestCost, best)) (best = id), (bestCost = c);
    }
    if (r & 1) {
      const id = node(tree, cost, --r);
      const c = cost[id];
      if (cheaper(c, id, bestCost, best)) (best = id), (bestCost = c);
    }
  }
  return best;
}

/**
 * Writes up to out.length cheapest ids of [lo, hi) into out, cheapest first; returns how many.
 * Each pick splits its range in two. `ranges` is caller-owned scratch of RANGE_ENTRIES * (out.length + 1) entries.
 */
export function rangeTopK(tree: UintArray, cost: Uint16Array, lo: number, hi: number, out: Uint32Array, ranges: Int32Array): number {
  let open = openRange(tree, cost, ranges, 0, lo, hi);
  let found = 0;
  while (found < out.length && open > 0) {
    let k = 0;
    for (let j = 1; j < open; j++) {
      if (cheaper(ranges[RANGE_ENTRIES * j + 3], ranges[RANGE_ENTRIES * j + 2], ranges[RANGE_ENTRIES * k + 3], ranges[RANGE_ENTRIES * k + 2])) k = j;
    }
    const pick = ranges[RANGE_ENTRIES * k + 2];
    const l = ranges[RANGE_ENTRIES * k];
    const h = ranges[RANGE_ENTRIES * k + 1];
    out[found++] = pick;
    open--;
    ranges.copyWithin(RANGE_ENTRIES * k, RANGE_ENTRIES * open, RANGE_ENTRIES * open + RANGE_ENTRIES);
    open = openRange(tree, cost, ranges, open, l, pick);
    open = openRange(tree, cost, ranges, open, pick + 1, h);
  }
  return found;
}

/** The scratch rangeTopK needs to find `k` ids. */
export function rangeScratch(k: number): Int32Array {
  return new Int32Array(RANGE_ENTRIES * (k + 1));
}

/** Adds [l, h) with its cheapest id as range `open` of `ranges` when it is not empty; returns the count of ranges. */
function openRange(tree: UintArray, cost: Uint16Array, ranges: Int32Array, open: number, l: number, h: number): number {
  if (l >= h) return open;
  const best = rangeBest(tree, cost, l, h);
  ranges[RANGE_ENTRIES * open] = l;
  ranges[RANGE_ENTRIES * open + 1] = h;
  ranges[RANGE_ENTRIES * open + 2] = best;
  ranges[RANGE_ENTRIES * open + 3] = cost[best];
  return open + 1;
}
