// Candidates the typo is a restored reading of: the word with the diacritics it left out (engines/correct-accents.ts),
// with its capital or in capitals, and where the automaton lacks the rare stems' forms, a prefix and its rest with marks.
// (A word without its apostrophes, "thats": that's, is a near() neighbour the gate takes as restored: isLikelySlip.)
import { hasMarks } from './correct-accents.ts';
import { CAPITAL_LOG_P } from './correct-error-model.ts';
import { byPrefixLength, MAX_REST, type Prefixed } from './correct-edit-candidates.ts';
import { isSure } from './correct-gate.ts';
import { isOneEdit, withError } from './correct-score.ts';
import type { TypoCandidates } from './correct-typo-candidates.ts';
import { initCap, upper } from './casing.ts';

/** An acronym is read in a typo of this many letters or more ("covid": COVID, "unesco": UNESCO), not in "lol", "faq". */
const ACRONYM_LETTERS = 4;
/** Readings with marks of a prefix and its rest the checker is asked about per typo: Hungarian accent split 93.6 % (8: 92.6). */
const MAX_ACCENT_CHECKS = 12;

/** The words the typo is without its diacritics, however many marks are missing (AccentRestorer). Off: dev accents -74 right, accent split -287. */
export function marksLeftOut(found: TypoCandidates): void {
  found.language.accents.restore(found.typo, found.considerRestored);
}

/**
 * A word the dictionary writes with a capital, or in capitals, that the list lacks ("україна": Україна), as a restored
 * reading when the checker accepts it (only so). Off: 48 examples change ("covid": Ovid; in capitals only: 13).
 */
export function capitalLeftOut(found: TypoCandidates): void {
  const { typo } = found;
  const { words, automaton } = found.language;
  if (words.words.find(typo) >= 0 || !automaton.has(typo)) return;
  const word = capitalized(found);
  if (word !== null) found.ranked.push(withError(word, found.unlistedFrequency(word), false, CAPITAL_LOG_P, true));
}

/** The typo with a capital or in capitals as the dictionary writes it, or null. */
function capitalized(found: TypoCandidates): string | null {
  const { typo } = found;
  const { checker, turkic } = found.language;
  const title = initCap(typo, turkic);
  if (title !== typo && checker.checkCandidate(title, true)) return title;
  if (typo.length < ACRONYM_LETTERS) return null;
  const capitals = upper(typo, turkic);
  // Written so in the dictionary, not read so by Hunspell's rule for text in capitals ("JAVASCRIPT": JavaScript).
  return checker.root(capitals) >= 0 ? capitals : null;
}

/**
 * Where the automaton lacks the rare stems' affixed forms, for a typo without marks that no word is one slip from and
 * no candidate fixes surely: the typo read with marks up to a form of the automaton (a bare stem), and its rest read
 * with marks too (AccentRestorer.readings), longest prefix first, as the checker accepts at most MAX_ACCENT_CHECKS of
 * them: Hungarian "kepirasoztatasa" -> képírásoztatása. Off: accent split -13 right -2 wrong.
 */
export function prefixesWithMarks(found: TypoCandidates): void {
  const { typo } = found;
  const { accents, stemsOnly } = found.language;
  if (!(stemsOnly && !hasMarks(typo) && !found.ranked.some(isOneEdit) && !isSure(found.sorted()))) return;
  const prefixed: Prefixed[] = [];
  accents.restorePrefixes(typo, typo.length - MAX_REST, (form, rest) => prefixed.push({ form, rest }));
  prefixed.sort(byPrefixLength);
  found.checksLeft = MAX_ACCENT_CHECKS;
  for (const { form, rest } of prefixed) {
    for (const ending of accents.readings(typo.slice(rest), MAX_ACCENT_CHECKS)) {
      const word = form + ending;
      if (word === typo) continue;
      if (found.checksLeft-- <= 0) return;
      found.considerRestored(word, marksRestored(typo, word), 0);
    }
  }
}

/** Letters of `word` that differ from the typo's (both of one length: marks restored). */
function marksRestored(typo: string, word: string): number {
  let marks = 0;
  for (let i = 0; i < word.length; i++) if (typo.charCodeAt(i) !== word.charCodeAt(i)) marks++;
  return marks;
}
