// Final accents typed as a vowel and an apostrophe where a keyboard lacks them (Italian "perche'", "piu'" for "perché",
// "più"): such a word is read as the accented one, "piu" is offered its apostrophe, and suggestions follow the text's style.
import type { Writing } from '../languages/profile.ts';
import type { Candidates } from './complete-candidates.ts';
import type { LanguageModel, NgramContext } from './complete-model.ts';
import { apostropheAccents, apostropheSpeller, finalAccentWriter, typesAccentsAsApostrophes } from './complete-text.ts';
import { NO_WORD, type Vocabulary } from './complete-vocabulary.ts';

/** A word ending in a vowel and an apostrophe ("e'", "perche'"). */
const APOSTROPHE_ENDED = /\p{L}+['\u2019](?![\p{L}\p{M}])/gu;
export const isApostrophe = (ch: string) => ch === "'" || ch === '\u2019';

export class FinalAccents {
  /** The language types final accents as apostrophes (the rest of this class reads nothing otherwise). */
  readonly typedAsApostrophes: boolean;
  private readonly accentReadings: (key: string) => string[];
  /** A word with its final accent typed as an apostrophe, or null. */
  private readonly withApostropheAccent: (word: string) => string | null;
  /** A text writes such an accent itself. */
  private readonly writesFinalAccent: (text: string) => boolean;

  constructor(
    writing: Writing,
    private readonly vocabulary: Vocabulary,
  ) {
    this.accentReadings = apostropheAccents(writing);
    this.typedAsApostrophes = typesAccentsAsApostrophes(writing);
    this.withApostropheAccent = apostropheSpeller(writing);
    this.writesFinalAccent = finalAccentWriter(writing);
  }

  /**
   * The word a typed word ending in a vowel and an apostrophe stands for where the language writes final accents so
   * ("perche'": perché, the likelier of perchè and perché), unless the vocabulary holds it as typed ("po'"); else NO_WORD.
   */
  accentedByApostrophe(typed: string): number {
    if (!isApostrophe(typed.charAt(typed.length - 1)) || this.vocabulary.idOf(typed) !== NO_WORD) return NO_WORD;
    return this.likeliestReading(this.vocabulary.lower(typed.slice(0, -1)));
  }

  /** The likeliest vocabulary word among the key's readings with an accented last vowel, or NO_WORD. */
  private likeliestReading(key: string): number {
    const cost = this.vocabulary.cost;
    let best = NO_WORD;
    for (const reading of this.accentReadings(key)) {
      const id = this.vocabulary.idOfKey(reading);
      if (id !== NO_WORD && (best === NO_WORD || cost[id] < cost[best])) best = id;
    }
    return best;
  }

  /** "piu" may be "piu'" (più): the apostrophe is the word's last letter, weighed as the accented word. */
  offerApostrophe(key: string, ctx: NgramContext, model: LanguageModel, list: Candidates): void {
    const accented = this.likeliestReading(key);
    if (accented !== NO_WORD) list.offerRest("'", model.probability(ctx, accented));
  }

  /**
   * Suggestions ending in a final accent written as the text writes them: with the accent where it has one ("è"), as
   * a vowel and an apostrophe where it types them so ("piu'"); where it shows neither, both, the accent first.
   */
  inTextStyle(out: string[], text: string): string[] {
    let accented = false;
    for (let k = 0; k < out.length && !accented; k++) accented = this.withApostropheAccent(out[k]) !== null;
    if (!accented || this.writesFinalAccent(text)) return out;
    const apostrophes = this.typesApostropheAccents(text);
    const styled: string[] = [];
    for (const suggestion of out) {
      const typed = this.withApostropheAccent(suggestion);
      if (typed === null || !apostrophes) {
        if (!styled.includes(suggestion)) styled.push(suggestion);
      }
      if (typed !== null && !styled.includes(typed)) styled.push(typed);
    }
    return styled;
  }

  /** A word of the text is a final accent typed as an apostrophe ("e'", "piu'"; not "po'", which is written so). */
  private typesApostropheAccents(text: string): boolean {
    for (const [word] of text.matchAll(APOSTROPHE_ENDED)) if (this.accentedByApostrophe(word) !== NO_WORD) return true;
    return false;
  }
}
