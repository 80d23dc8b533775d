// Parses a Hunspell .aff file (already decoded to text) into the speller's meta: affix rules, flags, options, tables.
// Flags of every kind (short, long, num, UTF-8, AF aliases) become dense numeric ids, shared with the .dic parser.
import { flagBytes } from './hunspell-bytes.ts';
import type { SpellerMeta } from '../engines/hunspell/speller-meta.ts';

/** [flag, crossProduct, strip, append, condition ('' = any), continuation flags (sorted)] */
export type AffixRule = [flag: number, cross: boolean, strip: string, add: string, cond: string, cont: number[]];

/** A parsed .aff: the pack meta plus the affix rules, which the pack stores as sections (data/speller-affixes.ts). */
export interface AffFile extends SpellerMeta {
  prefixes: AffixRule[];
  suffixes: AffixRule[];
}

type FlagMode = 'short' | 'long' | 'num' | 'UTF-8';

/** Turns flag strings into dense ids 1..65534 (0 = no flag); one instance serves the .aff and its .dic. */
export class FlagParser {
  mode: FlagMode = 'short';
  /** Short flags of a UTF-8 file are its bytes (Hunspell reads them so): "é" is two flags there. */
  utf8 = false;
  /** AF aliases: the .dic (and affix continuation classes) may name a flag set by its 1-based number. */
  aliases: number[][] = [];
  private readonly ids = new Map<string, number>();

  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.ids.size + 1;
      if (id > 0xfffe) throw new Error('more than 65534 distinct affix flags');
      this.ids.set(name, id);
    }
    return id;
  }

  /** One flag written alone (an option's value or an affix class name). */
  single(text: string): number {
    return this.list(text)[0] ?? 0;
  }

  /** A flag field as written in the .dic or after a slash in an affix; aliases resolved. */
  field(text: string): number[] {
    if (this.aliases.length > 0 && /^\d+$/.test(text)) return this.aliases[Number(text) - 1] ?? [];
    return this.list(text);
  }

  list(text: string): number[] {
    const out: number[] = [];
    if (this.mode === 'num') {
      // Hunspell reads each number with atoi: ne_NP's "17X" is flag 17.
      for (const part of text.split(',')) if (part.trim() !== '') out.push(this.id(String(Number.parseInt(part, 10))));
    } else if (this.mode === 'long') {
      for (let i = 0; i + 1 < text.length + 1; i += 2) out.push(this.id(text.slice(i, i + 2)));
    } else if (this.mode === 'UTF-8') {
      for (const ch of text) out.push(this.id(ch));
    } else if (this.utf8) {
      for (const b of flagBytes(text)) out.push(this.id(b));
    } else {
      for (let i = 0; i < text.length; i++) out.push(this.id(text[i]));
    }
    return out;
  }
}

/** The flag Hunspell adds to hidden Title-case homonyms of mixed-case words (OpenOffice.org -> OPENOFFICE.ORG). */
export const ONLYUPCASE_NAME = '\u0000onlyupcase';

const FLAG_OPTIONS = {
  FORBIDDENWORD: 'forbidden',
  NEEDAFFIX: 'needaffix',
  PSEUDOROOT: 'needaffix',
  KEEPCASE: 'keepcase',
  ONLYINCOMPOUND: 'onlyincompound',
  CIRCUMFIX: 'circumfix',
  COMPOUNDFLAG: 'compoundflag',
  COMPOUNDBEGIN: 'compoundbegin',
  COMPOUNDFIRST: 'compoundbegin',
  COMPOUNDMIDDLE: 'compoundmiddle',
  COMPOUNDEND: 'compoundend',
  COMPOUNDLAST: 'compoundend',
  COMPOUNDPERMITFLAG: 'compoundpermit',
  COMPOUNDFORBIDFLAG: 'compoundforbid',
  COMPOUNDROOT: 'compoundroot',
  NOSUGGEST: 'nosuggest',
  WARN: 'warn',
  FORCEUCASE: 'forceucase',
  SUBSTANDARD: 'substandard',
} as const satisfies Record<string, keyof SpellerMeta['flags']>;

const BOOLEAN_OPTIONS = {
  COMPLEXPREFIXES: 'complexprefixes',
  FULLSTRIP: 'fullstrip',
  CHECKSHARPS: 'checksharps',
  CHECKCOMPOUNDDUP: 'checkcompounddup',
  CHECKCOMPOUNDREP: 'checkcompoundrep',
  CHECKCOMPOUNDCASE: 'checkcompoundcase',
  CHECKCOMPOUNDTRIPLE: 'checkcompoundtriple',
  SIMPLIFIEDTRIPLE: 'simplifiedtriple',
  FORBIDWARN: 'forbidwarn',
  ONLYMAXDIFF: 'onlymaxdiff',
  NOSPLITSUGS: 'nosplitsugs',
} as const;

