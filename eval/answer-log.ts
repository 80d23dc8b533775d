// Every answer the eval saw, one JSON line per distinct input: [set, language, input, answer] (the body, or
// "error <code>"). `npm run eval -- --answers FILE` writes it; eval/answers-diff.ts compares two of them.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Answer } from './in-process-api.ts';

export type AnswerLine = [set: string, lang: string, input: string, answer: string];

export class AnswerLog {
  private readonly lines: string[] = [];
  private readonly seen = new Set<string>();

  record(set: string, lang: string, input: string, answer: Answer): void {
    const key = JSON.stringify([set, lang, input]);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.lines.push(JSON.stringify([set, lang, input, answer.body ?? `error ${answer.error}`] satisfies AnswerLine));
  }

  get size(): number {
    return this.lines.length;
  }

  write(path: string): void {
    writeFileSync(path, this.lines.join('\n') + '\n');
  }
}

/** An answers file as a map from [set, language, input] (JSON) to its answer, in the file's order. */
export function readAnswers(path: string): Map<string, string> {
  const answers = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '') continue;
    const [set, lang, input, answer] = JSON.parse(line) as AnswerLine;
    answers.set(JSON.stringify([set, lang, input]), answer);
  }
  return answers;
}
