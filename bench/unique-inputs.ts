// Inputs that never repeat, so that no cache of any kind (the server's result cache, a memo inside an engine, a warm
// branch predictor on one word) can serve them: made as ../shared/bench/unique-inputs.mjs makes them, from the dev sets
// and the eval splits (eval/sets.ts), seeded so that two runs, or two builds, get the same inputs.
//   autocorrect: a word of the sets with one keyboard-style slip (and a second one in 3 of 10), or the word itself;
//   detect_language: 4-14 words drawn from one sentence, shuffled;
//   autocomplete: a dev sentence cut at a random point inside or after a word, its earlier words shuffled.
import { join } from 'node:path';
import { DEV_DIR, readJsonl, splitSets, type Row, type Typo } from '../eval/sets.ts';
import { REGION } from './inputs.ts';

export type Command = 'autocorrect' | 'detect_language' | 'autocomplete';
export const COMMANDS: readonly Command[] = ['autocorrect', 'detect_language', 'autocomplete'];

/** One request's language (empty for detection) and text. */
export interface Input {
  lang: string;
  text: string;
}

export const apiPath = (cmd: Command, { lang, text }: Input) => `/api?${new URLSearchParams(lang ? { cmd, lang, text } : { cmd, text })}`;

/** Draws per distinct input before a generator is taken to have run dry (short sentences give few distinct draws). */
const DRAWS_PER_INPUT = 20;
const SEED = 20261127;

/** A seeded generator of numbers in [0, 1) (the shared script's, so the same seed walks the same way). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Random = () => number;
const pick = <T>(rnd: Random, a: readonly T[]): T => a[Math.floor(rnd() * a.length)];

function shuffle<T>(rnd: Random, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** A word as a hurried typist gets it wrong: a letter dropped, doubled, replaced or swapped, and in 3 of 10 a second slip. */
export function slip(rnd: Random, word: string): string {
  const c = [...word];
  const i = Math.floor(rnd() * c.length);
  const k = rnd();
  const letter = pick(rnd, c);
  if (k < 0.25) c.splice(i, 1);
  else if (k < 0.5) c.splice(i, 0, letter);
  else if (k < 0.75) c[i] = letter;
  else if (i + 1 < c.length) [c[i], c[i + 1]] = [c[i + 1], c[i]];
  else c.splice(i, 1);
  if (rnd() < 0.3 && c.length > 3) c[Math.floor(rnd() * c.length)] = pick(rnd, c);
  return c.join('');
}

/** Up to `n` distinct inputs drawn from `draw`. */
function distinct(n: number, draw: () => Input): Input[] {
  const seen = new Map<string, Input>();
  for (let tries = 0; seen.size < n && tries < n * DRAWS_PER_INPUT; tries++) {
    const input = draw();
    seen.set(`${input.lang}\n${input.text}`, input);
  }
  return [...seen.values()];
}

/** The correct words of every autocorrect set: the dev sets' and the splits' expected answers and correct words. */
export function setWords(): Input[] {
  const words: Input[] = [
    ...readJsonl<Typo>(join(DEV_DIR, 'autocorrect-typos-dev.jsonl')).map((t) => ({ lang: t.lang, text: t.expect })),
    ...readJsonl<Row>(join(DEV_DIR, 'autocorrect-correct-dev.jsonl')),
  ];
  for (const set of splitSets(['correct'])) {
    if (set.kind !== 'correct') continue;
    words.push(...set.typos.map((t) => ({ lang: t.lang, text: t.expect })), ...set.correct);
  }
  return words.filter((w) => [...w.text].length > 1);
}

/** The share of autocorrect inputs that are a correct word, as typed. */
const CORRECT_SHARE = 0.2;

/** `n` distinct autocorrect inputs over `words`: a `correctShare` of them the word itself, the others slipped. */
export function uniqueCorrections(n: number, words: readonly Input[], seed = SEED, correctShare = CORRECT_SHARE): Input[] {
  const rnd = random(seed);
  return distinct(n, () => {
    const w = pick(rnd, words);
    return { lang: w.lang, text: rnd() < correctShare ? w.text : slip(rnd, w.text) };
  });
}

export function uniqueDetections(n: number, seed = SEED): Input[] {
  const rnd = random(seed);
  const sentences = [...readJsonl<Row>(join(DEV_DIR, 'langid-dev.jsonl')), ...splitSets(['detect']).flatMap((s) => (s.kind === 'detect' ? s.rows : []))].map((r) =>
    r.text.split(/\s+/),
  );
  return distinct(n, () => ({ lang: '', text: shuffle(rnd, [...pick(rnd, sentences)]).slice(0, 4 + Math.floor(rnd() * 11)).join(' ') }));
}

export function uniqueCompletions(n: number, seed = SEED): Input[] {
  const rnd = random(seed);
  const sentences = readJsonl<Row>(join(DEV_DIR, 'autocomplete-sentences-dev.jsonl')).filter((r) => REGION[r.lang]);
  return distinct(n, () => {
    const r = pick(rnd, sentences);
    const w = r.text.split(/\s+/);
    const cut = 1 + Math.floor(rnd() * (w.length - 1));
    const last = w[cut] ?? '';
    return { lang: REGION[r.lang], text: `${shuffle(rnd, w.slice(0, cut)).join(' ')} ${last.slice(0, Math.floor(rnd() * (last.length + 1)))}` };
  });
}

/** `n` distinct inputs of each command, each list in the order it is to be sent. */
export function uniqueInputs(n: number): Record<Command, Input[]> {
  return { autocorrect: uniqueCorrections(n, setWords()), detect_language: uniqueDetections(n), autocomplete: uniqueCompletions(n) };
}
