// Hunspell-compatible acceptance: a word is correct when the dictionary, its affixes or its compounding make it,
// under Hunspell's case rules (Title/ALL CAPS/KEEPCASE/sharp s), ICONV, IGNORE and BREAK splitting (hunspell.cxx spell()).
import { part, type PackContents } from '../pack-layout.ts';
import { ConversionTable } from './conversion.ts';
import { AFFIXES, AffixChecker, InCompound } from './affix-check.ts';
import type { CaseMapping } from '../../languages/profile.ts';
import { CapType, capType, initCap, isTurkic, lower } from '../casing.ts';
import { CompoundChecker } from './compound-check.ts';
import { Dictionary, DICTIONARY } from './dictionary.ts';
import type { FormFilter } from './form-filter.ts';
import type { SpellerMeta } from './speller-meta.ts';

/** The checker's part of a speller pack (engines/speller-pack.ts). */
export const CHECKER = part({ ...AFFIXES, ...DICTIONARY });

/** Hunspell gives up on words with this many break points. */
const MAX_BREAKS = 10;
/** Hunspell tries at most this many "ss" -> "ß" positions. */
const MAX_SHARPS = 5;

export class HunspellChecker {
  readonly meta: SpellerMeta;
  readonly dict: Dictionary;
  readonly affixes: AffixChecker;
  private readonly compounds: CompoundChecker;
  /** The dictionary's plain forms for candidates (null: no filter, every candidate is analysed). */
  readonly forms: FormFilter | null;
  private readonly turkic: boolean;
  /** The .aff says LANG hu (or hu_HU): Hunspell's dash rule for Hungarian applies at "-" break points. */
  private readonly hungarian: boolean;
  private readonly iconv: ConversionTable;
  /** BREAK patterns without their ^/$ anchors: a word containing none of them has no break point. */
  private readonly plainBreaks: string[];
  /** Set when checkWord met a FORBIDDENWORD: the word is wrong whatever its other readings. */
  private forbidden = false;
  private origCap = false;
  /** Set while checkCandidate runs. */
  private inCandidate = false;
  /** Set by checkCandidate around its checkWord: the form filter for the compound check's candidate mode. */
  private candidateForms: FormFilter | null = null;
  /** The last checkWord accepted a compound (its homonym is the first part's). */
  private compound = false;
  /** Compound split points the candidate checks may still try (beginCandidateSearch). */
  private candidateSteps = Infinity;

  /** `casing`: the language's case mapping (its profile's), which decides whether I/i is dotless. */
  constructor({ meta, sections }: PackContents<SpellerMeta, typeof CHECKER>, casing: CaseMapping, forms: FormFilter | null = null) {
    this.meta = meta;
    this.dict = new Dictionary(sections);
    this.affixes = new AffixChecker(this.dict, sections, meta);
    this.compounds = new CompoundChecker(this.dict, this.affixes, meta);
    this.forms = forms;
    this.turkic = isTurkic(casing);
    this.hungarian = meta.lang === 'hu' || meta.lang === 'hu_HU';
    this.iconv = new ConversionTable(this.meta.iconv);
    this.plainBreaks = this.meta.breaks.map((b) => b.replace(/^\^|\$$/g, '')).filter((b) => b !== '');
  }

  /** Hunspell's verdict on one word: like Hunspell 1.7, a word with a typographic apostrophe also passes with an ASCII one (Breton c’h). */
  check(word: string): boolean {
    this.forbidden = false;
    if (this.spell(word, 0)) return true;
    return !this.forbidden && word.includes('’') && this.spell(word.replaceAll('’', "'"), 0);
  }

  /** The dictionary homonym that accepts this exact string (no case variants), or -1 (also for compounds). */
  root(word: string): number {
    this.forbidden = false;
    this.origCap = false;
    this.compound = false;
    const h = this.checkWord(word, false);
    return this.compound ? -1 : h;
  }

  /**
   * The lean check for generated candidates: a lower-case string as written (or, with `title`, its Title-case form),
   * without trimming, number, ICONV or BREAK handling, which candidates built from letters never need.
   */
  checkCandidate(word: string, title: boolean): boolean {
    this.inCandidate = true;
    this.compound = false;
    const accepted = this.checkCandidateWord(word, title);
    this.inCandidate = false;
    return accepted;
  }

  /**
   * A candidate search begins: the compound analysis of its candidate checks gets `steps` split points in all (the
   * acceptance check keeps Hunspell's own bound: one search's candidates of a long typo in a compounding language would
   * each try hundreds of splits), and no compound part remembered for an earlier search is read.
   */
  beginCandidateSearch(steps: number): void {
    this.candidateSteps = steps;
    this.compounds.forgetCandidates();
  }

