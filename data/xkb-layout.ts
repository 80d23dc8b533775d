// A language's keyboard rows (engines/keyboard-rows.ts) from Debian's xkb-data: the letter each key of its layout types
// unshifted, keysyms read through X11's keysymdef.h (data/xkb-keysyms.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_ROWS, type KeyboardRows } from '../engines/keyboard-rows.ts';
import type { XkbLayout } from '../languages/profile.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { KEYSYMDEF_PATH, XKB_SYMBOLS_DIR } from './source-packages.ts';
import { keysymCharacter, keysymCharacters } from './xkb-keysyms.ts';
import { layoutKeys, type KeyLevels } from './xkb-symbols.ts';

const IS_LETTER = /^[\p{L}\p{M}]$/u;

/**
 * The letters a key types: its unshifted keysym's, lower-cased, and its shifted one's where that is not a capital of
 * a letter the key already types (Hindi ख on Shift of क, Italian é of è); where the unshifted types none, its shifted
 * capital's, lower-cased (a letter a number row has on Shift is still that key's). A dead key types no letter by
 * itself: the accented letter it makes is typed on its base letter's key, and autocorrect prices a mark left out or
 * wrong as an accent slip, wherever the dead key sits.
 */
function keyLetters(levels: KeyLevels | undefined, named: ReadonlyMap<string, number>): string {
  const [unshifted, shifted] = [levels?.[0], levels?.[1]].map((keysym) => (keysym ? keysymCharacter(keysym, named) : null));
  let letters = unshifted && IS_LETTER.test(unshifted) ? unshifted.toLowerCase() : '';
  if (shifted && IS_LETTER.test(shifted)) {
    const capital = shifted !== shifted.toLowerCase();
    const letter = shifted.toLowerCase();
    // A capital is the unshifted letter's, or alone the key's; one that lowers to two code points (Turkish İ) is left out.
    if ((!capital || letters === '') && [...letter].length === 1 && !letters.includes(letter)) letters += letter;
  }
  return letters;
}

/** The rows of a layout's resolved keys. */
export function rowsOfKeys(keys: ReadonlyMap<string, KeyLevels>, named: ReadonlyMap<string, number>): KeyboardRows {
  return KEY_ROWS.map((row) => row.map((key) => keyLetters(keys.get(key), named)));
}

let keysyms: Map<string, number> | null = null;

/** The rows of an xkb layout ('de', 'ro(std)') as xkb-data has it, under data/cache (data/source-packages.ts fetches it). */
export function keyboardRows(layout: XkbLayout): KeyboardRows {
  keysyms ??= keysymCharacters(readFileSync(join(DEBIAN_ROOT, KEYSYMDEF_PATH), 'latin1'));
  const dir = join(DEBIAN_ROOT, XKB_SYMBOLS_DIR);
  const read = (file: string) => {
    const path = join(dir, file);
    return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : null;
  };
  return rowsOfKeys(layoutKeys(layout, read), keysyms);
}

/** The rows of each layout, by its xkb name, as a pack's meta holds them (SpellerMeta.keyboards, VoikkoMeta.keyboards). */
export function keyboardsMeta(layouts: readonly XkbLayout[]): Record<string, string[][]> {
  return Object.fromEntries(layouts.map((layout) => [layout, keyboardRows(layout).map((row) => [...row])]));
}
