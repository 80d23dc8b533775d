// Whether a candidate string can be a plain word form (no compound), asked of the speller's form automaton
// (engines/form-automaton.ts, every form in lower case), so the checker's candidate mode rules out most strings that
// are no form without an affix analysis. Only where the automaton holds every stem's forms (meta.automatonComplete).
// Section form*:
//
//   crossPrefixes u16[]  optional: "add\tstrip\n" per cross-product prefix, present when the automaton leaves out
//                        prefix + suffix forms (too many): such a form is add + rest where strip + rest is a suffixed form
import type { FormAutomaton } from '../form-automaton.ts';
import { optional, part, type Sections } from '../pack-layout.ts';
import { lower } from '../casing.ts';
import { PrefixTable } from '../prefix-table.ts';

export const FORM_FILTER = part({ crossPrefixes: optional('u16') });

export class FormFilter {
  /** The cross-product prefixes, where the automaton leaves out their prefix + suffix forms; else null. */
  readonly crossPrefixes: PrefixTable | null = null;

  /** `crossProducts`: the automaton holds prefix + suffix forms too. */
  constructor(
    private readonly automaton: FormAutomaton,
    sections: Sections<typeof FORM_FILTER>,
    readonly crossProducts: boolean,
    private readonly turkic: boolean,
  ) {
    if (!sections.crossPrefixes) return;
    const lines = String.fromCharCode(...sections.crossPrefixes).split('\n').filter((line) => line !== '');
    this.crossPrefixes = new PrefixTable(lines.map((line) => line.split('\t') as [string, string]));
  }

  /**
   * False only when the word is certainly not a prefix + suffix form (automata without those forms): no cross
   * prefix it starts with leaves, with the prefix's strip put back, a suffixed form.
   */
  mayBeCrossPrefixed(word: string): boolean {
    return this.crossPrefixes?.some(word, (add, strip) => this.has(strip + word.slice(add.length))) ?? false;
  }

  /** text[from..to), lower case or Title case as candidates are written, is a form (compounds not counted). */
  has(text: string, from = 0, to = text.length): boolean {
    return from < to && this.isForm(this.stateOf(text, from, to));
  }

  /** The automaton state text[from..to) leads to (its first letter in lower case, as has() reads it), or -1. */
  stateOf(text: string, from: number, to: number): number {
    if (from >= to) return this.automaton.root;
    const first = text.charAt(from);
    const low = lower(first, this.turkic);
    let state = this.automaton.root;
    if (low !== first) {
      state = this.automaton.follow(state, low);
      from++;
    }
    return this.automaton.follow(state, text, from, to);
  }

  /** The state after one more code unit (not a first letter) from `state`, or -1. */
  step(state: number, code: number): number {
    return state < 0 ? -1 : this.automaton.next(state, code);
  }

  /** A form ends at `state` (-1: none). */
  isForm(state: number): boolean {
    return state >= 0 && this.automaton.endsForm(state);
  }
}
