// LibreOffice's translated interface (libreoffice-l10n-*, MPL-2.0): gettext catalogues under
// program/resource/<locale>/LC_MESSAGES, about 80,000 words a language of dialog text, tips and function descriptions
// ("Asigurați-vă că niciun alt utilizator nu lucrează cu același ..."). Read for word sequences by
// data/compile-completer.ts where a language has little or no running text of its own (LIBREOFFICE_INTERFACE_LANGUAGES).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGettextCatalog } from './completer-sources.ts';
import { splitSentences } from './completer-tokenize.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { LIBREOFFICE_INTERFACE_DIR } from './source-packages.ts';

/** A menu's accelerator mark inside a word ("~Salvează", "Pa~gini"): no letter. */
const ACCELERATOR = /~/g;
/** Stand-ins the program fills in (%PRODUCTNAME, %1, $(ARG1), %s) and markup: no text, they break the sentence. */
const NO_TEXT = /%[A-Z_]+%?|%[-+#0-9.]*[a-zA-Z0-9]|\$\([^)]*\)|\$[A-Za-z0-9_]+|<[^>]*>|[\t]/g;

/** The locale's interface strings as sentences (those a translation leaves as the original are out); [] without it. */
export function readLibreOfficeInterface(code: string): string[] {
  const dir = [code.replace('_', '-'), code.slice(0, 2)].map((locale) => join(DEBIAN_ROOT, LIBREOFFICE_INTERFACE_DIR, locale, 'LC_MESSAGES')).find(existsSync);
  if (dir === undefined) return [];
  const lines: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mo')).sort()) {
    for (const [original, translation] of readGettextCatalog(readFileSync(join(dir, file)))) {
      if (translation !== original) lines.push(translation.replace(ACCELERATOR, '').replace(NO_TEXT, '\n'));
    }
  }
  return splitSentences(lines.join('\n'));
}
