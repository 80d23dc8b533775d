// What browsers are told: security headers on every response, and CORS for the origins in CORS_ORIGINS
// (`*` for any). JSONP stays usable cross-origin, so no Cross-Origin-Resource-Policy is sent.

/** Sent with every response; the bodies are data, never documents to render or frame. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cache-Control', 'no-store'],
];

/** Preflight answers may be cached by the browser this long (seconds). */
const PREFLIGHT_MAX_AGE = '600';

export class CorsPolicy {
  private readonly any: boolean;
  private readonly origins: Set<string>;

  constructor(origins: readonly string[]) {
    this.any = origins.includes('*');
    this.origins = new Set(origins.map((o) => o.toLowerCase()));
  }

  get enabled(): boolean {
    return this.any || this.origins.size > 0;
  }

  /** The Access-Control-Allow-Origin value for a request's Origin header, or null when it is not allowed. */
  allowOrigin(origin: string): string | null {
    if (this.any) return '*';
    return origin !== '' && this.origins.has(origin.toLowerCase()) ? origin : null;
  }

  /** Headers for an actual request: the grant when the origin is allowed, and Vary so caches keep origins apart. */
  responseHeaders(allowed: string | null): Record<string, string> {
    if (!this.enabled) return {};
    const headers: Record<string, string> = this.any ? {} : { Vary: 'Origin' };
    if (allowed) {
      headers['Access-Control-Allow-Origin'] = allowed;
      headers['Access-Control-Expose-Headers'] = 'Retry-After';
    }
    return headers;
  }

  /** Headers for an OPTIONS preflight; without a grant the browser refuses the request. */
  preflightHeaders(allowed: string | null): Record<string, string> {
    const headers = this.responseHeaders(allowed);
    headers.Allow = 'GET, POST, OPTIONS';
    if (allowed) {
      headers['Access-Control-Allow-Methods'] = 'GET, POST';
      headers['Access-Control-Allow-Headers'] = 'Content-Type';
      headers['Access-Control-Max-Age'] = PREFLIGHT_MAX_AGE;
    }
    return headers;
  }
}
