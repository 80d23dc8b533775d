// LibreOffice's autotext (Debian libreoffice-common for en-US, libreoffice-l10n-* for the others, share/autotext/<locale>/*.bau,
// MPL-2.0): zip files of short texts, 1,200 to 2,000 words a language of letters ("Sehr geehrte Damen und Herren", "Mit
// freundlichen Grüßen"), applications and replies. Read as running text by data/compile-completer.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitSentences } from './completer-tokenize.ts';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { libreOfficeFile, unescapeXml, zipEntries } from './libreoffice-zip.ts';
import { LIBREOFFICE_AUTOTEXT_DIR } from './source-packages.ts';

/** A block's text is in <name>/content.xml or <name>/<name>.xml; the rest of a .bau is layout and lists. */
const NO_TEXT = /(?:^|\/)(?:BlockList|styles|atevent|manifest|meta|settings)\.xml$/;
/** A paragraph's end, or a break inside one. */
const PARAGRAPH_END = /<\/text:[ph]>|<text:line-break\/>/g;
/** A place the writer fills in, shown with an example: `<placeholder:"acht Jahren":"Platzhalter anklicken ...">`. */
const PLACEHOLDER = /<placeholder:"([^"]*)":"[^"]*">/g;
/** A field (`<field:company>`) is no text: it breaks the sentence. */
const FIELD = /<[^>]*>/g;
/** Several locales ship Lorem ipsum as their only "text": no language's. */
const FILLER = /lorem ipsum/i;

/** The paragraphs of the autotext of one locale folder, in file order. */
function paragraphs(dir: string): string[] {
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.bau')).sort()) {
    for (const [name, bytes] of zipEntries(readFileSync(join(dir, file)))) {
      if (!name.endsWith('.xml') || NO_TEXT.test(name)) continue;
      const text = bytes.toString('utf8').replace(PARAGRAPH_END, '\n').replace(/<[^>]*\/>/g, ' ').replace(/<[^>]*>/g, '');
      out.push(...unescapeXml(text).replace(PLACEHOLDER, '$1').replace(FIELD, '\n').split('\n'));
    }
  }
  return out.map((p) => p.trim()).filter((p) => p !== '' && !FILLER.test(p));
}

/**
 * The language's autotext as sentences, '' parts left out; empty when LibreOffice has none. A locale's paragraph that
 * is also in en-US's is left untranslated English (ru, tr ship English letters).
 */
export function readAutotext(code: string): string[] {
  const root = join(DEBIAN_ROOT, LIBREOFFICE_AUTOTEXT_DIR);
  const dir = libreOfficeFile(root, code, '', '');
  if (dir === null) return [];
  const english = code.startsWith('en') ? new Set<string>() : new Set(paragraphs(join(root, 'en-US')));
  return splitSentences(paragraphs(dir).filter((p) => !english.has(p)).join('\n'));
}
