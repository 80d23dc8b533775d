// Hunspell's and Aspell's verdicts through their ispell pipe mode (`-a`): one process per batch of words, each word on
// its own line after `^` (so no word is read as a command), each line's results ended by a blank line. The process
// writes to a file, read as it grows, so it never waits for this thread, and a word past its CPU budget is given up.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A speller's verdict on one word: accepted, or rejected with its first suggestion (null when it has none). */
export interface PipeVerdict { accepted: boolean; first: string | null }

/** The verdict on a word the speller spent its whole budget on: rejected, no suggestion in time. */
export const OVER_BUDGET: PipeVerdict = { accepted: false, first: null };

/**
 * The verdicts in `-a` output, one per input line whose results are complete, after its version banner. A line the
 * speller cuts into pieces (at a hyphen) answers a line per piece: the first rejected piece speaks for the line.
 */
export function readVerdicts(out: string): PipeVerdict[] {
  const verdicts: PipeVerdict[] = [];
  let current: PipeVerdict = { accepted: true, first: null };
  const lines = out.split('\n');
  // The last piece is a line still being written, or '' after the last newline.
  lines.pop();
  for (const line of lines.slice(1)) {
    if (line === '') {
      verdicts.push(current);
      current = { accepted: true, first: null };
    } else if (current.accepted && line.startsWith('& ')) {
      current = { accepted: false, first: line.slice(line.indexOf(': ') + 2).split(', ')[0] };
    } else if (current.accepted && line.startsWith('# ')) {
      current = { accepted: false, first: null };
    }
  }
  return verdicts;
}

/** The verdicts of a finished run on `count` words. */
export function parsePipeOutput(out: string, count: number): PipeVerdict[] {
  const verdicts = readVerdicts(out).slice(0, count);
  if (verdicts.length !== count) throw new Error(`the speller answered ${verdicts.length} of ${count} words`);
  return verdicts;
}

/** How often a running speller's output and CPU time are read. */
const POLL_MS = 50;
/** Clock ticks per second of /proc/PID/stat's times (USER_HZ, 100 on every Linux build). */
const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used, from /proc; null once it is gone. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime are fields 14 and 15; the command name before them may hold spaces, so count after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** One process on the words: the verdicts it gave before it ended, or before one word took `budget` CPU seconds (then killed). */
function runOnce(command: string, args: readonly string[], words: readonly string[], budget: number): Promise<{ verdicts: PipeVerdict[]; finished: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'ispell-pipe-'));
  const outPath = join(dir, 'out');
  const out = openSync(outPath, 'w');
  const child = spawn(command, [...args, '-a'], { stdio: ['pipe', out, 'inherit'] });
  closeSync(out);
  let answered = 0;
  let cpuAtAnswer = 0;
  let overBudget = false;
  const poll = setInterval(() => {
    const cpu = child.pid === undefined ? null : cpuSeconds(child.pid);
    const count = readVerdicts(readFileSync(outPath, 'utf8')).length;
    if (cpu === null) return;
    if (count > answered) [answered, cpuAtAnswer] = [count, cpu];
    else if (cpu - cpuAtAnswer > budget) {
      overBudget = true;
      child.kill('SIGKILL');
    }
  }, POLL_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(poll);
      const text = readFileSync(outPath, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      if (overBudget) resolve({ verdicts: readVerdicts(text).slice(0, words.length), finished: false });
      else if (status !== 0) reject(new Error(`${command} ${args.join(' ')} -a exited ${status}`));
      else {
        try {
          resolve({ verdicts: parsePipeOutput(text, words.length), finished: true });
        } catch (error) {
          reject(error);
        }
      }
    });
    // stdio[0] is 'pipe': stdin is there.
    child.stdin!.end(words.map((w) => `^${w}\n`).join(''));
  });
}

/**
 * `command args -a` on the words (none empty or with white space), its verdict on each, from a child process that runs
 * while this thread works. A word that takes more than `budget` CPU seconds is OVER_BUDGET, and a new process goes on
 * from the next word.
 */
export async function pipeVerdicts(command: string, args: readonly string[], words: readonly string[], budget = Infinity): Promise<PipeVerdict[]> {
  const verdicts: PipeVerdict[] = [];
  while (verdicts.length < words.length) {
    const run = await runOnce(command, args, words.slice(verdicts.length), budget);
    verdicts.push(...run.verdicts);
    if (!run.finished) verdicts.push(OVER_BUDGET);
  }
  return verdicts;
}
