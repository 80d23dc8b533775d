// The uWebSockets.js front: routes, body reading with a size cap, abort handling, validation, key limits, and the
// hand-off of CPU work to the engine pool. Every answer, error or not, goes through server/render.ts, then
// through ApiServer.respond, which adds the browser headers (server/cors.ts) and counts it (metrics, access log).
import type { HttpRequest, HttpResponse, TemplatedApp, us_listen_socket } from 'uWebSockets.js';
import type { ItemResult } from '../workers/batch.ts';
import type { EngineJob, EnginePool } from '../workers/engine-pool.ts';
import type { AccessLog } from './access-log.ts';
import { AnswerWriter, NO_CONTENT } from './answer-writer.ts';
import { ApiError } from './api-error.ts';
import type { ApiKey, ApiKeys } from './api-keys.ts';
import { COMMANDS, parseApiRequest, type ApiRequest, type OutputOptions, type RawParams } from './api-request.ts';
import type { CorsPolicy } from './cors.ts';
import type { LanguageRegistry } from './language-registry.ts';
import { ABORTED, type Metrics, type Route } from './metrics.ts';
import { retryAfterSeconds, type RateLimiter } from './rate-limit.ts';
import { renderCorrection, renderError, renderLanguageList, renderResult, type Rendered } from './render.ts';
import { mergeBody, parseQuery } from './request-params.ts';
import { loadStaticFiles, writeStaticFile, type StaticFile } from './static-files.ts';
import { loadNativeUws } from './uws.ts';

/** decisions.md: request bodies over 1 MiB answer 413. */
export const MAX_BODY_BYTES = 1 << 20;
/** Seconds a client is asked to wait after a 503 for a full queue or a server that is starting. */
const RETRY_AFTER_SECONDS = '1';
const WHITESPACE = /\s/;
/** Request paths and X-Forwarded-For values are cut to this length in the access log. */
const MAX_LOGGED_CHARS = 256;

export type ServerState = 'starting' | 'ready' | 'draining';

export interface ApiServerDeps {
  registry: LanguageRegistry;
  pool: EnginePool;
  /** Null on-premises: no key is asked for. */
  keys: ApiKeys | null;
  /** Applies each key's limits; null on-premises. */
  limiter: RateLimiter | null;
}

/** What the front does besides the API itself, fixed at start. */
export interface ServerFeatures {
  cors: CorsPolicy;
  metrics: Metrics;
  /** Null unless ACCESS_LOG is on. */
  accessLog: AccessLog | null;
}

const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;
const DEFAULT_OPTIONS: OutputOptions = { format: 'json', callback: null, short: false, locale: 'en' };
const TEXT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** What an answer needs from its request, read while uWS still holds it (a request is valid only synchronously). */
interface Arrival {
  started: number;
  /** HEAD: the headers of the answer, no body. */
  head: boolean;
  cors: Record<string, string>;
  /** Only when the access log is on. */
  log: { method: string; path: string; remote: string; forwarded: string } | null;
}

const routeOf = (cmd: unknown): Route => ((COMMANDS as readonly unknown[]).includes(cmd) ? (cmd as Route) : 'invalid');

/** One request from arrival to answer; it is the pool's job handle, so no closure is made per request. */
class ApiExchange implements EngineJob {
  aborted = false;
  settled = false;
  options: OutputOptions = DEFAULT_OPTIONS;
  request: ApiRequest | null = null;
  route: Route = 'invalid';
  key: ApiKey | null = null;

  constructor(
    readonly res: HttpResponse,
    readonly arrival: Arrival,
    private readonly server: ApiServer,
  ) {}

  /**
   * Before the request handler returns without an answer (an engine, a key limit or the body to wait for): uWS then
   * needs to be told what to do if the client leaves. An answer given at once (a cached one) skips this.
   */
  awaitAnswer(): void {
    if (this.settled) return;
    this.res.onAborted(() => {
      this.aborted = true;
      if (!this.settled) this.server.observe(this.arrival, this.route, ABORTED, 0, this.key);
      this.settle();
    });
  }

