// `npm run eval:diff -- A B`: how many answers differ between two answers files of `npm run eval -- --answers FILE`
// (an input one file has and the other lacks counts too), and the first differences.
// Usage: npm run eval:diff -- A.jsonl B.jsonl [how many differences to show, default 20]
import { readAnswers } from './answer-log.ts';

const [pathA, pathB, shown = '20'] = process.argv.slice(2);
if (!pathA || !pathB) throw new Error('usage: npm run eval:diff -- A.jsonl B.jsonl [differences shown]');
const a = readAnswers(pathA);
const b = readAnswers(pathB);
const MISSING = '(no answer)';
const differing: string[] = [];
for (const key of new Set([...a.keys(), ...b.keys()])) {
  const before = a.get(key) ?? MISSING;
  const after = b.get(key) ?? MISSING;
  if (before !== after) differing.push(`${key}\n  - ${before}\n  + ${after}`);
}
console.log(`${differing.length} of ${Math.max(a.size, b.size)} answers differ`);
for (const line of differing.slice(0, Number(shown))) console.log(line);
process.exitCode = differing.length > 0 ? 1 : 0;
