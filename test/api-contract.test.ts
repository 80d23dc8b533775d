// Every rule of api.md and decisions.md against the real server, on-premises mode.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ApiError, apiError, ERRORS, type ErrorCode } from '../server/api-error.ts';
import { api, read, startServer, type RunningServer } from './server-harness.ts';

/** An error answer: the catalogue code and the arguments of its message. */
type Answer = [ErrorCode, ...unknown[]];

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

/** The answer is the catalogue entry `code` with these message arguments, in the shared error shape. */
function assertError(r: { status: number; json: any }, [code, ...args]: Answer): void {
  const expected = (apiError as (code: ErrorCode, ...args: unknown[]) => ApiError)(code, ...args);
  assert.equal(r.status, ERRORS[code].status, code);
  assert.deepEqual(r.json, { error: true, message: expected.message });
}

describe('detect_language', () => {
  test('German sentence: de_DE first, JSON list of candidates', async () => {
    const r = await api(server.base, { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz' });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type')!, /^application\/json/);
    assert.ok(Array.isArray(r.json) && r.json.length >= 1 && r.json.length <= 5);
    assert.deepEqual(Object.keys(r.json[0]), ['LangShortCode', 'LangName', 'Proportion']);
    assert.equal(r.json[0].LangShortCode, 'de_DE');
    assert.equal(r.json[0].LangName, 'German');
    const sum = r.json.reduce((n: number, c: any) => n + c.Proportion, 0);
    assert.ok(sum <= 1.0001 && r.json[0].Proportion > 0);
  });

  test('locale changes only LangName, in all three forms', async () => {
    const base = await api(server.base, { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz' });
    for (const locale of ['es', 'es-ES', 'es_ES']) {
      const r = await api(server.base, { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz', locale });
      assert.equal(r.json[0].LangShortCode, base.json[0].LangShortCode);
      assert.equal(r.json[0].Proportion, base.json[0].Proportion);
      assert.equal(r.json[0].LangName, 'alemán');
    }
  });

  test('no detectable language: 200 with the single Unknown candidate', async () => {
    for (const text of ['', '12345 67 890', '?!... ---']) {
      const r = await api(server.base, { cmd: 'detect_language', text });
      assert.equal(r.status, 200);
      assert.deepEqual(r.json, [{ LangShortCode: 'Unknown', LangName: 'Unknown', Proportion: 0 }]);
    }
  });

  test('XML form', async () => {
    const r = await api(server.base, { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz', format: 'xml' });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type')!, /^application\/xml/);
    assert.match(r.body, /^<\?xml version="1.0" encoding="UTF-8"\?><LanguageDetection><Language><LangShortCode>de_DE<\/LangShortCode><LangName>German<\/LangName><Proportion>[0-9.]+<\/Proportion><\/Language>/);
  });

  test('JSONP', async () => {
    const r = await api(server.base, { cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz', callback: 'app.onLang' });
    assert.match(r.headers.get('content-type')!, /^application\/javascript/);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
    assert.match(r.body, /^\/\*\*\/app\.onLang\(\[\{"LangShortCode":"de_DE".*\]\);$/);
  });
});

describe('autocorrect', () => {
  test('teh -> the with a message', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json.result.suggestions, ['the']);
    assert.equal(r.json.result.message, 'Revert');
  });

  test('short_answer maps keys', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', short_answer: 'true' });
    assert.deepEqual(r.json, { r: { s: ['the'], m: 'Revert' } });
    const none = await api(server.base, { cmd: 'autocorrect', text: 'the', lang: 'en_US', short_answer: '1' });
    assert.deepEqual(none.json, { r: {} });
  });

  test('XML with and without a suggestion', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', format: 'xml' });
    assert.equal(r.body, '<?xml version="1.0" encoding="UTF-8"?><result><message>Revert</message><suggestions><suggestions>the</suggestions></suggestions></result>');
    const none = await api(server.base, { cmd: 'autocorrect', text: 'house', lang: 'en_US', format: 'xml' });
    assert.equal(none.body, '<?xml version="1.0" encoding="UTF-8"?><result></result>');
  });

  test('German: Entschuldigugn -> Entschuldigung; message localized by locale', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'Entschuldigugn', lang: 'de_DE', locale: 'de_DE' });
    assert.deepEqual(r.json.result.suggestions, ['Entschuldigung']);
    assert.equal(r.json.result.message, 'Rückgängig machen');
  });

  test('correct word, several words and empty text: empty result', async () => {
    for (const text of ['house', 'teh cat', '']) {
      const r = await api(server.base, { cmd: 'autocorrect', text, lang: 'en_US' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.json, { result: {} });
    }
  });

  test('two words run together that the language writes together: porfavor -> por favor', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'porfavor', lang: 'es_ES' });
    assert.deepEqual(r.json.result.suggestions, ['por favor']);
  });

  test('en-US means en_US', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en-US' });
    assert.deepEqual(r.json.result.suggestions, ['the']);
  });

  test('Finnish, from the Voikko morphology: hyvaa -> hyvää with the Finnish message; talossakin stays', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'hyvaa', lang: 'fi_FI', locale: 'fi_FI' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, { result: { suggestions: ['hyvää'], message: 'Kumoa' } });
    const short = await api(server.base, { cmd: 'autocorrect', text: 'kiitoss', lang: 'fi_FI', short_answer: 'true' });
    assert.deepEqual(short.json, { r: { s: ['kiitos'], m: 'Revert' } });
    const none = await api(server.base, { cmd: 'autocorrect', text: 'talossakin', lang: 'fi_FI' });
    assert.deepEqual(none.json, { result: {} });
  });
});

