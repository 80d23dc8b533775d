// The Debian packages the compile step reads: those every language shares, and (debianPackages) the dictionaries the
// language registry's profiles name (languages/registry.ts).
import type { FreedictPair, LanguageProfile } from '../languages/profile.ts';
import type { WikdictEntries, WikdictSide } from './completer-sources.ts';
import { PROFILES } from '../languages/registry.ts';

export const ONBOARD_PACKAGE = 'onboard-data';
export const DASHER_PACKAGE = 'dasher-data';
/** Presage's n-gram count databases for en, es, it under /usr/share/presage (GPL-2+, read by data/completer-sources.ts). */
export const PRESAGE_PACKAGE = 'libpresage-data';
/**
 * Wesnoth's campaigns, one package each: their translated dialogue (gettext catalogues, GPL-2+) is read for word sequences
 * by data/completer-sources.ts. 125 MiB of downloads for the catalogues' 2.6 MiB or less a language: the rest is maps and images.
 */
export const WESNOTH_PACKAGES = ['did', 'dm', 'dw', 'ei', 'httt', 'l', 'low', 'nr', 'sof', 'sota', 'sotbe', 'thot', 'trow', 'tsg', 'ttb', 'utbs'].map(
  (campaign) => `wesnoth-1.16-${campaign}`,
);

/** UFO: AI's translated text (GPL-2+, 2.5 MB): running text for the languages without Dasher text (data/compile-completer.ts). */
export const UFOAI_PACKAGE = 'ufoai-misc';

/**
 * FreeDict's German-English pair (Ding's dictionary, GPL-3+), one package a direction: the entries' example sentences and
 * phrases, read for word sequences by data/completer-sources.ts. The other pairs of our languages are word lists.
 */
export const FREEDICT_PACKAGES: Record<FreedictPair, string> = { 'deu-eng': 'dict-freedict-deu-eng', 'eng-deu': 'dict-freedict-eng-deu' };

/**
 * WikDict's pairs among FreeDict's (CC BY-SA 3.0, made from Wiktionary) whose entries or translations of more than one
 * word are read for word sequences ("szczęśliwego Nowego Roku", "с днём рождения", "buone feste"). A language of
 * WIKDICT_LANGUAGES reads every pair with it as the source for its entries and as the target for their translations:
 * each pair holds the entries that have a translation into its target, so together they hold more than any one.
 * cs, da, hu, ro, uk have none.
 */
const WIKDICT_PAIRS = [
  'deu-ell', 'deu-fin', 'deu-fra', 'deu-ind', 'deu-rus', 'deu-swe', 'ell-bul', 'ell-eng', 'ell-fin', 'ell-fra',
  'ell-ind', 'ell-ita', 'ell-jpn', 'ell-lat', 'ell-lit', 'ell-nld', 'ell-nor', 'ell-pol', 'ell-por', 'ell-rus',
  'ell-spa', 'ell-swe', 'eng-fin', 'eng-ind', 'eng-nor', 'fin-bul', 'fin-deu', 'fin-ell', 'fin-eng', 'fin-fra',
  'fin-ind', 'fin-ita', 'fin-jpn', 'fin-lat', 'fin-lit', 'fin-nld', 'fin-nor', 'fin-pol', 'fin-por', 'fin-swe',
  'fra-bul', 'fra-deu', 'fra-ell', 'fra-fin', 'fra-ita', 'fra-jpn', 'fra-lat', 'fra-lit', 'fra-pol', 'fra-por',
  'fra-rus', 'fra-spa', 'fra-swe', 'fra-tur', 'ita-bul', 'ita-ell', 'ita-fin', 'ita-ind', 'ita-jpn', 'ita-lit',
  'ita-nor', 'ita-pol', 'ita-por', 'ita-rus', 'ita-spa', 'ita-swe', 'ita-tur', 'nld-bul', 'nld-ell', 'nld-fin',
  'nld-ind', 'nld-ita', 'nld-lat', 'nld-lit', 'nld-pol', 'nld-por', 'nld-rus', 'nld-spa', 'nld-swe', 'pol-ell',
  'pol-fin', 'pol-fra', 'pol-ind', 'pol-ita', 'pol-nld', 'pol-nor', 'pol-por', 'pol-rus', 'pol-swe', 'pol-tur',
  'por-fra', 'por-spa', 'swe-bul', 'swe-deu', 'swe-ell', 'swe-fin', 'swe-fra', 'swe-ita', 'swe-jpn', 'swe-lat',
  'swe-nld', 'swe-nor', 'swe-pol', 'swe-por', 'swe-rus', 'swe-spa', 'swe-tur',
] as const;

