// The language registry (languages/registry.ts) is consistent, and the README's table is written from what was built;
// no compiled packs needed.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { COMMON_WORDS_DIR, readGameText, WESNOTH } from '../data/completer-sources.ts';
import { udhrText } from '../data/detector-corpus.ts';
import { DETECTION_LANGUAGES } from '../data/detector-languages.ts';
import { DASHER_PACKAGE, DEBIAN_PACKAGE_PARTS, debianPackages, ONBOARD_PACKAGE } from '../data/source-packages.ts';
import type { Manifest } from '../data/manifest.ts';
import { languageTable } from '../data/readme-languages.ts';
import { borrowsFrom, editingProfile, LOAN_LANGUAGE, PROFILES } from '../languages/registry.ts';

describe('language registry', () => {
  it('names each code once, as xx_XX', () => {
    for (const { code } of PROFILES) assert.match(code, /^[a-z]{2}_[A-Z]{2}$/);
    assert.equal(new Set(PROFILES.map((l) => l.code)).size, PROFILES.length);
  });

  it('gives every autocorrect language a dictionary and every autocomplete language a ranked word list or text', () => {
    for (const lang of PROFILES) {
      if (lang.commands.includes('autocorrect')) assert.ok(lang.hunspell || lang.voikko, `${lang.code}: autocorrect without a Hunspell dictionary or a Voikko morphology`);
      if (!lang.commands.includes('autocomplete')) continue;
      const text = lang.commonWords || lang.onboard || lang.dasher || readGameText(WESNOTH, lang.code) || udhrText(lang.code);
      assert.ok(text, `${lang.code}: autocomplete without a ranked word list or running text`);
    }
  });

  it('has every language it names read: by a command or by the detector', () => {
    const detected = new Set(DETECTION_LANGUAGES.map((l) => l.code));
    for (const lang of PROFILES) assert.ok(lang.commands.length > 0 || detected.has(lang.code), `${lang.code}: sources nothing reads`);
  });

  it('fetches every Debian package it names', () => {
    const fetched = new Set(debianPackages());
    for (const lang of PROFILES) {
      if (lang.hunspell) assert.ok(fetched.has(lang.hunspell.pkg), lang.hunspell.pkg);
      if (lang.voikko) assert.ok(fetched.has(lang.voikko.pkg), lang.voikko.pkg);
      if (lang.onboard) assert.ok(fetched.has(ONBOARD_PACKAGE), ONBOARD_PACKAGE);
      if (lang.dasher) assert.ok(fetched.has(DASHER_PACKAGE), DASHER_PACKAGE);
    }
    // A package read in part (LibreOffice's lists) is fetched too: a fresh clone's packs lacked its 511 English fixes.
    for (const pkg of Object.keys(DEBIAN_PACKAGE_PARTS)) assert.ok(fetched.has(pkg), pkg);
  });

  it('gives the codes of one language one undo label, and lends loan words from a language with autocorrect', () => {
    const labels = new Map<string, string | null>();
    for (const { code, revertLabel } of PROFILES) {
      const language = code.split('_')[0];
      if (labels.has(language)) assert.equal(revertLabel, labels.get(language), code);
      labels.set(language, revertLabel);
    }
    assert.ok(editingProfile(LOAN_LANGUAGE).commands.includes('autocorrect'));
    assert.equal(borrowsFrom(editingProfile(LOAN_LANGUAGE)), null);
  });

  it('names ranked word lists the npm package has', () => {
    for (const { code, commonWords } of PROFILES) {
      if (commonWords) assert.ok(existsSync(join(COMMON_WORDS_DIR, `${commonWords}.txt`)), `${code}: ${commonWords}.txt`);
    }
  });
});

describe('README language table', () => {
  const manifest: Manifest = {
    fingerprint: '',
    allLanguages: false,
    detector: { file: 'detector.bin', languages: ['en_US', 'en_GB', 'fi_FI', 'ja_JP'] },
    spellers: { en_US: 'speller-en_US.bin', en_GB: 'speller-en_GB.bin' },
    completers: { en_US: 'completer-en_US.bin', en_GB: 'completer-en_GB.bin', fi_FI: 'completer-fi_FI.bin' },
    bytes: {},
    buildSeconds: 0,
  };

  it('lists each built command, names a language with several codes by its region, and the rest on one line', () => {
    assert.equal(
      languageTable(manifest),
      [
        '4 codes; 4 detectable.',
        '',
        '| code | language | detect | autocorrect | autocomplete |',
        '|---|---|---|---|---|',
        '| en_GB | British English | yes | yes | yes |',
        '| en_US | American English | yes | yes | yes |',
        '| fi_FI | Finnish | yes |  | yes |',
        '',
        'Detection only: ja_JP (Japanese).',
      ].join('\n'),
    );
  });
});
