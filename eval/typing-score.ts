// Keystroke savings and top-3 hit rates of a completer on sentences, step for step as ../shared/eval/evaluate.mjs
// counts them: the figures `npm run eval` floors and bench/autocomplete.ts compares with Presage.
const SUGGESTIONS_READ = 3;
const LETTER = /[\p{L}\p{M}'’-]/u;
const WORD = /^[\p{L}\p{M}'’-]+/u;

/** What the evaluation counts: keystroke savings, and the top-3 hit rates asked at every prefix on its own. */
export interface TypingScore {
  saved: number;
  total: number;
  /** After each letter inside a word: the rest of the word among the first 3. */
  hits: number;
  asked: number;
  /** Right after a space: the next word among the first 3. */
  nextHits: number;
  nextAsked: number;
}

export const emptyScore = (): TypingScore => ({ saved: 0, total: 0, hits: 0, asked: 0, nextHits: 0, nextAsked: 0 });

export function addScore(into: TypingScore, from: TypingScore): void {
  for (const key of Object.keys(into) as (keyof TypingScore)[]) into[key] += from[key];
}

/**
 * Types each sentence, accepting one of the top 3 suggestions when it is exactly the rest of the current word (or
 * " nextword" right after a finished word), at the cost of one key; then asks at every prefix alone for the hit rates.
 * `latencies`, when given, receives each call's milliseconds.
 */
export function typingScore(sentences: readonly string[], complete: (text: string) => readonly string[], latencies?: number[]): TypingScore {
  const score = emptyScore();
  const top = (text: string) => {
    const t0 = performance.now();
    const suggestions = complete(text).slice(0, SUGGESTIONS_READ).map((x) => x.toLowerCase());
    latencies?.push(performance.now() - t0);
    return suggestions;
  };
  for (const s of sentences) {
    score.total += s.length;
    let i = 0;
    while (i < s.length) {
      let target: string | null = null;
      if (LETTER.test(s[i]) && i > 0 && LETTER.test(s[i - 1])) target = s.slice(i).match(WORD)![0];
      else if (LETTER.test(s[i]) && (i === 0 || s[i - 1] === ' ')) target = s.slice(i).match(WORD)![0];
      else if (s[i] === ' ' && i > 0 && LETTER.test(s[i - 1]) && LETTER.test(s[i + 1] || '')) target = ' ' + s.slice(i + 1).match(WORD)![0];
      if (target && target.length > 1 && i > 0 && top(s.slice(0, i)).includes(target.toLowerCase())) {
        score.saved += target.length - 1;
        i += target.length;
        continue;
      }
      i++;
    }
    for (const m of s.matchAll(/[\p{L}\p{M}'’-]+/gu)) {
      const word = m[0];
      const at = m.index;
      if (at === 0 || s[at - 1] !== ' ' || word.length < 2) continue;
      for (let k = 0; k < word.length; k++) {
        const hit = top(s.slice(0, at + k)).includes(word.slice(k).toLowerCase());
        if (k === 0) (score.nextAsked++, hit && score.nextHits++);
        else (score.asked++, hit && score.hits++);
      }
    }
  }
  return score;
}
