// The form automaton on tiny dictionaries built here: minimal, exact for the forms, walked within one edit, compounds
// through the root, letters the language lacks never inserted, and a work bound that gives the same answer each time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHunspellPack } from '../data/compile-speller.ts';
import { parseAff } from '../data/hunspell-aff.ts';
import { parseDic } from '../data/hunspell-dic.ts';
import { formAutomatonSections } from '../data/speller-automaton.ts';
import { Autocorrector } from '../engines/autocorrector.ts';
import { FormAutomaton } from '../engines/form-automaton.ts';
import { HunspellChecker } from '../engines/hunspell/checker.ts';
import { Pack } from '../engines/pack.ts';
import { SPELLER_PACK } from '../engines/speller-pack.ts';
import { editingProfile } from '../languages/registry.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The automaton of a tiny dictionary, as the autocorrector reads it from its pack. */
function automatonOf(aff: string[], dic: string[], letters = LETTERS, maxAutomatonForms?: number): { fsa: FormAutomaton; checker: HunspellChecker } {
  const bytes = compileHunspellPack(['SET UTF-8', ...aff].join('\n'), `${dic.length}\n${dic.join('\n')}`, { language: editingProfile('en_US'), maxAutomatonForms });
  const speller = SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer));
  const meta = speller.meta;
  return { fsa: new FormAutomaton(speller.sections.fsa, letters, speller.meta), checker: new HunspellChecker(speller, 'default') };
}

function walked(fsa: FormAutomaton, typo: string, budget = 1e6, compounds = false): string[] {
  const found = new Set<string>();
  if (compounds) fsa.walkCompounds(typo, 1, budget, (form) => found.add(form));
  else fsa.walk(typo, 1, budget, (form) => found.add(form));
  return [...found].sort();
}

/** Every string one deletion, swap, substitution or insertion (of `letters`) from the typo, the typo left out. */
function oneEditVariants(typo: string, letters: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < typo.length; i++) out.add(typo.slice(0, i) + typo.slice(i + 1));
  for (let i = 0; i + 1 < typo.length; i++) out.add(typo.slice(0, i) + typo[i + 1] + typo[i] + typo.slice(i + 2));
  for (let i = 0; i <= typo.length; i++) {
    for (const c of letters) {
      out.add(typo.slice(0, i) + c + typo.slice(i));
      if (i < typo.length) out.add(typo.slice(0, i) + c + typo.slice(i + 1));
    }
  }
  out.delete(typo);
  return out;
}

const AFFIXED_AFF = ['PFX R Y 1', 'PFX R 0 re .', 'SFX S Y 2', 'SFX S 0 s [^y]', 'SFX S y ies y', 'SFX D Y 1', 'SFX D 0 ed .'];
const AFFIXED_DIC = ['play/RSD', 'try/S', 'house/S', 'horse/S', 'hose'];

test('the walk meets exactly the forms one edit from the typo, affixed ones included', () => {
  const { fsa, checker } = automatonOf(AFFIXED_AFF, AFFIXED_DIC);
  for (const typo of ['replyed', 'tryes', 'hosue', 'horsse', 'houes', 'rpelays', 'ply', 'x', 'tries']) {
    const expected = [...oneEditVariants(typo, LETTERS)].filter((w) => w !== '' && checker.check(w)).sort();
    assert.deepEqual(walked(fsa, typo), expected, typo);
  }
  assert.ok(fsa.has('replayed') && fsa.has('tries') && !fsa.has('trys') && !fsa.has('hoses'));
});

test('at two edits the walk meets the forms two edits away, and with keepFirst only those with the typo\'s first letter', () => {
  const { fsa } = automatonOf([], ['background', 'backgrounds', 'hackground']);
  const twice = (typo: string, keepFirst: boolean) => {
    const found = new Map<string, number>();
    fsa.walk(typo, 2, 1e6, (form, edits) => found.set(form, edits), keepFirst);
    return [...found].sort();
  };
  assert.deepEqual(twice('backound', false), [['background', 2]]);
  assert.deepEqual(twice('bacground', false), [['background', 1], ['backgrounds', 2], ['hackground', 2]]);
  assert.deepEqual(twice('bacground', true), [['background', 1], ['backgrounds', 2]]);
});

