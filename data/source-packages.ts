// The Debian packages the compile step reads: those every language shares, and (debianPackages) the dictionaries the
// language registry's profiles name (languages/registry.ts).
import type { FreedictPair, LanguageProfile } from '../languages/profile.ts';
import type { WikdictSide } from './completer-sources.ts';
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
 * WikDict's pairs among FreeDict's (CC BY-SA 3.0, from Wiktionary) whose sayings of more than one word are read for word
 * sequences ("szczęśliwego Nowego Roku", "с днём рождения"), per language: a pair with the language as its source is read
 * for its entries, one with it as its target for their translations. The largest WikDict pairs Debian has with the
 * language on each side; cs, da, hu, ro, uk have none.
 */
export const WIKDICT_PHRASEBOOKS: Record<string, readonly (readonly [pair: string, side: WikdictSide])[]> = {
  el: [['ell-eng', 'entries'], ['deu-ell', 'translations']],
  es: [['deu-spa', 'translations'], ['fra-spa', 'translations']],
  fi: [['fin-eng', 'entries'], ['eng-fin', 'translations']],
  fr: [['fra-deu', 'entries'], ['deu-fra', 'translations']],
  id: [['eng-ind', 'translations'], ['deu-ind', 'translations']],
  it: [['ita-fin', 'entries'], ['fra-ita', 'translations']],
  nb: [['eng-nor', 'translations'], ['pol-nor', 'translations']],
  nl: [['nld-spa', 'entries'], ['pol-nld', 'translations']],
  pl: [['pol-eng', 'entries'], ['deu-pol', 'translations']],
  pt: [['fra-por', 'translations'], ['pol-por', 'translations']],
  ru: [['deu-rus', 'translations'], ['pol-rus', 'translations']],
  sv: [['swe-deu', 'entries'], ['deu-swe', 'translations']],
  tr: [['pol-tur', 'translations']],
};

/** The WikDict pairs a language's completer reads (WIKDICT_PHRASEBOOKS), by its API code. */
export function wikdictPhrasebooks(code: string): readonly (readonly [pair: string, side: WikdictSide])[] {
  return WIKDICT_PHRASEBOOKS[code.slice(0, 2)] ?? [];
}

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

/** Packages of which some folders are read: only they are unpacked (LibreOffice's lists and autotext are 1 MiB of its 57). */
export const DEBIAN_PACKAGE_PARTS: Record<string, readonly string[]> = {
  [LIBREOFFICE_PACKAGE]: [LIBREOFFICE_AUTOCORRECT_DIR, LIBREOFFICE_AUTOTEXT_DIR],
  [XKB_PACKAGE]: [XKB_SYMBOLS_DIR],
  [KEYSYM_PACKAGE]: [KEYSYMDEF_PATH],
  ...Object.fromEntries(LIBREOFFICE_L10N_PACKAGES.map((pkg) => [pkg, [LIBREOFFICE_AUTOTEXT_DIR]])),
};

/** Regional spelling word lists under /usr/share/dict: en_GB against en_US, pt_PT against pt_BR (data/detector-variants.ts). */
export const WORD_LIST_PACKAGES = ['wbritish', 'wamerican', 'wportuguese', 'wbrazilian'];

/**
 * The Debian packages the compile step reads to build `languages` (default: every language of the registry): the shared
 * ones, their dictionaries and the dictionaries the detector reads.
 */
export function debianPackages(languages: readonly LanguageProfile[] = PROFILES): string[] {
  const pkgs = new Set([XKB_PACKAGE, KEYSYM_PACKAGE, ONBOARD_PACKAGE, DASHER_PACKAGE, PRESAGE_PACKAGE, UFOAI_PACKAGE, LIBREOFFICE_PACKAGE, ...LIBREOFFICE_L10N_PACKAGES, ...Object.values(FREEDICT_PACKAGES), ...Object.values(WIKDICT_PHRASEBOOKS).flat().map(([pair]) => `dict-freedict-${pair}`), ...WESNOTH_PACKAGES, ...WORD_LIST_PACKAGES]);
  for (const lang of [...languages, ...PROFILES.filter((profile) => profile.detector?.readsDictionary)]) {
    if (lang.hunspell) pkgs.add(lang.hunspell.pkg);
    if (lang.voikko) pkgs.add(lang.voikko.pkg);
  }
  return [...pkgs];
}
