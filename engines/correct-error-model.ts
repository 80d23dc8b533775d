// The channel half of the noisy-channel ranking: how likely a typist who meant `word` produced `typo`.
// One-edit typos are classified (neighbouring key, doubled letter, dropped accent, swapped letters); two edits pay more.

/** Letter rows per layout; neighbours are found from staggered key positions. */
const LAYOUTS: Record<string, string[]> = {
  qwerty: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  qwertyNordic: ['qwertyuiopå', 'asdfghjklöä', 'zxcvbnm'],
  qwertyDanishNorwegian: ['qwertyuiopå', 'asdfghjklæø', 'zxcvbnm'],
  qwertySpanish: ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'],
  qwertyTurkish: ['qwertyuıopğü', 'asdfghjklşi', 'zxcvbnmöç'],
  qwertz: ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm'],
  qwertzHungarian: ['qwertzuiopőú', 'asdfghjkléáű', 'íyxcvbnm'],
  azerty: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
  russian: ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю'],
  ukrainian: ['йцукенгшщзхї', 'фівапролджє', 'ячсмитьбю'],
  greek: ['ςερτυθιοπ', 'ασδφγηξκλ', 'ζχψωβνμ'],
};

const LAYOUT_OF: Record<string, string> = {
  de: 'qwertz', cs: 'qwertz', hu: 'qwertzHungarian', fr: 'azerty', ru: 'russian', uk: 'ukrainian', el: 'greek',
  sv: 'qwertyNordic', fi: 'qwertyNordic', da: 'qwertyDanishNorwegian', nb: 'qwertyDanishNorwegian', es: 'qwertySpanish',
  tr: 'qwertyTurkish',
};

/** Horizontal offset of each row on a staggered keyboard, in key widths. */
const ROW_OFFSET = [0, 0.25, 0.75];

function neighbourMap(rows: string[]): Map<string, string> {
  const keys: [string, number, number][] = [];
  rows.forEach((row, r) => [...row].forEach((ch, c) => keys.push([ch, c + ROW_OFFSET[r], r])));
  const map = new Map<string, string>();
  for (const [a, xa, ya] of keys) {
    let near = '';
    for (const [b, xb, yb] of keys) {
      if (a === b) continue;
      const dx = Math.abs(xa - xb);
      if ((ya === yb && dx <= 1) || (Math.abs(ya - yb) === 1 && dx < 1)) near += b;
    }
    map.set(a, near);
  }
  return map;
}

/**
 * Log-probabilities of one specific edit. From the dev split's keyboard typos (822): drops 27%, swaps 18%,
 * replacements 30% (62% of them by a neighbouring key), insertions 25% (63% a neighbour of an adjacent letter);
 * divided by the number of ways each kind can happen in a 7-letter word (5 neighbours, ~25 other letters).
 * Doubled letters and dropped accents are common in real typing, so they get the neighbour-key rate.
 */
export const EDIT_LOG_P = {
  transpose: Math.log(0.03),
  nearKey: Math.log(0.03),
  accent: Math.log(0.03),
  otherKey: Math.log(0.004),
  doubled: Math.log(0.02),
  nearInsert: Math.log(0.016),
  otherInsert: Math.log(0.003),
  dropDoubled: Math.log(0.04),
  drop: Math.log(0.04),
  twoEdits: Math.log(0.00005),
};

/** Base letter without accents: á -> a, ł -> l. */
function baseLetter(ch: string): string {
  const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
  return stripped === 'ł' ? 'l' : stripped === 'ø' ? 'o' : stripped;
}

/** Each lower-case letter's neighbouring keys on the language's usual keyboard. */
export function keyboardNeighbours(lang: string): Map<string, string> {
  return neighbourMap(LAYOUTS[LAYOUT_OF[lang.slice(0, 2)] ?? 'qwerty']);
}

export class ErrorModel {
  private readonly near: Map<string, string>;

  constructor(lang: string) {
    this.near = keyboardNeighbours(lang);
  }

  private isNear(a: string, b: string): boolean {
    return this.near.get(a)?.includes(b) ?? false;
  }

  private substitution(typed: string, meant: string): number {
    if (baseLetter(typed) === baseLetter(meant)) return EDIT_LOG_P.accent;
    return this.isNear(meant, typed) ? EDIT_LOG_P.nearKey : EDIT_LOG_P.otherKey;
  }

  /** log P(typo | word) for lower-case strings at distance `distance` (1 or 2). */
  logP(typo: string, word: string, distance: number): number {
    if (distance !== 1) return EDIT_LOG_P.twoEdits;
    const lt = typo.length;
    const lw = word.length;
    let i = 0;
    while (i < lt && i < lw && typo[i] === word[i]) i++;
    if (lt === lw) {
      if (typo.slice(i + 1) === word.slice(i + 1)) return this.substitution(typo[i], word[i]);
      return EDIT_LOG_P.transpose;
    }
    if (lt === lw + 1) {
      // typo[i] was typed in excess.
      const extra = typo[i];
      if (extra === typo[i - 1] || extra === typo[i + 1]) return EDIT_LOG_P.doubled;
      const left = typo[i - 1];
      const right = typo[i + 1];
      if ((left && this.isNear(left, extra)) || (right && this.isNear(right, extra))) return EDIT_LOG_P.nearInsert;
      return EDIT_LOG_P.otherInsert;
    }
    // word[i] was left out.
    const missing = word[i];
    if (missing === word[i - 1] || missing === word[i + 1]) return EDIT_LOG_P.dropDoubled;
    return EDIT_LOG_P.drop;
  }
}
