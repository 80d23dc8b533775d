// Diacritic restoration: the words that differ from a typo only in diacritics, as typed on a keyboard without them
// ("wlasnie" for "właśnie", "prilis" for "příliš"), or with letters spelled out the way typists of the language do
// (ß as ss everywhere, German ae/oe/ue for ä/ö/ü, Danish and Norwegian aa/oe for å/ø). Every such variant of the typo
// is made (a depth-first walk that carries the word list's and the form filter's hashes, so a variant's string is
// built only when one of them may hold it) and looked up in the word list, then in the dictionary's plain forms.
import type { FormFilter } from './hunspell/form-filter.ts';
import { FORM_BASE1, FORM_BASE2 } from './hunspell/form-filter.ts';
import type { HunspellChecker } from './hunspell/checker.ts';
import type { StringTable } from './hunspell/string-table.ts';
import { PLAIN_LETTER, SPELLED_OUT } from './plain-letters.ts';

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

/** Transliterations typists of a language use for its letters. */
const TRANSLITERATIONS: Record<string, [string, string][]> = {
  de: [['ä', 'ae'], ['ö', 'oe'], ['ü', 'ue']],
  da: [['å', 'aa'], ['ø', 'oe']],
  nb: [['å', 'aa'], ['ø', 'oe']],
};

/** The letters of a language typists may write as a sequence: [letter, sequence]. */
export function spelledOut(lang: string): [string, string][] {
  return [...SPELLED_OUT, ...(TRANSLITERATIONS[lang.slice(0, 2)] ?? [])];
}

/**
 * Variants made per typo, at most: a long Czech word with a dozen letters that may take a mark has a few thousand;
 * the walk stops there (each variant costs a few hash steps, the strings are built for the filter's hits only).
 */
const MAX_VARIANTS = 8192;
/** Longest typo the walk's tables are sized for (the autocorrector corrects at most 40 letters). */
const MAX_LENGTH = 64;

export class AccentRestorer {
  /** Per code unit of a typed letter: the letters it may stand for (itself first), or absent: only itself. */
  private readonly letters = new Map<number, number[]>();
  /** Letter sequences typed for one letter: [sequence, letter]. */
  private readonly spelled: [string, number][] = [];
  /** The walk's state per output length: code units, FNV-1a and the two polynomial hashes of the prefix. */
  private readonly units = new Uint16Array(MAX_LENGTH);
  private readonly fnv = new Uint32Array(MAX_LENGTH + 1);
  private readonly poly1 = new Int32Array(MAX_LENGTH + 1);
  private readonly poly2 = new Int32Array(MAX_LENGTH + 1);
  private readonly pow1 = new Int32Array(MAX_LENGTH + 1);
  private readonly pow2 = new Int32Array(MAX_LENGTH + 1);
  private variants = 0;
  private typo = '';
  /** Upper case minus lower case of the typo's first letter (0: no one-unit upper case); a variant keeps it. */
  private titleShift = 0;
  private listedFound: (id: number, marks: number) => void = () => {};
  private formFound: (form: string, marks: number) => void = () => {};

  /**
   * `alphabet`: the letters the language's words are made of (lower case); `forms`: the dictionary's form filter,
   * null when the word list holds every form or there is no filter; `titleToo`: look for Title-case forms as well.
   */
  /** The filter holds every lower-case word the list holds (all prefix + suffix forms, no compounds). */
  private readonly filterHoldsAll: boolean;

