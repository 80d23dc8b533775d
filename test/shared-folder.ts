// ../shared beside the checkout holds the dev sets and Hunspell's own test cases. A clone alone skips the tests that
// read it and says why; CI (CI=true) always has it, so there a missing folder fails instead of skipping.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const SHARED_DIR = join(import.meta.dirname, '..', '..', 'shared');

/** A path under ../shared. */
export function sharedPath(...parts: string[]): string {
  return join(SHARED_DIR, ...parts);
}

/** The reason to skip a test that reads `path` (false when it is there); throws under CI, which must have it. */
export function skipWithoutShared(path: string): string | false {
  if (existsSync(path)) return false;
  if (process.env.CI === 'true') throw new Error(`${path} is missing: CI runs with ../shared beside the checkout`);
  return `${path} not found: a clone without ../shared beside it`;
}
