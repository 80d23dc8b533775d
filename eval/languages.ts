// `npm run eval:languages [-- [--wrong] [--no-docs] xx_XX ...]` (or `-- --merge FILE ...`): per language with
// autocorrect or autocomplete in the manifest, the words of its UDHR declaration (the held-out text: no completer reads
// it unless the language has no other text, which the table says) typed with a keyboard typo made on its own xkb
// keyboard and without their marks, corrected by ours (the engines over the compiled packs, PACK_DIR or data/compiled)
// and by Hunspell and Aspell (`-a`, one process per language); the text's words as written, to count those a speller
// would change; autocomplete's hit3 on its sentences. The references run in child processes beside ours, their answers
// cached (eval/reference-spellers.ts). Writes their rows into docs/QUALITY.md's languages section, the other
// languages' rows kept.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { readTrainingText } from '../data/compile-completer.ts';
import { splitSentences } from '../data/completer-tokenize.ts';
import { DETECTION_LANGUAGES } from '../data/detector-languages.ts';
import { udhrParagraphs } from '../data/detector-corpus.ts';
import { readGeneratedSection, writeGeneratedSection } from '../data/generated-section.ts';
import { COMPILED_DIR, type Manifest } from '../data/manifest.ts';
import { keyboardRows } from '../data/xkb-layout.ts';
import { lower, isTurkic } from '../engines/casing.ts';
import { baseLetter } from '../engines/correct-accents.ts';
import { Completer } from '../engines/completer.ts';
import type { Corrector } from '../engines/corrector.ts';
import { keyboardNeighbours } from '../engines/keyboard-rows.ts';
import { spelledOut } from '../engines/plain-letters.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { editingProfile, LANGUAGES } from '../languages/registry.ts';
import { compiledCorrector, compiledPack } from '../test/compiled-speller.ts';
import { prng } from '../test/hostile-requests.ts';
import { distinctWords, keyboardTypos, marklessTypos, ownLetterKeys, sample, type Typed } from './held-out-words.ts';
import type { PipeVerdict } from './ispell-pipe.ts';
import { type LanguageRow, mergedTable, rowLine, SuggestionScore, type TypedScores } from './language-table.ts';
import { QUALITY_PATH } from './quality-table.ts';
import { aspellReference, hunspellReference, referenceVerdicts } from './reference-spellers.ts';
import { typingScore } from './typing-score.ts';

const PACK_DIR = process.env.PACK_DIR ?? COMPILED_DIR;
const SEED = 20261127;
/**
 * Words drawn per language for each set (a declaration has 300 to 700 distinct words of 5 letters or more): Hunspell
 * takes 5 to 90 ms of CPU to suggest for one non-word (en_US, he_IL), Aspell's Hungarian seconds, so 200 a language.
 */
const TYPO_WORDS = 100;
const MARKED_WORDS = 100;
const TEXT_WORDS = 300;
/** Sentences typed for hit3: 20 of 5 to 40 words ask about 2,000 prefixes. */
const SENTENCES = 20;
/** Typos are made of words of 5 to 16 letters, as the dev typos are; marks are left out of words of 3 or more. */
const TYPO_LENGTH: [number, number] = [5, 16];
const MARKED_MIN_LENGTH = 3;
const SENTENCE_WORDS: [number, number] = [5, 40];

/**
 * The language's declaration, or that of the language its code is a regional variant of (en_GB: en_US's), composed
 * as keyboards type it (the Vietnamese one is written with combining marks). Where udhr files several under the
 * language (dialects: fr_FR's 068, sw_TZ's 062 and 063; de_DE's 1901 spelling; sr_RS's two scripts), the one whose
 * words `accepts` takes most; all of them for a language without a speller.
 */
function declarationText(code: string, accepts: ((word: string) => boolean) | null): string {
  const own = DETECTION_LANGUAGES.find((l) => l.code === code) ?? DETECTION_LANGUAGES.find((l) => l.code.slice(0, 2) === code.slice(0, 2));
  const texts = (own?.udhr ?? []).map((declaration) => udhrParagraphs(declaration).join('\n').normalize('NFC'));
  if (!accepts || texts.length < 2) return texts.join('\n');
  const share = (text: string) => {
    const words = distinctWords(text);
    return words.filter(accepts).length / Math.max(1, words.length);
  };
  return texts.reduce((best, text) => (share(text) > share(best) ? text : best));
}