/** Edits between a and b: deletions, insertions, substitutions and swaps of adjacent letters (optimal string alignment). */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

test('at one and two edits the walk meets exactly the forms within them, swaps after an edit included', () => {
  const words = ['stone', 'stones', 'tones', 'notes', 'onset', 'sonnet', 'seton', 'stoner', 'atone', 'store', 'tone', 'snot'];
  const { fsa } = automatonOf([], words);
  for (const typo of ['sotne', 'stnoe', 'tsoen', 'setno', 'snoet', 'onets', 'stoens', 'sotnes', 'ntoes', 'soten', 'tsone']) {
    for (const edits of [1, 2]) {
      const found = new Map<string, number>();
      fsa.walk(typo, edits, 1e6, (form, e) => found.set(form, Math.min(e, found.get(form) ?? e)));
      const expected = words.filter((w) => w !== typo && osaDistance(typo, w) <= edits).map((w): [string, number] => [w, osaDistance(typo, w)]);
      assert.deepEqual([...found].sort(), expected.sort(), `${typo} ${edits}`);
    }
  }
});

test('the automaton is minimal: forms with the same endings share their states', () => {
  const aff = parseAff(['SET UTF-8', 'SFX S Y 1', 'SFX S 0 s .'].join('\n'));
  const stems = parseDic('3\nbat/S\ncat/S\nrat/S', aff.flags, aff.meta, 'default');
  const checker = new HunspellChecker(SPELLER_PACK.read(new Pack(compileHunspellPack(['SET UTF-8', 'SFX S Y 1', 'SFX S 0 s .'].join('\n'), '3\nbat/S\ncat/S\nrat/S').buffer as ArrayBuffer)), 'default');
  const { sections, reach } = formAutomatonSections(stems, checker.affixes, aff.meta, false, new Float32Array(3), []);
  // root -b,c,r-> one state -a-> -t-> a form -s-> a form: five states, six arcs (a trie would have 13 states).
  assert.equal(sections.kind.length, 5);
  assert.equal(sections.arc.length, 6);
  assert.ok(reach.complete && reach.crossProducts);
});

test('a compound one edit from the typo is found through the root, parts no shorter than COMPOUNDMIN', () => {
  const { fsa, checker } = automatonOf(['COMPOUNDFLAG X', 'COMPOUNDMIN 3'], ['sand/X', 'bag/X', 'ox/X', 'sandbar']);
  assert.deepEqual(walked(fsa, 'sandbqg', 1e6, true), ['sandbag']);
  assert.deepEqual(walked(fsa, 'sandbaq', 1e6, true), ['sandbag']);
  // The plain walk meets single forms only.
  assert.deepEqual(walked(fsa, 'sandbaq'), ['sandbar']);
  assert.ok(checker.check('sandbag'));
  // ox is shorter than COMPOUNDMIN: no compound starts with it, as Hunspell accepts none.
  assert.deepEqual(walked(fsa, 'oxbqg', 1e6, true), []);
  assert.ok(!checker.check('oxbag'));
});

test('after a part that used the edit, a root of many arcs is entered by its continuations alone, with the same forms and bound', () => {
  const fillers = 'cat dog elk fig gum hat ink jam kit lip mud nut owl pig rug tin urn van wig yak zip'.split(' ');
  const wide = automatonOf(['COMPOUNDFLAG X', 'COMPOUNDMIN 3'], ['sand/X', 'bag/X', ...fillers.map((w) => `${w}/X`)]).fsa;
  assert.deepEqual(walked(wide, 'sqndbag', 1e6, true), ['sandbag']);
  assert.deepEqual(walked(wide, 'sqndcat', 1e6, true), ['sandcat']);
  assert.deepEqual(walked(wide, 'sqndzip', 1e6, true), ['sandzip']);
  assert.deepEqual(walked(wide, 'sqndbqg', 1e6, true), []);
  // A bound cuts the walk where it cuts it on every run, and a larger one meets at least as much.
  const bounds = [1, 2, 4, 8, 16, 32, 64, 128].map((budget) => walked(wide, 'sqndzip', budget, true));
  assert.deepEqual(bounds, [1, 2, 4, 8, 16, 32, 64, 128].map((budget) => walked(wide, 'sqndzip', budget, true)));
  for (let i = 1; i < bounds.length; i++) assert.ok(bounds[i - 1].every((form) => bounds[i].includes(form)));
});

