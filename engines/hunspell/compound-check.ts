// Hunspell compounding: split a word into parts that carry COMPOUNDFLAG/BEGIN/MIDDLE/END (bare or affixed), or that
// spell a COMPOUNDRULE pattern of flags, with the CHECKCOMPOUND* vetoes. Follows affixmgr.cxx compound_check.
import { AffixChecker, InCompound } from './affix-check.ts';
import type { Dictionary } from './dictionary.ts';
import type { FormFilter } from './form-filter.ts';
import { SearchMemo } from './search-memo.ts';
import type { CompoundPattern, SpellerMeta } from './speller-meta.ts';

/** Hunspell's recursion cap on compound parts. */
const MAX_COMPOUND_WORDS = 100;
/** Split points tried per word before giving up, in place of Hunspell's time limit (its "timelimit" test). */
const MAX_COMPOUND_STEPS = 20_000;
/** First-part answers kept for the candidate search (one typo's edits meet a few thousand prefixes). */
const MAX_REMEMBERED_FIRST_PARTS = 8192;
/** firstPart: a forbidden first part ends the split search (break) or rejects the word (return -1). */
const FIRST_PART_STOP = -2;
const FIRST_PART_VETO = -3;
/** splitAt: the first part itself fails, so no other reading of the same first part can succeed. */
const NO_FIRST_PART = -4;

export class CompoundChecker {
  private readonly f: SpellerMeta['flags'];
  private readonly ruleFlagList: number[];
  /** First letters of the stems that carry a COMPOUNDRULE flag (en: digits only), built on first use. */
  private ruleStarts: Set<string> | null = null;
  /** Some rule starts with a letter (built on first use). */
  private letterRules: boolean | null = null;
  private readonly maxWords: number;
  /** CHECKCOMPOUNDPATTERN entries with a replacement, and the first letters of their written forms. */
  private readonly replacements: CompoundPattern[];
  private readonly replacementStarts: Set<string>;
  /** CHECKCOMPOUNDPATTERN entries by the first letter of the next part's text ('' = any next part). */
  private readonly patternsByBegin = new Map<string, CompoundPattern[]>();
  private steps = 0;
  private stepsGiven = 0;
  /** When set, a first part must pass this filter (candidate search only: parts are always plain forms). */
  private forms: FormFilter | null = null;
  /** Set while a candidate search's check runs: answers are kept per text for the rest of that search. */
  private remembering = false;
  /** Candidate search only: first part -> firstPart's answer, prefix and suffix (-1 = none), for the first word [0] and later ones [1]. */
  private readonly firstParts = [new SearchMemo(MAX_REMEMBERED_FIRST_PARTS, 3), new SearchMemo(MAX_REMEMBERED_FIRST_PARTS, 3)];
  /** The affix rules the last first part was read with (null = none). */
  private firstPrefix: number | null = null;
  private firstSuffix: number | null = null;
  /** Candidate search only: the rest after a first part -> laterParts' answer, typed in lower case [0] or not [1]. */
  private readonly rests = [new SearchMemo(MAX_REMEMBERED_FIRST_PARTS, 1), new SearchMemo(MAX_REMEMBERED_FIRST_PARTS, 1)];
  /** Candidate search only: tail -> affixedLastPart's answer and the affix rules it leaves (-1 = none): prefix, suffix, found prefix, found suffix. */
  private readonly lastParts = new SearchMemo(MAX_REMEMBERED_FIRST_PARTS, 5);
  /** 1 where REP entry i replaces with lower-case letters only (repMakesWord may ask the form filter about its readings). */
  private readonly lowerCaseReps: Uint8Array;
  /** The REP entries repMakesWord reads (one word, not empty), by the first code unit of what they replace. */
  private readonly repsByFirst = new Map<number, number[]>();
  /** repMakesWord's scratch: the form filter's state after each prefix of the word. */
  private prefixStates = new Int32Array(0);

