// A word typed whole that is another word's reading, without its apostrophe or marks ("dont", "fuer", "weiss", "Dzien"
// in text typed so): the next words after the word it is, as after the word typed with them.
import type { ApostrophesLeftOut } from './complete-apostrophes.ts';
import { APOSTROPHE_LEFT_OUT } from './complete-apostrophes.ts';
import type { LanguageModel, NgramContext } from './complete-model.ts';
import type { MarksLeftOut } from './complete-marks-left-out.ts';
import type { NextWords } from './complete-next-words.ts';
import type { Request } from './complete-request.ts';
import { isLetter } from './complete-text.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';

export interface ReadingSources {
  vocabulary: Vocabulary;
  model: LanguageModel;
  apostrophes: ApostrophesLeftOut;
  marks: MarksLeftOut;
  next: NextWords;
}

/**
 * Offers the next words after the reading of `typed` (a rare word `exact` only without its apostrophe: "wont"),
 * weighed by APOSTROPHE_LEFT_OUT for an apostrophe. A mark left out alone ("prog": próg, where "programu" is meant)
 * reads so only in a text known to be typed without marks; a letter spelled out ("fuer", "weiss") is read anyway, and
 * sets the style as a context word would.
 */
export function predictAfterReading(sources: ReadingSources, request: Request, typed: string, ctx: NgramContext, exact: number): void {
  if (!isLetter(typed.charAt(0)) || !isLetter(typed.charAt(typed.length - 1))) return;
  const { vocabulary, marks } = sources;
  let reading = sources.apostrophes.readingOf(typed, exact);
  let weight = APOSTROPHE_LEFT_OUT;
  if (reading === NO_WORD) {
    if (exact !== NO_WORD) return;
    weight = 1;
    reading = marks.readWithMarks(typed);
    if (reading === NO_WORD) return;
    if (vocabulary.keyLength(reading) !== vocabulary.lower(typed).length) {
      if (!marks.noteTypingStyle(request.style, typed, reading, request.text)) return;
    } else if (!request.style.unmarked && !request.style.undecomposedSpelled && !marks.earlierWithoutMarks(request)) {
      return;
    }
  }
  sources.next.predict(request, request.v, reading, false, sources.model.probability(ctx, reading) * weight);
}
