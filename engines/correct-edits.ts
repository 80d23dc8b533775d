// Hunspell-style candidates: every string one edit from the typo (drop, swap, replace, insert a letter of the
// language, REP table replacements) that the checker accepts. Slow but complete for inflected and compound forms.
import type { HunspellChecker } from './hunspell/checker.ts';

/**
 * Letters rarer than this share of the language's running text are left out of inserts and substitutions: TRY lines
 * list foreign letters (Danish: ńñłđžþÿ...) that typists of the language almost never mean, and each costs a Hunspell
 * check per position. Tuning split: 1e-4 drops 25 of Danish's 55 letters and 15 of English's 41 (see the commit).
 */
const MIN_LETTER_SHARE = 1e-4;

/**
 * The letters edits may insert or substitute: the .aff's TRY string (lower case) and the list's own letters, less
 * those rarer than MIN_LETTER_SHARE in `letterShare` (letter -> share of running text; null = too little text to tell).
 */
export function editAlphabet(tryChars: string, letterShare: Map<string, number> | null): string {
  const letters = new Set<string>();
  const sample = letterShare === null ? '' : [...letterShare.keys()].join('');
  for (const ch of (tryChars + sample).toLowerCase()) {
    if (/\p{L}/u.test(ch) && (letterShare === null || (letterShare.get(ch) ?? 0) >= MIN_LETTER_SHARE)) letters.add(ch);
  }
  return [...letters].join('');
}

/**
 * Calls found(candidate) for each accepted one-edit variant (may repeat a candidate). A lower-case variant that
 * only the dictionary's Title case accepts (German nouns, names) is reported in Title case when `titleToo`.
 */
export function dictionaryEdits(
  typo: string,
  alphabet: string,
  rep: [string, string][],
  checker: HunspellChecker,
  titleToo: boolean,
  found: (word: string) => void,
): void {
  const n = typo.length;
  const test = (w: string) => {
    if (w === '') return;
    if (checker.checkCandidate(w, false)) found(w);
    else if (titleToo) {
      const title = w[0].toUpperCase() + w.slice(1);
      if (title !== w && checker.checkCandidate(title, true)) found(title);
    }
  };
  for (let i = 0; i < n; i++) test(typo.slice(0, i) + typo.slice(i + 1));
  for (let i = 0; i + 1 < n; i++) {
    if (typo[i] !== typo[i + 1]) test(typo.slice(0, i) + typo[i + 1] + typo[i] + typo.slice(i + 2));
  }
  for (let i = 0; i < n; i++) {
    const head = typo.slice(0, i);
    const tail = typo.slice(i + 1);
    for (const ch of alphabet) if (ch !== typo[i]) test(head + ch + tail);
  }
  for (let i = 0; i <= n; i++) {
    const head = typo.slice(0, i);
    const tail = typo.slice(i);
    for (const ch of alphabet) test(head + ch + tail);
  }
  for (const [from, to] of rep) {
    if (from === '' || to.includes(' ')) continue;
    for (let at = typo.indexOf(from); at >= 0; at = typo.indexOf(from, at + 1)) {
      test(typo.slice(0, at) + to + typo.slice(at + from.length));
    }
  }
}
