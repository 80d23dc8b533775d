// Whether a peer's or a load generator's command-line tool is on PATH: a fresh machine lacks the Debian ones the benches
// call, and a bench should then say which package to install instead of failing on a spawn error.
import { execFileSync } from 'node:child_process';

/** False only when `command` cannot be spawned; a non-zero exit still means it is there (`wrk -v` exits 1). */
export function commandInstalled(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
  return true;
}
