// Generates hostile but well-framed HTTP/1.1 requests from a seed, so a failure can be replayed (FUZZ_SEED), for
// test/fuzz.test.ts and test/scale-out.test.ts. Each kind aims at one edge of the front: decoding, types, sizes,
// formats, methods, framing, slow clients.
import { MAX_TEXT_CHARS } from '../server/api-request.ts';
import { MAX_BODY_BYTES } from '../server/http-app.ts';

export interface HostileRequest {
  kind: string;
  bytes: Buffer;
  /** HEAD: the answer has headers only. */
  head?: boolean;
  /** Sent in this many pieces, `delayMs` apart (a slow client). */
  chunks?: number;
  delayMs?: number;
}

/** mulberry32: small, fast, good enough to spread test cases. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// What the uWS 20.30 parser drops without an answer (docs/OPERATIONS.md lists it; measured with raw sockets, and no
// setting changes it). Sent straight at a node (`direct`), requests stay inside these limits and never pipeline (the
// lanes of test/hostile-run.ts); deploy/nginx re-sends each as one short head, so through it they need not.
/** A split head over 4 KiB is dropped, and a longer head can arrive in two reads even on loopback. */
const UWS_SPLIT_HEAD_BYTES = 4096;
/** Host and 47 more pass; one more gets no answer until the idle timeout closes the connection. */
const UWS_MAX_HEADER_LINES = 48;
const UWS_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'CONNECT']);

const headBytes = (r: HostileRequest) => r.bytes.indexOf('\r\n\r\n');

/** Whether uWS itself would answer this request at all (see above). */
function withinUwsLimits(r: HostileRequest): boolean {
  const headEnd = headBytes(r);
  const head = r.bytes.subarray(0, headEnd).toString('latin1');
  const lines = head.split('\r\n');
  if (!UWS_METHODS.has(head.slice(0, head.indexOf(' ')))) return false;
  if (lines.length - 1 > UWS_MAX_HEADER_LINES) return false;
  if ((r.chunks ?? 1) > 1 && /\r\ntransfer-encoding: chunked/i.test(head)) return false;
  return headEnd <= UWS_SPLIT_HEAD_BYTES;
}

const COMMANDS = ['detect_language', 'autocorrect', 'autocomplete', 'get_lang_list'];
const LANGS = ['en_US', 'de_DE', 'en-US', 'fi_FI', 'zh_CN', 'ja_JP', 'xx_YY', 'en_us', 'EN_US', '', 'en_US\u0000', 'en_US '];

/** Texts that have broken parsers, renderers or engines somewhere. */
const NASTY_TEXTS = [
  '', ' ', '\t\n', 'teh', 'Das ist ein ganz normaler Satz', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'a\ud800b', 'x\udc00\ud800y',
  '\ufeffteh', '\u202eteh', 'te\u200dh', 'e' + '\u0301'.repeat(3000), '😀😀😀', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '<script>alert(1)</script>', ']]>&amp;<',
  '"\\\'', '%s%n%x', '${7*7}', '\u2028\u2029', '\r\n\r\nHTTP/1.1 200 OK', 'ǅǈǋ', 'İıŞş', 'ß'.repeat(500), 'Ⅻ', '\uffff\ufffe',
  'a'.repeat(20_000), 'ab'.repeat(10_000), 'word '.repeat(4000), 'x'.repeat(MAX_TEXT_CHARS), 'x'.repeat(MAX_TEXT_CHARS + 1),
  '1234567890'.repeat(100), '\u0001\u0002\u0003\u001f\u007f', 'Q'.repeat(200) + ' ' + 'w'.repeat(200), '-'.repeat(5000),
];
/** Characters an XML document cannot carry, alone and amid text. */
const CONTROLS = ['\u0000', 'a\u0001b', '\u001b[31mred', '\u0008\u000b\u000c', 'x\ufffe', '\uffffy', 'tab\tok\u0007bell'];
const CALLBACKS = ['cb', 'a.b.c', '$', '_x1', 'alert(1)', 'a;b', '1a', 'a..b', 'a.', '', 'x'.repeat(64), 'x'.repeat(65), '__proto__', 'é', 'a\u2028', 'a b', 'constructor.constructor'];
const FORMATS = ['json', 'xml', 'JSON', 'Xml', 'yaml', '', 'xml\u0000', 'x'.repeat(5000), '<xml>'];
const BOOLEANS = ['true', 'false', '1', '0', 'TRUE', 'yes', '', '2', 'null'];
const LOCALES = ['es', 'es-ES', 'es_ES', 'zz', 'x'.repeat(300), '\u0000', 'de-DE-u-co-phonebk', '../../etc', 'ja'];
const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/x-www-form-urlencoded', 'text/plain', '', 'multipart/form-data; boundary=x',
  'application/xml', 'application/vnd.api+json', 'APPLICATION/JSON', 'application/json; charset=latin1', 'image/png',
];
const METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'HEAD', 'PROPFIND', 'MKCOL', 'FOO'];
const PATHS = ['/', '/api/', '/API', '/api/x', '/healthz', '/metrics', '/%2e%2e/etc/passwd', '/api%00', '/' + 'a'.repeat(2000), '/api;x', '/api#x', '//api'];

