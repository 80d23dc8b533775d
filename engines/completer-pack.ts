// The completer pack (data/compile-completer.ts writes it, engines/completer.ts reads it). V words, ids in key order;
// context ids V = sentence start, V + 1 = a number (data/completer-tokenize.ts); E bigram entries:
//
//   keys          LETTER_STRINGS (engines/letter-strings.ts) [V]: the key of each id, lower case, code-unit order
//   caseForm      u8[V]     CaseForm of the written form (engines/complete-text.ts)
//   mixedIds      u32[M]    the CaseForm.Mixed ids, ascending; written form of mixedIds[m] =
//   mixedStart    u32[M+1]    mixedChars[mixedStart[m] .. mixedStart[m+1])
//   mixedChars    u16[]
//   cost          u16[V]    round(-log2 P(word) * COST_SCALE): the unigram model
//   rangeBest     uint[⌈V/4⌉] segment tree over cost, its top nodes (engines/complete-range-best.ts)
//   n-grams (data/completer-ngrams.ts):
//   (uint: the narrowest unsigned column that holds the values, engines/uint-column.ts; fewer than 2^16 words take u16)
//   bigramByCount uint[E]   each row's entries again as ranks in the row (entry bigramStart(c) + rank), most frequent
//                           first (ties by id): a long row's best without a scan
//   bigramStart   block offsets (engines/block-offsets.ts) [V+3]: row of context id c = bigramNext[bigramStart(c) ..
//                           bigramStart(c+1)), ids ascending
//   bigramNext    uint[E]
//   bigramCount   u16[E]
//   bigramTotal   uint[V+2] sum of a context's row counts
//   trigramStart  block offsets (engines/block-offsets.ts) [E+1]: row of bigram entry e (context u v) =
//                           trigramNext[trigramStart(e) .. trigramStart(e+1)), ids ascending
//   trigramNext   uint[]
//   trigramCount  uint[]    (u8 in most packs: a trigram is rarely seen 256 times)
//   capitalNext   u32[]     the bigram entries whose next word, written small elsewhere, is written with a capital after
//                           its context word in most sightings that show its case ("European" "Union"), ascending
//   the bigram rows of names' words (a word typed with a capital inside a sentence where the vocabulary writes it
//   small: "New", "Great"); C contexts, entries as the bigram rows'; absent when the sources have none:
//   namesContext  u32[C]    context ids, ascending; row of namesContext[k] = namesNext[namesStart[k] .. namesStart[k+1])
//   namesStart    u32[C+1]
//   namesNext     u32[]     ids ascending within a row
//   namesCount    u16[]
//   namesTotal    u32[C]
//   namesByCount  u32[]     as bigramByCount (ranks in the row)
//   the bigram back-off's word classes by ending (data/completer-suffix-classes.ts):
//   suffixClass   u8[V]     one of the CLASSES - 1 most used endings, or 0 (any other)
//   classRatio    byte-coded rows (engines/byte-coded-rows.ts) of CLASSES cells, CLASSES + 2 + R of them: the context's
//                           class, then the sentence start (START_ROW), a number (NUMBER_ROW) and the R context words
//                           of wordRowIds
//   wordRowIds    u32[R]    the context words with a row of their own, ascending: row NUMBER_ROW + 1 + k for wordRowIds[k]
//   classEndings  u16[]     class c >= 1 is the ending at [(c - 1) * SUFFIX_CHARS, c * SUFFIX_CHARS), 0-padded: a word
//                           outside the vocabulary (an unlisted form) is classed by its ending
//   the dictionary forms the vocabulary does not list, weighted (engines/complete-forms.ts); absent without a dictionary:
//   formsArcStart, formsArc, formsKind, formsSymbols, formsBest   WEIGHTED_FORMS, its levels starting at meta.formCost
import { BLOCK_OFFSETS } from './block-offsets.ts';
import { BYTE_CODED_ROWS } from './byte-coded-rows.ts';
import { WEIGHTED_FORMS } from './complete-forms.ts';
import { LETTER_STRINGS } from './letter-strings.ts';
import { optional, packLayout, part } from './pack-layout.ts';
import { UINT_COLUMN } from './uint-column.ts';

export interface CompleterMeta {
  code: string;
  words: number;
  /** -log2 P of the forms' level 0 (engines/complete-forms.ts); 0 without forms. */
  formCost: number;
}

export const NGRAM_TABLES = part({
  bigramByCount: UINT_COLUMN,
  bigramStart: BLOCK_OFFSETS,
  bigramNext: UINT_COLUMN,
  bigramCount: 'u16',
  bigramTotal: UINT_COLUMN,
  trigramStart: BLOCK_OFFSETS,
  trigramNext: UINT_COLUMN,
  trigramCount: UINT_COLUMN,
  capitalNext: 'u32',
});
export const NAME_BIGRAMS = part({ context: 'u32', start: 'u32', next: 'u32', count: 'u16', total: 'u32', byCount: 'u32' });
export const SUFFIX_CLASSES = part({ suffixClass: 'u8', classRatio: BYTE_CODED_ROWS, classEndings: 'u16', wordRowIds: 'u32' });

export const COMPLETER_PACK = packLayout<CompleterMeta>()('completer', {
  keys: LETTER_STRINGS,
  caseForm: 'u8',
  mixedIds: 'u32',
  mixedStart: 'u32',
  mixedChars: 'u16',
  cost: 'u16',
  rangeBest: UINT_COLUMN,
  ...NGRAM_TABLES,
  names: optional(NAME_BIGRAMS),
  ...SUFFIX_CLASSES,
  forms: optional(WEIGHTED_FORMS),
});
