// The autocorrect engine of one language, as its profile's speller asks: a Voikko morphology's where it names one
// (voikko-corrector.ts), else its Hunspell dictionary's (autocorrector.ts), over the language's speller pack.
import type { EditingProfile } from '../languages/profile.ts';
import { Autocorrector } from './autocorrector.ts';
import type { LoanWords } from './correct-loan-words.ts';
import type { NextWordModel } from './correct-splits.ts';
import type { Corrector } from './corrector.ts';
import type { Pack } from './pack.ts';
import { VoikkoCorrector } from './voikko-corrector.ts';

/**
 * `pairs`: the language's completion model, which weighs two words run together (the Hunspell engine's splits), or
 * null; `loans`: the loan language's words, weighed as typed, or null.
 */
export function languageCorrector(pack: Pack, profile: EditingProfile, pairs: NextWordModel | null, loans: LoanWords | null): Corrector {
  return profile.voikko ? new VoikkoCorrector(pack, profile.writing, loans) : new Autocorrector(pack, profile.writing, pairs, loans);
}
