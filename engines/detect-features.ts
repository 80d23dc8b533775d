// Turns text into the detector's features: hashed character n-grams (1 to 5) of space-padded words, and whole words.
// The compile step and the engine share this one definition, so a feature hashes to the same key in both.

/** Longest character n-gram. */
export const MAX_ORDER = 5;
/** Feature order of a whole word; n-grams use orders 1..MAX_ORDER. */
export const WORD_ORDER = 0;
export const ORDER_COUNT = MAX_ORDER + 1;

/**
 * Character classes, one byte per UTF-16 code unit (the `charClass` section of the detector pack):
 *   0            separator (space, digit, punctuation, symbol)
 *   1..MARK-2    a letter of this script group; a change of group ends a word
 *   MARK         a combining mark: continues the current word
 *   JOINER       an apostrophe: part of the word when a letter follows
 */
export const CLASS_SEPARATOR = 0;
export const CLASS_MARK = 255;
export const CLASS_JOINER = 254;

/** Script groups, in class-table order (index + 1 is the class). Han and kana share a group: Japanese mixes them in words. */
export const SCRIPT_GROUPS: { name: string; pattern: RegExp; spaced: boolean }[] = [
  { name: 'Latin', pattern: /\p{Script=Latin}/u, spaced: true },
  { name: 'Cyrillic', pattern: /\p{Script=Cyrillic}/u, spaced: true },
  { name: 'Greek', pattern: /\p{Script=Greek}/u, spaced: true },
  { name: 'Armenian', pattern: /\p{Script=Armenian}/u, spaced: true },
  { name: 'Georgian', pattern: /\p{Script=Georgian}/u, spaced: true },
  { name: 'Hebrew', pattern: /\p{Script=Hebrew}/u, spaced: true },
  { name: 'Arabic', pattern: /\p{Script=Arabic}/u, spaced: true },
  { name: 'Thaana', pattern: /\p{Script=Thaana}/u, spaced: true },
  { name: 'Devanagari', pattern: /\p{Script=Devanagari}/u, spaced: true },
  { name: 'Bengali', pattern: /\p{Script=Bengali}/u, spaced: true },
  { name: 'Gurmukhi', pattern: /\p{Script=Gurmukhi}/u, spaced: true },
  { name: 'Gujarati', pattern: /\p{Script=Gujarati}/u, spaced: true },
  { name: 'Oriya', pattern: /\p{Script=Oriya}/u, spaced: true },
  { name: 'Tamil', pattern: /\p{Script=Tamil}/u, spaced: true },
  { name: 'Telugu', pattern: /\p{Script=Telugu}/u, spaced: true },
  { name: 'Kannada', pattern: /\p{Script=Kannada}/u, spaced: true },
  { name: 'Malayalam', pattern: /\p{Script=Malayalam}/u, spaced: true },
  { name: 'Sinhala', pattern: /\p{Script=Sinhala}/u, spaced: true },
  { name: 'Thai', pattern: /\p{Script=Thai}/u, spaced: false },
  { name: 'Lao', pattern: /\p{Script=Lao}/u, spaced: false },
  { name: 'Tibetan', pattern: /\p{Script=Tibetan}/u, spaced: false },
  { name: 'Myanmar', pattern: /\p{Script=Myanmar}/u, spaced: false },
  { name: 'Khmer', pattern: /\p{Script=Khmer}/u, spaced: false },
  { name: 'Ethiopic', pattern: /\p{Script=Ethiopic}/u, spaced: true },
  { name: 'Hangul', pattern: /\p{Script=Hangul}/u, spaced: true },
  { name: 'CJK', pattern: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u, spaced: false },
  { name: 'Yi', pattern: /\p{Script=Yi}/u, spaced: false },
  { name: 'Canadian', pattern: /\p{Script=Canadian_Aboriginal}/u, spaced: true },
  { name: 'Other', pattern: /[\p{L}]/u, spaced: true },
];

/** Builds the class table over the Basic Multilingual Plane; surrogates count as letters of the group "Other". */
export function buildCharClasses(): Uint8Array {
  const table = new Uint8Array(0x10000);
  const other = SCRIPT_GROUPS.length;
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) { table[c] = other; continue; }
    const ch = String.fromCharCode(c);
    if (ch === "'" || ch === '\u2019') { table[c] = CLASS_JOINER; continue; }
    if (/\p{M}/u.test(ch)) { table[c] = CLASS_MARK; continue; }
    if (!/\p{L}/u.test(ch)) continue;
    table[c] = 1 + SCRIPT_GROUPS.findIndex((g) => g.pattern.test(ch));
  }
  return table;
}

const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Words hash from another basis, so the word "abc" and the 5-gram " abc " are different keys. */
const WORD_BASIS = 0x2f6b1a3d;
const SPACE = 32;
const APOSTROPHE = 39;

/** Receives every feature of a text; `order` is WORD_ORDER or the n-gram length. */
export interface FeatureSink {
  feature(key: number, order: number): void;
  /** A word ends: [start, end) in the lower-cased text, its script group. */
  word(start: number, end: number, group: number): void;
}

/**
 * Walks `lower` (already lower-cased) from `from` to `to`, calling the sink for each word and each of its features.
 * Allocation-free: n-gram hashes extend one character at a time from each start position.
 */
export function extractFeatures(lower: string, from: number, to: number, classes: Uint8Array, sink: FeatureSink): void {
  let i = from;
  while (i < to) {
    const cls = classes[lower.charCodeAt(i)];
    if (cls === CLASS_SEPARATOR || cls === CLASS_MARK || cls === CLASS_JOINER) { i++; continue; }
    let end = i + 1;
    while (end < to) {
      const c = classes[lower.charCodeAt(end)];
      if (c === cls || c === CLASS_MARK) end++;
      else if (c === CLASS_JOINER && end + 1 < to && classes[lower.charCodeAt(end + 1)] === cls) end += 2;
      else break;
    }
    wordFeatures(lower, i, end, sink);
    sink.word(i, end, cls);
    i = end;
  }
}

/** The typographic apostrophe hashes as the plain one. */
const unit = (c: number) => (c === 0x2019 ? APOSTROPHE : c);

/**
 * Padded word " w o r d ": positions -1 and `len` are the spaces. Every n-gram starts at -1..len-1;
 * the lone space is no feature.
 */
function wordFeatures(s: string, start: number, end: number, sink: FeatureSink): void {
  const len = end - start;
  sink.feature(wordHash(s, start, end), WORD_ORDER);
  for (let p = -1; p < len; p++) {
    let h = FNV_BASIS;
    const last = Math.min(len, p + MAX_ORDER - 1);
    for (let q = p; q <= last; q++) {
      h = Math.imul(h ^ (q < 0 || q === len ? SPACE : unit(s.charCodeAt(start + q))), FNV_PRIME);
      if (q >= 0) sink.feature(h >>> 0, q - p + 1);
    }
  }
}

function wordHash(s: string, start: number, end: number): number {
  let w = WORD_BASIS;
  for (let p = start; p < end; p++) w = Math.imul(w ^ unit(s.charCodeAt(p)), FNV_PRIME);
  return w >>> 0;
}

/** Key of a whole lower-cased word, as `extractFeatures` reports it (for word sets built outside a text walk). */
export const wordKey = (word: string): number => wordHash(word, 0, word.length);
