// Inflected forms from a Hunspell dictionary: each stem with the words its affix rules make (one suffix, one prefix,
// and the two crossed), so the completer can finish forms no corpus it reads happens to contain.
// Reads the .aff/.dic with the speller's own parsers (data/hunspell-aff.ts, data/hunspell-dic.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AffixRule } from '../engines/hunspell/speller-meta.ts';
import { decodeHunspell } from './compile-speller.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { parseAff } from './hunspell-aff.ts';
import { parseDic } from './hunspell-dic.ts';

const HUNSPELL_DIR = join(DEBIAN_ROOT, 'usr/share/hunspell');
const WHOLE_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*$/u;

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

/** Every dictionary word with its inflected forms, stem first; [] when the language has no dictionary. */
export function dictionaryLemmas(stem: string): string[][] {
  const affPath = join(HUNSPELL_DIR, `${stem}.aff`);
  const dicPath = join(HUNSPELL_DIR, `${stem}.dic`);
  if (!existsSync(affPath) || !existsSync(dicPath)) return [];
  const { affText, dicText } = decodeHunspell(readFileSync(affPath), readFileSync(dicPath));
  const { meta, flags } = parseAff(affText);
  const stems = parseDic(dicText, flags, meta);
  const f = meta.flags;
  const incomplete = new Set([f.needaffix, f.onlyincompound, f.circumfix, f.forbidden].filter((x) => x !== 0));
  const skipStem = new Set([f.forbidden, f.onlyincompound, f.onlyupcase].filter((x) => x !== 0));
  const suffixes = byFlag(meta.suffixes, true, incomplete);
  const prefixes = byFlag(meta.prefixes, false, incomplete);

  const lemmas: string[][] = [];
  for (const [word, homonyms] of stems) {
    for (const set of homonyms) {
      if (set.some((flag) => skipStem.has(flag))) continue;
      const forms = new Set<string>();
      if (!set.includes(f.needaffix)) forms.add(word);
      const suffixed: string[] = [];
      for (const flag of set) {
        for (const rule of suffixes.get(flag) ?? []) {
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
            if (!base.startsWith(rule.strip) || (rule.condition && !rule.condition.test(base))) continue;
            forms.add(rule.add + base.slice(rule.strip.length));
          }
        }
      }
      // A form cased unlike its stem ("daA" from "A") is an artefact of rules meant for other stems.
      const mixed = /\p{Lu}/u.test(word.slice(1));
      const words = [...forms].filter((w) => WHOLE_WORD.test(w) && (mixed || !/\p{Lu}/u.test(w.slice(1))));
      if (words.length > 0) lemmas.push(words);
    }
  }
  return lemmas;
}
