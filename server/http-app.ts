// The uWebSockets.js front: routes, body reading with a size cap, abort handling, validation, key limits, and the
// hand-off of CPU work to the result cache, then the engine pool. Every answer, error or not, goes through
// core/render.ts, then through ApiServer.respond, which adds the browser headers (server/cors.ts) and counts it
// (metrics, access log).
import type { HttpRequest, HttpResponse, TemplatedApp, us_listen_socket } from 'uWebSockets.js';
import { findCommand } from '../core/commands.ts';
import type { LanguageRegistry } from '../core/language-registry.ts';
import type { OutputOptions } from '../core/output-options.ts';
import { contentTypeOf, renderError, type Body, type Rendered } from '../core/render.ts';
import { formatCode } from '../workers/batch.ts';
import type { EngineJob, EnginePool } from '../workers/engine-pool.ts';
import type { AccessLog } from './access-log.ts';
import { AnswerWriter, NO_CONTENT } from './answer-writer.ts';
import { ApiError, apiError } from './api-error.ts';
import type { ApiKey, ApiKeys } from './api-keys.ts';
import { parseApiRequest, type ApiRequest, type RawParams } from './api-request.ts';
import type { CorsPolicy } from './cors.ts';
import { ABORTED, type Metrics, type Route } from './metrics.ts';
import { retryAfterSeconds, type RateLimiter } from './rate-limit.ts';
import { mergeBody, parseQuery } from './request-params.ts';
import type { ResultCache } from './result-cache.ts';
import { loadStaticFiles, writeStaticFile, type StaticFile } from './static-files.ts';
import { listenExclusive, loadNativeUws } from './uws.ts';

/** decisions.md: request bodies over 1 MiB answer 413. */
export const MAX_BODY_BYTES = 1 << 20;
/** Request paths and X-Forwarded-For values are cut to this length in the access log. */
const MAX_LOGGED_CHARS = 256;

export type ServerState = 'starting' | 'ready' | 'draining';

export interface ApiServerDeps {
  registry: LanguageRegistry;
  pool: EnginePool;
  /** Answers repeated requests without the pool; null: every engine request goes to it. */
  cache: ResultCache | null;
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

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});
/** uWS writes `200 OK` itself when no status is written (server/answer-writer.ts). */
const OK = 200;
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

/** What a request is counted as before its command is known valid: the command it names, else 'invalid'. */
function routeOf(cmd: unknown): Route {
  return (typeof cmd === 'string' && findCommand(cmd)?.name) || 'invalid';
}

/**
 * One request from arrival to answer. It is the pool's job handle and the limiter's continuation, so the only closures
 * made per request are the abort handler uWS needs when the answer is not given at once, and a POST's body reader.
 */
class ApiExchange implements EngineJob {
  aborted = false;
  settled = false;
  options: OutputOptions = DEFAULT_OPTIONS;
  request: ApiRequest | null = null;
  route: Route = 'invalid';
  key: ApiKey | null = null;
  /** Where the pool's answer is stored in the result cache; null when it is not cached. */
  cacheKey: string | null = null;

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

  /** A GET's query, or a POST's query and body: read, validated, then answered at once or handed to the pool. */
  process(query: string, body: { contentType: string; bytes: Uint8Array } | null): void {
    try {
      const params = parseQuery(query);
      this.accept(body ? mergeBody(params, body.contentType, body.bytes) : params);
    } catch (error) {
      this.caught(error);
    }
  }

  /** Validates the parameters, applies the key's limits, then dispatches. */
  private accept(params: RawParams): void {
    const { registry, keys, limiter } = this.server.deps;
    this.route = routeOf(params.get('cmd'));
    const { options, request, key, error } = parseApiRequest(params, registry, keys);
    this.options = options;
    this.key = key;
    if (error) return this.fail(error);
    this.request = request;
    if (!key?.limited || !limiter) return this.dispatch(request);
    limiter.take(key).then((waitMs) => this.limitDecided(waitMs));
  }

  /** The key limiter's answer (cloud mode): milliseconds to wait, 0 when the request may go on. */
  private limitDecided(waitMs: number): void {
    try {
      if (waitMs === 0) return this.dispatch(this.request!);
      this.server.features.metrics.rateLimited++;
      this.fail(apiError('rate_limited', retryAfterSeconds(waitMs)));
    } catch (error) {
      this.caught(error);
    }
  }

  private dispatch(request: ApiRequest): void {
    if (this.aborted) return;
    const { registry, pool, cache } = this.server.deps;
    const { command, options } = request;
    if (command.kind === 'registry') return this.succeed(command.answer(options, registry));
    const text = command.engineText(request.text);
    if (text === null) return this.succeed(command.answerWithoutEngine(options, registry));
    if (cache) {
      const key = cache.keyOf(command.op, formatCode(options), options, request.lang, text);
      if (key !== null) {
        const cached = cache.get(key);
        // Answered even when the pool's queue is full: it costs no engine.
        if (cached !== undefined) return this.succeed(cached);
        this.cacheKey = key;
      }
    }
    if (!pool.submit(command, request.lang, text, options, this)) this.fail(apiError('busy'));
  }

  finish(body: Body | null): void {
    if (body === null) this.server.features.metrics.engineFailures++;
    else if (this.cacheKey !== null) this.server.deps.cache!.set(this.cacheKey, body);
    if (this.aborted || this.settled) return;
    if (body === null) return this.fail(apiError('engine_failure'));
    this.succeed(body);
  }

