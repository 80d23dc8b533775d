// A tuning split of English cognitive and phonetic misspellings (the spelling a writer believes right, not a slip of
// the finger), generated from our own word sources: misspelling lists are reserved for evaluation, so the rules below
// stand in for them. Each rule rewrites one spot the way English spellers commonly go wrong (doubled letters,
// ie/ei, -able/-ible, -ance/-ence, unstressed vowels, silent letters, ph/f, c/s, -tion/-sion...); a share of the
// words gets two such errors. Kept only when Hunspell rejects the result.
// Usage: tsx eval/misspell-split.ts OUT_DIR [misspellings] [seed]   -> OUT_DIR/typos.jsonl, OUT_DIR/correct.jsonl
//        (another seed draws other words: a check that tuning on the first did not overfit)
//        (then: tsx bench/autocorrect.ts OUT_DIR/typos.jsonl OUT_DIR/correct.jsonl)
import { WordList } from '../engines/correct-candidates.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { prng } from '../test/hostile-requests.ts';
import { IS_WORD, loadSpeller, pick, shuffle, sourceWords, writeSplit } from './typo-split.ts';

const SEED = 20261124;
const CODE = 'en_US';
/** Words of 5-16 letters at list ranks 100-30,000: the common words people write (and misspell) most. */
const MIN_LENGTH = 5;
const MAX_LENGTH = 16;
const RANKS: [number, number] = [100, 30_000];
/** Share of misspellings with two errors (real lists have a fifth or so with more than one). */
const TWO_ERRORS = 0.2;
const CORRECT_WORDS = 200;

/** A rule: where it applies (global regex; group 1, if any, is the part replaced) and what replaces it. */
interface Rule { name: string; at: RegExp; to: string | ((m: string) => string); weight: number }

const swap = (pairs: Record<string, string>) => (m: string) => pairs[m] ?? m;

/** Weighted as published analyses of English misspellings rank them: unstressed vowels and doubling first. */
const RULES: Rule[] = [
  { name: 'undouble', at: /(?<=.)(bb|cc|dd|ff|gg|ll|mm|nn|pp|rr|ss|tt|zz)/g, to: (m) => m[0], weight: 16 },
  { name: 'double', at: /(?<=.[aeiou])([bcdfglmnprst])(?=[aeiouy])/g, to: (m) => m + m, weight: 8 },
  // An unstressed vowel: not in the first syllable, between consonants, not the -ing of verbs.
  { name: 'schwa', at: /(?<=[aeiouy][^aeiouy]*[^aeiouy])([aeio])(?=[^aeiouy].)(?!ng$|ngs$|ngly$)/g, to: (m) => pick(vowelRnd, [...'aeio'.replace(m, '')]), weight: 14 },
  { name: 'syncope', at: /(?<=..[^aeiou])([aeo])(?=[rln][^aeiou]?[aeiouy])/g, to: '', weight: 5 },
  { name: 'ie-ei', at: /(ie|ei)/g, to: swap({ ie: 'ei', ei: 'ie' }), weight: 5 },
  { name: 'able-ible', at: /(able|ible|ably|ibly|ability|ibility)/g, to: (m) => (m[0] === 'a' ? 'i' : 'a') + m.slice(1), weight: 4 },
  { name: 'ance-ence', at: /(ance|ence|ancy|ency|ant|ent)(?=s?$|ly$|ial)/g, to: (m) => (m[0] === 'a' ? 'e' : 'a') + m.slice(1), weight: 6 },
  { name: 'ary-ery', at: /(ary|ery|ory)$/g, to: (m) => pick(vowelRnd, ['ary', 'ery', 'ory'].filter((x) => x !== m)), weight: 2 },
  { name: 'silent', at: /(?<=.)(wh|rh|mb$|mn$|sc(?=[ei])|dg(?=e)|gh(?=t)|kn)/g, to: swap({ wh: 'w', rh: 'r', mb: 'm', mn: 'm', sc: 's', dg: 'g', gh: '', kn: 'n' }), weight: 5 },
  { name: 'ph-f', at: /(?<=.)(ph)/g, to: 'f', weight: 3 },
  { name: 'c-s', at: /(?<=.)(c(?=[eiy])|s(?=[eiy]))/g, to: swap({ c: 's', s: 'c' }), weight: 5 },
  { name: 'tion-sion', at: /(tion|sion|cian|tian)/g, to: (m) => pick(vowelRnd, ['tion', 'sion', 'cian'].filter((x) => x !== m)), weight: 3 },
  { name: 'ful-full', at: /(ful)(?=$|ly$|ness$)/g, to: 'full', weight: 2 },
  { name: 'ally-ly', at: /(ically|ally)$/g, to: swap({ ically: 'icly', ally: 'ly' }), weight: 2 },
  { name: 'y-i', at: /(?<=.[^aeiou])(y)(?=[^aeiou])/g, to: 'i', weight: 2 },
  { name: 'k-ck', at: /(?<=.)(ck|qu|x)/g, to: swap({ ck: 'k', qu: 'kw', x: 'cks' }), weight: 2 },
  { name: 'ous-us', at: /(ous)(?=$|ly$|ness$)/g, to: 'us', weight: 2 },
  { name: 'eed-ede', at: /(eed|ede)/g, to: swap({ eed: 'ede', ede: 'eed' }), weight: 1 },
  { name: 'silent-e', at: /(?<=.[^aeiou])(e)(?=(ment|ly|ful|ness|ty)$)|(?<=.u)()(?=ment)/g, to: swap({ e: '', '': 'e' }), weight: 3 },
  { name: 'ight-ite', at: /(ight)/g, to: 'ite', weight: 1 },
];

