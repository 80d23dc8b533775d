// Every error the API answers, in one catalogue: a code, its HTTP status and a message template that names the value
// that was wrong and what was expected (decisions.md, "Errors"). Errors are plain values, not Error objects: building
// one captures no stack. core/render.ts writes them in every format.

/** Echoed client values are cut to this many characters. */
const MAX_ECHO_CHARS = 64;
/** Characters an XML 1.0 document cannot hold (and that would garble a log line): controls, surrogates, U+FFFE/F. */
const NOT_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff\ufffe\uffff]/g;

/** A client value made safe to quote in a message in any format, in quotes. */
function quote(value: string): string {
  const cut = value.length > MAX_ECHO_CHARS ? `${value.slice(0, MAX_ECHO_CHARS)}...` : value;
  return `'${cut.replace(NOT_XML_CHARS, '\ufffd')}'`;
}

/** A value of the wrong type or form as a message names it: a string quoted, else its kind ('a number', 'an array'). */
function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** Seconds a client is asked to wait after a 503 for a full queue or a server that is starting. */
const RETRY_SOON = Object.freeze({ 'Retry-After': '1' });
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

interface ErrorEntry {
  status: number;
  message: (...args: never[]) => string;
  /** Headers the answer carries besides the constant ones, from the same arguments. */
  headers?: (...args: never[]) => Readonly<Record<string, string>>;
}

export const ERRORS = {
  // Reading the request
  bad_percent_encoding: {
    status: 400,
    message: (part: string) => `Malformed percent-encoding or invalid UTF-8 in the request at ${quote(part)}: escape each byte of UTF-8 as %XX.`,
  },
  body_not_utf8: { status: 400, message: () => 'The request body is not valid UTF-8: send it encoded as UTF-8.' },
  unsupported_content_type: {
    status: 400,
    message: (type: string) => `Unsupported Content-Type ${quote(type)}: send application/json or application/x-www-form-urlencoded.`,
  },
  body_not_json: { status: 400, message: () => 'The request body is not valid JSON: send an object such as {"cmd":"detect_language","text":"..."}.' },
  body_not_object: { status: 400, message: (json: unknown) => `The JSON body must be an object of parameters, not ${describe(json)}.` },
  body_too_large: { status: 413, message: (max: number) => `The request body is larger than ${max} bytes: send at most ${max}.` },
  // Parameters
  not_a_value: {
    status: 400,
    message: (name: string, value: unknown) => `Parameter ${quote(name)} must be a string, number or boolean, not ${describe(value)}.`,
  },
  not_a_string: { status: 400, message: (name: string, value: unknown) => `Parameter ${quote(name)} must be a string, not ${describe(value)}.` },
  not_a_boolean: { status: 400, message: (name: string, value: unknown) => `Parameter ${quote(name)} must be true, false, 1 or 0, not ${describe(value)}.` },
  unknown_format: { status: 400, message: (format: string) => `Unsupported format ${quote(format)}: use json or xml.` },
  bad_callback: {
    status: 400,
    message: (callback: string, max: number) =>
      `Parameter 'callback' is not a valid JavaScript function name: got ${quote(callback)}, expected a name or dotted path such as app.onAnswer, at most ${max} characters.`,
  },
  callback_with_xml: { status: 400, message: () => "Parameter 'callback' cannot be used with format=xml: JSONP is JSON only." },
  missing_key: { status: 401, message: () => "Missing parameter 'serviceid': this server needs an API key on every request." },
  invalid_key: { status: 401, message: () => "Parameter 'serviceid' is not a valid API key." },
  missing_cmd: { status: 400, message: (commands: string) => `Missing required parameter 'cmd': one of ${commands}.` },
  unknown_cmd: { status: 400, message: (cmd: string, commands: string) => `Unknown command ${quote(cmd)}: use one of ${commands}.` },
  missing_text: { status: 400, message: (cmd: string) => `Missing required parameter 'text' for cmd=${cmd}.` },
  text_too_long: {
    status: 413,
    message: (length: number, max: number) => `Parameter 'text' has ${length} characters: at most ${max} are accepted.`,
  },
  missing_lang: {
    status: 400,
    message: (cmd: string) => `Missing required parameter 'lang' for cmd=${cmd}: a code such as en_US (cmd=get_lang_list lists them).`,
  },
  unknown_lang: {
    status: 400,
    message: (lang: string) => `The language code was not found: got ${quote(lang)}, expected a code such as en_US (cmd=get_lang_list lists them).`,
  },
  command_not_enabled: {
    status: 403,
    message: (cmd: string, code: string) => `Command '${cmd}' for language '${code}' is not enabled or unsupported.`,
  },
  // The server's own state
  rate_limited: {
    status: 429,
    message: (seconds: string) => `Too many requests for this key: retry in ${seconds} s.`,
    headers: (seconds: string) => ({ 'Retry-After': seconds }),
  },
  busy: { status: 503, message: () => 'The server is busy: retry shortly.', headers: () => RETRY_SOON },
  starting: { status: 503, message: () => 'The server is starting: retry shortly.', headers: () => RETRY_SOON },
  shutting_down: { status: 503, message: () => 'The server is shutting down: retry on another node.', headers: () => RETRY_SOON },
  engine_failure: { status: 500, message: () => 'Internal error while processing the request.' },
  not_found: { status: 404, message: (path: string) => `Not found: ${quote(path)}. The API is served at /api.` },
  method_not_allowed: {
    status: 405,
    message: (method: string, allow: string) => `Method ${quote(method)} is not allowed here: use ${allow}.`,
    headers: (_method: string, allow: string) => ({ Allow: allow }),
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
type ArgsOf<C extends ErrorCode> = Parameters<(typeof ERRORS)[C]['message']>;

/** An error answer: what apiError() makes of a catalogue entry and its arguments. */
export class ApiError {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly message: string,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

export function apiError<C extends ErrorCode>(code: C, ...args: ArgsOf<C>): ApiError {
  const entry: ErrorEntry = ERRORS[code];
  const call = (template: (...a: never[]) => unknown) => (template as (...a: ArgsOf<C>) => unknown)(...args);
  return new ApiError(code, entry.status, call(entry.message) as string, entry.headers ? (call(entry.headers) as Record<string, string>) : NO_HEADERS);
}

export const STATUS_LINES: Record<number, string> = {
  200: '200 OK',
  204: '204 No Content',
  400: '400 Bad Request',
  401: '401 Unauthorized',
  403: '403 Forbidden',
  404: '404 Not Found',
  405: '405 Method Not Allowed',
  413: '413 Payload Too Large',
  429: '429 Too Many Requests',
  500: '500 Internal Server Error',
  503: '503 Service Unavailable',
};
