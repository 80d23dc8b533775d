// The words typed earlier in a request's text that the typed word begins: people reuse their own words and names
// ("the lawyer ... the la"), so each weighs a little more than the language model alone says.
import { isWordCode } from './complete-text.ts';

/** Added to an earlier word's probability, times its share of the text's words (0.005 to 0.2 measured alike). */
const EARLIER_WORD_WEIGHT = 0.01;
/** Distinct earlier words kept per request; a text rarely holds more that begin with the typed letters. */
const EARLIER_WORDS = 32;
/** How far back the text is read (about 50 words, a few sentences): a long text costs no more than a short one. */
const EARLIER_CHARS = 300;
const TRAILING_MARKS = /['\u2019-]+$/;

export class EarlierWords {
  /** Vocabulary ids, or -1 - k for a word outside the vocabulary whose rest is rests[k]. */
  private readonly ids = new Int32Array(EARLIER_WORDS);
  private readonly counts = new Uint32Array(EARLIER_WORDS);
  private size = 0;
  /** All the earlier words, fitting or not. */
  private words = 0;

  constructor(
    private readonly lower: (word: string) => string,
    private readonly upper: (word: string) => string,
    /** A lower-case word's vocabulary id, or a negative number. */
    private readonly idOf: (key: string) => number,
    /** The dictionary's forms outside the vocabulary hold a lower-case word. */
    private readonly isForm: (key: string) => boolean,
  ) {}

  /**
   * Gathers the words of text[end - EARLIER_CHARS, end) longer than `key` that begin with it (lower case). A word outside the vocabulary
   * leaves its rest after `typedLength` characters, as it was written, in `rests`.
   */
  gather(text: string, end: number, key: string, typedLength: number, rests: string[]): void {
    this.size = 0;
    this.words = 1;
    const from = Math.max(0, end - EARLIER_CHARS);
    // Native searches, not a loop over every character: words are counted by their spaces, and only words that begin
    // with the typed letter, small or capital, are read.
    for (let at = text.indexOf(' ', from); at >= 0 && at < end; at = text.indexOf(' ', at + 1)) this.words++;
    const small = key[0];
    const capital = this.upper(small);
    this.gatherFrom(text, from, end, small, key, typedLength, rests);
    if (capital !== small) this.gatherFrom(text, from, end, capital, key, typedLength, rests);
  }

  /** Gathers the fitting words of text[from, end) that begin with `letter`. */
  private gatherFrom(text: string, from: number, end: number, letter: string, key: string, typedLength: number, rests: string[]): void {
    for (let at = text.indexOf(letter, from); at >= 0 && at < end; at = text.indexOf(letter, at + 1)) {
      // A word cut by the window's start is not read.
      if (at === 0 ? false : at === from || isWordCode(text.charCodeAt(at - 1))) continue;
      let to = at;
      while (to < end && isWordCode(text.charCodeAt(to))) to++;
      if (to - at <= key.length) continue;
      const written = text.slice(at, to).replace(TRAILING_MARKS, '');
      const word = this.lower(written);
      if (word.length <= key.length || !word.startsWith(key)) continue;
      this.add(word, written, typedLength, rests);
    }
  }

  private add(word: string, written: string, typedLength: number, rests: string[]): void {
    const id = this.idOf(word);
    // Outside the vocabulary, a name (written with a capital) or a form the dictionary holds is offered again; any other
    // word written small is likely a typo ("teh").
    if (id < 0 && this.lower(written[0]) === written[0] && !this.isForm(word)) return;
    // Lower-casing may change a string's length ("İ"): then the rest is cut from the lower-case word.
    const rest = id >= 0 ? '' : (word.length === written.length ? written : word).slice(typedLength);
    let k = 0;
    while (k < this.size && (id >= 0 ? this.ids[k] !== id : this.ids[k] >= 0 || rests[-1 - this.ids[k]] !== rest)) k++;
    if (k === this.size) {
      if (k === EARLIER_WORDS) return;
      this.size++;
      this.counts[k] = 0;
      this.ids[k] = id >= 0 ? id : -rests.push(rest);
    }
    this.counts[k]++;
  }

  get length(): number {
    return this.size;
  }

  /** The k-th gathered word: a vocabulary id, or -1 - its index in `rests`. */
  at(k: number): number {
    return this.ids[k];
  }

  /** What the text adds to the probability of gathered word `id` (the at() value), 0 for any other. */
  weight(id: number): number {
    for (let k = 0; k < this.size; k++) if (this.ids[k] === id) return (EARLIER_WORD_WEIGHT * this.counts[k]) / this.words;
    return 0;
  }
}
