// The held-out split of the replacement lists (data/speller-replacements.ts isHeldOut: one entry in ten): real
// misspellings of each language with LibreOffice's or Wikipedia's correction, and speller packs built without them, to
// measure the engine on misspellings its table does not hold. Run-together words ("alot" -> "a lot") are kept too.
// Usage: tsx eval/replacement-split.ts OUT_DIR   -> OUT_DIR/typos.jsonl, OUT_DIR/correct.jsonl (no correct words),
//        OUT_DIR/packs (then: PACK_DIR=OUT_DIR/packs tsx bench/autocorrect.ts OUT_DIR/typos.jsonl OUT_DIR/correct.jsonl)
import { join } from 'node:path';
import { compileSpeller } from '../data/compile-speller.ts';
import { replacementPairs } from '../data/speller-replacements.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { loadSpeller, SKIP, writeSplit } from './typo-split.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx eval/replacement-split.ts OUT_DIR');
const typos: { lang: string; text: string; expect: string }[] = [];
for (const lang of LANGUAGES) {
  const speller = lang.hunspell && !SKIP.has(lang.code) ? loadSpeller(lang.code) : null;
  if (!speller) continue;
  const heldOut = replacementPairs(lang, new HunspellChecker(speller, lang.writing.casing), 'held-out');
  for (const [text, expect] of heldOut) typos.push({ lang: lang.code, text, expect });
  if (heldOut.length > 0) await compileSpeller(lang, join(out, 'packs'), 'training');
}
writeSplit(out, typos, []);
