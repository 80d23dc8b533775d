// The minimal acyclic automaton of a sorted word list, in the layout engines/form-automaton.ts draws: words added one
// by one, each state frozen once its last word is past and merged with an equal state met before (Daciuk, Mihov,
// Watson and Watson 2000, "Incremental construction of minimal acyclic FSA"). A state's kind byte is part of its
// identity, so kinds that say more than "a word ends here" (data/completer-forms.ts: a weight) survive the merging.
import { type FORM_AUTOMATON, MAX_SYMBOLS, SYMBOL_BITS } from '../engines/form-automaton.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { blockOffsets } from './block-offsets.ts';
import { grown } from './grown-array.ts';
import type { PackedWords } from './packed-words.ts';

/**
 * The frozen states and their arcs (each `target << SYMBOL_BITS | symbol`), with the register of equal states: an
 * open-addressing table of state ids by a hash of the kind and arcs, so merging compares arcs, never strings.
 */
class Frozen {
  arcStart = new Uint32Array(1 << 16);
  kind = new Uint8Array(1 << 16);
  arcs = new Uint32Array(1 << 16);
  states = 0;
  arcCount = 0;
  /** State id + 1 per slot (0: empty), at most half full. */
  private slots = new Int32Array(1 << 16);

  /** The id of the frozen state equal to (kind, arcs[from, to)), added if there is none. */
  intern(kind: number, arcs: Uint32Array, from: number, to: number): number {
    const mask = this.slots.length - 1;
    let slot = hashState(kind, arcs, from, to) & mask;
    for (let id = this.slots[slot] - 1; id >= 0; id = this.slots[slot] - 1) {
      if (this.equals(id, kind, arcs, from, to)) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.add(kind, arcs, from, to);
    this.slots[slot] = id + 1;
    if (2 * this.states > this.slots.length) this.rehash();
    return id;
  }

  /** Adds a state without merging it (the root). */
  add(kind: number, arcs: Uint32Array, from: number, to: number): number {
    if (this.states + 2 > this.arcStart.length) {
      this.arcStart = grown(this.arcStart, this.arcStart.length * 2);
      this.kind = grown(this.kind, this.arcStart.length);
    }
    if (this.arcCount + to - from > this.arcs.length) this.arcs = grown(this.arcs, Math.max(this.arcs.length * 2, this.arcCount + to - from));
    const id = this.states++;
    this.kind[id] = kind;
    this.arcStart[id] = this.arcCount;
    this.arcs.set(arcs.subarray(from, to), this.arcCount);
    this.arcCount += to - from;
    this.arcStart[id + 1] = this.arcCount;
    return id;
  }

  private equals(id: number, kind: number, arcs: Uint32Array, from: number, to: number): boolean {
    const start = this.arcStart[id];
    if (this.kind[id] !== kind || this.arcStart[id + 1] - start !== to - from) return false;
    for (let i = from; i < to; i++) if (this.arcs[start + i - from] !== arcs[i]) return false;
    return true;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let id = 0; id < this.states; id++) {
      let slot = hashState(this.kind[id], this.arcs, this.arcStart[id], this.arcStart[id + 1]) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = id + 1;
    }
  }
}

