// Candidate words by walking a minimal automaton of the speller's word forms with the typo's edit-distance table:
// a path is followed while some prefix of the typo is within the allowed edits, so the walk meets only near words.
//
//   fsaArcStart block offsets (engines/block-offsets.ts) [states+1]: state s's arcs are fsaArc[arcStart(s) ..
//                              arcStart(s+1)), by symbol; the root is the last state (states are written children first)
//   fsaArc      u32[arcs]      target state << SYMBOL_BITS | symbol
//   fsaKind     u8[states]     FINAL: a form ends here; COMPOUND_PART: that form may be a compound part (by its
//                              stem's flags or its last affix's)
//   fsaSymbols  u16[symbols]   the code unit of each symbol
//
// Where the language compounds, a second walk goes on from the root after a compound part (Hunspell's COMPOUNDMIN
// letters at least): it meets a superset of the compounds, and the checker has the last word.
import { BLOCK_OFFSETS, BlockOffsets } from './block-offsets.ts';
import { unitsToString } from './code-units.ts';
import type { SpellerMeta } from './hunspell/speller-meta.ts';
import { part, type Sections } from './pack-layout.ts';

export const FORM_AUTOMATON = part({ arcStart: BLOCK_OFFSETS, arc: 'u32', kind: 'u8', symbols: 'u16' });

export const FINAL = 1;
export const COMPOUND_PART = 2;
export const SYMBOL_BITS = 8;
export const MAX_SYMBOLS = 1 << SYMBOL_BITS;
const SYMBOL_MASK = MAX_SYMBOLS - 1;
/** Parts a compound may have in the walk (Hunspell's COMPOUNDWORDMAX where the .aff sets none lower). */
const MAX_PARTS = 3;
/** A table cell no path can bring back within the bound. */
const OUT_OF_BAND = 1 << 20;
/** A state with more arcs finds its continuations' arcs by binary search, not by reading every arc (the root above all). */
const WIDE_STATE = 16;

export class FormAutomaton {
  private readonly arcStart: BlockOffsets;
  private readonly arcs: Uint32Array;
  private readonly kind: Uint8Array;
  private readonly symbols: Uint16Array;
  /** The state every form starts from. */
  readonly root: number;
  private readonly compoundMin: number;
  private readonly maxParts: number;
  /** Letters of the longest form: a typo longer by more than the edits (per part) is near none. */
  private readonly longest: number;
  /** The code unit -> symbol map of the typo's letters (others match nothing). */
  private readonly symbolOf = new Map<number, number>();
  /** 1 for the symbols an edit may insert or substitute (the language's letters); others must be typed as they are. */
  private readonly editable: Uint8Array;

  // Per-walk scratch (one walk at a time per instance).
  /** rows[d * width + j]: edits between the path's first d letters and the typo's first j. */
  private rows = new Int32Array(0);
  private width = 0;
  private path = new Uint16Array(0);
  private typo = new Uint16Array(0);
  /** letters[d * stride ..]: the letters that can go on a path of depth d with no edit left (continuations). */
  private letters = new Uint16Array(0);
  /** wideArcs[d * stride ..]: in a wide state at depth d with no edit left, the continuations' arcs, ascending. */
  private wideArcs = new Uint32Array(0);
  /** Room per depth in letters: a typo letter and a swap's for each cell of the band. */
  private stride = 0;
  private length = 0;
  private maxEdits = 0;
  /** Arcs the walk may still follow (the work bound). */
  private budget = 0;
  /** Most parts of a form the walk reports: 1 reports single forms, more only compounds. */
  private parts = 1;
  /** The code unit every reported form starts with, or -1 for any. */
  private first = -1;
  /** Prefix mode (walkPrefixes): forms within the edits of typo[0..j) for minPrefix <= j < length are reported with j. */
  private minPrefix = 0;
  private found: (form: string, edits: number) => void = () => {};

