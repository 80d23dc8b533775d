// Case in every engine and the compile step, by the language's case mapping (its profile's Writing.casing): Hunspell's
// capitalization classes and mappings, where a word's class decides which dictionary forms may accept it ("Paris" never
// accepts "paris", "the" accepts "THE"), and autocomplete's, identical at compile and run time.
import type { CaseMapping } from '../languages/profile.ts';

export const enum CapType {
  /** no upper-case letter */
  None = 0,
  /** first letter upper, the rest lower: Title */
  Init = 1,
  /** every cased letter upper */
  All = 2,
  /** mixed, first lower: iPhone */
  Huh = 3,
  /** mixed, first upper: OpenOffice */
  HuhInit = 4,
}

export function capType(word: string): CapType {
  let upper = 0;
  let neutral = 0;
  const letters = word.length;
  let firstUpper = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    let isUpper: boolean;
    if (c < 128) {
      // ASCII without allocating: only A-Z is upper, only letters are cased.
      isUpper = c >= 65 && c <= 90;
      if (!isUpper && !(c >= 97 && c <= 122)) neutral++;
    } else {
      const ch = word[i];
      const lo = ch.toLowerCase();
      if (lo === ch.toUpperCase()) {
        neutral++;
        continue;
      }
      isUpper = ch !== lo;
    }
    if (isUpper) {
      upper++;
      if (i === 0) firstUpper = true;
    }
  }
  if (upper === 0) return CapType.None;
  if (upper === 1 && firstUpper) return CapType.Init;
  if (upper === letters || upper + neutral === letters) return CapType.All;
  if (upper > 1 && firstUpper) return CapType.HuhInit;
  return CapType.Huh;
}

/** The mapping's I/i pair is dotless: I <-> ı, İ <-> i (Hunspell's own mappings take a flag). */
export function isTurkic(casing: CaseMapping): boolean {
  return casing === 'turkic';
}

/** The locale whose ICU case mapping a language's differs by; only these pay for a locale's mapping. */
const CASE_LOCALE: Record<Exclude<CaseMapping, 'default'>, string> = { turkic: 'tr', greek: 'el', lithuanian: 'lt' };

/** Lower-cases with the language's own rules (Turkish dotted/dotless i) and one apostrophe, identically at compile and run time. */
export function lowerCaser(casing: CaseMapping): (word: string) => string {
  if (casing === 'default') return (word) => word.toLowerCase().replaceAll('’', "'");
  const locale = CASE_LOCALE[casing];
  return (word) => word.toLocaleLowerCase(locale).replaceAll('’', "'");
}

export function upperCaser(casing: CaseMapping): (word: string) => string {
  if (casing === 'default') return (word) => word.toUpperCase();
  const locale = CASE_LOCALE[casing];
  return (word) => word.toLocaleUpperCase(locale);
}

export function lower(word: string, turkic: boolean): string {
  if (turkic) return word.replaceAll('I', 'ı').replaceAll('İ', 'i').toLowerCase();
  // Hunspell maps İ to a plain i everywhere (JavaScript would add a combining dot).
  return word.replaceAll('İ', 'i').toLowerCase();
}

export function upper(word: string, turkic: boolean): string {
  if (turkic) return word.replaceAll('i', 'İ').replaceAll('ı', 'I').toUpperCase();
  // Hunspell keeps ß when upper-casing (no "SS" expansion): the lengths must match.
  return word.includes('ß') ? word.split('ß').map((p) => p.toUpperCase()).join('ß') : word.toUpperCase();
}

/** First letter upper, the rest unchanged. */
export function initCap(word: string, turkic: boolean): string {
  if (word === '') return word;
  const first = upper(word[0], turkic);
  return first.length === 1 ? first + word.slice(1) : word[0] + word.slice(1);
}
