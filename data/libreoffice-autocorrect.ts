// LibreOffice's autocorrect replacement lists (Debian libreoffice-common, share/autocorr/acor_*.dat, MPL-2.0): zip
// files whose DocumentList.xml pairs what a typist wrote (abbreviated-name) with what they meant (name).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { libreOfficeFile, unescapeXml, zipEntries } from './libreoffice-zip.ts';
import { LIBREOFFICE_AUTOCORRECT_DIR } from './source-packages.ts';

/** The language's [typed, meant] pairs as listed (symbols and abbreviations included), or none. */
export function libreOfficeReplacements(code: string): [string, string][] {
  const path = libreOfficeFile(join(DEBIAN_ROOT, LIBREOFFICE_AUTOCORRECT_DIR), code, 'acor_', '.dat');
  if (path === null) return [];
  const xml = zipEntries(readFileSync(path)).get('DocumentList.xml')?.toString('utf8') ?? '';
  const pairs: [string, string][] = [];
  for (const m of xml.matchAll(/<block-list:block block-list:abbreviated-name="([^"]*)" block-list:name="([^"]*)"/g)) {
    pairs.push([unescapeXml(m[1]), unescapeXml(m[2])]);
  }
  return pairs;
}
