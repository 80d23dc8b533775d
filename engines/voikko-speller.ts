// Finnish acceptance as libvoikko decides it with voikko-fi (spellchecker/spell.cpp over AnalyzerToSpellerAdapter):
// the word in lower case is walked through the morphology; an output that is a valid analysis gives a STRUCTURE
// (voikko-structure.ts) that says which letters take a capital, and the word's own capitals must agree with it.
// Left out: libvoikko's tweaks for hyphenated compounds and soft hyphens (FinnishSpellerTweaksWrapper).
import { isValidAnalysis, structureOf } from './voikko-structure.ts';
import type { VfstTransducer } from './vfst-transducer.ts';

/** libvoikko reads at most this many outputs of one word (FinnishVfstAnalyzer.cpp MAX_ANALYSIS_COUNT - 1). */
const MAX_ANALYSES = 99;
/** Nor words longer than this (LIBVOIKKO_MAX_WORD_CHARS). */
const MAX_WORD_CHARS = 255;

const enum Match {
  Failed,
  Ok,
  CapFirst,
  CapError,
}

const isUpper = (c: string) => c !== c.toLowerCase();
const isLower = (c: string) => c !== c.toUpperCase();

/** SpellUtils::matchWordAndAnalysis: the word's capitals against the structure's. */
function matchCase(word: string, structure: string): Match {
  let result = Match.Ok;
  let j = 0;
  for (let i = 0; i < word.length; i++) {
    while (structure[j] === '=') j++;
    if (j >= structure.length) break;
    const c = word[i];
    const want = structure[j];
    if (isLower(c) && !isUpper(c) && (want === 'i' || want === 'j')) result = i === 0 ? Match.CapFirst : Match.CapError;
    if (isUpper(c) && (want === 'p' || want === 'q')) result = Match.CapError;
    if (result === Match.CapError) break;
    j++;
  }
  return result;
}

const enum Caps {
  NoLetters,
  AllLower,
  FirstUpper,
  AllUpper,
  Complex,
}

function caseType(word: string): Caps {
  let firstUpper = false;
  let restLower = true;
  let allUpper = true;
  let noLetters = true;
  if (isUpper(word[0])) (firstUpper = true), (noLetters = false);
  if (isLower(word[0])) (allUpper = false), (noLetters = false);
  for (let i = 1; i < word.length; i++) {
    if (isUpper(word[i])) (noLetters = false), (restLower = false);
    if (isLower(word[i])) (allUpper = false), (noLetters = false);
  }
  if (noLetters) return Caps.NoLetters;
  if (allUpper) return Caps.AllUpper;
  if (!restLower) return Caps.Complex;
  return firstUpper ? Caps.FirstUpper : Caps.AllLower;
}

export class VoikkoSpeller {
  constructor(private readonly transducer: VfstTransducer) {}

  /** libvoikko's answer for the word with its default options: accepted as written (its capitals too). */
  accepts(word: string): boolean {
    if (word.length === 0) return true;
    if ([...word].length > MAX_WORD_CHARS) return false;
    const caps = caseType(word);
    if (caps === Caps.Complex || caps === Caps.NoLetters) {
      const result = this.spell(word[0].toLowerCase() + word.slice(1));
      return result === Match.Ok || (result === Match.CapFirst && isUpper(word[0]));
    }
    const result = this.spell(word.toLowerCase());
    if (caps === Caps.AllLower) return result === Match.Ok;
    if (caps === Caps.FirstUpper) return result === Match.Ok || result === Match.CapFirst;
    return result !== Match.Failed;
  }

  /** AnalyzerToSpellerAdapter::spell: the best match of the word's capitals with a valid analysis. */
  private spell(word: string): Match {
    const t = this.transducer;
    if (!t.start(word.toLowerCase())) return Match.Failed;
    let best = Match.Failed;
    for (let n = 1; n < MAX_ANALYSES + 1; n++) {
      const out = t.next();
      if (out === null) break;
      if (!isValidAnalysis(out)) continue;
      const result = matchCase(word, structureOf(out, word.length));
      if (best === Match.Failed || result < best) best = result;
      if (best === Match.Ok) break;
    }
    return best;
  }
}
