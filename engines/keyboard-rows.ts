// A language's keyboard as the engines read it: the letter each key types, row by row (data/xkb-layout.ts reads them
// from xkb-data into the speller pack's meta), and which keys are neighbours on a staggered ISO keyboard.

/**
 * The xkb names of the keys read, row by row: the number row from the key left of 1 (TLDE: Russian ё, Arabic ذ), then
 * the three letter rows. BKSL ends the home row and LSGT begins the bottom one, where ISO keyboards (Europe's) have them.
 */
export const KEY_ROWS: readonly (readonly string[])[] = [
  ['TLDE', 'AE01', 'AE02', 'AE03', 'AE04', 'AE05', 'AE06', 'AE07', 'AE08', 'AE09', 'AE10', 'AE11', 'AE12'],
  ['AD01', 'AD02', 'AD03', 'AD04', 'AD05', 'AD06', 'AD07', 'AD08', 'AD09', 'AD10', 'AD11', 'AD12'],
  ['AC01', 'AC02', 'AC03', 'AC04', 'AC05', 'AC06', 'AC07', 'AC08', 'AC09', 'AC10', 'AC11', 'BKSL'],
  ['LSGT', 'AB01', 'AB02', 'AB03', 'AB04', 'AB05', 'AB06', 'AB07', 'AB08', 'AB09', 'AB10'],
];

/** Where each row's first key sits, in key widths right of AD01 (Tab is 1.5 keys wide, Caps Lock 1.75, ISO's left Shift 1.25). */
const ROW_START = [-1.5, 0, 0.25, -0.25];

/** A keyboard's letters: one string per KEY_ROWS row, a code point per key, ' ' for a key that types no letter. */
export type KeyboardRows = readonly string[];

/** A key that types no letter, in KeyboardRows. */
export const NO_LETTER = ' ';

/** Each letter's neighbouring keys' letters: the keys beside it in its row and those touching it in the rows above and below. */
export function keyboardNeighbours(rows: KeyboardRows): Map<string, string> {
  const keys: [letter: string, x: number, row: number][] = [];
  rows.forEach((row, r) => [...row].forEach((letter, c) => letter !== NO_LETTER && keys.push([letter, ROW_START[r] + c, r])));
  const map = new Map<string, string>();
  for (const [a, xa, ya] of keys) {
    let near = map.get(a) ?? '';
    for (const [b, xb, yb] of keys) {
      if (a === b || near.includes(b)) continue;
      const dx = Math.abs(xa - xb);
      if ((ya === yb && dx <= 1) || (Math.abs(ya - yb) === 1 && dx < 1)) near += b;
    }
    map.set(a, near);
  }
  return map;
}

/** A language's rows in its speller pack (SpellerMeta.keyboards, by xkb layout); none for a test dictionary's pack. */
export function packKeyboard(keyboards: Readonly<Record<string, KeyboardRows>> | undefined, layout: string): KeyboardRows {
  if (keyboards === undefined) return [];
  const rows = keyboards[layout];
  if (rows === undefined) throw new Error(`speller pack has no keyboard '${layout}' (it has ${Object.keys(keyboards).join(', ')})`);
  return rows;
}
