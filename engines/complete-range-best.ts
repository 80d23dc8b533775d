// Top-k cheapest words in a range of the sorted vocabulary, without scanning it: a segment tree holds the best word per node.
// A prefix is a contiguous id range (ids follow key order), so "best completions of a prefix" is "top-k in [lo, hi)".
//
//   tree: Uint32Array(2n)   tree[n + i] = i (leaf = word id)      tree[i] = cheaper of tree[2i], tree[2i + 1]   (i >= 1)
//   ties go to the lower id, so results are deterministic.

export function buildRangeBest(cost: Uint16Array): Uint32Array {
  const n = cost.length;
  const tree = new Uint32Array(2 * n);
  for (let i = 0; i < n; i++) tree[n + i] = i;
  for (let i = n - 1; i >= 1; i--) tree[i] = better(cost, tree[2 * i], tree[2 * i + 1]);
  return tree;
}

function better(cost: Uint16Array, a: number, b: number): number {
  return cost[a] < cost[b] || (cost[a] === cost[b] && a < b) ? a : b;
}

/** Cheapest id in [lo, hi), or -1 when the range is empty. */
export function rangeBest(tree: Uint32Array, cost: Uint16Array, lo: number, hi: number): number {
  const n = tree.length >> 1;
  let best = -1;
  for (let l = lo + n, r = hi + n; l < r; l >>= 1, r >>= 1) {
    if (l & 1) best = best < 0 ? tree[l] : better(cost, best, tree[l]), l++;
    if (r & 1) --r, best = best < 0 ? tree[r] : better(cost, best, tree[r]);
  }
  return best;
}

/**
 * Writes up to out.length cheapest ids of [lo, hi) into out, cheapest first; returns how many.
 * Each pick splits its range in two. `ranges` is caller-owned scratch of 3 * (out.length + 1) entries: lo, hi, best.
 */
export function rangeTopK(tree: Uint32Array, cost: Uint16Array, lo: number, hi: number, out: Uint32Array, ranges: Int32Array): number {
  let open = 0;
  const push = (l: number, h: number) => {
    if (l >= h) return;
    ranges[3 * open] = l;
    ranges[3 * open + 1] = h;
    ranges[3 * open + 2] = rangeBest(tree, cost, l, h);
    open++;
  };
  push(lo, hi);
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
    push(l, pick);
    push(pick + 1, h);
  }
  return found;
}
