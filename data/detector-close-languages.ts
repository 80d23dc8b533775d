// The groups of close languages short texts confuse: what the short-text split measures (eval/close-languages-split.ts).
// Two-letter codes, as the eval's rows name languages.
export const CLOSE_GROUPS: readonly (readonly string[])[] = [
  ['nb', 'nn', 'da', 'sv'],
  ['hr', 'sr', 'bs'],
  ['cs', 'sk'],
  ['bg', 'mk'],
  ['gl', 'pt', 'es'],
  ['ms', 'id'],
  ['oc', 'ca'],
];
