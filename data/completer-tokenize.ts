// Cuts running text into word segments for the completer's n-gram counts, the way engines/complete-text.ts reads a request.
// A segment ends at sentence punctuation, a line break or a number; only a segment after sentence punctuation starts a sentence.
import { endsSentence, isLetter } from '../engines/complete-text.ts';

export interface Segment {
  words: string[];
  /** True when the first word opens a sentence (its capital letter says nothing about the word's own case). */
  sentenceStart: boolean;
}

const TOKEN = /[\p{L}\p{M}'’-]+|[.!?…]+|\n|[\p{N}]+|[^\s\p{L}\p{M}\p{N}'’-]/gu;
const EDGE_MARKS = /^['’-]+|['’-]+$/g;

export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { words: [], sentenceStart: true };
  const close = (nextStartsSentence: boolean) => {
    if (current.words.length > 0) segments.push(current);
    if (current.words.length > 0 || nextStartsSentence) current = { words: [], sentenceStart: nextStartsSentence };
  };
  for (const [token] of text.matchAll(TOKEN)) {
    const first = token[0];
    if (token === '\n' || endsSentence(first)) close(true);
    else if (/\p{N}/u.test(first)) close(false);
    else if (isLetter(first) || first === "'" || first === '’' || first === '-') {
      const word = token.replace(EDGE_MARKS, '');
      if (word.length > 0 && isLetter(word[0])) current.words.push(word);
    }
  }
  close(true);
  return segments;
}
