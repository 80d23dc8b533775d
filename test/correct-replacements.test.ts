// Real misspellings answered from the replacement table, and words run together split in two (engines/correct-splits.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { libreOfficeReplacements } from '../data/libreoffice-autocorrect.ts';
import { COMPILED_DIR } from '../data/manifest.ts';
import { MISSPELLINGS_DEV } from '../data/misspellings-dev.ts';
import { isHeldOut, learnedConfusions, pairsOfLists } from '../data/speller-replacements.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { errorModelOf } from './keyboard-error-model.ts';
import { ReplacementTable } from '../engines/correct-replacements.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { compiled, compiledAutocorrector, compiledPack } from './compiled-speller.ts';
import { sharedPath, skipWithoutShared } from './shared-folder.ts';
import { editingProfile } from '../languages/registry.ts';

const EN_REAL_DEV = sharedPath('eval', 'dev', 'autocorrect-en-real-dev.jsonl');

const WORDS: [string, number][] = [['a', 0.02], ['lot', 0.001], ['in', 0.02], ['fact', 0.0005], ['intact', 0.000005], ['the', 0.05], ['appeler', 0.0001], ['infants', 0.00001],
  ['allot', 0.00001], ['alto', 0.00002], ['slot', 0.0001], ['infect', 0.000005], ['infarct', 0.000002], ['house', 0.0005], ['and', 0.03], ['slots', 0.00001],
  ['Paris', 0.0005], ['Rome', 0.0003]];

/** How often a word follows another, as a completion model would tell: the pairs named, else by chance. */
const PAIRS = new Map([['a lot', 0.05], ['in fact', 0.005], ['a house', 0.002], ['in paris', 0.01]]);
const FOLLOWS = {
  nextWordProbability: (previous: string, word: string) => PAIRS.get(`${previous} ${word}`) ?? new Map(WORDS).get(word) ?? 0,
  writesCapitalized: () => false,
};

/** A pack of WORDS whose replacement table is made from `list` by the product's rules. */
function speller(aff: string[], list: [string, string][] = []): Autocorrector {
  const dic = [`${WORDS.length}`, ...WORDS.map(([w]) => w)].join('\n');
  const bytes = compileHunspellPack(['SET UTF-8', 'TRY esianrtolcdugmphbyfvkwz', ...aff].join('\n'), dic, {
    language: editingProfile('en_US'), frequencies: new Map(WORDS), replacements: (checker) => pairsOfLists([list], checker, false),
  });
  return new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('en_US').writing, FOLLOWS);
}

test('a listed misspelling gets its listed correction, in the case typed', () => {
  const ac = speller([], [['apeller', 'appeler'], ['tje', 'the']]);
  assert.equal(ac.correct('apeller'), 'appeler');
  assert.equal(ac.correct('Apeller'), 'Appeler');
  assert.equal(ac.correct('TJE'), 'THE');
});

test('a list that names a misspelling capitalized first and then small: a word typed small gets the small fix', () => {
  const ac = speller([], [['Tje', 'The'], ['tje', 'the'], ['Slto', 'Slot']]);
  assert.equal(ac.correct('tje'), 'the');
  assert.equal(ac.correct('Tje'), 'The');
  // With no entry typed small, the capitalized one holds.
  assert.equal(ac.correct('slto'), 'Slot');
});

test('a listed misspelling typed without its marks gets its correction, unless that spelling reads as another word', () => {
  const words: [string, number][] = [['w', 0.02], ['ogóle', 0.001], ['część', 0.0001], ['cześć', 0.001], ['dom', 0.001]];
  const dic = [`${words.length}`, ...words.map(([w]) => w)].join('\n');
  const bytes = compileHunspellPack('SET UTF-8\nTRY aioezwnrscyćęśółdm', dic, {
    language: editingProfile('pl_PL'), frequencies: new Map(words), commonWords: ['wogóle'],
    replacements: () => [['wogóle', 'w ogóle'], ['częśc', 'część'], ['dóm', 'dom']],
  });
  const ac = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('pl_PL').writing);
  // "wogóle" is also a word people write with marks, which a restored reading reaches; the list's fix still comes first.
  assert.equal(ac.correct('wogóle'), 'w ogóle');
  assert.equal(ac.correct('wogole'), 'w ogóle');
  // "czesc" is "cześć" without its marks as well as "częśc": the likelier word, not the list's "część".
  assert.equal(ac.correct('czesc'), 'cześć');
  assert.equal(ac.correct('dom'), null);
});

