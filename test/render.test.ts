// The renderer: JSON, short JSON, JSONP and XML shapes, and XML that stays well-formed whatever the text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LanguageRegistry } from '../core/language-registry.ts';
import type { OutputOptions } from '../core/output-options.ts';
import { renderCompletions, renderCorrection, renderDetection, renderError, renderLanguageList } from '../core/render.ts';
import { apiError } from '../server/api-error.ts';

const opts = (o: Partial<OutputOptions> = {}): OutputOptions => ({ format: 'json', callback: null, short: false, locale: 'en', ...o });

test('XML escapes markup only and replaces characters XML cannot carry', () => {
  const out = renderError(apiError('unknown_cmd', `a<b>&"c'\u0000\ud800`, 'x'), opts({ format: 'xml' }));
  assert.equal(out.body, `<?xml version="1.0" encoding="UTF-8"?><error><error>true</error><message>Unknown command 'a&lt;b&gt;&amp;"c'\ufffd\ufffd': use one of x.</message></error>`);
  assert.equal(out.status, 400);
  const pair = renderCompletions(['\ud83d\ude00'], opts({ format: 'xml' }));
  assert.match(pair, /<suggestions>\ud83d\ude00<\/suggestions>/);
});

test('XML repeats an array\'s element, nests an object\'s keys and writes numbers and booleans as text', () => {
  const entries = [{ code: 'en_US', detect: true, autocorrect: false, autocomplete: true }];
  const registry = { entries, name: (code: string) => (code === 'en_US' ? 'English & co' : 'German') } as unknown as LanguageRegistry;
  const found = [{ code: 'en_US', proportion: 0.98236 }, { code: 'de_DE', proportion: 0.0176 }];
  assert.equal(renderDetection(found, opts({ format: 'xml' }), registry), '<?xml version="1.0" encoding="UTF-8"?><LanguageDetection>' +
    '<Language><LangShortCode>en_US</LangShortCode><LangName>English &amp; co</LangName><Proportion>0.9824</Proportion></Language>' +
    '<Language><LangShortCode>de_DE</LangShortCode><LangName>German</LangName><Proportion>0.0176</Proportion></Language></LanguageDetection>');
  assert.equal(renderDetection([], opts({ format: 'xml' }), registry), '<?xml version="1.0" encoding="UTF-8"?><LanguageDetection><Language>' +
    '<LangShortCode>Unknown</LangShortCode><LangName>Unknown</LangName><Proportion>0</Proportion></Language></LanguageDetection>');
  assert.equal(renderLanguageList(registry, opts({ format: 'xml' })), '<?xml version="1.0" encoding="UTF-8"?><languages><language><code>en_US</code>' +
    '<name>English &amp; co</name><detect>true</detect><autocorrect>false</autocorrect><autocomplete>true</autocomplete></language></languages>');
  assert.equal(renderCompletions(['uch', 'oment'], opts({ format: 'xml' })), '<?xml version="1.0" encoding="UTF-8"?><result><suggestions>' +
    '<suggestions>uch</suggestions><suggestions>oment</suggestions></suggestions></result>');
});

test('JSONP wraps, short JSON maps keys, locale picks the revert label', () => {
  assert.equal(renderCorrection('the', opts({ callback: 'a.b' })), '/**/a.b({"result":{"suggestions":["the"],"message":"Revert"}});');
  assert.equal(renderCorrection('the', opts({ short: true, locale: 'fr-CA' })), '{"r":{"s":["the"],"m":"Annuler la correction"}}');
  assert.equal(renderCompletions([], opts({ short: true })), '{"r":{"s":[]}}');
  assert.equal(renderCompletions([], opts({ format: 'xml' })), '<?xml version="1.0" encoding="UTF-8"?><result><suggestions></suggestions></result>');
});
