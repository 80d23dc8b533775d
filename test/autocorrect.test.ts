// Autocorrect on a tiny dictionary built here (case kept, refusals, confidence), plus the real packs when compiled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack, type SpellerExtras } from '../data/compile-speller.ts';
import { spelledWords } from '../data/speller-written-words.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { editAlphabet } from '../engines/edit-alphabet.ts';
import { DOUBLING_MOVED_LOG_P, EDIT_LOG_P, EXTRA_EDIT_LOG_P, isStutter, regularEndingReading, SPELLING_LOG_P, spellingKind, STUTTER_LOG_P } from '../engines/correct-error-model.ts';
import { englishSoundKey as soundKey, polishSoundKey, portugueseSoundKey, soundsAlikeIn, spanishSoundKey } from '../engines/sound-keys.ts';
import { Pack } from '../engines/pack.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import type { EditingProfile } from '../languages/profile.ts';
import { editingProfile } from '../languages/registry.ts';
import { compiled, compiledAutocorrector } from './compiled-speller.ts';
import { errorModelOf } from './keyboard-error-model.ts';

const SOUNDS_ALIKE_LOG_P = soundsAlikeIn(editingProfile('en_US').writing)!.logP;

const AFF = ['SET UTF-8', 'TRY esianrtolcdugmphbyfvkwz', 'SFX S Y 1', 'SFX S 0 s .'].join('\n');
const DIC = ['8', 'the', 'they', 'then', 'house/S', 'mouse/S', 'Paris', 'cat', 'car'].join('\n');
const FREQUENCIES = new Map([['the', 0.05], ['they', 0.002], ['then', 0.001], ['house', 0.0005], ['houses', 0.0001], ['mouse', 0.0001], ['Paris', 0.0001], ['cat', 0.0003], ['car', 0.0003]]);

/** An autocorrector over the pack compiled from .aff and .dic text. */
function autocorrectorOf(aff: string, dic: string, extras: SpellerExtras & { language: EditingProfile }): Autocorrector {
  return new Autocorrector(new Pack(compileHunspellPack(aff, dic, extras).buffer as ArrayBuffer), extras.language.writing);
}

/** The tiny dictionary; `maxListedForms` 0 keeps its unlisted forms out of the word list (the automaton's walk finds them). */
function tiny(maxListedForms?: number): Autocorrector {
  return autocorrectorOf(AFF, DIC, { language: editingProfile('en_US'), frequencies: FREQUENCIES, maxListedForms });
}

test('correct words are left alone', () => {
  const ac = tiny();
  for (const w of ['the', 'The', 'THE', 'houses', 'Paris']) assert.equal(ac.correct(w), null, w);
  assert.ok(ac.isCorrect('houses'));
  assert.ok(!ac.isCorrect('paris'));
});

test('a clear typo is fixed with its case kept', () => {
  const ac = tiny();
  assert.equal(ac.correct('teh'), 'the');
  assert.equal(ac.correct('Teh'), 'The');
  assert.equal(ac.correct('TEH'), 'THE');
  assert.equal(ac.correct('hosue'), 'house');
  assert.equal(ac.correct('pariss'), 'Paris');
});

test('an inflected form missing from the corpora is found by the automaton walk', () => {
  // "mouses" is made by the S suffix only; the corpus list has "mouse" but not "mouses".
  const ac = tiny(0);
  assert.equal(ac.checker.meta.allFormsListed, false);
  assert.equal(ac.correct('moueses'), 'mouses');
});

test('a small dictionary lists all its forms, so the word list alone finds unlisted ones', () => {
  const ac = tiny();
  assert.equal(ac.checker.meta.allFormsListed, true);
  assert.equal(ac.checker.meta.listedWords, FREQUENCIES.size);
  assert.equal(ac.correct('moueses'), 'mouses');
  // A listed word still ranks on its own corpus count, an unlisted form on its stem's share.
  const [mouses] = ac.rank('moueses');
  assert.equal(mouses.listed, false);
  assert.ok(ac.rank('hoses').find((s) => s.word === 'houses')!.listed);
});

test('a two-edit REP replacement is looked up in a list of all forms', () => {
  // f -> ph is two edits: the symmetric-delete probe of "fysics" does not meet "physics"; the REP lookup does.
  const aff = ['SET UTF-8', 'TRY yshicp', 'REP 1', 'REP f ph'].join('\n');
  const ac = autocorrectorOf(aff, '2\nphysics\nphysic', { language: editingProfile('en_US'), frequencies: new Map([['physics', 0.001], ['physic', 0.00001]]) });
  assert.equal(ac.checker.meta.allFormsListed, true);
  assert.equal(ac.correct('fysics'), 'physics');
});

test('more than one word, digits, addresses and mixed case get no fix', () => {
  const ac = tiny();
  for (const w of ['teh house', 'teh2', 'teh@example.com', 'http://teh', 'tEH', 'T.E.H.', 'TE']) assert.equal(ac.correct(w), null, w);
  // Sentence punctuation stays as typed.
  assert.equal(ac.correct('teh.'), 'the.');
});

test('no fix when two candidates are about as likely', () => {
  const ac = tiny();
  // "cax" is one unrelated key away from "cat" and from "car", equally frequent.
  assert.equal(ac.correct('cax'), null);
});

