// The detector pack (data/compile-detector.ts writes it, engines/detector.ts reads it). R model rows, O = ORDER_COUNT,
// n = meta.variants.length:
//
//   charClass    u8[65536]    class of each UTF-16 unit (engines/detect-features.ts)
//   rowLanguage  u8[R]        index into meta.languages
//   rowScripts   u32[R]       bit g: the row writes script group g
//   penalty      f32[R * O]   cost per feature of each order
//   prior        f32[R]       log prior
//   slots        u32[2^B + 1] the feature table, B = meta.slotBits, open addressing probed linearly from the key's home
//                             slot: its mixed key's (featureMix) top B bits. A slot is
//                               remainder (32 - B bits) | probe (B - WITHIN_BITS) | within (WITHIN_BITS)
//                             remainder: the mixed key's other bits, which with the home slot say the key; probe: 1 +
//                             the slot's distance from the key's home, 0 for an empty slot; slot s's entries are
//                             entries[start(s) .. start(s + 1)), start(s) = slotBlock[s >> BLOCK_SLOT_BITS] + within
//                             (the last slot only ends the one before it)
//   slotBlock    u32[2^B / 2^BLOCK_SLOT_BITS + 1]
//   entries      u16[E]       row << 8 | weight, in slot order
//                             weight = log(c / (V q)) * orderWeight * WEIGHT_SCALE (data/compile-detector.ts),
//                             row = model row (rowLanguage)
//   variantKeys  u32[]        sorted word keys (detect-features.ts wordKey) marking a regional variant or its base
//   variantStart u32[2n+1]    variant i's own markers = variantKeys[variantStart[2i] .. variantStart[2i+1]),
//                             its base's = variantKeys[variantStart[2i+1] .. variantStart[2i+2])
//   closeKeys    u32[M]       sorted word keys marking some members of a group of close languages (meta.closeGroups)
//   closeMembers u16[M]       bit i: member i of meta.closeGroups, taken in order, accepts closeKeys[k]
import { packLayout, part } from './pack-layout.ts';

export interface DetectorMeta {
  languages: string[];
  /** The feature table has 2^slotBits slots. */
  slotBits: number;
  /** Cost of a word in a script the language does not use, on top of the highest cost of each of its features. */
  foreignWordCost: number;
  /** Regional variants told apart by spelling (data/detector-variants.ts), in variantStart's order. */
  variants: { code: string; base: string }[];
  /** Groups of close languages the detector's second look tells apart (data/detector-close-languages.ts). */
  closeGroups: string[][];
}

export const FEATURE_TABLE = part({ slots: 'u32', slotBlock: 'u32', entries: 'u16' });
/**
 * Bits of a slot's entry start within its block of 2^BLOCK_SLOT_BITS slots: a block holds about 300 entries (a feature
 * keeps at most maxRowsPerFeature, 16; the table is under 3/4 full); data/compile-detector.ts checks.
 */
export const WITHIN_BITS = 12;
export const BLOCK_SLOT_BITS = 8;
/** The fewest slot bits: a slot's probe field needs 8 of them. */
export const MIN_SLOT_BITS = WITHIN_BITS + 8;
export const VARIANT_MARKERS = part({ variantKeys: 'u32', variantStart: 'u32' });
export const CLOSE_MARKERS = part({ closeKeys: 'u32', closeMembers: 'u16' });

export const DETECTOR_PACK = packLayout<DetectorMeta>()('detector', {
  charClass: 'u8',
  rowLanguage: 'u8',
  rowScripts: 'u32',
  penalty: 'f32',
  prior: 'f32',
  ...FEATURE_TABLE,
  ...VARIANT_MARKERS,
  ...CLOSE_MARKERS,
});