/** The completer trained on the declaration (a language with no running text, ranked list or counts does): a sentence of it is in its training text. */
function completerReads(lang: EditingProfile, sentences: readonly string[]): boolean {
  const training = readTrainingText(lang).text.normalize('NFC');
  return sentences.some((s) => s.split(' ').length >= SENTENCE_WORDS[0] && training.includes(s));
}

/** Each reference speller's verdicts on the words, null for a speller without the language. */
interface References { hunspell: PipeVerdict[] | null; aspell: PipeVerdict[] | null }

/** The references' verdicts on the words, asked now and answered while this thread runs ours. */
async function references(lang: EditingProfile, words: string[]): Promise<References> {
  const [hunspell, aspell] = [hunspellReference(lang), aspellReference(lang.code)].map((speller) => speller && referenceVerdicts(speller, lang.code, words));
  return { hunspell: await hunspell, aspell: await aspell };
}

/** Ours and the references' first suggestions to the typed words (ours: `answers`); `at` is where their verdicts start. */
function typedScores(set: string, typed: readonly Typed[], answers: readonly (string | null)[], refs: References, at: number): TypedScores {
  const ours = new SuggestionScore();
  const hunspell = refs.hunspell && new SuggestionScore();
  const aspell = refs.aspell && new SuggestionScore();
  typed.forEach((t, i) => {
    const answer = answers[i];
    ours.add(answer, t.expect);
    if (SHOW_WRONG && answer !== t.expect) console.error(`  ${set}: ${t.text} -> ${answer ?? '(none)'}, meant ${t.expect}; Hunspell ${refs.hunspell?.[at + i].first ?? '-'}`);
    hunspell?.add(refs.hunspell![at + i].first, t.expect);
    aspell?.add(refs.aspell![at + i].first, t.expect);
  });
  return { ours, hunspell, aspell };
}

async function correctionRows(lang: EditingProfile, corrector: Corrector, words: readonly string[], rnd: () => number): Promise<Pick<LanguageRow, 'typos' | 'marks' | 'correct'>> {
  const turkic = isTurkic(lang.writing.casing);
  const rows = keyboardRows(lang.writing.keyboard);
  const keyboardLetters = [...new Set(rows.flat().join(''))].filter((c) => /\p{L}/u.test(c)).join('');
  const keyboardBases = new Set([...keyboardLetters].map((c) => baseLetter(lower(c, turkic))));
  const typeable = (w: string) => [...lower(w, turkic)].every((c) => keyboardBases.has(baseLetter(c)));
  const accepted = words.filter((w) => w === lower(w, turkic) && typeable(w) && corrector.isCorrect(w));
  const rejects = (text: string) => !corrector.isCorrect(text);
  const typoWords = accepted.filter((w) => w.length >= TYPO_LENGTH[0] && w.length <= TYPO_LENGTH[1]);
  const { near, letters } = ownLetterKeys(keyboardNeighbours(rows), keyboardLetters, new Set(accepted.join('')));
  const typos = keyboardTypos(sample(typoWords, TYPO_WORDS, rnd), near, letters, rejects, rnd);
  const marked = accepted.filter((w) => w.length >= MARKED_MIN_LENGTH);
  const marks = marklessTypos(sample(marked, marked.length, rnd), spelledOut(lang.writing), rejects).slice(0, MARKED_WORDS);
  const textWords = sample(words.filter(typeable), TEXT_WORDS, rnd);
  const asked = references(lang, [...typos.map((t) => t.text), ...marks.map((t) => t.text)]);
  const fix = (t: Typed) => corrector.correct(t.text);
  const [typoFixes, markFixes] = [typos.map(fix), marks.map(fix)];
  const correct = { words: textWords.length, changed: textWords.filter((w) => corrector.correct(w) !== null).length };
  const refs = await asked;
  return {
    typos: typedScores('typo', typos, typoFixes, refs, 0),
    marks: marks.length > 0 ? typedScores('no marks', marks, markFixes, refs, typos.length) : null,
    correct,
  };
}