test('real en_US pack: teh -> the', { skip: !compiled('en_US') && 'pack not compiled' }, () => {
  const ac = compiledAutocorrector('en_US')!;
  assert.equal(ac.correct('teh'), 'the');
  assert.equal(ac.correct('TEH'), 'THE');
  assert.equal(ac.correct('the'), null);
  assert.equal(ac.correct('NASA'), null);
});

test('an apostrophe left out costs what a diacritic left out does, and the fix writes the typist\'s apostrophe', () => {
  const m = errorModelOf('en_US');
  assert.equal(m.logP('dont', "don't", 1), EDIT_LOG_P.apostrophe);
  assert.ok(EDIT_LOG_P.apostrophe > EDIT_LOG_P.drop);
  const dic = ['4', "don't", "you're", 'your', 'done'].join('\n');
  const frequencies = new Map([["don't", 0.001], ["you're", 0.0001], ['your', 0.003], ['done', 0.001]]);
  const ac = autocorrectorOf("SET UTF-8\nTRY esianrtolcdugmphbyfvkwz'", dic, { language: editingProfile('en_US'), frequencies });
  // "youre" is one slip from "your" too, a more frequent word: the apostrophe is the likelier slip.
  assert.equal(ac.correct('youre'), "you're");
  assert.equal(ac.correct('dont'), "don't");
  assert.equal(ac.correct('dont\u2019'), 'don\u2019t');
  assert.equal(ac.correct('don\u2019t'), null);
});

test('real en_US pack: apostrophes left out, written plain unless typed typographic', { skip: !compiled('en_US') && 'pack not compiled' }, () => {
  const ac = compiledAutocorrector('en_US')!;
  // LibreOffice's list answers "dont" with a typographic apostrophe; a typist who typed none gets the plain one.
  for (const [typo, fix] of [['dont', "don't"], ['youre', "you're"], ['didnt', "didn't"], ['im', "I'm"], ['Ive', "I've"]]) assert.equal(ac.correct(typo), fix, typo);
  // The pronoun I, though en_US.dic lists a small "i".
  assert.equal(ac.correct('i'), 'I');
  assert.equal(ac.correct('dosen\u2019t'), 'doesn\u2019t');
  assert.equal(ac.correct('isn\u2019t'), null);
});

test('a word the dictionary writes with a capital, typed small, is that word unless a likelier reading wins', () => {
  const aff = 'SET UTF-8\nTRY esianrtolcdugmphbyfvkwzäöü';
  const dic = ['5', 'Haus', 'Ware', 'wäre', 'hause', 'User'].join('\n');
  const frequencies = new Map([['Haus', 0.001], ['Ware', 0.00002], ['wäre', 0.001], ['hause', 0.0001], ['User', 0.00001]]);
  const ac = autocorrectorOf(aff, dic, { language: editingProfile('de_DE'), frequencies });
  assert.equal(ac.correct('haus'), 'Haus');
  // A name the frequency lists lack is found by the checker: "Hamel" has no count.
  const named = autocorrectorOf(aff, ['2', 'Hamel', 'Haus'].join('\n'), { language: editingProfile('de_DE'), frequencies: new Map([['Haus', 0.001]]) });
  assert.equal(named.correct('hamel'), 'Hamel');
  // Ware with a capital and wäre with its mark are both restorations: the more frequent word is meant.
  assert.equal(ac.correct('ware'), 'wäre');
  // An acronym typed small is the acronym from ACRONYM_LETTERS letters on; shorter ones stay, and a word Hunspell
  // only reads in capitals is no acronym ("JavaScript" typed small).
  const acronyms = autocorrectorOf(aff, ['3', 'NATO', 'FAQ', 'JavaScript'].join('\n'), { language: editingProfile('en_US'), frequencies: new Map() });
  assert.equal(acronyms.correct('nato'), 'NATO');
  assert.equal(acronyms.correct('faq'), null);
  assert.equal(acronyms.correct('javascript'), null);
});

test('a common word the dictionary lacks is left alone, unless a mark, a capital or an apostrophe restores it', () => {
  const dic = ['6', 'o', 'he', 'perché', 'John', 'yea', "that's"].join('\n');
  const frequencies = new Map([['o', 0.01], ['he', 0.01], ['perché', 0.001], ['John', 0.0001], ['yea', 0.0001], ["that's", 0.001]]);
  const commonWords = ['o', 'ok', 'hey', 'perche', 'john', 'yeah', 'thats'];
  const ac = autocorrectorOf("SET UTF-8\nTRY esianrtolcdugmphbyfvkwzé'", dic, { language: editingProfile('es_ES'), frequencies, commonWords });
  for (const w of ['ok', 'hey', 'yeah']) assert.equal(ac.correct(w), null, w);
  assert.equal(ac.correct('perche'), 'perché');
  assert.equal(ac.correct('john'), 'John');
  assert.equal(ac.correct('thats'), "that's");
  // Without the list, "yeah" is a slip of "yea".
  const bare = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwzé', dic, { language: editingProfile('es_ES'), frequencies });
  assert.equal(bare.correct('yeah'), 'yea');
});

test('a short typo is fixed by a likely slip only: a far key or a stray letter in three letters is a token (thx, btw)', () => {
  const dic = ['5', 'the', 'bow', 'by', 'tie', 'and'].join('\n');
  const frequencies = new Map([['the', 0.05], ['bow', 0.0001], ['by', 0.005], ['tie', 0.0001], ['and', 0.03]]);
  const ac = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwzx', dic, { language: editingProfile('en_US'), frequencies });
  for (const w of ['thx', 'btw']) assert.equal(ac.correct(w), null, w);
  for (const [typo, fix] of [['teh', 'the'], ['hte', 'the'], ['tge', 'the'], ['adn', 'and']]) assert.equal(ac.correct(typo), fix, typo);
});

