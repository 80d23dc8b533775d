// The command table (core/commands.ts): every command in every output format goes through the same path (parse,
// route, pool or registry, render, write) and answers exactly what its table entry renders in this process; ops are
// the entries' positions; metrics count each command under its own label.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { COMMANDS, ENGINE_COMMANDS } from '../core/commands.ts';
import { EngineSet } from '../core/engine-set.ts';
import { LanguageRegistry } from '../core/language-registry.ts';
import type { OutputOptions } from '../core/output-options.ts';
import { contentTypeOf } from '../core/render.ts';
import { COMPILED_DIR, readManifest } from '../data/manifest.ts';
import { loadSharedPacks } from '../workers/shared-packs.ts';
import { api, startServer, type RunningServer } from './server-harness.ts';

const FORMATS: Record<string, Record<string, string>> = {
  json: {},
  short: { short_answer: 'true' },
  xml: { format: 'xml' },
  jsonp: { callback: 'app.onAnswer' },
  'xml, Spanish names': { format: 'xml', locale: 'es' },
};
/** Parameters per command beside the output options: at least one request of each reaches its engine. */
const REQUESTS: Record<string, Record<string, string>[]> = {
  detect_language: [{ text: 'Das ist ein ganz normaler Satz' }, { text: '12345' }],
  autocorrect: [{ text: 'teh', lang: 'en_US' }, { text: 'two words', lang: 'en_US' }, { text: 'house', lang: 'en_US' }],
  autocomplete: [{ text: 'Thank you very', lang: 'en_US' }, { text: 'Thank you very ', lang: 'en_US' }],
  get_lang_list: [{}],
};

let server: RunningServer;
let engines: EngineSet;
let registry: LanguageRegistry;

before(async () => {
  // One worker, no idle-inline answers: engine answers are rendered on the worker, the expected ones here.
  server = await startServer({ IDLE_INLINE_COMMANDS: '', RESULT_CACHE: '0' });
  const manifest = readManifest()!;
  const files = { detector: manifest.detector.file, spellers: { en_US: manifest.spellers.en_US }, completers: { en_US: manifest.completers.en_US } };
  registry = LanguageRegistry.fromManifest(manifest);
  engines = new EngineSet(loadSharedPacks(COMPILED_DIR, [files.detector, files.spellers.en_US, files.completers.en_US]), files, registry);
});
after(() => server?.stop());

function optionsOf(params: Record<string, string>): OutputOptions {
  return { format: params.format === 'xml' ? 'xml' : 'json', short: params.short_answer === 'true', locale: params.locale ?? 'en', callback: params.callback ?? null };
}

test('every command is in the request table, and every engine op is its entry position', () => {
  assert.deepEqual(Object.keys(REQUESTS).sort(), COMMANDS.map((command) => command.name).sort());
  ENGINE_COMMANDS.forEach((command, i) => assert.equal(command.op, i, command.name));
});

for (const command of COMMANDS) {
  test(`${command.name}: every format answers what its table entry renders`, async () => {
    for (const [format, extra] of Object.entries(FORMATS)) {
      for (const params of REQUESTS[command.name]) {
        const all: Record<string, string> = { cmd: command.name, ...params, ...extra };
        const options = optionsOf(all);
        let expected: string;
        if (command.kind === 'registry') expected = command.answer(options, registry);
        else {
          const text = command.engineText(all.text);
          expected = text === null ? command.answerWithoutEngine(options, registry) : engines.answer(command, all.lang ?? '', text, options)!;
        }
        const r = await api(server.base, all);
        assert.equal(r.status, 200, `${format} ${JSON.stringify(params)}`);
        assert.equal(r.headers.get('content-type'), contentTypeOf(options));
        assert.equal(r.body, expected, `${format} ${JSON.stringify(params)}`);
      }
    }
  });
}

test('metrics count each command under its own label', async () => {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  for (const command of COMMANDS) assert.match(text, new RegExp(`^text_assist_requests_total\\{command="${command.name}",status="200"\\} [1-9]`, 'm'));
});

test('a text gets the same answer whatever was asked before it, every request reaching the engine', async () => {
  // Typed without marks and with them: the style a text is typed in must not carry over to the next request.
  const texts = ['Dziekuje bardzo, to jest wlasnie to czego szuk', 'Dziękuję bardzo, to jest właśnie to czego szuk', 'Dziękuję za pom', 'Dziekuje za pom'];
  const ask = async (text: string) => (await api(server.base, { cmd: 'autocomplete', text, lang: 'pl_PL' })).json.result.suggestions as string[];
  const forward: string[][] = [];
  for (const text of texts) forward.push(await ask(text));
  const backward: string[][] = [];
  for (const text of [...texts].reverse()) backward.unshift(await ask(text));
  assert.deepEqual(backward, forward);
  assert.ok(forward[1].includes('ałeś') && forward[0].includes('ales'), JSON.stringify(forward));
});
