// Reads xkb symbols files (xkb-data's /usr/share/X11/xkb/symbols): the keysyms a layout's keys type in their first
// group, level by level, with its `include` statements followed as xkb merges them.

/** Keysym names per level of group 1 (index 0: unshifted), null where a level is left as inherited (NoSymbol). */
export type KeyLevels = (string | null)[];

/** One xkb_symbols block: its name, whether it is the file's default, and its statements' text. */
interface SymbolsBlock {
  name: string;
  isDefault: boolean;
  body: string;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, '');

/** The xkb_symbols blocks of a symbols file, in order. */
export function symbolsBlocks(text: string): SymbolsBlock[] {
  const source = withoutComments(text);
  const blocks: SymbolsBlock[] = [];
  const head = /((?:[\w-]+\s+)*)xkb_symbols\s+"([^"]+)"\s*\{/g;
  for (let m = head.exec(source); m !== null; m = head.exec(source)) {
    let depth = 1;
    let end = head.lastIndex;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}') depth--;
      end++;
    }
    blocks.push({ name: m[2], isDefault: /\bdefault\b/.test(m[1]), body: source.slice(head.lastIndex, end - 1) });
    head.lastIndex = end;
  }
  return blocks;
}

/** 'ro(std)' -> ['ro', 'std']; 'us' -> ['us', null]. */
export function splitLayout(layout: string): [file: string, variant: string | null] {
  const m = /^([\w/-]+)(?:\(([\w-]+)\))?$/.exec(layout);
  if (!m) throw new Error(`xkb layout '${layout}' is not written as file or file(variant)`);
  return [m[1], m[2] ?? null];
}

/** Group 1's keysyms in a key statement's braces: `[ a, A ]` first, or `symbols[Group1] = [ ... ]`. */
function groupOneLevels(keyBody: string): KeyLevels | null {
  const named = /symbols\[\s*(?:group)?1\s*\]\s*=\s*\[([^\]]*)\]/i.exec(keyBody);
  const bare = /(?:^|,)\s*\[([^\]]*)\]/.exec(keyBody);
  const list = named?.[1] ?? bare?.[1];
  if (list === undefined) return null;
  return list.split(',').map((s) => s.trim()).map((s) => (s === '' || /^nosymbol$/i.test(s) ? null : s));
}

/** `into` with `from`'s levels merged: override takes every level `from` gives, augment only those `into` lacks. */
function mergeKey(into: KeyLevels | undefined, from: KeyLevels, mode: 'override' | 'augment' | 'replace'): KeyLevels {
  if (!into || mode === 'replace') return [...from];
  const merged = [...into];
  from.forEach((sym, level) => {
    if (sym !== null && (mode === 'override' || merged[level] == null)) merged[level] = sym;
  });
  return merged;
}

function mergeKeys(into: Map<string, KeyLevels>, from: Map<string, KeyLevels>, mode: 'override' | 'augment'): void {
  for (const [key, levels] of from) into.set(key, mergeKey(into.get(key), levels, mode));
}

/**
 * The keys of an xkb layout ('de', 'ro(std)'), group 1 only, their includes resolved. `readFile` gives a symbols
 * file's text by its name under the symbols folder, or null when there is none.
 */
export function layoutKeys(layout: string, readFile: (file: string) => string | null, seen: readonly string[] = []): Map<string, KeyLevels> {
  if (seen.includes(layout)) throw new Error(`xkb layout '${layout}' includes itself (${[...seen, layout].join(' -> ')})`);
  const [file, variant] = splitLayout(layout);
  const text = readFile(file);
  if (text === null) throw new Error(`xkb layout '${layout}': xkb-data has no symbols file '${file}'`);
  const blocks = symbolsBlocks(text);
  const block = variant === null ? (blocks.find((b) => b.isDefault) ?? blocks[0]) : blocks.find((b) => b.name === variant);
  if (!block) throw new Error(`xkb layout '${layout}': symbols file '${file}' has no variant '${variant ?? '(default)'}'`);
  const keys = new Map<string, KeyLevels>();
  const statement = /\b(include|augment|override|replace)\s+"([^"]*)"|\b(?:(replace|override|augment)\s+)?key\s+<(\w+)>\s*\{([^}]*)\}/g;
  for (const m of block.body.matchAll(statement)) {
    if (m[1] !== undefined) {
      // "latin(type4)+pl(basic)|extra:2": '+' overrides, '|' augments; a ':N' part fills another group.
      let mode: 'override' | 'augment' = m[1] === 'augment' ? 'augment' : 'override';
      for (const part of m[2].split(/(?=[+|])/)) {
        if (part.startsWith('|')) mode = 'augment';
        else if (part.startsWith('+')) mode = 'override';
        const name = part.replace(/^[+|]/, '');
        const group = /:(\d+)$/.exec(name);
        if (name === '' || (group && group[1] !== '1')) continue;
        mergeKeys(keys, layoutKeys(name.replace(/:\d+$/, ''), readFile, [...seen, layout]), mode);
      }
      continue;
    }
    const levels = groupOneLevels(m[5]);
    if (levels) keys.set(m[4], mergeKey(keys.get(m[4]), levels, (m[3] as 'replace' | 'override' | 'augment' | undefined) ?? 'override'));
  }
  return keys;
}
