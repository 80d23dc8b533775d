// Candidates a slip of the keys makes: listed words within two edits (symmetric deletes), the words a run typed twice
// or a regular ending misread, the .aff's two-edit REP replacements, the dictionary's forms one edit away (automaton
// walk), its compounds, and when none of those is sure, forms two edits away and words that sound alike (widen).
import { editDistance } from './correct-candidates.ts';
import { repeatsAt, MAX_STUTTER } from './correct-error-model.ts';
import { isSure } from './correct-gate.ts';
import { byScore, isOneEdit, type Scored } from './correct-score.ts';
import type { TypoCandidates } from './correct-typo-candidates.ts';
import type { RepTable } from './hunspell/speller-meta.ts';
import type { PrefixTable } from './prefix-table.ts';

/** Arcs the form automaton's walk may follow per typo: the work bound that keeps every input within a few ms. */
export const WALK_BUDGET = 30_000;
/** Compounds one edit away the checker is asked about per typo: 24 and 48 keep every dev and split answer ("maleds": 170). */
const MAX_COMPOUND_CHECKS = 24;
/** Prefix candidates (prefixEdits) the checker is asked about per typo. */
const MAX_PREFIX_CHECKS = 16;
/** Forms behind a prefix (prefixedEdits) the checker is asked about per typo: at 4 he_IL's precision fell 84 -> 75 %, at 64 ar_EG's no-marks 63 -> 60. */
const MAX_PREFIXED_CHECKS = 16;
/** The most letters of the typo after a prefix read as a form (prefixEdits, prefixesWithMarks). */
export const MAX_REST = 8;

/** A form one edit from the typo's prefix [0, rest), and where the rest of the typo starts. */
export interface Prefixed {
  form: string;
  rest: number;
}

/** Longest prefix first (the rarer stem is the likelier one to lack its affixed forms), then in walk order. */
export const byPrefixLength = (a: Prefixed, b: Prefixed) => b.rest - a.rest;

/**
 * The listed words within two edits (WordList.near), and those the typo is read from as a whole: with a run of
 * letters typed twice over ("elelement" -> element; off: 10 examples change, typo split +1 right) or a regular ending
 * for an irregular one (ErrorModel.endingReading; off: dev en-real -1 right, "dictionarys": dictionary's).
 */
export function listedNeighbours(found: TypoCandidates): void {
  const { words, errors } = found.language;
  words.near(found.typo, found.considerListed);
  unstutter(found);
  const regular = errors.endingReading(found.typo);
  if (regular !== null) found.considerReading(words.words.find(regular));
}

/** The listed words the typo is with a run of letters typed twice over (isStutter). */
function unstutter(found: TypoCandidates): void {
  const { typo } = found;
  const table = found.language.words.words;
  for (let k = 2; k <= MAX_STUTTER; k++) {
    for (let at = 0; at + 2 * k <= typo.length; at++) {
      if (!repeatsAt(typo, at, k)) continue;
      const id = table.find(typo.slice(0, at + k) + typo.slice(at + 2 * k));
      if (id >= 0) found.considerReading(id);
    }
  }
}

/** The one-word REP entries two edits long, by the first code unit of what they replace (CorrectorLanguage.twoEditReps). */
export function twoEditRepsOf(rep: RepTable): Map<number, [string, string][]> {
  const reps = new Map<number, [string, string][]>();
  for (let i = 0; i < rep.from.length; i++) {
    const from = rep.from[i];
    const to = rep.to[i];
    if (from === '' || to.includes(' ') || editDistance(from, to, 2) !== 2) continue;
    const first = from.charCodeAt(0);
    reps.set(first, [...(reps.get(first) ?? []), [from, to]]);
  }
  return reps;
}

/** The listed words the .aff's two-edit REP replacements make of the typo (one-edit ones are near() neighbours). Off: misspell split +1 wrong. */
export function twoEditReplacements(found: TypoCandidates): void {
  const { typo } = found;
  const { twoEditReps, words } = found.language;
  for (let at = 0; at < typo.length; at++) {
    const reps = twoEditReps.get(typo.charCodeAt(at));
    if (reps === undefined) continue;
    for (const [from, to] of reps) {
      if (!typo.startsWith(from, at)) continue;
      const id = words.words.findSpliced(typo, at, from.length, to);
      if (id >= 0) found.considerListed(id);
    }
  }
}

