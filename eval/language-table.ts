// The per-language quality table of eval/languages.ts: first-suggestion answers counted per speller, and the rows as
// Markdown, ours beside Hunspell's and Aspell's on the same words.

/** One speller's first suggestions to typed words: how many were asked, answered, and answered with the word meant. */
export class SuggestionScore {
  asked = 0;
  answered = 0;
  right = 0;

  add(answer: string | null, expect: string): void {
    this.asked++;
    if (answer === null) return;
    this.answered++;
    if (answer === expect) this.right++;
  }

  /** Share of the words fixed, % (null when none were asked). */
  accuracy(): number | null {
    return percent(this.right, this.asked);
  }

  /** Share of the answers that were right, %. */
  precision(): number | null {
    return percent(this.right, this.answered);
  }
}

/** Correct words of the text: how many autocorrect would change. */
export interface ChangeCount { words: number; changed: number }

/** One set of typed words (keyboard typos, or words without their marks): ours, and each reference speller's where it has the language. */
export interface TypedScores { ours: SuggestionScore; hunspell: SuggestionScore | null; aspell: SuggestionScore | null }

export interface LanguageRow {
  code: string;
  /** Where the words come from, and whether the completer trained on that text. */
  source: string;
  typos: TypedScores | null;
  marks: TypedScores | null;
  correct: ChangeCount | null;
  /** Autocomplete's rest-of-word hits among the first 3 suggestions, asked at every letter of the held-out sentences. */
  hit3: { hits: number; asked: number } | null;
}

export const percent = (part: number, whole: number): number | null => (whole > 0 ? (100 * part) / whole : null);

const cell = (value: number | null | undefined): string => (value === null || value === undefined ? '' : value.toFixed(1));

function typedCells(scores: TypedScores | null): string[] {
  if (!scores) return ['', '', '', '', ''];
  return [String(scores.ours.asked), cell(scores.ours.accuracy()), cell(scores.ours.precision()), cell(scores.hunspell?.accuracy()), cell(scores.aspell?.accuracy())];
}

const HEADER = [
  'language', 'text',
  'typos', 'ours %', 'precision %', 'Hunspell %', 'Aspell %',
  'no marks', 'ours %', 'precision %', 'Hunspell %', 'Aspell %',
  'text words', 'changed %',
  'hit3 %', 'letters',
];

/** One language's line of the table; a language without a command or speller leaves its cells empty. */
export function rowLine(row: LanguageRow): string {
  const correct = row.correct;
  const cells = [
    row.code, row.source,
    ...typedCells(row.typos),
    ...typedCells(row.marks),
    correct ? String(correct.words) : '', cell(correct && percent(correct.changed, correct.words)),
    cell(row.hit3 && percent(row.hit3.hits, row.hit3.asked)), row.hit3 ? String(row.hit3.asked) : '',
  ];
  return `| ${cells.join(' | ')} |`;
}

const LINE_CODE = /^\| ([a-z]{2,3}_[A-Za-z]+) \|/;

/**
 * The table with `rows` (rowLine's lines) in place of their languages' lines in `previous` (the table as last written),
 * the other languages' lines kept: a run of a few languages updates their rows. Languages in `order`, others dropped.
 */
export function mergedTable(previous: string, rows: readonly string[], order: readonly string[]): string {
  const lines = new Map<string, string>();
  for (const line of [...previous.split('\n'), ...rows]) {
    const code = LINE_CODE.exec(line)?.[1];
    if (code !== undefined) lines.set(code, line);
  }
  const header = [`| ${HEADER.join(' | ')} |`, `|---|---|${HEADER.slice(2).map(() => '---:|').join('')}`];
  return [...header, ...order.flatMap((code) => lines.get(code) ?? [])].join('\n');
}
