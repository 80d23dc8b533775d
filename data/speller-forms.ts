// Enumerates the word forms a Hunspell dictionary makes without compounding: each stem bare, with each of its
// suffixes (and a second suffix from the first one's continuation class), its prefixes, and cross products.
// A superset is fine (the checker has the last word); the forms feed the candidate filter (engines/hunspell/form-filter.ts).
import { Affix } from '../engines/hunspell/affixes.ts';
import { FORM_HASHES, hashString2 } from '../engines/hunspell/form-filter.ts';
import { hashString } from '../engines/hunspell/string-table.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';
import type { StemMap } from './hunspell-dic.ts';

function byFlag(affixes: Affix[]): Map<number, Affix[]> {
  const map = new Map<number, Affix[]>();
  for (const a of affixes) {
    const list = map.get(a.flag);
    if (list) list.push(a);
    else map.set(a.flag, [a]);
  }
  return map;
}

/** Calls visit once per generated form (forms may repeat across stems). */
export function forEachForm(stems: StemMap, meta: SpellerMeta, visit: (form: string) => void): void {
  const suffixes = byFlag(meta.suffixes.map((r) => new Affix(r)));
  const prefixes = byFlag(meta.prefixes.map((r) => new Affix(r)));
  const crossSuffixed: string[] = [];
  for (const [stem, sets] of stems) {
    visit(stem);
    crossSuffixed.length = 0;
    const flags = new Set<number>();
    for (const set of sets) for (const f of set) flags.add(f);
    for (const f of flags) {
      for (const sfx of suffixes.get(f) ?? []) {
        if (!stem.endsWith(sfx.strip)) continue;
        const form = stem.slice(0, stem.length - sfx.strip.length) + sfx.add;
        if (!sfx.suffixFits(form, form.length - sfx.add.length)) continue;
        visit(form);
        if (sfx.cross) crossSuffixed.push(form);
        for (const f2 of sfx.cont) {
          for (const outer of suffixes.get(f2) ?? []) {
            if (!form.endsWith(outer.strip)) continue;
            const form2 = form.slice(0, form.length - outer.strip.length) + outer.add;
            if (outer.suffixFits(form2, form2.length - outer.add.length)) visit(form2);
          }
        }
      }
    }
    for (const f of flags) {
      for (const pfx of prefixes.get(f) ?? []) {
        if (!stem.startsWith(pfx.strip)) continue;
        const form = pfx.add + stem.slice(pfx.strip.length);
        if (!pfx.prefixFits(form)) continue;
        visit(form);
        if (!pfx.cross) continue;
        for (const suffixed of crossSuffixed) {
          if (suffixed.startsWith(pfx.strip)) visit(pfx.add + suffixed.slice(pfx.strip.length));
        }
      }
    }
  }
}

/** Bits per form: ~2% false positives with FORM_HASHES probes (10 bits: ~1%, 25% more memory). */
const BLOOM_BITS_PER_FORM = 8;
/** Above this many generated forms (agglutinative dictionaries) the filter is not built: no filter, no risk. */
const MAX_FORMS = 10_000_000;

/** The Bloom section of engines/hunspell/form-filter.ts (empty when the dictionary makes too many forms). */
export function formBloomSection(stems: StemMap, meta: SpellerMeta): Uint32Array {
  const h1s: number[] = [];
  const h2s: number[] = [];
  let overflow = false;
  try {
    forEachForm(stems, meta, (form) => {
      if (h1s.length >= MAX_FORMS) throw new RangeError('too many forms');
      h1s.push(hashString(form));
      h2s.push(hashString2(form));
    });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    overflow = true;
  }
  if (overflow) return new Uint32Array(0);
  const bloom = new Uint32Array(Math.max(1, Math.ceil((h1s.length * BLOOM_BITS_PER_FORM) / 32)));
  const bits = bloom.length * 32;
  for (let f = 0; f < h1s.length; f++) {
    for (let i = 0; i < FORM_HASHES; i++) {
      const b = ((h1s[f] + Math.imul(i, h2s[f])) >>> 0) % bits;
      bloom[b >>> 5] |= 1 << (b & 31);
    }
  }
  return bloom;
}