test('laughter and abbreviations are typed on purpose: a repeated syllable or letter, a word without a vowel', () => {
  const dic = ['11', 'huh', 'ha', 'hehe', 'star', 'the', 'street', 'plus', 'barb', 'him', 'that', 'спас'].join('\n');
  const frequencies = new Map([['huh', 0.001], ['ha', 0.001], ['hehe', 0.0001], ['star', 0.001], ['the', 0.05], ['street', 0.001],
    ['plus', 0.001], ['barb', 0.0001], ['him', 0.01], ['that', 0.02], ['спас', 0.0001]]);
  const ac = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwzсп', dic, { language: editingProfile('en_US'), frequencies });
  for (const w of ['haha', 'hahaha', 'HAHA', 'xoxo', 'kkkk', 'Str.', 'vgl.', 'pls', 'brb', 'hmm', 'Pls', 'tht', 'спс']) assert.equal(ac.correct(w), null, w);
  // A slip is still fixed: before a period, and in a word whose halves nearly repeat.
  for (const [typo, fix] of [['teh.', 'the.'], ['stret.', 'street.'], ['hehr', 'hehe']]) assert.equal(ac.correct(typo), fix, typo);
});

test('a single letter gets no fix', () => {
  const dic = ['3', 'a', 'y', 'que'].join('\n');
  const frequencies = new Map([['a', 0.01], ['y', 0.01], ['que', 0.01]]);
  const ac = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwzq', dic, { language: editingProfile('es_ES'), frequencies });
  for (const w of ['q', 'Q', 'x']) assert.equal(ac.correct(w), null, w);
});

test('real packs: names, months and nouns typed small get their capital; words people write that the dictionary lacks stay', { skip: !compiled('en_US') && 'pack not compiled' }, () => {
  const cases: [string, string, string | null][] = [
    ['en_US', 'january', 'January'], ['en_US', 'monday', 'Monday'], ['en_US', 'london', 'London'], ['en_US', 'american', 'American'],
    ['de_DE', 'haus', 'Haus'], ['de_DE', 'deutschland', 'Deutschland'], ['es_ES', 'madrid', 'Madrid'], ['es_ES', 'españa', 'España'],
    ['fr_FR', 'france', 'France'], ['it_IT', 'italia', 'Italia'], ['de_DE', 'ware', 'wäre'], ['es_ES', 'q', null],
    ['uk_UA', 'україна', 'Україна'], ['id_ID', 'jakarta', 'Jakarta'], ['en_US', 'covid', 'COVID'], ['en_US', 'unesco', 'UNESCO'],
    // Words people write that the dictionaries lack stay; a listed misspelling among them is still fixed.
    ['es_ES', 'ok', null], ['nl_NL', 'ok', null], ['pt_BR', 'ok', null], ['de_DE', 'Hey', null], ['tr_TR', 'nasılsın', null],
    ['de_DE', 'daß', 'dass'], ['fr_FR', 'oeuvre', 'œuvre'],
    // Chat words without a vowel: pls was plus, vlt Volt, nwm nam, спс спас, mss miss, slm som.
    ['en_US', 'pls', null], ['en_US', 'brb', null], ['de_DE', 'vlt', null], ['pl_PL', 'nwm', null], ['ru_RU', 'спс', null],
    ['nl_NL', 'mss', null], ['tr_TR', 'slm', null], ['fr_FR', 'mdr', null],
    // Common words and names of the word lists past their first 2,000: ciao was Cisco, Sally Stall, wifi wife.
    ['de_DE', 'ciao', null], ['de_DE', 'Sally', null], ['en_US', 'wifi', null], ['es_ES', 'chau', null], ['en_US', 'thats', "that's"],
    // Words a spelling list holds (SymSpell's English, SCOWL's words) stay, and are not split: javascript was "java
    // script", mastercard "master card", youtube "you tube", iphone "I phone". A name it writes small is still a typo.
    ['en_US', 'javascript', null], ['en_US', 'mastercard', null], ['en_US', 'youtube', null], ['en_US', 'iphone', null],
    ['en_US', 'chang', 'change'], ['en_US', 'alot', 'a lot'],
    // A Turkish name's suffix after its apostrophe.
    ['tr_TR', "Ahmet'in", null], ['tr_TR', 'Ahmet\u2019in', null], ['tr_TR', "İstanbul'da", null],
  ];
  for (const [code, typo, fix] of cases) assert.equal(compiledAutocorrector(code)?.correct(typo), fix, `${code} ${typo}`);
});

test('a typo with marks of its own was typed by someone who types them: another mark in its place is a slip, not a habit', () => {
  const dic = ['2', 'kode', 'kødde'].join('\n');
  const frequencies = new Map([['kode', 0.001], ['kødde', 0.0005]]);
  const ac = autocorrectorOf('SET UTF-8\nTRY esianrtolkdø', dic, { language: editingProfile('nb_NO'), frequencies });
  // ø for o is a key of its own (an accent slip), dearer than a doubled letter left out.
  assert.equal(ac.correct('køde'), 'kødde');
  // A typo without marks is still read with the marks it left out.
  assert.equal(ac.correct('kodde'), 'kødde');
  // A mark missed on a plain letter of a typo with marks is an accent slip, dearer than a dropped letter; in a typo
  // without marks, marks left out are a habit.
  const missed = autocorrectorOf('SET UTF-8\nTRY esianrtolkdmąę', ['2', 'mąkę', 'mąkie'].join('\n'), { language: editingProfile('pl_PL'), frequencies: new Map([['mąkę', 0.0001], ['mąkie', 0.0001]]) });
  assert.equal(missed.correct('mąke'), 'mąkie');
  assert.equal(missed.correct('make'), 'mąkę');
});

