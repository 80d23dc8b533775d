// What autocorrect's candidate sources read of one language: its speller pack's parts, made once by the Autocorrector.
import type { AccentRestorer } from './correct-accents.ts';
import type { WordList } from './correct-candidates.ts';
import type { ErrorModel } from './correct-error-model.ts';
import type { SoundIndex } from './correct-sound-index.ts';
import type { FormAutomaton } from './form-automaton.ts';
import type { HunspellChecker } from './hunspell/checker.ts';
import type { PrefixTable } from './prefix-table.ts';

export interface CorrectorLanguage {
  readonly words: WordList;
  readonly checker: HunspellChecker;
  /** The dictionary's forms, walked for the ones near a typo. */
  readonly automaton: FormAutomaton;
  readonly errors: ErrorModel;
  readonly accents: AccentRestorer;
  /** Listed words by sound key, where the language has one. */
  readonly sounds: SoundIndex | null;
  readonly turkic: boolean;
  /** The language capitalizes nouns: a lower-case typo may mean a Title-case word. */
  readonly titleNouns: boolean;
  /**
   * One-word REP entries two edits long, by the first code unit of what they replace: a wider replacement leaves a
   * candidate beyond the two edits ranked, and a narrower one makes a one-edit neighbour, which near() finds.
   */
  readonly twoEditReps: Map<number, [string, string][]>;
  /** The automaton holds the frequent stems' forms only (hu_HU): a slip in another stem is looked for by its prefix. */
  readonly stemsOnly: boolean;
  /**
   * The prefixes whose forms the automaton lacks, a slip after which is looked for in the rest: the cross prefixes
   * where it holds no prefix + suffix forms (ar_EG's ال + a suffixed form, it_IT), every prefix where it holds the
   * frequent stems' forms only (he_IL's ה, ו, ב...); null where it holds every form.
   */
  readonly prefixed: PrefixTable | null;
}
