// The renderer: JSON, short JSON, JSONP and XML shapes, and XML that stays well-formed whatever the text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiError } from '../server/api-error.ts';
import type { OutputOptions } from '../server/api-request.ts';
import { renderCompletions, renderCorrection, renderError } from '../server/render.ts';

const opts = (o: Partial<OutputOptions> = {}): OutputOptions => ({ format: 'json', callback: null, short: false, locale: 'en', ...o });

test('XML escapes markup only and replaces characters XML cannot carry', () => {
  const out = renderError(apiError('unknown_cmd', `a<b>&"c'\u0000\ud800`, 'x'), opts({ format: 'xml' }));
  assert.equal(out.body, `<?xml version="1.0" encoding="UTF-8"?><error><error>true</error><message>Unknown command 'a&lt;b&gt;&amp;"c'\ufffd\ufffd': use one of x.</message></error>`);
  assert.equal(out.status, 400);
  const pair = renderCompletions(['\ud83d\ude00'], opts({ format: 'xml' }));
  assert.match(pair, /<suggestions>\ud83d\ude00<\/suggestions>/);
});

test('JSONP wraps, short JSON maps keys, locale picks the revert label', () => {
  assert.equal(renderCorrection('the', opts({ callback: 'a.b' })), '/**/a.b({"result":{"suggestions":["the"],"message":"Revert"}});');
  assert.equal(renderCorrection('the', opts({ short: true, locale: 'fr-CA' })), '{"r":{"s":["the"],"m":"Annuler la correction"}}');
  assert.equal(renderCompletions([], opts({ short: true })), '{"r":{"s":[]}}');
  assert.equal(renderCompletions([], opts({ format: 'xml' })), '<?xml version="1.0" encoding="UTF-8"?><result><suggestions></suggestions></result>');
});
