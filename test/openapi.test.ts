// public/openapi.json: valid OpenAPI 3.1 for a maintained validator, served as it is at /openapi.json, and true of
// the real server: each answer below, 200s and errors, has a status and a content type the description lists for its
// path and method, and its JSON matches the schema given there (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { read, startServer, type RunningServer } from './server-harness.ts';

const DOC = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'public', 'openapi.json'), 'utf8'));
const DOC_ID = 'openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(DOC, DOC_ID);

/** JSON pointer escaping (RFC 6901). */
const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** The response object the description gives for a path, method and status, with its pointer (a $ref followed). */
function documented(path: string, method: string, status: number): { pointer: string; response: any } {
  const responses = DOC.paths[path]?.[method]?.responses;
  assert.ok(responses, `${method.toUpperCase()} ${path} is not described`);
  let pointer = `#/paths/${escape(path)}/${method}/responses/${status}`;
  let response = responses[status];
  assert.ok(response, `${method.toUpperCase()} ${path} does not list status ${status}`);
  if (response.$ref) {
    pointer = response.$ref;
    response = response.$ref.slice(2).split('/').reduce((node: any, key: string) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')], DOC);
  }
  return { pointer, response };
}

interface Expected {
  name: string;
  /** The path and method as the description lists them; 404 has none and is checked against its component. */
  path: string;
  method: string;
  status: number;
  /** A components/schemas entry the JSON answer must match besides the response's own schema. */
  schema?: string;
}

interface Case extends Expected {
  send: (base: string) => Promise<Response>;
}

const get = (params: Record<string, string>) => (base: string) => fetch(`${base}/api?${new URLSearchParams(params)}`);
const postJson = (body: unknown) => (base: string) =>
  fetch(`${base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Checks one answer against the description: status listed, content type listed, body matching its schema. */
async function check(c: Expected, response: Response): Promise<void> {
  const answer = await read(response);
  assert.equal(answer.status, c.status, `${c.name}: ${answer.body}`);
  const { pointer, response: described } =
    c.status === 404 ? { pointer: '#/components/responses/NotFound', response: DOC.components.responses.NotFound } : documented(c.path, c.method, c.status);
  for (const header of Object.keys(described.headers ?? {})) assert.ok(answer.headers.has(header), `${c.name}: no ${header} header`);
  if (!described.content) return assert.equal(answer.body, '', c.name);
  const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0];
  assert.ok(described.content[mediaType], `${c.name}: ${mediaType} is not listed for ${c.status}`);
  if (mediaType !== 'application/json') return;
  const validate = ajv.getSchema(`${DOC_ID}${pointer}/content/${escape(mediaType)}/schema`)!;
  assert.ok(validate(answer.json), `${c.name}: ${ajv.errorsText(validate.errors)}\n${answer.body.slice(0, 300)}`);
  if (!c.schema) return;
  const specific = ajv.getSchema(`${DOC_ID}#/components/schemas/${c.schema}`)!;
  assert.ok(specific(answer.json), `${c.name} as ${c.schema}: ${ajv.errorsText(specific.errors)}\n${answer.body.slice(0, 300)}`);
}

test('a maintained validator accepts the description as OpenAPI 3.1', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(DOC));
  assert.deepEqual(result.errors ?? [], []);
  assert.equal(result.valid, true);
  assert.equal(validator.version, '3.1');
});

test('every command the server knows is described, and its version is the package version', () => {
  assert.deepEqual(DOC.components.schemas.Command.enum, ['detect_language', 'autocorrect', 'autocomplete', 'get_lang_list']);
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
  assert.equal(DOC.info.version, pkg.version);
});

