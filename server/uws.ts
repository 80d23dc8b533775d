// Loads uWebSockets.js and refuses the package's silent pure-JS fallback, which is many times slower.
import { createRequire } from 'node:module';
import type * as Uws from 'uWebSockets.js';
import type { TemplatedApp, us_listen_socket } from 'uWebSockets.js';

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

/** The binary's listen option and call form that its typings leave out: (host, port, options, callback). */
interface ExclusiveListenApi {
  LIBUS_LISTEN_EXCLUSIVE_PORT: number;
}
type ListenWithOptions = (host: string, port: number, options: number, callback: (socket: us_listen_socket | false) => void) => TemplatedApp;

/** Listens without SO_REUSEPORT, so a port another process already serves is refused (`false`) instead of shared. */
export function listenExclusive(app: TemplatedApp, host: string, port: number, callback: (socket: us_listen_socket | false) => void): void {
  const uws = loadNativeUws() as unknown as ExclusiveListenApi;
  (app.listen as unknown as ListenWithOptions).call(app, host, port, uws.LIBUS_LISTEN_EXCLUSIVE_PORT, callback);
}
