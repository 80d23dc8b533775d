// The everyday messages eval/everyday scores are kept out of training: no sentence of them is in the running text,
// dialogue, dictionary sayings or letters any completer is built from.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readTrainingText } from '../data/compile-completer.ts';
import { DEBIAN_ROOT } from '../data/debian-packages.ts';
import { everydayRows, type Row } from '../eval/sets.ts';
import { LANGUAGES } from '../languages/registry.ts';

/** Lower case, one space between words, no closing mark: what a sentence is however it is written. */
const normalize = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ').replace(/[.!?…]+$/u, '').trim();

describe('the everyday split', () => {
  const skip = existsSync(DEBIAN_ROOT) || process.env.CI === 'true' ? false : `${DEBIAN_ROOT} not fetched: run npm run build first`;

  it('is no part of any completer\'s training text', { skip }, () => {
    const byLang = new Map<string, Row[]>();
    for (const row of everydayRows()) byLang.set(row.lang, [...(byLang.get(row.lang) ?? []), row]);
    const codes = LANGUAGES.filter((l) => l.commands.includes('autocomplete') && byLang.has(l.code.slice(0, 2)));
    assert.ok(codes.length >= byLang.size, 'every language of the split has a completer');
    for (const lang of codes) {
      const { text, kinText, dialogue, phrasebooks } = readTrainingText(lang);
      const training = normalize([text, kinText, dialogue ?? '', ...(phrasebooks ?? []).flatMap((p) => [...p.sentences, ...p.phrases])].join('\n'));
      for (const { text: sentence } of byLang.get(lang.code.slice(0, 2))!) {
        assert.ok(!training.includes(normalize(sentence)), `${lang.code} trains on "${sentence}"`);
      }
    }
  });
});
