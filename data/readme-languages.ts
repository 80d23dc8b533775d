// `npm run docs`: writes the README's table of languages from the compiled manifest (the same entries get_lang_list
// serves) between its markers, so the table is never edited by hand.
import { join } from 'node:path';
import { writeGeneratedSection } from './generated-section.ts';
import { displayName, languageEntries, regionalLanguages, registrySource } from './language-entries.ts';
import { readManifest, type Manifest } from './manifest.ts';

const README = join(import.meta.dirname, '..', 'README.md');
/** The name of the README's generated section (data/generated-section.ts). */
export const LANGUAGES_SECTION = 'languages';

/** The Markdown between the markers: languages with autocorrect or autocomplete as a table, the rest in one line. */
export function languageTable(manifest: Manifest): string {
  const entries = languageEntries(registrySource(manifest));
  const display = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  const regional = regionalLanguages(entries);
  const name = (code: string) => displayName(display, code, regional);
  const yes = (b: boolean) => (b ? 'yes' : '');
  const editing = entries.filter((e) => e.autocorrect || e.autocomplete);
  const detectOnly = entries.filter((e) => !e.autocorrect && !e.autocomplete);
  return [
    `${entries.length} codes; ${entries.filter((e) => e.detect).length} detectable.`,
    '',
    '| code | language | detect | autocorrect | autocomplete |',
    '|---|---|---|---|---|',
    ...editing.map((e) => `| ${e.code} | ${name(e.code)} | ${yes(e.detect)} | ${yes(e.autocorrect)} | ${yes(e.autocomplete)} |`),
    '',
    'Detection only: ' + detectOnly.map((e) => `${e.code} (${name(e.code)})`).join(', ') + '.',
  ].join('\n');
}

if (import.meta.filename === process.argv[1]) {
  const manifest = readManifest();
  if (!manifest) throw new Error('no compiled data: run npm run build:data first');
  writeGeneratedSection(README, LANGUAGES_SECTION, languageTable(manifest));
}
