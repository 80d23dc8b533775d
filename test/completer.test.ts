// Autocomplete engine: behaviours pinned on a tiny model built here, then every language's real pack end to end.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { buildCompleter, compileCompleter, type CompleterInput } from '../data/compile-completer.ts';
import { loadDictionary } from '../data/completer-dictionary.ts';
import { buildFormAutomaton } from '../data/completer-forms.ts';
import { UnlistedForms } from '../data/completer-unlisted.ts';
import { EndingShares, endingOf } from '../data/completer-endings.ts';
import { presageWords } from '../data/completer-presage.ts';
import { NUMBER_WORD, segmentText } from '../data/completer-tokenize.ts';
import { catalogueText, readCommonWords, readGameText, readGettextCatalog, UFOAI, WESNOTH } from '../data/completer-sources.ts';
import { editingProfile } from '../languages/registry.ts';
import { languagesToBuild } from '../data/build-languages.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { encodePack } from '../data/pack-writer.ts';
import { FormCompleter, LEVELS, LEVELS_PER_BIT } from '../engines/complete-forms.ts';
import { buildRangeBest, rangeScratch, rangeTopK } from '../engines/complete-range-best.ts';
import { apostropheSpeller, isWordCode } from '../engines/complete-text.ts';
import { MAX_SUGGESTIONS } from '../engines/complete-candidates.ts';
import { COST_SCALE, costProbability } from '../engines/complete-vocabulary.ts';
import { Completer } from '../engines/completer.ts';
import { COMPLETER_PACK } from '../engines/completer-pack.ts';
import { Pack } from '../engines/pack.ts';
import type { ContentsOf } from '../engines/pack-layout.ts';

function packOf(bytes: Uint8Array): Pack {
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return new Pack(shared);
}

/** The engine over the pack the compile step would write, for the language it was built for. */
function completerOf(built: ContentsOf<typeof COMPLETER_PACK>): Completer {
  return new Completer(packOf(encodePack(COMPLETER_PACK, built.meta, built.sections)), editingProfile(built.meta.code).writing);
}

const TEXT = [
  'Thank you very much. Thank you very much for the help.',
  'Hello there, hello again. We went to Paris in May. Paris is helpful and Paris was lovely.',
  'The helicopter landed. The helicopter left. The help arrived. We helped them. Thank you very much indeed.',
  'She said hello and he said hello too. The NASA team helped. NASA called. We like Paris very much.',
].join('\n');

/** A completer built from running text and, where given, other sources (word lists, bigram lists). */
function textCompleter(code: string, text: string, sources: Partial<CompleterInput> = {}): Completer {
  const built = buildCompleter(editingProfile(code), { text, kinText: '', counts: new Map(), ranked: [], lowerCounts: null, dictionary: null, bigrams: [], ...sources });
  assert.ok(built);
  return completerOf(built);
}

describe('completer on a tiny model', () => {
  const completer = textCompleter('en_US', TEXT);

  it('finishes the current word, best first', () => {
    const got = completer.complete('We went to the hel');
    assert.ok(got.includes('lo'), JSON.stringify(got));
    assert.ok(got.includes('icopter'), JSON.stringify(got));
  });

  it('predicts the next word after a space, without a leading space', () => {
    assert.equal(completer.complete('Thank you very ')[0], 'much');
    assert.equal(completer.complete('Thank you very - ')[0], 'much');
  });

  it('offers a completion of one letter', () => {
    // "Paris" is the likeliest word after "to"; one letter left is still the rest of the word.
    assert.equal(completer.complete('We went to Pari')[0], 's');
  });

  it('finishes no word of an e-mail address or a web address', () => {
    for (const text of ['Write to paris@we', 'See https://www.we', 'See www.we', 'http://we']) assert.deepEqual(completer.complete(text), [], text);
    // A slash alone is no address: "and/or" is text.
    assert.deepEqual(completer.complete('We/we'), completer.complete('We we'));
  });

  it('answers a text the same whatever was asked before it', () => {
    const fresh = textCompleter('en_US', TEXT);
    const cold = ['Thank you very ', 'He', 'We went to the hel'].map((t) => fresh.complete(t));
    for (const t of ['Thank you very', 'H', 'We went to the he']) completer.complete(t);
    assert.deepEqual(['Thank you very ', 'He', 'We went to the hel'].map((t) => completer.complete(t)), cold);
  });

  it('offers the next word with a leading space after a complete word', () => {
    const got = completer.complete('Thank you very');
    assert.ok(got.includes(' much'), JSON.stringify(got));
    assert.ok(got.every((s) => !s.startsWith('  ')));
  });

  it('capitalizes at a sentence start and keeps proper nouns', () => {
    assert.ok(completer.complete('It was fine. Th').includes('ank'));
    const next = completer.complete('It was fine. ');
    assert.ok(next.length > 0 && next.every((s) => s[0] === s[0].toUpperCase()), JSON.stringify(next));
    assert.ok(completer.complete('we went to ').includes('Paris'));
    assert.ok(completer.complete('we like par').includes('is'));
    // An acronym cannot be finished from a lower-case prefix, but can from an upper-case one.
    assert.ok(!completer.complete('the na').includes('sa'));
    assert.ok(completer.complete('the NA').includes('SA'));
  });

  it('follows an all-caps prefix', () => {
    assert.ok(completer.complete('HEL').includes('LO'), JSON.stringify(completer.complete('HEL')));
  });

  it('writes in capitals after two words typed so, the next word and a single capital typed too', () => {
    assert.equal(completer.complete('THANK YOU VERY ')[0], 'MUCH');
    assert.equal(completer.complete('THANK YOU VERY M')[0], 'UCH');
    assert.ok(completer.complete('THANK YOU VERY').includes(' MUCH'), JSON.stringify(completer.complete('THANK YOU VERY')));
    // One word in capitals is an acronym or a shout, and a small letter ends the capitals.
    assert.equal(completer.complete('thank YOU very ')[0], 'much');
    assert.equal(completer.complete('THANK YOU VERY m')[0], 'uch');
    assert.equal(completer.complete('I ')[0], completer.complete('I ')[0].toLowerCase());
  });

  it('returns nothing for nothing worth proposing', () => {
    assert.deepEqual(completer.complete(''), []);
    assert.deepEqual(completer.complete('xqzt'), []);
    assert.deepEqual(completer.complete('in 1999'), []);
  });

  it('returns at most MAX_SUGGESTIONS distinct, non-empty suffixes, deterministically', () => {
    for (const text of ['h', 'Thank you very', 'The ', 'we', 'Paris', 'he said hello, ']) {
      const got = completer.complete(text);
      assert.ok(got.length <= MAX_SUGGESTIONS);
      assert.equal(new Set(got).size, got.length);
      assert.ok(got.every((s) => s.trim().length > 0));
      assert.deepEqual(completer.complete(text), got);
    }
  });

  it('reads the context across a dash standing alone', () => {
    assert.deepEqual(completer.complete('Thank you very - '), completer.complete('Thank you very — '));
    assert.equal(completer.complete('Thank you very - ')[0], 'much');
  });

  it('predicts after an opening mark without a leading space', () => {
    const got = completer.complete('Thank you very (');
    assert.ok(got.length > 0 && got.every((s) => !s.startsWith(' ')), JSON.stringify(got));
  });

  it('predicts after clause punctuation with a leading space', () => {
    const got = completer.complete('Thank you,');
    assert.ok(got.length > 0 && got.every((s) => s.startsWith(' ')), JSON.stringify(got));
  });
});

