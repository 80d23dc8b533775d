// Compiles a speller's word forms into the minimal acyclic automaton engines/form-automaton.ts walks (layout drawn
// there; built by data/minimal-automaton.ts).
import type { AffixChecker } from '../engines/hunspell/affix-check.ts';
import { lower } from '../engines/casing.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';
import { COMPOUND_PART, FINAL, type FORM_AUTOMATON } from '../engines/form-automaton.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { StemMap } from './hunspell-dic.ts';
import { minimalAutomaton, positionsWithinAlphabet } from './minimal-automaton.ts';
import { PackedWords } from './packed-words.ts';
import { forEachForm, forEachFormWithin, NO_AFFIX_FLAGS, type FormReach } from './speller-forms.ts';

/** Most generated forms an automaton is built from (hu_HU makes 75M, it_IT 36.6M); reaches are tried widest first. */
const MAX_AUTOMATON_FORMS = 12_000_000;
const REACHES: FormReach[] = [
  { crossProducts: true, twofold: true },
  { crossProducts: false, twofold: true },
  { crossProducts: false, twofold: false },
];

/** The flags that make a stem, or a form through its affix, a compound part in some position. */
function compoundFlags(meta: SpellerMeta): Set<number> {
  const f = meta.flags;
  const flags = new Set([f.compoundflag, f.compoundbegin, f.compoundmiddle, f.compoundend, f.onlyincompound]);
  for (const rule of meta.compoundRules) for (let i = 0; i < rule.length; i += 2) flags.add(rule[i]);
  flags.delete(0);
  return flags;
}

/** What the automaton holds: whether every stem's forms of one or two affixes, and whether prefix + suffix forms too. */
export interface AutomatonReach {
  complete: boolean;
  crossProducts: boolean;
}

/**
 * The forms in lower case, and their order: sorted, each once, with their kind (FINAL, plus COMPOUND_PART when
 * its stem or its last affix lets it be a compound part), at the widest reach within `maxForms`; where even the
 * narrowest reach makes more (hu_HU: 75M forms of one affix), the most frequent stems' forms of one affix up to
 * `maxForms`, and every other stem bare: on Hungarian typos this did as well as any mix with two-affix forms.
 * The `listed` words (lower case) are added, so the automaton holds every word the list does (compounds included).
 */
function markedForms(
  stems: StemMap,
  affixes: AffixChecker,
  meta: SpellerMeta,
  turkic: boolean,
  stemFreq: Float32Array,
  listed: readonly string[],
  maxForms: number,
): { forms: PackedWords; order: Int32Array; reach: AutomatonReach } {
  const parts = compoundFlags(meta);
  const forms = new PackedWords();
  // Millions of forms share a stem's flag set or an affix's continuation class: whether one holds a compound flag is kept.
  let stemFlagsSeen: ReadonlySet<number> | null = null;
  let stemIsPart = false;
  const affixIsPart = new Map<Uint16Array, boolean>();
  const mark = (form: string, stemFlags: ReadonlySet<number>, affixFlags: Uint16Array) => {
    if (stemFlags !== stemFlagsSeen) {
      stemFlagsSeen = stemFlags;
      stemIsPart = [...parts].some((f) => stemFlags.has(f));
    }
    let affixPart = affixIsPart.get(affixFlags);
    if (affixPart === undefined) affixIsPart.set(affixFlags, (affixPart = [...parts].some((f) => affixFlags.includes(f))));
    forms.add(lower(form, turkic), stemIsPart || affixPart ? FINAL | COMPOUND_PART : FINAL);
  };
  // Counted before any is kept: a reach too wide costs only its enumeration up to maxForms.
  const reach = REACHES.find((r) => forEachFormWithin(stems, affixes, maxForms, () => {}, r));
  if (reach !== undefined) forEachForm(stems, affixes, mark, reach);
  else {
    // Stem ids are the .dic map's order (data/speller-dictionary.ts), which stemFreq is indexed by.
    const order = [...stems.keys()].map((stem, id) => [stem, id] as const).sort((a, b) => stemFreq[b[1]] - stemFreq[a[1]] || a[1] - b[1]);
    forEachFormWithin(new Map(order.map(([stem]) => [stem, stems.get(stem)!])), affixes, maxForms, mark, REACHES[REACHES.length - 1]);
    for (const [stem, sets] of stems) mark(stem, new Set(sets.flat()), NO_AFFIX_FLAGS);
  }
  for (const word of listed) forms.add(word, FINAL);
  // A form made both ways keeps both kinds: the compound part's mark sorts last among equal words.
  const order = forms.lastOfEqual(forms.sortedOrder());
  return { forms, order, reach: { complete: reach !== undefined && reach.twofold, crossProducts: reach?.crossProducts === true } };
}

/**
 * The automaton sections of the forms `forEachForm` makes (at most `maxForms`, see markedForms; `stemFreq` = each
 * stem's corpus share by .dic order) and of the `listed` words, as engines/form-automaton.ts reads them
 * (FORM_AUTOMATON), and what they hold (see AutomatonReach).
 */
export function formAutomatonSections(
  stems: StemMap,
  affixes: AffixChecker,
  meta: SpellerMeta,
  turkic: boolean,
  stemFreq: Float32Array,
  listed: readonly string[],
  maxForms = MAX_AUTOMATON_FORMS,
): { sections: Sections<typeof FORM_AUTOMATON>; reach: AutomatonReach; longest: number } {
  const { forms, order: marked, reach } = markedForms(stems, affixes, meta, turkic, stemFreq, listed, maxForms);
  const within = positionsWithinAlphabet(forms, marked);
  const order = within.map((k) => marked[k]);
  const kind = new Uint8Array(order.length);
  let longest = 0;
  for (let k = 0; k < order.length; k++) {
    kind[k] = forms.kind[order[k]];
    longest = Math.max(longest, forms.length(order[k]));
  }
  // A form left out of the automaton is still a word: the checker must not take the automaton's word for every form.
  const complete = reach.complete && order.length === marked.length;
  return { sections: minimalAutomaton(forms, order, kind), reach: { ...reach, complete }, longest };
}