  constructor(
    private readonly dict: Dictionary,
    private readonly affixes: AffixChecker,
    private readonly meta: SpellerMeta,
  ) {
    this.f = meta.flags;
    this.ruleFlagList = [...new Set(meta.compoundRules.flatMap((r) => r.filter((_, i) => i % 2 === 0)))];
    this.maxWords = meta.compoundwordmax > 0 ? meta.compoundwordmax : -1;
    this.replacements = meta.compoundPatterns.filter((p) => p[4] !== '');
    this.replacementStarts = new Set(this.replacements.map((p) => p[4][0]));
    this.lowerCaseReps = Uint8Array.from(meta.rep.to, (to) => (to === to.toLowerCase() ? 1 : 0));
    meta.rep.from.forEach((from, i) => {
      if (from === '' || from.includes(' ')) return;
      const first = from.charCodeAt(0);
      this.repsByFirst.set(first, [...(this.repsByFirst.get(first) ?? []), i]);
    });
    for (const pattern of meta.compoundPatterns) {
      const key = pattern[2].charAt(0);
      this.patternsByBegin.set(key, [...(this.patternsByBegin.get(key) ?? []), pattern]);
    }
  }

  /** A new candidate search begins: the parts remembered for earlier ones are not read again (the API is stateless). */
  forgetCandidates(): void {
    for (const memo of this.firstParts) memo.forget();
    for (const memo of this.rests) memo.forget();
    this.lastParts.forget();
  }

  /** Split points the last check() tried. */
  get stepsTaken(): number {
    return this.stepsGiven - Math.max(0, this.steps);
  }

  get enabled(): boolean {
    const f = this.f;
    return f.compoundflag !== 0 || f.compoundbegin !== 0 || f.compoundmiddle !== 0 || this.meta.compoundRules.length > 0;
  }

  /** Some compound can be spelled with letters alone (en's COMPOUNDRULE ordinals start with digits: no). */
  get spellsLetterWords(): boolean {
    if (this.f.compoundflag !== 0 || this.f.compoundbegin !== 0) return true;
    this.ruleStarts ??= this.ruleStartLetters();
    this.letterRules ??= [...this.ruleStarts].some((ch) => /\p{L}/u.test(ch));
    return this.letterRules;
  }

  /**
   * The homonym of the first part when the word is a valid compound (its KEEPCASE counts for the whole, as in
   * Hunspell), else -1. `origCap` = typed with capitals (FORCEUCASE). `maxSteps`: split points to try at most
   * (a candidate search shares a budget of them, see HunspellChecker.beginCandidateSearch).
   */
  check(word: string, origCap: boolean, forms: FormFilter | null = null, maxSteps = MAX_COMPOUND_STEPS): number {
    this.remembering = false;
    return this.checkWith(word, origCap, forms, maxSteps);
  }

  /** check() for a candidate search (forgetCandidates begins one): answers about parts are kept for the search's later checks. */
  checkCandidate(word: string, origCap: boolean, forms: FormFilter | null, maxSteps: number): number {
    this.remembering = true;
    return this.checkWith(word, origCap, forms, maxSteps);
  }

  private checkWith(word: string, origCap: boolean, forms: FormFilter | null, maxSteps: number): number {
    const f = this.f;
    this.steps = this.stepsGiven = Math.min(maxSteps, MAX_COMPOUND_STEPS);
    this.forms = forms;
    if (f.compoundflag !== 0 || f.compoundbegin !== 0) {
      const h = this.flagCompound(word, 0, origCap);
      if (h >= 0) return h;
    }
    if (this.meta.compoundRules.length === 0) return -1;
    this.ruleStarts ??= this.ruleStartLetters();
    if (!this.ruleStarts.has(word[0])) return -1;
    const parts: number[] = [];
    return this.ruleCompound(word, 0, parts) ? parts[0] : -1;
  }

