// The compiled speller packs (data/compiled) for the tests that check real words, when the compile step has run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Autocorrector } from '../engines/autocorrector.ts';
import { Pack } from '../engines/pack.ts';

const COMPILED = join(import.meta.dirname, '..', 'data', 'compiled');

/** The language's pack is compiled. */
export function compiled(code: string): boolean {
  return existsSync(join(COMPILED, `speller-${code}.bin`));
}

/** An autocorrector over the language's compiled pack, or null when it is not compiled. */
export function compiledAutocorrector(code: string): Autocorrector | null {
  const path = join(COMPILED, `speller-${code}.bin`);
  if (!existsSync(path)) return null;
  const buf = readFileSync(path);
  return new Autocorrector(new Pack(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer));
}
