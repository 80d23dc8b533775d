// Words typed without their diacritics, read with them: the vocabulary's id ranges of the words that begin with a
// plain key read with marks (ś, š for s) or with the letters the language's typists spell out (German ue for ü, ss for
// ß), walked along the sorted keys so that only readings some word begins are followed ("slych": słych-, and ślych-
// dies at its first letter; "gruess": grüß-).
import { foldDiacritics, hasFoldable } from './fold-diacritics.ts';
import type { LetterStrings } from './letter-strings.ts';
import { SPELLED_OUT } from './plain-letters.ts';

/** Readings collected at most. */
const MAX_READINGS = 16;
/** A language writes marks when at least this share of its vocabulary's words has a marked letter (English: loanwords). */
const MARKED_WORDS_SHARE = 0.05;
/** A flag per UTF-16 code unit for the one-time scans of a vocabulary's letters: one table a thread, not two a language. */
const CODE_FLAGS = new Uint8Array(0x10000);

export class UnmarkedReadings {
  /** The last find()'s id ranges, [from, to) pairs: each holds the words that begin with one reading. */
  readonly ranges = new Int32Array(2 * MAX_READINGS);
  /** Each reading's length in the words' letters (a spelled-out "ue" is one); -1 where the key ends inside one. */
  readonly lengths = new Int32Array(MAX_READINGS);
  /** How many ranges the last find() collected. */
  count = 0;
  /** Each plain letter's marked letters in the vocabulary (s: ś, š), built when first needed. */
  private marked: Map<number, number[]> | null = null;
  /** MARKED_WORDS_SHARE of the vocabulary's words have a marked letter; null until first asked. */
  private marksWritten: boolean | null = null;

  /** The letters typed as sequences: [sequence, letter's code] (letterSpellings, lower case). */
  private readonly spelled: [string, number][] = [];
  /** Those with no decomposition (SPELLED_OUT: ß as ss), which a keyboard with accented letters may lack too. */
  private readonly undecomposed: [string, number][] = [];
  /** The key being walked has marks: only undecomposed letters are read into it. */
  private keyMarked = false;

  /**
   * Keys in ascending order, for ids below `words`;
   * `spellings`: the language's letters typed as sequences (engines/fold-diacritics.ts letterSpellings).
   */
  constructor(
    private readonly keys: LetterStrings,
    private readonly words: number,
    spellings: Map<string, string>,
  ) {
    for (const [letter, sequence] of spellings) {
      if (letter !== letter.toLowerCase()) continue;
      this.spelled.push([sequence, letter.charCodeAt(0)]);
      if (SPELLED_OUT.some(([undecomposed]) => undecomposed === letter)) this.undecomposed.push([sequence, letter.charCodeAt(0)]);
    }
  }

  /**
   * Collects the ranges of the words that begin with the lower-case `key` read with marks; a key with marks is read
   * with its undecomposed letters only ("grüss": grüß-).
   */
  find(key: string): number {
    this.count = 0;
    this.keyMarked = hasFoldable(key);
    this.walk(key, 0, 0, 0, this.words);
    return this.count;
  }

  /**
   * The ids of [lo, hi) begin with key[0, at) read with marks, in `depth` letters: go on with the next letter or
   * spelled-out sequence, or collect the range. A key ending inside a sequence ("gru" for grü-) reads the letter.
   */
  private walk(key: string, at: number, depth: number, lo: number, hi: number): void {
    if (at === key.length) {
      this.collect(lo, hi, depth);
      return;
    }
    if (at > key.length) {
      this.collect(lo, hi, -1);
      return;
    }
    const code = key.charCodeAt(at);
    this.narrow(key, at + 1, depth, lo, hi, code);
    const marked = this.keyMarked ? undefined : this.markedLetters().get(code);
    if (marked !== undefined) for (let m = 0; m < marked.length; m++) this.narrow(key, at + 1, depth, lo, hi, marked[m]);
    const spelled = this.keyMarked ? this.undecomposed : this.spelled;
    for (let s = 0; s < spelled.length; s++) {
      const [sequence, letter] = spelled[s];
      if (key.startsWith(sequence, at)) this.narrow(key, at + sequence.length, depth, lo, hi, letter);
      else if (at + sequence.length > key.length && sequence.startsWith(key.slice(at))) this.narrow(key, key.length + 1, depth, lo, hi, letter);
    }
  }

  /** A reading's range, once (a letter and a sequence may read the same). */
  private collect(lo: number, hi: number, depth: number): void {
    if (this.count === MAX_READINGS) return;
    for (let r = 0; r < this.count; r++) if (this.ranges[2 * r] === lo && this.ranges[2 * r + 1] === hi) return;
    this.ranges[2 * this.count] = lo;
    this.ranges[2 * this.count + 1] = hi;
    this.lengths[this.count] = depth;
    this.count++;
  }

  /** walk() on from key position `at` (past the key's end: inside a sequence) with the ids of [lo, hi) whose letter at `depth` is `code`. */
  private narrow(key: string, at: number, depth: number, lo: number, hi: number, code: number): void {
    const from = this.letterBound(lo, hi, depth, code);
    const to = this.letterBound(from, hi, depth, code + 1);
    if (from < to) this.walk(key, at, depth + 1, from, to);
  }

  /** The first id of [lo, hi) (keys sharing their first `depth` letters) whose letter at `depth` is at least `code`. */
  private letterBound(lo: number, hi: number, depth: number, code: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.keys.start(mid) + depth;
      const letter = at < this.keys.start(mid + 1) ? this.keys.unit(at) : -1;
      if (letter < code) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The language writes marks on its words often enough that text without any is typed so (MARKED_WORDS_SHARE). */
  writesMarks(): boolean {
    if (this.marksWritten !== null) return this.marksWritten;
    const letters = this.markedLetters();
    const marked = CODE_FLAGS.fill(0);
    for (const codes of letters.values()) for (const code of codes) marked[code] = 1;
    let words = 0;
    for (let id = 0; id < this.words; id++) {
      for (let i = this.keys.start(id), end = this.keys.start(id + 1); i < end; i++) {
        if (marked[this.keys.unit(i)] === 1) {
          words++;
          break;
        }
      }
    }
    this.marksWritten = words >= MARKED_WORDS_SHARE * this.words;
    return this.marksWritten;
  }

  private markedLetters(): Map<number, number[]> {
    if (this.marked !== null) return this.marked;
    const marked = new Map<number, number[]>();
    for (const code of this.keys.alphabet) {
      if (code < 0x80) continue;
      const plain = foldDiacritics(String.fromCharCode(code));
      if (plain.length !== 1 || plain.charCodeAt(0) === code) continue;
      const letters = marked.get(plain.charCodeAt(0));
      if (letters === undefined) marked.set(plain.charCodeAt(0), [code]);
      else letters.push(code);
    }
    this.marked = marked;
    return marked;
  }
}
