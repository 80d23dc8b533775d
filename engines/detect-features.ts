// Turns text into the detector's features: whole words and hashed character n-grams of space-padded words.
// Compile step and engine share this definition, so a feature hashes (FNV-1a, allocation-free) to one key in both.

/** N-gram length in spaced scripts: words and 4-grams match words and 1..5-grams at a fifth of the lookups. */
export const SPACED_ORDER = 4;
export const UNSPACED_ORDER = 2;
/** Feature order of a whole word. */
export const WORD_ORDER = 0;
/** Orders index per-order tables 0..ORDER_COUNT-1; only WORD_ORDER, UNSPACED_ORDER and SPACED_ORDER are used. */
export const ORDER_COUNT = SPACED_ORDER + 1;

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

/** Script groups, in class-table order (index + 1 is the class). */
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
  { name: 'Han', pattern: /\p{Script=Han}/u, spaced: false },
  { name: 'Kana', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u, spaced: false },
  { name: 'Yi', pattern: /\p{Script=Yi}/u, spaced: false },
  { name: 'Canadian', pattern: /\p{Script=Canadian_Aboriginal}/u, spaced: true },
  { name: 'Other', pattern: /[\p{L}]/u, spaced: true },
];

/**
 * Builds the class table over the Basic Multilingual Plane. Surrogates are separators: outside the BMP are mostly
 * emoji and symbols, and no detectable language needs its rare letters there.
 */
export function buildCharClasses(): Uint8Array<ArrayBuffer> {
  const table = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const ch = String.fromCharCode(c);
    if (ch === "'" || ch === '\u2019') { table[c] = CLASS_JOINER; continue; }
    // Marks, and letters of no script (modifier letters like ʼ ʻ, glottal stops in Navajo, Hawaiian, Uzbek): in-word.
    if (/\p{M}|\p{Script=Common}|\p{Script=Inherited}/u.test(ch) && /[\p{L}\p{M}]/u.test(ch)) { table[c] = CLASS_MARK; continue; }
    if (!/\p{L}/u.test(ch)) continue;
    table[c] = 1 + SCRIPT_GROUPS.findIndex((g) => g.pattern.test(ch));
  }
  return table;
}

const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Words hash from another basis, so the word "ab" and the 4-gram " ab " are different keys. */
const WORD_BASIS = 0x2f6b1a3d;
const SPACE = 32;
const APOSTROPHE = 39;

/** Receives every feature of a word; `order` is WORD_ORDER or the n-gram length. */
export interface FeatureSink {
  feature(key: number, order: number): void;
}

/** Receives every word of a text: [start, end) in the lower-cased text and its script group. */
export interface WordSink {
  word(start: number, end: number, group: number): void;
}

/** Class values below GROUP_COUNT are the separator and the script groups. */
export const GROUP_COUNT = SCRIPT_GROUPS.length + 1;
export const GROUP_HAN = 1 + SCRIPT_GROUPS.findIndex((g) => g.name === 'Han');
export const GROUP_KANA = GROUP_HAN + 1;
/** Japanese writes words across Han and kana, so the two continue one word; a word with any kana is a kana word. */
const sameWord = (a: number, b: number) => a === b || ((a === GROUP_HAN || a === GROUP_KANA) && (b === GROUP_HAN || b === GROUP_KANA));

/** Splits `lower` (already lower-cased) into words: runs of letters of one script group, marks and inner apostrophes. */
export function scanWords(lower: string, from: number, to: number, classes: Uint8Array, sink: WordSink): void {
  let i = from;
  while (i < to) {
    let group = classes[lower.charCodeAt(i)];
    if (group === CLASS_SEPARATOR || group === CLASS_MARK || group === CLASS_JOINER) { i++; continue; }
    let end = i + 1;
    while (end < to) {
      const c = classes[lower.charCodeAt(end)];
      if (c === CLASS_MARK) end++;
      else if (sameWord(group, c)) {
        if (c === GROUP_KANA) group = GROUP_KANA;
        end++;
      } else if (c === CLASS_JOINER && end + 1 < to && classes[lower.charCodeAt(end + 1)] === group) end += 2;
      else break;
    }
    sink.word(i, end, group);
    i = end;
  }
}

/** The typographic apostrophe hashes as the plain one. */
const unit = (c: number) => (c === 0x2019 ? APOSTROPHE : c);

const ORDER_OF_GROUP = Uint8Array.from({ length: 256 }, (_, g) => (SCRIPT_GROUPS[g - 1]?.spaced === false ? UNSPACED_ORDER : SPACED_ORDER));

/** N-gram length for words of a script group. */
export const orderOf = (group: number): number => ORDER_OF_GROUP[group];

/** The word, then every n-gram of the padded word " w o r d ": positions -1 and `len` are the spaces. */
export function wordFeatures(s: string, start: number, end: number, order: number, sink: FeatureSink): void {
  const len = end - start;
  sink.feature(wordHash(s, start, end), WORD_ORDER);
  for (let p = -1; p <= len + 1 - order; p++) {
    let h = FNV_BASIS;
    for (let q = p; q < p + order; q++) h = Math.imul(h ^ (q < 0 || q === len ? SPACE : unit(s.charCodeAt(start + q))), FNV_PRIME);
    sink.feature(h >>> 0, order);
  }
}

/** Key of the word [start, end) of `s`. */
export function wordHash(s: string, start: number, end: number): number {
  let w = WORD_BASIS;
  for (let p = start; p < end; p++) w = Math.imul(w ^ unit(s.charCodeAt(p)), FNV_PRIME);
  return w >>> 0;
}

/** Key of a whole lower-cased word, as `extractFeatures` reports it (for word sets built outside a text walk). */
export const wordKey = (word: string): number => wordHash(word, 0, word.length);
