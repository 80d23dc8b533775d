// Compiles the speller pack of a language whose speller is a Voikko morphology (layout in engines/voikko-pack.ts):
// its mor.vfst as read from the Debian package, the words of the language's text the morphology accepts, with their
// frequencies, which rank autocorrect's candidates, and the common words it rejects (spoken Finnish: "mut", "niinku").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EditingProfile } from '../languages/profile.ts';
import { VOIKKO_PACK } from '../engines/voikko-pack.ts';
import { VfstTransducer } from '../engines/vfst-transducer.ts';
import { VoikkoSpeller } from '../engines/voikko-speller.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { encodePack } from './pack-writer.ts';
import { readCommonWords } from './completer-sources.ts';
import { languageFrequencies } from './speller-frequencies.ts';
import { buildStringTable } from './speller-string-table.ts';
import { writtenWords, writtenWordSections } from './speller-written-words.ts';
import { readVfst } from './vfst-file.ts';
import { packKeyboards } from './shared-packs.ts';
import { keyboardsMeta } from './xkb-layout.ts';

/**
 * The pack from a mor.vfst file's bytes, the language's word frequencies (the words the morphology rejects are left
 * out), its common words, most frequent first, and the keyboards of the languages reading it (SpellerMeta.keyboards).
 */
export function compileVoikkoPack(code: string, morphology: Uint8Array, frequencies: Map<string, number>, commonWords: string[], keyboards?: Record<string, string[][]>): Uint8Array {
  const mor = readVfst(morphology);
  const speller = new VoikkoSpeller(new VfstTransducer(mor.sections, mor.meta));
  const pooled = new Map<string, number>();
  // Only accepted words are listed: the engine takes a listed lower-case word as accepted (voikko-corrector.ts accepts).
  for (const [word, freq] of frequencies) {
    const key = word.toLowerCase();
    if (speller.accepts(key)) pooled.set(key, (pooled.get(key) ?? 0) + freq);
  }
  const words = [...pooled.keys()].sort();
  const wordLogFreq = Float32Array.from(words, (w) => Math.log(pooled.get(w)!));
  const written = writtenWordSections(writtenWords(commonWords, { check: (word) => speller.accepts(word) }, false));
  return encodePack(VOIKKO_PACK, { code, mor: mor.meta, keyboards }, { mor: mor.sections, word: buildStringTable(words), wordLogFreq, written });
}

export function compileVoikko(lang: EditingProfile & { voikko: { morphology: string } }, outDir: string): string {
  const commonWords = lang.commonWords ? readCommonWords(lang.commonWords) : [];
  const bytes = compileVoikkoPack(lang.code, readFileSync(join(DEBIAN_ROOT, lang.voikko.morphology)), languageFrequencies(lang), commonWords, keyboardsMeta(packKeyboards(lang.code)));
  const file = `speller-${lang.code}.bin`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, file), bytes);
  return file;
}
