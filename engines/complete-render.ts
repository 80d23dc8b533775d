// The candidates written as suffixes to append to the text: a completion's rest, a next word after its space and with
// the capitals the text calls for, in the text's style of marks and accents; distinct, best first.
import { Kind, type Candidates } from './complete-candidates.ts';
import type { FinalAccents } from './complete-final-accents.ts';
import type { MarksLeftOut } from './complete-marks-left-out.ts';
import type { LanguageModel } from './complete-model.ts';
import type { NextWords } from './complete-next-words.ts';
import type { Request } from './complete-request.ts';
import { capitalize } from './complete-text.ts';
import type { Vocabulary } from './complete-vocabulary.ts';
import { hasFoldable, hasUndecomposed, spellUndecomposed } from './fold-diacritics.ts';

export interface RenderParts {
  vocabulary: Vocabulary;
  model: LanguageModel;
  list: Candidates;
  next: NextWords;
  accents: FinalAccents;
  marks: MarksLeftOut;
}

/** Up to CANDIDATES distinct suffixes, best first. */
export function render(parts: RenderParts, request: Request): string[] {
  const { vocabulary, list, marks } = parts;
  const { upper } = vocabulary;
  const { style, text, typed } = request;
  let out: string[] = [];
  const allCaps = request.capitals;
  const typedKey = vocabulary.lower(typed);
  for (let k = 0; k < list.count; k++) {
    const w = list.ids[k];
    const kind = list.kinds[k];
    let suggestion: string;
    if (kind === Kind.Form || kind === Kind.CompoundTail) {
      const rest = kind === Kind.Form ? list.rests[w] : vocabulary.keyOf(w).slice(list.tailFrom);
      suggestion = allCaps ? upper(rest) : rest;
    } else {
      let form = vocabulary.writtenForm(w);
      if (kind === Kind.Elided) suggestion = "'" + form;
      else if (kind === Kind.Next) {
        if (allCaps) form = upper(form);
        else if (request.nextCapitalized || (request.titleRun && parts.model.goesOnWith(parts.next.context, w)) || parts.model.capitalAfter(parts.next.context, w)) {
          form = capitalize(form, upper);
        }
        suggestion = request.nextSpaced ? ' ' + form : form;
      } else {
        // Slice by the typed key's length: lower-casing may change a string's length ("İ").
        let rest = form.length === vocabulary.keyLength(w) ? form.slice(typedKey.length) : vocabulary.keyOf(w).slice(typedKey.length);
        if (style.unmarked || style.undecomposedSpelled) {
          // A word whose letters the language's typists spell out ("grüßen": "gruessen", Swiss "grüssen") is written
          // so where the typed word is its start ("gruess", "gru", "grüs"); else the rest goes with the others below
          // ("Damon": "en").
          const spelled = style.unmarked ? marks.plain(form) : spellUndecomposed(form);
          if (spelled.length !== form.length && vocabulary.lower(spelled).startsWith(typedKey)) rest = spelled.slice(typed.length);
        }
        suggestion = allCaps ? upper(rest) : rest;
      }
    }
    if (!out.includes(suggestion)) out.push(suggestion);
  }
  if (parts.accents.typedAsApostrophes) out = parts.accents.inTextStyle(out, text);
  // The earlier words are read only where they would change something: a text without marks, suggestions with them.
  const withoutMarks = style.unmarked || (out.some(hasFoldable) && marks.earlierWithoutMarks(request));
  // A text that writes one of those letters itself ("Grüße, fuer") does not spell them out; the text is scanned only
  // where it could change something.
  const undecomposed = !withoutMarks && (style.undecomposedSpelled
    ? !hasUndecomposed(text)
    : out.some(hasUndecomposed) && !hasUndecomposed(text) && marks.typedWithoutMarks(request, true));
  const respell = withoutMarks ? marks.plain : undecomposed ? spellUndecomposed : null;
  if (respell === null) return out;
  const folded: string[] = [];
  for (const suggestion of out) {
    const plain = respell(suggestion);
    if (!folded.includes(plain)) folded.push(plain);
  }
  return folded;
}