  private succeed(body: Body): void {
    this.send(OK, contentTypeOf(this.options), body, NO_HEADERS);
  }

  fail(error: ApiError): void {
    const { status, contentType, body } = renderError(error, this.options);
    this.send(status, contentType, body, error.headers);
  }

  private send(status: number, contentType: string, body: Body, headers: Readonly<Record<string, string>>): void {
    if (this.aborted || this.settled) return;
    this.server.respond(this.res, this.arrival, this.route, status, contentType, body, headers, this.key);
    this.settle();
  }

  /** Anything thrown while processing: ApiErrors are answers, everything else is a logged 500. */
  private caught(error: unknown): void {
    if (error instanceof ApiError) return this.fail(error);
    console.error('unexpected error:', (error as Error).message);
    this.fail(apiError('engine_failure'));
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
    this.app.any('/*', (res, req) => this.answerError(res, req, 'other', apiError('not_found', req.getUrl())));
  }

  /**
   * Listens with the port to itself: without LIBUS_LISTEN_EXCLUSIVE_PORT uWS sets SO_REUSEPORT, so a second server
   * started on a port already served would take half its connections without a word.
   */
  listen(host: string, port: number): Promise<number> {
    const uws = loadNativeUws();
    return new Promise((resolve, reject) => {
      listenExclusive(this.app, host, port, (socket) => {
        if (!socket) {
          return reject(new Error(`cannot listen on ${host}:${port}: the port is in use (another server there?) or the address is not this machine's; set PORT or HOST`));
        }
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
  respond(
    res: HttpResponse,
    arrival: Arrival,
    route: Route,
    status: number,
    contentType: string,
    body: Body,
    headers: Readonly<Record<string, string>>,
    key: ApiKey | null,
  ): void {
    this.writer.write(res, status, contentType, body, arrival.head, arrival.cors, headers, this.state === 'draining');
    this.observe(arrival, route, status, arrival.log ? Buffer.byteLength(body) : 0, key);
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
  private answer(res: HttpResponse, req: HttpRequest, route: Route, { status, contentType, body }: Rendered, headers = NO_HEADERS): void {
    this.respond(res, this.arrival(res, req), route, status, contentType, body, headers, null);
  }

  /** An error that needs nothing but its request, in JSON (the API's own routes render theirs as asked). */
  private answerError(res: HttpResponse, req: HttpRequest, route: Route, error: ApiError): void {
    this.answer(res, req, route, renderError(error, DEFAULT_OPTIONS), error.headers);
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
    this.answerError(res, req, route, apiError('method_not_allowed', req.getMethod().toUpperCase(), allow));
  }

  private api(res: HttpResponse, req: HttpRequest): void {
    const method = req.getMethod();
    const { cors } = this.features;
    if (method === 'options' && cors.enabled) {
      const arrival = this.arrival(res, req);
      arrival.cors = cors.preflightHeaders(cors.allowOrigin(req.getHeader('origin')));
      return this.respond(res, arrival, 'preflight', NO_CONTENT, '', '', NO_HEADERS, null);
    }
    if (method !== 'get' && method !== 'post') return this.methodNotAllowed(res, req, 'other', cors.enabled ? 'GET, POST, OPTIONS' : 'GET, POST');
    if (this.state !== 'ready') return this.answerError(res, req, 'other', apiError(this.state === 'starting' ? 'starting' : 'shutting_down'));
    const query = req.getQuery() ?? '';
    this.inFlight++;
    const exchange = new ApiExchange(res, this.arrival(res, req), this);
    if (method === 'get') {
      exchange.process(query, null);
      return exchange.awaitAnswer();
    }

    const contentType = req.getHeader('content-type');
    const lengthHeader = req.getHeader('content-length');
    const declared = Number(lengthHeader || '0');
    // uWS never calls onData for a `Content-Length: 0` body when the request head arrived in pieces (found by
    // test/fuzz.test.ts: the request hung until the idle timeout). There is no body to wait for.
    if (lengthHeader !== '' && declared === 0) {
      exchange.process(query, null);
      return exchange.awaitAnswer();
    }
    // A body past the cap is answered at once, and the connection kept: uWS skips the rest of the body by itself,
    // whereas closing with the body still arriving resets the connection and the client loses the answer.
    if (declared > MAX_BODY_BYTES) return exchange.fail(apiError('body_too_large', MAX_BODY_BYTES));
    exchange.awaitAnswer();
    let body = new Uint8Array(declared > 0 ? declared : 1024);
    let length = 0;
    res.onData((chunk, isLast) => {
      if (exchange.settled) return;
      if (length + chunk.byteLength > MAX_BODY_BYTES) return exchange.fail(apiError('body_too_large', MAX_BODY_BYTES));
      if (length + chunk.byteLength > body.length) {
        const grown = new Uint8Array(Math.min(MAX_BODY_BYTES, Math.max(body.length * 2, length + chunk.byteLength)));
        grown.set(body.subarray(0, length));
        body = grown;
      }
      // uWS reuses the chunk's memory after this callback returns: copy now.
      body.set(new Uint8Array(chunk), length);
      length += chunk.byteLength;
      if (isLast) exchange.process(query, { contentType, bytes: body.subarray(0, length) });
    });
  }
}
