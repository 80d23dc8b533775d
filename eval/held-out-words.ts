// What the per-language table (eval/languages.ts) types: distinct words of a language's held-out text, a seeded sample
// of them, each made a keyboard typo on the language's own keyboard, and the words with marks typed without them.
import { drawKind, makeTypo } from './typo-split.ts';
import { withoutMarks } from './accent-split.ts';
import type { LetterSpelling } from '../languages/profile.ts';

/** A typed string and the word meant. */
export interface Typed { text: string; expect: string }

const WORD = /[\p{L}\p{M}]+/gu;
/** Tries per word for a typo the speller rejects before the word is passed over. */
const TYPO_TRIES = 20;

/** The distinct words of `text` (runs of letters and marks), in the order they first appear. */
export function distinctWords(text: string): string[] {
  return [...new Set(text.match(WORD) ?? [])];
}

/** Up to `count` of `items`, drawn without repeats by `rnd`: the same sample for the same seed. */
export function sample<T>(items: readonly T[], count: number, rnd: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/**
 * The keyboard's letters and each one's neighbours, cut to the letters the language's words are written with: a
 * Hebrew key types a Latin letter on Shift, which no Hebrew typist means to type within a word.
 */
export function ownLetterKeys(near: ReadonlyMap<string, string>, letters: string, own: ReadonlySet<string>): { near: Map<string, string>; letters: string } {
  const keep = (text: string) => [...text].filter((c) => own.has(c)).join('');
  return { near: new Map([...near].filter(([letter]) => own.has(letter)).map(([letter, next]) => [letter, keep(next)])), letters: keep(letters) };
}

/**
 * One keyboard typo per word (eval/typo-split.ts's kinds and shares: a near key, a far one, a letter dropped, swapped,
 * doubled...), never on the first letter, and only a string `rejects` says is no word; a word with no such typo is left out.
 */
export function keyboardTypos(words: readonly string[], near: Map<string, string>, letters: string, rejects: (text: string) => boolean, rnd: () => number): Typed[] {
  const out: Typed[] = [];
  for (const word of words) {
    for (let tries = 0; tries < TYPO_TRIES; tries++) {
      const text = makeTypo(word, drawKind(rnd), rnd, near, letters);
      if (text === null || text === word || !rejects(text)) continue;
      out.push({ text, expect: word });
      break;
    }
  }
  return out;
}

/** The words with a mark, each typed with every mark left out, where `rejects` says that is no word. */
export function marklessTypos(words: readonly string[], spelled: readonly LetterSpelling[], rejects: (text: string) => boolean): Typed[] {
  const out: Typed[] = [];
  for (const word of words) {
    const text = withoutMarks(word, spelled, false);
    if (text !== word && rejects(text)) out.push({ text, expect: word });
  }
  return out;
}