/** FNV-1a over the kind and arc words, mixed at the end so the table's low bits spread. */
function hashState(kind: number, arcs: Uint32Array, from: number, to: number): number {
  let h = Math.imul(0x811c9dc5 ^ kind, 0x01000193);
  for (let i = from; i < to; i++) h = Math.imul(h ^ arcs[i], 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/**
 * The positions k of `order` whose word is written in the automaton's alphabet: all of them when the words use at most
 * MAX_SYMBOLS letters, else those written in the MAX_SYMBOLS letters used most (Galician's list also holds names in Han, Greek
 * and Georgian script, 454 letters in all).
 */
export function positionsWithinAlphabet(words: PackedWords, order: Int32Array): Int32Array {
  const uses = new Float64Array(1 << 16);
  for (const i of order) for (let at = words.start[i]; at < words.start[i + 1]; at++) uses[words.chars[at]]++;
  const letters = [...uses.keys()].filter((c) => uses[c] > 0);
  if (letters.length <= MAX_SYMBOLS) return Int32Array.from(order.keys());
  const kept = new Uint8Array(1 << 16);
  for (const c of letters.sort((a, b) => uses[b] - uses[a] || a - b).slice(0, MAX_SYMBOLS)) kept[c] = 1;
  const within = (i: number) => {
    for (let at = words.start[i]; at < words.start[i + 1]; at++) if (!kept[words.chars[at]]) return false;
    return true;
  };
  return Int32Array.from([...order.keys()].filter((k) => within(order[k])));
}

/**
 * The automaton of `words` taken in `order` (code unit order, each word once), word order[k] with kind[k] (non-zero).
 *
 * The states on the last word's path are open: their arcs sit on one stack, each state's above its parent's, since a
 * state only gains arcs once every deeper state is frozen; an open state's last arc leads to the next open state.
 */
export function minimalAutomaton(words: PackedWords, order: Int32Array, kind: Uint8Array): Sections<typeof FORM_AUTOMATON> {
  // Symbols in code unit order, so each state's arcs (added in the sorted words' order) are sorted by symbol.
  const used = new Uint8Array(1 << 16);
  let longest = 0;
  for (const i of order) {
    longest = Math.max(longest, words.length(i));
    for (let at = words.start[i]; at < words.start[i + 1]; at++) used[words.chars[at]] = 1;
  }
  const symbolOf = new Int32Array(1 << 16).fill(-1);
  let symbolCount = 0;
  for (let c = 0; c < used.length; c++) if (used[c]) symbolOf[c] = symbolCount++;
  if (symbolCount > MAX_SYMBOLS) throw new Error(`${symbolCount} letters: the automaton takes at most ${MAX_SYMBOLS}`);

  const frozen = new Frozen();
  // Open state at depth d: its kind and its arcs stack[firstArc[d], firstArc[d + 1]) (the deepest's up to `top`).
  const openKind = new Uint8Array(longest + 1);
  const firstArc = new Int32Array(longest + 2);
  const stack = new Uint32Array((longest + 1) * MAX_SYMBOLS);
  let depth = 0;
  let top = 0;
  // Freezes the open states deeper than `keep`, each into its parent's last arc (a symbol over a target to be set).
  const freezeBelow = (keep: number) => {
    for (; depth > keep; depth--) {
      const id = frozen.intern(openKind[depth], stack, firstArc[depth], top);
      top = firstArc[depth];
      stack[top - 1] |= id << SYMBOL_BITS;
    }
  };
  let previous = -1;
  for (let k = 0; k < order.length; k++) {
    const w = order[k];
    const at = words.start[w];
    const length = words.length(w);
    let common = 0;
    if (previous >= 0) {
      const previousAt = words.start[previous];
      const shorter = Math.min(length, words.length(previous));
      while (common < shorter && words.chars[at + common] === words.chars[previousAt + common]) common++;
    }
    freezeBelow(common);
    for (let d = common; d < length; d++) {
      stack[top++] = symbolOf[words.chars[at + d]];
      depth = d + 1;
      openKind[depth] = 0;
      firstArc[depth] = top;
    }
    openKind[length] = kind[k];
    previous = w;
  }
  freezeBelow(0);
  frozen.add(openKind[0], stack, 0, top);
  if (frozen.states > 2 ** (32 - SYMBOL_BITS)) throw new Error(`${frozen.states} states: arcs address at most 2^${32 - SYMBOL_BITS}`);
  const symbols = new Uint16Array(symbolCount);
  for (let c = 0; c < used.length; c++) if (used[c]) symbols[symbolOf[c]] = c;
  return {
    arcStart: blockOffsets(frozen.arcStart.subarray(0, frozen.states + 1)),
    arc: frozen.arcs.slice(0, frozen.arcCount),
    kind: frozen.kind.slice(0, frozen.states),
    symbols,
  };
}
