// Parses a Hunspell .dic (decoded text) into stems and their flag sets, the way Hunspell's HashMgr loads it:
// morphological fields dropped, "\/" kept in words, IGNORE characters removed, hidden Title-case homonyms for mixed case.
import { CapType, capType, initCap, isTurkic, lower } from '../engines/casing.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';
import type { CaseMapping } from '../languages/profile.ts';
import { removeIgnored, type FlagParser } from './hunspell-aff.ts';

/** stem -> flag sets of its homonyms (each sorted, unique). */
export type StemMap = Map<string, number[][]>;

/** `casing`: the language's case mapping (its profile's), for the hidden Title-case forms. */
export function parseDic(text: string, flags: FlagParser, meta: SpellerMeta, casing: CaseMapping): StemMap {
  const stems: StemMap = new Map();
  const turkic = isTurkic(casing);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // Line 1 is the approximate word count.
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n];
    if (line === '' || line[0] === '\t') continue;
    const [word, flagText] = splitEntry(line);
    if (word === '') continue;
    const set = flagText === '' ? [] : [...new Set(flags.field(flagText))].sort((a, b) => a - b);
    const stem = removeIgnored(word, meta.ignore);
    if (stem === '') continue;
    addHomonym(stems, stem, set);
    addPhoneticReps(line, stem, turkic, meta);
    // Mixed case (OpenOffice.org) and affixed all-caps words (CIA/S -> CIA'S) also get a hidden Title-case form,
    // usable only to accept the ALL-CAPS spelling.
    const type = capType(stem);
    const forbidden = meta.flags.forbidden !== 0 && set.includes(meta.flags.forbidden);
    if ((type === CapType.Huh || type === CapType.HuhInit || (type === CapType.All && set.length > 0)) && !forbidden) {
      const hidden = initCap(lower(stem, turkic), turkic);
      addHomonym(stems, hidden, [...set, meta.flags.onlyupcase].sort((a, b) => a - b));
    }
  }
  // Real entries before hidden Title-case ones, so "Unesco's" finds Unesco/S before the hidden form of UNESCO/S.
  const hidden = meta.flags.onlyupcase;
  for (const sets of stems.values()) if (sets.length > 1) sets.sort((a, b) => Number(a.includes(hidden)) - Number(b.includes(hidden)));
  return stems;
}

/**
 * "ph:" fields name misspellings of the entry, which Hunspell adds to the REP table (HashMgr::add_word): "ph:prity"
 * is REP prity -> pretty, "ph:priti->pretti" names both sides, and a trailing "*" drops the last letter of each
 * (prit -> prett, so the inflected pritiest finds prettiest too). A Title-case entry gets the Title-case pattern too.
 */
function addPhoneticReps(line: string, word: string, turkic: boolean, meta: SpellerMeta): void {
  for (const [, field] of line.matchAll(/[ \t]ph:(\S+)/g)) {
    let pattern = field;
    let replacement = word;
    const arrow = pattern.indexOf('->');
    if (arrow > 1) {
      replacement = pattern.slice(arrow + 2);
      pattern = pattern.slice(0, arrow);
    }
    if (pattern.endsWith('*')) {
      pattern = pattern.slice(0, -2);
      replacement = replacement.slice(0, -1);
    }
    if (pattern === '' || replacement === '') continue;
    meta.rep.from.push(pattern);
    meta.rep.to.push(replacement);
    if (capType(word) === CapType.Init) {
      meta.rep.from.push(initCap(pattern, turkic));
      meta.rep.to.push(replacement);
    }
  }
}

function addHomonym(stems: StemMap, stem: string, set: number[]): void {
  const list = stems.get(stem);
  if (list) list.push(set);
  else stems.set(stem, [set]);
}

/** Splits "word/flags morph..." into word and flag text, as Hunspell does. */
function splitEntry(line: string): [string, string] {
  let text = line;
  // Morphological fields start at whitespace followed by "xx:"; a tab always ends the word (old format).
  const morph = /[ \t]+\S\S:/.exec(text);
  let end = morph ? morph.index : -1;
  const tab = text.indexOf('\t');
  if (tab >= 0 && (end < 0 || tab < end)) end = tab;
  if (end >= 0) text = text.slice(0, end);
  text = text.replace(/\s+$/, '');
  // A slash at position 0 is part of the word; "\/" is an escaped slash.
  for (let i = 1; i < text.length; i++) {
    if (text[i] === '/') {
      if (text[i - 1] === '\\') {
        text = text.slice(0, i - 1) + text.slice(i);
        i--;
        continue;
      }
      return [text.slice(0, i), text.slice(i + 1)];
    }
  }
  return [text, ''];
}
