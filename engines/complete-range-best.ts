// Top-k cheapest words in a range of the sorted vocabulary, without scanning it: a segment tree holds the best word per node.
// A prefix is a contiguous id range (ids follow key order), so "best completions of a prefix" is "top-k in [lo, hi)".
//
//   tree: Uint32Array(n)   node i in 1..n-1 holds the cheaper of its children 2i, 2i + 1;
//                          node n + k (k < n) is the leaf of word k and is not stored: its best is k itself.
//   Ties go to the lower id, so results are deterministic.

export function buildRangeBest(cost: Uint16Array): Uint32Array<ArrayBuffer> {
  const n = cost.length;
  const tree = new Uint32Array(n);
  for (let i = n - 1; i >= 1; i--) tree[i] = better(cost, node(tree, 2 * i), node(tree, 2 * i + 1));
  return tree;
}

function node(tree: Uint32Array, i: number): number {
  return i >= tree.length ? i - tree.length : tree[i];
}

function better(cost: Uint16Array, a: number, b: number): number {
  return cost[a] < cost[b] || (cost[a] === cost[b] && a < b) ? a : b;
}

/** Cheapest id in [lo, hi), or -1 when the range is empty. */
export function rangeBest(tree: Uint32Array, cost: Uint16Array, lo: number, hi: number): number {
  const n = tree.length;
  let best = -1;
  for (let l = lo + n, r = hi + n; l < r; l >>= 1, r >>= 1) {
    if (l & 1) {
      const id = node(tree, l++);
      best = best < 0 ? id : better(cost, best, id);
    }
    if (r & 1) {
      const id = node(tree, --r);
      best = best < 0 ? id : better(cost, best, id);
    }
  }
  return best;
}

/**
 * Writes up to out.length cheapest ids of [lo, hi) into out, cheapest first; returns how many.
 * Each pick splits its range in two. `ranges` is caller-owned scratch of 3 * (out.length + 1) entries: lo, hi, best.
 */
export function rangeTopK(tree: Uint32Array, cost: Uint16Array, lo: number, hi: number, out: Uint32Array, ranges: Int32Array): number {
  let open = openRange(tree, cost, ranges, 0, lo, hi);
  let found = 0;
  while (found < out.length && open > 0) {
    let k = 0;
    for (let j = 1; j < open; j++) if (better(cost, ranges[3 * k + 2], ranges[3 * j + 2]) !== ranges[3 * k + 2]) k = j;
    const pick = ranges[3 * k + 2];
    const l = ranges[3 * k];
    const h = ranges[3 * k + 1];
    out[found++] = pick;
    open--;
    ranges.copyWithin(3 * k, 3 * open, 3 * open + 3);
    open = openRange(tree, cost, ranges, open, l, pick);
    open = openRange(tree, cost, ranges, open, pick + 1, h);
  }
  return found;
}

/** Adds [l, h) with its cheapest id as range `open` of `ranges` when it is not empty; returns the count of ranges. */
function openRange(tree: Uint32Array, cost: Uint16Array, ranges: Int32Array, open: number, l: number, h: number): number {
  if (l >= h) return open;
  ranges[3 * open] = l;
  ranges[3 * open + 1] = h;
  ranges[3 * open + 2] = rangeBest(tree, cost, l, h);
  return open + 1;
}
