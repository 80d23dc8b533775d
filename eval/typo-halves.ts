// The typo split (eval/typo-split.ts) in two halves by a hash of each typo: a gate or ranking rule is tuned on one half
// and reported on the other, so what it gains is no fit to the typos it was tuned on. Per half and language, and on
// the dev typos: fixed, precision, correct words changed (as `npm run eval` counts them), and the typos whose best
// ranked candidate is the word meant: what a gate that never erred would fix, the ceiling the ranking sets.
// Usage: node --import tsx eval/typo-halves.ts
import { join } from 'node:path';
import type { Autocorrector } from '../engines/autocorrector.ts';
import { isTurkic, lower } from '../engines/casing.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import { editingProfile } from '../languages/registry.ts';
import { compiledAutocorrector } from '../test/compiled-speller.ts';
import { type Figure, measure, Tally } from './figures.ts';
import { InProcessApi } from './in-process-api.ts';
import { qualityTables } from './quality-table.ts';
import { DEV_DIR, devSets, readJsonl, type Row, SPLITS, splitDir, type Typo } from './sets.ts';

/** The half a typo or correct word falls in: the first is tuned on, the second reported. */
const HALVES = ['typo-split tuning half', 'typo-split reporting half'] as const;
const halfOf = (row: Row): string => HALVES[hashString(row.text) & 1];

/** Per language and over all: the share of typos whose best ranked candidate is the word meant. */
function ceiling(set: string, typos: readonly Typo[]): Figure[] {
  const tally = new Tally();
  const correctors = new Map<string, Autocorrector | null>();
  for (const t of typos) {
    if (!correctors.has(t.lang)) correctors.set(t.lang, compiledAutocorrector(t.lang));
    const corrector = correctors.get(t.lang);
    if (!corrector) continue;
    const best = corrector.rank(lower(t.text, isTurkic(editingProfile(t.lang).writing.casing)))[0];
    tally.add(t.lang, best?.word === t.expect);
  }
  return tally.figures(set, 'ceiling');
}

const split = SPLITS.find((s) => s.name === 'typo-split')!;
const dir = splitDir(split);
const typos = readJsonl<Typo>(join(dir, 'typos.jsonl'));
const correct = readJsonl<Row>(join(dir, 'correct.jsonl'));
const api = new InProcessApi();
const figures: Figure[] = [];
for (const half of HALVES) {
  const mine = typos.filter((t) => halfOf(t) === half);
  figures.push(...measure(api, { name: half, kind: 'correct', typos: mine, correct: correct.filter((c) => halfOf(c) === half) }, null));
  figures.push(...ceiling(half, mine));
}
const dev = devSets().find((s) => s.name === 'dev/typos');
if (dev?.kind === 'correct') figures.push(...measure(api, dev, null), ...ceiling(dev.name, dev.typos));
else console.error(`${DEV_DIR} is missing: the dev typos are not measured`);
console.log(qualityTables(figures));