test('two common words run together are split when no one word is a sure fix, or the sure one drops a word', () => {
  const ac = speller([]);
  assert.equal(ac.correct('alot'), 'a lot');
  assert.equal(ac.correct('Alot'), 'A lot');
  assert.equal(ac.correct('infact'), 'in fact');
  // An apostrophe typed for the space is no letter of either word.
  assert.equal(ac.correct("a'lot"), 'a lot');
  // A word run into a one-letter word is no typo of it, however sure that word is ("wdomu": w domu, not domu)...
  assert.equal(ac.correct('ahouse'), 'a house');
  // ...but a doubled first letter is a slip of the key, and so is a last letter: "slota" is no "slot a".
  assert.equal(ac.correct('aand'), 'and');
  assert.equal(ac.correct('slota'), null);
  // A name keeps its capital, and joins a split only as a collocation ("in Paris", not "in Rome" by chance).
  assert.equal(ac.correct('inparis'), 'in Paris');
  assert.notEqual(ac.correct('inrome'), 'in Rome');
  // A correct word is never split.
  assert.equal(ac.correct('intact'), null);
  // Where the dictionary joins words into compounds, a run-together pair may be one word: no split...
  assert.equal(speller(['COMPOUNDFLAG X']).correct('alot'), null);
  // ...unless a tenth of the language's real corrections are such splits (here one in four).
  const splitting = speller(['COMPOUNDFLAG X'], [['inthe', 'in the'], ['housse', 'house'], ['slto', 'slot'], ['tje', 'the']]);
  assert.equal(splitting.correct('alot'), 'a lot');
  assert.equal(speller(['COMPOUNDFLAG X'], [['housse', 'house'], ['slto', 'slot'], ['tje', 'the']]).correct('alot'), null);
});

test('a pair the completion model holds together is split even against a sure one-word fix, or when people write it so', () => {
  const words: [string, number][] = [['nie', 0.04], ['wiem', 0.001], ['niewidem', 0.00001], ['por', 0.01], ['favor', 0.0005]];
  const dic = [`${words.length}`, ...words.map(([w]) => w)].join('\n');
  const bytes = compileHunspellPack('SET UTF-8\nTRY aioeznrwdmfvp', dic, { language: editingProfile('pl_PL'), frequencies: new Map(words), commonWords: ['porfavor'] });
  const given = (share: number) => ({ nextWordProbability: (previous: string, word: string) => share * (new Map(words).get(word) ?? 0), writesCapitalized: () => false });
  const together = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('pl_PL').writing, given(20));
  assert.equal(together.correct('niewiem'), 'nie wiem');
  assert.equal(together.correct('porfavor'), 'por favor');
  // A pair that follows no more often than chance is no collocation: the sure one-word fix stays, a written word stays.
  const apart = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('pl_PL').writing, given(1));
  assert.equal(apart.correct('niewiem'), 'niewidem');
  assert.equal(apart.correct('porfavor'), null);
  assert.equal(new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('pl_PL').writing).correct('niewiem'), 'niewidem');
});

test("a letter the lists' misspellings often put for another is a learned confusion, cheaper than a far key", () => {
  const pairs: [string, string][] = [
    ['gefe', 'jefe'], ['gugar', 'jugar'], ['ogo', 'ojo'], ['hize', 'hice'], ['cafe', 'café'], ['tambien', 'también'], ['esta', 'está'], ['aber', 'haber'],
  ];
  // g typed for j three times: learned; z for c once is chance; marks left out and letters dropped are no letter confusion.
  assert.deepEqual(learnedConfusions(pairs, false), ['jg']);
  assert.deepEqual(learnedConfusions([['gefe', 'Jefe'], ['gugar', 'JUGAR'], ['ogo', 'Ojo']], false), ['jg']);
  const learned = errorModelOf('es_ES', ['jg']);
  assert.equal(learned.kind('garabe', 'jarabe'), 'confusion');
  assert.equal(errorModelOf('es_ES').kind('garabe', 'jarabe'), 'otherKey');
  // A neighbouring key stays the likelier slip, and the confusion goes one way only.
  assert.equal(learned.kind('harabe', 'jarabe'), 'nearKey');
  assert.equal(learned.kind('jente', 'gente'), 'otherKey');
});

