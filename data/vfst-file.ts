// Reads a libvoikko VFST file (engines/vfst-transducer.ts draws the cells) into a VFST part: a 16-byte header (two
// cookies, then byte 8 = 1 for a weighted transducer), the symbol count u16, the symbols as NUL-ended UTF-8, padding
// to 8 bytes, then the transition cells. Only little-endian unweighted files are read (voikko-fi's mor.vfst is one).
import type { Sections } from '../engines/pack-layout.ts';
import type { VFST, VfstMeta } from '../engines/vfst-transducer.ts';

const COOKIE_1 = 0x00013a6e;
const COOKIE_2 = 0x000351fa;
const HEADER_BYTES = 16;
const CELL_BYTES = 8;

export function readVfst(bytes: Uint8Array): { meta: VfstMeta; sections: Sections<typeof VFST> } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== COOKIE_1 || view.getUint32(4, true) !== COOKIE_2) throw new Error('not a little-endian VFST file');
  if (bytes[8] === 1) throw new Error('a weighted VFST file: only unweighted transducers are read');
  const count = view.getUint16(HEADER_BYTES, true);
  const decoder = new TextDecoder();
  const symbols: string[] = [];
  let at = HEADER_BYTES + 2;
  for (let i = 0; i < count; i++) {
    const end = bytes.indexOf(0, at);
    symbols.push(decoder.decode(bytes.subarray(at, end)));
    at = end + 1;
  }
  at = Math.ceil(at / CELL_BYTES) * CELL_BYTES;
  const cells = new Uint32Array((bytes.length - at) / 4);
  for (let i = 0; i < cells.length; i++) cells[i] = view.getUint32(at + 4 * i, true);
  return { meta: { symbols }, sections: { cells } };
}
