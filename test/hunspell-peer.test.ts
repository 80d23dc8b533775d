// Hunspell's own test cases (../shared/peer-tests/hunspell, read in place): each .aff/.dic compiled in memory,
// every .good line accepted and every .wrong line rejected, as upstream's test.sh does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { decodeHunspell } from '../data/hunspell-bytes.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { sharedPath, skipWithoutShared } from './shared-folder.ts';
import { editingProfile } from '../languages/registry.ts';

const PEER_DIR = sharedPath('peer-tests', 'hunspell');
const SKIP_PEERS = skipWithoutShared(PEER_DIR);

/** Cases not run, each with the reason. None of these features is used by a dictionary we ship, unless noted. */
const SKIPPED: Record<string, string> = {
  alias3: 'COMPLEXPREFIXES (two prefixes, right-to-left scripts) is not implemented',
  complexprefixes: 'COMPLEXPREFIXES is not implemented',
  complexprefixes2: 'COMPLEXPREFIXES is not implemented',
  complexprefixesutf: 'COMPLEXPREFIXES is not implemented',
  hu: 'Hungarian-only compounding (LANG hu: COMPOUNDSYLLABLE) is not implemented (hu_HU: known gap; the dash rule is)',
  'limit-multiple-compounding': 'Hunspell >= 1.7.2 rejects 3+ part compounds its suggester can fix; needs the suggester',
  morph: 'lines are phrases: upstream tokenizes them, we check one word',
};

/**
 * Hunspell turns on dotless-i casing by the .aff's LANG (tr, az, crh); ours follows the language's profile, so a case
 * whose LANG is Turkic is compiled and checked as Turkish.
 */
const TURKIC_LANG = /^LANG\s+(tr|az|crh)(_|\s|$)/m;

/** Upstream reads these word lists as UTF-8 whatever the .aff's SET says. */
const UTF8_WORD_LISTS = new Set(['oconv2', 'utf8_nonbmp']);

/** Word lists in the .aff's encoding; some upstream lists are UTF-8 whatever the SET (test.sh converts them). */
function words(name: string, ext: string, label: string): string[] {
  const path = join(PEER_DIR, `${name}.${ext}`);
  if (!existsSync(path)) return [];
  const bytes = readFileSync(path);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder(label).decode(bytes);
  }
  return text.split(/\r?\n/).filter((w) => w !== '');
}

const cases = existsSync(PEER_DIR)
  ? readdirSync(PEER_DIR).filter((f) => f.endsWith('.aff')).map((f) => f.slice(0, -4)).sort()
  : [];

test('peer test folder is present', { skip: SKIP_PEERS }, () => assert.ok(cases.length > 100, `no Hunspell tests in ${PEER_DIR}`));

for (const name of cases) {
  const hasLists = existsSync(join(PEER_DIR, `${name}.good`)) || existsSync(join(PEER_DIR, `${name}.wrong`));
  if (!hasLists) continue;
  test(`hunspell peer: ${name}`, { skip: SKIPPED[name] }, () => {
    const { affText, dicText } = decodeHunspell(readFileSync(join(PEER_DIR, `${name}.aff`)), readFileSync(join(PEER_DIR, `${name}.dic`)));
    const set = /^SET\s+(\S+)/m.exec(affText)?.[1];
    const label = UTF8_WORD_LISTS.has(name) || !set ? 'utf-8' : decodeLabel(set);
    const language = TURKIC_LANG.test(affText) ? editingProfile('tr_TR') : undefined;
    const pack = new Pack(compileHunspellPack(affText, dicText, { language }).buffer as ArrayBuffer);
    const checker = new HunspellChecker(SPELLER_PACK.read(pack), language?.writing.casing ?? 'default');
    const wrongAccepted = words(name, 'wrong', label).filter((w) => checker.check(w));
    const goodRejected = words(name, 'good', label).filter((w) => !checker.check(w));
    assert.deepEqual({ goodRejected, wrongAccepted }, { goodRejected: [], wrongAccepted: [] });
  });
}

function decodeLabel(set: string): string {
  const s = set.toLowerCase();
  if (s === 'utf-8') return 'utf-8';
  const iso = /^iso-?8859-?(\d+)$/.exec(s);
  return iso ? `iso-8859-${iso[1]}` : s === 'microsoft-cp1251' ? 'windows-1251' : s;
}
