// The readings of a word with other marks, or none, on its letters, among the letters a language writes: "czesc" reads
// as "cześć", "część", "częśc" and the rest. Compile-time only (the speller pack's written words and replacement table).
import { foldDiacritics } from '../engines/fold-diacritics.ts';

/** Readings of a word at most this many; a word with more gets none. */
const MAX_READINGS = 1024;

export class MarkedReadings {
  /** A plain letter -> itself and the marked letters that fold to it. */
  private readonly byBase = new Map<string, string[]>();

  /** `letters`: every letter the language writes. */
  constructor(letters: Iterable<string>) {
    for (const letter of letters) {
      const base = foldDiacritics(letter);
      if (base !== letter) this.byBase.set(base, [...(this.byBase.get(base) ?? [base]), letter]);
    }
  }

  /**
   * Every reading of `word` (itself included), or null when it has a marked letter the language does not write
   * (Russian "ещё" in a Ukrainian list) or more than MAX_READINGS readings.
   */
  of(word: string): string[] | null {
    const chars = [...word];
    const bases = chars.map(foldDiacritics);
    if (!bases.every((base, i) => base === chars[i] || this.byBase.get(base)?.includes(chars[i]))) return null;
    let readings = [''];
    for (let i = 0; i < chars.length; i++) {
      const options = this.byBase.get(bases[i]) ?? [chars[i]];
      readings = readings.flatMap((r) => options.map((ch) => r + ch));
      if (readings.length > MAX_READINGS) return null;
    }
    return readings;
  }
}
