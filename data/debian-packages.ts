// Fetches Debian data packages into data/cache without installing them: `apt-get download` + `dpkg -x`.
// The product reads them at build time only; nothing fetched here is committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CACHE_DIR = join(import.meta.dirname, 'cache');
/** Every package is unpacked into this one tree, so paths read like an installed system: ROOT/usr/share/... */
export const DEBIAN_ROOT = join(CACHE_DIR, 'root');
const DEB_DIR = join(CACHE_DIR, 'deb');

const stampOf = (pkg: string) => join(DEB_DIR, `${pkg}.unpacked`);

/** The folders of a package its stamp says are unpacked: none for a whole package (its stamp's first line is the .deb). */
function unpackedParts(pkg: string): string[] | null {
  const stamp = stampOf(pkg);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim().split('\n').slice(1) : null;
}

function download(packages: string[]): void {
  execFileSync('apt-get', ['download', ...packages], { cwd: DEB_DIR, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Makes sure each package is unpacked under DEBIAN_ROOT; downloads only what is missing. A package in `parts` has only
 * those folders of it unpacked (paths under the root, no leading slash); a folder added later is unpacked from the
 * .deb already downloaded.
 */
export function ensureDebianPackages(packages: string[], parts: Record<string, readonly string[]> = {}): void {
  mkdirSync(DEB_DIR, { recursive: true });
  mkdirSync(DEBIAN_ROOT, { recursive: true });
  const debOf = (pkg: string) => readdirSync(DEB_DIR).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  const missing = packages.filter((pkg) => {
    const done = unpackedParts(pkg);
    return done === null || (parts[pkg]?.some((part) => !done.includes(part)) ?? false);
  });
  if (missing.length === 0) return;
  console.log(`data: fetching Debian packages ${missing.join(' ')}`);
  const toDownload = missing.filter((pkg) => !debOf(pkg));
  if (toDownload.length > 0) {
    try {
      download(toDownload);
    } catch {
      // A fresh machine has no package lists yet.
      execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
      download(toDownload);
    }
  }
  for (const pkg of missing) {
    const deb = debOf(pkg);
    if (!deb) throw new Error(`apt-get download produced no .deb for ${pkg}`);
    const wanted = parts[pkg];
    if (wanted === undefined) execFileSync('dpkg', ['-x', join(DEB_DIR, deb), DEBIAN_ROOT]);
    else for (const part of wanted) execFileSync('sh', ['-c', 'dpkg-deb --fsys-tarfile "$0" | tar -x -C "$1" "./$2"', join(DEB_DIR, deb), DEBIAN_ROOT, part]);
    writeFileSync(stampOf(pkg), [deb, ...(wanted ?? [])].join('\n') + '\n');
  }
}
