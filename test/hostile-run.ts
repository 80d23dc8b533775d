// Sends generated hostile requests (test/hostile-requests.ts) over a few keep-alive connections and judges every
// answer: a whole answer (no dropped connection), no 5xx, errors in the shared shape of their format, no internals.
// Used straight against a node (test/fuzz.test.ts) and through nginx (test/scale-out.test.ts).
import { XMLValidator } from 'fast-xml-parser';
import type { HostileRequest, HostileRequests } from './hostile-requests.ts';
import { DroppedError, RawConnection, type RawResponse } from './raw-http.ts';

const ANSWER_STATUSES = new Set([200, 204, 400, 401, 403, 404, 405, 408, 413, 414, 429]);
const XML_ERROR = /^<\?xml version="1\.0" encoding="UTF-8"\?><error><error>true<\/error><message>[^<]+<\/message><\/error>$/;
const JSONP = /^\/\*\*\/[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*\(([\s\S]*)\);$/;
/** Characters XML 1.0 does not allow in a document (the validator below lets them through). */
const NOT_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const INTERNALS = /\/work\/|\/home\/|node_modules|\.ts:\d|\bat [\w.<>]+ \(|Error:/;
/** An answer slower than this counts as a hang; the slowest legal request (detection over 100,000 characters) takes well under a second. */
const ANSWER_TIMEOUT_MS = 20_000;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function isErrorShape(json: any): boolean {
  if (json === null || typeof json !== 'object' || json.error !== true || typeof json.message !== 'string' || json.message === '') return false;
  return Object.keys(json).every((k) => k === 'error' || k === 'message' || k === 'command');
}

/** What is wrong with an answer, or null. `server`: the Server header allowed (none from a node, `nginx` from nginx). */
export function checkAnswer(request: HostileRequest, res: RawResponse, server: string | null): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (!ANSWER_STATUSES.has(res.status)) return `unexpected status ${res.status}`;
  if (res.headers.get('x-content-type-options') !== 'nosniff') return 'no X-Content-Type-Options';
  if ((res.headers.get('server') ?? null) !== server) return `Server header ${res.headers.get('server')}`;
  if (res.status === 429 && !/^\d+$/.test(res.headers.get('retry-after') ?? '')) return '429 without Retry-After';
  if (request.head || res.status === 204) return res.body.length === 0 ? null : 'a body on HEAD or 204';
  let text: string;
  try {
    text = utf8.decode(res.body);
  } catch {
    return 'body is not UTF-8';
  }
  if (INTERNALS.test(text)) return 'body shows internals';
  const type = res.headers.get('content-type') ?? '';
  // /metrics and the playground's page (GET /): documents, never errors.
  if (type.startsWith('text/plain') || type.startsWith('text/html')) return res.status === 200 ? null : `${type} error`;
  if (type.startsWith('application/xml')) {
    if (XMLValidator.validate(text) !== true || NOT_XML_CHARS.test(text)) return 'XML not well-formed';
    return res.status < 400 || XML_ERROR.test(text) ? null : 'XML error not in the shared shape';
  }
  if (type.startsWith('application/javascript')) {
    const m = JSONP.exec(text);
    if (!m) return 'JSONP not /**/name(...);';
    text = m[1];
  } else if (!type.startsWith('application/json')) return `content type ${type}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'JSON does not parse';
  }
  return res.status < 400 || isErrorShape(json) ? null : 'JSON error not in the shared shape';
}

export interface HostileRun {
  failures: string[];
  byKind: Map<string, number>;
  byStatus: Map<number, number>;
  seconds: number;
}

const CHUNKED_HEAD = /\r\ntransfer-encoding: chunked/i;
const preview = (bytes: Buffer) => JSON.stringify(bytes.subarray(0, 160).toString('latin1'));
const tally = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Sends `count` requests from `requests` to 127.0.0.1:`port` over `lanes` connections at a time. */
export async function sendHostile(port: number, requests: HostileRequests, count: number, lanes: number, server: string | null): Promise<HostileRun> {
  const run: HostileRun = { failures: [], byKind: new Map(), byStatus: new Map(), seconds: 0 };
  let sent = 0;
  const started = performance.now();
  const lane = async () => {
    let connection: RawConnection | null = null;
    // A drop can be caused by what came before on the same connection, so failures name it.
    let previous = '';
    while (sent < count) {
      const request = requests.next();
      sent++;
      tally(run.byKind, request.kind.replace(/^(slow-)+/, ''));
      if (request.chunks) tally(run.byKind, '(slow)');
      if (!connection) {
        connection = await RawConnection.open(port);
        previous = '(new connection)';
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        const res = await Promise.race([
          connection.request(request.bytes, request),
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in time')), ANSWER_TIMEOUT_MS))),
        ]);
        tally(run.byStatus, res.status);
        const problem = checkAnswer(request, res, server);
        if (problem) run.failures.push(`${request.kind}: ${problem}: ${preview(request.bytes)} -> ${res.status} ${JSON.stringify(res.body.subarray(0, 200).toString())}`);
        // After a 413 the server skips the rest of the declared body, which this client may never send.
        // After a dribbled chunked body uWS may drop the next request on that connection (docs/OPERATIONS.md).
        const dribbledChunked = (request.chunks ?? 1) > 1 && CHUNKED_HEAD.test(request.bytes.subarray(0, 2048).toString('latin1'));
        if (res.status === 413 || dribbledChunked || res.headers.get('connection') === 'close' || connection.closed) {
          connection.close();
          connection = null;
        }
      } catch (error) {
        const what = error instanceof DroppedError ? 'dropped' : (error as Error).message;
        run.failures.push(`${request.kind}: ${what}: ${preview(request.bytes)} after ${previous}`);
        connection?.close();
        connection = null;
      } finally {
        clearTimeout(timer);
      }
      previous = `${request.kind} ${preview(request.bytes)}`;
    }
    connection?.close();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** One line per map for a test diagnostic. */
export const summary = (map: Map<string | number, number>) => JSON.stringify(Object.fromEntries([...map].sort((a, b) => String(a[0]).localeCompare(String(b[0])))));
