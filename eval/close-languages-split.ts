// The short-text split of the close languages (data/detector-close-languages.ts), from text of other genres than the
// detector's training: a Wesnoth story no row trains on (data/detector-corpus.ts HELD_OUT_CATALOGUE, or all of a
// language's game text when it trains on none), the everyday messages (eval/everyday) and messages typed for this split
// where the games have little or nothing (eval/short-texts).
// Usage: tsx eval/close-languages-split.ts OUT_DIR [story sentences per language]   -> OUT_DIR/sentences.jsonl
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLOSE_GROUPS } from '../data/detector-close-languages.ts';
import { untrainedGameSentences } from '../data/detector-corpus.ts';
import { DETECTION_LANGUAGES } from '../data/detector-languages.ts';
import { EVERYDAY_DIR, readJsonl, type Row } from './sets.ts';

export const SHORT_TEXTS_DIR = join(import.meta.dirname, 'short-texts');
/** Story lines shorter than this are mostly names and labels. */
const MIN_SENTENCE_WORDS = 5;

/** Up to `count` sentences spread evenly over `sentences` (a story's chapters, Serbian's Cyrillic and Latin halves). */
function spread(sentences: string[], count: number): string[] {
  if (sentences.length <= count) return sentences;
  return Array.from({ length: count }, (_, i) => sentences[Math.floor((i * sentences.length) / count)]);
}

const typed = (dir: string, lang: string): Row[] => (existsSync(join(dir, `${lang}.jsonl`)) ? readJsonl<Row>(join(dir, `${lang}.jsonl`)) : []);

/** Per close language: up to `perLanguage` story sentences, then its everyday and typed messages. */
export function closeLanguageRows(perLanguage: number): Row[] {
  return CLOSE_GROUPS.flat().flatMap((lang) => {
    const code = DETECTION_LANGUAGES.find((l) => l.code.startsWith(`${lang}_`))?.code;
    if (!code) throw new Error(`${lang} is no detection language`);
    const story = untrainedGameSentences(code).filter((s) => s.split(' ').length >= MIN_SENTENCE_WORDS);
    return [...spread(story, perLanguage).map((text) => ({ lang, text })), ...typed(EVERYDAY_DIR, lang), ...typed(SHORT_TEXTS_DIR, lang)];
  });
}

if (import.meta.filename === process.argv[1]) {
  const [out, perLanguage = '150'] = process.argv.slice(2);
  if (!out) throw new Error('usage: tsx eval/close-languages-split.ts OUT_DIR [story sentences per language]');
  const rows = closeLanguageRows(Number(perLanguage));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'sentences.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${rows.length} close-language sentences -> ${out}`);
}
