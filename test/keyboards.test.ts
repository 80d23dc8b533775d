// Keyboards from xkb-data: a symbols file's includes and variants read into rows, each registry language's layout
// holding its alphabet, and the neighbouring keys the error model reads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ensureDebianPackages, DEBIAN_ROOT } from '../data/debian-packages.ts';
import { decodeHunspell } from '../data/hunspell-bytes.ts';
import { parseAff } from '../data/hunspell-aff.ts';
import { packKeyboards } from '../data/shared-packs.ts';
import { DEBIAN_PACKAGE_PARTS, KEYSYM_PACKAGE, XKB_PACKAGE } from '../data/source-packages.ts';
import { keysymCharacters } from '../data/xkb-keysyms.ts';
import { keyboardRows, rowsOfKeys } from '../data/xkb-layout.ts';
import { layoutKeys } from '../data/xkb-symbols.ts';
import { baseLetter } from '../engines/correct-accents.ts';
import { rowsOfAlphabet } from '../engines/keyboard-alphabet.ts';
import { keyboardNeighbours, packKeyboard } from '../engines/keyboard-rows.ts';
import { LANGUAGES } from '../languages/registry.ts';

const KEYSYMDEF = `
#define XK_a                             0x0061  /* U+0061 LATIN SMALL LETTER A */
#define XK_b                             0x0062  /* U+0062 LATIN SMALL LETTER B */
#define XK_q                             0x0071  /* U+0071 LATIN SMALL LETTER Q */
#define XK_w                             0x0077  /* U+0077 LATIN SMALL LETTER W */
#define XK_z                             0x007a  /* U+007A LATIN SMALL LETTER Z */
#define XK_Z                             0x005a  /* U+005A LATIN CAPITAL LETTER Z */
#define XK_1                             0x0031  /* U+0031 DIGIT ONE */
#define XK_exclam                        0x0021  /* U+0021 EXCLAMATION MARK */
#define XK_adiaeresis                    0x00e4  /* U+00E4 LATIN SMALL LETTER A WITH DIAERESIS */
#define XK_Cyrillic_ya                   0x06d1  /* U+044F CYRILLIC SMALL LETTER YA */
#define XK_Ukranian_je                   0x06a4  /* deprecated */
#define XK_Ukrainian_ie                  0x06a4  /* U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE */
#define XK_dead_acute                    0xfe51
`;

const SYMBOLS: Record<string, string> = {
  latin: `
    default partial alphanumeric_keys
    xkb_symbols "basic" {
      key <TLDE> { [ Cyrillic_ya ] };
      key <AE01> { [ 1, exclam ] };
      key <AD01> { [ q, Q ] };   // overridden below
      key <AD02> { [ w, W ] };
      key <AC01> { [ a, A ] };
      key <AB01> { [ z, Z ] };
    };`,
  toy: `
    /* A layout of two variants. */
    default partial alphanumeric_keys
    xkb_symbols "basic" {
      include "latin"
      name[Group1] = "Toy";
      key <AD01> { [ adiaeresis, Adiaeresis ] };
      key <AC02> { type[Group1] = "FOUR_LEVEL", [ dead_acute, NoSymbol, b ] };
      include "level3(ralt_switch)"
    };
    partial alphanumeric_keys
    xkb_symbols "cyr" {
      include "toy(basic)"
      key <AD02> { symbols[Group1] = [ Cyrillic_ya ] };
      key <AE01> { [ exclam, U0418 ] };
      key <AD03> { [ U0915, U0916 ] };
      key <AC01> { [ any, any, at ] };
      replace key <AB01> { [ U0219 ] };
      key <BKSL> { [ Ukranian_je ] };
      key <LSGT> { [ 0x1000431 ] };
    };`,
  level3: `
    partial modifier_keys
    xkb_symbols "ralt_switch" {
      key <RALT> { type[Group1]="ONE_LEVEL", symbols[Group1] = [ ISO_Level3_Shift ] };
    };`,
};
const readToy = (file: string) => SYMBOLS[file] ?? null;
const named = keysymCharacters(KEYSYMDEF);

/** Keyboard rows written as keys apart, '·' for a key that types no letter. */
const rows = (...written: string[]) => written.map((row) => row.split(' ').map((key) => (key === '·' ? '' : key)));

