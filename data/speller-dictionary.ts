// Compiles parsed .aff/.dic into the dictionary sections drawn in engines/hunspell/dictionary.ts.
import type { DICTIONARY } from '../engines/hunspell/dictionary.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { StemMap } from './hunspell-dic.ts';
import { buildStringTable } from './speller-string-table.ts';

export function dictionarySections(stems: StemMap): Sections<typeof DICTIONARY> {
  const texts = [...stems.keys()];
  let homonyms = 0;
  let flagCount = 0;
  for (const sets of stems.values()) {
    homonyms += sets.length;
    for (const s of sets) flagCount += s.length;
  }
  const stemHom = new Uint32Array(texts.length + 1);
  const homStem = new Uint32Array(homonyms);
  const homFlags = new Uint32Array(homonyms + 1);
  const flagPool = new Uint16Array(flagCount);
  let h = 0;
  let at = 0;
  texts.forEach((text, i) => {
    stemHom[i] = h;
    for (const set of stems.get(text)!) {
      homStem[h] = i;
      homFlags[h] = at;
      flagPool.set(set, at);
      at += set.length;
      h++;
    }
  });
  stemHom[texts.length] = h;
  homFlags[homonyms] = at;
  return { stem: buildStringTable(texts), stemHom, homStem, homFlags, flagPool };
}
