// Reads a request's text once into its Request: where the typed word starts, the two context words before it (ids,
// the sentence start, a number), and how suggestions are written (after a space, capitalized, in capitals).
import type { ApostrophesLeftOut } from './complete-apostrophes.ts';
import { type FinalAccents, isApostrophe } from './complete-final-accents.ts';
import { EDGE_MARKS, type MarksLeftOut } from './complete-marks-left-out.ts';
import type { LanguageModel } from './complete-model.ts';
import { type Request, TypingStyle } from './complete-request.ts';
import { endsInCapitals, endsSentence, hasCapital, inAddress, inCapitals, isDigit, isLetter, isWordChar, numberStart } from './complete-text.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';

/** After these (and a space) a next word is offered: an opening bracket or quote. */
const OPENERS = new Set(['(', '[', '{', '"', "'", '„', '“', '«', '‘', '¿', '¡', '‹', '‚']);
/** After these, right after a word, a next word is offered with its space. */
const CLAUSE_MARKS = new Set([',', ';', ':']);

/** The context words readContext found: reused scratch, copied into the Request. */
class ContextWords {
  u = NO_WORD;
  v = NO_WORD;
  vName = false;
  /** u and v typed with capitals where v is written small, and the text goes on after the two: a title-case run. */
  titleRun = false;
  vClass = -1;
  sentenceStart = false;
  tokens = 0;
}

export interface ReadingParts {
  vocabulary: Vocabulary;
  model: LanguageModel;
  apostrophes: ApostrophesLeftOut;
  accents: FinalAccents;
  marks: MarksLeftOut;
  /** Where the word after an elided head starts ("l'homme": 2), else 0 (engines/complete-text.ts elisionSplitter). */
  elision: (word: string) => number;
  /** The language writes elided heads onto the next word, and so may leave their apostrophe out ("jai"). */
  elides: boolean;
}

export class TextReader {
  private readonly ids = new Int32Array(2);
  private readonly context = new ContextWords();
  private readonly style = new TypingStyle();

  constructor(private readonly parts: ReadingParts) {}

  /** The request `text` makes, or null where nothing is offered (inside an address; after a mark that opens nothing). */
  read(text: string): Request | null {
    const { vocabulary, accents } = this.parts;
    const { lower, upper } = vocabulary;
    let start = text.length;
    while (start > 0 && isWordChar(text[start - 1])) start--;
    // Quotes and hyphens before the first letter are not part of the word.
    while (start < text.length && !isLetter(text[start])) start++;
    if (start < text.length && inAddress(text, start)) return null;
    const style = this.style;
    style.reset();
    const c = this.context;
    let typed = text.slice(start);
    // Typed in capitals: the word itself shows it, or a capital (or nothing yet) after words in capitals.
    const capitals = inCapitals(typed, lower, upper) || (typed === upper(typed) && endsInCapitals(text, start, lower, upper));
    let accented = NO_WORD;
    let nextSpaced: boolean;
    if (typed.length > 0) {
      this.readContext(text, start, style);
      accented = accents.accentedByApostrophe(typed);
      const head = accented === NO_WORD ? this.parts.elision(typed) : 0;
      if (head > 0) {
        // "l'hom": the elided head is the last context word, the rest is the word being typed.
        c.u = c.v;
        c.v = vocabulary.idOf(typed.slice(0, head));
        c.vName = false;
        c.titleRun = false;
        c.vClass = -1;
        c.sentenceStart = false;
        typed = typed.slice(head);
        accented = accents.accentedByApostrophe(typed);
      }
      // "perche'" is the whole word "perché": the next words follow after a space; right after an elision ("l'"), without.
      nextSpaced = accented !== NO_WORD || typed.length > 0;
    } else {
      const last = text[text.length - 1];
      if (last === undefined) return null;
      const spaced = (endsSentence(last) || CLAUSE_MARKS.has(last)) && text.length > 1 && isWordChar(text[text.length - 2]);
      if (!spaced && !/\s/.test(last) && !OPENERS.has(last)) return null;
      this.readContext(text, text.length, style);
      nextSpaced = spaced;
    }
    return {
      text,
      start,
      typed,
      contextTokens: c.tokens,
      u: c.u,
      v: c.v,
      vName: c.vName,
      vClass: c.vClass,
      sentenceStart: c.sentenceStart,
      accented,
      nextSpaced,
      nextCapitalized: typed.length === 0 && accented === NO_WORD && c.sentenceStart,
      titleRun: typed.length === 0 && accented === NO_WORD && c.titleRun,
      capitals,
      // Inside a sentence, a capital says noun or name (German nouns, proper nouns), a small letter says neither.
      capitalTyped: hasCapital(typed.charAt(0), lower),
      caseSpeaks: !c.sentenceStart && !capitals,
      style,
    };
  }

