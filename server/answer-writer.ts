// Writes one rendered answer (status, headers, body) to a uWS response in one corked call, with few crossings into
// uWS: every call converts its arguments and is most of the front's cost per request (a main-thread profile counted
// ~9 µs per answer for the header-by-header writer this replaces).
import type { HttpResponse } from 'uWebSockets.js';
import type { Body } from '../core/render.ts';
import { STATUS_LINES } from './api-error.ts';
import { SECURITY_HEADERS } from './cors.ts';

/** A CORS preflight's answer: headers only, not even Content-Length (RFC 9110, 8.6). */
export const NO_CONTENT = 204;
/** uWS writes `200 OK` itself when no status is written. */
const OK = 200;

/** A header block as uWS writes it: `name: value\r\n`, where value may carry further `\r\n`-separated lines. */
interface HeaderBlock {
  name: Buffer;
  value: Buffer;
}

/** The constant headers of one content type ('' for none), joined so one writeHeader call writes them all. */
function headerBlock(contentType: string): HeaderBlock {
  const lines: (readonly [string, string])[] = contentType === '' ? [...SECURITY_HEADERS] : [['Content-Type', contentType], ...SECURITY_HEADERS];
  const [first, ...rest] = lines;
  return { name: Buffer.from(first[0]), value: Buffer.from([first[1], ...rest.map(([name, value]) => `${name}: ${value}`)].join('\r\n')) };
}

export class AnswerWriter {
  /** By content type: a closed set (JSON, JavaScript, XML, the metrics text type, none). */
  private readonly blocks = new Map<string, HeaderBlock>();
  // The answer being written: set by write() just before res.cork, which runs writeCorked at once.
  private res: HttpResponse | null = null;
  private status = OK;
  private contentType = '';
  private body: Body = '';
  private head = false;
  private cors: Readonly<Record<string, string>> = {};
  private headers: Readonly<Record<string, string>> = {};
  private close = false;

  /**
   * `head`: a HEAD request (headers only); `cors` and `headers` follow the constant headers; with `close` the
   * connection closes after the answer.
   */
  write(
    res: HttpResponse,
    status: number,
    contentType: string,
    body: Body,
    head: boolean,
    cors: Readonly<Record<string, string>>,
    headers: Readonly<Record<string, string>>,
    close: boolean,
  ): void {
    this.res = res;
    this.status = status;
    this.contentType = contentType;
    this.body = body;
    this.head = head;
    this.cors = cors;
    this.headers = headers;
    this.close = close;
    res.cork(this.writeCorked);
    this.res = null;
    this.body = '';
  }

  /** Made once, so corking costs no closure per answer. */
  private readonly writeCorked = (): void => {
    const res = this.res!;
    const { status, body } = this;
    if (status !== OK) res.writeStatus(STATUS_LINES[status] ?? `${status} Error`);
    const type = status === NO_CONTENT ? '' : this.contentType;
    let block = this.blocks.get(type);
    if (!block) this.blocks.set(type, (block = headerBlock(type)));
    res.writeHeader(block.name, block.value);
    for (const name in this.cors) res.writeHeader(name, this.cors[name]);
    for (const name in this.headers) res.writeHeader(name, this.headers[name]);
    // uWS would send a body even for HEAD, which a keep-alive client then reads as the next response. (Its
    // endWithoutBody only works without arguments in this build: with a length or `close` the request is left open.)
    if (status === NO_CONTENT) res.endWithoutBody();
    else if (this.head) {
      res.writeHeader('Content-Length', String(Buffer.byteLength(body)));
      res.endWithoutBody();
    } else res.end(body, this.close);
  };
}
