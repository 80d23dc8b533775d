// The completer's automaton of the dictionary forms its vocabulary does not list (millions in Czech or Polish), each
// weighted by its estimated probability as a level in its final state's kind (layout drawn in engines/complete-forms.ts),
// so a word the vocabulary lacks can still be finished, ranked on the vocabulary's scale.
import { CAPITALIZED, LEVEL_SHIFT, LEVELS, LEVELS_PER_BIT } from '../engines/complete-forms.ts';
import { FINAL, type FORM_AUTOMATON } from '../engines/form-automaton.ts';
import type { Sections } from '../engines/pack-layout.ts';
import type { Vocabulary } from './completer-vocabulary.ts';
import { minimalAutomaton } from './minimal-automaton.ts';
import { PackedWords } from './packed-words.ts';

/**
 * The automaton of the unlisted forms and the cost (-log2 P) of its level 0, the likeliest form's; null without forms.
 * Forms written other than in lower case or capitalized (acronyms, "McDonald") are left out.
 */
export function buildFormAutomaton(
  unlisted: Vocabulary['unlisted'],
  capitalize: (key: string) => string,
): { sections: Sections<typeof FORM_AUTOMATON>; formCost: number } | null {
  let formCost = Infinity;
  for (const p of unlisted.probability.values()) formCost = Math.min(formCost, -Math.log2(p));
  const marked = new PackedWords();
  for (const [key, p] of unlisted.probability) {
    const written = unlisted.written.get(key);
    const capitalized = written !== undefined;
    if (capitalized && written !== capitalize(key)) continue;
    const level = Math.min(LEVELS - 1, Math.round((-Math.log2(p) - formCost) * LEVELS_PER_BIT));
    marked.add(key, FINAL | (capitalized ? CAPITALIZED : 0) | (level << LEVEL_SHIFT));
  }
  if (marked.count === 0) return null;
  return { sections: minimalAutomaton(marked, marked.sortedOrder()), formCost };
}
