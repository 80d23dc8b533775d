// The request's best candidates so far, scored on one scale: each source offers (id, score, kind), the list keeps the
// CANDIDATES best. Reused scratch of the engine: it allocates only the rests of words outside the vocabulary.

/** Suggestions returned, best first: completions and next words ranked together (the API's list). */
export const MAX_SUGGESTIONS = 5;
/** Candidates ranked per request: a few beyond MAX_SUGGESTIONS, since distinct words can render as one suffix. */
export const CANDIDATES = MAX_SUGGESTIONS + 3;

/**
 * What a suggestion is: the rest of the typed word (a vocabulary word, or a rest outside it: an unlisted form, an earlier
 * word, an apostrophe), the next word, an elided head's apostrophe and the word after it, or the rest of a compound's tail.
 */
export const Kind = { Completion: 0, Next: 1, Elided: 2, CompoundTail: 3, Form: 4 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

export class Candidates {
  /** Best first: a vocabulary id, or for Kind.Form an index into rests. */
  readonly ids = new Int32Array(CANDIDATES);
  readonly scores = new Float64Array(CANDIDATES);
  readonly kinds = new Uint8Array(CANDIDATES);
  count = 0;
  /** The rests offered in this request as Kind.Form. */
  readonly rests: string[] = [];
  /** Characters of the typed word that belong to the compound tail being completed (Kind.CompoundTail). */
  tailFrom = 0;

  reset(): void {
    this.count = 0;
    this.rests.length = 0;
  }

  get full(): boolean {
    return this.count === CANDIDATES;
  }

  /** The score the full list's last candidate has. */
  get last(): number {
    return this.scores[CANDIDATES - 1];
  }

  /** Keeps the CANDIDATES best (score, id, kind), best first; ties keep the earlier offer. */
  offer(w: number, score: number, kind: Kind): void {
    if (this.count === CANDIDATES && score <= this.scores[CANDIDATES - 1]) return;
    for (let k = 0; k < this.count; k++) if (this.ids[k] === w && this.kinds[k] === kind) return;
    let k = this.count < CANDIDATES ? this.count++ : CANDIDATES;
    if (k === CANDIDATES) k--;
    while (k > 0 && this.scores[k - 1] < score) {
      this.scores[k] = this.scores[k - 1];
      this.ids[k] = this.ids[k - 1];
      this.kinds[k] = this.kinds[k - 1];
      k--;
    }
    this.scores[k] = score;
    this.ids[k] = w;
    this.kinds[k] = kind;
  }

  /** Offers a rest to append that no vocabulary id stands for (Kind.Form). */
  offerRest(rest: string, score: number): void {
    this.rests.push(rest);
    this.offer(this.rests.length - 1, score, Kind.Form);
  }
}
