// The front's own CPU cost per request, without HTTP: query parsing, validation and the result cache's lookup on one
// thread, over the bench inputs for each command and format (a cache hit's work, less uWS; answers are rendered on the
// workers). `node --import tsx bench/front-cost.ts`
import { parseApiRequest } from '../server/api-request.ts';
import { parseQuery } from '../server/request-params.ts';
import { MAX_CACHED_TEXT_CHARS, ResultCache } from '../server/result-cache.ts';
import { formatCode } from '../workers/batch.ts';
import { inProcessEngines } from './in-process-engines.ts';
import { benchInputs } from './inputs.ts';

/** Passes over the inputs before timing (JIT warm-up), and timed passes, of which the fastest counts. */
const WARM_UP_PASSES = 20;
const TIMED_PASSES = 15;

const { registry } = inProcessEngines();
const cache = new ResultCache(1 << 16, MAX_CACHED_TEXT_CHARS);
/** What the cache holds for every input: the work measured is finding it, not what it is. */
const ANSWER = '{"result":{"suggestions":["the"],"message":"Revert"}}';
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
    /** What the main thread does for a request: read and validate it, make its cache key. */
    const keyOf = (query: string): string | null => {
      const { command, lang, text, options } = answer(query).request!;
      if (command.kind !== 'engine') throw new Error(`${cmd} is not an engine command`);
      const engineText = command.engineText(text);
      return engineText === null ? null : cache.keyOf(command.op, formatCode(options), options, lang, engineText);
    };
    for (const query of queries) {
      const key = keyOf(query);
      if (key !== null) cache.set(key, ANSWER);
    }
    let bytes = 0;
    const pass = () => {
      for (let i = 0; i < queries.length; i++) {
        const key = keyOf(queries[i]);
        if (key !== null) bytes += cache.get(key)?.length ?? 0;
      }
    };
    for (let i = 0; i < WARM_UP_PASSES; i++) pass();
    let best = Infinity;
    for (let i = 0; i < TIMED_PASSES; i++) {
      const started = performance.now();
      pass();
      best = Math.min(best, (performance.now() - started) / queries.length);
    }
    if (bytes === 0) throw new Error('nothing found in the cache');
    console.log(`| ${cmd} | ${format} | ${(best * 1000).toFixed(2)} |`);
  }
}