/**
 * The languages that read WikDict's pairs whole, every entry of more than one word (sayings and the names of things, as
 * wishes are often filed: "joyeuses fêtes <n>"), by two-letter code: WikDict's code. On the everyday messages
 * (npm run eval) they moved from 61.9 / 17.7 / 29.8 to 62.6 / 18.7 / 30.5 (fi next3 11.7 -> 14.6, it 12.8 -> 16.2, nb
 * 16.9 -> 21.5). German, Spanish and Polish lost dev next words so (de 13.8 -> 12.9, es 22.4 -> 22.0, pl 11.7 -> 10.7),
 * sayings alone too (de 12.9, pl 11.2): they read WIKDICT_SAYINGS.
 */
const WIKDICT_LANGUAGES: Record<string, string> = {
  el: 'ell', fi: 'fin', fr: 'fra', id: 'ind', it: 'ita', nb: 'nor', nl: 'nld', pt: 'por', ru: 'rus', sv: 'swe', tr: 'tur',
};

/** Two pairs' sayings alone (interjections, phrases, idioms, proverbs) for the languages WIKDICT_LANGUAGES leaves out. */
const WIKDICT_SAYINGS: Record<string, readonly (readonly [pair: string, side: WikdictSide])[]> = {
  es: [['deu-spa', 'translations'], ['fra-spa', 'translations']],
  pl: [['pol-eng', 'entries'], ['deu-pol', 'translations']],
};

/** A WikDict pair as a language's completer reads it: the side, and whether every entry or its sayings alone. */
export type WikdictReading = readonly [pair: string, side: WikdictSide, entries: WikdictEntries];

/** The WikDict pairs a language's completer reads (WIKDICT_LANGUAGES, WIKDICT_SAYINGS), by its API code. */
export function wikdictPhrasebooks(code: string): WikdictReading[] {
  const language = code.slice(0, 2);
  const own = WIKDICT_LANGUAGES[language];
  if (own === undefined) return (WIKDICT_SAYINGS[language] ?? []).map(([pair, side]) => [pair, side, 'sayings']);
  return WIKDICT_PAIRS.flatMap((pair): WikdictReading[] => {
    const [source, target] = pair.split('-');
    return source === own ? [[pair, 'entries', 'all']] : target === own ? [[pair, 'translations', 'all']] : [];
  });
}

/**
 * English-to-X FreeDict pairs whose translations of more than one word are read (data/completer-sources.ts
 * readFreedictTranslations) where WikDict has no pair of X or few: "štastný nový rok", "brzy se uvidíme" (eng-ces,
 * 25,000 phrases), "nagyon szépen köszönöm", "boldog karácsonyi ünnepeket" (eng-hun, 67,000), "Wesołych Świąt"
 * (eng-pol, 9,500; Polish reads WikDict's sayings alone), "iyi geceler" (eng-tur, 53,000, mostly definitions). eng-dan
 * holds 9, eng-ita's are Italian's WikDict sayings again, and eng-spa's 130 and eng-rus's 45 moved no figure.
 */
const FREEDICT_TRANSLATIONS: Record<string, string> = { cs: 'eng-ces', hu: 'eng-hun', pl: 'eng-pol', tr: 'eng-tur' };

/** The FreeDict pair whose translations a language's completer reads (FREEDICT_TRANSLATIONS), by its API code, or null. */
export function freedictTranslations(code: string): string | null {
  return FREEDICT_TRANSLATIONS[code.slice(0, 2)] ?? null;
}

/** The FreeDict pairs the completers read (WikDict's and the English-to-X ones), as Debian packages. */
const FREEDICT_PAIR_PACKAGES = [...new Set([...WIKDICT_PAIRS, ...Object.values(WIKDICT_SAYINGS).flat().map(([pair]) => pair), ...Object.values(FREEDICT_TRANSLATIONS)])].map((pair) => `dict-freedict-${pair}`);

/** LibreOffice's autocorrect replacement lists (MPL-2.0, read by data/libreoffice-autocorrect.ts). */
export const LIBREOFFICE_PACKAGE = 'libreoffice-common';
export const LIBREOFFICE_AUTOCORRECT_DIR = 'usr/lib/libreoffice/share/autocorr';