test('one misspelling in ten is held out for the benches, the same ones every build', () => {
  const words = Array.from({ length: 1000 }, (_, i) => `w${i}`);
  const held = words.filter(isHeldOut).length;
  assert.ok(held > 70 && held < 130, `${held}`);
  assert.deepEqual(words.filter(isHeldOut), words.filter(isHeldOut));
});

test("the English table takes none of the dev set's misspellings from Wikipedia's list, which they measure", { skip: (!compiled('en_US') && 'pack not compiled') || skipWithoutShared(EN_REAL_DEV) }, () => {
  const dev = readFileSync(EN_REAL_DEV, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { text: string }).text);
  assert.deepEqual(new Set(dev.map((typo) => typo.toLowerCase())), MISSPELLINGS_DEV);
  const table = new ReplacementTable(SPELLER_PACK.read(compiledPack(join(COMPILED_DIR, 'speller-en_US.bin'))!).sections.fix);
  // LibreOffice's English list is product data as a whole: a dev misspelling the table holds is one of its entries.
  const libreOffice = new Set(libreOfficeReplacements('en_US').map(([typed]) => typed.toLowerCase()));
  assert.deepEqual(dev.filter((typo) => table.find(typo.toLowerCase()) !== null && !libreOffice.has(typo.toLowerCase())), []);
});

test('real packs: listed misspellings and split words', { skip: !compiled('fr_FR') && 'packs not compiled' }, () => {
  // "standart" is in the held-out tenth: the benches measure without it, the product's table holds it.
  assert.ok(isHeldOut('standart'));
  const cases: [string, string, string][] = [['en_US', 'alot', 'a lot'], ['en_US', 'infact', 'in fact'], ['fr_FR', 'baucoup', 'beaucoup'], ['de_DE', 'Standart', 'Standard'], ['it_IT', 'pò', "po'"],
    // Collocations by the language's completion model, against a sure one-word fix or a word people write run together.
    ['pl_PL', 'niewiem', 'nie wiem'], ['es_ES', 'porfavor', 'por favor'], ['fr_FR', 'parcontre', 'par contre'], ['en_US', 'inspite', 'in spite'],
    ['pt_BR', 'porfavor', 'por favor'], ['ru_RU', 'вобщем', 'в общем'],
    // Italian elides "un" only before a feminine word, and never "qual": the apostrophe stands for a space.
    ['it_IT', "un'amico", 'un amico'], ['it_IT', "un'altro", 'un altro'], ['it_IT', "qual'è", 'qual è'], ['it_IT', 'un’uomo', 'un uomo'],
    // Turkish's list names each misspelling capitalized, then small.
    ['tr_TR', 'acaip', 'acayip'], ['tr_TR', 'birşey', 'bir şey'], ['tr_TR', 'Birşey', 'Bir şey'],
    // A preposition run into a name: the name keeps its capital.
    ['cs_CZ', 'vpraze', 'v Praze'], ['pl_PL', 'wkrakowie', 'w Krakowie'], ['en_US', 'inparis', 'in Paris'],
    // ...or running text writes it with one, where the dictionary takes it small too.
    ['pl_PL', 'wwarszawie', 'w Warszawie'], ['cs_CZ', 'doprahy', 'do Prahy'],
    // Hungarian writes compounds as one word, yet a quarter of its list's corrections split two words run together.
    ['hu_HU', 'szeszesital', 'szeszes ital'], ['hu_HU', 'vagyishogy', 'vagyis hogy'],
    // A one-letter word and a noun go together often, but a letter left out of one word is likelier.
    ['en_US', 'atribute', 'attribute'], ['en_US', 'afair', 'affair']];
  for (const [code, typo, fix] of cases) assert.equal(compiledAutocorrector(code)?.correct(typo), fix, `${code} ${typo}`);
});
