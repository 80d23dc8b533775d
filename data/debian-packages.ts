// Fetches Debian data packages into data/cache without installing them: `apt-get download` + `dpkg -x`.
// The product reads them at build time only; nothing fetched here is committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CACHE_DIR = join(import.meta.dirname, 'cache');
/** Every package is unpacked into this one tree, so paths read like an installed system: ROOT/usr/share/... */
export const DEBIAN_ROOT = join(CACHE_DIR, 'root');
const DEB_DIR = join(CACHE_DIR, 'deb');

const stampOf = (pkg: string) => join(DEB_DIR, `${pkg}.unpacked`);

function download(packages: string[]): void {
  execFileSync('apt-get', ['download', ...packages], { cwd: DEB_DIR, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Makes sure each package is unpacked under DEBIAN_ROOT; downloads only what is missing. A package in `parts` has only
 * that folder of it unpacked (a path under the root, no leading slash).
 */
export function ensureDebianPackages(packages: string[], parts: Record<string, string> = {}): void {
  mkdirSync(DEB_DIR, { recursive: true });
  mkdirSync(DEBIAN_ROOT, { recursive: true });
  const missing = packages.filter((pkg) => !existsSync(stampOf(pkg)));
  if (missing.length === 0) return;
  console.log(`data: fetching Debian packages ${missing.join(' ')}`);
  try {
    download(missing);
  } catch {
    // A fresh machine has no package lists yet.
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    download(missing);
  }
  const debs = readdirSync(DEB_DIR).filter((f) => f.endsWith('.deb'));
  for (const pkg of missing) {
    const deb = debs.find((f) => f.startsWith(`${pkg}_`));
    if (!deb) throw new Error(`apt-get download produced no .deb for ${pkg}`);
    const part = parts[pkg];
    if (part === undefined) execFileSync('dpkg', ['-x', join(DEB_DIR, deb), DEBIAN_ROOT]);
    else execFileSync('sh', ['-c', 'dpkg-deb --fsys-tarfile "$0" | tar -x -C "$1" "./$2"', join(DEB_DIR, deb), DEBIAN_ROOT, part]);
    writeFileSync(stampOf(pkg), deb + '\n');
  }
}