  /**
   * Reads the two words before `end` into the context: word ids, the sentence start (the vocabulary's size), the
   * number id, or NO_WORD for an unknown word; vName, and sentenceStart (v is the start, and not after a colon).
   * After a colon the next word is read as a sentence's first ("Q: How", "A: To", "He said: the"), not as the word
   * before it continued ("A: T" offered "hird", "roll" as after the article); it is not capitalized for that.
   */
  private readContext(text: string, end: number, style: TypingStyle): void {
    const { vocabulary, model, apostrophes } = this.parts;
    const words = vocabulary.words;
    const c = this.context;
    let found = 0;
    const ids = this.ids;
    ids[0] = ids[1] = NO_WORD;
    c.vClass = -1;
    let capitalized = false;
    let uCapitalized = false;
    let colon = false;
    let tokens = 0;
    for (let pos = end; found < 2; ) {
      // Walk back over separators to the previous word or number; a sentence end stops the context.
      let boundary = NO_WORD;
      while (pos > 0 && !isWordChar(text[pos - 1]) && !isDigit(text[pos - 1])) {
        const ch = text[pos - 1];
        if (endsSentence(ch) || ch === '\n' || ch === ':') {
          boundary = words;
          colon = ch === ':';
          break;
        }
        pos--;
      }
      if (pos === 0 || boundary === words) {
        ids[found++] = words;
        break;
      }
      let from = pos;
      while (from > 0 && isWordChar(text[from - 1])) from--;
      if (from > 0 && isDigit(text[from - 1])) {
        // A number and what is glued to it ("10", "1990s"); numbers in a row ("10 000") are one, as at compile time.
        pos = numberStart(text, from);
        if (found === 0 || ids[found - 1] !== vocabulary.numberId) ids[found++] = vocabulary.numberId;
        continue;
      }
      const typed = text.slice(from, pos);
      const word = typed.replace(EDGE_MARKS, '');
      const apostropheAfter = isApostrophe(typed.charAt(typed.length - 1));
      pos = from;
      tokens++;
      if (word.length === 0) continue; // a dash or a quote standing alone
      const head = this.parts.elision(word);
      const bare = head === 0 && this.parts.elides ? apostrophes.elisionLeftOut(word) : 0;
      if (head > 0 && head < word.length) {
        ids[found++] = this.contextId(word.slice(head), apostropheAfter, text, style);
        if (found < 2 && ids[0] !== NO_WORD) ids[found++] = vocabulary.idOf(word.slice(0, head));
      } else if (bare > 0) {
        ids[found++] = this.contextId(word.slice(bare), apostropheAfter, text, style);
        if (found < 2 && ids[0] !== NO_WORD) ids[found++] = vocabulary.idOf(word.slice(0, bare) + "'");
      } else {
        ids[found++] = this.contextId(word, apostropheAfter, text, style);
        // A capital in a word all in capitals says nothing of it ("THANK YOU VERY " is shouted, not the title "Very Reverend").
        const capital = hasCapital(word, vocabulary.lower) && !inCapitals(word, vocabulary.lower, vocabulary.upper);
        if (found === 1) capitalized = capital;
        else uCapitalized = capital;
        if (found === 1 && ids[0] === NO_WORD) c.vClass = model.classOfEnding(vocabulary.lower(word));
      }
      if (ids[found - 1] === NO_WORD) break;
    }
    c.v = ids[0];
    c.u = ids[0] === NO_WORD || ids[0] === words ? NO_WORD : ids[1];
    c.sentenceStart = ids[0] === words && !colon;
    c.tokens = tokens;
    // A capital after a capital is a greeting's or a title's style as often as a name's ("Szczęśliwego Nowego ", "Happy
    // New "): where the text goes on after the two words, it is read as the word.
    const capitalAfterCapital = capitalized && vocabulary.isNameWord(ids[0]) && ids[1] !== words;
    c.titleRun = capitalAfterCapital && uCapitalized && model.goesOn(ids[1], ids[0]);
    c.vName = capitalAfterCapital && !c.titleRun;
  }

  /**
   * The id of context word `word` of `text`; one typed with an apostrophe after it may be a final accent so typed
   * (accentedByApostrophe), one the vocabulary lacks or holds as a rare word one with its apostrophe left out, one
   * neither the vocabulary nor the dictionary holds a word typed without its marks ("dziekuje": dziękuję).
   */
  private contextId(word: string, apostropheAfter: boolean, text: string, style: TypingStyle): number {
    const { vocabulary, apostrophes, accents, marks } = this.parts;
    const accented = apostropheAfter ? accents.accentedByApostrophe(word + "'") : NO_WORD;
    if (accented !== NO_WORD) return accented;
    const id = vocabulary.idOf(word);
    const contracted = apostrophes.contextReading(word, id);
    if (contracted !== NO_WORD) return contracted;
    if (id !== NO_WORD) return id;
    const unmarked = marks.readWithMarks(word);
    if (unmarked !== NO_WORD) marks.noteTypingStyle(style, word, unmarked, text);
    return unmarked;
  }
}
