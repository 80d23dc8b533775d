// Parameter reading at the edge: query and body parsing, output options, command validation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LanguageRegistry } from '../core/language-registry.ts';
import { normalizeLocale } from '../core/locale.ts';
import { ApiError } from '../server/api-error.ts';
import { readCommand, readOutputOptions, readRequest } from '../server/api-request.ts';
import { mergeBody, parseQuery } from '../server/request-params.ts';

const registry = new LanguageRegistry({ detect: ['en_US', 'zh_CN', 'de_DE'], autocorrect: ['en_US', 'de_DE'], autocomplete: ['en_US'] });
const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as ApiError).status;
  }
  return 200;
};

test('query: plus as space, first occurrence wins, bad escapes are 400', () => {
  const p = parseQuery('text=a+b%20c&text=ignored&flag&cmd=x');
  assert.equal(p.get('text'), 'a b c');
  assert.equal(p.get('flag'), '');
  assert.equal(status(() => parseQuery('text=%ZZ')), 400);
  assert.equal(status(() => parseQuery('text=%C3%28')), 400);
});

test('body: JSON and form overlay the query; other shapes are 400', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const p = mergeBody(parseQuery('cmd=a&text=q'), 'application/json; charset=utf-8', enc('{"text":"b","n":1}'));
  assert.equal(p.get('text'), 'b');
  assert.equal(p.get('cmd'), 'a');
  assert.equal(mergeBody(new Map(), 'application/x-www-form-urlencoded', enc('text=x+y')).get('text'), 'x y');
  for (const body of ['nope', '"str"', '[]', '{"a":[1]}']) assert.equal(status(() => mergeBody(new Map(), 'application/json', enc(body))), 400);
  assert.equal(status(() => mergeBody(new Map(), 'application/json', new Uint8Array([0x22, 0xc3]))), 400);
  assert.equal(status(() => mergeBody(new Map(), 'image/png', enc('x'))), 400);
});

test('output options: defaults, booleans in every accepted spelling, invalid values reported', () => {
  assert.deepEqual(readOutputOptions(new Map()).options, { format: 'json', callback: null, short: false, locale: 'en' });
  for (const v of ['true', 'TRUE', '1', true, 1]) assert.equal(readOutputOptions(new Map([['short_answer', v]])).options.short, true);
  for (const v of ['false', 'False', '0', false, 0]) assert.equal(readOutputOptions(new Map([['short_answer', v]])).options.short, false);
  assert.equal(readOutputOptions(new Map([['short_answer', 'yes']])).invalid?.status, 400);
  assert.equal(readOutputOptions(new Map([['format', 'XML']])).options.format, 'xml');
  assert.equal(readOutputOptions(new Map([['format', 'html']])).invalid?.status, 400);
  assert.equal(readOutputOptions(new Map([['callback', 'a.b_c$']])).options.callback, 'a.b_c$');
  for (const cb of ['1a', 'a..b', 'a b', 'x'.repeat(65), 'a(1)']) assert.equal(readOutputOptions(new Map([['callback', cb]])).invalid?.status, 400);
  const xmlCallback = readOutputOptions(new Map([['format', 'xml'], ['callback', 'cb']]));
  assert.equal(xmlCallback.invalid?.status, 400);
  assert.equal(xmlCallback.options.callback, null, 'the error itself is not wrapped');
});

test('locale forms', () => {
  assert.equal(normalizeLocale('es'), 'es');
  assert.equal(normalizeLocale('es-ES'), 'es-ES');
  assert.equal(normalizeLocale('es_es'), 'es-ES');
  assert.equal(normalizeLocale('../../etc'), 'en');
  assert.equal(normalizeLocale(undefined), 'en');
});

test('commands and their parameters', () => {
  const options = readOutputOptions(new Map()).options;
  const req = (entries: [string, unknown][]) => {
    const params = new Map(entries);
    return readRequest(params, readCommand(params), options, registry);
  };
  assert.equal(status(() => readCommand(new Map())), 400);
  assert.equal(status(() => readCommand(new Map([['cmd', 'nope']]))), 400);
  assert.equal(req([['cmd', 'autocorrect'], ['text', 'x'], ['lang', 'en-US']]).lang, 'en_US');
  assert.equal(status(() => req([['cmd', 'autocorrect'], ['text', 'x'], ['lang', 'zh_CN']])), 403);
  assert.equal(status(() => req([['cmd', 'autocomplete'], ['text', 'x'], ['lang', 'de_DE']])), 403);
  assert.equal(status(() => req([['cmd', 'autocomplete'], ['text', 'x'], ['lang', 'xx_XX']])), 400);
  assert.equal(status(() => req([['cmd', 'autocomplete'], ['text', 'x']])), 400);
  assert.equal(status(() => req([['cmd', 'detect_language']])), 400);
  assert.equal(status(() => req([['cmd', 'detect_language'], ['text', 7]])), 400);
  assert.equal(status(() => req([['cmd', 'detect_language'], ['text', 'a'.repeat(100_001)]])), 413);
  assert.equal(req([['cmd', 'get_lang_list']]).command.name, 'get_lang_list');
});

test('registry names: plain language, region where one language has several codes, localized', () => {
  const r = new LanguageRegistry({ detect: ['en_US', 'en_GB', 'de_DE'], autocorrect: [], autocomplete: [] });
  assert.equal(r.name('de_DE', 'en'), 'German');
  assert.equal(r.name('en_GB', 'en'), 'British English');
  assert.equal(r.name('de_DE', 'fr-FR'), 'allemand');
  assert.equal(r.name('de_DE', 'zz'), 'German');
});
