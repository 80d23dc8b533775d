// Language detection by naive Bayes over hashed character n-grams and words: each feature of the text adds its
// per-language weights from one shared table, each language pays its own cost per feature; the best total wins.
import { BLOCK_SLOT_BITS, DETECTOR_PACK, WITHIN_BITS } from './detector-pack.ts';
import type { Pack } from './pack.ts';
import { CLOSE_RECHECK_BELOW, CloseLanguages } from './detect-close-languages.ts';
import { ORDER_COUNT, WORD_ORDER, GROUP_COUNT, GROUP_HAN, SCRIPT_GROUPS, scanWords, wordFeatures, orderOf, wordHash, type FeatureSink, type WordSink } from './detect-features.ts';

/** Table weights are nats times this, stored in one byte. */
export const WEIGHT_SCALE = 8;

export interface DetectedLanguage {
  code: string;
  proportion: number;
}

/** Below this many words we answer only when the best language is likelier right than wrong (spec: Unknown). */
export const MIN_WORDS = 3;
export const SHORT_TEXT_CONFIDENCE = 0.5;
/** Divides the overconfident scores: at 5 a top posterior p is right about p of the time (at 2, 0.99 was 0.90). */
export const POSTERIOR_TEMPERATURE = 5;
/** Rows this far (in tempered nats) below the best have a posterior under e^-12, far below MIN_PROPORTION: no exp(). */
const NEGLIGIBLE_NATS = 12;
/** Candidates below this posterior (or share) are not reported. */
export const MIN_PROPORTION = 0.01;
export const MAX_CANDIDATES = 5;
/** A sentence or script run of MIN_SWITCH_WORDS or more counts as its own language in mixed text when its posterior is this sure. */
export const SEGMENT_CONFIDENCE = 0.9;
/** Nats a run of words must gain to change language inside a sentence ("Thank you, Danke schön"). */
export const SWITCH_COST = 20;
/** A run of fewer words is no language change: one foreign word is a loan or a name ("Das ist cool"). */
export const MIN_SWITCH_WORDS = 2;
/** Nats per word a run must gain to change language: close languages gain a little on every word. */
export const MIN_SWITCH_GAIN = 6;
/** Sentences longer than this are not searched for language changes (the per-word scores would grow without bound). */
const MAX_SWITCH_WORDS = 64;
/** Rows a sentence's words may switch among: the sentence's best rows. */
const SWITCH_ROWS = 6;
/** Characters that end a sentence for the mixed-text split: . ! ? ; newline and the CJK full stops. */
const SENTENCE_ENDS = new Set([0x2e, 0x21, 0x3f, 0x3b, 0x0a, 0x3002, 0xff01, 0xff1f]);

/** Scripts written without spaces: a run of N characters is about N / 2 words of evidence. */
const UNSPACED = new Uint8Array(SCRIPT_GROUPS.length + 1);
SCRIPT_GROUPS.forEach((g, i) => (UNSPACED[i + 1] = g.spaced ? 0 : 1));

/**
 * A feature key mixed by multiplicative hashing (a bijection of 32-bit keys): its top bits are the key's home slot (the
 * low bits of FNV are weak), the others its remainder (engines/detector-pack.ts).
 */
export const featureMix = (key: number) => Math.imul(key, 0x9e3779b1);
const WITHIN_MASK = (1 << WITHIN_BITS) - 1;
const BLOCK_MASK = (1 << BLOCK_SLOT_BITS) - 1;

function endsSentence(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (SENTENCE_ENDS.has(text.charCodeAt(i))) return true;
  return false;
}

interface Variant { code: string; base: number; own: Uint32Array; baseWords: Uint32Array }