  /**
   * compound_check with flags: the first part word[0..i), then the rest as a last part or recursively. Two more
   * readings of each split: SIMPLIFIEDTRIPLE (Schiffahrt = Schiff + fahrt: the rest takes the doubled letter again)
   * and CHECKCOMPOUNDPATTERN replacements (fozar = foo + bar when "o b z" says oo|b is written z).
   */
  private flagCompound(word: string, wordnum: number, origCap: boolean): number {
    const { meta } = this;
    const cmin = meta.compoundmin;
    const len = word.length;
    // The filter's automaton state after the first part word[0..i), extended by one letter per split point.
    const forms = this.forms;
    let state = forms === null ? -1 : forms.stateOf(word, 0, cmin);
    for (let i = cmin; i <= len - cmin; i++) {
      if (--this.steps < 0) return -1;
      if (forms !== null && i > cmin) state = forms.step(state, word.charCodeAt(i - 1));
      const firstIsForm = forms === null || forms.isForm(state);
      const rv = firstIsForm ? this.splitAt(word, i, wordnum, origCap, null, false) : NO_FIRST_PART;
      if (rv === FIRST_PART_STOP) break;
      if (rv === FIRST_PART_VETO) return -1;
      if (rv >= 0) return rv;
      if (rv !== NO_FIRST_PART && meta.simplifiedtriple && i > 2 && word[i - 1] === word[i - 2]) {
        const triple = this.splitAt(word.slice(0, i) + word.slice(i - 1), i, wordnum, origCap, null, true);
        if (triple === FIRST_PART_VETO) return -1;
        if (triple >= 0) return triple;
      }
      if (!this.replacementStarts.has(word[i])) continue;
      for (const pattern of this.replacements) {
        const [end, , begin, , written] = pattern;
        if (!word.startsWith(written, i)) continue;
        const at = i + end.length;
        const expanded = word.slice(0, i) + end + begin + word.slice(i + written.length);
        if (expanded.length - at < cmin) continue;
        const replaced = this.splitAt(expanded, at, wordnum, origCap, pattern, false);
        if (replaced === FIRST_PART_VETO) return -1;
        if (replaced >= 0) return replaced;
      }
    }
    return -1;
  }

  /**
   * One split of compound_check: word[0..i) as the first part, word[i..] as the last part (bare or affixed) or as
   * a compound of its own. `replaced`: the split spells out that CHECKCOMPOUNDPATTERN replacement, so its flags must
   * hold on either side and it forbids nothing here; `simplified`: a SIMPLIFIEDTRIPLE reading (no triple check).
   * The caller has tested a plain or simplified first part against the form filter; a replaced one is tested here.
   * Returns the first part's homonym, -1 for no compound at this split, NO_FIRST_PART, FIRST_PART_STOP or FIRST_PART_VETO.
   */
  private splitAt(word: string, i: number, wordnum: number, origCap: boolean, replaced: CompoundPattern | null, simplified: boolean): number {
    const { dict, affixes, meta } = this;
    const f = this.f;
    const len = word.length;
    if (replaced !== null && this.forms !== null && !this.forms.has(word, 0, i)) return NO_FIRST_PART;
    const rvFirst = this.firstPart(word, i, wordnum);
    if (rvFirst === -1) return NO_FIRST_PART;
    if (rvFirst < 0) return replaced === null || rvFirst === FIRST_PART_VETO ? rvFirst : NO_FIRST_PART;
    const firstPrefix = this.firstPrefix;
    const firstSuffix = this.firstSuffix;
    if (replaced !== null && replaced[1] !== 0 && !this.sideHas(rvFirst, replaced[1], firstPrefix, firstSuffix)) return -1;
    if (!simplified && meta.checkcompoundtriple && word[i - 1] === word[i] && ((i > 1 && word[i - 1] === word[i - 2]) || word[i - 1] === word[i + 1])) return -1;
    if (meta.checkcompoundcase && this.badCaseAt(word, i)) return -1;
    const secondFlag = replaced === null ? 0 : replaced[3];
    const checkPatterns = replaced === null && meta.compoundPatterns.length > 0;

    // The rest as the last part, bare.
    let rest = -1;
    const last = dict.lookup(word, i, len);
    if (last >= 0) {
      for (let h = last, end = dict.homonymEnd(last); h < end; h++) {
        if (dict.has(h, f.needaffix)) continue;
        if (secondFlag !== 0 && !dict.has(h, secondFlag)) continue;
        if (dict.has(h, f.compoundflag) || dict.has(h, f.compoundend)) { rest = h; break; }
      }
    }
    if (rest >= 0 && dict.has(rest, f.forceucase) && !origCap) rest = -1;
    if (rest >= 0 && (dict.has(rest, f.forbidden) || dict.has(rest, f.onlyupcase))) return FIRST_PART_VETO;
    if (
      rest >= 0 &&
      (this.maxWords === -1 || wordnum + 1 < this.maxWords) &&
      !(checkPatterns && this.patternForbids(word, i, rvFirst, firstPrefix, firstSuffix, rest, null, null)) &&
      (!meta.checkcompounddup || rest !== rvFirst)
    ) {
      if ((meta.checkcompoundrep && this.repMakesWord(word)) || this.isWordPair(word, i)) return FIRST_PART_VETO;
      return rvFirst;
    }

    // The rest as the last part, affixed.
    const tail = word.slice(i);
    rest = this.affixedLastPart(tail);
    if (rest >= 0 && secondFlag !== 0 && !this.sideHas(rest, secondFlag, affixes.foundPrefix, affixes.foundSuffix)) rest = -1;
    if (rest >= 0 && checkPatterns && this.patternForbids(word, i, rvFirst, firstPrefix, firstSuffix, rest, affixes.foundPrefix, affixes.foundSuffix)) rest = -1;
    if (rest >= 0 && affixes.lastAffixHas(f.compoundforbid)) rest = -1;
    if (rest >= 0 && dict.has(rest, f.forceucase) && !origCap) rest = -1;
    if (rest >= 0 && (dict.has(rest, f.forbidden) || dict.has(rest, f.onlyupcase))) return FIRST_PART_VETO;
    if (rest >= 0 && (this.maxWords === -1 || wordnum + 1 < this.maxWords) && (!meta.checkcompounddup || rest !== rvFirst)) {
      if (meta.checkcompoundrep && this.repMakesWord(word)) return FIRST_PART_VETO;
      return rvFirst;
    }

    // The rest as a compound of its own (middle parts).
    const maxWords = this.maxWords === -1 ? MAX_COMPOUND_WORDS : this.maxWords;
    if (wordnum + 2 >= maxWords) return -1;
    const inner = this.laterParts(tail, wordnum + 1, origCap);
    if (inner < 0 || (secondFlag !== 0 && !dict.has(inner, secondFlag))) return -1;
    if (checkPatterns && this.patternForbids(word, i, rvFirst, firstPrefix, firstSuffix, inner, null, null)) return -1;
    if (meta.checkcompoundrep && this.repMakesWord(word)) return FIRST_PART_VETO;
    // The first two parts must not be a REP typo of one word either (szer+víz+kocsi vs szerviz).
    const end = i + dict.stemLength(inner);
    if (meta.checkcompoundrep && word.startsWith(dict.stemText(inner), i) && this.repMakesWord(word.slice(0, end))) return -1;
    return rvFirst;
  }

