// An unweighted VFST transducer (libvoikko's format, src/fst/UnweightedTransducer.cpp), walked depth first over the
// words of its input side as libvoikko walks it, flag diacritics included: the outputs of one input, one at a time.
//
// Symbols (the pack meta's `symbols`, in the file's order): 0 = epsilon, then the flag diacritics ("@P.FEAT.VAL@"),
// then the single characters, then the multi-character tags ("[Ln]", from the first symbol starting with "[").
// Cells (section `cells`, two u32 per 8-byte cell, the file's own bytes after its symbol table):
//
//   word 0:  symIn u16 | symOut u16 << 16          symIn 0xFFFF: the state is final here
//   word 1:  target cell index u24 | more u8 << 24   more: the state's transitions after its first cell; 255: the
//                                                    next cell is an overflow cell whose word 0 + 1 is that count
// A state is the index of its first cell; its transitions follow it.
import { part, type Sections } from './pack-layout.ts';

export const VFST = part({ cells: 'u32' });

/** libvoikko's limits: steps per output, stack depth and output length (Transducer.hpp, FinnishVfstAnalyzer.cpp). */
const MAX_LOOP_COUNT = 100_000;
const BUFFER_SIZE = 2000;
const FINAL_SYMBOL = 0xffff;
const OVERFLOW = 255;

const enum FlagOp {
  P,
  C,
  U,
  R,
  D,
}
const VALUE_NEUTRAL = 0;
const VALUE_ANY = 1;

/** What readingsNear finds: inputs with marks put on (and no other change), and inputs one edit away. */
export interface Readings {
  marked: Set<string>;
  edited: Set<string>;
}

/** The meta a VFST part needs beside its cells: the symbol table. */
export interface VfstMeta {
  symbols: string[];
}

export class VfstTransducer {
  private readonly cells: Uint32Array;
  private readonly symbols: readonly string[];
  private readonly firstNormalChar: number;
  /** Input symbol of each single character (by UTF-16 unit; Finnish has no astral letters). */
  private readonly charSymbol = new Map<number, number>();
  private readonly flagOp: Uint8Array;
  private readonly flagFeature: Uint16Array;
  private readonly flagValue: Uint16Array;
  private readonly featureCount: number;
  // One walk's state, reused (an engine serves one request at a time on its thread).
  private readonly stateStack = new Uint32Array(BUFFER_SIZE);
  private readonly transitionStack = new Uint32Array(BUFFER_SIZE);
  private readonly outputStack = new Uint16Array(BUFFER_SIZE);
  private readonly inputSymbols = new Uint16Array(BUFFER_SIZE);
  private readonly flagValues: Uint16Array;
  private readonly updatedFeature = new Uint16Array(BUFFER_SIZE);
  private readonly updatedValue = new Uint16Array(BUFFER_SIZE);
  private depth = 0;
  private inputDepth = 0;
  private inputLength = 0;
  private flagDepth = 0;

  constructor(sections: Sections<typeof VFST>, meta: VfstMeta) {
    this.cells = sections.cells;
    this.symbols = meta.symbols;
    const count = meta.symbols.length;
    this.flagOp = new Uint8Array(count);
    this.flagFeature = new Uint16Array(count);
    this.flagValue = new Uint16Array(count);
    const features = new Map<string, number>();
    const values = new Map<string, number>([['', VALUE_NEUTRAL], ['@', VALUE_ANY]]);
    let firstNormalChar = 0;
    let firstMultiChar = 0;
    for (let i = 1; i < count; i++) {
      const symbol = meta.symbols[i];
      if (firstNormalChar === 0) {
        if (symbol[0] === '@') this.readFlag(i, symbol, features, values);
        else firstNormalChar = i;
      } else if (firstMultiChar === 0 && symbol[0] === '[') firstMultiChar = i;
      if (firstNormalChar > 0 && firstMultiChar === 0) this.charSymbol.set(symbol.charCodeAt(0), i);
    }
    this.firstNormalChar = firstNormalChar;
    this.featureCount = features.size;
    this.flagValues = new Uint16Array(Math.max(1, features.size));
  }

  /** "@U.FEAT.VAL@" (or "@R.FEAT@": any value) as libvoikko numbers it: features and values in order of first sight. */
  private readFlag(symbol: number, text: string, features: Map<string, number>, values: Map<string, number>): void {
    if (text.length <= 4) throw new Error(`malformed flag diacritic ${text}`);
    this.flagOp[symbol] = 'PCURD'.indexOf(text[1]) < 0 ? FlagOp.D : 'PCURD'.indexOf(text[1]);
    const body = text.slice(3, -1);
    const dot = body.indexOf('.');
    const feature = dot < 0 ? body : body.slice(0, dot);
    const value = dot < 0 ? '@' : body.slice(dot + 1);
    if (!features.has(feature)) features.set(feature, features.size);
    if (!values.has(value)) values.set(value, values.size);
    this.flagFeature[symbol] = features.get(feature)!;
    this.flagValue[symbol] = values.get(value)!;
  }

