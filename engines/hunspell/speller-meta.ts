// The msgpack meta of a speller pack: the .aff's options and small tables as plain data (flags as dense numeric ids,
// 0 = unset). The affix rules travel as typed-array sections (engines/hunspell/affixes.ts, affix-conditions.ts), as do
// the .dic (dictionary.ts) and the word list (engines/correct-candidates.ts).

/** REP: pattern i is replaced by replacement i; two lists, as pairs cost 8 workers 0.8 MiB more than 1. */
export interface RepTable {
  from: string[];
  to: string[];
}

/** CHECKCOMPOUNDPATTERN: [end of first part, its flag, start of next part, its flag, replacement]. */
export type CompoundPattern = [end: string, endFlag: number, begin: string, beginFlag: number, replacement: string];

export interface SpellerMeta {
  /** API language code (xx_XX) the pack was compiled for; '' for test dictionaries. */
  code: string;
  flags: {
    forbidden: number;
    needaffix: number;
    keepcase: number;
    onlyincompound: number;
    circumfix: number;
    compoundflag: number;
    compoundbegin: number;
    compoundmiddle: number;
    compoundend: number;
    compoundpermit: number;
    compoundforbid: number;
    compoundroot: number;
    nosuggest: number;
    warn: number;
    forceucase: number;
    substandard: number;
    onlyupcase: number;
  };
  complexprefixes: boolean;
  fullstrip: boolean;
  checksharps: boolean;
  checkcompounddup: boolean;
  checkcompoundrep: boolean;
  checkcompoundcase: boolean;
  checkcompoundtriple: boolean;
  simplifiedtriple: boolean;
  forbidwarn: boolean;
  onlymaxdiff: boolean;
  nosplitsugs: boolean;
  lang: string;
  compoundmin: number;
  /** 0 = unlimited. */
  compoundwordmax: number;
  /** Each rule flattened as [flag, quantifier, ...]; quantifier 0 = one, 1 = '*', 2 = '?'. */
  compoundRules: number[][];
  compoundPatterns: CompoundPattern[];
  ignore: string;
  iconv: [string, string][];
  oconv: [string, string][];
  breaks: string[];
  rep: RepTable;
  map: string[][];
  phone: [string, string][];
  tryChars: string;
  key: string;
  wordchars: string;
  /** Word list (engines/correct-candidates.ts): ids below this are corpus words, the rest Hunspell forms the corpora lack. */
  listedWords?: number;
  /** The word list holds every lower-case form the checker accepts (up to its length bound). */
  allFormsListed?: boolean;
  /**
   * The form automaton (engines/form-automaton.ts) holds every form of one or two affixes of every stem (with
   * prefix + suffix forms as automatonCrossProducts says), not only the most frequent stems' forms.
   */
  automatonComplete?: boolean;
  /** The automaton holds prefix + suffix forms too; when false, a word under a cross prefix is tested without it (formCrossPrefixes). */
  automatonCrossProducts?: boolean;
  /** Letters of the automaton's longest form (engines/form-automaton.ts: a typo far longer is near none). */
  automatonLongest: number;
  /**
   * Letters the language's misspellings put for others, learned from its replacement table (data/speller-replacements.ts
   * learnedConfusions): two-letter strings, the letter meant then the letter typed. Absent in test dictionaries.
   */
  confusions?: string[];
  /**
   * The keyboard of each language reading the pack, by its xkb name (fr_FR's 'fr' and fr_CA's 'ca': data/shared-packs.ts),
   * as engines/keyboard-rows.ts reads it; from xkb-data (data/xkb-layout.ts). Absent in test dictionaries, whose error
   * model then knows no neighbouring keys.
   */
  keyboards?: Record<string, string[]>;
}