  /**
   * The tail as an affixed last part: its homonym or -1, the affix checker's rules left as the analysis leaves them. In
   * a candidate search the edits of one typo share their tails (Hungarian prefix edits: most of a long typo's time),
   * so the answers are kept per tail with those rules.
   */
  private affixedLastPart(tail: string): number {
    if (!this.remembering) return this.readAffixedLastPart(tail);
    const affixes = this.affixes;
    let at = this.lastParts.find(tail);
    if (at >= 0) {
      const values = this.lastParts.values;
      affixes.prefix = values[at + 1] < 0 ? null : values[at + 1];
      affixes.suffix = values[at + 2] < 0 ? null : values[at + 2];
      affixes.foundPrefix = values[at + 3] < 0 ? null : values[at + 3];
      affixes.foundSuffix = values[at + 4] < 0 ? null : values[at + 4];
      return values[at];
    }
    const rv = this.readAffixedLastPart(tail);
    at = this.lastParts.place(tail);
    // Read after place(), which may grow the memo into a new array.
    const values = this.lastParts.values;
    values[at] = rv;
    values[at + 1] = affixes.prefix ?? -1;
    values[at + 2] = affixes.suffix ?? -1;
    values[at + 3] = affixes.foundPrefix ?? -1;
    values[at + 4] = affixes.foundSuffix ?? -1;
    return rv;
  }

  private readAffixedLastPart(tail: string): number {
    const { affixes, f } = this;
    affixes.prefix = null;
    affixes.suffix = null;
    // An affixed last part is a plain form: the filter (when set) can rule it out before the affix analysis.
    if (this.forms !== null && !this.forms.has(tail)) return -1;
    const rest = f.compoundflag !== 0 ? affixes.affixCheck(tail, f.compoundflag, InCompound.End) : -1;
    if (rest >= 0 || f.compoundend === 0) return rest;
    affixes.prefix = null;
    affixes.suffix = null;
    return affixes.affixCheck(tail, f.compoundend, InCompound.End);
  }

  /** The part's root, or the prefix or suffix it was read with, carries the flag (Hunspell's join_side_has_flag). */
  private sideHas(h: number, flag: number, prefix: number | null, suffix: number | null): boolean {
    const { prefixes, suffixes } = this.affixes;
    return this.dict.has(h, flag) || (prefix !== null && prefixes.contHas(prefix, flag)) || (suffix !== null && suffixes.contHas(suffix, flag));
  }

