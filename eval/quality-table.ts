// The figures as Markdown, one table per set, written into docs/QUALITY.md between its markers by `npm run eval`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL, type Figure, type FigureName } from './figures.ts';

export const QUALITY_PATH = join(import.meta.dirname, '..', 'docs', 'QUALITY.md');
const BEGIN = '<!-- npm run eval: begin -->';
const END = '<!-- npm run eval: end -->';

const HEADINGS: Record<FigureName, string> = {
  whole: 'whole text %',
  first3: 'first 3 words %',
  fixed: 'fixed %',
  precision: 'precision %',
  changed: 'correct words changed %',
  ceiling: 'best ranked right %',
  hit3: 'hit3 %',
  next3: 'next3 %',
  ksr: 'keystrokes saved %',
};

/** One table per set: a row per language (all of them last), a column per figure, and the inputs counted. */
export function qualityTables(figures: readonly Figure[]): string {
  const out: string[] = [];
  for (const set of [...new Set(figures.map((f) => f.set))]) {
    const mine = figures.filter((f) => f.set === set);
    const names = [...new Set(mine.map((f) => f.name))];
    const langs = [...new Set(mine.map((f) => f.lang))].filter((l) => l !== ALL).sort().concat(ALL);
    out.push(`#### ${set}`, '', `| language | ${names.map((n) => HEADINGS[n]).join(' | ')} | inputs |`, `|---|${names.map(() => '---:|').join('')}---:|`);
    for (const lang of langs) {
      const cells = names.map((n) => mine.find((f) => f.name === n && f.lang === lang));
      const inputs = cells.map((f) => f?.count ?? 0).filter((n) => n > 0);
      out.push(`| ${lang} | ${cells.map((f) => f?.value?.toFixed(1) ?? '').join(' | ')} | ${inputs.length ? Math.max(...inputs) : ''} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** Replaces what stands between the markers of docs/QUALITY.md with the tables, the command and the date. */
export function writeQualityTables(figures: readonly Figure[]): void {
  const doc = readFileSync(QUALITY_PATH, 'utf8');
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${QUALITY_PATH}: no ${BEGIN} ... ${END} markers`);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: import.meta.dirname }).toString().trim();
  const made = `Made by \`npm run eval\` on ${new Date().toISOString().slice(0, 10)} at ${commit}, in process over the compiled packs.`;
  writeFileSync(QUALITY_PATH, `${doc.slice(0, begin + BEGIN.length)}\n${made}\n\n${qualityTables(figures)}${doc.slice(end)}`);
}
