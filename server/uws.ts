// Loads uWebSockets.js and refuses the package's silent pure-JS fallback, which is many times slower.
import { createRequire } from 'node:module';
import type * as Uws from 'uWebSockets.js';

const require = createRequire(import.meta.url);

/**
 * uWS caps the request line plus headers at 4 KiB by default, read once when the binary loads. A GET may carry a text
 * of 100,000 characters (decisions.md), percent-encoded up to 9 bytes each: allow as much as a POST body (1 MiB) and more.
 */
const MAX_REQUEST_HEAD_BYTES = 1 << 20;

export function loadNativeUws(): typeof Uws {
  // The alias prints its own warning and swaps in a JS server when the binary does not load; refuse that.
  if (process.env.UWS_USE_FALLBACK) delete process.env.UWS_USE_FALLBACK;
  process.env.UWS_HTTP_MAX_HEADERS_SIZE ??= String(MAX_REQUEST_HEAD_BYTES);
  const uws = require('uWebSockets.js') as typeof Uws;
  if (!String(uws.App).includes('[native code]')) {
    throw new Error(
      `uWebSockets.js native binary did not load for ${process.platform}-${process.arch} ABI ${process.versions.modules}; ` +
        'refusing to start on the pure-JS fallback',
    );
  }
  return uws;
}