  /**
   * flagCompound of the parts after the first (wordnum >= 1). In a candidate search the edits of one typo share
   * their tails, so the answers are kept per text: with no COMPOUNDWORDMAX they depend on nothing else (an answer cut
   * short by the step limit is not kept). Callers read no affix state after it.
   */
  private laterParts(rest: string, wordnum: number, origCap: boolean): number {
    if (!this.remembering || this.maxWords !== -1) return this.flagCompound(rest, wordnum, origCap);
    const remembered = this.rests[origCap ? 1 : 0];
    const at = remembered.find(rest);
    if (at >= 0) return remembered.values[at];
    const rv = this.flagCompound(rest, wordnum, origCap);
    if (this.steps >= 0) {
      // place() first: it may grow the memo into a new values array.
      const slot = remembered.place(rest);
      remembered.values[slot] = rv;
    }
    return rv;
  }

  /**
   * The first part word[0..i) of a compound (wordnum = parts before it): its homonym, -1 when it cannot start
   * here, FIRST_PART_STOP or FIRST_PART_VETO; firstPrefix / firstSuffix are the affixes it was read with. In a
   * candidate search the edits of one typo share their prefixes, so the answers are kept per prefix (they depend on
   * nothing else), with the affixes CHECKCOMPOUNDPATTERN flags may ask for.
   */
  private firstPart(word: string, i: number, wordnum: number): number {
    if (!this.remembering) return this.readFirstPart(word, i, wordnum);
    const remembered = this.firstParts[wordnum === 0 ? 0 : 1];
    const key = word.slice(0, i);
    let at = remembered.find(key);
    if (at >= 0) {
      const values = remembered.values;
      this.firstPrefix = values[at + 1] < 0 ? null : values[at + 1];
      this.firstSuffix = values[at + 2] < 0 ? null : values[at + 2];
      return values[at];
    }
    const rv = this.readFirstPart(word, i, wordnum);
    at = remembered.place(key);
    const values = remembered.values;
    values[at] = rv;
    values[at + 1] = this.firstPrefix ?? -1;
    values[at + 2] = this.firstSuffix ?? -1;
    return rv;
  }

  private readFirstPart(word: string, i: number, wordnum: number): number {
    const rv = this.analyzeFirstPart(word, i, wordnum);
    this.firstPrefix = this.affixes.prefix;
    this.firstSuffix = this.affixes.suffix;
    return rv;
  }