/**
 * The forms one edit from the typo (automaton walk), as the checker accepts them; where the language compounds and no
 * form is a sure fix, the compounds one edit away (off: 4 of 21 everyday de/nl/sv/da compound typos lost, "Sonnenbrile";
 * typo split +2 right -4 wrong, all Hungarian);
 * where the automaton holds the frequent stems' forms only and none is sure, prefixEdits (off: typo split -20 right);
 * where it lacks prefixed forms, prefixedEdits (ar_EG's UDHR typos 37 -> 55 %, precision 57 -> 79).
 */
export function formEdits(found: TypoCandidates): void {
  const { typo } = found;
  const { automaton, checker, stemsOnly } = found.language;
  automaton.walk(typo, 1, WALK_BUDGET, found.considerForm);
  if (checker.spellsCompounds && !isSure(found.sorted())) {
    found.checksLeft = MAX_COMPOUND_CHECKS;
    automaton.walkCompounds(typo, 1, WALK_BUDGET, found.considerChecked);
  }
  if (stemsOnly && !isSure(found.sorted())) prefixEdits(found);
  const { prefixed } = found.language;
  if (prefixed !== null) prefixedEdits(found, prefixed);
}

/**
 * Where the automaton lacks prefixed forms (CorrectorLanguage.prefixed): for each such prefix the typo starts with, the
 * forms one edit from the rest (with what the prefix strips put back), the prefix put on again, as the checker accepts
 * at most MAX_PREFIXED_CHECKS of them, longest prefix first ("الديباجت": ال + ديباجة).
 */
function prefixedEdits(found: TypoCandidates, prefixed: PrefixTable): void {
  const { typo } = found;
  const { automaton } = found.language;
  const prefixes = prefixed.of(typo);
  const forms = new Set<string>();
  for (const [add, strip] of prefixes) {
    automaton.walk(strip + typo.slice(add.length), 1, WALK_BUDGET, (form) => {
      if (form.startsWith(strip)) forms.add(add + form.slice(strip.length));
    });
  }
  found.checksLeft = MAX_PREFIXED_CHECKS;
  for (const form of forms) {
    if (found.checksLeft <= 0) break;
    found.considerChecked(form);
  }
}

/**
 * Where the automaton lacks the rare stems' affixed forms: a form one edit from a prefix of the typo (a bare stem,
 * or a form of a frequent one) followed by the rest of the typo as typed, longest prefix first, as the checker
 * accepts at most MAX_PREFIX_CHECKS of them.
 */
function prefixEdits(found: TypoCandidates): void {
  const { typo } = found;
  const prefixed: Prefixed[] = [];
  found.language.automaton.walkPrefixes(typo, 1, WALK_BUDGET, typo.length - MAX_REST, (form, rest) => prefixed.push({ form, rest }));
  prefixed.sort(byPrefixLength);
  found.checksLeft = MAX_PREFIX_CHECKS;
  for (let i = 0; i < prefixed.length && found.checksLeft > 0; i++) found.considerChecked(prefixed[i].form + typo.slice(prefixed[i].rest));
}

/**
 * The candidates (best first again) joined by the forms two edits away keeping the typo's first letter (the automaton
 * walk; off: dev en-real -5 right, misspell split -5), when no word is one edit away or the best is a rare one
 * (`rareBest`), and where the language has a sound key, the listed words that share it ("consultotion"; off: misspell
 * split -8 right), those three edits away only while no candidate is sure (off: -7). All off: en-real -28, misspell -70.
 */
export function widen(found: TypoCandidates, rareBest: boolean): Scored[] {
  const { automaton, sounds } = found.language;
  if (rareBest || !found.ranked.some(isOneEdit)) automaton.walk(found.typo, 2, WALK_BUDGET, found.considerForm, true);
  sounds?.alike(found.typo, found.considerSoundAlike);
  const ranked = found.sorted();
  if (found.soundsFar.length === 0 || isSure(ranked)) return ranked;
  for (const s of found.soundsFar) ranked.push(s);
  return ranked.sort(byScore);
}