test('a form is a compound part by its last affix too: German linking s (Geburtstags-geschenk)', () => {
  const aff = ['COMPOUNDBEGIN x', 'COMPOUNDEND z', 'COMPOUNDPERMITFLAG c', 'COMPOUNDMIN 3', 'SFX S Y 1', 'SFX S 0 s/xc .'];
  const { fsa, checker } = automatonOf(aff, ['geburtstag/S', 'geschenk/z']);
  assert.ok(checker.check('geburtstagsgeschenk'));
  assert.deepEqual(walked(fsa, 'geburtstagsgeschenck', 1e6, true), ['geburtstagsgeschenk']);
});

test('candidate checks share a budget of compound split points; the acceptance check keeps its own', () => {
  const { checker } = automatonOf(['COMPOUNDFLAG X', 'COMPOUNDMIN 3'], ['sand/X', 'bag/X', 'box/X']);
  checker.beginCandidateSearch(1_000);
  assert.ok(checker.checkCandidate('sandbag', false));
  // Spent: the candidate checks try no more splits, and a compound candidate is no longer accepted.
  checker.beginCandidateSearch(0);
  assert.ok(!checker.checkCandidate('sandbox', false));
  assert.ok(checker.check('sandbox'));
  checker.beginCandidateSearch(1_000);
  assert.ok(checker.checkCandidate('sandbox', false));
});

test('letters outside the language are never inserted or substituted, only typed', () => {
  const { fsa } = automatonOf([], ['b2b', 'bob', 'bib'], 'abio');
  // b2b is one substitution from bxb, like bob and bib, but 2 is no letter an edit makes.
  assert.deepEqual(walked(fsa, 'bxb'), ['bib', 'bob']);
  // Typed, it is matched like any letter: b2bb has b2b one deletion away, and b2o has 2bo one swap away (after the 2,
  // which no edit may leave out, only the swap reaches it).
  assert.deepEqual(walked(fsa, 'b2bb'), ['b2b']);
  assert.deepEqual(walked(automatonOf([], ['2bo'], 'abio').fsa, 'b2o'), ['2bo']);
});

test('the work bound stops the walk, and the same typo always meets the same forms', () => {
  const { fsa } = automatonOf(AFFIXED_AFF, AFFIXED_DIC);
  const all = walked(fsa, 'hosue');
  assert.ok(fsa.walk('hosue', 1, 1e6, () => {}));
  assert.ok(!fsa.walk('hosue', 1, 8, () => {}));
  const bounded = walked(fsa, 'hosue', 8);
  assert.deepEqual(walked(fsa, 'hosue', 8), bounded);
  assert.ok(bounded.length < all.length && bounded.every((w) => all.includes(w)));
});

test('where the forms are too many, the frequent stems keep theirs, the others stay bare and are found by prefix', () => {
  // Room for 4 forms: house (the one stem in the corpus) and its plural, then the other stems bare.
  const frequencies = new Map([['house', 0.01]]);
  const aff = ['SET UTF-8', 'TRY esiouhrmp', 'SFX S Y 1', 'SFX S 0 s .'].join('\n');
  const bytes = compileHunspellPack(aff, '4\nhorse/S\nhose/S\nmouse/S\nhouse/S', { language: editingProfile('en_US'), frequencies, maxAutomatonForms: 4, maxListedForms: 0 });
  const speller = SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer));
  assert.equal(speller.meta.automatonComplete, false);
  const fsa = new FormAutomaton(speller.sections.fsa, LETTERS, speller.meta);
  assert.ok(fsa.has('houses') && fsa.has('horse') && fsa.has('mouse') && !fsa.has('mouses'));
  // The autocorrector meets the frequent stem's plural, which its word list lacks, as its best candidate.
  const ac = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('en_US').writing);
  assert.equal(ac.rank('hpuses')[0].word, 'houses');
  // A rare stem's plural is not in the automaton: its stem one edit from the typo's prefix, with the rest as typed.
  const prefixes: [string, number][] = [];
  fsa.walkPrefixes('mpuses', 1, 1e6, 3, (form, rest) => prefixes.push([form, rest]));
  assert.deepEqual(prefixes, [['mouse', 5]]);
  assert.equal(ac.correct('mpuses'), 'mouses');
  assert.equal(ac.correct('horsws'), 'horses');
});

