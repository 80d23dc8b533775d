// Varied, realistic bench inputs from ../shared/eval/dev: typed and correct words, sentence prefixes, sentences.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_DIR } from '../eval/sets.ts';

/** The eval files name languages by prefix (`de`); the API wants codes. */
export const REGION: Record<string, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES', it: 'it_IT', pl: 'pl_PL', ru: 'ru_RU', cs: 'cs_CZ' };

interface Row {
  lang: string;
  text: string;
}

function rows(file: string): Row[] {
  const path = join(DEV_DIR, file);
  if (!existsSync(path)) throw new Error(`bench inputs need ${path}`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
}

export interface BenchInputs {
  /** [lang, word]: misspelled and correct words interleaved. */
  words: [string, string][];
  /** [lang, text]: sentence prefixes cut inside words and after spaces. */
  prefixes: [string, string][];
  sentences: string[];
}

export function benchInputs(): BenchInputs {
  const typos = rows('autocorrect-typos-dev.jsonl');
  const correct = rows('autocorrect-correct-dev.jsonl');
  const words: [string, string][] = [];
  for (let i = 0; i < Math.max(typos.length, correct.length); i++) {
    if (typos[i]) words.push([typos[i].lang, typos[i].text]);
    if (correct[i]) words.push([correct[i].lang, correct[i].text]);
  }
  const prefixes: [string, string][] = [];
  for (const { lang, text } of rows('autocomplete-sentences-dev.jsonl')) {
    // Every 7th cut point gives cuts inside words and at word ends alike.
    for (let cut = 3; cut < text.length; cut += 7) prefixes.push([REGION[lang] ?? lang, text.slice(0, cut)]);
  }
  const sentences = rows('langid-dev.jsonl').map((r) => r.text);
  return { words, prefixes, sentences };
}