describe('autocomplete', () => {
  test('next word after a finished word starts with a space', async () => {
    const r = await api(server.base, { cmd: 'autocomplete', text: 'Thank you very', lang: 'en_US' });
    assert.equal(r.status, 200);
    assert.ok(r.json.result.suggestions.includes(' much'), JSON.stringify(r.json));
  });

  test('short JSON and XML', async () => {
    const r = await api(server.base, { cmd: 'autocomplete', text: 'Thank you very', lang: 'en_US', short_answer: 'true' });
    assert.ok(r.json.r.s.includes(' much'));
    const x = await api(server.base, { cmd: 'autocomplete', text: 'Thank you very', lang: 'en_US', format: 'xml' });
    assert.match(x.body, /^<\?xml version="1.0" encoding="UTF-8"\?><result><suggestions>(<suggestions>[^<]*<\/suggestions>)+<\/suggestions><\/result>$/);
    assert.match(x.body, /<suggestions> much<\/suggestions>/);
  });

  test('a text gets the same answer whatever was asked before it, through the pool and the result cache', async () => {
    const texts = ['Vielen Dank für Ihre Hil', 'Vielen Dank für Ihre Hilf', 'Vielen Dank für Ihre ', 'Vielen Dank für Ihre Hilfe'];
    const ask = async (text: string) => (await api(server.base, { cmd: 'autocomplete', text, lang: 'de_DE' })).json.result.suggestions;
    const forward = [];
    for (const text of texts) forward.push(await ask(text));
    const backward = [];
    for (const text of [...texts].reverse()) backward.unshift(await ask(text));
    assert.deepEqual(backward, forward);
    assert.ok(forward[1].includes('e'), JSON.stringify(forward[1]));
  });

  test('nothing to propose: empty array', async () => {
    const r = await api(server.base, { cmd: 'autocomplete', text: 'qzxqzxqzx', lang: 'en_US' });
    assert.deepEqual(r.json, { result: { suggestions: [] } });
  });
});

