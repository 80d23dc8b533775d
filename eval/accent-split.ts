// Words typed without their diacritics, per speller language, for the languages the dev set lacks (it has de, es, pl,
// cs): words of the language's running text with a mark (ranks 100-50,000 of the word list) and a quarter of forms no
// corpus lists, each typed with every mark left out; in German a third with ä/ö/ü spelled ae/oe/ue, in Danish and
// Norwegian with å/ø spelled aa/oe (engines/plain-letters.ts spelledOut). Strings the speller accepts are no typos.
// Usage: tsx eval/accent-split.ts OUT_DIR [words per language] [seed]   -> OUT_DIR/typos.jsonl, OUT_DIR/correct.jsonl
//        (then: tsx bench/autocorrect.ts OUT_DIR/typos.jsonl OUT_DIR/correct.jsonl)
import { baseLetter } from '../engines/correct-accents.ts';
import { SPELLED_OUT, spelledOut } from '../engines/plain-letters.ts';
import type { LetterSpelling } from '../languages/profile.ts';
import { IS_WORD, LISTED_RANKS, SEED, shuffle, sourceWords, splitLanguages, UNLISTED_SHARE, writeSplit } from './typo-split.ts';

/** Share of the German, Danish and Norwegian words typed with their letters spelled out. */
const SPELLED_SHARE = 1 / 3;
const CORRECT_PER_LANGUAGE = 60;

/** Letters spelled out in every language (ß as ss): never left as they are. */
const ALWAYS_SPELLED = new Set(SPELLED_OUT.map(([letter]) => letter));

/** The word with every mark left out; its spelled-out letters written out when `spell`. */
export function withoutMarks(word: string, spelled: readonly LetterSpelling[], spell: boolean): string {
  let out = '';
  for (const ch of word) out += (spell || ALWAYS_SPELLED.has(ch) ? spelled.find(([l]) => l === ch)?.[1] : undefined) ?? baseLetter(ch);
  return out;
}

interface AccentTypo { lang: string; text: string; expect: string; listed: boolean }

function makeAccentSplit(perLanguage: number, seed: number): { typos: AccentTypo[]; correct: { lang: string; text: string }[] } {
  const typos: AccentTypo[] = [];
  const correct: { lang: string; text: string }[] = [];
  for (const { lang, rnd, speller } of splitLanguages(seed)) {
    const spelled = spelledOut(lang.writing);
    const transliterates = spelled.some(([l]) => !ALWAYS_SPELLED.has(l));
    const marked = (w: string) => withoutMarks(w, spelled, false) !== w;
    const inRanks = (w: string) => {
      const r = speller.rank(w);
      return IS_WORD.test(w) && w.length >= 3 && r >= LISTED_RANKS[0] && r < LISTED_RANKS[1] && !speller.isTitle(r);
    };
    const words = shuffle([...sourceWords(lang)].filter((w) => inRanks(w) && marked(w)).sort(), rnd);
    const listedCount = Math.round(perLanguage * (1 - UNLISTED_SHARE));
    const unlisted = speller.unlistedForms(4 * (perLanguage - listedCount), rnd).filter(marked);
    const chosen: [string, boolean][] = [
      ...words.slice(0, listedCount).map((w): [string, boolean] => [w, true]),
      ...unlisted.slice(0, perLanguage - listedCount).map((w): [string, boolean] => [w, false]),
    ];
    for (const [word, listed] of chosen) {
      const text = withoutMarks(word, spelled, transliterates && rnd() < SPELLED_SHARE);
      if (!speller.check(text)) typos.push({ lang: lang.code, text, expect: word, listed });
    }
    const plain = shuffle([...sourceWords(lang)].filter((w) => inRanks(w) && !marked(w)).sort(), rnd);
    for (const text of plain.slice(0, CORRECT_PER_LANGUAGE)) correct.push({ lang: lang.code, text });
  }
  return { typos, correct };
}

if (import.meta.filename === process.argv[1]) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx eval/accent-split.ts OUT_DIR [words per language] [seed]');
  const { typos, correct } = makeAccentSplit(Number(process.argv[3] ?? 100), Number(process.argv[4] ?? SEED));
  writeSplit(out, typos, correct);
}
