// The minimal acyclic automaton of a sorted word list, in the layout engines/form-automaton.ts draws: words added one
// by one, each state frozen once its last word is past and merged with an equal state met before (Daciuk, Mihov,
// Watson and Watson 2000, "Incremental construction of minimal acyclic FSA"). A state's kind byte is part of its
// identity, so kinds that say more than "a word ends here" (data/completer-forms.ts: a weight) survive the merging.
import { type FORM_AUTOMATON, MAX_SYMBOLS, SYMBOL_BITS } from '../engines/form-automaton.ts';
import type { Sections } from '../engines/pack-layout.ts';

/** Grows typed arrays for the frozen states and their arcs. */
class Frozen {
  arcStart = new Uint32Array(1 << 16);
  kind = new Uint8Array(1 << 16);
  arcs = new Uint32Array(1 << 16);
  states = 0;
  arcCount = 0;

  add(kind: number, labels: number[], targets: number[]): number {
    if (this.states + 2 > this.arcStart.length) {
      this.arcStart = grow(this.arcStart);
      this.kind = grow(this.kind);
    }
    while (this.arcCount + labels.length > this.arcs.length) this.arcs = grow(this.arcs);
    const id = this.states++;
    this.kind[id] = kind;
    this.arcStart[id] = this.arcCount;
    for (let i = 0; i < labels.length; i++) this.arcs[this.arcCount++] = (targets[i] << SYMBOL_BITS) | labels[i];
    this.arcStart[id + 1] = this.arcCount;
    return id;
  }
}

function grow<T extends Uint32Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** A state on the path of the last word added, not yet frozen: its arcs by symbol, targets frozen ids. */
interface OpenState {
  kind: number;
  labels: number[];
  targets: number[];
}

/**
 * The automaton of `forms`: words sorted in code unit order, each once, each followed by its kind (non-zero) as a
 * last code unit.
 */
export function minimalAutomaton(forms: readonly string[]): Sections<typeof FORM_AUTOMATON> {
  // Symbols in code unit order, so each state's arcs (added in the sorted words' order) are sorted by symbol.
  const units = new Set<number>();
  for (const marked of forms) for (let i = 0; i < marked.length - 1; i++) units.add(marked.charCodeAt(i));
  const symbolOf = new Map([...units].sort((a, b) => a - b).map((c, s) => [c, s]));
  if (symbolOf.size > MAX_SYMBOLS) throw new Error(`${symbolOf.size} letters: the automaton takes at most ${MAX_SYMBOLS}`);
  const frozen = new Frozen();
  const register = new Map<string, number>();
  const path: OpenState[] = [{ kind: 0, labels: [], targets: [] }];
  let previous = '';
  // Freezes the path's states deeper than `depth`, each into its parent's last arc.
  const freezeBelow = (depth: number) => {
    for (let d = path.length - 1; d > depth; d--) {
      const s = path[d];
      let signature = String.fromCharCode(s.kind);
      for (let i = 0; i < s.labels.length; i++) signature += String.fromCharCode(s.labels[i]) + s.targets[i].toString(36) + ',';
      let id = register.get(signature);
      if (id === undefined) {
        id = frozen.add(s.kind, s.labels, s.targets);
        register.set(signature, id);
      }
      path[d - 1].targets[path[d - 1].targets.length - 1] = id;
    }
    path.length = depth + 1;
  };
  for (const marked of forms) {
    const word = marked.slice(0, -1);
    let common = 0;
    while (common < word.length && common < previous.length && word.charCodeAt(common) === previous.charCodeAt(common)) common++;
    freezeBelow(common);
    for (let i = common; i < word.length; i++) {
      path[i].labels.push(symbolOf.get(word.charCodeAt(i))!);
      path[i].targets.push(-1);
      path.push({ kind: 0, labels: [], targets: [] });
    }
    path[word.length].kind = marked.charCodeAt(marked.length - 1);
    previous = word;
  }
  freezeBelow(0);
  const root = path[0];
  frozen.add(root.kind, root.labels, root.targets);
  if (frozen.states > 2 ** (32 - SYMBOL_BITS)) throw new Error(`${frozen.states} states: arcs address at most 2^${32 - SYMBOL_BITS}`);
  const symbols = new Uint16Array(symbolOf.size);
  for (const [c, s] of symbolOf) symbols[s] = c;
  return {
    arcStart: frozen.arcStart.slice(0, frozen.states + 1),
    arc: frozen.arcs.slice(0, frozen.arcCount),
    kind: frozen.kind.slice(0, frozen.states),
    symbols,
  };
}
