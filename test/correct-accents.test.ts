// Diacritic restoration and transliteration (engines/correct-accents.ts) on tiny dictionaries built here, plus the
// everyday checks on the real packs when compiled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { baseLetter } from '../engines/correct-accents.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { Pack } from '../engines/pack.ts';
import { compiled, compiledAutocorrector } from './compiled-speller.ts';
import { editingProfile } from '../languages/registry.ts';

function speller(code: string, aff: string[], words: [string, number][], unlistedToo: [string, number][] = [], written: [string, number][] = []): Autocorrector {
  const dic = [`${words.length + unlistedToo.length}`, ...words.map(([w]) => w), ...unlistedToo.map(([w]) => w)].join('\n');
  // maxListedForms 0: forms without a corpus count stay out of the word list, as in the large dictionaries.
  // `written`: common words the dictionary lacks, with their corpus counts.
  const extras = { language: editingProfile(code), frequencies: new Map([...words, ...written]), maxListedForms: 0, commonWords: written.map(([w]) => w) };
  const bytes = compileHunspellPack(['SET UTF-8', ...aff].join('\n'), dic, extras);
  return new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), extras.language.writing);
}

const POLISH = speller('pl_PL', ['TRY aąbcćdeęfghijklłmnńoóprsśtuwyzźż'], [
  ['właśnie', 0.001], ['część', 0.0005], ['żółw', 0.00001], ['dobry', 0.001], ['wlać', 0.00001], ['wlac', 0.000001], ['który', 0.001],
], [['różowy/S', 0]]);

test('base letters: marks, stroked and dotless letters, separate keys', () => {
  assert.deepEqual(['ą', 'ś', 'ł', 'ø', 'ı', 'ě', 'ő', 'ά', 'ё', 'ș'].map(baseLetter), ['a', 's', 'l', 'o', 'i', 'e', 'o', 'α', 'е', 's']);
  // й and ї are keys of their own on Russian and Ukrainian keyboards, not и and і with a mark.
  assert.deepEqual(['й', 'ї'].map(baseLetter), ['й', 'ї']);
});

test('a word typed without its diacritics is restored however many marks are missing', () => {
  assert.equal(POLISH.correct('wlasnie'), 'właśnie');
  assert.equal(POLISH.correct('czesc'), 'część');
  // Three marks on a rare word: still the one reading.
  assert.equal(POLISH.correct('zolw'), 'żółw');
  assert.equal(POLISH.correct('Zolw'), 'Żółw');
  // Some marks typed, others not.
  assert.equal(POLISH.correct('właśnie'), null);
  assert.equal(POLISH.correct('wlaśnie'), 'właśnie');
  const [best] = POLISH.rank('wlasnie');
  assert.ok(best.restored);
});

test('a mark the TRY line lacks is restored when the keyboard has its letter', () => {
  // Croatian's TRY line lacks š, Vietnamese's every marked letter; their keyboards (xkb hr, vn) have š and ô.
  // Forms no corpus lists: only the form automaton, read with the restorer's letters, reaches them.
  const hr = speller('hr_HR', ['TRY aeioubcdfghjklmnprstvzčćđž'], [['dobar', 0.001]], [['društvu', 0]]);
  assert.equal(hr.correct('drustvu'), 'društvu');
  const vi = speller('vi_VN', ['TRY naohiugtcedmylrbvskpxqfjwz'], [['tôi', 0.01]], [['không', 0]]);
  assert.equal(vi.correct('khong'), 'không');
});

test('a dictionary form no corpus lists is restored through the form automaton', () => {
  assert.equal(POLISH.correct('rozowy'), 'różowy');
});

test('readings are followed only while a form begins with them: many marks restored, endless readings cut short', () => {
  const cs = speller('cs_CZ', ['TRY aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž'], [
    ['nejneobhospodařovávatelnějšími', 0.000001], ['žluťoučký', 0.0001], ['kůň', 0.001],
  ]);
  assert.equal(cs.correct('nejneobhospodarovavatelnejsimi'), 'nejneobhospodařovávatelnějšími');
  assert.equal(cs.correct('zlutoucky'), 'žluťoučký');
  // 2^99 readings of á/a, e/é/ě...: the automaton drops each at its first letter no form has.
  assert.equal(cs.correct('a'.repeat(99)), null);
  assert.equal(cs.correct('kun'), 'kůň');
});

