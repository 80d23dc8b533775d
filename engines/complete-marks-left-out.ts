// Text typed without diacritics, or with letters spelled out ("dziekuje", "fuer", Swiss "Grüsse"): its words are read
// as the vocabulary's marked words (engines/complete-unmarked.ts), and the request notes the style to write back in.
import type { Writing } from '../languages/profile.ts';
import type { FormCompleter } from './complete-forms.ts';
import { EarlierRead, type Request, type TypingStyle } from './complete-request.ts';
import { UnmarkedReadings } from './complete-unmarked.ts';
import { isWordChar } from './complete-text.ts';
import type { CandidateWalk } from './complete-walk.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';
import { hasFoldable, letterSpellings, plainSpeller, spellUndecomposed } from './fold-diacritics.ts';

/** Words and characters before the typed word that typedWithoutMarks reads for text typed without diacritics. */
const EARLIER_WORDS_READ = 5;
const EARLIER_CHARS_READ = 60;
export const EDGE_MARKS = /^['\u2019-]+|['\u2019-]+$/g;

export class MarksLeftOut {
  /** The vocabulary's words that a word typed without diacritics is, or begins, read with them. */
  private readonly readings: UnmarkedReadings;
  /** Text as the language's typists write it without marks (engines/fold-diacritics.ts plainSpeller). */
  readonly plain: (text: string) => string;

  constructor(
    writing: Writing,
    private readonly vocabulary: Vocabulary,
    private readonly forms: FormCompleter | null,
  ) {
    this.readings = new UnmarkedReadings(vocabulary.keys, vocabulary.words, letterSpellings(writing));
    this.plain = plainSpeller(writing);
  }

  /**
   * The word the vocabulary does not hold, read with marks (unmarkedId), or NO_WORD; a dictionary form the
   * vocabulary does not list ("jesienna") is a word as typed.
   */
  readWithMarks(word: string): number {
    const key = this.vocabulary.lower(word);
    return this.forms?.holds(key) ? NO_WORD : this.unmarkedId(key);
  }

  /** The likeliest vocabulary word that the key is without its marks, or NO_WORD. */
  private unmarkedId(key: string): number {
    const readings = this.readings;
    const cost = this.vocabulary.cost;
    let best = NO_WORD;
    for (let r = readings.find(key) - 1; r >= 0; r--) {
      const id = readings.ranges[2 * r];
      if (this.vocabulary.keyLength(id) === readings.lengths[r] && (best === NO_WORD || cost[id] < cost[best])) best = id;
    }
    return best;
  }

  /**
   * Notes how the text types `word`, read as the vocabulary's `reading`: without marks (a text with none sets unmarked),
   * or with its undecomposed letters spelled out (Swiss "Grüsse" sets undecomposedSpelled). False when neither: a mark
   * left out in a text that has marks.
   */
  noteTypingStyle(style: TypingStyle, word: string, reading: number, text: string): boolean {
    if (!hasFoldable(text)) style.unmarked = true;
    else if (this.spellsUndecomposed(word, reading)) style.undecomposedSpelled = true;
    else return false;
    return true;
  }

  /** `word` is the vocabulary's `reading` with its undecomposed letters spelled out and nothing else changed ("grüsse"). */
  private spellsUndecomposed(word: string, reading: number): boolean {
    return spellUndecomposed(this.vocabulary.keyOf(reading)) === this.vocabulary.lower(word);
  }

  /** typedWithoutMarks in a language that writes marks and a text without any, read once a request. */
  earlierWithoutMarks(request: Request): boolean {
    const style = request.style;
    if (style.earlierRead === EarlierRead.NotYet) {
      const typed = this.readings.writesMarks() && !hasFoldable(request.text) && this.typedWithoutMarks(request, false);
      style.earlierRead = typed ? EarlierRead.WithoutMarks : EarlierRead.Otherwise;
    }
    return style.earlierRead === EarlierRead.WithoutMarks;
  }

  /**
   * The text (in a language that writes marks, and without any) is typed so: one of its earlier words
   * (EARLIER_WORDS_READ, within EARLIER_CHARS_READ) is a word only read with marks: "Dziekuje bardzo za pom" -> `oc`,
   * `oca`, not `ocą`. With `undecomposed`, one only read with its undecomposed letters spelled out (Swiss "Grüsse").
   * The context words before the typed one were read already (engines/complete-reading.ts).
   */
  typedWithoutMarks(request: Request, undecomposed: boolean): boolean {
    const text = request.text;
    const stop = Math.max(0, request.start - EARLIER_CHARS_READ);
    let pos = request.start;
    for (let n = 0; n < EARLIER_WORDS_READ && pos > stop; n++) {
      while (pos > stop && !isWordChar(text[pos - 1])) pos--;
      const to = pos;
      while (pos > stop && isWordChar(text[pos - 1])) pos--;
      if (n < request.contextTokens) continue;
      const word = text.slice(pos, to).replace(EDGE_MARKS, '');
      if (word.length === 0 || this.vocabulary.idOf(word) !== NO_WORD) continue;
      const reading = this.readWithMarks(word);
      if (reading !== NO_WORD && (!undecomposed || this.spellsUndecomposed(word, reading))) return true;
    }
    return false;
  }

  /**
   * Completions of a key typed without marks, where it begins no word ("dziekuj", "slych", German "gruess") or the
   * text is typed so ("Czesc, co sl"): the words that begin with it read with marks (dziękuj-, słych-, grüß-), written
   * without them as it was typed ("e", "ac", "en"). [lo, hi) is the key's own range, already offered.
   */
  complete(request: Request, key: string, walk: CandidateWalk, lo: number, hi: number): void {
    const readings = this.readings;
    const count = readings.find(key);
    // A key with marks is read with its undecomposed letters only ("grüss": grüß-).
    const marked = hasFoldable(key);
    for (let r = 0; r < count; r++) {
      const from = readings.ranges[2 * r];
      const to = readings.ranges[2 * r + 1];
      if (from === lo && to === hi) continue;
      if (marked) request.style.undecomposedSpelled = true;
      else request.style.unmarked = true;
      // The word the key already is (dziękuję for "dziekuje") has nothing left to append.
      walk.completions(this.vocabulary.keyLength(from) === readings.lengths[r] ? from + 1 : from, to);
    }
  }
}