test('real packs: a typo with marks of its own is fixed by its slip, and a word written with other marks stays', { skip: !compiled('nb_NO') && 'pack not compiled' }, () => {
  const cases: [string, string, string | null][] = [
    // Were kode and Große: a typed mark taken out as if the typist left marks out.
    ['nb_NO', 'køde', 'kødde'], ['de_DE', 'Grösse', 'Größe'], ['fr_FR', 'eléve', 'élève'],
    // Were ideia, για, ποιος, dovè and cañada: spellings with other marks are typed so on purpose, or a capital is meant.
    ['pt_BR', 'idéia', null], ['el_GR', 'γιά', null], ['el_GR', 'ποιός', null], ['it_IT', 'dovè', "dov'è"], ['es_ES', 'canadá', 'Canadá'],
    // A mark missed where others were typed is still restored.
    ['pl_PL', 'dziekuję', 'dziękuję'], ['cs_CZ', 'přilis', 'příliš'], ['tr_TR', 'teşekkurler', 'teşekkürler'], ['fr_FR', 'dejà', 'déjà'],
  ];
  for (const [code, typo, fix] of cases) assert.equal(compiledAutocorrector(code)?.correct(typo), fix, `${code} ${typo}`);
});

test('real de_DE pack: Entschuldigugn -> Entschuldigung', { skip: !compiled('de_DE') && 'pack not compiled' }, () => {
  const ac = compiledAutocorrector('de_DE')!;
  assert.equal(ac.correct('Entschuldigugn'), 'Entschuldigung');
  assert.equal(ac.correct('Entschuldigung'), null);
  assert.equal(ac.correct('STRASSE'), null);
  assert.equal(ac.correct('Donaudampfschifffahrt'), null);
});

test('a word of the loan language is weighed as typed: a fix must beat it, a restored reading still does', () => {
  const dic = ['3', 'Bild/S', 'wäre', 'Hand'].join('\n');
  const frequencies = new Map([['Bild', 0.001], ['Bilds', 0.0001], ['wäre', 0.001], ['Hand', 0.001]]);
  const aff = ['SET UTF-8', 'TRY esianrtolcdugmphbyfvkwzä', 'SFX S Y 1', 'SFX S 0 s .'].join('\n');
  const english = new Map([['build', 1e-4], ['ware', 1e-5]]);
  const loans = { frequencyOf: (word: string) => english.get(word) ?? 0 };
  const pack = () => new Pack(compileHunspellPack(aff, dic, { language: editingProfile('de_DE'), frequencies }).buffer as ArrayBuffer);
  const borrowing = new Autocorrector(pack(), editingProfile('de_DE').writing, null, loans);
  const alone = new Autocorrector(pack(), editingProfile('de_DE').writing, null);
  assert.equal(alone.correct('Build'), 'Bild');
  assert.equal(borrowing.correct('Build'), null);
  assert.equal(borrowing.correct('Bilf'), 'Bild');
  assert.equal(borrowing.correct('ware'), 'wäre');
});

test('German verbs made of English ones are weighed as the English verb: gecheckt, liken, shoppen', () => {
  const dic = ['4', 'geschmeckt', 'linken', 'stoppen', 'gekostet'].join('\n');
  const frequencies = new Map([['geschmeckt', 0.0001], ['linken', 0.0001], ['stoppen', 0.0001], ['gekostet', 0.0001]]);
  const aff = 'SET UTF-8\nTRY esianrtolcdugmphbyfvkwzä';
  const english = new Map([['check', 1e-4], ['like', 1e-3], ['shop', 1e-4]]);
  const loans = { frequencyOf: (word: string) => english.get(word) ?? 0 };
  const pack = () => new Pack(compileHunspellPack(aff, dic, { language: editingProfile('de_DE'), frequencies }).buffer as ArrayBuffer);
  const borrowing = new Autocorrector(pack(), editingProfile('de_DE').writing, null, loans);
  const alone = new Autocorrector(pack(), editingProfile('de_DE').writing, null);
  for (const [verb, slip] of [['gecheckt', 'geschmeckt'], ['liken', 'linken'], ['shoppen', 'stoppen']]) {
    assert.equal(alone.correct(verb), slip, verb);
    assert.equal(borrowing.correct(verb), null, verb);
  }
  assert.equal(borrowing.correct('gekostte'), 'gekostet');
});

test('real packs: English words in other languages stay as typed, their typos and restored readings are fixed', { skip: !compiled('de_DE') && 'pack not compiled' }, () => {
  const cases: [string, string, string | null][] = [
    ['de_DE', 'Thread', null], ['de_DE', 'Build', null], ['de_DE', 'Plugin', null], ['es_ES', 'socket', null], ['es_ES', 'shell', null],
    ['it_IT', 'thread', null], ['de_DE', 'gecheckt', null], ['de_DE', 'downloaden', null], ['de_DE', 'gemcht', 'gemacht'],
    ['de_DE', 'Entschuldigugn', 'Entschuldigung'], ['es_ES', 'television', 'televisión'], ['de_DE', 'fuer', 'für'],
  ];
  for (const [code, typo, fix] of cases) assert.equal(compiledAutocorrector(code)?.correct(typo), fix, `${code} ${typo}`);
});

