// Each dictionary stem's summed corpus frequency, for the forms the corpora lack (engines/correct-candidates.ts's
// unlistedFrequency). Most stems have none (3k-53k of 30k-830k), so only those that do are stored:
//
//   stem   u32[m]  the stems with a frequency, ascending
//   value  f32[m]  stem[i]'s frequency
import { part, type Sections } from './pack-layout.ts';

export const STEM_FREQUENCIES = part({ stem: 'u32', value: 'f32' });

/** A stem's frequency by its number (0 for a stem the corpora never met). */
export interface StemFrequency {
  of(stem: number): number;
}

export class StemFrequencies implements StemFrequency {
  private readonly stems: Uint32Array;
  private readonly values: Float32Array;

  constructor(sections: Sections<typeof STEM_FREQUENCIES>) {
    this.stems = sections.stem;
    this.values = sections.value;
  }

  of(stem: number): number {
    const stems = this.stems;
    let lo = 0;
    let hi = stems.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = stems[mid];
      if (s === stem) return this.values[mid];
      if (s < stem) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }
}
