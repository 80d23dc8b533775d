// Word classes by ending, and how likely each class is after each other: the agreement an inflected language marks at
// word ends ("s" + "-ou", "nejlepší" + "-y") carries to word pairs the running text never shows.
//
// The engine backs a bigram off to P(w) * classRatio[row(v) * CLASSES + class(w)], row(v) = v's own row (WORD_ROWS),
// else class(v), START_ROW at a sentence start or NUMBER_ROW after a number, with
// classRatio = (P(class(w) | row(v)) / P(class(w)))^RATIO_POWER and P(c) the unigram mass of class c: at power 1 the
// backed-off distribution would still sum to 1. Sections suffixClass (a byte a word) and classRatio (drawn in
// engines/completer-pack.ts: a byte a cell, engines/byte-coded-rows.ts).
// A context word outside the vocabulary has no class: classing it by its ending too changed no language by more than
// 0.2 points (7 languages, dev / held-out KSR 25.0 / 36.8 either way).
import { CLASSES, NUMBER_ROW, START_ROW, SUFFIX_CHARS } from '../engines/complete-model.ts';
import type { SUFFIX_CLASSES } from '../engines/completer-pack.ts';
import type { Sections } from '../engines/pack-layout.ts';
import { byteCodedRows } from './byte-coded-rows.ts';

/** Pseudo-counts of the class's share mixed into each row: a rare class says little (20 to 5,000 within 1 point). */
const ROW_PRIOR = 200;
/** Damping of the ratio: at 1 it cost languages that mark little at word ends (dev de 29.1 -> 28.3). */
const RATIO_POWER = 0.7;
/** The commonest context words get a row of their own ("io" before verbs): 0.25 MiB a pack; 1,024 scored the same. */
const WORD_ROWS = 256;

/**
 * `keys`: the vocabulary (lower case); `probability`: its unigram model; `bigrams`: calls back each (v, w, count) of
 * the model's bigram counts, v = keys.length for a sentence start and v or w = keys.length + 1 for a number.
 */
export function buildSuffixClasses(
  keys: string[],
  probability: Float64Array,
  bigrams: (visit: (v: number, w: number, count: number) => void) => void,
): Sections<typeof SUFFIX_CLASSES> {
  const endingOf = (key: string) => key.slice(-SUFFIX_CHARS);
  const used = new Map<string, number>();
  const word = (w: number) => w < keys.length;
  bigrams((_, w, count) => word(w) && used.set(endingOf(keys[w]), (used.get(endingOf(keys[w])) ?? 0) + count));
  const ranked = [...used].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, CLASSES - 1);
  const classOf = new Map(ranked.map(([ending], i) => [ending, i + 1]));
  const classEndings = new Uint16Array(ranked.length * SUFFIX_CHARS);
  ranked.forEach(([ending], i) => {
    for (let k = 0; k < ending.length; k++) classEndings[i * SUFFIX_CHARS + k] = ending.charCodeAt(k);
  });
  const suffixClass = Uint8Array.from(keys, (key) => classOf.get(endingOf(key)) ?? 0);

  const mass = new Float64Array(CLASSES);
  let total = 0;
  probability.forEach((p, i) => ((mass[suffixClass[i]] += p), (total += p)));
  for (let c = 0; c < CLASSES; c++) mass[c] /= total;
  const seen = new Float64Array(keys.length);
  bigrams((v, w, count) => word(v) && word(w) && (seen[v] += count));
  const wordRowIds = Uint32Array.from(
    [...seen.keys()].sort((a, b) => seen[b] - seen[a] || a - b).slice(0, WORD_ROWS).filter((v) => seen[v] > 0),
  ).sort();
  const ownRow = new Map([...wordRowIds].map((v, k) => [v, NUMBER_ROW + 1 + k]));
  const rowCount = NUMBER_ROW + 1 + wordRowIds.length;
  const rows = new Float64Array(rowCount * CLASSES);
  const rowOf = (v: number) => (v === keys.length ? START_ROW : v === keys.length + 1 ? NUMBER_ROW : suffixClass[v]);
  bigrams((v, w, count) => {
    if (!word(w)) return;
    rows[rowOf(v) * CLASSES + suffixClass[w]] += count;
    const own = ownRow.get(v);
    if (own !== undefined) rows[own * CLASSES + suffixClass[w]] += count;
  });
  // P(class | row), smoothed toward `prior` (a class's share, or for a word's own row its class's row).
  const share = new Float64Array(rows.length);
  const smooth = (r: number, prior: (c: number) => number) => {
    let sum = 0;
    for (let c = 0; c < CLASSES; c++) sum += rows[r * CLASSES + c];
    for (let c = 0; c < CLASSES; c++) share[r * CLASSES + c] = (rows[r * CLASSES + c] + ROW_PRIOR * prior(c)) / (sum + ROW_PRIOR);
  };
  for (let r = 0; r <= NUMBER_ROW; r++) smooth(r, (c) => mass[c]);
  for (const [v, r] of ownRow) smooth(r, (c) => share[suffixClass[v] * CLASSES + c]);
  const classRatio = new Float32Array(rows.length);
  for (let i = 0; i < rows.length; i++) if (mass[i % CLASSES] > 0) classRatio[i] = (share[i] / mass[i % CLASSES]) ** RATIO_POWER;
  return { suffixClass, classRatio: byteCodedRows(classRatio, CLASSES), classEndings, wordRowIds };
}
