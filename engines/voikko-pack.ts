// The morphology speller pack (data/compile-voikko.ts writes it, engines/voikko-corrector.ts reads it): a language
// whose speller is a Voikko morphology (LanguageSources.voikko) instead of a Hunspell dictionary.
//
//   morCells               the morphology transducer's cells   engines/vfst-transducer.ts (meta.mor: its symbols)
//   word*                  the words the language's text holds, as a string table   engines/hunspell/string-table.ts
//   wordLogFreq  f32[W]    log relative frequency of word i in that text
//   written*  (optional)   words people write that the morphology rejects   engines/correct-written-words.ts
import { STRING_TABLE } from './hunspell/string-table.ts';
import { WRITTEN_WORDS } from './correct-written-words.ts';
import { optional, packLayout } from './pack-layout.ts';
import { VFST, type VfstMeta } from './vfst-transducer.ts';

export interface VoikkoMeta {
  code: string;
  mor: VfstMeta;
  /** The keyboard of each language reading the pack, by its xkb name (as SpellerMeta.keyboards). */
  keyboards?: Record<string, string[][]>;
}

export const VOIKKO_PACK = packLayout<VoikkoMeta>()('voikko', {
  mor: VFST,
  word: STRING_TABLE,
  wordLogFreq: 'f32',
  written: optional(WRITTEN_WORDS),
});
