// Hunspell's capitalization classes and case mappings (Turkish and Azeri dotted/dotless i included).
// A word's class decides which dictionary forms may accept it: "Paris" never accepts "paris", "the" accepts "THE".

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

/** Languages whose I/i pair is dotless: I <-> ı, İ <-> i. */
export function isTurkic(lang: string): boolean {
  return /^(tr|az|crh)(_|$)/.test(lang);
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
