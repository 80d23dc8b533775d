// The compiled-data manifest: what the compile step wrote, read by the server to load packs and build the registry.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

// Spelled from the project root so it also holds inside the bundle in dist/.
export const COMPILED_DIR = join(import.meta.dirname, '..', 'data', 'compiled');
export const MANIFEST_PATH = join(COMPILED_DIR, 'manifest.json');

export interface Manifest {
  /** Hash of the compile step's own code and its source packages; a mismatch means stale. */
  fingerprint: string;
  /** Built with `--all` (every language of the registry), else the default set (data/build-languages.ts). */
  allLanguages: boolean;
  detector: { file: string; languages: string[] };
  /** Language code -> pack file name, for languages that have the command. */
  spellers: Record<string, string>;
  completers: Record<string, string>;
  /** Pack file name -> size in bytes. */
  bytes: Record<string, number>;
  buildSeconds: number;
}

export function readManifest(): Manifest | null {
  if (!existsSync(MANIFEST_PATH)) return null;
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;
}
