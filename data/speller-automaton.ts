// Compiles a speller's word forms into the minimal acyclic automaton engines/form-automaton.ts walks (layout drawn
// there): forms sorted and added one by one, each state frozen once its last word is past and merged with an equal
// state met before (Daciuk, Mihov, Watson and Watson 2000, "Incremental construction of minimal acyclic FSA").
import type { AffixChecker } from '../engines/hunspell/affix-check.ts';
import { lower } from '../engines/hunspell/casing.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';
import { COMPOUND_PART, FINAL, type FORM_AUTOMATON, MAX_SYMBOLS, SYMBOL_BITS } from '../engines/form-automaton.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { StemMap } from './hunspell-dic.ts';
import { forEachForm, forEachFormWithin, NO_AFFIX_FLAGS, type FormReach } from './speller-forms.ts';

/**
 * Most generated forms the automaton is built from; the reaches are tried widest first. pt_BR makes 10.6M forms with
 * cross products, it_IT 36.6M (4.1M without), hu_HU 75M of one affix (more than 60M with two even without prefixes).
 */
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
 * The forms in lower case, sorted, each once, with their kind as a last code unit (FINAL, plus COMPOUND_PART when
 * its stem or its last affix lets it be a compound part), at the widest reach within `maxForms`; where even the
 * narrowest reach makes more (hu_HU: 75M forms of one affix), the most frequent stems' forms of one affix up to
 * `maxForms`, and every other stem bare: on Hungarian typos this did as well as any mix with two-affix forms (bench/results/autocorrect-speed.md).
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
): { forms: string[]; reach: AutomatonReach } {
  const parts = compoundFlags(meta);
  const forms: string[] = [];
  const mark = (form: string, stemFlags: ReadonlySet<number>, affixFlags: Uint16Array) => {
    let kind = FINAL;
    for (const f of parts) if (stemFlags.has(f) || affixFlags.includes(f)) kind |= COMPOUND_PART;
    forms.push(lower(form, turkic) + String.fromCharCode(kind));
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
  const listedKind = String.fromCharCode(FINAL);
  for (const word of listed) forms.push(word + listedKind);
  forms.sort();
  // A form made both ways keeps both kinds: equal words are adjacent, the compound part's mark last.
  let kept = 0;
  for (let i = 0; i < forms.length; i++) {
    const next = forms[i + 1];
    if (next !== undefined && next.length === forms[i].length && next.startsWith(forms[i].slice(0, -1))) continue;
    forms[kept++] = forms[i];
  }
  forms.length = kept;
  return { forms, reach: { complete: reach !== undefined && reach.twofold, crossProducts: reach?.crossProducts === true } };
}

/** Grows typed arrays for the frozen states and their arcs. */
class Frozen {
  arcStart = new Uint32Array(1 << 16);
  kind = new Uint8Array(1 << 16);
  arcs = new Uint32Array(1 << 16);
  states = 0;
  arcCount = 0;

  add(kind: number, labels: number[], targets: number[]): number {
    if (this.states + 2 > this.arcStart.length) {
      this.arcStart = grow(this.arcStart);
      this.kind = grow(this.kind);
    }
    while (this.arcCount + labels.length > this.arcs.length) this.arcs = grow(this.arcs);
    const id = this.states++;
    this.kind[id] = kind;
    this.arcStart[id] = this.arcCount;
    for (let i = 0; i < labels.length; i++) this.arcs[this.arcCount++] = (targets[i] << SYMBOL_BITS) | labels[i];
    this.arcStart[id + 1] = this.arcCount;
    return id;
  }
}

function grow<T extends Uint32Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** A state on the path of the last word added, not yet frozen: its arcs by symbol, targets frozen ids. */
interface OpenState {
  kind: number;
  labels: number[];
  targets: number[];
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
): { sections: Sections<typeof FORM_AUTOMATON>; reach: AutomatonReach } {
  const { forms, reach } = markedForms(stems, affixes, meta, turkic, stemFreq, listed, maxForms);
  // Symbols in code unit order, so each state's arcs (added in the sorted words' order) are sorted by symbol.
  const units = new Set<number>();
  for (const marked of forms) for (let i = 0; i < marked.length - 1; i++) units.add(marked.charCodeAt(i));
  const symbolOf = new Map([...units].sort((a, b) => a - b).map((c, s) => [c, s]));
  if (symbolOf.size > MAX_SYMBOLS) throw new Error(`${symbolOf.size} letters: the automaton takes at most ${MAX_SYMBOLS}`);
  const frozen = new Frozen();
  const register = new Map<string, number>();
  const path: OpenState[] = [{ kind: 0, labels: [], targets: [] }];
  let previous = '';
  // Freezes the path's states deeper than `depth`, each into its parent's last arc.
  const freezeBelow = (depth: number) => {
    for (let d = path.length - 1; d > depth; d--) {
      const s = path[d];
      let signature = String.fromCharCode(s.kind);
      for (let i = 0; i < s.labels.length; i++) signature += String.fromCharCode(s.labels[i]) + s.targets[i].toString(36) + ',';
      let id = register.get(signature);
      if (id === undefined) {
        id = frozen.add(s.kind, s.labels, s.targets);
        register.set(signature, id);
      }
      path[d - 1].targets[path[d - 1].targets.length - 1] = id;
    }
    path.length = depth + 1;
  };
  for (const marked of forms) {
    const word = marked.slice(0, -1);
    let common = 0;
    while (common < word.length && common < previous.length && word.charCodeAt(common) === previous.charCodeAt(common)) common++;
    freezeBelow(common);
    for (let i = common; i < word.length; i++) {
      path[i].labels.push(symbolOf.get(word.charCodeAt(i))!);
      path[i].targets.push(-1);
      path.push({ kind: 0, labels: [], targets: [] });
    }
    path[word.length].kind = marked.charCodeAt(marked.length - 1);
    previous = word;
  }
  freezeBelow(0);
  const root = path[0];
  frozen.add(root.kind, root.labels, root.targets);
  if (frozen.states > 2 ** (32 - SYMBOL_BITS)) throw new Error(`${frozen.states} states: arcs address at most 2^${32 - SYMBOL_BITS}`);
  const symbols = new Uint16Array(symbolOf.size);
  for (const [c, s] of symbolOf) symbols[s] = c;
  const sections = {
    arcStart: frozen.arcStart.slice(0, frozen.states + 1),
    arc: frozen.arcs.slice(0, frozen.arcCount),
    kind: frozen.kind.slice(0, frozen.states),
    symbols,
  };
  return { sections, reach };
}
