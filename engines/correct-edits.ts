// Hunspell-style candidates: every string one edit from the typo (drop, swap, replace, insert a letter of the
// language, REP table replacements) that the checker accepts. Slow but complete for inflected and compound forms.
import type { HunspellChecker } from './hunspell/checker.ts';
import { FORM_BASE1, FORM_BASE2, polyHash } from './hunspell/form-filter.ts';

/**
 * Letters rarer than this share of the language's running text are left out of inserts and substitutions: TRY lines
 * list foreign letters (Danish: ńñłđžþÿ...) that typists of the language almost never mean, and each costs a Hunspell
 * check per position. Tuning split: 1e-4 drops 25 of Danish's 55 letters and 15 of English's 41 (see the commit).
 */
const MIN_LETTER_SHARE = 1e-4;

/**
 * The letters edits may insert or substitute: the .aff's TRY string (lower case) and the list's own letters, less
 * those rarer than MIN_LETTER_SHARE in `letterShare` (letter -> share of running text; null = too little text to tell).
 * One code unit each (edits are made per code unit; no speller language has letters beyond the BMP).
 */
export function editAlphabet(tryChars: string, letterShare: Map<string, number> | null): string {
  const letters = new Set<string>();
  const sample = letterShare === null ? '' : [...letterShare.keys()].join('');
  for (const ch of (tryChars + sample).toLowerCase()) {
    if (ch.length === 1 && /\p{L}/u.test(ch) && (letterShare === null || (letterShare.get(ch) ?? 0) >= MIN_LETTER_SHARE)) letters.add(ch);
  }
  return [...letters].join('');
}

/**
 * Calls found(candidate) for each accepted one-edit variant (may repeat a candidate). A lower-case variant that
 * only the dictionary's Title case accepts (German nouns, names) is reported in Title case when `titleToo`.
 * Each variant is head + middle + tail of the typo; where the checker has a filter every accepted word passes, the
 * variant's filter hashes are spliced from its parts' and it is built only when the filter lets it through (most are not).
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
  const filter = titleToo ? null : checker.candidateFilter();
  // The filter's two polynomial hashes of each head typo[0..i) and tail typo[j..n), and the bases' powers.
  let longestMiddle = 2;
  for (const [, to] of rep) longestMiddle = Math.max(longestMiddle, to.length);
  const head1 = new Int32Array(n + 1);
  const head2 = new Int32Array(n + 1);
  const tail1 = new Int32Array(n + 1);
  const tail2 = new Int32Array(n + 1);
  const pow1 = new Int32Array(n + longestMiddle + 1);
  const pow2 = new Int32Array(n + longestMiddle + 1);
  pow1[0] = pow2[0] = 1;
  for (let i = 1; i <= n + longestMiddle; i++) {
    pow1[i] = Math.imul(pow1[i - 1], FORM_BASE1);
    pow2[i] = Math.imul(pow2[i - 1], FORM_BASE2);
  }
  for (let i = 0; i < n; i++) {
    head1[i + 1] = (Math.imul(head1[i], FORM_BASE1) + typo.charCodeAt(i)) | 0;
    head2[i + 1] = (Math.imul(head2[i], FORM_BASE2) + typo.charCodeAt(i)) | 0;
  }
  for (let j = n - 1; j >= 0; j--) {
    tail1[j] = (Math.imul(typo.charCodeAt(j), pow1[n - 1 - j]) + tail1[j + 1]) | 0;
    tail2[j] = (Math.imul(typo.charCodeAt(j), pow2[n - 1 - j]) + tail2[j + 1]) | 0;
  }
  /**
   * Tests typo[0..i) + middle + typo[j..], where middle is the letter `code` (when >= 0) or else `text`; mid1, mid2
   * are its hashes and m its length. A letter's string is made only for an edit the filter lets through.
   */
  const edit = (i: number, j: number, code: number, text: string, mid1: number, mid2: number, m: number) => {
    if (filter !== null) {
      // The hash of the spliced string: head * base^(m + tail length) + middle * base^(tail length) + tail.
      const t = n - j;
      const p1 = (Math.imul(head1[i], pow1[m + t]) + Math.imul(mid1, pow1[t]) + tail1[j]) | 0;
      if (!filter.firstProbe(p1)) return;
      const p2 = (Math.imul(head2[i], pow2[m + t]) + Math.imul(mid2, pow2[t]) + tail2[j]) | 0;
      if (!filter.hasPolyHashes(p1, p2)) return;
    }
    const w = typo.slice(0, i) + (code >= 0 ? String.fromCharCode(code) : text) + typo.slice(j);
    if (w === '') return;
    if (checker.checkCandidate(w, false)) found(w);
    else if (titleToo) {
      const title = w[0].toUpperCase() + w.slice(1);
      if (title !== w && checker.checkCandidate(title, true)) found(title);
    }
  };
  const withText = (i: number, text: string, j: number) =>
    edit(i, j, -1, text, polyHash(text, FORM_BASE1), polyHash(text, FORM_BASE2), text.length);
  for (let i = 0; i < n; i++) edit(i, i + 1, -1, '', 0, 0, 0);
  for (let i = 0; i + 1 < n; i++) if (typo[i] !== typo[i + 1]) withText(i, typo[i + 1] + typo[i], i + 2);
  /**
   * Each letter substituted at i (j = i + 1) or inserted there (j = i). The filter's first probe is tried first
   * with the parts of the spliced hash that do not depend on the letter taken out of the loop.
   */
  const letters = (i: number, j: number) => {
    const t = n - j;
    const outside = (Math.imul(head1[i], pow1[1 + t]) + tail1[j]) | 0;
    const scale = pow1[t];
    for (let k = 0; k < alphabet.length; k++) {
      const c = alphabet.charCodeAt(k);
      if (j > i && c === typo.charCodeAt(i)) continue;
      if (filter !== null && !filter.firstProbe((outside + Math.imul(c, scale)) | 0)) continue;
      edit(i, j, c, '', c, c, 1);
    }
  };
  for (let i = 0; i < n; i++) letters(i, i + 1);
  for (let i = 0; i <= n; i++) letters(i, i);
  for (const [from, to] of rep) {
    if (from === '' || to.includes(' ')) continue;
    for (let at = typo.indexOf(from); at >= 0; at = typo.indexOf(from, at + 1)) withText(at, to, at + from.length);
  }
}
