// The uWebSockets.js front: routes, body reading with a size cap, abort handling, validation, and the hand-off
// of CPU work to the engine pool. Every answer, error or not, goes through server/render.ts.
import type { HttpRequest, HttpResponse, TemplatedApp, us_listen_socket } from 'uWebSockets.js';
import type { DetectedLanguage } from '../engines/detector.ts';
import type { ItemResult } from '../workers/batch.ts';
import type { EngineJob, EnginePool } from '../workers/engine-pool.ts';
import { ApiError, STATUS_LINES } from './api-error.ts';
import type { ApiKeys } from './api-keys.ts';
import { readCommand, readOutputOptions, readRequest, type ApiRequest, type OutputOptions, type RawParams } from './api-request.ts';
import type { LanguageRegistry } from './language-registry.ts';
import {
  renderCompletions,
  renderCorrection,
  renderDetection,
  renderError,
  renderLanguageList,
  type Rendered,
} from './render.ts';
import { mergeBody, parseQuery } from './request-params.ts';
import { loadNativeUws } from './uws.ts';

/** decisions.md: request bodies over 1 MiB answer 413. */
export const MAX_BODY_BYTES = 1 << 20;
/** Seconds a client is asked to wait after a 503 for a full queue or a server that is starting. */
const RETRY_AFTER_SECONDS = '1';
const WHITESPACE = /\s/;

export type ServerState = 'starting' | 'ready' | 'draining';

export interface ApiServerDeps {
  registry: LanguageRegistry;
  pool: EnginePool;
  /** Null on-premises: no key is asked for. */
  keys: ApiKeys | null;
}

const DEFAULT_OPTIONS: OutputOptions = { format: 'json', callback: null, short: false, locale: 'en' };

function writeRendered(res: HttpResponse, out: Rendered, headers: Record<string, string> = {}, close = false): void {
  res.cork(() => {
    res.writeStatus(STATUS_LINES[out.status] ?? `${out.status} Error`);
    res.writeHeader('Content-Type', out.contentType);
    res.writeHeader('X-Content-Type-Options', 'nosniff');
    for (const name in headers) res.writeHeader(name, headers[name]);
    res.end(out.body, close);
  });
}

/** One request from arrival to answer; it is the pool's job handle, so no closure is made per request. */
class ApiExchange implements EngineJob {
  aborted = false;
  settled = false;
  options: OutputOptions = DEFAULT_OPTIONS;
  request: ApiRequest | null = null;

  constructor(
    readonly res: HttpResponse,
    private readonly server: ApiServer,
  ) {
    res.onAborted(() => {
      this.aborted = true;
      this.settle();
    });
  }

  /** Validates the parameters and answers at once or hands the work to the pool. */
  process(params: RawParams): void {
    const { options, invalid } = readOutputOptions(params);
    this.options = options;
    if (invalid) return this.fail(invalid);
    const { registry, pool, keys } = this.server.deps;
    if (keys && !keys.isValid(params.get('serviceid') as string | undefined)) {
      return this.fail(new ApiError(401, "Missing or invalid 'serviceid'."));
    }
    const request = readRequest(params, readCommand(params), options, registry);
    this.request = request;
    let accepted = true;
    switch (request.cmd) {
      case 'get_lang_list':
        return this.send(renderLanguageList(registry, options));
      case 'detect_language':
        accepted = pool.detect(request.text, this);
        break;
      case 'autocorrect':
        // api.md 4.3 rule 2: more than one word, no suggestion; an empty word has none either.
        if (request.text.trim() === '' || WHITESPACE.test(request.text.trim())) return this.send(renderCorrection(null, options));
        accepted = pool.correct(request.lang, request.text.trim(), this);
        break;
      case 'autocomplete':
        accepted = pool.complete(request.lang, request.text, this);
        break;
    }
    if (!accepted) this.fail(new ApiError(503, 'The server is busy; retry shortly.', { 'Retry-After': RETRY_AFTER_SECONDS }));
  }

  finish(result: ItemResult, failed: boolean): void {
    if (this.aborted || this.settled) return;
    const request = this.request!;
    if (failed) return this.fail(new ApiError(500, 'Internal error while processing the request.'));
    switch (request.cmd) {
      case 'detect_language':
        return this.send(renderDetection(result as DetectedLanguage[], this.options, this.server.deps.registry));
      case 'autocorrect':
        return this.send(renderCorrection(result as string | null, this.options));
      case 'autocomplete':
        return this.send(renderCompletions(result as string[], this.options));
      default:
        return this.fail(new ApiError(500, 'Internal error while processing the request.'));
    }
  }