/** Hunspell's default BREAK table when the .aff has none. */
const DEFAULT_BREAKS = ['-', '^-', '-$'];

export function emptyMeta(): AffFile {
  return {
    code: '',
    flags: {
      forbidden: 0, needaffix: 0, keepcase: 0, onlyincompound: 0, circumfix: 0, compoundflag: 0, compoundbegin: 0,
      compoundmiddle: 0, compoundend: 0, compoundpermit: 0, compoundforbid: 0, compoundroot: 0, nosuggest: 0, warn: 0,
      forceucase: 0, substandard: 0, onlyupcase: 0,
    },
    complexprefixes: false, fullstrip: false, checksharps: false, checkcompounddup: false, checkcompoundrep: false,
    checkcompoundcase: false, checkcompoundtriple: false, simplifiedtriple: false, forbidwarn: false, onlymaxdiff: false,
    nosplitsugs: false,
    lang: '', compoundmin: 3, compoundwordmax: 0,
    prefixes: [], suffixes: [], compoundRules: [], compoundPatterns: [],
    ignore: '', iconv: [], oconv: [], breaks: DEFAULT_BREAKS, rep: { from: [], to: [] }, map: [], phone: [], tryChars: '', key: '', wordchars: '', automatonLongest: 0,
  };
}

/** Strips IGNORE characters, as Hunspell does for dictionary words and affix strings. */
export function removeIgnored(text: string, ignore: string): string {
  if (ignore === '' || text === '') return text;
  let out = '';
  for (const ch of text) if (!ignore.includes(ch)) out += ch;
  return out;
}

/** Parses the .aff; returns the meta and the flag parser the .dic must use. */
export function parseAff(text: string): { meta: AffFile; flags: FlagParser } {
  const meta = emptyMeta();
  const flags = new FlagParser();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let sawBreak = false;
  // FLAG and AF must be known before any flag is read: read them first.
  for (const line of lines) {
    const [key, value] = line.trim().split(/\s+/);
    if (key === 'SET' && value) flags.utf8 = /^utf-?8$/i.test(value);
    if (key === 'FLAG' && value) flags.mode = value === 'UTF-8' ? 'UTF-8' : value === 'long' ? 'long' : value === 'num' ? 'num' : 'short';
  }
  // "AF count" heads the table; the entries after it may be digits too (hu_HU's "AF 2" is the flag set {'2'}).
  let sawAliasCount = false;
  for (let i = 0; i < lines.length; i++) {
    const fields = lines[i].trim().split(/\s+/);
    if (fields[0] !== 'AF' || fields.length < 2) continue;
    if (!sawAliasCount && /^\d+$/.test(fields[1])) sawAliasCount = true;
    else flags.aliases.push(flags.list(fields[1]));
  }
  meta.flags.onlyupcase = flags.id(ONLYUPCASE_NAME);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('#')) continue;
    const fields = line.trim().split(/\s+/);
    const key = fields[0];
    const value = fields[1] ?? '';
    if (key in FLAG_OPTIONS) {
      meta.flags[FLAG_OPTIONS[key as keyof typeof FLAG_OPTIONS]] = flags.single(value);
    } else if (key in BOOLEAN_OPTIONS) {
      meta[BOOLEAN_OPTIONS[key as keyof typeof BOOLEAN_OPTIONS]] = true;
    } else if (key === 'LANG') meta.lang = value;
    else if (key === 'COMPOUNDMIN') meta.compoundmin = Math.max(1, Number(value) || 1);
    else if (key === 'COMPOUNDWORDMAX') meta.compoundwordmax = Number(value) || 0;
    else if (key === 'IGNORE') meta.ignore = value;
    else if (key === 'TRY') meta.tryChars = value;
    else if (key === 'KEY') meta.key = value;
    else if (key === 'WORDCHARS') meta.wordchars = value;
    else if (key === 'PFX' || key === 'SFX') i = parseAffixClass(lines, i, flags, meta);
    else if (/^\d+$/.test(value) && fields.length === 2 && TABLES.has(key)) {
      const count = Number(value);
      const rows: string[][] = [];
      for (let n = 0; n < count && i + 1 < lines.length; n++) {
        const row = lines[++i].trim().split(/\s+/);
        if (row[0] !== key) { i--; break; }
        rows.push(row.slice(1));
      }
      if (key === 'BREAK') { meta.breaks = rows.map((r) => r[0]).filter(Boolean); sawBreak = true; }
      else if (key === 'REP') {
        const pairs = rows.filter((r) => r.length >= 2);
        meta.rep = { from: pairs.map((r) => r[0].replace(/_/g, ' ')), to: pairs.map((r) => r[1].replace(/_/g, ' ')) };
      }
      else if (key === 'ICONV') meta.iconv = rows.filter((r) => r.length >= 2).map((r) => [r[0], r[1]]);
      else if (key === 'OCONV') meta.oconv = rows.filter((r) => r.length >= 2).map((r) => [r[0], r[1]]);
      else if (key === 'PHONE') meta.phone = rows.filter((r) => r.length >= 2).map((r) => [r[0], r[1]]);
      else if (key === 'MAP') meta.map = rows.map((r) => splitMapGroup(r[0] ?? ''));
      else if (key === 'COMPOUNDRULE') meta.compoundRules = rows.map((r) => parseCompoundRule(r[0] ?? '', flags));
      else if (key === 'CHECKCOMPOUNDPATTERN') {
        meta.compoundPatterns = rows.map((r) => {
          const [end, endFlag] = (r[0] ?? '').split('/');
          const [begin, beginFlag] = (r[1] ?? '').split('/');
          return [end, endFlag ? flags.single(endFlag) : 0, begin, beginFlag ? flags.single(beginFlag) : 0, r[2] ?? ''];
        });
      }
    }
  }
  if (!sawBreak) meta.breaks = DEFAULT_BREAKS;
  return { meta, flags };
}

