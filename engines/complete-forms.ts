// Completions from the automaton of the dictionary forms the vocabulary does not list (data/completer-forms.ts): a
// form's weight is a level in its final state's kind, so merged states agree on every weight below them, each state's
// best level below is its own, and a best-first search from the typed prefix's state meets the likeliest forms first.
//
//   WEIGHTED_FORMS: FORM_AUTOMATON's (engines/form-automaton.ts) arcStart, kind and symbols, root last, and
//   arc u8[arcs * arcBytes]: each arc's target << symbolBits | symbol, little-endian in arcBytes(states, symbols) bytes
//            (3 for every automaton so far but the Danish, Hungarian, Swedish and Brazilian ones'), symbolBits the
//            fewest that number the symbols
//   kind u8: 0 where no form ends, else FINAL | CAPITALIZED (the form is written with a capital) | level << LEVEL_SHIFT,
//            level = round((-log2 P(form) - formCost) * LEVELS_PER_BIT), the last level holding every form below it
//   best u8[states]: the lowest level of a form at or below each state, NO_LEVEL where none (data/completer-forms.ts)
import { BLOCK_OFFSETS, BlockOffsets } from './block-offsets.ts';
import { FINAL } from './form-automaton.ts';
import { part, type Sections } from './pack-layout.ts';

export const CAPITALIZED = 2;
export const LEVEL_SHIFT = 2;
export const LEVELS = 1 << (8 - LEVEL_SHIFT);
/** Half a bit a level: 64 levels span probabilities over 2^32, the step no coarser than the ranking can use. */
export const LEVELS_PER_BIT = 2;
/** Search nodes per request: enough for a few forms a dozen letters deep among a few hundred branches. */
const MAX_NODES = 4096;
export const NO_LEVEL = 0xff;

export const WEIGHTED_FORMS = part({ arcStart: BLOCK_OFFSETS, arc: 'u8', kind: 'u8', symbols: 'u16', best: 'u8' });

/** Bits of an arc that hold its symbol. */
export function symbolBits(symbols: number): number {
  return Math.max(1, 32 - Math.clz32(symbols - 1));
}

/** Bytes an arc takes: 3 while a target and a symbol fit in 24 bits, else 4. */
export function arcBytes(states: number, symbols: number): number {
  return 32 - Math.clz32(states - 1) + symbolBits(symbols) <= 24 ? 3 : 4;
}

const SEARCH = {
  nodeState: new Int32Array(MAX_NODES),
  nodeParent: new Int32Array(MAX_NODES),
  nodeSymbol: new Uint8Array(MAX_NODES),
  nodeEmit: new Uint8Array(MAX_NODES),
  nodeLevel: new Uint8Array(MAX_NODES),
  heap: new Int32Array(MAX_NODES),
};

export class FormCompleter {
  private readonly arcStart: BlockOffsets;
  private readonly arcs: Uint8Array;
  private readonly arcBytes: number;
  private readonly symbolBits: number;
  private readonly symbolMask: number;
  private readonly kind: Uint8Array;
  private readonly symbols: Uint16Array;
  private readonly root: number;
  private readonly symbolOf = new Map<number, number>();
  private readonly best: Uint8Array;
  /** probability() of each level: a Math.pow per offered form showed in the worker's profile. */
  private readonly levelProbability: Float64Array;

  // Per-search scratch, one set a thread (a search runs to its end before another starts): nodes are (state, parent
  // node, symbol), or the form ending at a node (emit).
  private readonly nodeState = SEARCH.nodeState;
  private readonly nodeParent = SEARCH.nodeParent;
  private readonly nodeSymbol = SEARCH.nodeSymbol;
  private readonly nodeEmit = SEARCH.nodeEmit;
  private readonly nodeLevel = SEARCH.nodeLevel;
  private readonly heap = SEARCH.heap;
  private nodes = 0;
  private heapSize = 0;

  constructor(sections: Sections<typeof WEIGHTED_FORMS>, private readonly formCost: number) {
    this.arcStart = new BlockOffsets(sections.arcStart);
    this.arcs = sections.arc;
    this.kind = sections.kind;
    this.symbols = sections.symbols;
    this.best = sections.best;
    this.root = this.kind.length - 1;
    this.arcBytes = arcBytes(this.kind.length, this.symbols.length);
    this.symbolBits = symbolBits(this.symbols.length);
    this.symbolMask = (1 << this.symbolBits) - 1;
    for (let s = 0; s < this.symbols.length; s++) this.symbolOf.set(this.symbols[s], s);
    this.levelProbability = Float64Array.from({ length: LEVELS }, (_, level) => Math.pow(2, -(formCost + level / LEVELS_PER_BIT)));
  }

  /** The probability of a form at `level`. */
  probability(level: number): number {
    return this.levelProbability[level];
  }