test('where prefix + suffix forms are too many, a slip after a cross prefix is found in the suffixed form (Arabic ال)', () => {
  // 8 forms with cross products, 6 without: room for 7 leaves replays and rehouses out of the automaton.
  const aff = ['SET UTF-8', 'TRY esiouhrmpaly', 'PFX R Y 1', 'PFX R 0 re .', 'SFX S Y 1', 'SFX S 0 s .'].join('\n');
  const bytes = compileHunspellPack(aff, '2\nplay/RS\nhouse/RS', { language: editingProfile('en_US'), maxAutomatonForms: 7, maxListedForms: 0 });
  const speller = SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer));
  assert.ok(speller.meta.automatonComplete && !speller.meta.automatonCrossProducts);
  assert.ok(!new FormAutomaton(speller.sections.fsa, LETTERS, speller.meta).has('replays'));
  const ac = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('en_US').writing);
  assert.equal(ac.correct('replaus'), 'replays');
  assert.equal(ac.correct('rehousrs'), 'rehouses');
});

test('where only the frequent stems keep their forms, a slip after any prefix is found in the bare stem (Hebrew ה)', () => {
  const aff = ['SET UTF-8', 'TRY esiouhrmpaly', 'PFX R N 1', 'PFX R 0 re .', 'SFX S N 1', 'SFX S 0 s .'].join('\n');
  const bytes = compileHunspellPack(aff, '3\nplay/RS\nhouse/RS\nmouse/RS', { language: editingProfile('en_US'), frequencies: new Map([['play', 0.01]]), maxAutomatonForms: 3, maxListedForms: 0 });
  const speller = SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer));
  assert.equal(speller.meta.automatonComplete, false);
  assert.ok(!new FormAutomaton(speller.sections.fsa, LETTERS, speller.meta).has('remouse'));
  const ac = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('en_US').writing);
  assert.equal(ac.correct('remousr'), 'remouse');
});

test('a rare stem held bare, typed without marks with its ending, is read with marks on both (Hungarian)', () => {
  // Room for 2 forms: kép and képek (the one stem in the corpus), then the other stems bare.
  const frequencies = new Map([['kép', 0.01]]);
  const aff = ['SET UTF-8', 'TRY aáeéioóöőuúüű', 'SFX K Y 1', 'SFX K 0 ék .'].join('\n');
  const bytes = compileHunspellPack(aff, '2\nkép/K\nkört/K', { language: editingProfile('hu_HU'), frequencies, maxAutomatonForms: 3, maxListedForms: 0 });
  assert.equal(SPELLER_PACK.read(new Pack(bytes.buffer as ArrayBuffer)).meta.automatonComplete, false);
  const ac = new Autocorrector(new Pack(bytes.buffer as ArrayBuffer), editingProfile('hu_HU').writing);
  // "körtek": the bare stem kört read with its mark, then the ending read with one: körték.
  assert.equal(ac.correct('kortek'), 'körték');
  // A typo with a mark is no word typed without them: its rest is not read with marks (a slip is looked for instead).
  assert.notEqual(ac.correct('körtek'), 'körték');
});

test('a walk stopped from its callback reports no form after that one, and the next walk runs whole', () => {
  const { fsa } = automatonOf(AFFIXED_AFF, AFFIXED_DIC);
  const all = walked(fsa, 'hosue');
  assert.ok(all.length >= 2, `${all}`);
  const met: string[] = [];
  fsa.walk('hosue', 1, 1e6, (form) => {
    met.push(form);
    fsa.stop();
  });
  assert.equal(met.length, 1);
  assert.ok(all.includes(met[0]));
  assert.deepEqual(walked(fsa, 'hosue'), all);
});
