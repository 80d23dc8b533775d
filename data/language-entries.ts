// The codes the compile step made data for, each with its commands, read from the manifest: the server's registry
// (core/language-registry.ts) and the README's table (data/readme-languages.ts) both list these.
import type { Manifest } from './manifest.ts';

export interface LanguageEntry {
  code: string;
  detect: boolean;
  autocorrect: boolean;
  autocomplete: boolean;
}

export interface RegistrySource {
  detect: readonly string[];
  autocorrect: readonly string[];
  autocomplete: readonly string[];
}

/** What the compile step made for each language: the registry's source, also sent to the workers. */
export function registrySource(manifest: Manifest): RegistrySource {
  return { detect: manifest.detector.languages, autocorrect: Object.keys(manifest.spellers), autocomplete: Object.keys(manifest.completers) };
}

/** One entry per code, sorted by code. */
export function languageEntries(source: RegistrySource): LanguageEntry[] {
  const codes = [...new Set([...source.detect, ...source.autocorrect, ...source.autocomplete])].sort();
  const has = (list: readonly string[]) => new Set(list);
  const [detect, autocorrect, autocomplete] = [has(source.detect), has(source.autocorrect), has(source.autocomplete)];
  return codes.map((code) => ({ code, detect: detect.has(code), autocorrect: autocorrect.has(code), autocomplete: autocomplete.has(code) }));
}

/** Languages with more than one code (en_US, en_GB): they are named with their region. */
export function regionalLanguages(entries: readonly LanguageEntry[]): Set<string> {
  const perLanguage = new Map<string, number>();
  for (const { code } of entries) {
    const language = code.split('_')[0];
    perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
  }
  return new Set([...perLanguage].filter(([, n]) => n > 1).map(([language]) => language));
}

/** The BCP 47 tag a code is named by: `en-GB` for a regional language, `de` otherwise. */
export function nameTag(code: string, regional: ReadonlySet<string>): string {
  const [language, region] = code.split('_');
  return region && regional.has(language) ? `${language}-${region}` : language;
}

/** A code's name from Intl.DisplayNames; the code itself when the tag is not one it knows. */
export function displayName(display: Intl.DisplayNames, code: string, regional: ReadonlySet<string>): string {
  try {
    return display.of(nameTag(code, regional)) ?? code;
  } catch {
    return code;
  }
}
