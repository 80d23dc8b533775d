// The front's own CPU cost per request, without HTTP: query parsing, validation and rendering on one thread, over the
// bench inputs for each command and format, with the engine answers computed beforehand (a cache hit's work, less
// uWS). `node --import tsx bench/front-cost.ts`
import { parseApiRequest } from '../server/api-request.ts';
import { renderResult } from '../server/render.ts';
import { parseQuery } from '../server/request-params.ts';
import { OP_OF_COMMAND, type ItemResult } from '../workers/batch.ts';
import { inProcessEngines } from './in-process-engines.ts';
import { benchInputs } from './inputs.ts';

/** Passes over the inputs before timing (JIT warm-up), and timed passes, of which the fastest counts. */
const WARM_UP_PASSES = 20;
const TIMED_PASSES = 15;

const { engines, registry } = inProcessEngines();
const inputs = benchInputs();
const formats: Record<string, Record<string, string>> = { json: {}, short: { short_answer: 'true' }, xml: { format: 'xml' }, jsonp: { callback: 'cb' } };
const commands: Record<string, Record<string, string>[]> = {
  autocorrect: inputs.words.map(([lang, text]) => ({ cmd: 'autocorrect', lang, text })),
  autocomplete: inputs.prefixes.map(([lang, text]) => ({ cmd: 'autocomplete', lang, text })),
  detect_language: inputs.sentences.map((text) => ({ cmd: 'detect_language', text })),
};

function answer(query: string): ReturnType<typeof parseApiRequest> {
  const parsed = parseApiRequest(parseQuery(query), registry, null);
  if (parsed.error) throw parsed.error;
  return parsed;
}

console.log('| command | format | µs per request |\n|---|---|---|');
for (const [cmd, params] of Object.entries(commands)) {
  for (const [format, extra] of Object.entries(formats)) {
    const queries = params.map((p) => new URLSearchParams({ ...p, ...extra }).toString());
    const results: ItemResult[] = queries.map((query) => {
      const { request } = answer(query);
      return engines.run(OP_OF_COMMAND[request!.cmd as keyof typeof OP_OF_COMMAND], request!.lang, cmd === 'autocorrect' ? request!.text.trim() : request!.text);
    });
    let bytes = 0;
    const pass = () => {
      for (let i = 0; i < queries.length; i++) bytes += renderResult(answer(queries[i]).request!, results[i], registry).body.length;
    };
    for (let i = 0; i < WARM_UP_PASSES; i++) pass();
    let best = Infinity;
    for (let i = 0; i < TIMED_PASSES; i++) {
      const started = performance.now();
      pass();
      best = Math.min(best, (performance.now() - started) / queries.length);
    }
    if (bytes === 0) throw new Error('nothing rendered');
    console.log(`| ${cmd} | ${format} | ${(best * 1000).toFixed(2)} |`);
  }
}
