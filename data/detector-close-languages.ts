// The groups of close languages short texts confuse, and the marker words the detector's second look tells some of them
// apart by (engines/detect-close-languages.ts): words of their training text that some members' Hunspell dictionaries
// accept and the others' do not.
import { loadDictionary } from './completer-dictionary.ts';
import { commonWords, hunspellStems, runningText } from './detector-corpus.ts';
import { DETECTION_LANGUAGES } from './detector-languages.ts';
import { profileOf } from '../languages/registry.ts';
import { buildCharClasses, scanWords, wordKey } from '../engines/detect-features.ts';
import type { CLOSE_MARKERS, DetectorMeta } from '../engines/detector-pack.ts';
import type { Sections } from '../engines/pack-layout.ts';

/** What the short-text split measures (eval/close-languages-split.ts): two-letter codes, as the eval's rows name languages. */
export const CLOSE_GROUPS: readonly (readonly string[])[] = [
  ['nb', 'nn', 'da', 'sv'],
  ['hr', 'sr', 'bs'],
  ['cs', 'sk'],
  ['bg', 'mk'],
  ['gl', 'pt', 'es'],
  ['ms', 'id'],
  ['oc', 'ca'],
];

/**
 * The groups the second look tells apart (detection codes), each member by its own dictionary. hr/sr/bs: the Serbian
 * dictionary accepts kruh, tjedan and mlijeko, but only it accepts ekavian mesto and lepo. Left out: bg/mk and ms/id
 * (no Macedonian or Malay dictionary), cs/sk (Slovak gained two sentences, but a held-out Czech one went to Slovak).
 */
export const TOLD_APART: readonly (readonly string[])[] = [
  ['nb_NO', 'nn_NO', 'da_DK', 'sv_SE'],
  ['gl_ES', 'pt_BR', 'es_ES'],
  ['oc_FR', 'ca_ES'],
  ['hr_HR', 'sr_RS', 'bs_BA'],
];

/** Words of a member's running text seen fewer times than this are too rare to vouch for a language (names, typos). */
const MIN_TEXT_COUNT = 2;
/**
 * Dictionary stems longer than this are compounds a short text rarely holds; the shorter are a language's everyday
 * and function words (Nynorsk korleis, kvifor, ikkje). All 234,000 Nynorsk stems made 170,000 more markers and 14 s
 * more CPU of the compile, for the same answers on every eval set.
 */
const MAX_STEM_LETTERS = 7;

/** The Hunspell packages the markers read (data/source-packages.ts fetches them). */
export const markerProfiles = () => TOLD_APART.flat().map((code) => profileOf(code)!);

/**
 * Lower-cased words of the members' training text (seen MIN_TEXT_COUNT times) and ranked lists, and the dictionary
 * stems of a member with neither (Nynorsk: its eg, ikkje, kva are in no text the detector reads).
 */
function vocabulary(codes: readonly string[], classes: Uint8Array): Set<string> {
  const counts = new Map<string, number>();
  const words = new Set<string>();
  for (const code of codes) {
    const lang = DETECTION_LANGUAGES.find((l) => l.code === code);
    if (!lang) throw new Error(`${code} is no detection language`);
    const { dasher, games, udhr } = runningText(lang);
    for (const sentence of [...dasher.train, ...games.train, ...udhr.train]) {
      const lower = sentence.toLowerCase();
      scanWords(lower, 0, lower.length, classes, { word: (start, end) => counts.set(lower.slice(start, end), (counts.get(lower.slice(start, end)) ?? 0) + 1) });
    }
    if (lang.commonWords) for (const w of commonWords(lang.commonWords)) words.add(w.toLowerCase());
    const stem = profileOf(code)?.hunspell?.stem;
    if (!lang.commonWords && dasher.train.length + games.train.length === 0 && stem) {
      for (const w of hunspellStems(stem)) if (w.length <= MAX_STEM_LETTERS && w === w.toLowerCase()) words.add(w);
    }
  }
  for (const [w, n] of counts) if (n >= MIN_TEXT_COUNT) words.add(w);
  return words;
}

/**
 * The words some but not all members of a TOLD_APART group accept, with the members of every group that do as bits:
 * bit i is member i of the groups taken in order. Layout in engines/detector-pack.ts.
 */
export function buildCloseMarkers(): { meta: Pick<DetectorMeta, 'closeGroups'>; sections: Sections<typeof CLOSE_MARKERS> } {
  const classes = buildCharClasses();
  const markers = new Map<number, number>();
  let firstBit = 0;
  for (const codes of TOLD_APART) {
    const accepts = codes.map((code) => {
      const stem = profileOf(code)?.hunspell?.stem;
      const dictionary = stem ? loadDictionary(stem, 'default') : null;
      if (!dictionary) throw new Error(`${code} has no Hunspell dictionary to tell it apart by`);
      return dictionary.accepts;
    });
    const all = (1 << codes.length) - 1;
    for (const word of vocabulary(codes, classes)) {
      let mask = 0;
      accepts.forEach((accept, i) => (mask |= accept(word) ? 1 << i : 0));
      if (mask === 0 || mask === all) continue;
      const key = wordKey(word);
      markers.set(key, (markers.get(key) ?? 0) | (mask << firstBit));
    }
    firstBit += codes.length;
  }
  if (firstBit > 16) throw new Error('a marker holds its members in 16 bits');
  const keys = Uint32Array.from(markers.keys()).sort();
  return {
    meta: { closeGroups: TOLD_APART.map((codes) => [...codes]) },
    sections: { closeKeys: keys, closeMembers: Uint16Array.from(keys, (k) => markers.get(k)!) },
  };
}
