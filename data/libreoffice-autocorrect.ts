// LibreOffice's autocorrect replacement lists (Debian libreoffice-common, share/autocorr/acor_*.dat, MPL-2.0): zip
// files whose DocumentList.xml pairs what a typist wrote (abbreviated-name) with what they meant (name).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { DEBIAN_ROOT } from './debian-packages.ts';
import { LIBREOFFICE_AUTOCORRECT_DIR } from './source-packages.ts';

/** Lists named by another locale's: Canadian English has none of its own. */
const LIST_OF: Record<string, string> = { en_CA: 'en-US' };

/** The list's file for an API language code: acor_xx-YY.dat, else acor_xx.dat; null when LibreOffice has none. */
function listPath(code: string): string | null {
  const dir = join(DEBIAN_ROOT, LIBREOFFICE_AUTOCORRECT_DIR);
  for (const name of [LIST_OF[code], code.replace('_', '-'), code.slice(0, 2)]) {
    const path = name && join(dir, `acor_${name}.dat`);
    if (path && existsSync(path)) return path;
  }
  return null;
}

/** One stored or deflated entry of a zip file, found through its central directory; null when absent. */
function zipEntry(zip: Buffer, name: string): Buffer | null {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const bytes = zip.subarray(data, data + size);
      return method === 0 ? bytes : inflateRawSync(bytes);
    }
    at += 46 + nameLength + extra;
  }
  return null;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] !== '#' ? (ENTITY[e] ?? m) : String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
}

/** The language's [typed, meant] pairs as listed (symbols and abbreviations included), or none. */
export function libreOfficeReplacements(code: string): [string, string][] {
  const path = listPath(code);
  if (path === null) return [];
  const xml = zipEntry(readFileSync(path), 'DocumentList.xml')?.toString('utf8') ?? '';
  const pairs: [string, string][] = [];
  for (const m of xml.matchAll(/<block-list:block block-list:abbreviated-name="([^"]*)" block-list:name="([^"]*)"/g)) {
    pairs.push([unescapeXml(m[1]), unescapeXml(m[2])]);
  }
  return pairs;
}