export class HostileRequests {
  private readonly random: () => number;

  /**
   * `validKey`: a cloud key to send with most requests, so that they get past the key check.
   * `direct`: the requests go straight to a node, so they stay inside what uWS answers at all.
   */
  constructor(
    seed: number,
    private readonly validKey: string,
    private readonly direct: boolean,
  ) {
    this.random = prng(seed);
  }

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }

  private pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  /** Random bytes, biased toward the ones that matter: invalid UTF-8 leads, NUL, '%', '&', '=', '+'. */
  private bytes(n: number): Buffer {
    const special = [0x00, 0x25, 0x26, 0x3d, 0x2b, 0x80, 0xbf, 0xc0, 0xc3, 0xe0, 0xed, 0xf0, 0xf4, 0xf8, 0xfe, 0xff];
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i++) out[i] = this.chance(0.3) ? this.pick(special) : this.int(256);
    return out;
  }

  private text(): string {
    if (this.chance(0.2)) {
      let s = '';
      const n = this.int(40);
      for (let i = 0; i < n; i++) s += String.fromCharCode(this.int(0x10000));
      return s;
    }
    return this.pick(NASTY_TEXTS);
  }

  /** One value for a parameter: usually of the right family, sometimes anything. */
  private value(name: string): string {
    switch (name) {
      case 'cmd':
        return this.chance(0.7) ? this.pick(COMMANDS) : this.text().slice(0, 200);
      case 'lang':
        return this.chance(0.9) ? this.pick(LANGS) : this.text().slice(0, 200);
      case 'format':
        // XML half the time: it is the format that breaks on echoed control characters.
        return this.chance(0.5) ? 'xml' : this.pick(FORMATS);
      case 'callback':
        return this.pick(CALLBACKS);
      case 'short_answer':
        return this.pick(BOOLEANS);
      case 'locale':
        return this.pick(LOCALES);
      case 'serviceid':
        return this.text().slice(0, 100);
      default:
        return this.text();
    }
  }

  private params(): [string, string][] {
    const names = ['cmd', 'text', 'lang', 'format', 'callback', 'short_answer', 'locale', 'serviceid', 'junk', '__proto__', 'constructor', ''];
    const out: [string, string][] = [];
    if (this.validKey && this.chance(0.85)) out.push(['serviceid', this.validKey]);
    if (this.chance(0.95)) out.push(['cmd', this.value('cmd')]);
    if (this.chance(0.9)) out.push(['text', this.value('text')]);
    for (const name of names.slice(2)) if (this.chance(name === 'format' ? 0.4 : 0.25)) out.push([name, this.value(name)]);
    if (this.chance(0.1)) out.push(['cmd', this.value('cmd')]);
    return out;
  }

  /** Percent-encodes the UTF-16 string as WTF-8, so lone surrogates arrive as the bytes ED A0 80 and the like. */
  private encode(s: string): string {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80 && /[A-Za-z0-9_.~-]/.test(s[i])) out += s[i];
      else if (c === 0x20 && this.chance(0.5)) out += '+';
      else {
        let cp = c;
        if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
          const d = s.charCodeAt(i + 1);
          if (d >= 0xdc00 && d < 0xe000) {
            cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
            i++;
          }
        }
        for (const byte of wtf8(cp)) out += '%' + byte.toString(16).toUpperCase().padStart(2, '0');
      }
    }
    return out;
  }

  /** Breaks a percent-encoded string in one of the ways clients and attackers do. */
  private corrupt(encoded: string): string {
    const at = this.int(encoded.length + 1);
    const damage = this.pick(['%', '%G1', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', '%00', '%%', '%2', '%F4%90%80%80', '&&&', '==', '%u0041']);
    return encoded.slice(0, at) + damage + encoded.slice(at);
  }

  private query(): string {
    const pairs = this.params().map(([k, v]) => `${this.encode(k)}=${this.encode(v)}`);
    let q = pairs.join('&');
    if (this.chance(0.25)) q = this.corrupt(q);
    if (this.chance(0.05)) q += '&' + 'a=1&'.repeat(this.pick([5000, 40_000]));
    return q;
  }

  private request(method: string, target: Buffer | string, headers: string[], body: Buffer = Buffer.alloc(0)): Buffer {
    const head = [`${method} `, target, ` HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((h) => h + '\r\n').join('')}\r\n`];
    return Buffer.concat([...head.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)), body]);
  }

  private jsonValue(depth = 0): unknown {
    switch (this.int(depth > 3 ? 5 : 8)) {
      case 0:
        return this.int(1e6) - 5e5;
      case 1:
        return this.chance(0.5);
      case 2:
        return null;
      case 3:
      case 4:
        return this.text();
      case 5:
        return [this.jsonValue(depth + 1)];
      case 6:
        return { a: this.jsonValue(depth + 1) };
      default:
        return this.pick([1e308, -0, 0.5, 2 ** 53 + 1]);
    }
  }

  /** The next request (straight at a node: the next one uWS answers at all). */
  next(): HostileRequest {
    for (;;) {
      const request = this.generate();
      if (!this.direct || withinUwsLimits(request)) return request;
    }
  }

  /** Any request; kinds are weighted toward the cheap ones so thousands fit in seconds. */
  private generate(): HostileRequest {
    const roll = this.random();
    if (roll < 0.18) {
      // Well-formed calls with hostile texts, so that the engines see them (most other kinds stop at validation).
      const params: Record<string, string> = {
        cmd: this.pick(['detect_language', 'autocorrect', 'autocomplete']),
        text: this.text(),
        lang: this.pick(['en_US', 'de_DE', 'fr_FR', 'ru_RU', 'el_GR', 'tr_TR', 'hu_HU', 'fi_FI', 'pl_PL', 'nl_NL']),
      };
      if (this.validKey) params.serviceid = this.validKey;
      // Sometimes an unknown command, which the error message quotes back: in XML a control character would break it.
      if (this.chance(0.15)) params.cmd = this.chance(0.5) ? this.pick(CONTROLS) : this.text().slice(0, 100);
      if (this.chance(0.3)) params.format = 'xml';
      else if (this.chance(0.3)) params.callback = 'cb';
      if (params.cmd !== 'detect_language' && this.chance(0.3)) params.short_answer = 'true';
      if (this.chance(0.5)) {
        const query = Object.entries(params).map(([k, v]) => `${k}=${this.encode(v)}`).join('&');
        return { kind: 'engine-get', bytes: this.request('GET', Buffer.from(`/api?${query}`, 'latin1'), []) };
      }
      const body = Buffer.from(JSON.stringify(params));
      return { kind: 'engine-post', bytes: this.request('POST', '/api', ['Content-Type: application/json', `Content-Length: ${body.length}`], body) };
    }
    if (roll < 0.38) {
      return { kind: 'get-query', bytes: this.request('GET', Buffer.from(`/api?${this.query()}`, 'latin1'), []) };
    }
    if (roll < 0.44) {
      // Raw bytes straight in the request target: uWS passes 0x80-0xFF through, the server must not trust them.
      const target = Buffer.concat([Buffer.from('/api?cmd=detect_language&text='), this.bytes(1 + this.int(200)).map((b) => (b <= 0x20 || b === 0x7f ? 0x41 : b))]);
      return { kind: 'get-raw-bytes', bytes: this.request('GET', target, []) };
    }
    if (roll < 0.58) {
      const object: Record<string, unknown> = Object.fromEntries(this.params());
      for (const name of ['text', 'lang', 'short_answer', 'cmd', 'format', 'callback', 'serviceid']) if (this.chance(0.12)) object[name] = this.jsonValue();
      const body = Buffer.from(JSON.stringify(object));
      return { kind: 'post-json', bytes: this.request('POST', '/api', ['Content-Type: application/json', `Content-Length: ${body.length}`], body) };
    }
    if (roll < 0.66) {
      const bodies = [
        () => this.bytes(this.int(300)),
        () => Buffer.from('{"cmd":"autocorrect","text":"' + this.pick(['\\ud800', '\\udfff\\ud800', '\\u0000', '\\x41', '\\', '\\u12']) + '","lang":"en_US"}'),
        () => Buffer.from('['.repeat(1 + this.int(100_000)) + ']'.repeat(this.int(3))),
        () => Buffer.from('{"a":'.repeat(1 + this.int(50_000)) + '1' + '}'.repeat(this.int(50_000))),
        () => Buffer.from(this.pick(['null', 'true', '1', '"x"', '[]', '{}', '{"cmd":null}', '', ' ', '{"cmd":"get_lang_list",}', '\ufeff{"cmd":"get_lang_list"}', '{"__proto__":{"cmd":"x"},"cmd":"get_lang_list"}', '{"cmd":"get_lang_list","cmd":"autocorrect"}'])),
        () => Buffer.concat([Buffer.from('{"cmd":"detect_language","text":"'), this.bytes(50), Buffer.from('"}')]),
        () => Buffer.from(`{"cmd":"get_lang_list",${Array.from({ length: 1 + this.int(40_000) }, (_, i) => `"k${i}":${i}`).join(',')}}`),
        () => Buffer.from(this.query(), 'latin1'),
      ];
      const body = this.pick(bodies)();
      const type = this.pick(CONTENT_TYPES);
      const headers = type ? [`Content-Type: ${type}`, `Content-Length: ${body.length}`] : [`Content-Length: ${body.length}`];
      return { kind: 'post-raw', bytes: this.request('POST', this.chance(0.2) ? `/api?${this.query()}` : '/api', headers, body) };
    }
    if (roll < 0.73) {
      const method = this.pick(METHODS);
      const path = this.chance(0.5) ? `/api?${this.query()}` : this.pick(PATHS);
      const origin = this.chance(0.5) ? ['Origin: https://evil.example', 'Access-Control-Request-Method: POST'] : [];
      return { kind: `method-${method}`, bytes: this.request(method, path, origin), head: method === 'HEAD' };
    }
    if (roll < 0.77) {
      const path = this.pick(PATHS);
      return { kind: 'get-path', bytes: this.request('GET', path, []) };
    }
    if (roll < 0.82) {
      // Chunked framing, sometimes past the body cap.
      const big = this.chance(0.3);
      const chunk = big ? Buffer.alloc(256 * 1024, 0x61) : Buffer.from(JSON.stringify(Object.fromEntries(this.params())));
      const count = big ? Math.ceil((MAX_BODY_BYTES * 1.2) / chunk.length) : 1;
      const parts: Buffer[] = [];
      for (let i = 0; i < count; i++) parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
      parts.push(Buffer.from('0\r\n\r\n'));
      return { kind: big ? 'post-chunked-oversized' : 'post-chunked', bytes: this.request('POST', '/api', ['Content-Type: application/json', 'Transfer-Encoding: chunked'], Buffer.concat(parts)) };
    }
    if (roll < 0.85) {
      // A declared body far past the cap (past nginx's 2 MiB too): answered 413 without waiting for it.
      const declared = 4 * MAX_BODY_BYTES + this.int(50 * MAX_BODY_BYTES);
      return { kind: 'post-declared-oversized', bytes: this.request('POST', '/api', ['Content-Type: application/json', `Content-Length: ${declared}`], Buffer.from('{"cmd":')) };
    }
    if (roll < 0.87) {
      const body = Buffer.from(JSON.stringify({ cmd: 'detect_language', text: 'a'.repeat(MAX_BODY_BYTES) }));
      return { kind: 'post-body-oversized', bytes: this.request('POST', '/api', ['Content-Type: application/json', `Content-Length: ${body.length}`], body) };
    }
    if (roll < 0.95) {
      // Odd but legal headers.
      const headers = this.pick([
        ['X-Forwarded-For: ' + '1.2.3.4, '.repeat(300)],
        ['Cookie: ' + 'a=b; '.repeat(500)],
        ['Origin: null'],
        ['Origin: https://' + 'x'.repeat(3000)],
        ['Connection: keep-alive, Upgrade', 'Upgrade: websocket'],
        ['Expect: 100-continue'],
        ['Accept-Encoding: gzip, br'],
        Array.from({ length: 40 }, (_, i) => `X-H${i}: ${'v'.repeat(50)}`),
        Array.from({ length: 60 }, (_, i) => `X-H${i}: ${'v'.repeat(50)}`),
      ]);
      return { kind: 'get-odd-headers', bytes: this.request('GET', `/api?${this.query()}`, headers) };
    }
    // A slow client: the same kinds of request, dribbled in pieces.
    let inner: HostileRequest;
    do inner = this.generate();
    while (this.direct && headBytes(inner) > UWS_SPLIT_HEAD_BYTES);
    return { ...inner, kind: `slow-${inner.kind}`, chunks: 2 + this.int(30), delayMs: 1 + this.int(5) };
  }
}

/** Code point to UTF-8 bytes, surrogates included (WTF-8), so they can be sent as a client would mis-encode them. */
function wtf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}
