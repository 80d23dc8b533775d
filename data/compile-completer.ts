// Compiles one language's autocomplete pack: a sorted vocabulary with unigram costs and a best-per-node tree,
// plus word bigram and trigram counts from running text (or a game's translated text), game dialogue, a dictionary's examples and Presage's n-gram counts (and Onboard / SymSpell bigrams),
// for engines/completer.ts (pack layout drawn in engines/completer-pack.ts).
import { join } from 'node:path';
import { buildRangeBest } from '../engines/complete-range-best.ts';
import { lowerCaser, upperCaser } from '../engines/casing.ts';
import { capitalize, CaseForm, elisionSplitter, hasCapital } from '../engines/complete-text.ts';
import { COST_SCALE } from '../engines/complete-vocabulary.ts';
import { COMPLETER_PACK } from '../engines/completer-pack.ts';
import type { ContentsOf } from '../engines/pack-layout.ts';
import { loadDictionary, type CompleterDictionary } from './completer-dictionary.ts';
import { NgramCounter } from './completer-ngrams.ts';
import { presageWords, type WordNgrams } from './completer-presage.ts';
import { readCommonWords, readDasherText, readDictionaryPhrases, readFreedictTranslations, readGameText, readOnboard, readPresage, readSymSpellEnglish, readWikdictPhrases, UFOAI, WESNOTH, type DictionaryPhrases, type NgramCounts, type OnboardCounts, type PresageCounts } from './completer-sources.ts';
import { caseIsOwn, isHeldOut, NUMBER_WORD, segmentText, splitSentences, type Segment } from './completer-tokenize.ts';
import { buildFormAutomaton } from './completer-forms.ts';
import { udhrText } from './detector-corpus.ts';
import { buildSuffixClasses } from './completer-suffix-classes.ts';
import { buildVocabulary } from './completer-vocabulary.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { letterStrings } from './letter-strings.ts';
import { narrowestColumn } from './uint-column.ts';
import { writePack } from './pack-writer.ts';
import { readAutotext } from './libreoffice-autotext.ts';
import { freedictTranslations, LIBREOFFICE_INTERFACE_LANGUAGES, wikdictPhrasebooks } from './source-packages.ts';
import { readLibreOfficeInterface } from './libreoffice-interface.ts';

/** Running-text tokens an outside corpus (Onboard, SymSpell) weighs as; 50k to 1M scored within 0.5 points. */
export const EXTERNAL_BIGRAM_TOKENS = 200_000;

/** A list of word pairs and the running words of the text they were counted in. */
export interface PairList {
  pairs: NgramCounts['bigrams'];
  tokens: number;
}

/** A list's capital on a word the text writes capitalized less often than this is title case ("Naciones De"). */
const TITLE_CASE_SHARE = 0.05;
const TITLE_CASE_SIGHTINGS = 20;

/** A word this much rarer in encyclopedic counts than on the web is the web's ("seller"): no web bigrams into it. */
const WEB_OWN_RATIO = 0.1;

/** Each lower-cased word's share of all counts. */
function shares(counts: Map<string, number>, lower: (word: string) => string): Map<string, number> {
  let total = 0;
  const out = new Map<string, number>();
  for (const [word, count] of counts) {
    const key = lower(word);
    total += count;
    out.set(key, (out.get(key) ?? 0) + count);
  }
  for (const [word, count] of out) out.set(word, count / total);
  return out;
}

/** Whether a word is the web's own (WEB_OWN_RATIO), from the list's counts and the web's. */
function webOwnTest(listCounts: Map<string, number>, webCounts: Map<string, number>, lower: (word: string) => string): (word: string) => boolean {
  const listShare = shares(listCounts, lower);
  const webShare = shares(webCounts, lower);
  return (word) => {
    const key = lower(word);
    return (listShare.get(key) ?? 0) < WEB_OWN_RATIO * (webShare.get(key) ?? 0);
  };
}

