// Words typed without their apostrophe: "dont" is don't, "theyr" begins they're, French "jai" is j'ai. The
// vocabulary's words with an apostrophe between two letters are filed by their key without it (under 300 a language).
import type { Candidates } from './complete-candidates.ts';
import type { LanguageModel, NgramContext } from './complete-model.ts';
import { CASE_MISMATCH, caseDisagrees, type Request } from './complete-request.ts';
import { isLetter, MAX_ELIDED_LETTERS } from './complete-text.ts';
import { APOSTROPHE, COST_SCALE, NO_WORD, type Vocabulary } from './complete-vocabulary.ts';

/**
 * A context word is read with an apostrophe it may have left out when that reading is this many times likelier ("cant":
 * can't; "well", "were", "its" stay), and only when the word is rarer than RARE_WORD_COST's probability (2^-14).
 */
const APOSTROPHE_LIKELIER = 10;
const APOSTROPHE_LIKELIER_COST = Math.round(Math.log2(APOSTROPHE_LIKELIER) * COST_SCALE);
export const RARE_WORD_COST = 14 * COST_SCALE;
/** Chance a typist left a word's apostrophe out ("Im": I'm), against the words its letters begin as typed ("Imagine"). */
export const APOSTROPHE_LEFT_OUT = 0.25;
/** Longest word read as an elided head and a word run together ("daccord"): each first letter is a look-up. */
const MAX_ELIDED_WORD = 24;

export class ApostrophesLeftOut {
  /** Words with an apostrophe between two letters by their key without it, the likeliest where two share one. */
  private readonly withoutApostrophe = new Map<string, number>();
  /** withoutApostrophe's keys, ascending: the ones a typed key begins (complete). */
  private readonly bareKeys: string[];

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly model: LanguageModel,
  ) {
    const { keys } = vocabulary;
    for (let id = 0; id < vocabulary.words; id++) {
      for (let at = keys.start(id) + 1; at < keys.start(id + 1) - 1; at++) if (keys.unit(at) === APOSTROPHE) this.file(id, at - keys.start(id));
    }
    this.bareKeys = [...this.withoutApostrophe.keys()].sort();
  }

  /**
   * Files word `id` under its key without the apostrophe at `at` when letters stand on both sides of it; of two words
   * under one key the likelier stays (on a tie, the first in key order).
   */
  private file(id: number, at: number): void {
    const key = this.vocabulary.keyOf(id);
    if (!isLetter(key[at - 1]) || !isLetter(key[at + 1])) return;
    const bare = key.slice(0, at) + key.slice(at + 1);
    const held = this.withoutApostrophe.get(bare);
    if (held === undefined || this.vocabulary.cost[id] < this.vocabulary.cost[held]) this.withoutApostrophe.set(bare, id);
  }

  /**
   * The vocabulary word that `word` is with an apostrophe left out ("dont": don't, "youre": you're), where it is
   * APOSTROPHE_LIKELIER times likelier than `word` as typed (id; "cant" is can't, "well" stays); else NO_WORD.
   */
  readingOf(word: string, id: number): number {
    if (this.withoutApostrophe.size === 0) return NO_WORD;
    const best = this.withoutApostrophe.get(this.vocabulary.lower(word)) ?? NO_WORD;
    const cost = this.vocabulary.cost;
    return best !== NO_WORD && (id === NO_WORD || cost[best] + APOSTROPHE_LIKELIER_COST < cost[id]) ? best : NO_WORD;
  }

  /** readingOf for a context word the vocabulary lacks or holds as a rare word (RARE_WORD_COST). */
  contextReading(word: string, id: number): number {
    return id === NO_WORD || this.vocabulary.cost[id] > RARE_WORD_COST ? this.readingOf(word, id) : NO_WORD;
  }

  /**
   * Where the word after an elided head typed without its apostrophe starts ("jai": j'ai, "daccord": d'accord), where
   * the pair, P(head) P(word | head), is APOSTROPHE_LIKELIER times likelier than the word as typed ("saura" stays); else 0.
   */
  elisionLeftOut(word: string): number {
    if (word.length > MAX_ELIDED_WORD) return 0;
    const vocabulary = this.vocabulary;
    const id = vocabulary.idOf(word);
    if (id !== NO_WORD && vocabulary.cost[id] <= RARE_WORD_COST) return 0;
    let cut = 0;
    let best = 0;
    for (let k = 1; k < word.length && k <= MAX_ELIDED_LETTERS; k++) {
      const head = word.slice(0, k) + "'";
      const headId = vocabulary.idOf(head);
      if (headId === NO_WORD || !vocabulary.isElidedHead(headId)) continue;
      const p = vocabulary.unigram(headId) * this.model.pairProbability(head, word.slice(k));
      if (p > best) {
        best = p;
        cut = k;
      }
    }
    return cut > 0 && (id === NO_WORD || best > APOSTROPHE_LIKELIER * vocabulary.unigram(id)) ? cut : 0;
  }

  /**
   * A key no vocabulary word begins that one does with an apostrophe left out of it ("theyr": they're, "aujourdh":
   * aujourd'hui): the rest of that word, written after the typed letters, weighed as a whole word typed so is.
   */
  complete(request: Request, key: string, ctx: NgramContext, list: Candidates): void {
    const vocabulary = this.vocabulary;
    // Under 300 keys, ascending: those before the key are passed over, those it begins follow one another.
    for (const bare of this.bareKeys) {
      if (bare < key) continue;
      if (!bare.startsWith(key)) return;
      const id = this.withoutApostrophe.get(bare)!;
      const word = vocabulary.keyOf(id);
      // The apostrophe left out lies among the typed letters, and the word goes on past them.
      const at = word.indexOf("'");
      if (at >= key.length || word.length <= key.length + 1) continue;
      const written = vocabulary.writtenForm(id);
      const rest = (written.length === word.length ? written : word).slice(key.length + 1);
      const weight = APOSTROPHE_LEFT_OUT * (caseDisagrees(request, vocabulary.caseForm[id]) ? CASE_MISMATCH : 1);
      list.offerRest(rest, this.model.probability(ctx, id) * weight);
    }
  }
}
