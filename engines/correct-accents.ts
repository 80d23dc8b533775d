// Diacritic restoration: the words that differ from a typo only in diacritics, as typed on a keyboard without them
// ("wlasnie" for "właśnie", "prilis" for "příliš"), or with letters spelled out the way typists of the language do
// (ß as ss everywhere, German ae/oe/ue for ä/ö/ü, Danish and Norwegian aa/oe for å/ø). The variants of the typo are
// walked through the form automaton, which holds every listed word and the dictionary's forms, so a reading no form
// begins with is dropped at its first letter, however many marks the typo left out; the autocorrector resolves each
// form reached as it resolves the edit search's (word list, else the checker).
import { unitsToString } from './code-units.ts';
import type { FormAutomaton } from './form-automaton.ts';
import type { Writing } from '../languages/profile.ts';
import { PLAIN_LETTER, spelledOut } from './plain-letters.ts';

/** Letters that look like a base letter with a mark but are keys of their own, never left out for it. */
const OWN_KEYS = new Set(['й', 'ї']);

/** Base letters met so far (normalizing costs more than the rest of a substitution's classification). */
const baseLetters = new Map<string, string>();

/** Base letter without diacritics: á -> a, ł -> l, ı -> i (a lower-case letter). */
export function baseLetter(ch: string): string {
  let base = baseLetters.get(ch);
  if (base === undefined) {
    base = OWN_KEYS.has(ch) ? ch : (PLAIN_LETTER[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, ''));
    baseLetters.set(ch, base);
  }
  return base;
}

/** The text has a letter with a mark (one that is not its own base letter). */
export function hasMarks(text: string): boolean {
  for (const ch of text) if (baseLetter(ch) !== ch) return true;
  return false;
}

/** Automaton steps per typo, at most: a long Czech word has thousands of readings, few on a form's path. */
const MAX_STEPS = 8192;
/** Longest typo the walk's buffer holds (the autocorrector corrects at most Hunspell's 100 letters). */
const MAX_LENGTH = 128;

/** The walk's found() in prefix mode, where whole forms are restore()'s to report. */
const ignoreForm = (): void => {};

/** `text` with the code unit at `at` replaced by `code`. */
function withUnit(text: string, at: number, code: number): string {
  return text.slice(0, at) + String.fromCharCode(code) + text.slice(at + 1);
}

export class AccentRestorer {
  /** Per code unit of a typed letter: the letters it may stand for (itself first), or absent: only itself. */
  private readonly letters = new Map<number, number[]>();
  /** The code units of letters with a mark (not their own base letter). */
  private readonly marked = new Set<number>();
  /** Letter sequences typed for one letter: [sequence, letter]. */
  private readonly spelled: [string, number][] = [];
  /** The walk's output so far, by position. */
  private readonly units = new Uint16Array(MAX_LENGTH);
  private steps = 0;
  private typo = '';
  private found: (form: string, marks: number, retyped: number) => void = () => {};
  /** Prefix mode (restorePrefixes): the shortest prefix reported, or 0 (off), and where prefixes go. */
  private minPrefix = 0;
  private prefixFound: (prefix: string, at: number) => void = () => {};

  /**
   * `writing`: the language's spelled-out letters and the letters it types as others (Writing.typedAs); `alphabet`:
   * the letters its words are made of (lower case); `automaton`: the speller's forms and listed words.
   */
  constructor(
    writing: Writing,
    alphabet: string,
    private readonly automaton: FormAutomaton,
  ) {
    const byBase = new Map<string, string[]>();
    for (const ch of alphabet) {
      const base = baseLetter(ch);
      if (base.length !== 1) continue;
      byBase.set(base, [...(byBase.get(base) ?? []), ch]);
    }
    for (const [base, group] of byBase) {
      const all = [...new Set([base, ...group])].map((ch) => ch.charCodeAt(0));
      if (all.length < 2) continue;
      for (const ch of all) this.letters.set(ch, [ch, ...all.filter((c) => c !== ch)]);
      for (const ch of all.slice(1)) this.marked.add(ch);
    }
    for (const [letter, sequence] of [...spelledOut(writing), ...writing.typedAs]) {
      if (alphabet.includes(letter)) this.spelled.push([sequence, letter.charCodeAt(0)]);
    }
  }