function hit3(lang: EditingProfile, file: string, sentences: readonly string[], rnd: () => number): LanguageRow['hit3'] {
  const pack = compiledPack(join(PACK_DIR, file));
  if (!pack) return null;
  const completer = new Completer(pack, lang.writing);
  const typed = sentences.filter((s) => {
    const words = s.split(' ').length;
    return words >= SENTENCE_WORDS[0] && words <= SENTENCE_WORDS[1];
  });
  const score = typingScore(sample(typed, SENTENCES, rnd), (text) => completer.complete(text));
  return { hits: score.hits, asked: score.asked };
}

/** The language reads packs of its own, not another's (fr_CA reads fr_FR's: its row would be fr_FR's). */
function ownPacks(code: string, manifest: Manifest): boolean {
  return [manifest.spellers[code], manifest.completers[code]].every((file) => file === undefined || file.endsWith(`-${code}.bin`));
}

/** The language's row: ours measured now, the references' verdicts awaited (null: the language has no text or packs of its own). */
async function languageRow(code: string, manifest: Manifest): Promise<LanguageRow | null> {
  const lang = editingProfile(code);
  if (!ownPacks(code, manifest)) return null;
  const corrector = manifest.spellers[code] ? compiledCorrector(code, PACK_DIR) : null;
  const text = declarationText(code, corrector && ((word) => corrector.isCorrect(word)));
  if (text === '') return null;
  const sentences = splitSentences(text);
  const rnd = prng(SEED ^ [...code].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const correction = corrector ? correctionRows(lang, corrector, distinctWords(text), rnd) : { typos: null, marks: null, correct: null };
  const completerFile = manifest.completers[code];
  const typed = completerFile ? hit3(lang, completerFile, sentences, rnd) : null;
  return {
    code,
    source: completerReads(lang, sentences) ? 'udhr, trained on' : 'udhr',
    ...(await correction),
    hit3: typed,
  };
}

const manifestPath = join(PACK_DIR, 'manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build:data`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
/** `--wrong`: each typed word ours did not fix, with what it answered and Hunspell's first suggestion. */
const SHOW_WRONG = flag('--wrong');
/** `--merge FILE ...`: no measuring; the rows a run printed (its stdout) go into the docs, for a run split over processes. */
const merged = flag('--merge') ? args.filter((a) => !a.startsWith('--')).flatMap((file) => readFileSync(file, 'utf8').split('\n')) : null;
const asked = merged ? [] : args.filter((a) => !a.startsWith('--'));
const served = new Set([...Object.keys(manifest.spellers), ...Object.keys(manifest.completers)]);
const codes = asked.length > 0 ? asked : LANGUAGES.map((l) => l.code).filter((code) => served.has(code));
const lines: string[] = merged ?? [];
const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
// Ours language after language, each language's references answering meanwhile; rows in the order asked.
const rows: Promise<LanguageRow | null>[] = [];
for (const code of merged ? [] : codes) {
  const t0 = performance.now();
  rows.push(languageRow(code, manifest).then((row) => (console.error(`${code} done at ${seconds(started)} s`), row)));
  console.error(`${code} ours ${seconds(t0)} s`);
  // A turn of the event loop: finished references hand over their verdicts and the next process starts.
  await turn();
}
for (const row of await Promise.all(rows)) {
  if (!row) continue;
  lines.push(rowLine(row));
  console.log(rowLine(row));
}
console.error(`${lines.length} languages in ${seconds(started)} s`);
const order = LANGUAGES.map((l) => l.code).filter((code) => served.has(code) && ownPacks(code, manifest));
// `--no-docs`: the rows on stdout only.
if (!flag('--no-docs')) writeGeneratedSection(QUALITY_PATH, 'languages', mergedTable(readGeneratedSection(readFileSync(QUALITY_PATH, 'utf8'), 'languages'), lines, order));