describe('get_lang_list', () => {
  test('lists every code with its commands, names localized', async () => {
    const r = await api(server.base, { cmd: 'get_lang_list' });
    assert.equal(r.status, 200);
    const byCode = new Map(r.json.languages.map((l: any) => [l.code, l]));
    assert.deepEqual(byCode.get('de_DE'), { code: 'de_DE', name: 'German', detect: true, autocorrect: true, autocomplete: true });
    assert.equal((byCode.get('zh_CN') as any).autocorrect, false);
    assert.equal((byCode.get('fi_FI') as any).autocorrect, true);
    assert.equal((byCode.get('fi_FI') as any).autocomplete, true);
    for (const code of ['en_US', 'en_GB', 'en_CA', 'de_DE', 'fr_FR', 'fr_CA', 'es_ES', 'it_IT', 'pt_PT', 'pt_BR', 'nl_NL', 'da_DK', 'sv_SE', 'nb_NO', 'el_GR', 'pl_PL', 'ru_RU', 'uk_UA', 'cs_CZ', 'tr_TR', 'hu_HU', 'ro_RO', 'id_ID']) {
      const entry = byCode.get(code) as any;
      assert.ok(entry?.autocorrect && entry.autocomplete, code);
    }
    const es = await api(server.base, { cmd: 'get_lang_list', locale: 'es_ES' });
    assert.equal(es.json.languages.find((l: any) => l.code === 'de_DE').name, 'alemán');
    const xml = await api(server.base, { cmd: 'get_lang_list', format: 'xml' });
    assert.match(xml.body, /<languages><language><code>/);
  });
});

