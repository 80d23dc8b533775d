// LibreOffice's packaged lists and texts (autocorrect .dat, autotext .bau) are zip files of XML: their entries, read
// through the zip's central directory, and the XML's escapes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/** Locales whose files are another's: Canadian English has none of its own. */
const LOCALE_OF: Record<string, string> = { en_CA: 'en-US' };

/** The first of `dir`/<prefix><locale><suffix> that exists for an API language code (xx-YY, then xx); null when none does. */
export function libreOfficeFile(dir: string, code: string, prefix: string, suffix: string): string | null {
  for (const locale of [LOCALE_OF[code], code.replace('_', '-'), code.slice(0, 2)]) {
    const path = locale && join(dir, `${prefix}${locale}${suffix}`);
    if (path && existsSync(path)) return path;
  }
  return null;
}

/** Every stored or deflated entry of a zip file, by name. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const bytes = zip.subarray(data, data + size);
    entries.set(zip.toString('utf8', at + 46, at + 46 + nameLength), method === 0 ? bytes : inflateRawSync(bytes));
    at += 46 + nameLength + extra;
  }
  return entries;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] !== '#' ? (ENTITY[e] ?? m) : String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
}
