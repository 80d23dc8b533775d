// Every rule of api.md and decisions.md against the real server, on-premises mode.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, read, startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

const errorShape = (json: any) => {
  assert.equal(json.error, true);
  assert.equal(typeof json.message, 'string');
  assert.ok(json.message.length > 0);
};

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

  test('en-US means en_US', async () => {
    const r = await api(server.base, { cmd: 'autocorrect', text: 'teh', lang: 'en-US' });
    assert.deepEqual(r.json.result.suggestions, ['the']);
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
    assert.equal((byCode.get('fi_FI') as any).autocorrect, false);
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
    for (const body of ['{"cmd":', '[1,2]', '{"cmd":"autocorrect","text":5,"lang":"en_US"}', '{"cmd":"autocorrect","text":{"a":1},"lang":"en_US"}', '{"cmd":"autocorrect","text":"x","lang":"en_US","short_answer":"maybe"}']) {
      const r = await post(body);
      assert.equal(r.status, 400, body);
      errorShape(r.json);
    }
    const bad = await fetch(`${server.base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }).then(read);
    assert.equal(bad.status, 400);
  });

  test('text over 100,000 characters: 413', async () => {
    const r = await post(JSON.stringify({ cmd: 'detect_language', text: 'a'.repeat(100_001) }));
    assert.equal(r.status, 413);
    errorShape(r.json);
  });

  test('body over 1 MiB: 413', async () => {
    const r = await post(JSON.stringify({ cmd: 'detect_language', text: 'a'.repeat(1 << 20) }));
    assert.equal(r.status, 413);
    errorShape(r.json);
  });
});

describe('errors', () => {
  const cases: [string, Record<string, string>, number, RegExp?][] = [
    ['cmd missing', { text: 'x' }, 400],
    ['cmd empty', { cmd: '' }, 400],
    ['cmd unknown names the value', { cmd: 'translate' }, 400, /translate/],
    ['text missing', { cmd: 'detect_language' }, 400],
    ['lang missing', { cmd: 'autocorrect', text: 'teh' }, 400],
    ['lang unknown', { cmd: 'autocorrect', text: 'teh', lang: 'xx_YY' }, 400, /language code was not found/],
    ['lang unknown (autocomplete)', { cmd: 'autocomplete', text: 'te', lang: 'xx_YY' }, 400, /language code was not found/],
    ['autocorrect not enabled', { cmd: 'autocorrect', text: 'x', lang: 'zh_CN' }, 403, /^Command 'autocorrect' for language 'zh_CN' is not enabled or unsupported\.$/],
    ['autocomplete not enabled', { cmd: 'autocomplete', text: 'x', lang: 'ja_JP' }, 403, /^Command 'autocomplete' for language 'ja_JP' is not enabled or unsupported\.$/],
    ['bad format', { cmd: 'detect_language', text: 'x', format: 'yaml' }, 400],
    ['bad callback', { cmd: 'detect_language', text: 'x', callback: 'alert(1)' }, 400],
    ['long callback', { cmd: 'detect_language', text: 'x', callback: 'a'.repeat(65) }, 400],
    ['bad short_answer', { cmd: 'autocomplete', text: 'x', lang: 'en_US', short_answer: 'yes' }, 400],
  ];
  for (const [name, params, status, message] of cases) {
    test(`${name}: ${status}`, async () => {
      const r = await api(server.base, params);
      assert.equal(r.status, status);
      errorShape(r.json);
      if (message) assert.match(r.json.message, message);
    });
  }

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
    const r = await fetch(`${server.base}/api?cmd=detect_language&text=%E0%A4%A`).then(read);
    assert.equal(r.status, 400);
    errorShape(r.json);
  });

  test('unknown path 404, wrong method 405', async () => {
    const missing = await fetch(`${server.base}/nope`).then(read);
    assert.equal(missing.status, 404);
    errorShape(missing.json);
    const put = await fetch(`${server.base}/api?cmd=detect_language&text=x`, { method: 'PUT' }).then(read);
    assert.equal(put.status, 405);
    errorShape(put.json);
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