  /**
   * Calls found(rest, level, capitalized) for at most `max` forms that lengthen `key`, likeliest first, within
   * MAX_NODES of search, of probability `floor` at least; none when no form starts with `key`.
   */
  complete(key: string, max: number, floor: number, found: (rest: string, level: number, capitalized: boolean) => void): void {
    const state = this.stateOf(key);
    // A node's level is the lowest of every form below it, and the heap gives the lowest first: past lastLevel, none is left.
    const lastLevel = floor > 0 ? (-Math.log2(floor) - this.formCost) * LEVELS_PER_BIT : Infinity;
    if (state < 0 || this.best[state] === NO_LEVEL || this.best[state] > lastLevel) return;
    this.nodes = this.heapSize = 0;
    this.push(state, -1, 0, 0, this.best[state]);
    let emitted = 0;
    while (this.heapSize > 0 && emitted < max) {
      const node = this.pop();
      if (this.nodeLevel[node] > lastLevel) return;
      const s = this.nodeState[node];
      if (this.nodeEmit[node]) {
        found(this.rest(this.nodeParent[node]), this.nodeLevel[node], (this.kind[s] & CAPITALIZED) !== 0);
        emitted++;
        continue;
      }
      // The typed key itself (node 0) is no completion. A form or branch below the floor would only be popped to end
      // the search: it is not pushed.
      const level = this.kind[s] >>> LEVEL_SHIFT;
      if (node > 0 && this.kind[s] & FINAL && level <= lastLevel && !this.push(s, node, 0, 1, level)) return;
      for (let a = this.arcStart.at(s); a < this.arcStart.at(s + 1); a++) {
        const arc = this.arc(a);
        const t = arc >>> this.symbolBits;
        if (this.best[t] <= lastLevel && !this.push(t, node, arc & this.symbolMask, 0, this.best[t])) return;
      }
    }
  }

  /** The automaton holds `key` as a whole form. */
  holds(key: string): boolean {
    const state = this.stateOf(key);
    return state >= 0 && (this.kind[state] & FINAL) !== 0;
  }

  /** The state `key` leads to from the root, or -1. */
  private stateOf(key: string): number {
    let state = this.root;
    for (let i = 0; i < key.length && state >= 0; i++) {
      const symbol = this.symbolOf.get(key.charCodeAt(i));
      state = symbol === undefined ? -1 : this.target(state, symbol);
    }
    return state;
  }

  /** The target of `state`'s arc labelled `symbol`, or -1 (binary search: arcs are sorted by symbol). */
  private target(state: number, symbol: number): number {
    let lo = this.arcStart.at(state);
    let hi = this.arcStart.at(state + 1);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const arc = this.arc(mid);
      const label = arc & this.symbolMask;
      if (label === symbol) return arc >>> this.symbolBits;
      if (label < symbol) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** Arc `a`: its target << symbolBits | its symbol. */
  private arc(a: number): number {
    const arcs = this.arcs;
    const at = a * this.arcBytes;
    const low = arcs[at] | (arcs[at + 1] << 8) | (arcs[at + 2] << 16);
    return this.arcBytes === 3 ? low : (low | (arcs[at + 3] << 24)) >>> 0;
  }

  /** The letters from the search's start to `node`: the path's symbols, read back through the parents. */
  private rest(node: number): string {
    let out = '';
    for (let n = node; this.nodeParent[n] >= 0; n = this.nodeParent[n]) out = String.fromCharCode(this.symbols[this.nodeSymbol[n]]) + out;
    return out;
  }

  /** Adds a node to the heap; false when the search is out of nodes. */
  private push(state: number, parent: number, symbol: number, emit: number, level: number): boolean {
    if (this.nodes === MAX_NODES) return false;
    const node = this.nodes++;
    this.nodeState[node] = state;
    this.nodeParent[node] = parent;
    this.nodeSymbol[node] = symbol;
    this.nodeEmit[node] = emit;
    this.nodeLevel[node] = level;
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >>> 1;
      if (!this.before(node, this.heap[up])) break;
      this.heap[i] = this.heap[up];
      i = up;
    }
    this.heap[i] = node;
    return true;
  }

  private pop(): number {
    const top = this.heap[0];
    const last = this.heap[--this.heapSize];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.heapSize) break;
      if (child + 1 < this.heapSize && this.before(this.heap[child + 1], this.heap[child])) child++;
      if (!this.before(this.heap[child], last)) break;
      this.heap[i] = this.heap[child];
      i = child;
    }
    this.heap[i] = last;
    return top;
  }

  /**
   * Lower level first, then the later node: among equals the search goes deep and meets a form within its length,
   * where breadth first would open every branch of the level.
   */
  private before(a: number, b: number): boolean {
    return this.nodeLevel[a] < this.nodeLevel[b] || (this.nodeLevel[a] === this.nodeLevel[b] && a > b);
  }
}
