// The detector's second look at close languages: when the best language belongs to a group the pack tells apart and is
// not sure, the member that more of the text's marker words belong to wins (data/detector-close-languages.ts).
import { wordHash } from './detect-features.ts';
import { findId } from './sorted-ids.ts';

/** A best posterior at or above this stands: the first look already read the text's distinctive words. */
export const CLOSE_RECHECK_BELOW = 0.9;

export class CloseLanguages {
  /** Per language index: the first bit of its group in closeMembers, or -1; and its own bit. */
  private readonly groupStart: Int8Array;
  private readonly groupSize: Int8Array;
  private readonly memberBit: Int8Array;
  /** Per bit: the language index of that member. */
  private readonly memberLanguage: Int32Array;
  /** Scratch: marker words per member of the group being looked at. */
  private readonly votes: Int32Array;

  constructor(
    languages: readonly string[],
    groups: readonly (readonly string[])[],
    private readonly keys: Uint32Array,
    private readonly members: Uint16Array,
  ) {
    this.groupStart = new Int8Array(languages.length).fill(-1);
    this.groupSize = new Int8Array(languages.length);
    this.memberBit = new Int8Array(languages.length);
    this.memberLanguage = new Int32Array(groups.flat().length);
    let bit = 0;
    for (const group of groups) {
      const start = bit;
      for (const code of group) {
        const lang = languages.indexOf(code);
        if (lang < 0) throw new Error(`close group member ${code} is no detector language`);
        this.groupStart[lang] = start;
        this.groupSize[lang] = group.length;
        this.memberBit[lang] = bit;
        this.memberLanguage[bit++] = lang;
      }
    }
    this.votes = new Int32Array(bit);
  }

  /** The language's group is told apart here. */
  has(lang: number): boolean {
    return this.groupStart[lang] >= 0;
  }

  /**
   * The member of `best`'s group with the most marker words among words [starts[i], ends[i]) of `lower`, i < count, when
   * it has more than `best` (ties keep `best`).
   */
  choose(best: number, lower: string, starts: Int32Array, ends: Int32Array, count: number): number {
    const start = this.groupStart[best];
    const size = this.groupSize[best];
    const votes = this.votes;
    votes.fill(0, start, start + size);
    for (let i = 0; i < count; i++) {
      const m = findId(this.keys, 0, this.keys.length, wordHash(lower, starts[i], ends[i]));
      if (m < 0) continue;
      for (let b = start; b < start + size; b++) if (this.members[m] & (1 << b)) votes[b]++;
    }
    let chosen = this.memberBit[best];
    for (let b = start; b < start + size; b++) if (votes[b] > votes[chosen]) chosen = b;
    return this.memberLanguage[chosen];
  }
}
