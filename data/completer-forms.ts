// The completer's automaton of the dictionary forms its vocabulary does not list (millions in Czech or Polish), each
// weighted by its estimated probability as a level in its final state's kind (layout drawn in engines/complete-forms.ts),
// so a word the vocabulary lacks can still be finished, ranked on the vocabulary's scale.
import { BlockOffsets } from '../engines/block-offsets.ts';
import { arcBytes, CAPITALIZED, LEVEL_SHIFT, LEVELS, LEVELS_PER_BIT, NO_LEVEL, symbolBits, type WEIGHTED_FORMS } from '../engines/complete-forms.ts';
import { FINAL, type FORM_AUTOMATON, MAX_SYMBOLS, SYMBOL_BITS } from '../engines/form-automaton.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { UnlistedForms } from './completer-unlisted.ts';
import { minimalAutomaton, positionsWithinAlphabet } from './minimal-automaton.ts';

/**
 * The automaton of the unlisted forms and the cost (-log2 P) of its level 0, the likeliest form's; null without forms.
 * Forms written other than in lower case or capitalized (acronyms, "McDonald") are left out.
 */
export function buildFormAutomaton(
  unlisted: UnlistedForms,
  capitalize: (key: string) => string,
): { sections: Sections<typeof WEIGHTED_FORMS>; formCost: number } | null {
  const { keys, order, probability, written } = unlisted.distinct();
  let formCost = Infinity;
  for (const p of probability) formCost = Math.min(formCost, -Math.log2(p));
  const kept = new Int32Array(order.length);
  const kind = new Uint8Array(order.length);
  let count = 0;
  for (let k = 0; k < order.length; k++) {
    const form = written.get(k);
    const capitalized = form !== undefined;
    if (capitalized && form !== capitalize(keys.text(order[k]))) continue;
    const level = Math.min(LEVELS - 1, Math.round((-Math.log2(probability[k]) - formCost) * LEVELS_PER_BIT));
    kept[count] = order[k];
    kind[count++] = FINAL | (capitalized ? CAPITALIZED : 0) | (level << LEVEL_SHIFT);
  }
  if (count === 0) return null;
  const within = positionsWithinAlphabet(keys, kept.subarray(0, count));
  // Where every form is within it (all but Galician's), no copies of tens of millions of positions.
  const automaton =
    within.length === count
      ? minimalAutomaton(keys, kept.subarray(0, count), kind.subarray(0, count))
      : minimalAutomaton(keys, within.map((k) => kept[k]), Uint8Array.from(within, (k) => kind[k]));
  return { sections: { ...automaton, arc: packedArcs(automaton), best: bestLevels(automaton) }, formCost };
}

/** The arcs in arcBytes each, their symbols in symbolBits (layout drawn in engines/complete-forms.ts). */
function packedArcs({ arc, kind, symbols }: Sections<typeof FORM_AUTOMATON>): Uint8Array {
  const bytes = arcBytes(kind.length, symbols.length);
  const bits = symbolBits(symbols.length);
  const out = new Uint8Array(arc.length * bytes);
  for (let a = 0; a < arc.length; a++) {
    const packed = (arc[a] >>> SYMBOL_BITS) * 2 ** bits + (arc[a] & (MAX_SYMBOLS - 1));
    for (let b = 0; b < bytes; b++) out[a * bytes + b] = Math.floor(packed / 2 ** (8 * b)) & 0xff;
  }
  return out;
}

/** The lowest level of a form at or below each state, where the engine's best-first search starts. */
function bestLevels(automaton: Sections<typeof FORM_AUTOMATON>): Uint8Array {
  const { arc, kind } = automaton;
  const arcStart = new BlockOffsets(automaton.arcStart);
  const best = new Uint8Array(kind.length);
  // States are numbered children first, so one pass in order sees every target before its source.
  for (let s = 0; s < kind.length; s++) {
    let level = kind[s] & FINAL ? kind[s] >>> LEVEL_SHIFT : NO_LEVEL;
    for (let a = arcStart.at(s); a < arcStart.at(s + 1); a++) level = Math.min(level, best[arc[a] >>> SYMBOL_BITS]);
    best[s] = level;
  }
  return best;
}