test('a correct word is never changed, though it lacks marks another word has', () => {
  for (const w of ['dobry', 'wlac', 'Dobry']) assert.equal(POLISH.correct(w), null, w);
});

test('two words the typo could stand for: the more frequent one, or with equal counts the one with fewer marks', () => {
  const cs = speller('cs_CZ', ['TRY aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž'], [['společnosti', 0.001], ['společností', 0.0005]], [['důležitost/S', 0]]);
  assert.equal(cs.correct('spolecnosti'), 'společnosti');
  // SFX S makes důležitosti and důležitostí from the same stem: one mark fewer wins the tie.
  const aff = ['TRY aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž', 'SFX S Y 2', 'SFX S 0 i .', 'SFX S 0 í .'];
  const stems = speller('cs_CZ', aff, [['práce', 0.001]], [['důležitost/S', 0]]);
  assert.equal(stems.correct('dulezitosti'), 'důležitosti');
});

test('a common word with marks the dictionary lacks is restored, unless the dictionary reads its letters with other marks', () => {
  const tr = speller('tr_TR', ['TRY abcçdefgğhıijklmnoöprsştuüvyz'], [['nasıl', 0.001], ['nailsin', 0.00001], ['şu', 0.001]], [], [['nasılsın', 0.0005]]);
  assert.equal(tr.correct('nasilsin'), 'nasılsın');
  assert.equal(tr.correct('nasılsın'), null);
  // pt_PT's lists hold Brazil's ônibus; its dictionary has ónibus.
  const pt = speller('pt_PT', ['TRY abcdefghijlmnopqrstuvxzáâãàçéêíóôõú'], [['ónibus', 0.00001], ['avô', 0.0001]], [], [['ônibus', 0.001]]);
  assert.equal(pt.correct('onibus'), 'ónibus');
});

test('transliterations: German ae/oe/ue and ss, Danish and Norwegian aa', () => {
  const de = speller('de_DE', ['TRY aäbcdefghijklmnoöpqrsßtuüvwxyz'], [['für', 0.001], ['Grüße', 0.0001], ['schön', 0.001], ['feuer', 0.0001]]);
  assert.equal(de.correct('fuer'), 'für');
  assert.equal(de.correct('Grüsse'), 'Grüße');
  assert.equal(de.correct('gruesse'), 'Grüße');
  assert.equal(de.correct('SCHOEN'), 'SCHÖN');
  const da = speller('da_DK', ['TRY abcdefghijklmnopqrstuvwxyzæøå'], [['på', 0.01], ['blå', 0.001], ['søster', 0.001]]);
  assert.equal(da.correct('paa'), 'på');
  assert.equal(da.correct('soester'), 'søster');
  // Transliterations are the language's own: Polish ae is no ä (twice: four edits, beyond the edit search too).
  assert.equal(speller('pl_PL', ['TRY abcdeäfghijklmnopqrstuvwxyz'], [['mähä', 0.001]]).correct('maehae'), null);
  assert.equal(speller('de_DE', ['TRY abcdeäfghijklmnopqrstuvwxyz'], [['mähä', 0.001]]).correct('maehae'), 'mähä');
});

test('Romanian â typed as i, as the spelling before 1993 wrote î inside words', () => {
  const words: [string, number][] = [['mâncam', 0.0001], ['întâlni', 0.0001]];
  assert.equal(speller('ro_RO', ['TRY aâăbcdefghiîjklmnopqrsștțuvwxyz'], words).correct('mincam'), 'mâncam');
  assert.equal(speller('ro_RO', ['TRY aâăbcdefghiîjklmnopqrsștțuvwxyz'], words).correct('intilni'), 'întâlni');
  // Only Romanian's: elsewhere an i for â is no mark left out (a far key at best).
  assert.ok(speller('ro_RO', ['TRY aâăbcdefghiîjklmnopqrsștțuvwxyz'], words).rank('intilni').some((s) => s.restored));
  assert.ok(!speller('pl_PL', ['TRY aâăbcdefghiîjklmnopqrsștțuvwxyz'], words).rank('intilni').some((s) => s.restored));
});