describe('numbers and addresses in the text', () => {
  const completer = textCompleter(
    'en_US',
    'We waited 10 minutes. It took 3.5 minutes. The trip took 20 minutes and the rest of the day. The day was long, the day was warm.',
  );

  it('are cut as the engine reads them: one context word, separators and runs of numbers included', () => {
    const [segment] = segmentText('It took 3.5 or 10 000 hours, 10:30 to 12,500 in the 1990s');
    assert.deepEqual(segment.words, ['It', 'took', NUMBER_WORD, 'or', NUMBER_WORD, 'hours', NUMBER_WORD, 'to', NUMBER_WORD, 'in', 'the', NUMBER_WORD]);
  });

  it('leave no word of an e-mail or web address in the text', () => {
    assert.deepEqual(
      segmentText('See http://www.heise.de/tp/10/1.html or mail a@b.de today, www.x.org too').map((s) => s.words),
      [['See'], ['or', 'mail'], ['today'], ['too']],
    );
  });

  it('predict what follows numbers, and finish it', () => {
    assert.equal(completer.complete('I slept 8 ')[0], 'minutes');
    assert.equal(completer.complete('I slept 8 mi')[0], 'nutes');
    assert.equal(completer.complete('The ')[0], 'day');
  });

  it('read any number, with its separators and in runs, as one', () => {
    for (const text of ['I slept 1,000 ', 'I slept 2.5 ', 'I slept 10 000 ', 'I slept 8 - ', 'I slept 8h '])
      assert.deepEqual(completer.complete(text), completer.complete('I slept 8 '), text);
  });
});

