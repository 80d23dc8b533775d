// The compiled packs (data/compiled) for the tests and benches that check real words, when the compile step has run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { Completer } from '../engines/completer.ts';
import type { Corrector } from '../engines/corrector.ts';
import { languageCorrector } from '../engines/language-corrector.ts';
import { Pack } from '../engines/pack.ts';
import { borrowsFrom, editingProfile } from '../languages/registry.ts';

/** The language's pack is compiled. */
export function compiled(code: string): boolean {
  return existsSync(join(COMPILED_DIR, `speller-${code}.bin`));
}

/** A compiled pack file as a Pack, or null when it is missing. */
export function compiledPack(path: string): Pack | null {
  if (!existsSync(path)) return null;
  const buf = readFileSync(path);
  return new Pack(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
}

/**
 * A language's autocorrect engine as the server builds it (core/engine-set.ts): the language's speller pack from
 * `packDir`, two words run together weighed by its compiled completer where it has one, the loan language's words
 * weighed as typed; null when the speller pack is missing.
 */
export function compiledCorrector(code: string, packDir = COMPILED_DIR): Corrector | null {
  const speller = compiledPack(join(packDir, `speller-${code}.bin`));
  if (!speller) return null;
  const completer = compiledPack(join(packDir, `completer-${code}.bin`));
  const profile = editingProfile(code);
  const loan = borrowsFrom(profile);
  return languageCorrector(speller, profile, completer && new Completer(completer, profile.writing), loan === null ? null : compiledCorrector(loan, packDir));
}

/** compiledCorrector's engine where it is the Hunspell one, for what reads its parts; null for a Voikko language too. */
export function compiledAutocorrector(code: string, packDir = COMPILED_DIR): Autocorrector | null {
  const corrector = compiledCorrector(code, packDir);
  return corrector instanceof Autocorrector ? corrector : null;
}
