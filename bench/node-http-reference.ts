// Second reference for the HTTP bench: a plain node:http server that runs the same edge checks, engines and
// renderer in-process on one thread (GET only), so the cost of the uWS front plus the thread hop can be read off.
import { createServer } from 'node:http';
import { contentTypeOf, renderError, type Rendered } from '../core/render.ts';
import { parseApiRequest } from '../server/api-request.ts';
import { ApiError, apiError } from '../server/api-error.ts';
import { parseQuery } from '../server/request-params.ts';
import { inProcessEngines } from './in-process-engines.ts';

const { engines, registry } = inProcessEngines();
const JSON_OPTIONS = { format: 'json', callback: null, short: false, locale: 'en' } as const;

function answer(query: string): Rendered {
  let params;
  try {
    params = parseQuery(query);
  } catch (error) {
    return renderError(error as ApiError, JSON_OPTIONS);
  }
  const { options, request, error } = parseApiRequest(params, registry, null);
  if (error) return renderError(error, options);
  const { command } = request;
  const ok = (body: string): Rendered => ({ status: 200, contentType: contentTypeOf(options), body });
  if (command.kind === 'registry') return ok(command.answer(options, registry));
  const text = command.engineText(request.text);
  if (text === null) return ok(command.answerWithoutEngine(options, registry));
  const body = engines.answer(command, request.lang, text, options);
  return body === null ? renderError(apiError('engine_failure'), options) : ok(body);
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const out = answer(q === -1 ? '' : url.slice(q + 1));
  res.writeHead(out.status, { 'Content-Type': out.contentType, 'X-Content-Type-Options': 'nosniff' });
  res.end(out.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