/**
 * A language without running text of its own (no Dasher file) reads UFO: AI's translated reports and briefings as its
 * running text, for words and word sequences: on the UDHR (bench/autocomplete.ts) uk_UA 10.8 -> 22.1 % and nb_NO 27.6 ->
 * 30.3 % (ro_RO and id_ID have no translation). Where a language has Dasher text it gained nothing: en de es it pl cs
 * fr pt nl sv da fi tr moved within 0.3 points on dev and held-out text, ru held-out -0.6 and el -0.5. So it stands in
 * for running text only where there is none. A language with neither nor a ranked list or counts to take its words from
 * reads Wesnoth's dialogue as its running text instead of as dialogue, else its UDHR declaration: its only text.
 */
function runningTexts(lang: EditingProfile): { sentences: string[]; dialogue: string } {
  const dialogue = readGameText(WESNOTH, lang.code);
  const own = lang.dasher ? readDasherText(lang.dasher) : readGameText(UFOAI, lang.code);
  if (own || lang.commonWords || lang.onboard) return { sentences: splitSentences(own), dialogue };
  return { sentences: splitSentences(dialogue || udhrText(lang.code)), dialogue: '' };
}

/** A word this much commoner in a game's dialogue than in the vocabulary is the game's ("orcs"): no pairs into it. */
const GAME_OWN_RATIO = 1000;