const TABLES = new Set(['BREAK', 'REP', 'ICONV', 'OCONV', 'PHONE', 'MAP', 'COMPOUNDRULE', 'CHECKCOMPOUNDPATTERN']);

/** MAP groups are characters or (parenthesised strings). */
function splitMapGroup(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') {
      const close = text.indexOf(')', i);
      if (close < 0) break;
      out.push(text.slice(i + 1, close));
      i = close;
    } else out.push(text[i]);
  }
  return out;
}

/**
 * COMPOUNDRULE tokens: flag ids with a quantifier (0 = exactly one, 1 = '*', 2 = '?'), flattened as [flag, q, flag, q, ...].
 * Long and numeric flags are written in parentheses: (aa)(bb)*.
 */
function parseCompoundRule(written: string, flags: FlagParser): number[] {
  const out: number[] = [];
  // One-byte flags of a UTF-8 file: one character per byte, as FlagParser.list reads them.
  const text = flags.mode === 'short' && flags.utf8 ? flagBytes(written).join('') : written;
  for (let i = 0; i < text.length; i++) {
    let name: string;
    if (text[i] === '(') {
      const close = text.indexOf(')', i);
      name = text.slice(i + 1, close);
      i = close;
    } else if (flags.mode === 'UTF-8') {
      const cp = text.codePointAt(i)!;
      name = String.fromCodePoint(cp);
      if (cp > 0xffff) i++;
    } else name = text[i];
    const q = text[i + 1] === '*' ? 1 : text[i + 1] === '?' ? 2 : 0;
    if (q) i++;
    out.push(flags.id(flags.mode === 'num' ? String(Number(name)) : name), q);
  }
  return out;
}

/** Reads one PFX/SFX header and its entries; returns the index of the last line consumed. */
function parseAffixClass(lines: string[], at: number, flags: FlagParser, meta: AffFile): number {
  const head = lines[at].trim().split(/\s+/);
  const kind = head[0];
  const flag = flags.single(head[1] ?? '');
  const cross = head[2] === 'Y';
  const count = Number(head[3]);
  if (!Number.isFinite(count)) return at;
  const list = kind === 'PFX' ? meta.prefixes : meta.suffixes;
  let i = at;
  for (let n = 0; n < count && i + 1 < lines.length; n++) {
    const row = lines[i + 1].trim().split(/\s+/);
    // Hunspell reads a row by its flag, not its first word (mn_MN's "SFT F0 ..." is an F0 suffix).
    if (row[1] !== head[1]) break;
    i++;
    if (row.length < 4) continue;
    const strip = row[2] === '0' ? '' : removeIgnored(row[2], meta.ignore);
    const [addText, contText] = splitSlash(row[3]);
    const add = addText === '0' ? '' : removeIgnored(addText, meta.ignore);
    const cond = row[4] === undefined || row[4] === '.' ? '' : row[4];
    const cont = contText ? [...new Set(flags.field(contText))].sort((a, b) => a - b) : [];
    const rule: AffixRule = [flag, cross, strip, add, cond, cont];
    list.push(rule);
  }
  return i;
}

/** "ab/CD" -> ["ab", "CD"], "/CD" -> ["", "CD"]; an escaped "\/" stays in the text. */
function splitSlash(text: string): [string, string] {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '/' && (i === 0 || text[i - 1] !== '\\')) return [text.slice(0, i).replace(/\\\//g, '/'), text.slice(i + 1)];
  }
  return [text.replace(/\\\//g, '/'), ''];
}
