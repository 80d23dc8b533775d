// The completer's view of a Hunspell dictionary: its stems, the inflected forms its affix rules make (one suffix,
// one prefix, the two crossed) so forms no corpus contains can be finished, and Hunspell's own verdict on a word.
// Reads the .aff/.dic with the speller's parsers and checker (data/hunspell-*.ts, engines/hunspell/checker.ts).
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import type { CaseMapping } from '../languages/profile.ts';
import { readHunspell, WHOLE_WORD } from './completer-sources.ts';
import type { StemMap } from './hunspell-dic.ts';
import { parseAff, type AffFile, type AffixRule } from './hunspell-aff.ts';
import { parseDic } from './hunspell-dic.ts';
import { affPackParts } from './speller-affixes.ts';
import { dictionarySections } from './speller-dictionary.ts';

export interface CompleterDictionary {
  stems: string[];
  /** [stem, its inflected forms] for every stem, made as they are read: millions of forms are never held at once. */
  inflections(): Iterable<[string, string[]]>;
  /** Hunspell accepts the word as written. */
  accepts(word: string): boolean;
}

/** The language's Hunspell dictionary (file stem), read with its case mapping; null when it has none. */
export function loadDictionary(stem: string, casing: CaseMapping): CompleterDictionary | null {
  const files = readHunspell(stem);
  if (!files) return null;
  const { meta, flags } = parseAff(files.affText);
  const stems = parseDic(files.dicText, flags, meta, casing);
  // Built only when asked: checking costs a dictionary table build.
  let checker: HunspellChecker | null = null;
  return {
    stems: [...stems.keys()].filter((w) => WHOLE_WORD.test(w)),
    inflections: () => inflect(stems, meta),
    accepts: (word) => (checker ??= checkerOf(meta, stems, casing)).check(word),
  };
}

function checkerOf(aff: AffFile, stems: StemMap, casing: CaseMapping): HunspellChecker {
  const { meta, sections } = affPackParts(aff);
  return new HunspellChecker({ meta, sections: { ...sections, ...dictionarySections(stems) } }, casing);
}

/** A Hunspell condition ("[^aeiou]y", ".", "") as a regular expression anchored at the stem's end (suffix) or start. */
function conditionPattern(condition: string, atEnd: boolean): RegExp | null {
  if (condition === '' || condition === '.') return null;
  let source = '';
  let inClass = false;
  for (const ch of condition) {
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    if (ch === '[' || ch === ']' || (ch === '^' && inClass) || (ch === '.' && !inClass)) source += ch;
    else source += ch.replace(inClass ? /[\\-]/ : /[\\^$.*+?(){}|/]/, '\\$&');
  }
  return new RegExp(atEnd ? `(?:${source})$` : `^(?:${source})`, 'u');
}

interface Rule {
  strip: string;
  add: string;
  cross: boolean;
  condition: RegExp | null;
  /** The form needs a further affix or lives only inside compounds: not a word of its own. */
  incomplete: boolean;
}

function byFlag(rules: AffixRule[], atEnd: boolean, incompleteFlags: Set<number>): Map<number, Rule[]> {
  const out = new Map<number, Rule[]>();
  for (const [flag, cross, strip, add, cond, cont] of rules) {
    const rule: Rule = { strip, add, cross, condition: conditionPattern(cond, atEnd), incomplete: cont.some((f) => incompleteFlags.has(f)) };
    out.set(flag, [...(out.get(flag) ?? []), rule]);
  }
  return out;
}

/** Forms made from one stem at most (Hungarian's rules make thousands); rules are applied in .aff order. */
const MAX_FORMS_PER_STEM = 100;

function* inflect(stems: StemMap, meta: AffFile): Generator<[string, string[]]> {
  const f = meta.flags;
  const incomplete = new Set([f.needaffix, f.onlyincompound, f.circumfix, f.forbidden].filter((x) => x !== 0));
  const skipStem = new Set([f.forbidden, f.onlyincompound, f.onlyupcase].filter((x) => x !== 0));
  const suffixes = byFlag(meta.suffixes, true, incomplete);
  const prefixes = byFlag(meta.prefixes, false, incomplete);

  for (const [word, homonyms] of stems) {
    for (const set of homonyms) {
      if (set.some((flag) => skipStem.has(flag))) continue;
      const forms = new Set<string>();
      if (!set.includes(f.needaffix)) forms.add(word);
      const suffixed: string[] = [];
      for (const flag of set) {
        for (const rule of suffixes.get(flag) ?? []) {
          if (forms.size >= MAX_FORMS_PER_STEM) break;
          if (!word.endsWith(rule.strip) || (rule.condition && !rule.condition.test(word))) continue;
          const form = word.slice(0, word.length - rule.strip.length) + rule.add;
          if (!rule.incomplete) forms.add(form);
          if (rule.cross && !rule.incomplete) suffixed.push(form);
        }
      }
      for (const flag of set) {
        for (const rule of prefixes.get(flag) ?? []) {
          // Elided articles written onto the word (Italian "dell'") are words of their own to the completer.
          if (rule.incomplete || /['’]/.test(rule.add)) continue;
          for (const base of rule.cross ? [word, ...suffixed] : [word]) {
            if (forms.size >= MAX_FORMS_PER_STEM) break;
            if (!base.startsWith(rule.strip) || (rule.condition && !rule.condition.test(base))) continue;
            forms.add(rule.add + base.slice(rule.strip.length));
          }
        }
      }
      // A form cased unlike its stem ("daA" from "A") is an artefact of rules meant for other stems.
      const mixed = /\p{Lu}/u.test(word.slice(1));
      const words = [...forms].filter((w) => WHOLE_WORD.test(w) && (mixed || !/\p{Lu}/u.test(w.slice(1))));
      if (words.length > 0) yield [word, words];
    }
  }
}
