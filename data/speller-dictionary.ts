// Compiles parsed .aff/.dic into the dictionary sections drawn in engines/hunspell/dictionary.ts.
import type { DICTIONARY } from '../engines/hunspell/dictionary.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { StemMap } from './hunspell-dic.ts';
import { buildFrontCodedTable } from './speller-front-coded-table.ts';
import { narrowestColumn } from './uint-column.ts';

export function dictionarySections(stems: StemMap): Sections<typeof DICTIONARY> {
  const texts = [...stems.keys()];
  let homonyms = 0;
  for (const sets of stems.values()) homonyms += sets.length;
  const stemExtra = new Uint32Array(texts.length + 1);
  const homExtra = new Uint32Array(homonyms);
  const homSet = new Uint32Array(homonyms);
  const setIds = new Map<string, number>();
  const pool: number[] = [];
  const setStart = [0];
  let h = 0;
  texts.forEach((text, i) => {
    stemExtra[i] = h - i;
    for (const set of stems.get(text)!) {
      homExtra[h] = h - i;
      const key = set.join(',');
      let id = setIds.get(key);
      if (id === undefined) {
        id = setIds.size;
        setIds.set(key, id);
        pool.push(...set);
        setStart.push(pool.length);
      }
      homSet[h] = id;
      h++;
    }
  });
  stemExtra[texts.length] = h - texts.length;
  return {
    stem: buildFrontCodedTable(texts),
    stemExtra: narrowestColumn(stemExtra),
    homExtra: narrowestColumn(homExtra),
    homSet: narrowestColumn(homSet),
    setStart: Uint32Array.from(setStart),
    flagPool: Uint16Array.from(pool),
  };
}
