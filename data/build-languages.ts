// Which languages the compile step builds: by default the set a first `npm start` compiles within five minutes on two
// cores (and CI within its fifteen), with `--all` every language of the registry (languages/registry.ts). The manifest
// lists what was built, so get_lang_list, the README's table and the server serve exactly that.
import type { EditingProfile } from '../languages/profile.ts';
import { LANGUAGES, type EditingCode } from '../languages/registry.ts';

/**
 * The languages built by default: the first 24 codes, which the service's dev sets, eval splits and floors measure. The
 * others wait for room: these take 328 of the 640 MiB the packs may take (docs/BENCHMARKS.md), and each other language
 * adds 2 to 40 MiB and 1 to 40 s of one core (docs/QUALITY.md's acceptance table lists them).
 */
const DEFAULT_LANGUAGES: ReadonlySet<EditingCode> = new Set<EditingCode>([
  'en_US', 'en_GB', 'en_CA', 'de_DE', 'fr_FR', 'fr_CA', 'es_ES', 'it_IT', 'pt_PT', 'pt_BR', 'nl_NL', 'da_DK', 'sv_SE', 'nb_NO', 'fi_FI',
  'el_GR', 'pl_PL', 'ru_RU', 'uk_UA', 'cs_CZ', 'tr_TR', 'hu_HU', 'ro_RO', 'id_ID',
]);

/** What `--all` asks for: every language of the registry. */
export const ALL_LANGUAGES_FLAG = '--all';

/** The languages a build compiles: every one with `all`, else the default set, in the registry's order. */
export function languagesToBuild(all: boolean): EditingProfile[] {
  return all ? [...LANGUAGES] : LANGUAGES.filter((lang) => DEFAULT_LANGUAGES.has(lang.code));
}
