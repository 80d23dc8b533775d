// Cuts running text into word segments for the completer's n-gram counts, the way engines/complete-text.ts reads a request.
// A segment ends at sentence punctuation or a line break, and only a segment after sentence punctuation starts a sentence.
// A number is one word of the segment, NUMBER_WORD: the model counts what follows numbers ("10 minutes", "in 2010 the").
import { CASE_NEUTRAL, endsSentence, isDigit, isLetter, NUMBER_PATTERN } from '../engines/complete-text.ts';

export interface Segment {
  words: string[];
  /** True when the first word opens a sentence (its capital letter says nothing about the word's own case). */
  sentenceStart: boolean;
  /** Indexes of the words right after a colon, quote, bracket or dash (CASE_NEUTRAL), whose capital says nothing either. */
  afterMark: number[];
}

/** Word i of the segment is written in its own case: it neither opens a sentence nor follows a CASE_NEUTRAL mark. */
export function caseIsOwn(segment: Segment, i: number): boolean {
  return !(i === 0 && segment.sentenceStart) && !segment.afterMark.includes(i);
}

/** Stands for any number in a segment's words: no word of the vocabulary is written so. */
export const NUMBER_WORD = '0';

/** An e-mail or web address, as engines/complete-text.ts inAddress sees one: it breaks the segment. */
const ADDRESS = String.raw`\S*(?::\/\/|@)\S*|www\.\S*`;
/** Addresses, words, sentence ends, line breaks, numbers as the engine reads them ("10 000" is one) and marks. */
const TOKEN = new RegExp(`(${ADDRESS})|[\\p{L}\\p{M}'’-]+|[.!?…]+|\\n|${NUMBER_PATTERN}|[^\\s\\p{L}\\p{M}\\p{N}'’-]`, 'gu');
const EDGE_MARKS = /^['’-]+|['’-]+$/g;
/** A question mark between two letters is an apostrophe lost to an encoding (Dasher's Italian text: "dell?anello"). */
const LOST_APOSTROPHE = /(?<=\p{L})\?(?=\p{L})/gu;

/** `elision` (engines/complete-text.ts) splits "l'homme" into "l'" and "homme" in the languages that elide. */
export function segmentText(text: string, elision: (word: string) => number = () => 0): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { words: [], sentenceStart: true, afterMark: [] };
  let afterMark = false;
  const close = (nextStartsSentence: boolean) => {
    if (current.words.length > 0) segments.push(current);
    if (current.words.length > 0 || nextStartsSentence) current = { words: [], sentenceStart: nextStartsSentence, afterMark: [] };
  };
  for (const [token, address] of text.replace(LOST_APOSTROPHE, "'").matchAll(TOKEN)) {
    const first = token[0];
    const mark = CASE_NEUTRAL.has(token);
    if (address !== undefined) close(false);
    else if (token === '\n' || endsSentence(first)) close(true);
    else if (isDigit(first)) {
      if (current.words.at(-1) !== NUMBER_WORD) current.words.push(NUMBER_WORD);
    } else if (isLetter(first) || first === "'" || first === '’' || first === '-') {
      const word = token.replace(EDGE_MARKS, '');
      if (word.length === 0 || !isLetter(word[0])) {
        afterMark ||= mark;
        continue;
      }
      if (afterMark) current.afterMark.push(current.words.length);
      const head = elision(word);
      if (head > 0 && head < word.length) current.words.push(word.slice(0, head), word.slice(head));
      else current.words.push(word);
    }
    afterMark = mark;
  }
  close(true);
  return segments;
}

/** Sentences of running text, for holding some out of training: a line break or sentence punctuation and a space ends one. */
export function splitSentences(text: string): string[] {
  return text.split(/\n+|(?<=[.!?…])\s+/u).map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The bench measures on every HOLD_OUT_EVERY-th sentence; a compile with `heldOut` trains without them. */
export const HOLD_OUT_EVERY = 10;
export const isHeldOut = (sentenceIndex: number) => sentenceIndex % HOLD_OUT_EVERY === HOLD_OUT_EVERY - 1;