function hasKey(sorted: Uint32Array, key: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = sorted[mid];
    if (k === key) return true;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export class LanguageDetector implements FeatureSink, WordSink {
  /** Every code detect() can return. */
  readonly languages: string[];
  private readonly codes: string[];
  private readonly classes: Uint8Array;
  private readonly slots: Uint32Array;
  private readonly slotBlock: Uint32Array;
  private readonly entries: Uint16Array;
  private readonly slotBits: number;
  private readonly slotMask: number;
  private readonly probeMask: number;
  private readonly penalty: Float32Array;
  private readonly prior: Float32Array;
  /** Model rows: a language in one script family (Serbian Cyrillic and Serbian Latin are two rows of sr_RS). */
  private readonly rowLanguage: Uint8Array;
  private readonly rowScripts: Uint32Array;
  /** Per order, the cost of a feature of a word in a script the language does not use: the highest of any language. */
  private readonly foreignPenalty = new Float64Array(ORDER_COUNT);
  private readonly foreignWordCost: number;
  private readonly variants: Variant[];
  private readonly close: CloseLanguages;

  // Scratch state of one detect() call, reused: scores per row, posterior per language.
  private readonly raw: Int32Array;
  private readonly segment: Float64Array;
  private readonly total: Float64Array;
  private readonly probs: Float64Array;
  /** Features per script group and order, words per script group, of the segment being scored. */
  private readonly featureCounts = new Float64Array(GROUP_COUNT * ORDER_COUNT);
  private readonly groupWords = new Float64Array(GROUP_COUNT);
  private group = 0;
  /** Bit g: script group g occurs in the words last scored. */
  private present = 0;
  private wordStart = new Int32Array(64);
  private wordEnd = new Int32Array(64);
  private wordGroup = new Uint8Array(64);
  private wordCount = 0;
  /** Raw scores of every row after each word of the sentence being scored (MAX_SWITCH_WORDS rows of them). */
  private readonly rawAfterWord: Int32Array;
  /** The language-change search: candidate rows, each one's best path score, and the row each word ends up in. */
  private readonly switchRows = new Int32Array(SWITCH_ROWS);
  private readonly pathScore = new Float64Array(SWITCH_ROWS);
  private readonly backPointers = new Int8Array(MAX_SWITCH_WORDS * SWITCH_ROWS);
  private readonly wordRow = new Int32Array(MAX_SWITCH_WORDS);
  private readonly shares = new Map<number, number>();
  /** The text as given, where lower-casing kept its length (else the lower-cased text), and lower-cased: capitals mark names. */
  private given = '';
  private lower = '';

  /** Reads the pack by DETECTOR_PACK (engines/detector-pack.ts); throws when it does not fit. */
  constructor(pack: Pack) {
    const { meta, sections } = DETECTOR_PACK.read(pack);
    this.codes = meta.languages;
    this.classes = sections.charClass;
    this.slots = sections.slots;
    this.slotBlock = sections.slotBlock;
    this.entries = sections.entries;
    this.slotBits = meta.slotBits;
    this.slotMask = (1 << meta.slotBits) - 1;
    this.probeMask = (1 << (meta.slotBits - WITHIN_BITS)) - 1;
    this.penalty = sections.penalty;
    this.prior = sections.prior;
    this.rowLanguage = sections.rowLanguage;
    this.rowScripts = sections.rowScripts;
    this.foreignWordCost = meta.foreignWordCost;
    for (let i = 0; i < this.penalty.length; i++) {
      const o = i % ORDER_COUNT;
      this.foreignPenalty[o] = Math.max(this.foreignPenalty[o], this.penalty[i]);
    }
    const { variantKeys: keys, variantStart: start } = sections;
    this.variants = meta.variants.map((v, i) => ({
      code: v.code,
      base: this.codes.indexOf(v.base),
      own: keys.subarray(start[2 * i], start[2 * i + 1]),
      baseWords: keys.subarray(start[2 * i + 1], start[2 * i + 2]),
    }));
    this.close = new CloseLanguages(this.codes, meta.closeGroups, sections.closeKeys, sections.closeMembers);
    this.languages = [...this.codes, ...meta.variants.map((v) => v.code)];
    const rows = this.rowLanguage.length;
    this.raw = new Int32Array(rows);
    this.segment = new Float64Array(rows);
    this.total = new Float64Array(rows);
    this.probs = new Float64Array(this.codes.length);
    this.rawAfterWord = new Int32Array(MAX_SWITCH_WORDS * rows);
  }

  detect(text: string): DetectedLanguage[] {
    const lower = text.toLowerCase();
    this.given = text.length === lower.length ? text : lower;
    this.lower = lower;
    this.wordCount = 0;
    scanWords(lower, 0, lower.length, this.classes, this);
    if (this.wordCount === 0) return [];
    return this.mixed(lower) ?? this.singleLanguage(lower);
  }

  /**
   * Splits the text into sentences and script runs, and each sentence into runs of words where the language changes.
   * A changed run claims its letters for its language; a sure sentence of MIN_SWITCH_WORDS or more claims the rest of its
   * letters; the remaining letters go to the winner of the whole text. Null when one language claims everything
   * (this.total then holds the whole text's scores).
   */
  private mixed(lower: string): DetectedLanguage[] | null {
    this.total.fill(0);
    const shares = this.shares;
    shares.clear();
    let undecided = 0;
    let letters = 0;
    let present = 0;
    // One sentence is scored straight into the totals, and needs no posterior of its own unless its language changes.
    const single = this.segmentEnd(lower, 0) === this.wordCount;
    const scores = single ? this.total : this.segment;
    for (let first = 0, last = this.segmentEnd(lower, 0); first < this.wordCount; first = last, last = this.segmentEnd(lower, first)) {
      this.scoreWords(lower, first, last, scores);
      present |= this.present;
      if (!single) for (let r = 0; r < scores.length; r++) this.total[r] += scores[r];
      let rest = 0;
      for (let w = first; w < last; w++) rest += this.wordEnd[w] - this.wordStart[w];
      letters += rest;
      const claimed = last - first <= MAX_SWITCH_WORDS && last - first >= 2 * MIN_SWITCH_WORDS ? this.claimChangedRuns(first, last, scores) : 0;
      if (single && claimed === 0) {
        this.present = present;
        return null;
      }
      rest -= claimed;
      const best = this.posterior(scores);
      if (this.evidenceWords(first, last) >= MIN_SWITCH_WORDS && best.p >= SEGMENT_CONFIDENCE) shares.set(best.lang, (shares.get(best.lang) ?? 0) + rest);
      else undecided += rest;
    }
    this.present = present;
    if (shares.size === 0 || (shares.size === 1 && undecided === 0)) return null;
    const whole = this.posterior(this.total);
    if (shares.size === 1 && shares.has(whole.lang)) return null;
    shares.set(whole.lang, (shares.get(whole.lang) ?? 0) + undecided);
    return [...shares]
      .map(([lang, chars]) => ({ code: this.codeOf(lower, lang), proportion: chars / letters }))
      .filter((c) => c.proportion >= MIN_PROPORTION)
      .sort((a, b) => b.proportion - a.proportion)
      .slice(0, MAX_CANDIDATES);
  }

  /**
   * Best path of the sentence's words through its SWITCH_ROWS best rows (by `scores`), paying SWITCH_COST per change of language
   * (Viterbi over the per-word scores that scoreWords kept). Runs of MIN_SWITCH_WORDS or more in a language other than
   * the sentence's best claim their letters in this.shares; returns how many letters they took.
   */
  private claimChangedRuns(first: number, last: number, scores: Float64Array): number {
    const rows = this.rowLanguage.length;
    const candidates = this.switchRows;
    candidates.fill(-1);
    for (let r = 0; r < rows; r++) {
      const score = scores[r];
      if (candidates[SWITCH_ROWS - 1] >= 0 && scores[candidates[SWITCH_ROWS - 1]] >= score) continue;
      for (let c = 0; c < SWITCH_ROWS; c++) {
        if (candidates[c] >= 0 && scores[candidates[c]] >= score) continue;
        candidates.copyWithin(c + 1, c, SWITCH_ROWS - 1);
        candidates[c] = r;
        break;
      }
    }
    const n = last - first;
    const path = this.pathScore;
    for (let c = 0; c < SWITCH_ROWS; c++) path[c] = this.prior[candidates[c]];
    for (let i = 0; i < n; i++) {
      let bestPrevious = 0;
      for (let c = 1; c < SWITCH_ROWS; c++) if (path[c] > path[bestPrevious]) bestPrevious = c;
      const switched = path[bestPrevious] - SWITCH_COST;
      for (let c = 0; c < SWITCH_ROWS; c++) {
        const stay = path[c] >= switched;
        this.backPointers[i * SWITCH_ROWS + c] = stay ? c : bestPrevious;
        path[c] = (stay ? path[c] : switched) + this.wordScore(first, i, candidates[c]);
      }
    }
    let c = 0;
    for (let k = 1; k < SWITCH_ROWS; k++) if (path[k] > path[c]) c = k;
    for (let i = n - 1; i >= 0; i--) {
      this.wordRow[i] = candidates[c];
      c = this.backPointers[i * SWITCH_ROWS + c];
    }
    const main = this.rowLanguage[candidates[0]];
    let claimed = 0;
    for (let i = 0; i < n; ) {
      const lang = this.rowLanguage[this.wordRow[i]];
      let end = i + 1;
      let chars = this.wordEnd[first + i] - this.wordStart[first + i];
      for (; end < n && this.rowLanguage[this.wordRow[end]] === lang; end++) chars += this.wordEnd[first + end] - this.wordStart[first + end];
      const changed = lang !== main && end - i >= MIN_SWITCH_WORDS && !this.capitalised(first + i, first + end);
      if (changed && this.runGain(first, i, end, candidates[0]) >= MIN_SWITCH_GAIN * (end - i)) {
        this.shares.set(lang, (this.shares.get(lang) ?? 0) + chars);
        claimed += chars;
      }
      i = end;
    }
    return claimed;
  }

  /** Every word of [from, to) begins with a capital: a name (Samsung Galaxy, Rolling Stones), not a change of language. */
  private capitalised(from: number, to: number): boolean {
    for (let w = from; w < to; w++) if (this.given.charCodeAt(this.wordStart[w]) === this.lower.charCodeAt(this.wordStart[w])) return false;
    return true;
  }

  /** How much better words [from, to) of the sentence score in the rows the path gave them than in `mainRow`. */
  private runGain(first: number, from: number, to: number, mainRow: number): number {
    let gain = 0;
    for (let i = from; i < to; i++) gain += this.wordScore(first, i, this.wordRow[i]) - this.wordScore(first, i, mainRow);
    return gain;
  }

  /** Score of word i of the sentence scored last for `row`: its features' weights less the row's cost for them. */
  private wordScore(first: number, i: number, row: number): number {
    const rows = this.rowLanguage.length;
    const raw = this.rawAfterWord[i * rows + row] - (i > 0 ? this.rawAfterWord[(i - 1) * rows + row] : 0);
    const g = this.wordGroup[first + i];
    const o = orderOf(g);
    const features = Math.max(0, this.wordEnd[first + i] - this.wordStart[first + i] + 3 - o);
    const cost =
      this.rowScripts[row] & (1 << g)
        ? this.penalty[row * ORDER_COUNT + WORD_ORDER] + features * this.penalty[row * ORDER_COUNT + o]
        : this.foreignPenalty[WORD_ORDER] + this.foreignWordCost + features * this.foreignPenalty[o];
    return raw / WEIGHT_SCALE - cost;
  }

  /**
   * One language, from the scores in `total` (scripts in `present`): candidates by posterior; thin evidence answers
   * only when sure, and a text in no script any language writes gets no answer.
   */
  private singleLanguage(lower: string): DetectedLanguage[] {
    const { lang: first, p } = this.posterior(this.total);
    if (p < SHORT_TEXT_CONFIDENCE && this.evidenceWords(0, this.wordCount) < MIN_WORDS) return [];
    const top = p < CLOSE_RECHECK_BELOW && this.close.has(first) ? this.close.choose(first, lower, this.wordStart, this.wordEnd, this.wordCount) : first;
    const probs = this.probs;
    // The second look's choice takes the first look's posterior, and gives it its own.
    const firstP = probs[first];
    probs[first] = probs[top];
    probs[top] = firstP;
    if (!this.writesAny(top, this.present)) return [];
    const out: DetectedLanguage[] = [];
    for (let l = 0; l < probs.length; l++) {
      if (probs[l] >= MIN_PROPORTION) out.push({ code: l === top ? this.codeOf(lower, l) : this.codes[l], proportion: probs[l] });
    }
    return out.sort((a, b) => b.proportion - a.proportion).slice(0, MAX_CANDIDATES);
  }

  private writesAny(lang: number, scripts: number): boolean {
    for (let r = 0; r < this.rowLanguage.length; r++) if (this.rowLanguage[r] === lang && this.rowScripts[r] & scripts) return true;
    return false;
  }

  /** WordSink: collects the words of the text. */
  word(start: number, end: number, group: number): void {
    if (this.wordCount === this.wordStart.length) this.growWords();
    this.wordStart[this.wordCount] = start;
    this.wordEnd[this.wordCount] = end;
    this.wordGroup[this.wordCount++] = group;
  }

  /** FeatureSink: adds the feature's per-language weights. */
  feature(key: number, order: number): void {
    this.featureCounts[this.group * ORDER_COUNT + order]++;
    const { slots, slotBlock, slotBits, slotMask, probeMask } = this;
    const mixed = featureMix(key);
    // The slot's bits above its within field, for this key at each probe: remainder, then probe.
    const remainder = (mixed & ((1 << (32 - slotBits)) - 1)) << (slotBits - WITHIN_BITS);
    for (let slot = mixed >>> (32 - slotBits), probe = 1; ; slot = (slot + 1) & slotMask, probe++) {
      const s = slots[slot];
      const tag = s >>> WITHIN_BITS;
      if ((tag & probeMask) === 0) return;
      if (tag !== remainder + probe) continue;
      const raw = this.raw;
      const entries = this.entries;
      const next = slot + 1;
      const base = slotBlock[slot >>> BLOCK_SLOT_BITS];
      // The next slot's start counts from the same block's base but at a block's end.
      const stop = (next & BLOCK_MASK) !== 0 ? base + (slots[next] & WITHIN_MASK) : slotBlock[next >>> BLOCK_SLOT_BITS] + (slots[next] & WITHIN_MASK);
      for (let e = base + (s & WITHIN_MASK); e < stop; e++) {
        const entry = entries[e];
        raw[entry >>> 8] += entry & 255;
      }
      return;
    }
  }

  /**
   * Log-likelihood (plus prior) of words [first, last) for every row, into `out`. A row pays its own cost per
   * feature of words in its scripts, and the highest cost plus foreignWordCost for words in other scripts.
   */
  private scoreWords(lower: string, first: number, last: number, out: Float64Array): void {
    this.raw.fill(0);
    this.featureCounts.fill(0);
    this.groupWords.fill(0);
    let present = 0;
    const keep = last - first <= MAX_SWITCH_WORDS;
    for (let w = first; w < last; w++) {
      this.group = this.wordGroup[w];
      this.groupWords[this.group]++;
      present |= 1 << this.group;
      wordFeatures(lower, this.wordStart[w], this.wordEnd[w], orderOf(this.group), this);
      if (keep) this.rawAfterWord.set(this.raw, (w - first) * this.raw.length);
    }
    let foreignAll = 0;
    for (let g = 0; g < GROUP_COUNT; g++) {
      if (!(present & (1 << g))) continue;
      foreignAll += this.groupWords[g] * this.foreignWordCost;
      for (let o = 0; o < ORDER_COUNT; o++) foreignAll += this.featureCounts[g * ORDER_COUNT + o] * this.foreignPenalty[o];
    }
    const rows = this.rowLanguage.length;
    for (let l = 0; l < rows; l++) {
      let cost = foreignAll;
      const known = this.rowScripts[l] & present;
      for (let bits = known; bits !== 0; bits &= bits - 1) {
        const g = 31 - Math.clz32(bits & -bits);
        const o = orderOf(g);
        cost -= this.groupWords[g] * this.foreignWordCost;
        cost += this.groupWords[g] * (this.penalty[l * ORDER_COUNT + WORD_ORDER] - this.foreignPenalty[WORD_ORDER]);
        cost += this.featureCounts[g * ORDER_COUNT + o] * (this.penalty[l * ORDER_COUNT + o] - this.foreignPenalty[o]);
      }
      out[l] = this.raw[l] / WEIGHT_SCALE - cost + this.prior[l];
    }
    this.present = present;
  }

  /** A segment ends before a word that follows a sentence end or changes script group. */
  private segmentEnd(lower: string, first: number): number {
    let w = first + 1;
    for (; w < this.wordCount; w++) {
      if (this.wordGroup[w] !== this.wordGroup[w - 1]) break;
      if (endsSentence(lower, this.wordEnd[w - 1], this.wordStart[w])) break;
    }
    return w;
  }

  private evidenceWords(first: number, last: number): number {
    let n = 0;
    for (let w = first; w < last; w++) n += UNSPACED[this.wordGroup[w]] ? (this.wordEnd[w] - this.wordStart[w]) / 2 : 1;
    return n;
  }

  /** Posterior per language from row scores: a language's rows add up. */
  private softmax(scores: Float64Array): Float64Array {
    let max = -Infinity;
    for (let r = 0; r < scores.length; r++) if (scores[r] > max) max = scores[r];
    const probs = this.probs;
    probs.fill(0);
    let sum = 0;
    const floor = max - NEGLIGIBLE_NATS * POSTERIOR_TEMPERATURE;
    for (let r = 0; r < scores.length; r++) {
      if (scores[r] < floor) continue;
      const p = Math.exp((scores[r] - max) / POSTERIOR_TEMPERATURE);
      probs[this.rowLanguage[r]] += p;
      sum += p;
    }
    for (let l = 0; l < probs.length; l++) probs[l] /= sum;
    return probs;
  }

  /** The most probable language; this.probs holds every language's posterior afterwards. */
  private posterior(scores: Float64Array): { lang: number; p: number } {
    const probs = this.softmax(scores);
    let lang = 0;
    for (let l = 1; l < probs.length; l++) if (probs[l] > probs[lang]) lang = l;
    return { lang, p: probs[lang] };
  }

  /** The language's code, or its regional variant when the text has more of the variant's markers than of the base's (Han: per character). */
  private codeOf(lower: string, lang: number): string {
    for (const v of this.variants) {
      if (v.base !== lang) continue;
      let votes = 0;
      for (let w = 0; w < this.wordCount; w++) {
        const start = this.wordStart[w];
        const end = this.wordEnd[w];
        if (this.wordGroup[w] !== GROUP_HAN) votes += this.variantVote(v, wordHash(lower, start, end));
        else for (let c = start; c < end; c++) votes += this.variantVote(v, wordHash(lower, c, c + 1));
      }
      if (votes > 0) return v.code;
    }
    return this.codes[lang];
  }

  /** +1 for a marker of the variant, -1 for a marker of the base. */
  private variantVote(v: Variant, key: number): number {
    return hasKey(v.own, key) ? 1 : hasKey(v.baseWords, key) ? -1 : 0;
  }

  private growWords(): void {
    const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    this.wordStart = grow(this.wordStart);
    this.wordEnd = grow(this.wordEnd);
    this.wordGroup = grow(this.wordGroup);
  }
}