test('a filter without prefix + suffix forms still lets those forms through as candidates', () => {
  // re+do+s is a cross product; with room for 3 forms the automaton holds do, dos, redo only (and the list no more).
  const aff = ['SET UTF-8', 'TRY oderst', 'PFX R Y 1', 'PFX R 0 re .', 'SFX S Y 1', 'SFX S 0 s .'].join('\n');
  const frequencies = new Map([['do', 0.01], ['dos', 0.001], ['redo', 0.001]]);
  const ac = autocorrectorOf(aff, '1\ndo/RS', { language: editingProfile('en_US'), frequencies, maxAutomatonForms: 3, maxListedForms: 0 });
  assert.equal(ac.checker.meta.automatonComplete, true);
  assert.equal(ac.checker.meta.automatonCrossProducts, false);
  assert.ok(ac.checker.checkCandidate('redos', false));
  assert.ok(!ac.checker.checkCandidate('redot', false));
});

test('an unlisted dictionary word is fixed before any compound is searched; a compound when no word is near', () => {
  // "sandbaq" is one replaced letter from the word "sandbar" and from the compound sand+bag; neither is in the corpus.
  const aff = ['SET UTF-8', 'TRY asndbgrq', 'COMPOUNDFLAG X'].join('\n');
  const ac = autocorrectorOf(aff, '3\nsand/X\nbag/X\nsandbar', { language: editingProfile('en_US'), frequencies: new Map([['sand', 0.01]]) });
  assert.ok(ac.isCorrect('sandbag'));
  // The word is a sure fix, so no compound is searched; without one, the compound is found.
  assert.deepEqual(ac.rank('sandbaq').map((s) => s.word), ['sandbar']);
  assert.equal(ac.correct('sandbaq'), 'sandbar');
  assert.equal(ac.correct('sandbqg'), 'sandbag');
});

test('edits leave out letters that are rare in the language', () => {
  const shares = new Map([['a', 0.5], ['b', 0.49995], ['ñ', 0.00005]]);
  assert.equal(editAlphabet('abñz', shares), 'ab');
  // Too little text to tell: every letter of the TRY line stays.
  assert.equal(editAlphabet('abñz-', null), 'abñz');
});

test('English misspellings by ear share the sound key of the word and cost one cheap edit', () => {
  assert.equal(soundKey('seperate'), soundKey('separate'));
  assert.equal(soundKey('ocurrence'), soundKey('occurrence'));
  assert.equal(soundKey('polisy'), soundKey('policy'));
  assert.equal(soundKey('elefant'), soundKey('elephant'));
  assert.notEqual(soundKey('separate'), soundKey('desperate'));
  // Letters doubled only once a vowel is gone are two sounds: moueses is not mouse.
  assert.notEqual(soundKey('moueses'), soundKey('mouse'));
  // Two letters apart, yet likelier than a two-edit keyboard slip; a neighbouring key stays cheaper still.
  assert.equal(errorModelOf('en_US').logP('consultotion', 'consultation', 2), SOUNDS_ALIKE_LOG_P);
  assert.ok(errorModelOf('en_US').logP('sepwrats', 'separate', 2) < SOUNDS_ALIKE_LOG_P);
  assert.ok(errorModelOf('en_US').logP('hpuse', 'house', 1) > SOUNDS_ALIKE_LOG_P);
  // German has no sound key: a slip is a slip.
  assert.ok(errorModelOf('de_DE').logP('seperate', 'separate', 1) < SOUNDS_ALIKE_LOG_P);
});

test('Spanish misspellings by ear share the sound key of the word: silent h, b and v, ll and y, c, s and z, g and j', () => {
  for (const [typo, word] of [['hechar', 'echar'], ['ablamos', 'hablamos'], ['bamos', 'vamos'], ['yamar', 'llamar'], ['sierto', 'cierto'],
    ['nesesito', 'necesito'], ['jente', 'gente'], ['kiero', 'quiero']]) {
    assert.equal(spanishSoundKey(typo), spanishSoundKey(word), typo);
  }
  // The h of ch is no silent h, g before a, o, u is no j, and g before e is (gera is no guerra).
  assert.notEqual(spanishSoundKey('cico'), spanishSoundKey('chico'));
  assert.notEqual(spanishSoundKey('jato'), spanishSoundKey('gato'));
  assert.notEqual(spanishSoundKey('gera'), spanishSoundKey('guerra'));
  const m = errorModelOf('es_ES');
  assert.equal(m.logP('hechar', 'echar', 1), soundsAlikeIn(editingProfile('es_ES').writing)!.logP);
  // English's one-edit kinds by ear are not Spanish's: a vowel for another is a slip.
  assert.ok(m.logP('relagion', 'religion', 1) < soundsAlikeIn(editingProfile('es_ES').writing)!.logP);
  const frequencies = new Map([['echar', 0.0002], ['hechas', 0.0005], ['hecha', 0.0005], ['el', 0.05]]);
  const dic = '4\nechar\nhechas\nhecha\nel';
  const fix = (code: string) => autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile(code), frequencies }).correct('hechar');
  assert.equal(fix('es_ES'), 'echar');
  assert.notEqual(fix('de_DE'), 'echar');
});