  /** `letters`: the code units an edit may insert or substitute (engines/edit-alphabet.ts); `meta`: the speller's. */
  constructor(sections: Sections<typeof FORM_AUTOMATON>, letters: string, meta: Pick<SpellerMeta, 'compoundmin' | 'compoundwordmax' | 'automatonLongest'>) {
    this.arcStart = new BlockOffsets(sections.arcStart);
    this.arcs = sections.arc;
    this.kind = sections.kind;
    this.symbols = sections.symbols;
    this.root = this.kind.length - 1;
    this.compoundMin = Math.max(1, meta.compoundmin);
    this.maxParts = meta.compoundwordmax > 0 ? Math.min(meta.compoundwordmax, MAX_PARTS) : MAX_PARTS;
    this.longest = meta.automatonLongest;
    this.editable = new Uint8Array(this.symbols.length);
    for (let s = 0; s < this.symbols.length; s++) {
      this.symbolOf.set(this.symbols[s], s);
      if (letters.includes(String.fromCharCode(this.symbols[s]))) this.editable[s] = 1;
    }
  }

  /** The state text[from..to) leads to from `state`, or -1. */
  follow(state: number, text: string, from = 0, to = text.length): number {
    for (let i = from; i < to && state >= 0; i++) state = this.next(state, text.charCodeAt(i));
    return state;
  }

  /** The state code unit `code` leads to from `state`, or -1. */
  next(state: number, code: number): number {
    const symbol = this.symbolOf.get(code);
    return symbol === undefined ? -1 : this.target(state, symbol);
  }

  /** A form ends at `state`. */
  endsForm(state: number): boolean {
    return (this.kind[state] & FINAL) !== 0;
  }

  /** The target of `state`'s arc labelled `symbol`, or -1. */
  private target(state: number, symbol: number): number {
    const a = this.arcOf(this.arcStart.at(state), this.arcStart.at(state + 1), symbol);
    return a < 0 ? -1 : this.arcs[a] >>> SYMBOL_BITS;
  }

