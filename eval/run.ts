// `npm run eval`: every dev set and split through the engines in this process, a table of the figures per set and
// language, and exit 1 when one falls past its floor (eval/floors.json).
// Usage: npm run eval [-- --only detect,correct,complete] [--answers FILE] [--set-floors] [--no-docs]
//   --answers FILE  writes every answer (eval/answer-log.ts), for eval/answers-diff.ts
//   --set-floors    writes today's figures less a margin as the floors
//   --no-docs       leaves docs/QUALITY.md as it is (a full run rewrites its table)
import { AnswerLog } from './answer-log.ts';
import { measure, type Figure } from './figures.ts';
import { breaches, floorsOf, readFloors, writeFloors } from './floors.ts';
import { InProcessApi } from './in-process-api.ts';
import { qualityTables, writeQualityTables } from './quality-table.ts';
import { DEV_DIR, devSets, everydaySets, splitSets, type SetKind } from './sets.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only')?.split(',') as SetKind[] | undefined;
const answersPath = option('--answers');

const started = performance.now();
const dev = devSets();
if (dev.length === 0) {
  console.error(`${DEV_DIR} is missing: the dev sets are not measured`);
  if (process.env.CI === 'true') process.exit(1);
}
const sets = [...[...dev, ...everydaySets()].filter((set) => !only || only.includes(set.kind)), ...splitSets(only)];
const api = new InProcessApi();
const log = answersPath ? new AnswerLog() : null;
const figures: Figure[] = [];
const timings: string[] = [];
for (const set of sets) {
  const t0 = performance.now();
  figures.push(...measure(api, set, log));
  timings.push(`${set.name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const seconds = (performance.now() - started) / 1000;

console.log(qualityTables(figures));
if (log && answersPath) {
  log.write(answersPath);
  console.log(`${log.size} answers -> ${answersPath}`);
}
if (args.includes('--set-floors')) {
  writeFloors(floorsOf(figures));
  console.log('floors set from these figures');
}
const whole = !only && dev.length > 0;
if (whole && !args.includes('--no-docs')) writeQualityTables(figures);
const past = breaches(figures, readFloors());
console.log(`${sets.length} sets in ${seconds.toFixed(1)} s (${timings.join(', ')})`);
if (past.length > 0) {
  console.log(`\n${past.length} figures past their floor:`);
  for (const b of past) console.log(`  ${b.set} ${b.name} ${b.lang}: ${b.value ?? 'none'} (limit ${b.limit})`);
  process.exitCode = 1;
}
