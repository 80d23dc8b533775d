// Loads uWebSockets.js and refuses the package's silent pure-JS fallback, which is many times slower.
import { createRequire } from 'node:module';
import type * as Uws from 'uWebSockets.js';

const require = createRequire(import.meta.url);

export function loadNativeUws(): typeof Uws {
  // The alias prints its own warning and swaps in a JS server when the binary does not load; refuse that.
  if (process.env.UWS_USE_FALLBACK) delete process.env.UWS_USE_FALLBACK;
  const uws = require('uWebSockets.js') as typeof Uws;
  if (!String(uws.App).includes('[native code]')) {
    throw new Error(
      `uWebSockets.js native binary did not load for ${process.platform}-${process.arch} ABI ${process.versions.modules}; ` +
        'refusing to start on the pure-JS fallback',
    );
  }
  return uws;
}
