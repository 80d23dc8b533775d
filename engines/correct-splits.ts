// Two words run together ("alot" -> "a lot", "infact" -> "in fact", Polish "wdomu" -> "w domu"): the typo's likeliest
// split into two common words, weighed by how often the second follows the first, as one more candidate. Off: dev
// en-real +1 right (acustom: accustom, not "a custom"); 54 examples change ("alot", "infact", "wdomu" stay).
import { MAX_INDEXED_LENGTH, type WordList } from './correct-candidates.ts';
import type { ReplacementTable } from './correct-replacements.ts';
import { type Scored, withError } from './correct-score.ts';
import { initCap } from './casing.ts';
import type { HunspellChecker } from './hunspell/checker.ts';

/** Both halves are among this many most frequent words: "alot", "infact", "wdomu". */
const SPLIT_RANK = 10_000;
/** A one-letter first half is among this many most frequent words (prepositions, articles). */
const SPLIT_ONE_LETTER_RANK = 100;
/** A compounding language splits when this share of its listed corrections are splits: hu 23.8 %, da 4.6 %, de, nl, sv 0. */
const SPLIT_CORRECTIONS_SHARE = 0.1;
/** A pair this many times likelier than chance ("nie wiem", "por favor") weighs against a sure fix. Off: 17 examples change. */
const COLLOCATION_LIFT = 5;
/** log P(typo | two words): against -1, -3 keeps "afair" and "atribute" one word, dev and tuning typos unchanged. */
export const SPLIT_LOG_P = -3;
const APOSTROPHE = 0x27;

/** How often a word follows another, and how running text writes a word: the language's completion model (engines/completer.ts). */
export interface NextWordModel {
  nextWordProbability(previous: string, word: string): number;
  writesCapitalized(word: string): boolean;
}

/** The language splits words run together: it does not join words into compounds, or its corrections split them often. */
export function splitsWords(checker: HunspellChecker, replacements: ReplacementTable): boolean {
  return !checker.spellsCompounds || replacements.splitShare() >= SPLIT_CORRECTIONS_SHARE;
}

export class WordSplitter {
  /** `pairs` weighs two words run together by how often the second follows the first; without it, by their frequencies alone. */
  constructor(
    private readonly words: WordList,
    private readonly checker: HunspellChecker,
    private readonly pairs: NextWordModel | null,
    private readonly turkic: boolean,
  ) {}

  /**
   * The typo as two common words (SPLIT_RANK), the likeliest such pair as a candidate (only a collocation when
   * `collocationOnly`: COLLOCATION_LIFT), or null.
   */
  split(typo: string, collocationOnly: boolean): Scored | null {
    if (collocationOnly && this.pairs === null) return null;
    // Both halves are common words, which the list holds up to MAX_INDEXED_LENGTH letters.
    if (typo.length > 2 * MAX_INDEXED_LENGTH) return null;
    const table = this.words.words;
    let best: Scored | null = null;
    // A one-letter word is split off the front only: prepositions and articles run into the word after them ("wdomu",
    // "alot"); a last letter alone is likelier a slip ("ziemii", "puxao"), unless an apostrophe stands for the space
    // ("un'amico", "qual'è": Italian elides only before a feminine noun, and never "qual"; off: 1 example changes).
    for (let at = 1; at < typo.length - 1; at++) {
      const after = typo.charCodeAt(at) === APOSTROPHE ? at + 1 : at;
      const left = table.find(typo, 0, at);
      const right = table.find(typo, after);
      if (!this.isCommon(left, at) || !this.isCommon(right, typo.length - after)) continue;
      // A name or a noun written with a capital ("v Praze", "w Krakowie") joins only as a collocation (off: 5 examples change).
      const named = this.words.isTitle(left) || this.words.isTitle(right);
      if (named && this.pairs === null) continue;
      let follows = this.words.freq[right];
      if (this.pairs !== null) {
        const given = this.pairs.nextWordProbability(typo.slice(0, at), typo.slice(after));
        if ((collocationOnly || named) && !(given >= COLLOCATION_LIFT * follows)) continue;
        // A word the completion model lacks keeps its frequency.
        if (given > 0) follows = given;
      }
      const first = this.splitHalf(typo.slice(0, at), left);
      const second = first === null ? null : this.splitHalf(typo.slice(after), right);
      if (second === null) continue;
      const pair = withError(`${first} ${second}`, this.words.freq[left] * follows, true, SPLIT_LOG_P, false);
      if (best === null || pair.score > best.score) best = pair;
    }
    return best;
  }

  /** Word `id` (of `length` letters) is common enough to be one half of a split word. */
  private isCommon(id: number, length: number): boolean {
    return this.words.isListed(id) && id < (length > 1 ? SPLIT_RANK : SPLIT_ONE_LETTER_RANK);
  }

  /**
   * One half of a split, `key` (list word `id`), as it is written: with its capital where the dictionary has only that
   * or running text writes it so ("praze": Praze, "warszawie": Warszawie), else small; null when the dictionary has
   * neither (a word people write, not a fix).
   */
  private splitHalf(key: string, id: number): string | null {
    if (this.words.isTitle(id)) return initCap(key, this.turkic);
    const title = initCap(key, this.turkic);
    if (this.pairs !== null && this.pairs.writesCapitalized(key) && this.checker.check(title)) return title;
    if (this.checker.check(key)) return key;
    return this.checker.check(title) ? title : null;
  }
}
