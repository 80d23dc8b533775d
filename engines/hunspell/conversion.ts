// ICONV / OCONV tables as Hunspell's RepList applies them: at each position the longest pattern that starts there and
// has an output for that place is replaced. A "_" at a pattern's start or end ties it to the word's start or end ("ICONV ‍_ ￰": a zero-width joiner
// at the end only), one pattern may have an output per context, and "_" in an output is a space.

/** Output index by context: anywhere, at the word's start, at its end, the whole word. */
const ANYWHERE = 0;
const AT_START = 1;
const AT_END = 2;
const WHOLE = 3;

interface Conversion {
  pattern: string;
  /** Outputs by context ('' = none). */
  outputs: [string, string, string, string];
}

export class ConversionTable {
  /** Longest patterns first, so the first that matches is the one Hunspell takes. */
  private readonly entries: Conversion[] = [];

  constructor(rows: [string, string][]) {
    const byPattern = new Map<string, Conversion>();
    for (const [written, output] of rows) {
      let pattern = written;
      let context = ANYWHERE;
      if (pattern.startsWith('_')) (pattern = pattern.slice(1)), (context = AT_START);
      if (pattern.endsWith('_') && pattern.length > 0) (pattern = pattern.slice(0, -1)), (context += AT_END);
      if (pattern === '') continue;
      let entry = byPattern.get(pattern);
      if (!entry) byPattern.set(pattern, (entry = { pattern, outputs: ['', '', '', ''] }));
      entry.outputs[context] = output.replace(/_/g, ' ');
    }
    this.entries = [...byPattern.values()].sort((a, b) => b.pattern.length - a.pattern.length);
  }

  get empty(): boolean {
    return this.entries.length === 0;
  }

  convert(word: string): string {
    let out = '';
    for (let i = 0; i < word.length; ) {
      let applied = 0;
      for (const entry of this.entries) {
        if (!word.startsWith(entry.pattern, i)) continue;
        const output = outputFor(entry, i === 0, i + entry.pattern.length === word.length);
        if (output === '') continue;
        out += output;
        applied = entry.pattern.length;
        break;
      }
      if (applied === 0) out += word[i++];
      else i += applied;
    }
    return out;
  }
}

/** The output for the context, falling back as RepList::replace does: whole -> end -> start -> anywhere, end -> anywhere. */
function outputFor(entry: Conversion, atStart: boolean, atEnd: boolean): string {
  let context = atEnd ? (atStart ? WHOLE : AT_END) : atStart ? AT_START : ANYWHERE;
  while (context !== ANYWHERE && entry.outputs[context] === '') context = context === AT_END && !atStart ? ANYWHERE : context - 1;
  return entry.outputs[context];
}
