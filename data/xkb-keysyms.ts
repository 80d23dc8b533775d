// What character an xkb keysym name types, from X11's own list of keysyms (keysymdef.h, package x11proto-dev): its
// lines name each keysym's value and the Unicode character it stands for ("XK_adiaeresis 0x00e4 /* U+00E4 ... */").

/** Keysym values from 0x01000000 up are Unicode code points plus this. */
const UNICODE_KEYSYM = 0x01000000;

/** Reads keysymdef.h: keysym name -> the code point it types, for every keysym that types one. */
export function keysymCharacters(keysymdef: string): Map<string, number> {
  const valueOf = new Map<string, number>();
  const typed = new Map<number, number>();
  for (const m of keysymdef.matchAll(/^#define XK_(\w+)\s+0x([0-9a-fA-F]+)\s*(?:\/\*\s*U\+([0-9A-Fa-f]{4,6})\b)?/gm)) {
    const value = parseInt(m[2], 16);
    valueOf.set(m[1], value);
    if (m[3] !== undefined) typed.set(value, parseInt(m[3], 16));
  }
  const chars = new Map<string, number>();
  // A deprecated alias ("Ukranian_je") shares its value with the name whose line gives the character.
  for (const [name, value] of valueOf) {
    const cp = typed.get(value) ?? (value >= UNICODE_KEYSYM ? value - UNICODE_KEYSYM : undefined);
    if (cp !== undefined) chars.set(name, cp);
  }
  return chars;
}

/** The character a keysym as xkb writes it types ('adiaeresis', 'Cyrillic_ya', 'U0219', '0x1000219'), or null. */
export function keysymCharacter(keysym: string, named: ReadonlyMap<string, number>): string | null {
  const unicode = /^U([0-9a-fA-F]{2,6})$/.exec(keysym);
  const hex = /^0x([0-9a-fA-F]+)$/.exec(keysym);
  let cp = named.get(keysym);
  if (unicode) cp = parseInt(unicode[1], 16);
  else if (hex) {
    // A raw value: Unicode's range, or Latin-1's, whose keysyms are their code points.
    const value = parseInt(hex[1], 16);
    cp = value >= UNICODE_KEYSYM ? value - UNICODE_KEYSYM : value < 0x100 ? value : undefined;
  }
  return cp === undefined ? null : String.fromCodePoint(cp);
}
