// One table of language codes (xx_XX) and the commands each supports, built from what the compile step wrote.
// Names come from Intl.DisplayNames, localized by the request's locale.
import type { Manifest } from '../data/manifest.ts';
import { displayName, languageEntries, regionalLanguages, registrySource, type LanguageEntry, type RegistrySource } from '../data/language-entries.ts';
import { DEFAULT_LOCALE } from './locale.ts';

/** One locale's names: its DisplayNames and the names already asked for (at most one per code). */
interface LocaleNames {
  display: Intl.DisplayNames;
  byCode: Map<string, string>;
}

/** Locales whose names are kept; the set of locales is bounded by what normalizeLocale can return. */
const MAX_CACHED_LOCALES = 512;

export class LanguageRegistry {
  readonly entries: readonly LanguageEntry[];
  private readonly byCode = new Map<string, LanguageEntry>();
  /** Languages with more than one code (en_US, en_GB) are named with their region. */
  private readonly regional: ReadonlySet<string>;
  private readonly localeNames = new Map<string, LocaleNames>();

  constructor(source: RegistrySource) {
    this.entries = languageEntries(source);
    for (const entry of this.entries) this.byCode.set(entry.code, entry);
    this.regional = regionalLanguages(this.entries);
  }

  static fromManifest(manifest: Manifest): LanguageRegistry {
    return new LanguageRegistry(registrySource(manifest));
  }

  /** Exact code (`en_US`) or its hyphen form (`en-US`); undefined when unknown. */
  find(lang: string): LanguageEntry | undefined {
    return this.byCode.get(lang.indexOf('-') === -1 ? lang : lang.replace('-', '_'));
  }

  /** The language's name in the locale; remembered per locale, as Intl.DisplayNames.of costs microseconds a call. */
  name(code: string, locale: string): string {
    const names = this.names(locale);
    let name = names.byCode.get(code);
    if (name === undefined) {
      name = displayName(names.display, code, this.regional);
      names.byCode.set(code, name);
    }
    return name;
  }

  private names(locale: string): LocaleNames {
    let names = this.localeNames.get(locale);
    if (!names) {
      let display: Intl.DisplayNames;
      try {
        display = new Intl.DisplayNames([locale, DEFAULT_LOCALE], { type: 'language', fallback: 'code' });
      } catch {
        display = new Intl.DisplayNames([DEFAULT_LOCALE], { type: 'language', fallback: 'code' });
      }
      if (this.localeNames.size >= MAX_CACHED_LOCALES) this.localeNames.clear();
      this.localeNames.set(locale, (names = { display, byCode: new Map() }));
    }
    return names;
  }
}