  /**
   * Calls found(form, marks, retyped) for each form of the automaton (lower case) that the lower-case typo is a
   * diacritic-less or spelled-out variant of, with the number of letters restored and how many of them the typo has
   * with a mark (read as another letter); a form may be found twice.
   */
  restore(typo: string, found: (form: string, marks: number, retyped: number) => void): void {
    if (typo.length > MAX_LENGTH) return;
    this.typo = typo;
    this.found = found;
    this.steps = MAX_STEPS;
    this.walk(this.automaton.root, 0, 0, 0, 0);
  }

  /**
   * Calls found(prefix, at) for each form of the automaton that typo[0, at) is read as, with marks or without, for
   * minPrefix <= at < typo.length, in walk order: where the automaton holds a rare stem bare (Hungarian), the rest of
   * the typo is its ending, to be read with marks too (readings) and asked of the checker.
   */
  restorePrefixes(typo: string, minPrefix: number, found: (prefix: string, at: number) => void): void {
    if (typo.length > MAX_LENGTH) return;
    this.typo = typo;
    this.found = ignoreForm;
    this.prefixFound = found;
    this.minPrefix = Math.max(1, minPrefix);
    this.steps = MAX_STEPS;
    this.walk(this.automaton.root, 0, 0, 0, 0);
    this.minPrefix = 0;
  }

  /**
   * The readings of `text` with marks restored, fewest marks first (itself first), at most `most` of them: each letter
   * that may stand for a marked one (`letters`), one, then two at a time.
   */
  readings(text: string, most: number): string[] {
    const out = [text];
    const at: number[] = [];
    for (let i = 0; i < text.length; i++) if (this.letters.has(text.charCodeAt(i))) at.push(i);
    for (let a = 0; a < at.length && out.length < most; a++) {
      for (const c of this.letters.get(text.charCodeAt(at[a]))!.slice(1)) if (out.length < most) out.push(withUnit(text, at[a], c));
    }
    for (let a = 0; a < at.length && out.length < most; a++) {
      for (const c of this.letters.get(text.charCodeAt(at[a]))!.slice(1)) {
        const one = withUnit(text, at[a], c);
        for (let b = a + 1; b < at.length && out.length < most; b++) {
          for (const d of this.letters.get(text.charCodeAt(at[b]))!.slice(1)) if (out.length < most) out.push(withUnit(one, at[b], d));
        }
      }
    }
    return out;
  }

  /**
   * Extends the variant of length `out` at automaton `state` (typo read up to `at`, `marks` letters restored, `retyped`
   * of them letters typed with a mark).
   */
  private walk(state: number, at: number, out: number, marks: number, retyped: number): void {
    const typo = this.typo;
    if (this.minPrefix > 0 && at >= this.minPrefix && at < typo.length && this.automaton.endsForm(state)) {
      this.prefixFound(unitsToString(this.units, 0, out), at);
    }
    if (at === typo.length) {
      if (marks > 0 && this.automaton.endsForm(state)) this.found(unitsToString(this.units, 0, out), marks, retyped);
      return;
    }
    const code = typo.charCodeAt(at);
    const options = this.letters.get(code);
    if (options === undefined) this.step(state, at + 1, out, code, marks, retyped);
    else {
      const mark = this.marked.has(code) ? 1 : 0;
      for (const c of options) this.step(state, at + 1, out, c, c === code ? marks : marks + 1, c === code ? retyped : retyped + mark);
    }
    for (const [sequence, letter] of this.spelled) {
      if (typo.startsWith(sequence, at)) this.step(state, at + sequence.length, out, letter, marks + 1, retyped);
    }
  }

  private step(state: number, at: number, out: number, code: number, marks: number, retyped: number): void {
    if (--this.steps < 0) return;
    const next = this.automaton.next(state, code);
    if (next < 0) return;
    this.units[out] = code;
    this.walk(next, at, out + 1, marks, retyped);
  }
}