describe('POST', () => {
  const post = (body: string, contentType = 'application/json', query = '') =>
    fetch(`${server.base}/api${query}`, { method: 'POST', headers: { 'content-type': contentType }, body }).then(read);

  test('JSON body', async () => {
    const r = await post(JSON.stringify({ cmd: 'autocorrect', text: 'teh', lang: 'en_US', short_answer: true }));
    assert.deepEqual(r.json, { r: { s: ['the'], m: 'Revert' } });
  });

  test('form body', async () => {
    const r = await post('cmd=autocorrect&text=teh&lang=en_US', 'application/x-www-form-urlencoded');
    assert.deepEqual(r.json.result.suggestions, ['the']);
  });

  test('the body wins over the query', async () => {
    const r = await post(JSON.stringify({ text: 'teh' }), 'application/json', '?cmd=autocorrect&lang=en_US&text=house');
    assert.deepEqual(r.json.result.suggestions, ['the']);
  });

  test('malformed JSON, wrong types, nested values, invalid UTF-8: 400', async () => {
    const cases: [string, Answer][] = [
      ['{"cmd":', ['body_not_json']],
      ['[1,2]', ['body_not_object', [1, 2]]],
      ['{"cmd":"autocorrect","text":5,"lang":"en_US"}', ['not_a_string', 'text', 5]],
      ['{"cmd":"autocorrect","text":{"a":1},"lang":"en_US"}', ['not_a_value', 'text', { a: 1 }]],
      ['{"cmd":"autocorrect","text":"x","lang":"en_US","short_answer":"maybe"}', ['not_a_boolean', 'short_answer', 'maybe']],
    ];
    for (const [body, answer] of cases) assertError(await post(body), answer);
    const bad = await fetch(`${server.base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }).then(read);
    assertError(bad, ['body_not_utf8']);
    assertError(await post('x', 'image/png'), ['unsupported_content_type', 'image/png']);
  });

  test('text over 100,000 characters: 413', async () => {
    assertError(await post(JSON.stringify({ cmd: 'detect_language', text: 'a'.repeat(100_001) })), ['text_too_long', 100_001, 100_000]);
  });

  test('body over 1 MiB: 413', async () => {
    assertError(await post(JSON.stringify({ cmd: 'detect_language', text: 'a'.repeat(1 << 20) })), ['body_too_large', 1 << 20]);
  });
});

describe('errors', () => {
  const commands = 'detect_language, autocorrect, autocomplete, get_lang_list';
  // Each case: the request, the catalogue entry it must answer with, and the values its message must name.
  const cases: [string, Record<string, string>, Answer][] = [
    ['cmd missing', { text: 'x' }, ['missing_cmd', commands]],
    ['cmd empty', { cmd: '' }, ['missing_cmd', commands]],
    ['cmd unknown names the value', { cmd: 'translate' }, ['unknown_cmd', 'translate', commands]],
    ['text missing', { cmd: 'detect_language' }, ['missing_text', 'detect_language']],
    ['lang missing', { cmd: 'autocorrect', text: 'teh' }, ['missing_lang', 'autocorrect']],
    ['lang unknown', { cmd: 'autocorrect', text: 'teh', lang: 'xx_YY' }, ['unknown_lang', 'xx_YY']],
    ['lang unknown (autocomplete)', { cmd: 'autocomplete', text: 'te', lang: 'english' }, ['unknown_lang', 'english']],
    ['autocorrect not enabled', { cmd: 'autocorrect', text: 'x', lang: 'zh_CN' }, ['command_not_enabled', 'autocorrect', 'zh_CN']],
    ['autocomplete not enabled', { cmd: 'autocomplete', text: 'x', lang: 'ja-JP' }, ['command_not_enabled', 'autocomplete', 'ja_JP']],
    ['bad format', { cmd: 'detect_language', text: 'x', format: 'yaml' }, ['unknown_format', 'yaml']],
    ['bad callback', { cmd: 'detect_language', text: 'x', callback: 'alert(1)' }, ['bad_callback', 'alert(1)', 64]],
    ['long callback', { cmd: 'detect_language', text: 'x', callback: 'a'.repeat(65) }, ['bad_callback', 'a'.repeat(65), 64]],
    ['bad short_answer', { cmd: 'autocomplete', text: 'x', lang: 'en_US', short_answer: 'yes' }, ['not_a_boolean', 'short_answer', 'yes']],
  ];
  for (const [name, params, answer] of cases) test(`${name}: ${answer[0]}`, async () => assertError(await api(server.base, params), answer));

  test('the unknown-language message says what it got, what a code looks like, and where the list is', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'xx_YY' });
    assert.equal(r.json.message, "The language code was not found: got 'xx_YY', expected a code such as en_US (cmd=get_lang_list lists them).");
  });

  test('XML error shape', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'x', lang: 'zh_CN', format: 'xml' });
    assert.equal(r.status, 403);
    assert.equal(r.body, `<?xml version="1.0" encoding="UTF-8"?><error><error>true</error><message>Command 'autocorrect' for language 'zh_CN' is not enabled or unsupported.</message></error>`);
  });

  test('callback with format=xml: 400, answered in XML', async () => {
    const r = await api(server.base, { cmd: 'detect_language', text: 'x', format: 'xml', callback: 'cb' });
    assert.equal(r.status, 400);
    assert.match(r.body, /^<\?xml version="1.0" encoding="UTF-8"\?><error><error>true<\/error><message>[^<]+<\/message><\/error>$/);
  });

  test('JSONP error wrapped in a valid callback', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'x', lang: 'xx_YY', callback: 'cb' });
    assert.equal(r.status, 400);
    assert.match(r.body, /^\/\*\*\/cb\(\{"error":true,"message":"[^"]+"\}\);$/);
  });

  test('bad percent-encoding: 400', async () => {
    assertError(await fetch(`${server.base}/api?cmd=detect_language&text=%E0%A4%A`).then(read), ['bad_percent_encoding', 'text=%E0%A4%A']);
  });

  test('unknown path 404, wrong method 405', async () => {
    assertError(await fetch(`${server.base}/nope`).then(read), ['not_found', '/nope']);
    const put = await fetch(`${server.base}/api?cmd=detect_language&text=x`, { method: 'PUT' }).then(read);
    assertError(put, ['method_not_allowed', 'PUT', 'GET, POST']);
    assert.equal(put.headers.get('allow'), 'GET, POST');
  });

  test('no stack traces or file paths in error messages', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'x', lang: 'xx_YY' });
    assert.doesNotMatch(r.body, /at \w+ \(|\/work\/|\.ts:\d+/);
  });

  test('unknown extra parameters are ignored', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en_US', foo: 'bar' });
    assert.deepEqual(r.json.result.suggestions, ['the']);
  });
});

test('healthz answers 200 once ready', async () => {
  const r = await fetch(`${server.base}/healthz`).then(read);
  assert.equal(r.status, 200);
});
