// Locale parameter forms accepted by the spec: `es`, `es-ES`, `es_ES`. Anything else falls back to English.

const LOCALE_FORM = /^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{2}|\d{3}))?$/;

export const DEFAULT_LOCALE = 'en';

/** Returns a BCP 47 tag (`es-ES`) or DEFAULT_LOCALE when the value is absent or not of an accepted form. */
export function normalizeLocale(value: string | undefined): string {
  const m = value ? LOCALE_FORM.exec(value) : null;
  if (!m) return DEFAULT_LOCALE;
  const language = m[1].toLowerCase();
  return m[2] ? `${language}-${m[2].toUpperCase()}` : language;
}