  private checkCandidateWord(word: string, title: boolean): boolean {
    this.forbidden = false;
    this.origCap = title;
    const forms = this.forms;
    // The compound check's candidate mode tests first parts against the filter only when it holds all plain forms.
    const partForms = forms !== null && forms.crossProducts ? forms : null;
    if (forms === null || forms.has(word) || (!forms.crossProducts && forms.mayBeCrossPrefixed(word))) {
      // A compound reading is checked in candidate-search mode too (first parts remembered across the edits).
      this.candidateForms = partForms;
      const h = this.checkWord(word, title);
      this.candidateForms = null;
      return h >= 0;
    }
    // Not a plain form: only a compound could still make it, from parts that are forms (when the filter has them all).
    this.compound = this.compounds.enabled && this.compoundCheck(word, title, partForms) >= 0;
    return this.compound;
  }

  /** The candidate checkCandidate last accepted is a compound (no stem of its own gives its frequency). */
  get acceptedCompound(): boolean {
    return this.compound;
  }

  /** compounds.check, within the candidate checks' budget when one runs. */
  private compoundCheck(word: string, origCap: boolean, forms: FormFilter | null): number {
    if (!this.inCandidate) return this.compounds.check(word, origCap, forms);
    if (this.candidateSteps <= 0) return -1;
    const h = this.compounds.checkCandidate(word, origCap, forms, this.candidateSteps);
    this.candidateSteps -= this.compounds.stepsTaken;
    return h;
  }

  /** Split points the last compound check tried: its work, which MAX_COMPOUND_STEPS bounds. */
  get compoundStepsTaken(): number {
    return this.compounds.stepsTaken;
  }

  /** Some compound of letters can be accepted: the dictionary's forms are not all its words. */
  get spellsCompounds(): boolean {
    return this.compounds.enabled && this.compounds.spellsLetterWords;
  }

  /** Stem number of a homonym (for per-stem tables). */
  stemOf(h: number): number {
    return this.dict.stemIndex(h);
  }

  private spell(input: string, depth: number): boolean {
    let word = this.iconv.empty ? input : this.iconv.convert(input);
    word = word.trim();
    let abbreviation = false;
    while (word.endsWith('.')) {
      word = word.slice(0, -1);
      abbreviation = true;
    }
    if (word === '') return true;
    if (isNumber(word)) return true;
    const type = capType(word);
    const found = this.spellCased(word, type, abbreviation);
    if (found) return true;
    if (depth >= MAX_BREAKS || this.forbidden) return false;
    // Hunspell breaks the word as its case handling left it: ALL CAPS in Title case (PFL-PE as Pfl-pe, so -PE$ misses).
    return this.spellBroken(type === CapType.All ? this.allCapsTitle(word) : word, depth);
  }

  private spellCased(word: string, type: CapType, abbreviation: boolean): boolean {
    const t = this.turkic;
    this.origCap = type !== CapType.None;
    if (type === CapType.None || type === CapType.Huh || type === CapType.HuhInit) {
      if (this.checkWord(word, false) >= 0) return true;
      if (abbreviation && this.checkWord(word + '.', false) >= 0) return true;
      // A capital at the start of a mixed-case word (sentence start): ULinda -> uLinda.
      return type === CapType.HuhInit && this.checkWord(lower(word[0], t) + word.slice(1), false) >= 0;
    }
    if (type === CapType.All) {
      if (this.checkWord(word, false) >= 0) return true;
      if (abbreviation && this.checkWord(word + '.', false) >= 0) return true;
      // SANT'ELIA -> Sant'Elia, sant'Elia (Catalan, French, Italian elisions).
      const apos = word.indexOf("'");
      if (apos >= 0 && apos < word.length - 1) {
        const small = lower(word, t);
        const withCap = small.slice(0, apos + 1) + initCap(small.slice(apos + 1), t);
        if (this.checkWord(withCap, false) >= 0) return true;
        if (this.checkWord(initCap(withCap, t), false) >= 0) return true;
      }
      if (this.meta.checksharps && word.includes('SS')) {
        const small = lower(word, t);
        if (this.spellSharps(small, 0, 0, 0)) return true;
        if (this.spellSharps(initCap(small, t), 0, 0, 0)) return true;
        if (abbreviation && (this.spellSharps(small + '.', 0, 0, 0) || this.spellSharps(initCap(small, t) + '.', 0, 0, 0))) return true;
      }
    }
    // Title case (or ALL CAPS tried as Title and lower case).
    const title = type === CapType.All ? this.allCapsTitle(word) : word;
    let rv = this.checkWord(title, type === CapType.Init);
    if (this.forbidden) return false;
    if (rv >= 0 && type === CapType.All && this.isKeepCase(rv)) rv = -1;
    if (rv >= 0) return true;
    // Outside Turkic languages a dotted İ is only ever a Title-case letter.
    if (word[0] === 'İ' && !t) return false;
    const small = lower(word, t);
    rv = this.checkWord(small, false);
    if (abbreviation && rv < 0) {
      rv = this.checkWord(small + '.', false);
      if (rv < 0) {
        rv = this.checkWord(title + '.', type === CapType.Init);
        if (rv >= 0 && type === CapType.All && this.isKeepCase(rv)) rv = -1;
        return rv >= 0;
      }
    }
    if (rv >= 0 && this.isKeepCase(rv)) {
      // With CHECKSHARPS, KEEPCASE words with ß may be written in Title case.
      if (type === CapType.All || !(this.meta.checksharps && small.includes('ß'))) rv = -1;
    }
    return rv >= 0;
  }