test('Polish misspellings by ear share the sound key of the word: rz and ż, ch and h, ó and u', () => {
  for (const [typo, word] of [['pokuj', 'pokój'], ['przecierz', 'przecież'], ['żadko', 'rzadko'], ['hleb', 'chleb'], ['bieże', 'bierze']]) {
    assert.equal(polishSoundKey(typo), polishSoundKey(word), typo);
  }
  // An r alone is no ż, a c alone no h.
  assert.notEqual(polishSoundKey('rak'), polishSoundKey('żak'));
  assert.notEqual(polishSoundKey('cel'), polishSoundKey('hel'));
  assert.equal(errorModelOf('pl_PL').logP('pokuj', 'pokój', 1), soundsAlikeIn(editingProfile('pl_PL').writing)!.logP);
});

test('Portuguese misspellings by ear share the sound key of the word: silent h, ch and x, lh and li, c, ç, s, ss and z, final l and u', () => {
  for (const [typo, word] of [['bixos', 'bichos'], ['ximarrão', 'chimarrão'], ['baunilia', 'baunilha'], ['adissionar', 'adicionar'],
    ['alcansa', 'alcança'], ['atrazar', 'atrasar'], ['auje', 'auge'], ['anaufabetos', 'analfabetos'], ['oje', 'hoje'], ['ben', 'bem'], ['aki', 'aqui']]) {
    assert.equal(portugueseSoundKey(typo), portugueseSoundKey(word), typo);
  }
  // The h of ch, lh and nh is no silent h; l before a vowel is l.
  assert.notEqual(portugueseSoundKey('vino'), portugueseSoundKey('vinho'));
  assert.notEqual(portugueseSoundKey('mau'), portugueseSoundKey('mala'));
  assert.equal(errorModelOf('pt_BR').logP('bixos', 'bichos', 2), soundsAlikeIn(editingProfile('pt_BR').writing)!.logP);
});

test('an English misspelling two letters from the word is fixed when it sounds like it', () => {
  // "seperrate" is a substitution and an insertion from "separate": no one-deletion probe of the typo meets it, the
  // two-edit walk (the widening) does.
  const frequencies = new Map([['separate', 0.0005], ['the', 0.05]]);
  const dic = '2\nseparate\nthe';
  const ac = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile('en_US'), frequencies });
  assert.equal(ac.rank('seperrate').length, 0);
  assert.equal(ac.correct('seperrate'), 'separate');
  // The same dictionary in German: no sound key, but nothing is nearer, so the two-edit word is proposed too.
  const de = compileHunspellPack('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile('de_DE'), frequencies });
  assert.equal(new Autocorrector(new Pack(de.buffer as ArrayBuffer), editingProfile('de_DE').writing).correct('seperrate'), 'separate');
});

test("a key beside the meant one on the language's keyboard is a near slip, letters on a number row included", () => {
  // [language, typo, word]: the typo's letter is beside the meant one on that language's layout, not on US QWERTY.
  const slips: [string, string, string][] = [
    ['de_DE', 'zag', 'tag'], ['fr_FR', 'aw', 'ax'], ['fr_FR', 'zt', 'ét'], ['cs_CZ', 'mšsto', 'město'], ['cs_CZ', 'pú', 'pp'],
    ['hu_HU', 'hülgye', 'hölgye'], ['tr_TR', 'kıs', 'kus'], ['ru_RU', 'цод', 'йод'], ['el_GR', 'εα', 'ρα'],
    ['de_DE', 'strape', 'straße'], ['it_IT', 'giò', 'già'], ['pt_BR', 'cabela', 'cabeça'],
  ];
  for (const [lang, typo, word] of slips) {
    assert.equal(errorModelOf(lang).kind(typo, word), 'nearKey', `${lang} ${typo}`);
    assert.equal(errorModelOf('en_US').kind(typo, word), 'otherKey', `en_US ${typo}`);
  }
});

test('a word two edits away costs its two edits, each as likely as alone, by their likeliest alignment', () => {
  const m = errorModelOf('en_US');
  // Two letters left out (backound) are likelier than two keys missed, one of them far (bazkgrounf).
  assert.ok(m.logP('backound', 'background', 2) > m.logP('bazkgrounf', 'background', 2));
  assert.equal(m.logP('backound', 'background', 2), EDIT_LOG_P.drop * 2 + EXTRA_EDIT_LOG_P);
  // A doubled letter left out is the likelier reading of the same string (German: no sound key to take over).
  assert.equal(errorModelOf('de_DE').logP('ocurnce', 'occurence', 2), EDIT_LOG_P.dropDoubled + EDIT_LOG_P.drop + EXTRA_EDIT_LOG_P);
});

