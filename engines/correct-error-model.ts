// The channel half of the noisy-channel ranking: how likely a typist who meant `word` produced `typo`.
// One-edit typos are classified (neighbouring key, doubled letter, dropped accent, swapped letters); two edits pay more.
import type { Writing } from '../languages/profile.ts';
import { baseLetter } from './correct-accents.ts';
import { keyboardNeighbours, type KeyboardRows } from './keyboard-rows.ts';
import { soundsAlikeIn, type SoundsAlike } from './sound-keys.ts';

/** One edit's log-probability: the dev typos' share of each kind, swept on eval/typo-split.ts (89.1 -> 91.5 %). */
export const EDIT_LOG_P = {
  transpose: -2.5,
  nearKey: -3.5,
  accent: -3.5,
  otherKey: -6,
  /**
   * A letter the language's misspellings put for the meant one (SpellerMeta.confusions), not a neighbouring key: between
   * a near and a far key. Lists' held-out tenth (eval/replacement-split.ts, packs without it) 87.8 -> 88.0 % at -4.5
   * and -3.5, dev typos 90.1 -> 90.3, tuning typos unchanged at -4.5 but -0.1 at -3.5, where English's sets lost 0.2 to
   * 0.5 (its by-ear costs hold the same confusions, tuned).
   */
  confusion: -4.5,
  doubled: -4.5,
  nearInsert: -4.5,
  otherInsert: -6.5,
  dropDoubled: -2,
  drop: -2.5,
  /** An apostrophe left out is a mark left out ("dont"): as a drop, en fixed 68 % of its 60 likeliest, now 97 %. */
  apostrophe: -0.5,
};

/** Added for each edit after the first when a word two edits away is scored by its likeliest alignment. */
export const EXTRA_EDIT_LOG_P = -2;

/** A letter doubled in the wrong place ("apeller": appeler) is one confusion, not two slips (-4: "harras" is Harris). */
export const DOUBLING_MOVED_LOG_P = -2;

/** A run of letters typed twice ("elelement") is one slip, as a far key; at -4 it beat right answers one slip away. */
export const STUTTER_LOG_P = -6;
/** Longest run of letters typed twice over that isStutter reads. */
export const MAX_STUTTER = 3;

/** The `k` letters of `text` from `at` are typed again right after them. */
export function repeatsAt(text: string, at: number, k: number): boolean {
  if (at + 2 * k > text.length) return false;
  for (let i = at; i < at + k; i++) if (text.charCodeAt(i) !== text.charCodeAt(i + k)) return false;
  return true;
}

/** `typo` is `word` with a run of 2 to MAX_STUTTER letters typed twice over ("elelement", "approproximate"). */
export function isStutter(typo: string, word: string): boolean {
  const k = typo.length - word.length;
  if (k < 2 || k > MAX_STUTTER) return false;
  for (let at = 0; at + 2 * k <= typo.length; at++) {
    if (repeatsAt(typo, at, k) && typo.slice(0, at + k) + typo.slice(at + 2 * k) === word) return true;
  }
  return false;
}

/** A word typed without its diacritics costs this however many marks are missing: its readings rank by frequency. */
export const ACCENTS_LOG_P = -0.5;
/** A word written with a capital, typed small ("january"): dearer than a mark; at -2.5 "haus" was no longer Haus. */
export const CAPITAL_LOG_P = -2;
/** Less, per letter restored, so that of two equally frequent forms the one with fewer marks wins (ties only). */
export const ACCENT_MARK_LOG_P = -0.01;

/** Added when an edit changes the first letter, which typists rarely get wrong (tuning split: +1.3 points). */
export const FIRST_LETTER_LOG_P = -1.5;

export type EditKind = keyof typeof EDIT_LOG_P;

/** English errors by ear, cheaper than the same slip: doubling, soft c/s, unstressed vowels (split 87.1 -> 90.6 %). */
export const SPELLING_LOG_P = {
  doubledConsonant: -2.5,
  softC: -2.5,
  vowel: -3.75,
};

type SpellingKind = keyof typeof SPELLING_LOG_P;

const VOWELS = 'aeiouy';
const isConsonant = (ch: string | undefined) => ch !== undefined && !VOWELS.includes(ch);

/** Which misspelling by ear turns `word` into `typo` (one edit apart, lower case), if one does, not at letter 0. */
export function spellingKind(typo: string, word: string): SpellingKind | null {
  let i = 0;
  while (i < typo.length && i < word.length && typo[i] === word[i]) i++;
  if (i === 0) return null;
  if (typo.length === word.length + 1) {
    // typo[i] was written in excess.
    const extra = typo[i];
    return isConsonant(extra) && (extra === typo[i - 1] || extra === typo[i + 1]) ? 'doubledConsonant' : null;
  }
  if (typo.length !== word.length || typo.slice(i + 1) !== word.slice(i + 1)) return null;
  const [typed, meant] = [typo[i], word[i]];
  if ((typed === 'c' && meant === 's') || (typed === 's' && meant === 'c')) return 'eiy'.includes(typo[i + 1] ?? '-') ? 'softC' : null;
  const vowel = 'aeiou'.includes(typed) && 'aeiou'.includes(meant);
  return vowel && isConsonant(typo[i - 1]) && isConsonant(typo[i + 1]) ? 'vowel' : null;
}

