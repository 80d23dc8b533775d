// Reads parameters from a query string and a POST body (JSON or form) into one map; the body wins on clashes.
import { ApiError } from './api-error.ts';
import type { RawParams } from './api-request.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeComponent(s: string): string {
  // decodeURIComponent rejects bad percent-escapes and escapes that are not UTF-8.
  return decodeURIComponent(s.indexOf('+') === -1 ? s : s.replace(/\+/g, ' '));
}

/** Parses `a=1&b=2` into params; the first occurrence of a name wins, as with URLSearchParams.get. */
export function parseQuery(query: string, into: RawParams = new Map()): RawParams {
  if (!query) return into;
  const seen = new Set<string>();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    let name: string, value: string;
    try {
      name = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
      value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1));
    } catch {
      throw new ApiError(400, 'Malformed percent-encoding or invalid UTF-8 in the request.');
    }
    if (seen.has(name)) continue;
    seen.add(name);
    into.set(name, value);
  }
  return into;
}

export function decodeUtf8(body: Uint8Array): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new ApiError(400, 'The request body is not valid UTF-8.');
  }
}

/** Overlays a POST body onto the query parameters, by its content type. */
export function mergeBody(params: RawParams, contentType: string, body: Uint8Array): RawParams {
  if (body.length === 0) return params;
  const type = contentType.split(';')[0].trim().toLowerCase();
  const text = decodeUtf8(body);
  if (type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of parseQuery(text)) params.set(name, value);
    return params;
  }
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json') && type !== 'text/plain') {
    throw new ApiError(400, `Unsupported Content-Type '${type.slice(0, 64)}': send application/json or application/x-www-form-urlencoded.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new ApiError(400, 'The JSON body must be an object of parameters.');
  }
  for (const [name, value] of Object.entries(json)) {
    if (value !== null && typeof value === 'object') throw new ApiError(400, `Parameter '${name}' must not be an object or array.`);
    params.set(name, value);
  }
  return params;
}
