// Which languages read one language's packs: a language whose profile but for its code and keyboard equals an
// earlier one's (fr_CA and fr_FR) shares its packs, and the speller pack holds each sharing language's keyboard.
import type { EditingProfile, XkbLayout } from '../languages/profile.ts';
import { LANGUAGES } from '../languages/registry.ts';

function packKey(lang: EditingProfile): string {
  const { code, writing, ...sources } = lang;
  return JSON.stringify({ ...sources, writing: { ...writing, keyboard: null } });
}

/** Per language code, the code whose packs it reads: its own, or the first registered language it shares them with. */
export function packOwners(langs: readonly EditingProfile[] = LANGUAGES): Map<string, string> {
  const firstWithKey = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const lang of langs) {
    const key = packKey(lang);
    const first = firstWithKey.get(key) ?? lang.code;
    firstWithKey.set(key, first);
    owners.set(lang.code, first);
  }
  return owners;
}

/** The keyboards of the languages reading `code`'s packs, its own first. */
export function packKeyboards(code: string, langs: readonly EditingProfile[] = LANGUAGES): XkbLayout[] {
  const owners = packOwners(langs);
  return [...new Set(langs.filter((lang) => owners.get(lang.code) === code).map((lang) => lang.writing.keyboard))];
}
