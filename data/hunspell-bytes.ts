// Hunspell reads .aff and .dic files as bytes, and its default flags (FLAG char) are single bytes; the compile step
// reads the files as text, decoded by the .aff's SET (decodeHunspell). Two helpers keep the bytes where they matter:
// - a UTF-8 decoder that keeps each byte of a malformed sequence as its own private-use character: hu_HU is a UTF-8
//   file whose one-byte flags above 0x7F are not UTF-8, and decoded plainly they would all become U+FFFD, one flag;
// - the bytes of a flag field, so that a flag written in a UTF-8 file is read byte by byte as Hunspell reads it.

/** A byte b that is not part of well-formed UTF-8 is kept as U+F700 + b. */
const KEPT_BYTE_BASE = 0xf700;

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const ENCODER = new TextEncoder();

/** Length of the well-formed UTF-8 sequence at bytes[i], or 0 (RFC 3629 ranges). */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b < 0x80) return 1;
  const continues = (k: number, lo = 0x80, hi = 0xbf) => i + k < bytes.length && bytes[i + k] >= lo && bytes[i + k] <= hi;
  if (b >= 0xc2 && b <= 0xdf) return continues(1) ? 2 : 0;
  if (b >= 0xe0 && b <= 0xef) {
    const ok = b === 0xe0 ? continues(1, 0xa0) : b === 0xed ? continues(1, 0x80, 0x9f) : continues(1);
    return ok && continues(2) ? 3 : 0;
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const ok = b === 0xf0 ? continues(1, 0x90) : b === 0xf4 ? continues(1, 0x80, 0x8f) : continues(1);
    return ok && continues(2) && continues(3) ? 4 : 0;
  }
  return 0;
}

/** UTF-8 text, with every byte outside a well-formed sequence kept as U+F700 + byte. */
export function decodeUtf8KeepingBytes(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    // Malformed somewhere: decode the well-formed runs and keep the bytes between them.
  }
  let out = '';
  let run = 0;
  for (let i = 0; i < bytes.length; ) {
    const n = sequenceLength(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    out += UTF8.decode(bytes.subarray(run, i)) + String.fromCharCode(KEPT_BYTE_BASE + bytes[i]);
    run = ++i;
  }
  return out + UTF8.decode(bytes.subarray(run));
}

/** The bytes of text decoded by decodeUtf8KeepingBytes, each as a one-character string (a one-byte flag's name). */
export function flagBytes(text: string): string[] {
  const out: string[] = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= KEPT_BYTE_BASE && code <= KEPT_BYTE_BASE + 0xff) out.push(String.fromCharCode(code - KEPT_BYTE_BASE));
    else for (const b of ENCODER.encode(ch)) out.push(String.fromCharCode(b));
  }
  return out;
}

/** Decodes .aff/.dic bytes by the .aff's SET (default ISO8859-1; UTF-8 when the bytes say so). */
export function decodeHunspell(aff: Uint8Array, dic: Uint8Array): { affText: string; dicText: string } {
  const head = new TextDecoder('latin1').decode(aff);
  const set = /^SET\s+(\S+)/m.exec(head)?.[1];
  const label = set ? charsetLabel(set) : isUtf8(aff) && isUtf8(dic) ? 'utf-8' : 'latin1';
  if (label === 'utf-8') return { affText: decodeUtf8KeepingBytes(aff), dicText: decodeUtf8KeepingBytes(dic) };
  const decoder = new TextDecoder(label);
  return { affText: decoder.decode(aff), dicText: decoder.decode(dic) };
}

function charsetLabel(set: string): string {
  const s = set.toLowerCase();
  if (s === 'utf-8' || s === 'utf8') return 'utf-8';
  const iso = /^iso-?8859-?(\d+)$/.exec(s);
  if (iso) return `iso-8859-${iso[1]}`;
  if (s === 'microsoft-cp1251') return 'windows-1251';
  if (s === 'microsoft-cp1250') return 'windows-1250';
  return s;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