/** The rules' own random source (vowel and suffix choices). */
let vowelRnd = prng(SEED);

/** One rule applied at one of its spots (chosen at random), or null when it has none. */
function applyRule(word: string, rule: Rule, rnd: () => number): string | null {
  const spots = [...word.matchAll(rule.at)];
  if (spots.length === 0) return null;
  const m = pick(rnd, spots);
  const part = m.slice(1).find((g) => g !== undefined) ?? m[0];
  const at = m.index! + m[0].indexOf(part);
  const to = typeof rule.to === 'string' ? rule.to : rule.to(part);
  return word.slice(0, at) + to + word.slice(at + part.length);
}

/** A rule that applies to the word, drawn by weight among those (so rare patterns get their share), or null. */
function drawRule(word: string, rnd: () => number): Rule | null {
  const usable = RULES.filter((rule) => word.search(rule.at) >= 0);
  let r = rnd() * usable.reduce((s, x) => s + x.weight, 0);
  for (const rule of usable) if ((r -= rule.weight) < 0) return rule;
  return null;
}

export interface Misspelling { lang: string; text: string; expect: string; kind: string }

export function makeMisspellings(count: number, seed = SEED): { typos: Misspelling[]; correct: { lang: string; text: string }[] } {
  const lang = LANGUAGES.find((l) => l.code === CODE)!;
  const speller = loadSpeller(CODE);
  if (!speller) throw new Error(`speller-${CODE}.bin is not compiled`);
  const checker = new HunspellChecker(speller, lang.writing.casing);
  const list = new WordList(speller);
  const rnd = prng(seed);
  vowelRnd = prng(seed + 1);
  const words = shuffle([...sourceWords(lang)].filter((w) => {
    const r = list.words.find(w);
    return IS_WORD.test(w) && w.length >= MIN_LENGTH && w.length <= MAX_LENGTH && r >= RANKS[0] && r < RANKS[1] && !list.isTitle(r);
  }).sort(), rnd);
  const typos: Misspelling[] = [];
  let next = 0;
  for (; typos.length < count && next < words.length; next++) {
    const word = words[next];
    for (let tries = 0; tries < 20; tries++) {
      const errors = rnd() < TWO_ERRORS ? 2 : 1;
      let text: string | null = word;
      const kinds: string[] = [];
      for (let e = 0; e < errors && text !== null; e++) {
        const rule = drawRule(text, rnd);
        if (rule === null) break;
        text = applyRule(text, rule, rnd);
        kinds.push(rule.name);
      }
      if (text === null || text === word || text.length < 3 || checker.check(text)) continue;
      typos.push({ lang: CODE, text, expect: word, kind: kinds.join('+') });
      break;
    }
  }
  const correct = words.slice(next, next + CORRECT_WORDS).map((text) => ({ lang: CODE, text }));
  return { typos, correct };
}

if (import.meta.filename === process.argv[1]) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx eval/misspell-split.ts OUT_DIR [misspellings] [seed]');
  const { typos, correct } = makeMisspellings(Number(process.argv[3] ?? 1000), Number(process.argv[4] ?? SEED));
  writeSplit(out, typos, correct);
}
