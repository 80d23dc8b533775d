// The line a bench report opens with: which command made it, when, from which commit, and on what machine, so a
// figure in docs/BENCHMARKS.md can be compared with a new run only when the two lines match.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';

/** The commit measured, `-dirty` when the working tree had changes. */
function commit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export function reportHeader(command: string, started: Date): string {
  const load = loadavg()[0].toFixed(1);
  return (
    `Made by \`${command}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit()}; ` +
    `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Linux ${release()}, Node ${process.version}; load average ${load} at the start.`
  );
}