test('a word the typo spells with another letter doubled is one confusion, likelier than two slips', () => {
  const m = errorModelOf('fr_FR');
  assert.equal(m.logP('apeller', 'appeler', 2), DOUBLING_MOVED_LOG_P);
  assert.equal(m.logP('ocurence', 'occurrence', 2), DOUBLING_MOVED_LOG_P);
  // "appelle" is two slips away too (a doubled p left out, an r typed), and the commoner word.
  assert.ok(m.logP('apeller', 'appelle', 2) < DOUBLING_MOVED_LOG_P);
  const frequencies = new Map([['appelle', 0.0005], ['appeler', 0.0002], ['le', 0.05]]);
  assert.equal(autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', '3\nappelle\nappeler\nle', { language: editingProfile('fr_FR'), frequencies }).correct('apeller'), 'appeler');
});

test('English misspellings by ear cost less than the same slip on the keyboard', () => {
  assert.equal(spellingKind('includde', 'include'), 'doubledConsonant');
  assert.equal(spellingKind('sence', 'sense'), 'softC');
  assert.equal(spellingKind('relagion', 'religion'), 'vowel');
  // A doubled vowel, c/s before a hard vowel, a vowel beside a vowel or at the end, the first letter: keyboard costs.
  for (const [typo, word] of [['includee', 'include'], ['pasa', 'paca'], ['carro', 'carry'], ['sity', 'city']]) {
    assert.equal(spellingKind(typo, word), null, typo);
  }
  assert.equal(errorModelOf('en_US').logP('includde', 'include', 1), SPELLING_LOG_P.doubledConsonant);
  assert.ok(errorModelOf('de_DE').logP('includde', 'include', 1) < SPELLING_LOG_P.doubledConsonant);
  // "includde" is also "included" with two letters swapped: in English the doubled consonant is the likelier reading.
  const frequencies = new Map([['include', 0.0005], ['included', 0.0002], ['the', 0.05]]);
  const dic = '3\ninclude\nincluded\nthe';
  const fix = (code: string) => {
    return autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile(code), frequencies }).correct('includde');
  };
  assert.equal(fix('en_US'), 'include');
  assert.equal(fix('de_DE'), 'included');
});

test('an English misspelling two letters from its word outranks a rare word one slip away by its sound key', () => {
  // "afermed" lacks an f and has e for i; two rare words are one slip away (neither sure), so the two-edit walk does
  // not run, but the sound key (afrmd) brings "affirmed" in.
  const frequencies = new Map([['affirmed', 0.0001], ['aferred', 0.000001], ['afermeq', 0.000001], ['the', 0.05]]);
  const dic = '4\naffirmed\naferred\nafermeq\nthe';
  const pack = (code: string) => new Pack(compileHunspellPack('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile(code), frequencies }).buffer as ArrayBuffer);
  assert.equal(soundKey('afermed'), soundKey('affirmed'));
  assert.equal(new Autocorrector(pack('en_US'), editingProfile('en_US').writing).correct('afermed'), 'affirmed');
  // German has no sound key, so its pack has no index, and of the two words one slip away neither is sure.
  const de = pack('de_DE');
  assert.equal(SPELLER_PACK.read(de).sections.sk, null);
  assert.equal(new Autocorrector(de, editingProfile('de_DE').writing).correct('afermed'), null);
  // The key's silent letters: gh before t, the d of dg; ti before a vowel sounds as s.
  assert.equal(soundKey('thout'), soundKey('thought'));
  assert.equal(soundKey('lege'), soundKey('ledge'));
  assert.equal(soundKey('mension'), soundKey('mention'));
});

test('a run of letters typed twice over is one slip, dearer than a doubled letter', () => {
  assert.ok(isStutter('elelement', 'element'));
  assert.ok(isStutter('approproximate', 'approximate'));
  assert.ok(isStutter('momements', 'moments'));
  assert.ok(!isStutter('elemnet', 'element'));
  assert.ok(!isStutter('abcdabcd', 'abcd'));
  assert.equal(errorModelOf('de_DE').logP('elelement', 'element', 2), STUTTER_LOG_P);
  const frequencies = new Map([['element', 0.0002], ['elopement', 0.00001], ['approximate', 0.0001], ['need', 0.0004], ['needed', 0.00012], ['the', 0.05]]);
  const dic = '6\nelement\nelopement\napproximate\nneed\nneeded\nthe';
  const en = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile('en_US'), frequencies });
  assert.equal(en.correct('elelement'), 'element');
  // Three letters typed twice are three edits away, beyond the edit search: found by taking the run out.
  assert.equal(en.correct('approproximate'), 'approximate');
  // "needeed" is "need" with "eed" twice, and "needed" with one e doubled: the doubled letter is the likelier slip.
  assert.equal(en.correct('needeed'), 'needed');
});

test('an English ending added as if the stem kept its letters reads as the word it misspells', () => {
  const cases = [['countrys', 'countries'], ['branchs', 'branches'], ['potatos', 'potatoes'], ['calfs', 'calves'], ['wifes', 'wives'],
    ['copyed', 'copied'], ['happyer', 'happier'], ['easyest', 'easiest']];
  for (const [typo, word] of cases) assert.equal(regularEndingReading(typo), word, typo);
  // A vowel before the y keeps it (plays); an s doubled at the end is a slip of the key (focuss: focus).
  for (const typo of ['plays', 'focuss', 'stuffs']) assert.equal(regularEndingReading(typo), null, typo);
  const frequencies = new Map([['country', 0.0004], ['countries', 0.0002], ["country's", 0.00005], ['the', 0.05]]);
  const dic = "4\ncountry\ncountries\ncountry's\nthe";
  const fix = (code: string) => autocorrectorOf("SET UTF-8\nTRY esianrtolcdugmphbyfvkwz'", dic, { language: editingProfile(code), frequencies }).correct('countrys');
  // The plural and the possessive are one confusion each: the commoner word wins.
  assert.equal(fix('en_US'), 'countries');
  assert.equal(fix('de_DE'), "country's");
});

