// Second reference for the HTTP bench: a plain node:http server that runs the same edge checks, engines and
// renderer in-process on one thread (GET only), so the cost of the uWS front plus the thread hop can be read off.
import { createServer } from 'node:http';
import { OP_OF_COMMAND } from '../workers/batch.ts';
import { parseApiRequest } from '../server/api-request.ts';
import { renderError, renderResult, type Rendered } from '../server/render.ts';
import { parseQuery } from '../server/request-params.ts';
import { ApiError } from '../server/api-error.ts';
import { inProcessEngines } from './in-process-engines.ts';

const { engines, registry } = inProcessEngines();

function answer(query: string): Rendered {
  let params;
  try {
    params = parseQuery(query);
  } catch (error) {
    return renderError(error as ApiError, { format: 'json', callback: null, short: false, locale: 'en' });
  }
  const { options, request, error } = parseApiRequest(params, registry, null);
  if (error) return renderError(error, options);
  const text = request.cmd === 'autocorrect' ? request.text.trim() : request.text;
  const result = request.cmd === 'get_lang_list' ? null : engines.run(OP_OF_COMMAND[request.cmd], request.lang, text);
  return renderResult(request, result, registry);
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
