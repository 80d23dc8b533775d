// A pack's layout is one declaration, shared by the compile step that writes the pack and the engine that reads it:
// which sections it holds, each one's element type, and its meta's type. Section names are spelled only there.
//
//   part({ chars: 'u16', start: 'u32' })             a part: section key -> element type, or a nested part
//   part({ stem: STRING_TABLE, stemHom: 'u32' })     a nested part's sections are named key + Key: stemStart, stemSlots
//   part({ ...DICTIONARY, sk: optional(SOUND) })     spread a part to add its sections under their own names;
//                                                    optional(): absent in some packs (read as null, written as null)
//   packLayout<Meta>()('speller', { ...parts })      a pack kind: its parts and the type of its meta
//
// The writer (data/pack-writer.ts) and the reader see the same typed object, Sections<P>: a view per section key, a
// nested object per nested part. read() checks every section of the layout once, when the engine is built, so a
// stale or foreign pack fails there, naming the file and the section, not later inside a lookup. Sections the
// layout does not name are ignored (the checker reads its part of a speller pack).
import { SECTION_TYPES, type Pack, type SectionArray, type SectionArrays, type SectionType } from './pack.ts';

/** A part or section that some packs of the kind lack (its private member keeps a part's shape from passing for one). */
export class Optional<F extends Present> {
  private readonly absentInSomePacks = true;
  constructor(readonly field: F) {}
}
type Present = SectionType | Part;
export type Field = Present | Optional<Present>;
export interface Part {
  readonly [key: string]: Field;
}

/** The views (or, to the writer, the arrays) of a part's sections, by the keys the part declares. */
export type Sections<P extends Part> = { readonly [K in keyof P]: SectionsOf<P[K]> };
type SectionsOf<F> =
  F extends Optional<infer G> ? SectionsOf<G> | null : F extends SectionType ? SectionArrays[F] : F extends Part ? Sections<F> : never;

export interface PackContents<Meta, P extends Part> {
  readonly meta: Meta;
  readonly sections: Sections<P>;
}
/** What a pack kind's engine is given: its meta and its sections, checked. */
export type ContentsOf<L> = L extends PackLayout<infer Meta, infer P> ? PackContents<Meta, P> : never;

export type FlatSection = [name: string, type: SectionType, array: SectionArray];

export const part = <const P extends Part>(fields: P): P => fields;
export const optional = <const F extends Present>(field: F): Optional<F> => new Optional(field);

/** The pack name of `key` inside a part placed at `prefix` ('' = the top level). */
function sectionName(prefix: string, key: string): string {
  return prefix === '' ? key : prefix + key[0].toUpperCase() + key.slice(1);
}

/** Every section a field stands for: [pack name, type]. */
function sectionsOf(field: Field, name: string, out: [string, SectionType][] = []): [string, SectionType][] {
  if (field instanceof Optional) return sectionsOf(field.field, name, out);
  if (typeof field === 'string') out.push([name, field]);
  else for (const key of Object.keys(field)) sectionsOf(field[key], sectionName(name, key), out);
  return out;
}

export class PackLayout<Meta, P extends Part> {
  constructor(
    /** The pack kind, for messages. */
    readonly kind: string,
    readonly fields: P,
  ) {
    const seen = new Set<string>();
    for (const [name] of sectionsOf(fields, '')) {
      if (seen.has(name)) throw new Error(`${kind} pack layout: two sections are named ${name}`);
      seen.add(name);
    }
  }

  /** The pack's meta and typed section views; throws naming the file and section when the pack does not fit. */
  read(pack: Pack): PackContents<Meta, P> {
    // The meta is trusted as written: the same layout's writer typed it.
    return { meta: pack.meta as Meta, sections: this.readPart(pack, this.fields, '') as Sections<P> };
  }

  /** The writer's side: [pack name, type, array] per section present, in layout order; throws when one does not fit. */
  flatten(sections: Sections<P>): FlatSection[] {
    const out: FlatSection[] = [];
    this.flattenField(this.fields, sections, '', out);
    return out;
  }

  private readPart(pack: Pack, part: Part, prefix: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(part)) out[key] = this.readField(pack, part[key], sectionName(prefix, key));
    return out;
  }

  private readField(pack: Pack, field: Field, name: string): unknown {
    if (field instanceof Optional) {
      const present = sectionsOf(field, name).some(([section]) => pack.section(section) !== undefined);
      return present ? this.readField(pack, field.field, name) : null;
    }
    if (typeof field !== 'string') return this.readPart(pack, field, name);
    const entry = pack.section(name);
    if (!entry) throw new Error(`${this.kind} pack ${pack.name} has no section ${name} (${field}): run npm run build:data`);
    if (entry[1] !== field) throw new Error(`${this.kind} pack ${pack.name}: section ${name} is ${entry[1]}, the layout says ${field}`);
    return pack.view(entry, field);
  }

  private flattenField(field: Field, value: unknown, name: string, out: FlatSection[]): void {
    if (field instanceof Optional) {
      if (value !== null) this.flattenField(field.field, value, name, out);
    } else if (value === null || value === undefined) {
      throw new Error(`${this.kind} pack: no ${name} given`);
    } else if (typeof field === 'string') {
      const array = value as SectionArray;
      if (array.constructor !== SECTION_TYPES[field]) throw new Error(`${this.kind} pack: ${name} is a ${array.constructor.name}, the layout says ${field}`);
      out.push([name, field, array]);
    } else {
      const part = value as Record<string, unknown>;
      for (const key of Object.keys(field)) this.flattenField(field[key], part[key], sectionName(name, key), out);
    }
  }
}

/** Declares a pack kind: packLayout<ItsMeta>()('kind', { ...its parts }) (curried so the parts' type is inferred). */
export function packLayout<Meta>(): <const P extends Part>(kind: string, fields: P) => PackLayout<Meta, P> {
  return (kind, fields) => new PackLayout(kind, fields);
}