  constructor(
    lang: string,
    alphabet: string,
    private readonly words: StringTable,
    private readonly checker: HunspellChecker,
    private readonly forms: FormFilter | null,
    private readonly titleToo: boolean,
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
    }
    for (const [letter, sequence] of spelledOut(lang)) {
      if (alphabet.includes(letter)) this.spelled.push([sequence, letter.charCodeAt(0)]);
    }
    this.pow1[0] = this.pow2[0] = 1;
    for (let i = 1; i <= MAX_LENGTH; i++) {
      this.pow1[i] = Math.imul(this.pow1[i - 1], FORM_BASE1);
      this.pow2[i] = Math.imul(this.pow2[i - 1], FORM_BASE2);
    }
    this.fnv[0] = 0x811c9dc5;
    this.filterHoldsAll = forms !== null && checker.meta.formFilterCrossProducts && !checker.spellsCompounds;
  }

  /**
   * Calls listed(id) for each word of the list, and form(word) for each other dictionary form (as the checker accepts
   * it: Title case where only that is a word), that the lower-case typo is a diacritic-less or spelled-out variant of,
   * with the number of letters restored. Either may be called twice for one word.
   */
  restore(typo: string, listed: (id: number, marks: number) => void, form: (word: string, marks: number) => void): void {
    if (typo.length > MAX_LENGTH) return;
    this.typo = typo;
    this.listedFound = listed;
    this.formFound = form;
    this.variants = 0;
    const first = typo.charCodeAt(0);
    const upper = String.fromCharCode(first).toUpperCase();
    this.titleShift = upper.length === 1 ? upper.charCodeAt(0) - first : 0;
    this.walk(0, 0, 0);
  }

  /** Extends the variant of length `out` (typo read up to `at`, `marks` letters restored) by each reading of the next. */
  private walk(at: number, out: number, marks: number): void {
    if (this.variants >= MAX_VARIANTS) return;
    const typo = this.typo;
    if (at === typo.length) {
      this.variants++;
      if (marks > 0) this.lookUp(out, marks);
      return;
    }
    const code = typo.charCodeAt(at);
    const options = this.letters.get(code);
    if (options === undefined) this.step(at + 1, out, code, marks);
    else for (const c of options) this.step(at + 1, out, c, c === code ? marks : marks + 1);
    for (const [sequence, letter] of this.spelled) {
      if (typo.startsWith(sequence, at)) this.step(at + sequence.length, out, letter, marks + 1);
    }
  }

  private step(at: number, out: number, code: number, marks: number): void {
    if (out >= MAX_LENGTH) return;
    this.units[out] = code;
    this.fnv[out + 1] = Math.imul(this.fnv[out] ^ code, 0x01000193);
    this.poly1[out + 1] = (Math.imul(this.poly1[out], FORM_BASE1) + code) | 0;
    this.poly2[out + 1] = (Math.imul(this.poly2[out], FORM_BASE2) + code) | 0;
    this.walk(at, out + 1, marks);
  }

  /**
   * The variant units[0 .. n): a listed word, else a plain dictionary form (lower case, or Title case where nouns take
   * it). Where every word the list holds is a plain form in the filter, a variant the filter rejects is no word: most
   * are not, and the filter's probes cost less than the list's (both are cache misses; dev typos: cs 2.2x faster).
   * Names (Title-case words) are then left out, outside languages that capitalize nouns.
   */
  private lookUp(n: number, marks: number): void {
    const forms = this.forms;
    const inFilter = forms !== null && forms.hasPolyHashes(this.poly1[n], this.poly2[n]);
    if (this.filterHoldsAll && !inFilter) return this.lookUpTitle(n, marks);
    const id = this.words.findUnits(this.fnv[n] >>> 0, this.units, n);
    if (id >= 0) return this.listedFound(id, marks);
    if (inFilter) {
      const word = String.fromCharCode(...this.units.subarray(0, n));
      if (this.checker.checkCandidate(word, false)) return this.formFound(word, marks);
    }
    this.lookUpTitle(n, marks);
  }

  /** The variant units[0 .. n) as a Title-case dictionary form, where nouns take it. */
  private lookUpTitle(n: number, marks: number): void {
    const forms = this.forms;
    if (forms === null || !this.titleToo || this.titleShift === 0) return;
    const title1 = (this.poly1[n] + Math.imul(this.titleShift, this.pow1[n - 1])) | 0;
    const title2 = (this.poly2[n] + Math.imul(this.titleShift, this.pow2[n - 1])) | 0;
    if (!forms.hasPolyHashes(title1, title2)) return;
    const title = String.fromCharCode(this.units[0] + this.titleShift, ...this.units.subarray(1, n));
    if (this.checker.checkCandidate(title, true)) this.formFound(title, marks);
  }
}