describe('xkb symbols read into keyboard rows', () => {
  it('follows includes, takes the default block or the variant named, and keeps the letters of each key', () => {
    assert.deepEqual(
      rowsOfKeys(layoutKeys('toy', readToy), named),
      rows('я · · · · · · · · · · · ·', 'ä w · · · · · · · · · ·', 'a · · · · · · · · · · ·', '· z · · · · · · · · ·'),
    );
    // The variant: a named group's symbols, a capital on Shift where the unshifted key types none, an uncased letter on
    // Shift beside the unshifted one, a replaced key, a deprecated keysym name, a raw Unicode keysym value.
    assert.deepEqual(
      rowsOfKeys(layoutKeys('toy(cyr)', readToy), named),
      rows('я и · · · · · · · · · · ·', 'ä я कख · · · · · · · · ·', 'a · · · · · · · · · · є', 'б ș · · · · · · · · ·'),
    );
  });

  it('names the layout it cannot find', () => {
    assert.throws(() => layoutKeys('qq', readToy), /xkb layout 'qq': xkb-data has no symbols file 'qq'/);
    assert.throws(() => layoutKeys('toy(dvorak)', readToy), /xkb layout 'toy\(dvorak\)': symbols file 'toy' has no variant 'dvorak'/);
    assert.throws(() => layoutKeys('toy cyr', readToy), /is not written as file or file\(variant\)/);
  });

  it("gives each letter the keys beside it, those touching it above and below, and its own key's other letter", () => {
    const near = keyboardNeighbours(rows('· · · · · · · · · · · · ·', 'q w e r t y u i o p · ·', 'a s d f g h j k l · · ·', '· z x c v b n m · · ·'));
    assert.deepEqual([...near.get('s')!].sort(), [...'adewxz'].sort());
    assert.deepEqual([...near.get('q')!].sort(), [...'aw'].sort());
    // The other letter of a key is near too: Shift missed or held.
    const shifted = keyboardNeighbours(rows('· · · · · · · · · · · · ·', 'कख ग · · · · · · · · · ·', '· · · · · · · · · · · ·', '· · · · · · · · · · ·'));
    assert.equal(shifted.get('क'), 'खग');
    assert.equal(shifted.get('ग'), 'कख');
  });

  it("keeps the letters of the language's words and script on each key: a Latin capital on a Hebrew key is no near key", () => {
    const hebrew = rows('· · · · · · · · · · · · ·', 'q w ק ר · · · · · · · ·', '· · · · · · · · · · · ·', '· · · · · · · · · · ·');
    const near = keyboardNeighbours(rowsOfAlphabet(hebrew, new Map([['ק', 0.6], ['ר', 0.4]])));
    assert.equal(near.get('ק'), 'ר');
    assert.equal(near.has('w'), false);
    assert.deepEqual(rowsOfAlphabet(hebrew, null), hebrew, 'a word list too small to tell keeps every letter');
    // Turkish words have no x, but its key sits beside z: a slip onto it is a near key.
    const turkish = rows('· · · · · · · · · · · · ·', '· · · · · · · · · · · ·', '· · · · · · · · · · · ·', '· z x µ · · · · · · ·');
    assert.deepEqual(rowsOfAlphabet(turkish, new Map([['z', 0.5], ['ı', 0.5]]))[3].slice(1, 4), ['z', 'x', '']);
  });

  it('reads a pack without keyboards as none, and fails on a language whose keyboard its pack lacks', () => {
    assert.deepEqual(packKeyboard(undefined, 'us'), []);
    assert.throws(() => packKeyboard({ fr: [] }, 'ca'), /speller pack has no keyboard 'ca' \(it has fr\)/);
  });
});

/** Whether two letters are of one Unicode script (the scripts our registry's dictionaries are written in). */
function sameScript(a: string, b: string): boolean {
  return ['Latin', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Armenian', 'Devanagari', 'Bengali', 'Gujarati', 'Malayalam', 'Sinhala', 'Telugu'].some(
    (script) => new RegExp(`\\p{Script=${script}}`, 'u').test(a) && new RegExp(`\\p{Script=${script}}`, 'u').test(b),
  );
}

describe("each registry language's keyboard, from xkb-data", () => {
  // Every registry language's dictionary, built or not (a default build fetches only its own languages').
  ensureDebianPackages([XKB_PACKAGE, KEYSYM_PACKAGE, ...new Set(LANGUAGES.flatMap((lang) => (lang.hunspell ? [lang.hunspell.pkg] : [])))], DEBIAN_PACKAGE_PARTS);

  it("has a key for nearly every letter of its dictionary's TRY line, or for the letter its mark is typed on", () => {
    for (const lang of LANGUAGES) {
      // The keyboard is autocorrect's: a language with completion only (Bengali) is typed through an input method.
      if (!lang.hunspell || !lang.commands.includes('autocorrect')) continue;
      const aff = readFileSync(join(DEBIAN_ROOT, 'usr/share/hunspell', `${lang.hunspell.stem}.aff`));
      const tried = [...new Set(parseAff(decodeHunspell(aff, new Uint8Array()).affText).meta.tryChars.toLowerCase())];
      // Catalan's TRY line ends in Greek ω and the micro sign: only the letters of the line's own script count.
      const script = tried.find((c) => /\p{L}/u.test(c)) ?? '';
      const letters = tried.filter((c) => /\p{L}/u.test(c) && sameScript(c, script));
      const keys = keyboardRows(lang.writing.keyboard).join('');
      const typed = letters.filter((c) => keys.includes(c) || keys.includes(baseLetter(c)));
      // French œ and æ, Danish's Icelandic ð and þ: a TRY line's foreign letters, typed with AltGr or not at all.
      assert.ok(typed.length >= 0.95 * letters.length, `${lang.code} (${lang.writing.keyboard}) lacks ${letters.filter((c) => !typed.includes(c)).join('')}`);
    }
  });

  it('puts a language sharing its packs with another language in their pack with its own keyboard', () => {
    assert.deepEqual(packKeyboards('fr_FR'), ['fr', 'ca']);
    assert.deepEqual(packKeyboards('en_US'), ['us']);
  });

  it("tells a letter's neighbours on that language's own layout", () => {
    const near = (layout: string, letter: string) => [...keyboardNeighbours(keyboardRows(layout)).get(letter)!].sort().join('');
    const sorted = (letters: string) => [...letters].sort().join('');
    assert.equal(near('de', 'z'), sorted('tugh'));
    assert.equal(near('fr', 'a'), sorted('zqé'));
    // Czech types its marked letters on the number row.
    assert.equal(near('cz', 'ě'), sorted('šqw'));
  });
});
