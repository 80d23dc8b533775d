// The speller pack (data/compile-speller.ts writes it, engines/autocorrector.ts reads it): the .aff's options as meta
// (engines/hunspell/speller-meta.ts) and these parts, each drawn where it is read:
//
//   pfx*, sfx*, cond*      affix rules               engines/hunspell/affixes.ts, affix-conditions.ts
//   stem*, stemHom ...     the .dic                  engines/hunspell/dictionary.ts
//   form*                  form filter's prefixes    engines/hunspell/form-filter.ts
//   word*, sd*, stemFreq   autocorrect word list     engines/correct-candidates.ts, correct-delete-index.ts
//   fsa*                   form automaton            engines/form-automaton.ts
//   sk*       (optional)   sound-key index           engines/correct-sound-index.ts
//   fix*      (optional)   real misspellings         engines/correct-replacements.ts
//   written*  (optional)   words people write that the dictionary lacks  engines/correct-written-words.ts
//   spelled*  (optional)   words a spelling list holds that it lacks     engines/correct-written-words.ts
//
// A new part: declare it next to its reader (part({...}) from engines/pack-layout.ts), add it here under its prefix,
// and give its sections in data/compile-speller.ts.
import { SOUND_INDEX } from './correct-sound-index.ts';
import { REPLACEMENTS } from './correct-replacements.ts';
import { WORD_LIST } from './correct-candidates.ts';
import { WRITTEN_WORDS } from './correct-written-words.ts';
import { FORM_AUTOMATON } from './form-automaton.ts';
import { CHECKER } from './hunspell/checker.ts';
import { FORM_FILTER } from './hunspell/form-filter.ts';
import type { SpellerMeta } from './hunspell/speller-meta.ts';
import { optional, packLayout } from './pack-layout.ts';

export const SPELLER_PACK = packLayout<SpellerMeta>()('speller', {
  ...CHECKER,
  ...WORD_LIST,
  form: FORM_FILTER,
  fsa: FORM_AUTOMATON,
  sk: optional(SOUND_INDEX),
  fix: optional(REPLACEMENTS),
  written: optional(WRITTEN_WORDS),
  spelled: optional(WRITTEN_WORDS),
});
