// Binary search in an ascending run of ids (a pack's n-gram rows, its sorted id lists).
import type { UintArray } from './uint-column.ts';

/** The first index of ids[from, to) whose id is at least w (`to` when none is). */
export function idLowerBound(ids: UintArray, from: number, to: number, w: number): number {
  while (from < to) {
    const mid = (from + to) >>> 1;
    if (ids[mid] < w) from = mid + 1;
    else to = mid;
  }
  return from;
}

/** Index of w in the ascending row ids[from, to), or -1. */
export function findId(ids: UintArray, from: number, to: number, w: number): number {
  const k = idLowerBound(ids, from, to, w);
  return k < to && ids[k] === w ? k : -1;
}
