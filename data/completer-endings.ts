// How much of a lemma's use each of its endings takes, learned from the lemmas whose forms are counted, so a form no
// corpus contains weighs its lemma's mass times its ending's usual share ("-ou" takes more of a Czech noun than "-ám").

/** Pseudo-lemmas of the average share mixed into an ending's: few lemmas say little (3 and 30 scored alike). */
const PRIOR_LEMMAS = 3;
/** Shortest common start of a stem and a form read as one word changed at its end ("omluva" > "omluvou" share "omluv"). */
const MIN_SHARED_START = 2;

/**
 * The ending key of `form` made from `stem`: what replaces what at the end ("a>ou"), after a prefix the form adds
 * ("ne+" for Czech "nechodil" from "chodit"), so forms of one paradigm slot share a key across lemmas.
 */
export function endingOf(stem: string, form: string): string {
  let shared = 0;
  while (shared < stem.length && shared < form.length && stem[shared] === form[shared]) shared++;
  if (shared >= Math.min(MIN_SHARED_START, stem.length)) return `${stem.slice(shared)}>${form.slice(shared)}`;
  const at = form.indexOf(stem.slice(0, MIN_SHARED_START), 1);
  return at > 0 ? `${form.slice(0, at)}+${endingOf(stem, form.slice(at))}` : `${stem}>${form}`;
}

/** Per ending key: the share of a counted lemma's mass its form of that ending takes, averaged over lemmas, smoothed. */
export class EndingShares {
  private readonly share = new Map<string, number>();
  private readonly prior: number;
  /** How many lemmas have no counted form. */
  readonly uncounted: number = 0;

  /** `lemmas`: [stem, forms, ...] (lower case); `probability`: the counted forms' probability (others are absent). */
  constructor(lemmas: Iterable<readonly [string, string[], ...unknown[]]>, probability: (form: string) => number | undefined) {
    const taken = new Map<string, number>();
    const offered = new Map<string, number>();
    let takenSum = 0;
    let offeredSum = 0;
    for (const [stem, forms] of lemmas) {
      let weight = 0;
      for (const form of forms) weight += probability(form) ?? 0;
      if (weight === 0) {
        this.uncounted++;
        continue;
      }
      for (const form of forms) {
        const key = endingOf(stem, form);
        const part = (probability(form) ?? 0) / weight;
        taken.set(key, (taken.get(key) ?? 0) + part);
        offered.set(key, (offered.get(key) ?? 0) + 1);
        takenSum += part;
        offeredSum++;
      }
    }
    this.prior = offeredSum > 0 ? takenSum / offeredSum : 0;
    for (const [key, n] of offered) this.share.set(key, (taken.get(key)! + PRIOR_LEMMAS * this.prior) / (n + PRIOR_LEMMAS));
  }

  /** The share of its lemma's mass that `form` of `stem` is expected to take. */
  of(stem: string, form: string): number {
    return this.share.get(endingOf(stem, form)) ?? this.prior;
  }
}