  /** An ALL CAPS word in Title case, as Hunspell tries it; a leading dotted İ stays (İZMİR -> İzmir). */
  private allCapsTitle(word: string): string {
    const dotted = word[0] === 'İ';
    return (dotted ? 'İ' : '') + initCap(lower(word, this.turkic), this.turkic).slice(dotted ? 1 : 0);
  }

  private isKeepCase(h: number): boolean {
    return this.dict.has(h, this.meta.flags.keepcase);
  }

  /** Tries each "ss" as "ß" (German ALL CAPS: STRASSE -> Straße). */
  private spellSharps(base: string, from: number, n: number, replaced: number): boolean {
    const pos = base.indexOf('ss', from);
    if (pos >= 0 && n < MAX_SHARPS) {
      const sharp = base.slice(0, pos) + 'ß' + base.slice(pos + 2);
      if (this.spellSharps(sharp, pos + 1, n + 1, replaced + 1)) return true;
      return this.spellSharps(base, pos + 2, n + 1, replaced);
    }
    return replaced > 0 && this.checkWord(base, false) >= 0;
  }

  /** BREAK points: word-ends patterns (^-, -$), then a split at the second and the first occurrence. */
  private spellBroken(word: string, depth: number): boolean {
    const breaks = this.meta.breaks;
    if (!this.plainBreaks.some((plain) => word.includes(plain))) return false;
    // Hunspell counts the patterns as written: "^-" and "-$" never occur, so only bare "-" counts towards the limit.
    let count = 0;
    for (const b of breaks) {
      for (let at = word.indexOf(b); at >= 0; at = word.indexOf(b, at + b.length)) count++;
    }
    if (count >= MAX_BREAKS) return false;
    const len = word.length;
    for (const b of breaks) {
      const n = b.length;
      if (n === 1 || n > len) continue;
      if (b[0] === '^' && word.startsWith(b.slice(1)) && this.spell(word.slice(n - 1), depth + 1)) return true;
      if (b[n - 1] === '$' && word.endsWith(b.slice(0, -1)) && this.spell(word.slice(0, len - n + 1), depth + 1)) return true;
    }
    for (const second of [true, false]) {
      for (const b of breaks) {
        const n = b.length;
        let at = word.indexOf(b);
        if (!(at > 0 && at < len - n)) continue;
        if (second) {
          const again = word.indexOf(b, at + 1);
          if (again > 0 && again < len - n) at = again;
        }
        if (!this.spell(word.slice(at + n), depth + 1)) continue;
        if (this.spell(word.slice(0, at), depth + 1)) return true;
        // Hungarian's dash rule: the first part may be a word with its dash (üzembehelyezés- in üzembehelyezés-vizsga).
        if (this.hungarian && b === '-' && this.spell(word.slice(0, at + 1), depth + 1)) return true;
      }
    }
    return false;
  }

  /** Hunspell's checkword: the homonym that accepts the exact string, or -1. */
  private checkWord(input: string, initCapInfo: boolean): number {
    const { dict, meta } = this;
    const f = meta.flags;
    const word = meta.ignore === '' ? input : removeChars(input, meta.ignore);
    if (word === '') return -1;
    const first = dict.lookup(word);
    if (first >= 0) {
      if (dict.has(first, f.forbidden)) {
        this.forbidden = true;
        return -1;
      }
      for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
        if (dict.has(h, f.needaffix) || dict.has(h, f.onlyincompound) || (initCapInfo && dict.has(h, f.onlyupcase))) continue;
        return h;
      }
    }
    let rv = this.affixes.affixCheck(word, 0, InCompound.Not);
    if (rv >= 0 && (dict.has(rv, f.onlyincompound) || (initCapInfo && dict.has(rv, f.onlyupcase)))) rv = -1;
    if (rv >= 0) {
      if (dict.has(rv, f.forbidden)) {
        this.forbidden = true;
        return -1;
      }
      return rv;
    }
    if (!this.compounds.enabled) return -1;
    const h = this.compoundCheck(word, this.origCap, this.candidateForms);
    this.compound = h >= 0;
    return h;
  }
}

const DIGIT = /\p{Nd}/u;

/** Hunspell accepts numbers (any script's digits) with single separators: 1,000.50 or 12-34. */
function isNumber(word: string): boolean {
  let sawDigit = false;
  let lastSep = true;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c > 127 && DIGIT.test(word[i]))) { sawDigit = true; lastSep = false; }
    else if (c === 44 || c === 46 || c === 45) {
      if (lastSep) return false;
      lastSep = true;
    } else return false;
  }
  return sawDigit && !lastSep;
}

function removeChars(word: string, chars: string): string {
  let out = '';
  for (const ch of word) if (!chars.includes(ch)) out += ch;
  return out;
}
