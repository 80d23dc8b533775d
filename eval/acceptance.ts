// `npm run eval:acceptance [-- xx_XX ...]`: how often our checker (engines/hunspell/checker.ts, from each compiled speller
// pack) accepts and rejects what Hunspell 1.7 does (libhunspell's spell(), Debian's library), on words of the language's own
// text and on one-edit non-words made from them (the languages named, else every compiled speller); writes the table
// into docs/QUALITY.md's acceptance section.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { readCommonWords, readDasherText, readGameText, readHunspell, UFOAI, WESNOTH } from '../data/completer-sources.ts';
import { DEBIAN_ROOT } from '../data/debian-packages.ts';
import { udhrText } from '../data/detector-corpus.ts';
import { writeGeneratedSection } from '../data/generated-section.ts';
import { readManifest } from '../data/manifest.ts';
import { editingProfile } from '../languages/registry.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { compiledAutocorrector } from '../test/compiled-speller.ts';
import { QUALITY_PATH } from './quality-table.ts';

/** Words and non-words sampled per language: 2 × 1,500 words put one disagreement at 0.03 %. */
const SAMPLE = 1500;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*[\p{L}\p{M}]|[\p{L}\p{M}]/gu;

/** A small deterministic generator (mulberry32), so a run samples what the last one did. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The distinct words of the language's text: its ranked list, running text, game dialogue and UDHR declaration. */
function textWords(lang: EditingProfile): string[] {
  const text = [
    lang.dasher ? readDasherText(lang.dasher) : readGameText(UFOAI, lang.code),
    readGameText(WESNOTH, lang.code),
    udhrText(lang.code),
  ].join('\n');
  const words = new Set(lang.commonWords ? readCommonWords(lang.commonWords) : []);
  for (const [word] of text.matchAll(WORD)) words.add(word);
  return [...words];
}

/** `word` with one letter swapped, dropped, doubled or replaced by another letter of `letters`. */
function oneEdit(word: string, letters: string[], next: () => number): string {
  const chars = [...word];
  const at = Math.floor(next() * chars.length);
  const kind = Math.floor(next() * 4);
  if (kind === 0 && at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
  else if (kind === 1 && chars.length > 2) chars.splice(at, 1);
  else if (kind === 2) chars.splice(at, 0, chars[at]);
  else chars[at] = letters[Math.floor(next() * letters.length)];
  return chars.join('');
}

/**
 * The letters non-words are made with: the .aff's TRY letters, the dictionary's alphabet (a letter outside an 8-bit
 * dictionary's character set is no word to Hunspell's conversion), else the text's.
 */
function editLetters(stem: string, words: string[]): string[] {
  const tried = /^TRY\s+(\S+)/m.exec(readHunspell(stem)?.affText ?? '')?.[1];
  return [...new Set(tried ?? words.join(''))].filter((c) => /\p{L}/u.test(c));
}

/** SAMPLE words of the text and SAMPLE one-edit non-words of them (the words the text lacks). */
function sample(words: string[], letters: string[], seed: number): string[] {
  const next = random(seed);
  const pick = (from: string[]) => Array.from({ length: Math.min(SAMPLE, from.length) }, () => from[Math.floor(next() * from.length)]);
  const known = new Set(words);
  const chosen = pick(words);
  const edited = pick(words).map((word) => oneEdit(word, letters, next)).filter((word) => !known.has(word));
  return [...new Set([...chosen, ...edited])];
}

const PYTHON = '/usr/bin/python3';

/**
 * Libhunspell's spell() on each whole word (through Python's ctypes), as the hunspell program's check() calls it: in the
 * dictionary's character set, a typographic apostrophe tried as an ASCII one. The program itself is no reference for one
 * word: its tokenizer cuts "Tan-Vragiš" at the hyphen, and `-w` judges a line by its first piece alone.
 */
const SPELL_SCRIPT = `
import ctypes, ctypes.util, re, sys
lib = ctypes.CDLL(ctypes.util.find_library('hunspell-1.7') or 'libhunspell-1.7.so.0')
lib.Hunspell_create.restype = ctypes.c_void_p
lib.Hunspell_create.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
lib.Hunspell_spell.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
stem = sys.argv[1]
h = lib.Hunspell_create((stem + '.aff').encode(), (stem + '.dic').encode())
charset = re.search(rb'^(?:\\xef\\xbb\\xbf)?SET\\s+(\\S+)', open(stem + '.aff', 'rb').read(), re.M)
encoding = charset.group(1).decode().lower().replace('microsoft-', '') if charset else 'iso8859-1'
utf8 = encoding == 'utf-8'
def spell(word):
    try:
        return lib.Hunspell_spell(h, word.encode(encoding)) != 0
    except UnicodeEncodeError:
        return False
verdicts = []
for word in sys.stdin.read().split('\\n')[:-1]:
    if not utf8:
        word = word.replace('\\u2019', "'")
    typographic = utf8 and '\\u2019' in word
    verdicts.append('1' if spell(word) or (typographic and spell(word.replace('\\u2019', "'"))) else '0')
print(''.join(verdicts))
`;

/** Hunspell's verdict on each word, one a line through libhunspell's spell() (SPELL_SCRIPT). */
function hunspellAccepts(stem: string, words: string[]): boolean[] {
  const out = execFileSync(PYTHON, ['-c', SPELL_SCRIPT, join(DEBIAN_ROOT, 'usr/share/hunspell', stem)], {
    input: words.join('\n') + '\n',
    env: { ...process.env, PYTHONIOENCODING: 'utf-8' },
    maxBuffer: 1 << 28,
  }).toString('utf8');
  if (out.trim().length !== words.length) throw new Error(`libhunspell judged ${out.trim().length} of ${words.length} words for ${stem}`);
  return words.map((_, i) => out[i] === '1');
}

interface Agreement {
  code: string;
  words: number;
  agreed: number;
  /** Examples of disagreement: word, then ours/Hunspell's verdict. */
  examples: string[];
}

function agreement(code: string, seed: number): Agreement | null {
  const lang = editingProfile(code);
  const corrector = compiledAutocorrector(code);
  if (!lang.hunspell || !corrector) return null;
  const text = textWords(lang);
  const words = sample(text, editLetters(lang.hunspell.stem, text), seed);
  if (words.length === 0) return null;
  const theirs = hunspellAccepts(lang.hunspell.stem, words);
  const examples: string[] = [];
  let agreed = 0;
  words.forEach((word, i) => {
    const ours = corrector.checker.check(word);
    if (ours === theirs[i]) agreed++;
    else if (examples.length < 4) examples.push(`${word} ${ours ? '+' : '-'}/${theirs[i] ? '+' : '-'}`);
  });
  return { code, words: words.length, agreed, examples };
}

const asked = process.argv.slice(2);
const codes = asked.length > 0 ? asked : Object.keys(readManifest()?.spellers ?? {});
const rows: string[] = [];
for (const [i, code] of codes.entries()) {
  const a = agreement(code, i + 1);
  if (!a) continue;
  const row = `| ${a.code} | ${a.words} | ${((100 * a.agreed) / a.words).toFixed(2)} | ${a.examples.join(', ')} |`;
  console.log(row);
  rows.push(row);
}
const table = ['| language | words and non-words | agreement % | disagreements (ours/Hunspell\'s) |', '|---|---:|---:|---|', ...rows].join('\n');
writeGeneratedSection(QUALITY_PATH, 'acceptance', table);