/** An English ending on an unchanged stem ("countrys") is one confusion, as likely as an apostrophe left out. */
export const REGULAR_ENDING_LOG_P = -0.5;

/**
 * The English word `typo` is with its regular ending spelled as the stem asks (a plural, a past, a comparative added
 * as if no letter changed: countrys -> countries, branchs -> branches, calfs -> calves, wifes -> wives, copyed ->
 * copied), or null.
 */
export function regularEndingReading(typo: string): string | null {
  if (/[^aeiou]ys$/.test(typo)) return typo.slice(0, -2) + 'ies';
  if (/[^aeiou]y(ed|er)$/.test(typo)) return typo.slice(0, -3) + 'i' + typo.slice(-2);
  if (/[^aeiou]yest$/.test(typo)) return typo.slice(0, -4) + 'iest';
  if (/(ch|sh|[xzo])s$/.test(typo)) return typo.slice(0, -1) + 'es';
  if (/[^f]fe?s$/.test(typo)) return typo.replace(/fe?s$/, 'ves');
  return null;
}

/** `word` with every run of one letter written once ("appeler", "apeller": apeler). */
function singleLetters(word: string): string {
  let single = '';
  for (let i = 0; i < word.length; i++) if (word[i] !== word[i - 1]) single += word[i];
  return single;
}

/**
 * `typed` for a letter meant (of base letters typedBase and meantBase, whose neighbouring keys are nearMeant and the
 * letters the language's misspellings put for it confusedMeant).
 */
function substitutionKind(typed: string, typedBase: string, meantBase: string, nearMeant: string | undefined, confusedMeant: string | undefined): EditKind {
  if (typedBase === meantBase) return 'accent';
  if (nearMeant?.includes(typed)) return 'nearKey';
  return confusedMeant?.includes(typed) ? 'confusion' : 'otherKey';
}

export class ErrorModel {
  private readonly near: Map<string, string>;
  /** Per letter meant, the letters the language's misspellings put for it (learnedConfusions' pairs). */
  private readonly confused = new Map<string, string>();
  /** The language's sound key and its cost (engines/sound-keys.ts), or null. */
  private readonly sounds: SoundsAlike | null;
  /** English's one-edit misspellings by ear (spellingKind) and its regular endings (regularEndingReading) apply. */
  private readonly spelledByEar: boolean;
  /** alignedLogP's table, (word length + 1) rows of (typo length + 1). */
  private table = new Float64Array(0);
  /** The typo the next three are of: a query scores many candidates against one typo (readTypo). */
  private typoRead = '';
  /** The typo with its doubled letters single (singleLetters). */
  private singledTypo = '';
  /** The typo's English regular-ending reading (endingReading). */
  private typoEnding: string | null = null;
  /** The typo's sound key, made when first asked for (null: not yet). */
  private typoKey: string | null = null;
  /** Per letter of the typo: log P of typing it in excess (insertion()) and its base letter (baseLetter()). */
  private typoInsertLogP = new Float64Array(0);
  private typoBase: string[] = [];

  /**
   * `keyboard`: the language's keyboard (SpellerMeta.keyboard); `confusions`: two-letter strings, a letter meant then
   * the letter typed for it (SpellerMeta.confusions).
   */
  constructor(writing: Writing, keyboard: KeyboardRows, confusions: readonly string[] = []) {
    this.near = keyboardNeighbours(keyboard);
    for (const [meant, typed] of confusions) this.confused.set(meant, (this.confused.get(meant) ?? '') + typed);
    this.sounds = soundsAlikeIn(writing);
    this.spelledByEar = writing.spelledByEar;
  }

  private readTypo(typo: string): void {
    if (this.typoRead === typo) return;
    this.typoRead = typo;
    this.singledTypo = singleLetters(typo);
    this.typoEnding = this.endingReading(typo);
    this.typoKey = null;
    if (this.typoInsertLogP.length < typo.length) this.typoInsertLogP = new Float64Array(2 * typo.length);
    this.typoBase.length = typo.length;
    for (let j = 0; j < typo.length; j++) {
      this.typoInsertLogP[j] = EDIT_LOG_P[this.insertion(typo, j)];
      this.typoBase[j] = baseLetter(typo[j]);
    }
  }

  private isNear(a: string, b: string): boolean {
    return this.near.get(a)?.includes(b) ?? false;
  }

  private substitution(typed: string, meant: string): EditKind {
    return substitutionKind(typed, baseLetter(typed), baseLetter(meant), this.near.get(meant), this.confused.get(meant));
  }