  /** Validates the parameters, applies the key's limits, then answers at once or hands the work to the pool. */
  process(params: RawParams): void {
    const { registry, keys, limiter } = this.server.deps;
    this.route = routeOf(params.get('cmd'));
    const { options, request, key, error } = parseApiRequest(params, registry, keys);
    this.options = options;
    this.key = key;
    if (error) return this.fail(error);
    this.request = request;
    if (!key?.limited || !limiter) return this.dispatch(request);
    limiter.take(key).then((waitMs) => this.guard(() => (waitMs > 0 ? this.refuse(waitMs) : this.dispatch(request))));
  }

  private dispatch(request: ApiRequest): void {
    if (this.aborted) return;
    const { registry, pool } = this.server.deps;
    let accepted = true;
    switch (request.cmd) {
      case 'get_lang_list':
        return this.send(renderLanguageList(registry, request));
      case 'detect_language':
        accepted = pool.detect(request.text, this);
        break;
      case 'autocorrect': {
        // api.md 4.3 rule 2: more than one word, no suggestion; an empty word has none either.
        const word = request.text.trim();
        if (word === '' || WHITESPACE.test(word)) return this.send(renderCorrection(null, request));
        accepted = pool.correct(request.lang, word, this);
        break;
      }
      case 'autocomplete':
        accepted = pool.complete(request.lang, request.text, this);
        break;
    }
    if (!accepted) this.fail(new ApiError(503, 'The server is busy; retry shortly.', { 'Retry-After': RETRY_AFTER_SECONDS }));
  }

  private refuse(waitMs: number): void {
    this.server.features.metrics.rateLimited++;
    this.fail(new ApiError(429, 'Too many requests for this key; retry later.', { 'Retry-After': retryAfterSeconds(waitMs) }));
  }

  finish(result: ItemResult, failed: boolean): void {
    if (failed) this.server.features.metrics.engineFailures++;
    if (this.aborted || this.settled) return;
    if (failed) return this.fail(new ApiError(500, 'Internal error while processing the request.'));
    this.send(renderResult(this.request!, result, this.server.deps.registry));
  }

  fail(error: ApiError): void {
    this.send(renderError(error, this.options), error.headers);
  }

  send(out: Rendered, headers: Record<string, string> = NO_HEADERS): void {
    if (this.aborted || this.settled) return;
    this.server.respond(this.res, this.arrival, this.route, out, headers, this.key);
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
  private readonly decoder = new TextDecoder();
  private readonly writer = new AnswerWriter();

  constructor(readonly features: ServerFeatures) {
    const uws = loadNativeUws();
    this.app = uws
      .App()
      .any('/healthz', (res, req) => this.health(res, req))
      .any('/metrics', (res, req) => this.metrics(res, req))
      .any('/api', (res, req) => this.api(res, req));
    for (const file of loadStaticFiles()) this.app.any(file.path, (res, req) => this.staticFile(res, req, file));
    this.app.any('/*', (res, req) => this.answer(res, req, 'other', renderError(new ApiError(404, 'Not found.'), DEFAULT_OPTIONS)));
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

  /** Writes an answer with the browser headers and counts it. While draining, connections close after their answer. */
  respond(res: HttpResponse, arrival: Arrival, route: Route, out: Rendered, headers: Record<string, string>, key: ApiKey | null = null): void {
    this.writer.write(res, out, arrival.head, arrival.cors, headers, this.state === 'draining');
    this.observe(arrival, route, out.status, arrival.log ? Buffer.byteLength(out.body) : 0, key);
  }

  observe(arrival: Arrival, route: Route, status: number, bytes: number, key: ApiKey | null): void {
    const ms = performance.now() - arrival.started;
    this.features.metrics.observe(route, status, ms / 1000);
    if (!arrival.log) return;
    this.features.accessLog!.log({
      ...arrival.log,
      command: route,
      status: status === ABORTED ? 'aborted' : status,
      ms: Math.round(ms * 1000) / 1000,
      bytes,
      key: key?.label ?? '',
    });
  }

  private arrival(res: HttpResponse, req: HttpRequest): Arrival {
    const { cors, accessLog } = this.features;
    const method = req.getMethod();
    return {
      started: performance.now(),
      head: method === 'head',
      cors: cors.enabled ? cors.responseHeaders(cors.allowOrigin(req.getHeader('origin'))) : NO_HEADERS,
      log: accessLog && {
        method: method.toUpperCase(),
        path: req.getUrl().slice(0, MAX_LOGGED_CHARS),
        remote: this.decoder.decode(res.getRemoteAddressAsText()),
        forwarded: req.getHeader('x-forwarded-for').slice(0, MAX_LOGGED_CHARS),
      },
    };
  }

  /** An answer that needs nothing but its request: written and counted at once. */
  private answer(res: HttpResponse, req: HttpRequest, route: Route, out: Rendered, headers: Record<string, string> = NO_HEADERS): void {
    this.respond(res, this.arrival(res, req), route, out, headers);
  }

  private health(res: HttpResponse, req: HttpRequest): void {
    const method = req.getMethod();
    if (method !== 'get' && method !== 'head') return this.methodNotAllowed(res, req, 'healthz', 'GET, HEAD');
    const ready = this.state === 'ready';
    this.answer(res, req, 'healthz', {
      status: ready ? 200 : 503,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ status: this.state }),
    });
  }

