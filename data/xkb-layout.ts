// A language's keyboard rows (engines/keyboard-rows.ts) from Debian's xkb-data: the letter each key of its layout types
// unshifted, keysyms read through X11's keysymdef.h (data/xkb-keysyms.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_ROWS, NO_LETTER, type KeyboardRows } from '../engines/keyboard-rows.ts';
import type { XkbLayout } from '../languages/profile.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { KEYSYMDEF_PATH, XKB_SYMBOLS_DIR } from './source-packages.ts';
import { keysymCharacter, keysymCharacters } from './xkb-keysyms.ts';
import { layoutKeys, type KeyLevels } from './xkb-symbols.ts';

const IS_LETTER = /^[\p{L}\p{M}]$/u;

/**
 * The letter a key types: its unshifted keysym's, or where that is none its shifted capital's, lower-cased (a letter a
 * number row has on Shift is still that key's; a lower-case one there, French µ, is a symbol). A dead key types no
 * letter by itself: the accented letter it makes is typed on its base letter's key, and autocorrect prices a mark
 * left out or wrong as an accent slip, wherever the dead key sits.
 */
function keyLetter(levels: KeyLevels | undefined, named: ReadonlyMap<string, number>): string {
  const [unshifted, shifted] = [levels?.[0], levels?.[1]].map((keysym) => (keysym ? keysymCharacter(keysym, named) : null));
  if (unshifted && IS_LETTER.test(unshifted)) return unshifted.toLowerCase();
  if (shifted && IS_LETTER.test(shifted) && shifted !== shifted.toLowerCase()) return shifted.toLowerCase();
  return NO_LETTER;
}

/** The rows of a layout's resolved keys. */
export function rowsOfKeys(keys: ReadonlyMap<string, KeyLevels>, named: ReadonlyMap<string, number>): KeyboardRows {
  return KEY_ROWS.map((row) => row.map((key) => keyLetter(keys.get(key), named)).join(''));
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
