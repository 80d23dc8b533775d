// The typos whose ranking is wrong, classed: the word meant is a candidate but not first (because of its frequency, the
// slip's cost, or both), it is no candidate, or the typo is itself a word the checker accepts (no fix is possible).
// Reads the typo split (with its half) and the dev typos; prints the counts per language, then each misranked typo
// with the first candidate and the word meant: log frequency (* unlisted), slip cost, score.
// Usage: node --import tsx eval/typo-misses.ts [LANG ...]   (every language with typos when none are given)
import { join } from 'node:path';
import { isTurkic, lower } from '../engines/casing.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import type { Scored } from '../engines/correct-score.ts';
import { editingProfile } from '../languages/registry.ts';
import type { Autocorrector } from '../engines/autocorrector.ts';
import { compiledAutocorrector } from '../test/compiled-speller.ts';
import { devSets, readJsonl, SPLITS, splitDir, type Typo } from './sets.ts';

type Kind = 'first' | 'frequency' | 'slip' | 'both' | 'missing' | 'accepted';
const KINDS: readonly Kind[] = ['first', 'frequency', 'slip', 'both', 'missing', 'accepted'];

/** Why the word meant is not first: its frequency alone, its slip's cost alone, or both rank it below. */
function misrank(top: Scored, meant: Scored): Kind {
  const frequency = meant.logFreq < top.logFreq;
  const slip = meant.logError < top.logError;
  return frequency && slip ? 'both' : frequency ? 'frequency' : 'slip';
}

const show = (s: Scored) => `${s.word} ${s.logFreq.toFixed(1)}${s.listed ? '' : '*'} ${s.logError.toFixed(1)} ${s.score.toFixed(2)}`;

const split = SPLITS.find((s) => s.name === 'typo-split')!;
const sets: [string, Typo[]][] = [];
for (const t of readJsonl<Typo>(join(splitDir(split), 'typos.jsonl'))) {
  const half = `split${hashString(t.text) & 1}`;
  (sets.find(([name]) => name === half) ?? sets[sets.push([half, []]) - 1])[1].push(t);
}
const dev = devSets().find((s) => s.name === 'dev/typos');
if (dev?.kind === 'correct') sets.push(['dev', dev.typos]);
const only = new Set(process.argv.slice(2));
const lines: string[] = [];
const counts = new Map<string, Record<Kind, number>>();
const correctors = new Map<string, Autocorrector | null>();
for (const [set, typos] of sets) {
  for (const t of typos) {
    if (only.size > 0 && !only.has(t.lang)) continue;
    if (!correctors.has(t.lang)) correctors.set(t.lang, compiledAutocorrector(t.lang));
    const corrector = correctors.get(t.lang);
    if (!corrector) continue;
    const typo = lower(t.text, isTurkic(editingProfile(t.lang).writing.casing));
    const ranked = corrector.rank(typo);
    const meant = ranked.find((s) => s.word === t.expect);
    const kind: Kind = corrector.isCorrect(t.text) ? 'accepted' : meant === undefined ? 'missing' : meant === ranked[0] ? 'first' : misrank(ranked[0], meant);
    const key = `${set} ${t.lang}`;
    const count = counts.get(key) ?? (Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>);
    count[kind]++;
    counts.set(key, count);
    if (kind !== 'first' && kind !== 'accepted') {
      lines.push(`${key} ${kind} ${t.text} -> ${t.expect} | top ${ranked[0] ? show(ranked[0]) : '-'} | meant ${meant ? `${show(meant)} #${ranked.indexOf(meant) + 1}` : '-'}`);
    }
  }
}
console.log(`set lang ${KINDS.join(' ')}`);
for (const [key, count] of [...counts].sort()) console.log(key, KINDS.map((k) => count[k]).join(' '));
console.log(lines.join('\n'));
