// The figures of one set, per language and over all of them, counted as ../shared/eval/evaluate.mjs counts them:
// detection on the whole text and its first 3 words; autocorrect's typos fixed, its precision and the correct words it
// changed; autocomplete's hit rates (rest of the word, next word) and keystroke savings with the top 3 suggestions.
import type { AnswerLog } from './answer-log.ts';
import type { Answer, InProcessApi } from './in-process-api.ts';
import type { EvalSet, Row, Typo } from './sets.ts';
import { addScore, emptyScore, typingScore, type TypingScore } from './typing-score.ts';

/** `ceiling`: typos whose best ranked candidate is the word meant (eval/typo-halves.ts). */
export type FigureName = 'whole' | 'first3' | 'fixed' | 'precision' | 'changed' | 'ceiling' | 'hit3' | 'next3' | 'ksr';
/** Figures where less is better: their limit is a ceiling. */
export const LOWER_IS_BETTER: ReadonlySet<FigureName> = new Set(['changed']);
/** The language key of a figure over every language of its set. */
export const ALL = 'all';

/** A percentage with one decimal, or null when nothing was counted. */
export interface Figure { set: string; name: FigureName; lang: string; value: number | null; count: number }

/** evaluate.mjs's region for the dev sentences' two-letter languages. */
const REGION: Record<string, string> = {
  en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', it: 'it_IT', pt: 'pt_BR', nl: 'nl_NL', pl: 'pl_PL', ru: 'ru_RU', sv: 'sv_SE',
  da: 'da_DK', cs: 'cs_CZ', nb: 'nb_NO', tr: 'tr_TR', uk: 'uk_UA', el: 'el_GR', hu: 'hu_HU', ro: 'ro_RO', fi: 'fi_FI', id: 'id_ID',
};
/** evaluate.mjs counts Norwegian Bokmål detected as Norwegian right, and the other way round. */
const SAME: Record<string, string[]> = { nb: ['nb', 'no'], no: ['nb', 'no'] };

const pct = (a: number, b: number): number | null => (b ? Math.round((1000 * a) / b) / 10 : null);

/** Counts of a ratio per language and over all. */
export class Tally {
  private readonly byLang = new Map<string, [hits: number, of: number]>();

  add(lang: string, hit: boolean, counted = true): void {
    if (!counted) return;
    for (const key of [lang, ALL]) {
      const t = this.byLang.get(key) ?? [0, 0];
      t[0] += hit ? 1 : 0;
      t[1]++;
      this.byLang.set(key, t);
    }
  }

  figures(set: string, name: FigureName): Figure[] {
    return [...this.byLang].map(([lang, [hits, of]]) => ({ set, name, lang, value: pct(hits, of), count: of }));
  }
}

/** The parts of the JSON bodies the figures read. */
type DetectionBody = { LangShortCode?: string }[];
interface SuggestionsBody { result?: { suggestions?: string[] } }

const json = <T>(answer: Answer): T | null => (answer.body === null ? null : (JSON.parse(answer.body) as T));

function detection(api: InProcessApi, log: AnswerLog | null, set: string, rows: readonly Row[]): Figure[] {
  const out: Figure[] = [];
  for (const name of ['whole', 'first3'] as const) {
    const tally = new Tally();
    for (const r of rows) {
      const text = name === 'whole' ? r.text : r.text.split(/\s+/).slice(0, 3).join(' ');
      const answer = api.ask('detect_language', '', text);
      log?.record(set, r.lang, text, answer);
      const top = json<DetectionBody>(answer)?.[0];
      const got = String(top?.LangShortCode ?? '').split(/[_-]/)[0].toLowerCase();
      tally.add(r.lang, (SAME[r.lang] ?? [r.lang]).includes(got));
    }
    out.push(...tally.figures(set, name));
  }
  return out;
}

function correction(api: InProcessApi, log: AnswerLog | null, set: string, typos: readonly Typo[], correct: readonly Row[]): Figure[] {
  const fixed = new Tally();
  const precision = new Tally();
  const changed = new Tally();
  for (const t of typos) {
    const answer = api.ask('autocorrect', t.lang, t.text);
    log?.record(set, t.lang, t.text, answer);
    const suggestion = json<SuggestionsBody>(answer)?.result?.suggestions?.[0];
    fixed.add(t.lang, suggestion === t.expect);
    precision.add(t.lang, suggestion === t.expect, suggestion !== undefined);
  }
  for (const c of correct) {
    const answer = api.ask('autocorrect', c.lang, c.text);
    log?.record(set, c.lang, c.text, answer);
    changed.add(c.lang, (json<SuggestionsBody>(answer)?.result?.suggestions?.length ?? 0) > 0);
  }
  return [...fixed.figures(set, 'fixed'), ...precision.figures(set, 'precision'), ...changed.figures(set, 'changed')];
}

function completion(api: InProcessApi, log: AnswerLog | null, set: string, rows: readonly Row[]): Figure[] {
  const byLang = new Map<string, Row[]>();
  for (const r of rows) {
    const langRows = byLang.get(r.lang);
    if (langRows) langRows.push(r);
    else byLang.set(r.lang, [r]);
  }
  const scores = new Map<string, TypingScore>();
  const all = emptyScore();
  for (const [lang, langRows] of byLang) {
    const code = REGION[lang] ?? lang;
    const complete = (text: string): string[] => {
      const answer = api.ask('autocomplete', code, text);
      log?.record(set, lang, text, answer);
      return json<SuggestionsBody>(answer)?.result?.suggestions ?? [];
    };
    const score = typingScore(langRows.map((r) => r.text), complete);
    scores.set(lang, score);
    addScore(all, score);
  }
  scores.set(ALL, all);
  return [...scores].flatMap(([lang, s]): Figure[] => [
    { set, name: 'hit3', lang, value: pct(s.hits, s.asked), count: s.asked },
    { set, name: 'next3', lang, value: pct(s.nextHits, s.nextAsked), count: s.nextAsked },
    { set, name: 'ksr', lang, value: pct(s.saved, s.total), count: s.total },
  ]);
}

/** Every figure of one set; each answer also goes to `log` when given. */
export function measure(api: InProcessApi, set: EvalSet, log: AnswerLog | null): Figure[] {
  switch (set.kind) {
    case 'detect': return detection(api, log, set.name, set.rows);
    case 'correct': return correction(api, log, set.name, set.typos, set.correct);
    case 'complete': return completion(api, log, set.name, set.rows);
  }
}