  fail(error: ApiError, close = false): void {
    this.send(renderError(error, this.options), error.headers, close);
  }

  send(out: Rendered, headers: Record<string, string> = {}, close = false): void {
    if (this.aborted || this.settled) return;
    writeRendered(this.res, out, headers, close);
    this.settle();
  }

  /** Handles anything thrown while processing: ApiErrors are answers, everything else is a logged 500. */
  guard(run: () => void): void {
    try {
      run();
    } catch (error) {
      if (error instanceof ApiError) return this.fail(error);
      console.error('unexpected error:', (error as Error).message);
      this.fail(new ApiError(500, 'Internal error while processing the request.'));
    }
  }

  private settle(): void {
    if (this.settled) return;
    this.settled = true;
    this.server.exchangeSettled();
  }
}

export class ApiServer {
  state: ServerState = 'starting';
  /** Exchanges begun and not yet answered or aborted. */
  inFlight = 0;
  deps!: ApiServerDeps;
  private listenSocket: us_listen_socket | null = null;
  private readonly app: TemplatedApp;
  private drained: (() => void) | null = null;

  constructor() {
    const uws = loadNativeUws();
    this.app = uws
      .App()
      .get('/healthz', (res) => this.health(res))
      .any('/healthz', (res) => this.methodNotAllowed(res, 'GET'))
      .any('/api', (res, req) => this.api(res, req))
      .any('/*', (res) => writeRendered(res, renderError(new ApiError(404, 'Not found.'), DEFAULT_OPTIONS)));
  }

  listen(host: string, port: number): Promise<number> {
    const uws = loadNativeUws();
    return new Promise((resolve, reject) => {
      this.app.listen(host, port, (socket) => {
        if (!socket) return reject(new Error(`cannot listen on ${host}:${port}`));
        this.listenSocket = socket;
        resolve(uws.us_socket_local_port(socket));
      });
    });
  }

  /** Called once the dictionaries are loaded and the workers are up. */
  open(deps: ApiServerDeps): void {
    this.deps = deps;
    this.state = 'ready';
  }

  /** Stops accepting connections and resolves when every request in flight has been answered. */
  drain(): Promise<void> {
    this.state = 'draining';
    if (this.listenSocket) {
      loadNativeUws().us_listen_socket_close(this.listenSocket);
      this.listenSocket = null;
    }
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => (this.drained = resolve));
  }

  exchangeSettled(): void {
    this.inFlight--;
    if (this.inFlight === 0 && this.drained) this.drained();
  }

  private health(res: HttpResponse): void {
    const ready = this.state === 'ready';
    writeRendered(res, {
      status: ready ? 200 : 503,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ status: this.state }),
    });
  }

  private methodNotAllowed(res: HttpResponse, allow: string): void {
    writeRendered(res, renderError(new ApiError(405, 'Method not allowed.'), DEFAULT_OPTIONS), { Allow: allow });
  }

  private api(res: HttpResponse, req: HttpRequest): void {
    const method = req.getMethod();
    if (method !== 'get' && method !== 'post') return this.methodNotAllowed(res, 'GET, POST');
    if (this.state !== 'ready') {
      const message = this.state === 'starting' ? 'The server is starting.' : 'The server is shutting down.';
      return writeRendered(res, renderError(new ApiError(503, message), DEFAULT_OPTIONS), { 'Retry-After': RETRY_AFTER_SECONDS });
    }
    const query = req.getQuery() ?? '';
    this.inFlight++;
    const exchange = new ApiExchange(res, this);
    if (method === 'get') return exchange.guard(() => exchange.process(parseQuery(query)));

    const contentType = req.getHeader('content-type');
    const declared = Number(req.getHeader('content-length') || '0');
    const tooLarge = new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    if (declared > MAX_BODY_BYTES) return exchange.fail(tooLarge, true);
    let body = new Uint8Array(declared > 0 ? declared : 1024);
    let length = 0;
    res.onData((chunk, isLast) => {
      if (exchange.settled) return;
      if (length + chunk.byteLength > MAX_BODY_BYTES) return exchange.fail(tooLarge, true);
      if (length + chunk.byteLength > body.length) {
        const grown = new Uint8Array(Math.min(MAX_BODY_BYTES, Math.max(body.length * 2, length + chunk.byteLength)));
        grown.set(body.subarray(0, length));
        body = grown;
      }
      // uWS reuses the chunk's memory after this callback returns: copy now.
      body.set(new Uint8Array(chunk), length);
      length += chunk.byteLength;
      if (isLast) exchange.guard(() => exchange.process(mergeBody(parseQuery(query), contentType, body.subarray(0, length))));
    });
  }
}