  /** log P(typo | word) for lower-case strings at distance `distance` (1, or more: their likeliest alignment). */
  logP(typo: string, word: string, distance: number): number {
    this.readTypo(typo);
    let typed = (distance === 1 ? EDIT_LOG_P[this.kind(typo, word)] : this.alignedLogP(typo, word)) + (typo[0] === word[0] ? 0 : FIRST_LETTER_LOG_P);
    if (distance === 2 && typed < DOUBLING_MOVED_LOG_P && this.singledTypo === singleLetters(word)) typed = DOUBLING_MOVED_LOG_P;
    if (distance >= 2 && typed < STUTTER_LOG_P && isStutter(typo, word)) typed = STUTTER_LOG_P;
    if (typed < REGULAR_ENDING_LOG_P && this.typoEnding === word) typed = REGULAR_ENDING_LOG_P;
    if (this.sounds === null) return typed;
    const spelled = this.spelledByEar && distance === 1 ? spellingKind(typo, word) : null;
    if (spelled !== null) typed = Math.max(typed, SPELLING_LOG_P[spelled]);
    const alike = this.sounds.logP;
    if (typed >= alike) return typed;
    this.typoKey ??= this.sounds.key(typo);
    return this.sounds.key(word) === this.typoKey ? alike : typed;
  }

  /** The word an English typo is with its ending spelled as its stem asks (regularEndingReading); null elsewhere. */
  endingReading(typo: string): string | null {
    return this.spelledByEar ? regularEndingReading(typo) : null;
  }

  /**
   * log P(typo | word) for lower-case strings more than one edit apart, over their likeliest alignment: each edit costs
   * what it would alone (kind(), with its neighbours in the typo and the word), plus EXTRA_EDIT_LOG_P after the first.
   */
  private alignedLogP(typo: string, word: string): number {
    const n = typo.length;
    const m = word.length;
    const width = n + 1;
    if (this.table.length < (m + 1) * width) this.table = new Float64Array(2 * (m + 1) * width);
    const t = this.table;
    const extra = EXTRA_EDIT_LOG_P;
    // What depends on the typo alone was read once (readTypo); what depends on the word's letter, once a row.
    const inserted = this.typoInsertLogP;
    const typoBase = this.typoBase;
    t[0] = -extra;
    for (let j = 1; j <= n; j++) t[j] = t[j - 1] + extra + inserted[j - 1];
    for (let i = 1; i <= m; i++) {
      const row = i * width;
      const meant = word[i - 1];
      const meantBase = baseLetter(meant);
      const nearMeant = this.near.get(meant);
      const confusedMeant = this.confused.get(meant);
      const dropped = extra + EDIT_LOG_P[this.omission(word, i - 1)];
      t[row] = t[row - width] + dropped;
      for (let j = 1; j <= n; j++) {
        const typed = typo[j - 1];
        let best = t[row - width + j - 1];
        if (typed !== meant) best += extra + EDIT_LOG_P[substitutionKind(typed, typoBase[j - 1], meantBase, nearMeant, confusedMeant)];
        const insertion = t[row + j - 1] + extra + inserted[j - 1];
        if (insertion > best) best = insertion;
        const omission = t[row - width + j] + dropped;
        if (omission > best) best = omission;
        if (i > 1 && j > 1 && typed === word[i - 2] && typo[j - 2] === meant && typed !== meant) {
          const swapped = t[row - 2 * width + j - 2] + extra + EDIT_LOG_P.transpose;
          if (swapped > best) best = swapped;
        }
        t[row + j] = best;
      }
    }
    return t[m * width + n];
  }

  /** typo[at] typed in excess: doubling a neighbour, a key next to a neighbour, or any other. */
  private insertion(typo: string, at: number): EditKind {
    const extra = typo[at];
    const left = typo[at - 1];
    const right = typo[at + 1];
    if (extra === left || extra === right) return 'doubled';
    if ((left && this.isNear(left, extra)) || (right && this.isNear(right, extra))) return 'nearInsert';
    return 'otherInsert';
  }

  /** word[at] left out: one of a doubled letter, or any other. */
  private omission(word: string, at: number): EditKind {
    const missing = word[at];
    if (missing === "'" || missing === '\u2019') return 'apostrophe';
    return missing === word[at - 1] || missing === word[at + 1] ? 'dropDoubled' : 'drop';
  }

  /** Which edit turns `word` into `typo` (lower-case strings one edit apart). */
  kind(typo: string, word: string): EditKind {
    const lt = typo.length;
    const lw = word.length;
    let i = 0;
    while (i < lt && i < lw && typo[i] === word[i]) i++;
    if (lt === lw) {
      if (typo.slice(i + 1) === word.slice(i + 1)) return this.substitution(typo[i], word[i]);
      return 'transpose';
    }
    // typo[i] was typed in excess, or word[i] left out.
    return lt === lw + 1 ? this.insertion(typo, i) : this.omission(word, i);
  }
}