  /**
   * Starts a walk over `word`'s outputs (next() gives them); false, and no outputs, when a letter of it is no input
   * symbol.
   */
  start(word: string): boolean {
    this.depth = 0;
    this.flagDepth = 0;
    this.inputDepth = 0;
    this.stateStack[0] = 0;
    this.transitionStack[0] = 0;
    this.flagValues.fill(VALUE_NEUTRAL);
    if (word.length >= BUFFER_SIZE) return false;
    this.inputLength = word.length;
    for (let i = 0; i < word.length; i++) {
      const symbol = this.charSymbol.get(word.charCodeAt(i));
      if (symbol === undefined) return false;
      this.inputSymbols[i] = symbol;
    }
    return true;
  }

  /** The walk's next output, or null at its end (or where libvoikko gives up: too many steps, too deep). */
  next(): string | null {
    const cells = this.cells;
    const firstNormal = this.firstNormalChar;
    for (let loop = 0; loop < MAX_LOOP_COUNT; loop++) {
      const head = this.stateStack[this.depth];
      let current = this.transitionStack[this.depth];
      const maxTc = this.transitionCount(head);
      let descended = false;
      for (let tc = current - head; tc <= maxTc; tc++) {
        if (tc === 1 && maxTc >= OVERFLOW) tc++, current++;
        const symIn = cells[2 * current] & 0xffff;
        if (symIn === FINAL_SYMBOL) {
          if (this.inputDepth === this.inputLength) {
            this.transitionStack[this.depth] = current + 1;
            return this.output();
          }
        } else if (
          (this.inputDepth < this.inputLength && this.inputSymbols[this.inputDepth] === symIn) ||
          (symIn < firstNormal && this.passesFlag(symIn))
        ) {
          if (this.depth + 2 === BUFFER_SIZE) return null;
          const symOut = cells[2 * current] >>> 16;
          const target = cells[2 * current + 1] & 0xffffff;
          this.outputStack[this.depth] = symOut >= firstNormal ? symOut : 0;
          this.transitionStack[this.depth] = current;
          this.depth++;
          this.stateStack[this.depth] = target;
          this.transitionStack[this.depth] = target;
          if (symIn >= firstNormal) this.inputDepth++;
          descended = true;
          break;
        }
        current++;
      }
      if (descended) continue;
      if (this.depth === 0) return null;
      this.depth--;
      const previousIn = cells[2 * this.transitionStack[this.depth]] & 0xffff;
      if (previousIn >= firstNormal) this.inputDepth--;
      else if (this.featureCount > 0 && previousIn !== 0) {
        this.flagDepth--;
        this.flagValues[this.updatedFeature[this.flagDepth]] = this.updatedValue[this.flagDepth];
      }
      this.transitionStack[this.depth]++;
    }
    return null;
  }