  private metrics(res: HttpResponse, req: HttpRequest): void {
    const method = req.getMethod();
    if (method !== 'get' && method !== 'head') return this.methodNotAllowed(res, req, 'metrics', 'GET, HEAD');
    this.answer(res, req, 'metrics', { status: 200, contentType: TEXT_TYPE, body: this.features.metrics.render() });
  }

  /** The playground and /openapi.json (server/static-files.ts); counted as `other`. */
  private staticFile(res: HttpResponse, req: HttpRequest, file: StaticFile): void {
    const method = req.getMethod();
    if (method !== 'get' && method !== 'head') return this.methodNotAllowed(res, req, 'other', 'GET, HEAD');
    const arrival = this.arrival(res, req);
    writeStaticFile(res, file, arrival.head, arrival.cors);
    this.observe(arrival, 'other', 200, arrival.head ? 0 : file.body.byteLength, null);
  }

  private methodNotAllowed(res: HttpResponse, req: HttpRequest, route: Route, allow: string): void {
    this.answer(res, req, route, renderError(new ApiError(405, 'Method not allowed.'), DEFAULT_OPTIONS), { Allow: allow });
  }

  private api(res: HttpResponse, req: HttpRequest): void {
    const method = req.getMethod();
    const { cors } = this.features;
    if (method === 'options' && cors.enabled) {
      const arrival = this.arrival(res, req);
      arrival.cors = cors.preflightHeaders(cors.allowOrigin(req.getHeader('origin')));
      return this.respond(res, arrival, 'preflight', { status: NO_CONTENT, contentType: '', body: '' }, NO_HEADERS);
    }
    if (method !== 'get' && method !== 'post') return this.methodNotAllowed(res, req, 'other', cors.enabled ? 'GET, POST, OPTIONS' : 'GET, POST');
    if (this.state !== 'ready') {
      const message = this.state === 'starting' ? 'The server is starting.' : 'The server is shutting down.';
      return this.answer(res, req, 'other', renderError(new ApiError(503, message), DEFAULT_OPTIONS), { 'Retry-After': RETRY_AFTER_SECONDS });
    }
    const query = req.getQuery() ?? '';
    this.inFlight++;
    const exchange = new ApiExchange(res, this.arrival(res, req), this);
    if (method === 'get') {
      exchange.guard(() => exchange.process(parseQuery(query)));
      return exchange.awaitAnswer();
    }

    const contentType = req.getHeader('content-type');
    const lengthHeader = req.getHeader('content-length');
    const declared = Number(lengthHeader || '0');
    // uWS never calls onData for a `Content-Length: 0` body when the request head arrived in pieces (found by
    // test/fuzz.test.ts: the request hung until the idle timeout). There is no body to wait for.
    if (lengthHeader !== '' && declared === 0) {
      exchange.guard(() => exchange.process(parseQuery(query)));
      return exchange.awaitAnswer();
    }
    // A body past the cap is answered at once, and the connection kept: uWS skips the rest of the body by itself,
    // whereas closing with the body still arriving resets the connection and the client loses the answer.
    const tooLarge = new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    if (declared > MAX_BODY_BYTES) return exchange.fail(tooLarge);
    exchange.awaitAnswer();
    let body = new Uint8Array(declared > 0 ? declared : 1024);
    let length = 0;
    res.onData((chunk, isLast) => {
      if (exchange.settled) return;
      if (length + chunk.byteLength > MAX_BODY_BYTES) return exchange.fail(tooLarge);
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