test("Italian final accents typed as an apostrophe: perche' is perché, a word with its own apostrophe stays", () => {
  const it = speller('it_IT', ['TRY aàbcdeèéfghiìlmnoòpqrstuùvz\'', 'WORDCHARS \''], [['perché', 0.001], ['più', 0.001], ['è', 0.01], ['città', 0.001], ['citata', 0.0001], ["po'", 0.001], ['poi', 0.001], ["l'anno", 0.0001]]);
  assert.equal(it.correct("perche'"), 'perché');
  assert.equal(it.correct("piu'"), 'più');
  assert.equal(it.correct("e'"), 'è');
  assert.equal(it.correct("Citta'"), 'Città');
  assert.equal(it.correct("po'"), null);
});

test('a typographic apostrophe is the dictionary\'s plain one, and a fix keeps it', () => {
  const it = speller('it_IT', ['TRY aàbcdeèéfghiìlmnoòpqrstuùvz\'', 'WORDCHARS \''], [["po'", 0.001], ['poi', 0.001], ["l'anno", 0.0001], ["dell'anno", 0.0001], ['perché', 0.001]]);
  assert.equal(it.correct('po\u2019'), null);
  assert.equal(it.correct('l\u2019anno'), null);
  assert.equal(it.correct('dell\u2019anmo'), 'dell\u2019anno');
  assert.equal(it.correct('perche\u2019'), 'perché');
});

test("German 's for es after a correct word is correct, and s after a verb's t: geht's, gibts", () => {
  const de = speller('de_DE', ['TRY abcdefghijklmnopqrstuvwxyzäöüß'], [['geht', 0.001], ['gibt', 0.001], ['wie', 0.01]]);
  for (const w of ["geht's", "Gibt's", 'geht\u2019s', "wie's", 'gehts', 'Gibts']) assert.equal(de.correct(w), null, w);
  assert.equal(de.correct("gehr's"), null);
});

test('real packs: everyday words typed without diacritics or spelled out', { skip: !compiled('pl_PL') && 'packs not compiled' }, () => {
  const cases: [string, string, string | null][] = [
    ['pl_PL', 'wlasnie', 'właśnie'], ['pl_PL', 'czesc', 'część'], ['tr_TR', 'nasilsin', 'nasılsın'], ['es_ES', 'vamonos', 'vámonos'], ['pl_PL', 'zolw', 'żółw'], ['pl_PL', 'dobry', null],
    ['cs_CZ', 'prilis', 'příliš'], ['cs_CZ', 'ctvrt', 'čtvrt'], ['hu_HU', 'koszonom', 'köszönöm'], ['tr_TR', 'tesekkurler', 'teşekkürler'],
    ['sv_SE', 'forlat', 'förlåt'], ['fr_FR', 'deja', 'déjà'], ['de_DE', 'fuer', 'für'], ['de_DE', 'Grüsse', 'Grüße'],
    ['da_DK', 'paa', 'på'], ['da_DK', 'vaere', 'være'], ['da_DK', 'aegte', 'ægte'], ['nb_NO', 'paa', 'på'], ['nb_NO', 'naermeste', 'nærmeste'],
    ['de_DE', 'Strasse', 'Straße'], ['es_ES', 'manana', 'mañana'], ['pt_BR', 'voce', 'você'], ['ro_RO', 'multumesc', 'mulțumesc'], ['ro_RO', 'mincam', 'mâncam'],
    ['el_GR', 'ευχαριστω', 'ευχαριστώ'], ['de_DE', 'dass', null], ['es_ES', 'esta', null],
    ['it_IT', "perche'", 'perché'], ['it_IT', "citta'", 'città'], ['it_IT', "e'", 'è'], ['it_IT', "c'e'", "c'è"], ['it_IT', "po'", null],
    ['it_IT', 'po\u2019', null], ['it_IT', 'l\u2019anno', null], ['de_DE', "geht's", null], ['de_DE', 'gibt\u2019s', null],
    ['de_DE', 'gibts', null], ['de_DE', 'machts', null], ['de_DE', 'hats', null], ['de_DE', 'klappts', null], ['de_DE', "war's", null],
    // Misspelled and mistyped as the users did: a doubled letter moved, a slip on the Czech number row.
    ['fr_FR', 'apeller', 'appeler'], ['cs_CZ', 'mšsto', 'město'],
    // Letters too rare for the edit search's alphabet are restored all the same.
    ['fr_FR', 'coeur', 'cœur'], ['fr_FR', 'soeur', 'sœur'], ['fr_FR', 'naif', 'naïf'], ['es_ES', 'verguenza', 'vergüenza'],
  ];
  for (const [code, typo, fix] of cases) assert.equal(compiledAutocorrector(code)?.correct(typo), fix, `${code} ${typo}`);
});