  /**
   * The inputs the transducer reads (to a final state, its flag diacritics agreeing) that are `word` with marks put on
   * its letters (`marks`: per input symbol, the symbols it may stand for: a for ä) or one edit from it: a letter dropped,
   * added, put for another or two neighbours swapped, the letters added or put in being those `edits` marks (by input
   * symbol). One walk shares the typo's prefix among all readings; at most `maxSteps` transitions are tried.
   * Candidates only: libvoikko's analysis then decides which are words (voikko-speller.ts).
   */
  readingsNear(word: string, marks: ReadonlyMap<number, readonly number[]>, edits: Uint8Array, maxSteps: number): Readings {
    const readings: Readings = { marked: new Set(), edited: new Set() };
    const typo: number[] = [];
    // A letter outside the symbols (-1) can only be the one edit, dropped or replaced.
    for (let i = 0; i < word.length; i++) typo.push(this.charSymbol.get(word.charCodeAt(i)) ?? -1);
    const none: readonly number[] = [];
    const markedAs = typo.map((symbol) => marks.get(symbol) ?? none);
    this.flagValues.fill(VALUE_NEUTRAL);
    this.flagDepth = 0;
    const read: number[] = [];
    let steps = 0;
    const cells = this.cells;
    const firstNormal = this.firstNormalChar;
    const n = typo.length;
    // An edited path (its one edit spent) goes on only by flags and by the swap's pending letter, else the typo's next
    // one: most transitions read neither.
    const walkEdited = (head: number, pos: number, pending: number): void => {
      if (steps++ > maxSteps) return;
      const maxTc = this.transitionCount(head);
      const next = pending >= 0 ? pending : pos < n ? typo[pos] : -1;
      for (let tc = 0; tc <= maxTc; tc++) {
        if (tc === 1 && maxTc >= OVERFLOW) continue;
        const cell = head + tc;
        const symIn = cells[2 * cell] & 0xffff;
        if (symIn === FINAL_SYMBOL) {
          if (pos === n && pending < 0) readings.edited.add(this.inputText(read));
          continue;
        }
        if (symIn >= firstNormal && symIn !== next) continue;
        const target = cells[2 * cell + 1] & 0xffffff;
        if (symIn < firstNormal) {
          if (!this.passesFlag(symIn)) continue;
          walkEdited(target, pos, pending);
          if (symIn !== 0 && this.featureCount > 0) this.undoFlag();
          continue;
        }
        read.push(symIn);
        walkEdited(target, pending >= 0 ? pos : pos + 1, -1);
        read.pop();
      }
    };
    // A path with no edit spent: the typo's letters, some with their marks put on (`marked`), and where none is, each
    // edit. `fresh`: the walk has just read a letter (or starts), the one place a typo letter is dropped: after an
    // epsilon or a flag the same drop was tried already.
    const walk = (head: number, pos: number, marked: boolean, fresh: boolean): void => {
      if (steps++ > maxSteps) return;
      if (fresh && !marked && pos < n) walkEdited(head, pos + 1, -1);
      const maxTc = this.transitionCount(head);
      for (let tc = 0; tc <= maxTc; tc++) {
        if (tc === 1 && maxTc >= OVERFLOW) continue;
        const cell = head + tc;
        const symIn = cells[2 * cell] & 0xffff;
        if (symIn === FINAL_SYMBOL) {
          if (pos === n && marked) readings.marked.add(this.inputText(read));
          continue;
        }
        const target = cells[2 * cell + 1] & 0xffffff;
        if (symIn < firstNormal) {
          if (!this.passesFlag(symIn)) continue;
          walk(target, pos, marked, false);
          if (symIn !== 0 && this.featureCount > 0) this.undoFlag();
          continue;
        }
        read.push(symIn);
        if (pos < n && symIn === typo[pos]) walk(target, pos + 1, marked, true);
        else if (pos < n && markedAs[pos].includes(symIn)) walk(target, pos + 1, true, true);
        else if (!marked) {
          if (pos < n && edits[symIn] === 1) walkEdited(target, pos + 1, -1);
          if (pos + 1 < n && symIn === typo[pos + 1] && typo[pos] >= 0) walkEdited(target, pos + 2, typo[pos]);
        }
        if (!marked && edits[symIn] === 1) walkEdited(target, pos, -1);
        read.pop();
      }
    };
    walk(0, 0, false, true);
    return readings;
  }

  private inputText(symbols: readonly number[]): string {
    let text = '';
    for (const symbol of symbols) text += this.symbols[symbol];
    return text;
  }

  /** The input symbol of a character, or -1. */
  symbolOf(char: string): number {
    return this.charSymbol.get(char.charCodeAt(0)) ?? -1;
  }

  /** The input symbol of each of these characters, marked in an array by symbol (readingsNear's `edits`). */
  symbolSet(chars: readonly string[]): Uint8Array {
    const marked = new Uint8Array(this.symbols.length);
    for (const c of chars) {
      const symbol = this.charSymbol.get(c.charCodeAt(0));
      if (symbol !== undefined) marked[symbol] = 1;
    }
    return marked;
  }

  private undoFlag(): void {
    this.flagDepth--;
    this.flagValues[this.updatedFeature[this.flagDepth]] = this.updatedValue[this.flagDepth];
  }

  /** The index of the state's last transition cell (its overflow cell counted). */
  private transitionCount(head: number): number {
    const more = this.cells[2 * head + 1] >>> 24;
    return more === OVERFLOW ? this.cells[2 * (head + 1)] + 1 : more;
  }

  /** The output of the path walked so far (epsilons and flags write nothing). */
  private output(): string | null {
    let out = '';
    for (let i = 0; i < this.depth; i++) out += this.symbols[this.outputStack[i]];
    return out.length + 1 >= BUFFER_SIZE ? null : out;
  }

  /** The flag diacritic allows the path on; its update is pushed, to be undone when the walk comes back up. */
  private passesFlag(symbol: number): boolean {
    if (this.featureCount === 0 || symbol === 0) return true;
    const feature = this.flagFeature[symbol];
    let value = this.flagValue[symbol];
    const currentValue = this.flagValues[feature];
    let update = false;
    switch (this.flagOp[symbol]) {
      case FlagOp.P:
        update = true;
        break;
      case FlagOp.C:
        value = VALUE_NEUTRAL;
        update = true;
        break;
      case FlagOp.U:
        if (currentValue !== VALUE_NEUTRAL) {
          if (currentValue !== value) return false;
        } else update = true;
        break;
      case FlagOp.R:
        if (value === VALUE_ANY ? currentValue === VALUE_NEUTRAL : currentValue !== value) return false;
        break;
      case FlagOp.D:
        if ((value === VALUE_ANY && currentValue !== VALUE_NEUTRAL) || currentValue === value) return false;
        break;
    }
    this.updatedFeature[this.flagDepth] = feature;
    this.updatedValue[this.flagDepth] = currentValue;
    if (update) this.flagValues[feature] = value;
    this.flagDepth++;
    return true;
  }
}