describe('word characters', () => {
  it('are letters, marks, apostrophes and hyphens, for every UTF-16 code unit (fast paths included)', () => {
    const wordClass = /[\p{L}\p{M}'’-]/u;
    for (let c = 0; c < 0x10000; c++) assert.equal(isWordCode(c), wordClass.test(String.fromCharCode(c)), c.toString(16));
  });
});

describe("the text's earlier words", () => {
  const completer = textCompleter('en_US', TEXT);

  it('finish a name typed before that the vocabulary lacks, as it was written', () => {
    assert.deepEqual(completer.complete('We met Zorblat. Then zor'), ['blat']);
    assert.deepEqual(completer.complete('We met Zorblat. Then ZOR'), ['BLAT']);
  });

  it('never offer again a word written small that neither the vocabulary nor the dictionary holds (a typo)', () => {
    assert.deepEqual(completer.complete('I sent teh letter. Then te'), completer.complete('Then te'));
  });

  it('are read from the last few sentences only', () => {
    assert.ok(completer.complete('We met Heliod. We went to the hel').includes('iod'));
    const far = 'We met Heliod. ' + 'We went to Paris. '.repeat(20) + 'We went to the hel';
    assert.ok(!completer.complete(far).includes('iod'));
  });
});

describe('web bigrams', () => {
  it("leave out words the web uses far more than the encyclopedic counts (the web's own)", () => {
    const counts = new Map([['lovely', 100], ['spam', 1]]);
    const lowerCounts = new Map([['lovely', 100], ['spam', 100]]);
    const webBigrams: [string, string, number][] = [['very', 'lovely', 1000], ['very', 'spam', 1000]];
    const got = textCompleter('en_US', TEXT, { counts, lowerCounts, webBigrams }).complete('It is very ');
    // Counted, spam would tie with lovely; it comes from the unigram back-off alone.
    assert.equal(got[0], 'lovely');
    assert.ok(got.indexOf('spam') > got.indexOf('much'), JSON.stringify(got));
  });

  it('count a pair however small its share of the list ("kind regards" beside "kind of")', () => {
    const counts = new Map([['hello', 1000], ['help', 1000], ['helium', 1]]);
    const rankOfHelium = (webBigrams: [string, string, number][]) =>
      textCompleter('en_US', TEXT, { counts, lowerCounts: counts, webBigrams }).complete('It is very hel').indexOf('ium');
    const alone = rankOfHelium([['of', 'the', 1e9]]);
    const after = rankOfHelium([['very', 'helium', 1], ['of', 'the', 1e9]]);
    assert.ok(after >= 0 && after < alone, `${after} ${alone}`);
  });
});

describe("a name's word (written small elsewhere, with a capital inside a sentence)", () => {
  const text = [
    'We flew to New York. They moved to New York. She loves New York.',
    'I bought a new car. He has a new job. A new day began. The new car is red. We need a new plan.',
  ].join('\n');
  const bigrams: [string, string, number][] = [['New', 'Zealand', 50]];

  it('is followed by what follows the name only when typed so', () => {
    const built = buildCompleter(editingProfile('en_US'), { text, kinText: '', counts: new Map(), ranked: ['Zealand'], lowerCounts: null, dictionary: null, bigrams: [{ pairs: bigrams, tokens: 50 }] });
    assert.ok(built && built.sections.names);
    const completer = completerOf(built);
    // York and Zealand come only from the unigram back-off there, after the word that follows "new" most.
    assert.equal(completer.complete('I bought a new ')[0], 'car');
    assert.deepEqual(completer.complete('I went to New ').slice(0, 2).sort(), ['York', 'Zealand']);
    // Words of the back-off, not of the name's row, keep their own case.
    assert.ok(completer.complete('I went to New ').includes('car'), JSON.stringify(completer.complete('I went to New ')));
    assert.equal(completer.complete('We went to New Y')[0], 'ork');
    // A capital at the sentence start says nothing: the word's own followers.
    assert.equal(completer.complete('New ')[0], 'car');
  });
});

describe("a name's row beside the text's own capital pairs", () => {
  it('weighs a list of names as its share of the text the list counts, not as a text of names alone', () => {
    const text = [
      'Życzę wam szczęśliwego Nowego Roku. Szczęśliwego Nowego Roku życzy cała rodzina.',
      'Mam nowego psa. Kupiłem nowego kota. W tym roku byłem w domu. W zeszłym roku też.',
    ].join('\n');
    // Onboard's Polish names: 1.3M of its 89M words.
    const pairs: [string, string, number][] = [['Nowego', 'Jorku', 3443], ['Nowego', 'Testamentu', 2124], ['Nowego', 'Miasta', 415], ['Nowego', 'Sącza', 362]];
    const ranked = ['Jorku', 'testamentu', 'miasta', 'Sącza'];
    const completer = textCompleter('pl_PL', text, { ranked, bigrams: [{ pairs, tokens: 88_787_952 }] });
    assert.ok(completer.complete('Życzę wam szczęśliwego Nowego ').slice(0, 3).includes('Roku'), JSON.stringify(completer.complete('Życzę wam szczęśliwego Nowego ')));
    assert.equal(completer.complete('Lecę do Nowego ')[0], 'Jorku');
  });

  it('reads a capital after a capital as the word where the text goes on after the two ("Szczęśliwego Nowego ")', () => {
    const text = [...Array(3)].map(() => 'Życzę wam szczęśliwego Nowego Roku. Mam nowego psa. Kupiłem nowego kota. W tym roku byłem w domu.').join('\n');
    const pairs: [string, string, number][] = [['Nowego', 'Jorku', 3443], ['Nowego', 'Testamentu', 2124]];
    const completer = textCompleter('pl_PL', text, { ranked: ['Jorku', 'testamentu'], bigrams: [{ pairs, tokens: 88_787_952 }] });
    assert.equal(completer.complete('Szczęśliwego Nowego ')[0].toLowerCase(), 'roku', JSON.stringify(completer.complete('Szczęśliwego Nowego ')));
    assert.equal(completer.complete('Lecę do Nowego ')[0], 'Jorku');
  });

  it('goes on a title-case run in title case, with the word the text wrote so after it, and keeps lower case small', () => {
    const text = [...Array(3)].map(() => 'Życzę wam szczęśliwego Nowego Roku. Mam nowego psa. Kupiłem nowego kota. W tym roku byłem w domu.').join('\n');
    const pairs: [string, string, number][] = [['Nowego', 'Jorku', 3443], ['Nowego', 'Testamentu', 2124]];
    const completer = textCompleter('pl_PL', text, { ranked: ['Jorku', 'testamentu'], bigrams: [{ pairs, tokens: 88_787_952 }] });
    assert.equal(completer.complete('Szczęśliwego Nowego ')[0], 'Roku', JSON.stringify(completer.complete('Szczęśliwego Nowego ')));
    assert.equal(completer.complete('szczęśliwego nowego ')[0], 'roku');
    assert.equal(completer.complete('Lecę do Nowego ')[0], 'Jorku');
  });

  it('counts a greeting whose first word is capitalized by the sentence alone ("Happy New Year!")', () => {
    const text = [...Array(3)].map(() => 'Happy New Year! It was a good year. I moved to New York. I bought a new car for the trip.').join('\n');
    const pairs: [string, string, number][] = [['New', 'York', 5000], ['New', 'Zealand', 1400]];
    const completer = textCompleter('en_US', text, { ranked: ['York', 'Zealand', 'car', 'year'], bigrams: [{ pairs, tokens: 1_000_000 }] });
    assert.equal(completer.complete('Happy New ')[0], 'Year', JSON.stringify(completer.complete('Happy New ')));
    assert.equal(completer.complete('I moved to New ')[0], 'York');
  });
});

describe('a word typed whole with the other case inside a sentence', () => {
  it('weighs its next words as little as completions of that case', () => {
    const text = [
      'Wir sind in der Stadt. Er wohnt in der Stadt. Sie lebt in der Stadt. Er ist in der Schule.',
      'Wir lesen den Inhalt. Der Inhalt ist gut.',
    ].join('\n');
    const completer = textCompleter('de_DE', text);
    // "In" inside a sentence begins a noun; "in der" is not what a German typing it means.
    assert.equal(completer.complete('Wir lesen den In')[0], 'halt');
    assert.equal(completer.complete('Wir sind in')[0], ' der');
  });
});

describe('a next word written small elsewhere', () => {
  it('takes the capital it has after its word, from the running text, else from a list of names', () => {
    const text = [
      'The union met. A union grew. The empire fell. An empire rose. The empire grew.',
      'They joined the European Union. Britain left the European Union.',
      'The great union held. A great union grew.',
    ].join('\n');
    const bigrams: [string, string, number][] = [['Roman', 'Empire', 50], ['great', 'Union', 50]];
    const completer = textCompleter('en_US', text, { ranked: ['Roman', 'European'], bigrams: [{ pairs: bigrams, tokens: 100 }] });
    assert.equal(completer.complete('They love the European ')[0], 'Union');
    assert.equal(completer.complete('They saw the Roman ')[0], 'Empire');
    // The text writes it small after "great" twice: the list's capital is outvoted.
    assert.equal(completer.complete('They saw the great ')[0], 'union');
    assert.ok(completer.complete('They saw an ').includes('empire'));
  });

  it("reads no name in a list's title case: a word the text writes small all but always", () => {
    const text = [...Array(25)].map(() => 'Es la casa de la madre.').join(' ') + ' Las naciones crecen. Las naciones viven.';
    const bigrams: [string, string, number][] = [['Naciones', 'De', 50], ['Naciones', 'Unidas', 50]];
    const got = textCompleter('es_ES', text, { ranked: ['Unidas'], bigrams: [{ pairs: bigrams, tokens: 100 }] }).complete('Hablan las Naciones ');
    assert.equal(got[0], 'Unidas');
    assert.ok(!got.includes('De'), JSON.stringify(got));
  });
});

describe('completer on a tiny eliding language (Italian)', () => {
  const text = ["L'uomo ride. L'uomo canta. Vedo l'uomo e l'amico.", "Dell'amico parlo. L'amico ride."].join('\n');
  const completer = textCompleter('it_IT', text);

  it('finishes the word after the apostrophe, with the elided article as context', () => {
    assert.ok(completer.complete("Vedo l'u").includes('omo'));
    assert.ok(completer.complete("Vedo l'").includes('uomo'));
  });

  it('offers the apostrophe and the next word after a typed elided head', () => {
    assert.ok(completer.complete('Vedo l').includes("'uomo"));
    assert.ok(completer.complete('Canta. L').includes("'uomo"));
  });

  it('reads a question mark between letters as a lost apostrophe', () => {
    assert.ok(textCompleter('it_IT', 'Vedo l?uomo. L?uomo canta.').complete("Vedo l'").includes('uomo'));
  });

  it('never proposes an elided article on its own', () => {
    assert.ok(!completer.complete('Vedo ').some((s) => s.endsWith("'")));
    assert.ok(!completer.complete('Vedo').some((s) => s.endsWith("'")));
  });
});

describe("final accents typed as apostrophes (Italian perche', e')", () => {
  const text = ['Non so perché lui ride. Il cielo è blu. Il mare è blu.', "Perché ride? Lui è qui. Non so perché. C'è il sole. Non c'è il mare."].join('\n');
  const completer = textCompleter('it_IT', text);

  it('offers the apostrophe that ends the word', () => {
    assert.equal(completer.complete('Non so perche')[0], "'");
    assert.ok(completer.complete('Il mare e').includes("'"));
    assert.ok(completer.complete('Perche').includes("'"));
  });

  it('reads the word so typed as the accented one: the next words after it, and the context after a space', () => {
    const after = completer.complete('Il cielo è ');
    assert.ok(after.includes('blu'));
    // The text types its accents so: the suggestions' are written so too.
    const withApostrophe = apostropheSpeller(editingProfile('it_IT').writing);
    const typedSo = (suggestions: string[]) => suggestions.map((s) => withApostrophe(s) ?? s);
    assert.deepEqual(completer.complete("Il cielo e' "), typedSo(after));
    assert.deepEqual(completer.complete("Il cielo e'"), typedSo(after).map((s) => ' ' + s));
    assert.deepEqual(completer.complete("Non c'e' "), typedSo(completer.complete("Non c'è ")));
    assert.ok(completer.complete("Non c'e' ").includes('il'));
  });

  it('only where the language writes accents so', () => {
    assert.ok(!textCompleter('fr_FR', 'Il est là. Elle est là.').complete('Il est la').includes("'"));
    assert.deepEqual(textCompleter('fr_FR', 'Il est là. Elle est là.').complete('Il est l'), ['à']);
  });

  it("spells a final accent as the vowel and an apostrophe, in the accent's case, where the language does", () => {
    const withApostrophe = apostropheSpeller(editingProfile('it_IT').writing);
    assert.deepEqual(['perché', 'È', 'più', 'casa'].map(withApostrophe), ["perche'", "E'", "piu'", null]);
    assert.equal(apostropheSpeller(editingProfile('fr_FR').writing)('là'), null);
  });

  it('writes a final accent as the text does: the accent, the apostrophe, or both where it shows neither', () => {
    assert.deepEqual(completer.complete('Il cielo è blu, non so perch'), ['é']);
    assert.deepEqual(completer.complete("Il cielo e' blu, non so perch"), ["e'"]);
    assert.deepEqual(completer.complete('Non so perch'), ['é', "e'"]);
    assert.deepEqual(completer.complete('Il cielo ').slice(0, 2), ['è', "e'"]);
    assert.ok(!completer.complete('Il mare è blu. Il cielo ').includes("e'"));
    // A word written with its apostrophe ("po'") or a closing quote says nothing of the style.
    assert.deepEqual(completer.complete("Disse 'blu', non so perch"), ['é', "e'"]);
  });
});

describe('text typed without diacritics (Polish on a keyboard without them)', () => {
  const text = ['Dziękuję bardzo. Co słychać? Dziękuję ślicznie.', 'Dziękuję za pomoc. Co słychać u ciebie? Dziękuję ślicznie. Lubię slalom. Co slalom?'].join('\n');
  const completer = textCompleter('pl_PL', text);

  it('finishes a word that only its reading with marks begins, without the marks', () => {
    assert.equal(completer.complete('Co slych')[0], 'ac');
    assert.equal(completer.complete('dziekuj')[0], 'e');
    // In text typed so, a word its plain letters begin too: both.
    assert.ok(completer.complete('Dziekuje, co sl').includes('ychac'));
    assert.ok(completer.complete('Dziekuje, co sl').includes('alom'));
    assert.deepEqual(completer.complete('co sl'), ['alom']);
  });

  it('reads a context word without marks as the word, and writes the next words as the text does', () => {
    assert.ok(completer.complete('Dziekuje ').includes('slicznie'));
    assert.ok(completer.complete('Dziękuję ').includes('ślicznie'));
    // An earlier word than the two the model reads says so as well.
    assert.ok(completer.complete('Dziekuje za co s').includes('lychac'));
    assert.ok(completer.complete('Dziękuję za co s').includes('łychać'));
  });

  it('leaves text typed with marks as it is', () => {
    assert.equal(completer.complete('Co słych')[0], 'ać');
    // A text with marks elsewhere keeps them in what follows a context word typed without.
    assert.ok(completer.complete('Ślicznie. Dziekuje ').includes('ślicznie'));
  });
});

describe("letters a language's typists spell out (German ue for ü, ss for ß)", () => {
  const text = ['Viele Grüße aus München. Danke für Ihre Hilfe. Schöne Grüße aus München.', 'Schöne Grüße. Danke für Ihre Mühe. Grüße aus Köln.'].join('\n');
  const completer = textCompleter('de_DE', text);

  it('finishes a word typed with a letter spelled out, spelled so to its end', () => {
    assert.deepEqual(completer.complete('Viele Gruess'), ['e']);
    assert.deepEqual(completer.complete('Viele Gruesse aus Muen'), ['chen']);
    // A typed letter that begins a spelled-out one ("u" of "ue") is read so too.
    assert.ok(completer.complete('Schoene Gru').includes('esse'));
  });

  it('reads a context word so typed as the word, and writes the next words as the text does', () => {
    assert.equal(completer.complete('Danke fuer ')[0], 'Ihre');
    assert.equal(completer.complete('Schoene ')[0], 'Gruesse');
  });

  it('reads ß typed as ss in a text with marks, and writes it so (Swiss German)', () => {
    assert.deepEqual(completer.complete('Schöne Grüs'), ['se']);
    assert.equal(completer.complete('Schöne Grüsse. Viele Gr')[0], 'üsse');
  });

  it('leaves text typed with marks as it is', () => {
    assert.equal(completer.complete('Schöne ')[0], 'Grüße');
    assert.deepEqual(completer.complete('Viele Grü'), ['ße']);
  });
});

describe('completer on a tiny compounding language (German)', () => {
  const text = [
    'Der Staat ist groß. Das System läuft. Das System steht.',
    'Die Tür ist zu. Das Haus ist alt. Der Staat zahlt. Die Tür und das Haus.',
    'Die Erde ist rund. Die Erde dreht sich. Die Herrschaft endet. Die Herrschaft beginnt.',
  ].join('\n');
  const completer = textCompleter('de_DE', text);

  it('finishes an unknown compound as its known head and a word, after a linking s too', () => {
    assert.deepEqual(completer.complete('Das Haust'), ['ür']);
    assert.deepEqual(completer.complete('Die Staatssy'), ['stem']);
    assert.ok(completer.complete('Der Staatss').includes('ystem'));
  });

  it('reads a head whose final e the compound drops ("Erd|herrschaft")', () => {
    assert.deepEqual(completer.complete('Die Erdherrsch'), ['aft']);
  });

  it('splits no word in a language that does not compound', () => {
    const english = textCompleter('en_US', 'The house is old. The house is new. The system runs. The system stops.');
    assert.deepEqual(english.complete('The housesy'), []);
  });
});

describe("the back-off's word endings: a word the context never preceded", () => {
  /** Each case: the language, its text, and for two contexts the completion that should come before the other. */
  const cases: { name: string; code: string; text: string[]; order: [context: string, first: string, second: string][] }[] = [
    {
      // After "s" the text shows words in "-ou", after "bez" words in "-y" (often enough to outweigh the classes'
      // prior), but never "zábava" after either.
      name: "ranks by how its ending follows the context word's ending (Czech)",
      code: 'cs_CZ',
      text: [
        ...Array<string>(60).fill('Šel s omluvou. Šel s pravdou. Šel s láskou. Šel bez omluvy. Šel bez pravdy. Šel bez lásky.'),
        'Byla to zábavy plná noc. Žádné zábavy nebylo. Konec zábavy přišel. Hodně zábavou nazval. Tak zábavou skončil.',
      ],
      order: [['Šel s záb', 'avou', 'avy'], ['Šel bez záb', 'avy', 'avou']],
    },
    {
      // "io" and "mio" end alike, so they share a class; after "io" the text shows verbs in "-lo", after "mio" nouns
      // in "-re". "zabare" is the more frequent word.
      name: 'ranks by how its ending follows that very context word when it is a frequent one, not only its class (Italian)',
      code: 'it_IT',
      text: [
        ...Array<string>(60).fill('Io parlo. Io ballo. Io canto. Il mio amore. Il mio cuore. Il mio nome.'),
        'Un zabare qui. Un zabare là. Un zabare ora. Un zabare poi. Un zabalo qui. Un zabalo là.',
      ],
      order: [['Io zab', 'alo', 'are'], ['Il mio zab', 'are', 'alo']],
    },
  ];
  for (const { name, code, text, order } of cases) {
    it(name, () => {
      const completer = textCompleter(code, text.join('\n'));
      for (const [context, first, second] of order) {
        const answer = completer.complete(context);
        assert.ok(answer.includes(first) && answer.indexOf(first) < answer.indexOf(second), `${context}: ${JSON.stringify(answer)}`);
      }
    });
  }
});

/** The pack of Czech `text` with a dictionary of `lemmas` ([stem, forms]) that accepts every word. */
function czechWithLemmas(text: string, lemmas: [string, string[]][]): ContentsOf<typeof COMPLETER_PACK> {
  const built = buildCompleter(editingProfile('cs_CZ'), {
    text,
    kinText: '',
    counts: new Map(),
    ranked: [],
    lowerCounts: null,
    dictionary: { stems: lemmas.map(([stem]) => stem), inflections: () => lemmas, accepts: () => true },
    bigrams: [],
  });
  assert.ok(built);
  return built;
}

/** Czech with the lemmas "omluva" (one form counted), "zdravit" (one) and "zzzzzz" (none). */
const czechForms = () =>
  czechWithLemmas('Bez omluvy odešel. Bez omluvy přišel. Zdravím vás.', [
    ['omluva', ['omluva', 'omluvy', 'omluvou']],
    ['zdravit', ['zdravit', 'zdravím', 'zdravíme', 'zdravili']],
    ['zzzzzz', ['zzzzzz', 'zzzzzzu']],
  ]);

describe('dictionary inflections', () => {
  it('adds unseen forms of counted dictionary words below the counted ones', () => {
    const text = 'We walk home. We walk home. They walk far.';
    const built = buildCompleter(editingProfile('en_US'), {
      text,
      kinText: '',
      counts: new Map(),
      ranked: [],
      lowerCounts: null,
      dictionary: {
        stems: ['walk'],
        inflections: () => [['walk', ['walk', 'walked', 'walking', 'walks']]],
        accepts: (word) => word.startsWith('walk'),
      },
      bigrams: [],
    });
    assert.ok(built);
    const completer = completerOf(built);
    assert.ok(completer.complete('we wal').includes('king'));
    // The counted form comes before the unseen ones.
    assert.equal(completer.complete('wa')[0], 'lk');
  });

  it('adds unseen forms of a lemma whose stem is never written but another form is counted', () => {
    // Czech "omluva": the text has only "omluvy"; "omluvou" comes from the stem's rules.
    const completer = completerOf(czechForms());
    assert.ok(completer.complete('s omluv').includes('ou'), JSON.stringify(completer.complete('s omluv')));
  });

  /** A completer whose dictionary accepts the words that start with "walk" and nothing else. */
  const walkCompleter = (text: string, ranked: string[]) => {
    const built = buildCompleter(editingProfile('en_US'), {
      text,
      kinText: '',
      counts: new Map(),
      ranked,
      lowerCounts: null,
      dictionary: { stems: ['walk'], inflections: () => [], accepts: (word) => word.startsWith('walk') },
      bigrams: [],
    });
    assert.ok(built);
    return completerOf(built);
  };

  it('keeps a ranked-list word only when another source or the dictionary vouches for it', () => {
    const completer = walkCompleter('We walk home. We walk home.', ['walkers', 'wxyzzy']);
    assert.ok(completer.complete('the walke').includes('rs'));
    assert.deepEqual(completer.complete('the wxy'), []);
  });
  it('keeps a word the running text shows once only when the dictionary accepts it', () => {
    const completer = walkCompleter('We walk home. We walk home. The walkway and the wxyzzy.', []);
    assert.ok(completer.complete('the walkw').includes('ay'));
    assert.deepEqual(completer.complete('the wxy'), []);
  });
});

describe('unlisted dictionary forms', () => {
  it('finishes a form the vocabulary does not list, through the pack', () => {
    // "zzzzzzu" is a form of a lemma no text counts: left out of the vocabulary, completable from the form automaton.
    const built = czechForms();
    assert.ok(built.sections.forms);
    const completer = completerOf(built);
    assert.ok(completer.complete('to zzzzz').includes('zu'), JSON.stringify(completer.complete('to zzzzz')));
    // The stem no text counts is one of the lemma's forms, too.
    assert.deepEqual(completer.complete('to zzzz').sort(), ['zz', 'zzu']);
  });

  it("ranks unlisted forms by how their ending follows the context word's ending", () => {
    // "zábava" is in no text: its forms come from the automaton, classed by their endings like vocabulary words.
    const lemmas: [string, string[]][] = ['omluva', 'pravda', 'láska', 'zábava'].map((stem) => [stem, [stem, stem.slice(0, -1) + 'y', stem.slice(0, -1) + 'ou']]);
    const text = Array<string>(60).fill('Šel s omluvou. Šel s pravdou. Šel s láskou. Šel bez omluvy. Šel bez pravdy. Šel bez lásky.');
    const completer = completerOf(czechWithLemmas(text.join('\n'), lemmas));
    const forms = (text: string) => completer.complete(text).filter((rest) => rest === 'avou' || rest === 'avy');
    assert.deepEqual(forms('Šel s záb'), ['avou', 'avy']);
    assert.deepEqual(forms('Šel bez záb'), ['avy', 'avou']);
  });

  it('reads a pack without a dictionary: no forms', () => {
    const built = buildCompleter(editingProfile('en_US'), { text: TEXT, kinText: '', counts: new Map(), ranked: [], lowerCounts: null, dictionary: null, bigrams: [] });
    assert.equal(built?.sections.forms, null);
  });

  /** Unlisted forms as one lemma each makes them: [written form, probability]. */
  const unlistedOf = (forms: [string, number][]) => {
    const unlisted = new UnlistedForms();
    for (const [written, p] of forms) unlisted.add(written.toLowerCase(), written, p);
    return unlisted;
  };
  const probability: [string, number][] = [
    ['zdravíme', 2 ** -20],
    ['zdravit', 2 ** -21],
    ['zdravili', 2 ** -22],
    ['zdraví', 2 ** -30],
    ['zdravě', 2 ** -90],
    ['Praha', 2 ** -23],
    ['Praze', 2 ** -24],
  ];
  const built = buildFormAutomaton(unlistedOf(probability), (k) => k[0].toUpperCase() + k.slice(1));
  assert.ok(built);
  const forms = new FormCompleter(built.sections, built.formCost);
  const completions = (key: string, max = 10, floor = 0) => {
    const out: [rest: string, log2p: number, capitalized: boolean][] = [];
    forms.complete(key, max, floor, (rest, level, capitalized) => out.push([rest, Math.log2(forms.probability(level)), capitalized]));
    return out;
  };

  it('meets the likeliest forms under a prefix first, each on the probability scale it was given', () => {
    const got = completions('zdrav');
    assert.deepEqual(got.map(([rest]) => rest), ['íme', 'it', 'ili', 'í', 'ě']);
    assert.deepEqual(got.slice(0, 4).map(([, log2p]) => log2p), [-20, -21, -22, -30]);
    // Below the last level every form weighs as the last level does.
    assert.equal(got[4][1], -20 - (LEVELS - 1) / LEVELS_PER_BIT);
    assert.deepEqual(completions('zdrav', 2).map(([rest]) => rest), ['íme', 'it']);
  });

  it('stops at the floor: no form less likely than the list it would join needs to be found', () => {
    assert.deepEqual(completions('zdrav', 10, 2 ** -21).map(([rest]) => rest), ['íme', 'it']);
    assert.deepEqual(completions('zdrav', 10, 2 ** -19), []);
    assert.deepEqual(completions('pra', 10, 2 ** -23.5), [['ha', -23, true]]);
  });

  it('says which forms are written with a capital, and offers nothing for a key no form lengthens', () => {
    assert.deepEqual(completions('pra'), [['ha', -23, true], ['ze', -24, true]]);
    assert.deepEqual(completions('zdravíme'), []);
    assert.deepEqual(completions('x'), []);
  });

  it('sums the shares of a key several lemmas make, written as the first lemma writes it', () => {
    const unlisted = new UnlistedForms();
    unlisted.add('praze', 'Praze', 0.25);
    unlisted.add('brno', 'brno', 0.5);
    unlisted.add('praze', 'praze', 0.125);
    const { keys, order, probability, written } = unlisted.distinct();
    assert.deepEqual([...order].map((i) => keys.text(i)), ['brno', 'praze']);
    assert.deepEqual([...probability], [0.5, 0.375]);
    assert.deepEqual([...written], [[1, 'Praze']]);
  });

  it('shares the states of equal endings of equal weight', () => {
    const same = buildFormAutomaton(unlistedOf([['bata', 0.1], ['cata', 0.1], ['data', 0.1]]), (k) => k);
    // root -b,c,d-> one state -a-> -t-> -a-> a form: five states (a trie would have 13); "cata" keeps its own four.
    assert.equal(same?.sections.kind.length, 5);
    const unequal = buildFormAutomaton(unlistedOf([['bata', 0.1], ['cata', 0.01], ['data', 0.1]]), (k) => k);
    assert.equal(unequal?.sections.kind.length, 9);
  });
});

describe('ending shares of unseen inflections', () => {
  it('keys a form by what replaces what at its end, after a prefix it adds', () => {
    assert.equal(endingOf('omluva', 'omluvou'), 'a>ou');
    assert.equal(endingOf('hrad', 'hrad'), '>');
    assert.equal(endingOf('chodit', 'nechodil'), 'ne+t>l');
  });

  it("gives an unseen form its ending's usual share of a lemma, not an even split", () => {
    // Over the counted lemmas "-u" takes more than "-em", so the unseen "vlaku" outweighs the unseen "vlakem".
    const lemmas: [string, string[]][] = [
      ['hrad', ['hrad', 'hradu', 'hradem']],
      ['most', ['most', 'mostu', 'mostem']],
      ['vlak', ['vlak', 'vlaku', 'vlakem']],
    ];
    const counted = new Map([['hrad', 0.3], ['hradu', 0.2], ['hradem', 0.05], ['most', 0.3], ['mostu', 0.2], ['vlak', 0.4]]);
    const shares = new EndingShares(lemmas, (form) => counted.get(form));
    assert.ok(shares.of('vlak', 'vlaku') > shares.of('vlak', 'vlakem'));
    assert.ok(shares.of('vlak', 'vlak') > shares.of('vlak', 'vlaku'));
  });
});

describe('Presage n-grams', () => {
  it("joins apostrophe pieces into known words and gives elided heads their apostrophe", () => {
    const english = presageWords(
      { ngrams: [[[['don'], 5], [['t'], 5], [['i'], 4]], [[['don', 't'], 5], [['i', 'don'], 4]], [[['i', 'don', 't'], 4], [['don', 't', 'know'], 3]]] },
      new Set(["don't", 'i', 'know']),
      false,
    );
    // "don" and "t" alone are pieces, not words: only their joined form counts.
    assert.deepEqual([...english.unigrams], [['i', 4], ["don't", 5]]);
    assert.deepEqual(english.bigrams, [['i', "don't", 4], ["don't", 'know', 3]]);
    assert.deepEqual(english.trigrams, []);
    const italian = presageWords({ ngrams: [[], [[['l', 'uomo'], 3]], [[['di', 'l', 'uomo'], 2]]] }, new Set(["l'", 'uomo', 'di']), true);
    assert.deepEqual(italian.bigrams, [["l'", 'uomo', 3]]);
    assert.deepEqual(italian.trigrams, [['di', "l'", 'uomo', 2]]);
  });
});

/** A little-endian .mo catalogue of these [original, translation] pairs (gettext's layout; no hash table). */
function moFile(pairs: [string, string][]): Buffer {
  const strings = [...pairs.map(([o]) => Buffer.from(o)), ...pairs.map(([, t]) => Buffer.from(t))];
  const head = Buffer.alloc(28 + 16 * pairs.length);
  let offset = head.length;
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(pairs.length, 8);
  head.writeUInt32LE(28, 12);
  head.writeUInt32LE(28 + 8 * pairs.length, 16);
  strings.forEach((bytes, i) => {
    head.writeUInt32LE(bytes.length, 28 + 8 * i);
    head.writeUInt32LE(offset, 28 + 8 * i + 4);
    offset += bytes.length + 1;
  });
  return Buffer.concat([head, ...strings.flatMap((bytes) => [bytes, Buffer.alloc(1)])]);
}

describe('game dialogue', () => {
  it('reads a gettext catalogue without its header, a context cut off the original', () => {
    const mo = moFile([['', 'Content-Type: text/plain; charset=UTF-8\n'], ['speaker\x04We must hurry!', 'Wir müssen uns beeilen!']]);
    assert.deepEqual(readGettextCatalog(mo), [['We must hurry!', 'Wir müssen uns beeilen!']]);
  });

  it("reads a game's strings as text: translations that differ, variables and key names as breaks", () => {
    const pairs: [string, string][] = [
      ['%i of %i aliens killed.', '%i з %i прибульців убито.'],
      ['Press [Ctrl] to crouch', 'Натисніть [Ctrl], щоб присісти'],
      ['UFO', 'UFO'],
    ];
    assert.equal(catalogueText(pairs, false, UFOAI.breaks), 'з\nприбульців убито.\nНатисніть\n, щоб присісти');
    assert.equal(catalogueText([['<i>Farewell</i>, $name|!', 'Lebt wohl']], true, WESNOTH.breaks), 'Farewell ,\n!');
  });

  it("counts a sentence of the game's text once, however many of its strings hold it", () => {
    const endings: [string, string][] = [['We won. Grog is gone.', ''], ['We won. Nym is gone.', ''], ['We won.', '']];
    assert.equal(catalogueText(endings, true, WESNOTH.breaks), 'We won.\nGrog is gone.\nNym is gone.');
  });

  it('finds a locale by its full name, its language or an alias, and has no text for a language the game lacks', () => {
    assert.match(readGameText(UFOAI, 'nb_NO'), /\bikke\b/);
    assert.match(readGameText(UFOAI, 'uk_UA'), / НЛО /);
    assert.equal(readGameText(UFOAI, 'ro_RO'), '');
    assert.match(readGameText(WESNOTH, 'en_US'), /\bthe\b/);
    // Wesnoth has both pt_BR and pt: Brazilian Portuguese is read by its full name, European Portuguese by its language.
    const brazilian = readGameText(WESNOTH, 'pt_BR');
    assert.match(brazilian, /\bque\b/);
    assert.notEqual(brazilian, readGameText(WESNOTH, 'pt_PT'));
  });

  it('counts word sequences among the running text words, and adds no words', () => {
    const dialogue = 'Hello Paris. Hello Paris, my lord. The orcs are coming.';
    const sources = { text: TEXT, kinText: '', counts: new Map(), ranked: [], lowerCounts: null, dictionary: null, bigrams: [] };
    const withDialogue = buildCompleter(editingProfile('en_US'), { ...sources, dialogue });
    const without = buildCompleter(editingProfile('en_US'), sources);
    assert.ok(withDialogue && without);
    assert.equal(withDialogue.meta.words, without.meta.words);
    assert.equal(completerOf(withDialogue).complete('Hello')[0], ' Paris');
    assert.notEqual(completerOf(without).complete('Hello')[0], ' Paris');
  });
});

describe("game dialogue's own words", () => {
  it('counts no pair whose next word is far commoner in the dialogue than in the vocabulary (orcs), and the rest of its lines', () => {
    const counts = new Map([['the', 100000], ['for', 50000], ['sorry', 2000], ['delay', 500], ['kill', 300], ['went', 3000], ['orcs', 1]]);
    const dialogue = 'Sorry for the orcs. Kill the orcs! The orcs went home, the orcs went. Sorry for the delay, my friend.';
    const completer = textCompleter('en_US', `${TEXT}\nSorry for the delay.`, { counts, dialogue });
    for (const text of ['Sorry for the ', 'Kill the ', 'the ']) assert.ok(!completer.complete(text).includes('orcs'), text);
    assert.equal(completer.complete('Sorry for the ')[0], 'delay');
    assert.ok(completer.complete('Sorry for the or').includes('cs'), 'the word itself is still a word');
    // Such a word is still the context of the next one.
    assert.equal(completer.complete('The orcs ')[0], 'went');
  });
});

describe('range top-k over the vocabulary', () => {
  it('matches a brute-force sort on every range, with the tree at any width and of any size', () => {
    const out = new Uint32Array(5);
    const scratch = rangeScratch(out.length);
    for (const words of [1, 2, 3, 4, 5, 8, 37]) {
      const cost = Uint16Array.from({ length: words }, (_, i) => (i * 7919) % 23);
      const tree = buildRangeBest(cost);
      assert.equal(tree.length, Math.ceil(words / 4));
      for (const stored of [tree, Uint16Array.from(tree)]) {
        for (let lo = 0; lo < cost.length; lo++) {
          for (let hi = lo; hi <= cost.length; hi++) {
            const n = rangeTopK(stored, cost, lo, hi, out, scratch);
            const expected = Array.from({ length: hi - lo }, (_, k) => lo + k).sort((a, b) => cost[a] - cost[b] || a - b).slice(0, 5);
            assert.deepEqual([...out.subarray(0, n)], expected, `${words} words, [${lo}, ${hi})`);
          }
        }
      }
    }
  });
});

describe('completer packs for every language built by default', () => {
  const BUILT = languagesToBuild(false).filter((lang) => lang.commands.includes('autocomplete'));
  // The compile step's packs, or, when they are missing, packs compiled here (fr_CA shares fr_FR's file: the manifest says so).
  let dir = COMPILED_DIR;
  let files: Record<string, string> = readManifest()?.completers ?? {};
  before(async () => {
    if (BUILT.every((l) => files[l.code] && existsSync(join(COMPILED_DIR, files[l.code])))) return;
    dir = mkdtempSync(join(tmpdir(), 'completer-test-'));
    files = {};
    for (const lang of BUILT) files[lang.code] = (await compileCompleter(lang, dir))!;
  });

  const load = (code: string) => new Completer(packOf(readFileSync(join(dir, files[code]))), editingProfile(code).writing);

  it('en_US: "Thank you very" offers " much"', () => {
    assert.ok(load('en_US').complete('Thank you very').includes(' much'));
  });

  it('wishes typed in title case go on so, and a lone capital in the sources leaves "See you tomorrow at " alone', () => {
    assert.equal(load('en_US').complete('Happy New ')[0], 'Year', JSON.stringify(load('en_US').complete('Happy New ')));
    assert.equal(load('en_US').complete('I moved to New ')[0], 'York');
    assert.equal(load('en_US').complete('See you tomorrow at ')[0], 'the', JSON.stringify(load('en_US').complete('See you tomorrow at ')));
    assert.equal(load('pl_PL').complete('Szczęśliwego Nowego ')[0], 'Roku', JSON.stringify(load('pl_PL').complete('Szczęśliwego Nowego ')));
    assert.equal(load('pl_PL').complete('szczęśliwego nowego ')[0], 'roku');
    assert.equal(load('pl_PL').complete('Lecę do Nowego ')[0], 'Jorku');
  });

  it("en_US: the web's spam words are not offered after words they follow there", () => {
    for (const text of ['teen ', 'a huge ', 'She has a big ', 'free ']) {
      const got = load('en_US').complete(text);
      assert.ok(!got.some((s) => ['sex', 'pussy', 'porn', 'tits', 'cock'].includes(s)), `${text} ${JSON.stringify(got)}`);
    }
  });

  it('en_US: an acronym is not finished in lower case ("gd" is no "gdP"), and is in capitals', () => {
    assert.ok(!load('en_US').complete('The gd').includes('P'));
    assert.ok(load('en_US').complete('THE GD').includes('P'));
  });

  it("en_US: a word the text used before comes first when it fits", () => {
    assert.equal(load('en_US').complete('I met Wojciech today. Woj')[0], 'ciech');
    assert.equal(load('en_US').complete('The glacier melted. Then the gl')[0], 'acier');
  });

  // Everyday phrases typed as a person would: the word they are typing is among the first 3, however little is left.
  const everyday: [code: string, text: string, rest: string][] = [
    ['en_US', 'I would like to thank you for your hel', 'p'],
    ['en_US', 'Thank you very ', 'much'],
    ['en_US', 'Thank you very m', 'uch'],
    ['en_US', 'Kind reg', 'ards'],
    ['en_US', 'Merry Chri', 'stmas'],
    ['en_US', 'Yours sin', 'cerely'],
    // Letters and greetings: the next word (a dictionary's examples, data/completer-sources.ts).
    ['en_US', 'Let me ', 'know'],
    ['en_US', 'Have a nice ', 'day'],
    ['en_US', 'Merry ', 'Christmas'],
    ['de_DE', 'Mit freundlichen ', 'Grüßen'],
    ['de_DE', 'Herzlichen ', 'Glückwunsch'],
    ['de_DE', 'Frohe ', 'Weihnachten'],
    ['de_DE', 'Guten ', 'Tag'],
    // German's polite capitals are no names' words.
    ['de_DE', 'Ich danke Ihnen ', 'vielmals'],
    ['de_DE', 'Ich wünsche Ihnen ', 'alles'],
    // Words in capitals are shouted: no title's next word ("Very Reverend"), and the next word is shouted too.
    ['en_US', 'THANK YOU VERY ', 'MUCH'],
    ['de_DE', 'Vielen Dank für Ihre Hilf', 'e'],
    ['de_DE', 'Guten Mor', 'gen'],
    ['de_DE', 'Sehr geehrte Damen und Her', 'ren'],
    ['ru_RU', 'Большое спасиб', 'о'],
    ['es_ES', 'Buenos dí', 'as'],
    ['es_ES', 'Muchas gracias por tu ayu', 'da'],
    ['fr_FR', 'Merci beau', 'coup'],
    ['pl_PL', 'Dzień dob', 'ry'],
    ['cs_CZ', 'Děkuji za pomo', 'c'],
    ['cs_CZ', 'Děkuji za vaši pomo', 'c'],
    // Greetings and thanks in every other autocomplete language.
    ['it_IT', 'Buona ser', 'a'], ['it_IT', 'Grazie mil', 'le'], ['pt_BR', 'Muito obrigad', 'o'], ['pt_BR', 'Bom d', 'ia'],
    ['pt_PT', 'Boa noi', 'te'], ['nl_NL', 'Goedemorg', 'en'], ['sv_SE', 'Tack så myck', 'et'], ['da_DK', 'Tusind ta', 'k'],
    ['nb_NO', 'Tusen ta', 'kk'], ['fi_FI', 'Hyvää huomen', 'ta'], ['hu_HU', 'Köszönöm szép', 'en'], ['el_GR', 'Καλημέρ', 'α'],
    ['uk_UA', 'Дякую за допомо', 'гу'], ['id_ID', 'Terima kas', 'ih'], ['tr_TR', 'Çok teşekkür', 'ler'],
    ['ro_RO', 'Bună diminea', 'ța'], ['fr_CA', 'Merci beau', 'coup'], ['en_GB', 'Kind reg', 'ards'], ['en_CA', 'Thank you very m', 'uch'],
    ['ru_RU', 'Доброе ут', 'ро'], ['cs_CZ', 'Dobrý d', 'en'],
    // After a colon the next word opens a sentence: not the article's next word ("A: T" -> "hird", "roll").
    ['en_US', 'Q: H', 'ow'],
    ['en_US', 'A: T', 'he'],
    ['en_US', 'A: Y', 'ou'],
    // A contraction typed without its apostrophe is read as the contraction ("dont": don't).
    ['en_US', 'I dont ', 'know'],
    ['en_US', 'I wont ', 'be'],
    ['fr_FR', 'jai ', 'été'],
    // The word so typed whole is followed by the next words of the word it is.
    ['en_US', 'I dont', ' know'],
    ['en_US', 'I wont', ' be'],
    ['de_DE', 'Ich weiss', ' nicht'],
    ['pl_PL', 'Dziekuje', ' za'],
    ['it_IT', 'lho ', 'fatto'],
    // A word begun without its apostrophe is finished so ("theyr": they're, "aujourdh": aujourd'hui).
    ['en_US', 'I think theyr', 'e'],
    ['en_US', 'I know youv', 'e'],
    ['fr_FR', 'aujourdh', 'ui'],
    // German typed without umlaut keys: ue for ü, ss for ß.
    ['de_DE', 'Mit freundlichen Gruess', 'en'],
    ['de_DE', 'Viele Gruesse aus Muen', 'chen'],
    ['de_DE', 'Schoene Gr', 'uesse'],
    ['de_DE', 'Liebe Grüs', 'se'],
    ['de_DE', 'Liebe Grüsse, die Str', 'asse'],
    ['de_DE', 'Schöne Grüße fuer die Stra', 'ße'],
    // The part after a hyphen is finished as the word after the part before it.
    ['fr_FR', 'Comment allez-v', 'ous'],
    ['fr_FR', 'Peut-ê', 'tre'],
    ['en_US', 'A long-forgot', 'ten'],
    // A number is context too.
    ['fr_FR', 'il y a 3 ', 'ans'],
    ['de_DE', 'vor 5 ', 'Jahren'],
    ['pt_BR', 'há 3 ', 'anos'],
    ['en_US', "I'll be there in 10 mi", 'nutes'],
  ];
  for (const [code, text, rest] of everyday) {
    it(`${code}: "${text}" shows "${rest}" among the first 3`, () => {
      const got = load(code).complete(text);
      assert.ok(got.slice(0, 3).includes(rest), JSON.stringify(got));
    });
  }

  it('pl_PL: a prefix that is a word only with a mark is finished, not taken for that word ("Co do prog": próg)', () => {
    const got = load('pl_PL').complete('Co do prog');
    assert.ok(got.includes('ramów') && !got.some((s) => s.startsWith(' ')), JSON.stringify(got));
  });

  it('de_DE: a word typed up to inside a spelled-out letter is no whole word ("Liebe Grüs" is no "Grüß")', () => {
    const got = load('de_DE').complete('Liebe Grüs');
    assert.ok(got[0] === 'se' && !got.some((s) => s.startsWith(' ')), JSON.stringify(got));
  });

  it('en_US: a contraction typed whole without its apostrophe leaves room for the words its letters begin ("Im")', () => {
    const got = load('en_US').complete('Im');
    assert.ok(got.includes(' not') && got.includes('agine'), JSON.stringify(got));
  });

  it('a common word is not read as the words it might be without an apostrophe ("well", "were", "saura")', () => {
    const completer = load('en_US');
    assert.notDeepEqual(completer.complete('Oh well '), completer.complete("Oh we'll "));
    assert.notDeepEqual(completer.complete('They were '), completer.complete("They we're "));
    // Nor a French word as an elided head and a word ("saura" is no s'aura).
    assert.notDeepEqual(load('fr_FR').complete('Il ne saura '), load('fr_FR').complete("Il ne s'aura "));
  });

  it('pl_PL: an earlier word typed without marks has the typed word read with them too ("Dzien dobry, co sl")', () => {
    const got = load('pl_PL').complete('Dzien dobry, co sl');
    assert.ok(got.slice(0, 3).includes('yszysz') && !got.includes('alomie'), JSON.stringify(got));
  });

  it("pl, cs, ru: a form the speller accepts and the vocabulary lacks is finished from its stem's endings", () => {
    // [language, word before, form, letters typed]: nextWordProbability is 0 for a word the vocabulary lacks.
    const forms: [string, string, string, number][] = [
      ['pl_PL', 'i', 'wyszukiwarkami', 12], ['pl_PL', 'i', 'przeczytałybyśmy', 11], ['pl_PL', 'i', 'samochodzikami', 12],
      ['cs_CZ', 'a', 'nepromokavými', 11], ['cs_CZ', 'a', 'přeložitelnými', 12], ['ru_RU', 'и', 'поисковиками', 10], ['ru_RU', 'и', 'незабываемыми', 12],
    ];
    for (const [code, before, form, typed] of forms) {
      const completer = load(code);
      assert.equal(completer.nextWordProbability(before, form), 0, `${form} is in the vocabulary`);
      const got = completer.complete(`${before} ${form.slice(0, typed)}`);
      assert.ok(got.slice(0, 3).includes(form.slice(typed)), `${code} ${form}: ${JSON.stringify(got)}`);
    }
  });

  it('answers each everyday text the same whatever the same engine was asked before, in every language', () => {
    // Texts typed without their marks, which set how the words after them are written, and the same with marks.
    const plain = [
      ['pl_PL', 'Dziekuje bardzo, to jest wlasnie to czego szuk'], ['pl_PL', 'Dziękuję bardzo, to jest właśnie to czego szuk'],
      ['pl_PL', 'Dziekuje za pom'], ['pl_PL', 'Dziękuję za pom'], ['pl_PL', 'To jest bardzo wazn'], ['pl_PL', 'To jest bardzo ważn'],
      ['cs_CZ', 'Dekuji za pomo'], ['cs_CZ', 'Děkuji za pomo'], ['de_DE', 'Schoene Gruesse aus Muench'], ['de_DE', 'Schöne Grüße aus Münch'],
    ];
    for (const code of new Set(everyday.map(([c]) => c))) {
      const pack = packOf(readFileSync(join(dir, files[code])));
      const texts = [...everyday, ...plain].filter(([c]) => c === code).map(([, text]) => text);
      const { writing } = editingProfile(code);
      const fresh = texts.map((text) => new Completer(pack, writing).complete(text));
      const engine = new Completer(pack, writing);
      const forward = texts.map((text) => engine.complete(text));
      const backward = [...texts].reverse().map((text) => engine.complete(text)).reverse();
      assert.deepEqual(forward, fresh, code);
      assert.deepEqual(backward, fresh, code);
    }
  });

  for (const lang of BUILT) {
    it(`${lang.code}: finishes common words and predicts a next word`, () => {
      const completer = load(lang.code);
      // Common words whose first letters are not a word of their own (those may rank next words first).
      const ranked = readCommonWords(lang.commonWords!);
      const listed = new Set(ranked);
      // Subtitle lists hold misspellings ("perche") and other languages' words (Russian in Ukrainian's): Hunspell vets them.
      const dictionary = lang.hunspell && loadDictionary(lang.hunspell.stem, lang.writing.casing);
      const common = ranked
        .filter((w) => w.length >= 6 && w === w.toLowerCase() && !listed.has(w.slice(0, -2)))
        .filter((w) => !dictionary || dictionary.accepts(w))
        .slice(0, 5);
      assert.ok(common.length > 0);
      // Offered with 2, 3 or 4 letters left: a longer word sharing the prefix may rank first at one of them.
      for (const word of common) {
        const offered = [2, 3, 4].some((left) => completer.complete(word.slice(0, -left)).includes(word.slice(-left)));
        assert.ok(offered, `${word}: ${JSON.stringify(completer.complete(word.slice(0, -2)))}`);
      }
      assert.ok(completer.complete(`${common[0]} `).length > 0);
    });
  }
});

describe('unigram costs', () => {
  it('stand for 2^-(cost / COST_SCALE), the same double Math.pow gives, for every u16 cost', () => {
    for (let cost = 0; cost <= 0xffff; cost++) {
      if (costProbability(cost) !== Math.pow(2, -cost / COST_SCALE)) assert.fail(`cost ${cost}: ${costProbability(cost)}`);
    }
  });
});
