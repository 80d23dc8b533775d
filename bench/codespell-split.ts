// An English evaluation set of real misspellings from source code and documentation: codespell's dictionary (Debian
// `codespell`, reserved for evaluation: it never feeds a pack). Kept: one-word entries with a single correction that
// Hunspell's en_US accepts, whose misspelling it rejects and our replacement table does not hold, so the set measures
// what the engine finds by itself ("intializaze", "folwoind").
// Usage: tsx bench/codespell-split.ts OUT_DIR [count] [seed]   -> OUT_DIR/typos.jsonl, OUT_DIR/correct.jsonl (empty)
//        (then: tsx bench/autocorrect.ts OUT_DIR/typos.jsonl OUT_DIR/correct.jsonl)
import { existsSync, readFileSync } from 'node:fs';
import { replacementPairs } from '../data/speller-replacements.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { editingProfile } from '../languages/registry.ts';
import { prng } from '../test/hostile-requests.ts';
import { IS_WORD, loadSpeller, shuffle, writeSplit } from './typo-split.ts';

const DICTIONARY = '/usr/lib/python3/dist-packages/codespell_lib/data/dictionary.txt';
const CODE = 'en_US';

const [out, count = '1000', seed = '20261124'] = process.argv.slice(2);
if (!out) throw new Error('usage: tsx bench/codespell-split.ts OUT_DIR [count] [seed]');
if (!existsSync(DICTIONARY)) throw new Error(`${DICTIONARY} is missing: apt-get install codespell`);
const speller = loadSpeller(CODE);
if (!speller) throw new Error(`the ${CODE} speller pack is not compiled: npm run build:data`);
const checker = new HunspellChecker(speller, editingProfile(CODE).writing.casing);
const table = new Set(replacementPairs(editingProfile(CODE), checker).map(([typo]) => typo));
const typos: { lang: string; text: string; expect: string }[] = [];
for (const line of readFileSync(DICTIONARY, 'utf8').split('\n')) {
  const [text, fixes] = line.split('->');
  if (fixes === undefined || fixes.includes(',')) continue;
  const expect = fixes.trim();
  if (!IS_WORD.test(text) || !IS_WORD.test(expect) || table.has(text)) continue;
  if (checker.check(text) || !checker.check(expect)) continue;
  typos.push({ lang: CODE, text, expect });
}
writeSplit(out, shuffle(typos, prng(Number(seed))).slice(0, Number(count)), []);
