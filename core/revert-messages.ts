// The UI label for undoing an autocorrection, by locale language: its language profile's (languages/registry.ts);
// the default locale's when that language has none.
import { revertLabelOf } from '../languages/registry.ts';
import { DEFAULT_LOCALE } from './locale.ts';

const DEFAULT_LABEL = revertLabelOf(DEFAULT_LOCALE)!;

/** `locale` is a normalized BCP 47 tag such as `es-ES` or `es`. */
export function revertLabel(locale: string): string {
  return revertLabelOf(locale.split('-')[0]) ?? DEFAULT_LABEL;
}