describe('on-premises answers match the description', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.stop();
  });

  const cases: Case[] = [
    { name: 'detect_language', path: '/api', method: 'get', status: 200, send: get({ cmd: 'detect_language', text: 'Das ist ein ganz normaler Satz' }), schema: 'LanguageCandidates' },
    { name: 'detect_language, Unknown', path: '/api', method: 'get', status: 200, send: get({ cmd: 'detect_language', text: '12345' }), schema: 'LanguageCandidates' },
    { name: 'detect_language, XML', path: '/api', method: 'get', status: 200, send: get({ cmd: 'detect_language', text: 'Das ist ein Satz', format: 'xml' }) },
    { name: 'detect_language, JSONP', path: '/api', method: 'get', status: 200, send: get({ cmd: 'detect_language', text: 'Das ist ein Satz', callback: 'app.onLang' }) },
    { name: 'autocorrect', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocorrect', text: 'teh', lang: 'en_US', locale: 'es' }), schema: 'AutocorrectResult' },
    { name: 'autocorrect, nothing to fix', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocorrect', text: 'the', lang: 'en_US' }), schema: 'AutocorrectResult' },
    { name: 'autocorrect, short', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocorrect', text: 'teh', lang: 'en-US', short_answer: 'true' }), schema: 'AutocorrectShortResult' },
    { name: 'autocorrect, short, nothing', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocorrect', text: 'two words', lang: 'en_US', short_answer: '1' }), schema: 'AutocorrectShortResult' },
    { name: 'autocorrect, XML', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocorrect', text: 'teh', lang: 'en_US', format: 'xml' }) },
    { name: 'autocomplete', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocomplete', text: 'Thank you very', lang: 'en_US' }), schema: 'AutocompleteResult' },
    { name: 'autocomplete, none', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocomplete', text: 'xqzjvw', lang: 'en_US' }), schema: 'AutocompleteResult' },
    { name: 'autocomplete, short', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocomplete', text: 'Hel', lang: 'en_US', short_answer: 'TRUE' }), schema: 'AutocompleteShortResult' },
    { name: 'autocomplete, XML', path: '/api', method: 'get', status: 200, send: get({ cmd: 'autocomplete', text: 'Hel', lang: 'en_US', format: 'xml' }) },
    { name: 'get_lang_list', path: '/api', method: 'get', status: 200, send: get({ cmd: 'get_lang_list', locale: 'de' }), schema: 'LanguageList' },
    { name: 'POST JSON', path: '/api', method: 'post', status: 200, send: postJson({ cmd: 'autocorrect', text: 'Entschuldigugn', lang: 'de_DE' }), schema: 'AutocorrectResult' },
    {
      name: 'POST form',
      path: '/api',
      method: 'post',
      status: 200,
      send: (base) => fetch(`${base}/api`, { method: 'POST', body: new URLSearchParams({ cmd: 'autocomplete', text: 'Thank you', lang: 'en_US' }) }),
      schema: 'AutocompleteResult',
    },
    { name: 'cmd missing', path: '/api', method: 'get', status: 400, send: get({ text: 'x' }), schema: 'Error' },
    { name: 'cmd unknown', path: '/api', method: 'get', status: 400, send: get({ cmd: 'translate', text: 'x' }), schema: 'Error' },
    { name: 'lang missing', path: '/api', method: 'get', status: 400, send: get({ cmd: 'autocorrect', text: 'teh' }), schema: 'Error' },
    { name: 'lang not a code', path: '/api', method: 'get', status: 400, send: get({ cmd: 'autocomplete', text: 'ho', lang: 'es' }), schema: 'Error' },
    { name: 'lang error in XML', path: '/api', method: 'get', status: 400, send: get({ cmd: 'autocomplete', text: 'ho', lang: 'en_us', format: 'xml' }) },
    { name: 'bad format', path: '/api', method: 'get', status: 400, send: get({ cmd: 'detect_language', text: 'x', format: 'yaml' }), schema: 'Error' },
    { name: 'bad short_answer', path: '/api', method: 'get', status: 400, send: get({ cmd: 'autocomplete', text: 'x', lang: 'en_US', short_answer: 'yes' }), schema: 'Error' },
    { name: 'error as JSONP', path: '/api', method: 'get', status: 400, send: get({ callback: 'app.onError' }) },
    { name: 'malformed JSON body', path: '/api', method: 'post', status: 400, send: (base) => fetch(`${base}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"cmd":' }), schema: 'Error' },
    { name: 'command not enabled', path: '/api', method: 'get', status: 403, send: get({ cmd: 'autocorrect', text: 'x', lang: 'zh_CN' }), schema: 'Error' },
    { name: 'text too long', path: '/api', method: 'post', status: 413, send: postJson({ cmd: 'detect_language', text: 'a'.repeat(100_001) }), schema: 'Error' },
    { name: 'wrong method', path: '/api', method: 'options', status: 405, send: (base) => fetch(`${base}/api`, { method: 'OPTIONS' }), schema: 'Error' },
    { name: 'unknown path', path: '', method: '', status: 404, send: (base) => fetch(`${base}/nothing-here`), schema: 'Error' },
    { name: 'healthz', path: '/healthz', method: 'get', status: 200, send: (base) => fetch(`${base}/healthz`), schema: 'Health' },
    { name: 'metrics', path: '/metrics', method: 'get', status: 200, send: (base) => fetch(`${base}/metrics`) },
    { name: 'openapi.json', path: '/openapi.json', method: 'get', status: 200, send: (base) => fetch(`${base}/openapi.json`) },
    { name: 'playground', path: '/', method: 'get', status: 200, send: (base) => fetch(`${base}/`) },
  ];
  for (const c of cases) test(`${c.name}: ${c.status}`, async () => check(c, await c.send(server.base)));

  test('/openapi.json serves the file in the repository', async () => {
    assert.deepEqual(await (await fetch(`${server.base}/openapi.json`)).json(), DOC);
  });
});

describe('cloud answers match the description', () => {
  const KEY = 'openapi-test-key';
  let server: RunningServer;
  before(async () => {
    const keysFile = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.txt');
    writeFileSync(keysFile, `${KEY} rps=1\n`);
    server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: keysFile });
  });
  after(async () => {
    await server?.stop();
  });

  test('no serviceid: 401', async () => {
    await check({ name: 'no key', path: '/api', method: 'get', status: 401, schema: 'Error' }, await get({ cmd: 'get_lang_list' })(server.base));
  });

  test('over the key rate: 429 with Retry-After', async () => {
    const send = get({ cmd: 'get_lang_list', serviceid: KEY });
    const first = await send(server.base);
    await first.body?.cancel();
    assert.equal(first.status, 200);
    await check({ name: 'over the rate', path: '/api', method: 'get', status: 429, schema: 'Error' }, await send(server.base));
  });
});