/** The vocabulary ids that are the dialogue's own words (GAME_OWN_RATIO). */
function gameOwnWords(dialogue: Segment[], idOf: Map<string, number>, probability: Float64Array, lower: (word: string) => string): Set<number> {
  const counts = new Map<number, number>();
  let total = 0;
  for (const segment of dialogue) {
    for (const word of segment.words) {
      total++;
      const id = idOf.get(lower(word));
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const own = new Set<number>();
  for (const [id, count] of counts) if (count > GAME_OWN_RATIO * probability[id] * total) own.add(id);
  return own;
}

/** A phrasebook's sentences as text, and its phrases, which are a sentence's middle as often as its start. */
function phrasebookSegments(phrasebook: DictionaryPhrases, elision: (word: string) => number): Segment[][] {
  const phrases = segmentText(phrasebook.phrases.join('\n'), elision).map((segment) => ({ ...segment, sentenceStart: false }));
  return [segmentText(phrasebook.sentences.join('\n'), elision), phrases];
}

/** A capitalized small word is a name's when a capital follows it this often ("New York"; not German "Ihnen"). */
const NAME_FOLLOWED_SHARE = 0.5;
const NAME_SIGHTINGS = 3;

/** The words written small whose capital inside a sentence is no name's (NAME_FOLLOWED_SHARE). */
function politeCapitals(sources: Segment[][], idOf: Map<string, number>, capitalized: (written: string, v: number) => boolean, lower: (word: string) => string): Set<number> {
  const sightings = new Map<number, number>();
  const followed = new Map<number, number>();
  for (const source of sources) {
    for (const segment of source) {
      const ws = segment.words;
      for (let i = 0; i < ws.length; i++) {
        if (!caseIsOwn(segment, i)) continue;
        const v = idOf.get(lower(ws[i]));
        if (v === undefined || !capitalized(ws[i], v)) continue;
        sightings.set(v, (sightings.get(v) ?? 0) + 1);
        if (i + 1 < ws.length && hasCapital(ws[i + 1], lower)) followed.set(v, (followed.get(v) ?? 0) + 1);
      }
    }
  }
  const polite = new Set<number>();
  for (const [v, n] of sightings) if (n >= NAME_SIGHTINGS && (followed.get(v) ?? 0) < NAME_FOLLOWED_SHARE * n) polite.add(v);
  return polite;
}

export interface CompileCompleterOptions {
  /** Train without the held-out sentences of the running text (bench/autocomplete.ts measures on them). */
  heldOut?: boolean;
}

export function completerFileName(code: string): string {
  return `completer-${code}.bin`;
}

function charsOf(strings: string[]): { start: Uint32Array<ArrayBuffer>; chars: Uint16Array<ArrayBuffer> } {
  const start = new Uint32Array(strings.length + 1);
  strings.forEach((s, i) => (start[i + 1] = start[i] + s.length));
  const chars = new Uint16Array(start[strings.length]);
  strings.forEach((s, i) => {
    for (let k = 0; k < s.length; k++) chars[start[i] + k] = s.charCodeAt(k);
  });
  return { start, chars };
}

/** Everything the model is built from, already read: running text and word counts. */
export interface CompleterInput {
  text: string;
  /** Running text of a sister language: counted for word sequences among this language's words, never for words. */
  kinText: string;
  /**
   * Game dialogue (Wesnoth), counted like kin text. bench/autocomplete.ts on en de es it pl ru cs: dev KSR 25.0 -> 26.1 %
   * (ru +2.1, pl +0.0), held-out Dasher text 36.8 -> 36.7 % (cs +0.4, es -0.6); counting it twice scored lower on both
   * (en de es it: dev 0.1 to 0.5, held-out 0.4 to 0.6 points under once).
   */
  dialogue?: string;
  /**
   * Dictionaries' example sentences and sayings (data/completer-sources.ts: Ding's, WikDict's) and letters (LibreOffice's
   * autotext as sentences), counted like kin text.
   */
  phrasebooks?: DictionaryPhrases[];
  /** Case-sensitive unigram counts (Onboard). */
  counts: Map<string, number>;
  /** Ranked word list, most frequent first. */
  ranked: string[];
  /** Lower-case unigram counts (SymSpell, English). */
  lowerCounts: Map<string, number> | null;
  /** The language's Hunspell dictionary, if any. */
  dictionary: CompleterDictionary | null;
  /** Bigram lists from other corpora, each scaled to EXTERNAL_BIGRAM_TOKENS. */
  bigrams: PairList[];
  /**
   * Web bigrams (SymSpell, English), counted as `bigrams` unless the following word is the web's own (WEB_OWN_RATIO):
   * the web's spam pairs ("teen pussy") follow with words an encyclopedia rarely uses. Measured in docs/QUALITY.md.
   */
  webBigrams?: NgramCounts['bigrams'];
  /** Presage's n-gram counts of book text: counted as running text (they come from corpora of the same size). */
  presage?: PresageCounts | null;
}

/** Builds the pack's meta and sections from read sources; null when there are no words at all. */
export function buildCompleter(language: EditingProfile, input: CompleterInput): ContentsOf<typeof COMPLETER_PACK> | null {
  const { code, writing } = language;
  const lower = lowerCaser(writing.casing);
  const upper = upperCaser(writing.casing);
  const elision = elisionSplitter(writing.elides);
  const segments = segmentText(input.text, elision);
  const textWords = new Set(segments.flatMap((s) => s.words.filter((w) => w !== NUMBER_WORD).map(lower)));
  // Word lists that keep "c'est" whole would add words the engine never looks up: it splits them as the text is split.
  // Lists cut at apostrophes have "dell" for "dell'": a piece the running text never shows alone is no word.
  const whole = (w: string) => elision(w) === 0 && !(textWords.has(lower(w) + "'") && !textWords.has(lower(w)));
  const known = new Set<string>(textWords);
  for (const words of [input.counts.keys(), input.ranked, input.lowerCounts?.keys() ?? []]) {
    for (const w of words) if (whole(w)) known.add(lower(w));
  }
  const presage: WordNgrams = input.presage
    ? presageWords(input.presage, known, writing.elides)
    : { unigrams: new Map(), bigrams: [], trigrams: [] };
  const wholeCounts = (counts: Map<string, number>) => new Map([...counts].filter(([w]) => whole(w)));
  const dictionary = input.dictionary;
  const vocabulary = buildVocabulary(
    {
      segments,
      textCounts: presage.unigrams,
      counts: wholeCounts(input.counts),
      ranked: input.ranked.filter(whole),
      lowerCounts: input.lowerCounts && wholeCounts(input.lowerCounts),
      dictionary: dictionary && {
        stems: dictionary.stems.filter(whole),
        *inflections() {
          for (const [stem, forms] of dictionary.inflections()) yield [stem, forms.filter(whole)];
        },
        accepts: dictionary.accepts,
      },
    },
    lower,
  );
  const words = vocabulary.keys.length;
  if (words === 0) return null;

  const idOf = new Map(vocabulary.keys.map((k, i) => [k, i]));
  // A word written with a capital inside a sentence where the vocabulary writes it small is a name's word ("New York",
  // "Great Britain", "Big Bang": all of Onboard's bigrams are such names). What follows it is counted for the name
  // (names, read when the word is typed so), never for the word: "I bought a new " is not followed by "York".
  const writtenSmall = (v: number) => vocabulary.forms[v] === vocabulary.keys[v];
  const counter = new NgramCounter(words);
  const names = new NgramCounter(words);
  // How often the text shows each word in its own case, and with a capital.
  const ownCase = new Uint32Array(words);
  const ownCapital = new Uint32Array(words);
  const dialogue = segmentText(input.dialogue ?? '', elision);
  // The dialogue counts no pair whose next word is the game's own, and its numbers break the context: they are its
  // interface's ("5 HP", "20 gold", "10 scenarios").
  const none = new Set<number>();
  // A phrasebook writes a next word's case as carefully as a list of names: one sighting of a capital decides it.
  const sources: [Segment[], Set<number>, number, listsCase: boolean][] = [
    [segments, none, counter.number, false],
    [segmentText(input.kinText, elision), none, counter.number, false],
    [dialogue, gameOwnWords(dialogue, idOf, vocabulary.probability, lower), -1, false],
    ...(input.phrasebooks ?? []).flatMap((phrasebook) => phrasebookSegments(phrasebook, elision)).map((segments) => [segments, none, counter.number, true] as [Segment[], Set<number>, number, boolean]),
  ];
  const capitalized = (written: string, v: number) => hasCapital(written, lower) && writtenSmall(v);
  const capitalSaysNothing = politeCapitals(sources.map(([source]) => source), idOf, capitalized, lower);
  const isNameWord = (written: string, v: number) => capitalized(written, v) && !capitalSaysNothing.has(v);
  for (const [source, notNext, numberId, listsCase] of sources) {
    for (const segment of source) {
      const { words: ws, sentenceStart } = segment;
      const ids = ws.map((w) => (w === NUMBER_WORD ? numberId : (idOf.get(lower(w)) ?? -1)));
      ids.forEach((v, i) => {
        if (v < 0 || v >= words || !caseIsOwn(segment, i)) return;
        ownCase[v]++;
        if (hasCapital(ws[i], lower)) ownCapital[v]++;
      });
      // The case a word written small elsewhere takes after each word ("European Union"), where the text shows its own.
      for (let i = 0; i + 1 < ids.length; i++) {
        const w = ids[i + 1];
        if (ids[i] < 0 || w < 0 || w >= words || !writtenSmall(w) || !caseIsOwn(segment, i + 1)) continue;
        counter.seeFollowerCase(ids[i], w, hasCapital(ws[i + 1], lower));
        if (listsCase && hasCapital(ws[i + 1], lower)) counter.listCapitalFollower(ids[i], w);
      }
      // The text is counted in runs that end at each name's word, so no word is counted as following one.
      let from = 0;
      for (let i = 0; i < ids.length; i++) {
        if (ids[i] < 0 || !caseIsOwn(segment, i) || !isNameWord(ws[i], ids[i])) continue;
        // Its row holds the name's next words ("New York"), written with their capitals at any rate.
        if (ids[i + 1] >= 0 && hasCapital(ws[i + 1], lower)) names.addBigram(ids[i], ids[i + 1], 1);
        // After a word written small before it (or capitalized only by the sentence: "Happy New Year!"), a next word
        // written small elsewhere and with a capital here is the text's ("szczęśliwego Nowego Roku", "a happy New Year";
        // a title's capitals say nothing, "w Nowym Jorku" would offer "w nowym " "Jorku", and a lone capital "tomorrow
        // At this" made "See you tomorrow at " offer "this"): read where both are typed with a capital, a greeting's
        // style rather than a name's (engines/complete-reading.ts).
        const uSmall = i > 0 && ids[i - 1] >= 0 && ids[i - 1] < words && (!hasCapital(ws[i - 1], lower) || !caseIsOwn(segment, i - 1));
        if (uSmall && ids[i + 1] >= 0 && ids[i + 1] < words && writtenSmall(ids[i + 1]) && hasCapital(ws[i + 1], lower)) {
          counter.addTrigram(ids[i - 1], ids[i], ids[i + 1], 1);
        }
        counter.addSegment(ids.slice(from, i + 1), from === 0 && sentenceStart, notNext);
        from = i + 1;
      }
      counter.addSegment(from === 0 ? ids : ids.slice(from), from === 0 && sentenceStart, notNext);
    }
  }
  for (const [a, b, count] of presage.bigrams) {
    const v = idOf.get(a);
    const w = idOf.get(b);
    if (v !== undefined && w !== undefined) counter.addBigram(v, w, count);
  }
  for (const [a, b, c, count] of presage.trigrams) {
    const u = idOf.get(a);
    const v = idOf.get(b);
    const w = idOf.get(c);
    if (u !== undefined && v !== undefined && w !== undefined) counter.addTrigram(u, v, w, count);
  }
  const titleCased = (w: number) => ownCase[w] >= TITLE_CASE_SIGHTINGS && ownCapital[w] < TITLE_CASE_SHARE * ownCase[w];
  // Only English has web bigrams: the shares are counted for it alone.
  const webOwn = input.webBigrams ? webOwnTest(input.counts, input.lowerCounts ?? new Map(), lower) : null;
  const webList: PairList = { pairs: input.webBigrams ?? [], tokens: (input.webBigrams ?? []).reduce((a, [, , c]) => a + c, 0) };
  for (const [{ pairs, tokens }, web] of [...input.bigrams.map((list) => [list, false] as const), [webList, true] as const]) {
    const total = pairs.reduce((a, [, , c]) => a + c, 0);
    for (const [a, b, count] of pairs) {
      if (web && webOwn?.(b)) continue;
      // A pair the list holds was seen, however rare its share: "kind regards" is 0.1 of a token at this scale.
      const scaled = Math.max(1, (count / total) * EXTERNAL_BIGRAM_TOKENS);
      const v = idOf.get(lower(a));
      const w = idOf.get(lower(b));
      if (v === undefined || w === undefined) continue;
      // Lists of names hold names only: a pair whose first word is written capitalized for no name ("Kap der Guten
      // Hoffnung") is neither a name's nor the word's.
      if (capitalized(a, v)) {
        // A names row weighs the list's pairs against the text's own capital pairs ("Nowego Roku"), so as their share of the
        // list's text: Onboard's lists hold its names alone (pl: 1.3M of 89M words), and as the list's own share "Nowego
        // Jorku" outweighed a saying 70 to 1 ("Szczęśliwego Nowego " offered "Jorku, Testamentu, Miasta").
        if (!titleCased(w) && !capitalSaysNothing.has(v)) names.addBigram(v, w, Math.max(1, (count / tokens) * EXTERNAL_BIGRAM_TOKENS));
      } else {
        counter.addBigram(v, w, scaled);
        // Web counts are lower case: only the lists of names say the case.
        if (!web && writtenSmall(w) && hasCapital(b, lower) && !titleCased(w)) counter.listCapitalFollower(v, w);
      }
    }
  }

  const cost = new Uint16Array(words);
  vocabulary.probability.forEach((p, i) => (cost[i] = Math.min(0xffff, Math.round(-Math.log2(p) * COST_SCALE))));
  const caseForm = new Uint8Array(words);
  const mixedIds: number[] = [];
  vocabulary.forms.forEach((form, i) => {
    const key = vocabulary.keys[i];
    if (form === key) caseForm[i] = CaseForm.Lower;
    else if (form === capitalize(key, upper)) caseForm[i] = CaseForm.Capitalized;
    else if (form === upper(key)) caseForm[i] = CaseForm.Upper;
    else (caseForm[i] = CaseForm.Mixed), mixedIds.push(i);
  });
  const mixed = charsOf(mixedIds.map((i) => vocabulary.forms[i]));
  const forms = buildFormAutomaton(vocabulary.unlisted, (key) => capitalize(key, upper));
  return {
    meta: { code, words, formCost: forms?.formCost ?? 0 },
    sections: {
      keys: letterStrings(vocabulary.keys),
      caseForm,
      mixedIds: Uint32Array.from(mixedIds),
      mixedStart: mixed.start,
      mixedChars: mixed.chars,
      cost,
      rangeBest: narrowestColumn(buildRangeBest(cost)),
      ...counter.tables(),
      names: names.contextRows(),
      ...buildSuffixClasses(vocabulary.keys, vocabulary.probability, (visit) => counter.forEachBigram(visit)),
      forms: forms?.sections ?? null,
    },
  };
}

/** The language's dictionary sayings (its FreeDict pairs, its WikDict pairs), LibreOffice's autotext letters and interface text. */
function readPhrasebooks(lang: EditingProfile): DictionaryPhrases[] {
  const translations = freedictTranslations(lang.code);
  return [
    ...(lang.phrasebook ? [readDictionaryPhrases(lang.phrasebook)] : []),
    ...(translations ? [readFreedictTranslations(translations)] : []),
    ...wikdictPhrasebooks(lang.code).map(([pair, side, entries]) => readWikdictPhrases(pair, side, entries)),
    { sentences: readAutotext(lang.code), phrases: [] },
    ...(LIBREOFFICE_INTERFACE_LANGUAGES.has(lang.code.slice(0, 2)) ? [{ sentences: readLibreOfficeInterface(lang.code), phrases: [] }] : []),
  ];
}

/** The running text and sayings a language's completer is trained on (its word lists and counted n-grams aside). */
export type TrainingText = Pick<CompleterInput, 'text' | 'kinText' | 'dialogue' | 'phrasebooks'>;

export function readTrainingText(lang: EditingProfile, options: CompileCompleterOptions = {}): TrainingText {
  const { sentences, dialogue } = runningTexts(lang);
  const training = options.heldOut ? sentences.filter((_, i) => !isHeldOut(i)) : sentences;
  return {
    text: training.join('\n'),
    kinText: lang.kinDasher ? readDasherText(lang.kinDasher) : '',
    dialogue,
    phrasebooks: readPhrasebooks(lang),
  };
}

export async function compileCompleter(lang: EditingProfile, outDir: string, options: CompileCompleterOptions = {}): Promise<string | null> {
  const onboard: OnboardCounts = lang.onboard ? readOnboard(lang.onboard) : { unigrams: new Map(), bigrams: [], tokens: 0 };
  const symSpell = lang.englishWeb ? readSymSpellEnglish() : null;
  const built = buildCompleter(lang, {
    ...readTrainingText(lang, options),
    counts: onboard.unigrams,
    ranked: lang.commonWords ? readCommonWords(lang.commonWords) : [],
    lowerCounts: symSpell?.unigrams ?? null,
    dictionary: lang.hunspell ? loadDictionary(lang.hunspell.stem, lang.writing.casing) : null,
    bigrams: [{ pairs: onboard.bigrams, tokens: onboard.tokens }],
    webBigrams: symSpell?.bigrams,
    presage: lang.presage ? await readPresage(lang.presage) : null,
  });
  if (!built) return null;
  const file = completerFileName(lang.code);
  writePack(join(outDir, file), COMPLETER_PACK, built.meta, built.sections);
  return file;
}
