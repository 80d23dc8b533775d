// Each figure's limit, per set and language, in eval/floors.json: today's figure less MARGIN (plus, for a figure where
// less is better), written by `npm run eval -- --set-floors` and never by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL, LOWER_IS_BETTER, type Figure, type FigureName } from './figures.ts';

export const FLOORS_PATH = join(import.meta.dirname, 'floors.json');
/** Percentage points a figure may lose before the eval fails: less than one answer of the smaller sets' languages. */
const MARGIN = 0.25;

/** set -> figure -> language -> limit. */
export type Floors = Record<string, Partial<Record<FigureName, Record<string, number>>>>;

export function readFloors(): Floors {
  return existsSync(FLOORS_PATH) ? (JSON.parse(readFileSync(FLOORS_PATH, 'utf8')) as Floors) : {};
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The limits today's figures set. */
export function floorsOf(figures: readonly Figure[]): Floors {
  const floors: Floors = {};
  for (const f of figures) {
    if (f.value === null) continue;
    const limit = LOWER_IS_BETTER.has(f.name) ? f.value + MARGIN : f.value - MARGIN;
    ((floors[f.set] ??= {})[f.name] ??= {})[f.lang] = round2(limit);
  }
  return floors;
}

/** One line per set and figure, its languages in order (all of them last), so a change of floors reads as a diff. */
export function writeFloors(floors: Floors): void {
  const sets = Object.entries(floors).map(([set, byName]) => {
    const lines = Object.entries(byName).map(([name, byLang]) => {
      const langs = Object.keys(byLang).filter((l) => l !== ALL).sort().concat(ALL in byLang ? [ALL] : []);
      return `    ${JSON.stringify(name)}: { ${langs.map((l) => `${JSON.stringify(l)}: ${byLang[l]}`).join(', ')} }`;
    });
    return `  ${JSON.stringify(set)}: {\n${lines.join(',\n')}\n  }`;
  });
  writeFileSync(FLOORS_PATH, `{\n${sets.join(',\n')}\n}\n`);
}

/** A figure past its limit, or a limit of a measured set whose figure is gone. */
export interface Breach { set: string; name: string; lang: string; value: number | null; limit: number }

export function breaches(figures: readonly Figure[], floors: Floors): Breach[] {
  const measured = new Set(figures.map((f) => f.set));
  const byKey = new Map(figures.map((f) => [`${f.set} ${f.name} ${f.lang}`, f]));
  const out: Breach[] = [];
  for (const [set, byName] of Object.entries(floors)) {
    if (!measured.has(set)) continue;
    for (const [name, byLang] of Object.entries(byName) as [FigureName, Record<string, number>][]) {
      for (const [lang, limit] of Object.entries(byLang)) {
        const value = byKey.get(`${set} ${name} ${lang}`)?.value ?? null;
        const past = value === null || (LOWER_IS_BETTER.has(name) ? value > limit : value < limit);
        if (past) out.push({ set, name, lang, value, limit });
      }
    }
  }
  return out;
}
