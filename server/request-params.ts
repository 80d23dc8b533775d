// Reads parameters from a query string and a POST body (JSON or form) into one map; the body wins on clashes.
import { apiError } from './api-error.ts';
import type { RawParams } from './api-request.ts';
import { decodeQueryComponent } from './percent-decode.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses `a=1&b=2` into params; the first occurrence of a name wins, as with URLSearchParams.get. */
export function parseQuery(query: string): RawParams {
  const params: RawParams = new Map();
  for (let start = 0; start < query.length; ) {
    let end = query.indexOf('&', start);
    if (end === -1) end = query.length;
    if (end > start) {
      const eq = query.indexOf('=', start);
      const split = eq === -1 || eq > end ? end : eq;
      let name: string, value: string;
      try {
        name = decodeQueryComponent(query.slice(start, split));
        value = split === end ? '' : decodeQueryComponent(query.slice(split + 1, end));
      } catch {
        throw apiError('bad_percent_encoding', query.slice(start, end));
      }
      if (!params.has(name)) params.set(name, value);
    }
    start = end + 1;
  }
  return params;
}

export function decodeUtf8(body: Uint8Array): string {
  try {
    return utf8.decode(body);
  } catch {
    throw apiError('body_not_utf8');
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
    throw apiError('unsupported_content_type', type);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw apiError('body_not_json');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw apiError('body_not_object', json);
  }
  for (const [name, value] of Object.entries(json)) {
    if (value !== null && typeof value === 'object') throw apiError('not_a_value', name, value);
    params.set(name, value);
  }
  return params;
}