/** xkb-data's keyboard layouts (MIT/X11) and X11's list of keysyms (x11proto-dev, MIT): data/xkb-layout.ts. */
export const XKB_PACKAGE = 'xkb-data';
export const KEYSYM_PACKAGE = 'x11proto-dev';
export const XKB_SYMBOLS_DIR = 'usr/share/X11/xkb/symbols';
export const KEYSYMDEF_PATH = 'usr/include/X11/keysymdef.h';

/** LibreOffice's autotext (MPL-2.0, read by data/libreoffice-autotext.ts): share/autotext/<locale>/*.bau, en-US's in libreoffice-common. */
export const LIBREOFFICE_AUTOTEXT_DIR = 'usr/lib/libreoffice/share/autotext';
/** LibreOffice's translations (MPL-2.0) that hold the autotext of our languages: libreoffice-l10n-<tag>, 1 to 9 MiB each. */
export const LIBREOFFICE_L10N_PACKAGES = ['cs', 'da', 'de', 'el', 'en-gb', 'es', 'fi', 'fr', 'hu', 'id', 'it', 'nb', 'nl', 'pl', 'pt', 'pt-br', 'ro', 'ru', 'sv', 'tr', 'uk'].map(
  (tag) => `libreoffice-l10n-${tag}`,
);

/** LibreOffice's translated interface (MPL-2.0, read by data/libreoffice-interface.ts): gettext catalogues a locale. */
export const LIBREOFFICE_INTERFACE_DIR = 'usr/lib/libreoffice/program/resource';
/**
 * The languages whose completers read LibreOffice's interface text for word sequences: Romanian, which has no running
 * text of its own (measured in docs/QUALITY.md). Indonesian lost hit3 so and offered its title-case labels; Ukrainian
 * gained (everyday 51.1 / 9.0 / 22.8 -> 52.4 / 9.0 / 23.4) but no longer finished "пото" as "потому" ("поточний" is the
 * interface's "current"): a program's words over a person's.
 */
export const LIBREOFFICE_INTERFACE_LANGUAGES = new Set(['ro']);

/** Packages of which some folders are read: only they are unpacked (LibreOffice's lists and autotext are 1 MiB of its 57). */
export const DEBIAN_PACKAGE_PARTS: Record<string, readonly string[]> = {
  [LIBREOFFICE_PACKAGE]: [LIBREOFFICE_AUTOCORRECT_DIR, LIBREOFFICE_AUTOTEXT_DIR],
  [XKB_PACKAGE]: [XKB_SYMBOLS_DIR],
  [KEYSYM_PACKAGE]: [KEYSYMDEF_PATH],
  ...Object.fromEntries(
    LIBREOFFICE_L10N_PACKAGES.map((pkg) => [pkg, LIBREOFFICE_INTERFACE_LANGUAGES.has(pkg.slice('libreoffice-l10n-'.length)) ? [LIBREOFFICE_AUTOTEXT_DIR, LIBREOFFICE_INTERFACE_DIR] : [LIBREOFFICE_AUTOTEXT_DIR]]),
  ),
};

/** Regional spelling word lists under /usr/share/dict: en_GB against en_US, pt_PT against pt_BR (data/detector-variants.ts). */
export const WORD_LIST_PACKAGES = ['wbritish', 'wamerican', 'wportuguese', 'wbrazilian'];

/**
 * The Debian packages the compile step reads to build `languages` (default: every language of the registry): the shared
 * ones, their dictionaries and the dictionaries the detector reads.
 */
export function debianPackages(languages: readonly LanguageProfile[] = PROFILES): string[] {
  const pkgs = new Set([XKB_PACKAGE, KEYSYM_PACKAGE, ONBOARD_PACKAGE, DASHER_PACKAGE, PRESAGE_PACKAGE, UFOAI_PACKAGE, LIBREOFFICE_PACKAGE, ...LIBREOFFICE_L10N_PACKAGES, ...Object.values(FREEDICT_PACKAGES), ...FREEDICT_PAIR_PACKAGES, ...WESNOTH_PACKAGES, ...WORD_LIST_PACKAGES]);
  for (const lang of [...languages, ...PROFILES.filter((profile) => profile.detector?.readsDictionary)]) {
    if (lang.hunspell) pkgs.add(lang.hunspell.pkg);
    if (lang.voikko) pkgs.add(lang.voikko.pkg);
  }
  return [...pkgs];
}