test('a rare word one slip away is weighed against common words two edits away', () => {
  const fix = (rare: number) => {
    const frequencies = new Map([['spectacular', 0.00001], ['specular', rare], ['the', 0.05]]);
    return autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', '3\nspectacular\nspecular\nthe', { language: editingProfile('en_US'), frequencies }).correct('spectular');
  };
  // specular is one letter off, spectacular two: once in 20 million words, the rare word loses to the common one.
  assert.equal(fix(5e-8), 'spectacular');
  // Once in a million words is no rare word: its one slip stands, and the words two edits away are not looked for.
  assert.equal(fix(1e-6), 'specular');
});

test('a long misspelling by ear three edits from its word is fixed when no nearer word is sure', () => {
  const frequencies = new Map([['necessary', 0.0002], ['appreciate', 0.0001], ['apricot', 0.0001], ['the', 0.05]]);
  const dic = '4\nnecessary\nappreciate\napricot\nthe';
  const en = autocorrectorOf('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', dic, { language: editingProfile('en_US'), frequencies });
  assert.equal(soundKey('nescesarry'), soundKey('necessary'));
  assert.equal(en.correct('nescesarry'), 'necessary');
  // Six letters three edits away keep only half of them: no fix, though the key is the same.
  assert.equal(soundKey('nesesr'), soundKey('necessary'));
  assert.equal(en.correct('nesesr'), null);
  // A sure word two edits away is not weighed against one three edits away that sounds like the typo.
  assert.equal(soundKey('appricate'), soundKey('apricot'));
  assert.equal(en.correct('appricate'), 'appreciate');
});

test('real packs: everyday compound typos are fixed by the compound search', { skip: !compiled('de_DE') && 'pack not compiled' }, () => {
  const cases: [string, string, string][] = [
    ['de_DE', 'Sonnenbrile', 'Sonnenbrille'], ['de_DE', 'Kindergartenplaz', 'Kindergartenplatz'], ['de_DE', 'Wohnungsschlüssl', 'Wohnungsschlüssel'],
    ['nl_NL', 'ziekenhuisopnmae', 'ziekenhuisopname'],
  ];
  for (const [code, typo, fix] of cases) assert.equal(compiledAutocorrector(code)?.correct(typo), fix, `${code} ${typo}`);
});

test('a compound the corpora lack is as likely as its last part: of two compounds one slip away, the commoner ending wins', () => {
  const aff = ['SET UTF-8', 'TRY abdgnos', 'COMPOUNDFLAG X', 'COMPOUNDMIN 3'].join('\n');
  const frequencies = new Map([['sand', 0.001], ['bag', 0.001], ['bog', 0.00001]]);
  const ac = autocorrectorOf(aff, '3\nsand/X\nbag/X\nbog/X', { language: editingProfile('de_DE'), frequencies });
  const [best, second] = ac.rank('sandbxg');
  assert.deepEqual([best.word, second.word], ['sandbag', 'sandbog']);
  assert.ok(best.score > second.score + 2);
  assert.equal(ac.correct('sandbxg'), 'sandbag');
});

test('a long typo is corrected with or without a form filter: the automaton walk has no length bound', () => {
  const aff = ['SET UTF-8', 'TRY abcdefghijklmnopqrstuvwxyz'].join('\n');
  const long = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz';
  const dic = `2\n${long}\nhouse`;
  const frequencies = new Map([[long, 0.01], ['house', 0.01]]);
  const typo = long.slice(0, 30) + long.slice(31);
  // maxAutomatonForms 0: the forms do not fit, so the automaton holds the listed words and stems only and the pack has
  // no filter (as hu_HU's).
  const unfiltered = autocorrectorOf(aff, dic, { language: editingProfile('en_US'), frequencies, maxAutomatonForms: 0 });
  const filtered = autocorrectorOf(aff, dic, { language: editingProfile('en_US'), frequencies });
  assert.equal(unfiltered.checker.forms, null);
  assert.equal(filtered.correct(typo), long);
  assert.equal(unfiltered.correct(typo), long);
  assert.equal(unfiltered.correct('hoise'), 'house');
});

test('real packs: a word longer than Hunspell checks gets no fix, and long non-words an answer', { skip: !compiled('de_DE') && 'pack not compiled' }, () => {
  for (const code of ['de_DE', 'hu_HU', 'en_US']) {
    const ac = compiledAutocorrector(code);
    if (!ac) continue;
    assert.equal(ac.correct('a'.repeat(100_000)), null, code);
    assert.equal(ac.correct('ab'.repeat(50)), null, code);
    // The alphabet run together: no form is one edit away.
    assert.equal(ac.correct('abcdefghijklmnopqrstuvwxyz'.repeat(3).slice(0, 60)), null, code);
  }
});

test('a spelling list\'s words the dictionary lacks are spelled so on purpose, but for names it writes small', () => {
  const bytes = compileHunspellPack('SET UTF-8\nTRY esianrtolcdugmphbyfvkwz', '3\nthe\nChang\nscript', { language: editingProfile('en_US') });
  const checker = new HunspellChecker(SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer)), 'default');
  assert.deepEqual(spelledWords(['javascript', 'chang', 'the', 'Javascript'], checker, false), ['javascript']);
});

test('a word two edits away fixes a typo of five letters or more only', () => {
  const ac = autocorrectorOf('SET UTF-8\nTRY alspe', '2\nals\nthe', { language: editingProfile('de_DE'), frequencies: new Map([['als', 0.02], ['the', 0.01]]) });
  assert.equal(ac.correct('apps'), null);
  assert.equal(ac.correct('appls'), 'als');
});
