// Hunspell's and Aspell's verdicts through their ispell pipe mode (`-a`): one process per batch of words, each word on
// its own line after `^` (so no word is read as a command), each line's results ended by a blank line.
import { execFileSync } from 'node:child_process';

/** A speller's verdict on one word: accepted, or rejected with its first suggestion (null when it has none). */
export interface PipeVerdict { accepted: boolean; first: string | null }

/**
 * The verdicts in `-a` output, one per input line, after its version banner. A line the speller cuts into pieces
 * (at a hyphen) answers a line per piece: the first rejected piece speaks for the line.
 */
export function parsePipeOutput(out: string, count: number): PipeVerdict[] {
  const verdicts: PipeVerdict[] = [];
  let current: PipeVerdict = { accepted: true, first: null };
  const lines = out.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const line of lines.slice(1)) {
    if (verdicts.length === count) break;
    if (line === '') {
      verdicts.push(current);
      current = { accepted: true, first: null };
    } else if (current.accepted && line.startsWith('& ')) {
      current = { accepted: false, first: line.slice(line.indexOf(': ') + 2).split(', ')[0] };
    } else if (current.accepted && line.startsWith('# ')) {
      current = { accepted: false, first: null };
    }
  }
  if (verdicts.length !== count) throw new Error(`the speller answered ${verdicts.length} of ${count} words`);
  return verdicts;
}

/** `command args -a` on the words (none empty or with white space), its verdict on each. */
export function pipeVerdicts(command: string, args: readonly string[], words: readonly string[]): PipeVerdict[] {
  if (words.length === 0) return [];
  const out = execFileSync(command, [...args, '-a'], { input: words.map((w) => `^${w}\n`).join(''), maxBuffer: 1 << 28 });
  return parsePipeOutput(out.toString('utf8'), words.length);
}