  private analyzeFirstPart(word: string, i: number, wordnum: number): number {
    const { dict, affixes } = this;
    const f = this.f;
    affixes.prefix = null;
    affixes.suffix = null;
    let rv = -1;
    let checkedPrefix = false;
    let stop = false;
    const first = dict.lookup(word, 0, i);
    if (first >= 0) {
      for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
        if (dict.has(h, f.needaffix)) continue;
        if (
          dict.has(h, f.compoundflag) ||
          (wordnum === 0 && dict.has(h, f.compoundbegin)) ||
          (wordnum > 0 && dict.has(h, f.compoundmiddle))
        ) { rv = h; break; }
      }
      if (rv >= 0 && (dict.has(rv, f.forbidden) || dict.has(rv, f.onlyupcase))) stop = true;
    }
    if (stop) return FIRST_PART_STOP;
    if (rv < 0) {
      const st = word.slice(0, i);
      if (f.compoundflag !== 0) {
        rv = affixes.prefixCheck(st, InCompound.Begin, f.compoundflag);
        if (rv < 0) {
          rv = affixes.suffixCheck(st, 0, null, 0, f.compoundflag, InCompound.Begin);
          if (rv >= 0 && (affixes.lastSuffixHas(f.compoundforbid) || affixes.lastSuffixHas(f.compoundend))) rv = -1;
        }
      }
      const positional = wordnum === 0 ? f.compoundbegin : f.compoundmiddle;
      if (rv < 0 && positional !== 0) {
        rv = affixes.suffixCheck(st, 0, null, 0, positional, InCompound.Begin);
        if (rv < 0) rv = affixes.prefixCheck(st, InCompound.Begin, positional);
      }
      checkedPrefix = rv >= 0;
    }
    if (rv >= 0 && affixes.lastAffixHas(f.compoundforbid)) rv = -1;
    // A first part that is itself a dictionary word marked COMPOUNDFORBIDFLAG may not start a compound.
    if (rv >= 0 && f.compoundforbid !== 0 && first >= 0 && this.anyHomonymHas(first, f.compoundforbid)) rv = -1;
    if (rv >= 0 && !checkedPrefix && affixes.lastAffixHas(f.compoundend)) rv = -1;
    if (rv >= 0 && !checkedPrefix && wordnum === 0 && affixes.lastAffixHas(f.compoundmiddle)) rv = -1;
    if (rv >= 0 && (dict.has(rv, f.forbidden) || dict.has(rv, f.onlyupcase))) return FIRST_PART_VETO;
    if (rv < 0) return -1;
    if (!(
      checkedPrefix ||
      dict.has(rv, f.compoundflag) ||
      (wordnum === 0 && dict.has(rv, f.compoundbegin)) ||
      (wordnum > 0 && dict.has(rv, f.compoundmiddle))
    )) return -1;
    return rv;
  }

  /** The dictionary lists the two parts as a word pair ("compound word"): written together it is a typo. */
  private isWordPair(word: string, i: number): boolean {
    return this.dict.lookup(word.slice(0, i) + ' ' + word.slice(i)) >= 0;
  }

  private anyHomonymHas(first: number, flag: number): boolean {
    for (let h = first, end = this.dict.homonymEnd(first); h < end; h++) if (this.dict.has(h, flag)) return true;
    return false;
  }

  /** CHECKCOMPOUNDCASE: an upper-case letter on either side of the boundary (unless a hyphen) forbids it. */
  private badCaseAt(word: string, i: number): boolean {
    const a = word[i];
    const b = word[i - 1];
    return (a.toUpperCase() === a || b.toUpperCase() === b) && a !== '-' && b !== '-';
  }

  /**
   * CHECKCOMPOUNDPATTERN (cpdpat_check): a forbidden boundary at i, by the end of the first part (its text, or "0":
   * its bare root), the start of the next, and flags on either side's root or affixes. Patterns with a replacement
   * forbid the unreplaced form too.
   */
  private patternForbids(word: string, i: number, r1: number, p1: number | null, s1: number | null, r2: number, p2: number | null, s2: number | null): boolean {
    return this.patternsForbid(this.patternsByBegin.get(word[i]), word, i, r1, p1, s1, r2, p2, s2) ||
      this.patternsForbid(this.patternsByBegin.get(''), word, i, r1, p1, s1, r2, p2, s2);
  }

  private patternsForbid(patterns: CompoundPattern[] | undefined, word: string, i: number, r1: number, p1: number | null, s1: number | null, r2: number, p2: number | null, s2: number | null): boolean {
    if (patterns === undefined) return false;
    const dict = this.dict;
    for (const [end, endFlag, begin, beginFlag] of patterns) {
      if (!word.startsWith(begin, i)) continue;
      if (endFlag !== 0 && !this.sideHas(r1, endFlag, p1, s1)) continue;
      if (beginFlag !== 0 && !this.sideHas(r2, beginFlag, p2, s2)) continue;
      if (end === '') return true;
      if (end[0] === '0') {
        const n = dict.stemLength(r1);
        if (n <= i && word.slice(i - n, i) === dict.stemText(r1)) return true;
      } else if (word.slice(Math.max(0, i - end.length), i) === end) return true;
    }
    return false;
  }

  /**
   * CHECKCOMPOUNDREP: the compound is a REP-typo of a plain dictionary word. In a candidate search the form filter
   * rules out most readings without an affix analysis or a string made (the word is lower or Title case there, and so
   * is a reading whose replacement is lower case; Danish: 530 REP entries, most of a candidate check's time).
   */
  private repMakesWord(word: string): boolean {
    const rep = this.meta.rep;
    const forms = this.forms;
    if (forms !== null) this.readPrefixStates(forms, word);
    for (let at = 0; at < word.length; at++) {
      const entries = this.repsByFirst.get(word.charCodeAt(at));
      if (entries === undefined) continue;
      for (const i of entries) {
        const from = rep.from[i];
        const to = rep.to[i];
        if (!word.startsWith(from, at)) continue;
        if (forms !== null && this.lowerCaseReps[i] === 1 && !this.readsAsForm(forms, word, at, from.length, to)) continue;
        if (this.isPlainWord(word.slice(0, at) + to + word.slice(at + from.length))) return true;
      }
    }
    return false;
  }

  /** prefixStates[k], k >= 1: the filter's state after word[0..k) (its first letter in lower case, as FormFilter.has reads it). */
  private readPrefixStates(forms: FormFilter, word: string): void {
    if (this.prefixStates.length <= word.length) this.prefixStates = new Int32Array(word.length + 1);
    const states = this.prefixStates;
    if (word.length > 0) states[1] = forms.stateOf(word, 0, 1);
    for (let k = 2; k <= word.length; k++) states[k] = forms.step(states[k - 1], word.charCodeAt(k - 1));
  }

  /** The word with `length` code units at `at` replaced by `to` (lower case) is a form: FormFilter.has of that reading. */
  private readsAsForm(forms: FormFilter, word: string, at: number, length: number, to: string): boolean {
    if (at === 0 && to === '') return forms.has(word, length);
    let state = at === 0 ? forms.stateOf(to, 0, to.length) : this.prefixStates[at];
    for (let k = at === 0 ? to.length : 0; k < to.length; k++) state = forms.step(state, to.charCodeAt(k));
    for (let k = at + length; k < word.length && state >= 0; k++) state = forms.step(state, word.charCodeAt(k));
    return forms.isForm(state);
  }

  private isPlainWord(word: string): boolean {
    const dict = this.dict;
    const first = dict.lookup(word);
    if (first >= 0) {
      for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
        if (!dict.has(h, this.f.needaffix) && !dict.has(h, this.f.onlyincompound) && !dict.has(h, this.f.forbidden)) return true;
      }
    }
    const prefix = this.affixes.prefix;
    const suffix = this.affixes.suffix;
    const rv = this.affixes.affixCheck(word, 0, InCompound.Not);
    this.affixes.prefix = prefix;
    this.affixes.suffix = suffix;
    return rv >= 0;
  }

  /** COMPOUNDRULE: bare dictionary parts whose flag sets spell one of the rules, e.g. n*1t for "21st". */
  private ruleCompound(word: string, from: number, parts: number[]): boolean {
    const { dict, meta } = this;
    const cmin = meta.compoundmin;
    for (let i = from + cmin; i <= word.length; i++) {
      if (--this.steps < 0) return false;
      if (word.length - i > 0 && word.length - i < cmin) continue;
      const first = dict.lookup(word, from, i);
      if (first < 0) continue;
      for (let h = first, end = dict.homonymEnd(first); h < end; h++) {
        if (!this.hasRuleFlag(h)) continue;
        parts.push(h);
        const done = i === word.length;
        if (done ? parts.length > 1 && this.rulesMatch(parts, false) : this.rulesMatch(parts, true) && this.ruleCompound(word, i, parts)) {
          return true;
        }
        parts.pop();
      }
    }
    return false;
  }

  private ruleStartLetters(): Set<string> {
    const starts = new Set<string>();
    const dict = this.dict;
    for (let h = 0; h < dict.homonymCount; h++) if (this.hasRuleFlag(h)) starts.add(dict.stemText(h)[0]);
    return starts;
  }

  private hasRuleFlag(h: number): boolean {
    for (const flag of this.ruleFlagList) if (this.dict.has(h, flag)) return true;
    return false;
  }

  /** Some rule matches the parts fully, or (prefixOnly) could still match once more parts follow. */
  private rulesMatch(parts: number[], prefixOnly: boolean): boolean {
    for (const rule of this.meta.compoundRules) if (this.ruleMatch(rule, 0, parts, 0, prefixOnly)) return true;
    return false;
  }

  private ruleMatch(rule: number[], t: number, parts: number[], p: number, prefixOnly: boolean): boolean {
    if (p === parts.length) {
      if (prefixOnly) return true;
      for (let k = t; k < rule.length; k += 2) if (rule[k + 1] === 0) return false;
      return true;
    }
    if (t >= rule.length) return false;
    const flag = rule[t];
    const q = rule[t + 1];
    const fits = this.dict.has(parts[p], flag);
    if (q === 0) return fits && this.ruleMatch(rule, t + 2, parts, p + 1, prefixOnly);
    if (q === 2) return (fits && this.ruleMatch(rule, t + 2, parts, p + 1, prefixOnly)) || this.ruleMatch(rule, t + 2, parts, p, prefixOnly);
    return (fits && this.ruleMatch(rule, t, parts, p + 1, prefixOnly)) || this.ruleMatch(rule, t + 2, parts, p, prefixOnly);
  }
}