  /** The arc labelled `symbol` among arcs [start, end) of one state, or -1 (binary search: arcs are sorted by symbol). */
  private arcOf(start: number, end: number, symbol: number): number {
    let lo = start;
    let hi = end - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.arcs[mid] & SYMBOL_MASK;
      if (s === symbol) return mid;
      if (s < symbol) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * The arcs among [start, end) of the continuations at letters[from, to), each once and ascending, written to
   * wideArcs[from ..]; returns how many.
   */
  private continuationArcs(start: number, end: number, from: number, to: number): number {
    const wide = this.wideArcs;
    let count = 0;
    for (let k = from; k < to; k++) {
      const symbol = this.symbolOf.get(this.letters[k]);
      const a = symbol === undefined ? -1 : this.arcOf(start, end, symbol);
      if (a < 0) continue;
      let at = from + count;
      while (at > from && wide[at - 1] > a) at--;
      if (at > from && wide[at - 1] === a) continue;
      wide.copyWithin(at + 1, at, from + count);
      wide[at] = a;
      count++;
    }
    return count;
  }

  /** `word` (lower case) is one of the forms, not counting compounds. */
  has(word: string): boolean {
    const state = this.follow(this.root, word);
    return state >= 0 && this.endsForm(state);
  }

  /**
   * Calls found(form, edits) for the forms within `maxEdits` insertions or substitutions of a letter, deletions or swaps
   * of adjacent letters of the lower-case `typo`, in the automaton's order, following at most `budget` arcs: the same
   * typo always meets the same forms. A form may be reported more than once; the typo itself is not reported.
   * With `keepFirst`, only forms that start with the typo's first letter. Returns false when the budget ran out.
   */
  walk(typo: string, maxEdits: number, budget: number, found: (form: string, edits: number) => void, keepFirst = false): boolean {
    return this.start(typo, maxEdits, budget, found, 1, keepFirst ? typo.charCodeAt(0) : -1, 0);
  }

  /** As walk(), for the compounds of two or more forms (each compound part at least COMPOUNDMIN letters). */
  walkCompounds(typo: string, maxEdits: number, budget: number, found: (form: string, edits: number) => void): boolean {
    return this.start(typo, maxEdits, budget, found, this.maxParts, -1, 0);
  }

  /**
   * Calls found(form, j) for each form within `maxEdits` (at least one) of a prefix typo[0..j), minPrefix <= j < typo
   * length, keeping the first letter: where the slip was in a stem and the rest is typed as meant, form + typo[j..] is
   * an affixed form an automaton of the frequent stems' forms lacks (the checker has the last word).
   */
  walkPrefixes(typo: string, maxEdits: number, budget: number, minPrefix: number, found: (form: string, j: number) => void): boolean {
    return this.start(typo, maxEdits, budget, found, 1, typo.charCodeAt(0), Math.max(1, minPrefix));
  }

  /** Ends the running walk at its next arc (a callback that can take no more forms), as if its budget ran out. */
  stop(): void {
    this.budget = 0;
  }

  private start(typo: string, maxEdits: number, budget: number, found: (form: string, edits: number) => void, parts: number, first: number, minPrefix: number): boolean {
    const n = typo.length;
    if (n > parts * this.longest + maxEdits) return true;
    this.length = n;
    this.maxEdits = maxEdits;
    this.budget = budget;
    this.found = found;
    this.parts = parts;
    this.first = first;
    this.minPrefix = minPrefix;
    this.width = n + 1;
    // A path within maxEdits is at most n + maxEdits letters long.
    const depth = n + maxEdits + 1;
    if (this.rows.length < depth * this.width) this.rows = new Int32Array(depth * this.width);
    if (this.path.length < depth) this.path = new Uint16Array(depth);
    if (this.typo.length < n) this.typo = new Uint16Array(n);
    this.stride = 2 * (2 * maxEdits + 1);
    if (this.letters.length < depth * this.stride) this.letters = new Uint16Array(depth * this.stride), this.wideArcs = new Uint32Array(depth * this.stride);
    for (let j = 0; j < n; j++) this.typo[j] = typo.charCodeAt(j);
    for (let j = 0; j <= n; j++) this.rows[j] = j;
    this.descend(this.root, 0, 0, 1, 0);
    return this.budget >= 0;
  }

  /**
   * For a path of depth `depth` whose table row is all at the bound (no edit left), the letters that keep it within:
   * the typo's letter where the row's cell is at the bound, and a swap's letter where the row before allows one (the
   * only way on after a letter no edit may add, as a digit). Any other letter costs an edit more, so its arc is not
   * computed. Written to letters[depth * stride ..];
   * returns how many.
   */
  private continuations(depth: number): number {
    const { rows, typo, path, width, length: n, maxEdits, letters } = this;
    const previous = depth * width;
    const r = depth + 1;
    const lo = r - maxEdits > 1 ? r - maxEdits : 1;
    const hi = r + maxEdits < n ? r + maxEdits : n;
    const at = depth * this.stride;
    let count = 0;
    for (let j = lo; j <= hi; j++) {
      if (rows[previous + j - 1] === maxEdits) letters[at + count++] = typo[j - 1];
      if (j > 1 && path[depth - 1] === typo[j - 1] && typo[j - 2] !== typo[j - 1] && rows[previous - width + j - 2] + 1 <= maxEdits) letters[at + count++] = typo[j - 2];
    }
    return count;
  }

  /**
   * Follows every arc of `state` at path depth `depth`, `partLength` letters into compound part `part`; `least` is the
   * least cell of the path's table row (at the bound: only continuations() can follow).
   */
  private descend(state: number, depth: number, partLength: number, part: number, least: number): void {
    const { arcs, rows, typo, width, length: n, maxEdits, letters, wideArcs } = this;
    const start = this.arcStart.at(state);
    const end = this.arcStart.at(state + 1);
    const previous = depth * width;
    const row = previous + width;
    const from = depth * this.stride;
    const to = least >= maxEdits ? from + this.continuations(depth) : -1;
    // A wide state goes from one continuation's arc to the next, the arcs between charged to the budget as if read.
    const wideEnd = to >= 0 && end - start > WIDE_STATE ? from + this.continuationArcs(start, end, from, to) : -1;
    let w = from;
    for (let a = start; a < end; a++) {
      if (wideEnd >= 0) {
        if (w === wideEnd) {
          this.budget -= end - a;
          return;
        }
        this.budget -= wideArcs[w] - a;
        a = wideArcs[w++];
      }
      if (--this.budget < 0) return;
      const arc = arcs[a];
      const symbol = arc & SYMBOL_MASK;
      const c = this.symbols[symbol];
      if (depth === 0 && this.first >= 0 && c !== this.first) continue;
      if (to >= 0 && wideEnd < 0) {
        let k = from;
        while (k < to && letters[k] !== c) k++;
        if (k === to) continue;
      }
      // A letter the typist would not type (a digit, a rare foreign letter) is no insertion or substitution.
      const edit = this.editable[symbol] === 1 ? 1 : OUT_OF_BAND;
      this.path[depth] = c;
      // Only the band of cells within maxEdits of the diagonal can stay within maxEdits (Ukkonen); the cells just
      // outside it are set above any bound so the next rows read no stale value.
      const r = depth + 1;
      const lo = r - maxEdits > 1 ? r - maxEdits : 1;
      const hi = r + maxEdits < n ? r + maxEdits : n;
      if (lo > n) continue;
      // Column 0: every letter of the path left out of the typo (valid while the band reaches it).
      const first = lo > 1 ? OUT_OF_BAND : rows[previous] + edit;
      rows[row + lo - 1] = first;
      let best = first;
      for (let j = lo; j <= hi; j++) {
        const t = typo[j - 1];
        let d = rows[previous + j - 1] + (t === c ? 0 : edit);
        // c left out of the typo; the typo's letter t typed too many.
        const omitted = rows[previous + j] + edit;
        if (omitted < d) d = omitted;
        const extra = rows[row + j - 1] + 1;
        if (extra < d) d = extra;
        if (depth > 0 && j > 1 && c === typo[j - 2] && this.path[depth - 1] === t && t !== c) {
          const swap = rows[previous - width + j - 2] + 1;
          if (swap < d) d = swap;
        }
        rows[row + j] = d;
        if (d < best) best = d;
      }
      if (hi < n) rows[row + hi + 1] = OUT_OF_BAND;
      if (best > maxEdits) continue;
      const next = arc >>> SYMBOL_BITS;
      const edits = hi === n ? rows[row + n] : OUT_OF_BAND;
      // The target's kind is read only where it decides something: most paths end no form within the edits.
      if (this.minPrefix > 0) {
        if ((this.kind[next] & FINAL) !== 0) this.reportPrefixes(row, depth, lo, hi);
      } else if (edits <= maxEdits && edits > 0) {
        const kind = this.kind[next];
        const reported = this.parts === 1 ? part === 1 : part > 1 && (kind & COMPOUND_PART) !== 0;
        if ((kind & FINAL) !== 0 && reported) this.found(unitsToString(this.path, 0, depth + 1), edits);
      }
      this.descend(next, depth + 1, partLength + 1, part, best);
      if (part < this.parts && partLength + 1 >= this.compoundMin && (this.kind[next] & (COMPOUND_PART | FINAL)) === (COMPOUND_PART | FINAL)) {
        this.descend(this.root, depth + 1, 0, part + 1, best);
      }
    }
  }

  /** Prefix mode: the path's form with each end j of a prefix typo[0..j) it is within the edits of. */
  private reportPrefixes(row: number, depth: number, lo: number, hi: number): void {
    const last = Math.min(hi, this.length - 1);
    for (let j = Math.max(lo, this.minPrefix); j <= last; j++) {
      const edits = this.rows[row + j];
      if (edits === 0 || edits > this.maxEdits) continue;
      this.found(unitsToString(this.path, 0, depth + 1), j);
    }
  }
}
