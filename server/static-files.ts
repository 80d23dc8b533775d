// The files under public/ (the playground page and /openapi.json), read once at start and served from memory.
// They get their own headers: the API's `default-src 'none'` would block the page's own script and style.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { HttpResponse } from 'uWebSockets.js';

/** Both server/ (tsx) and dist/ (the bundle npm start runs) sit beside public/. */
export const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');
/** The file served at `/`. */
const INDEX = 'index.html';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** The page loads only its own script and style and talks only to its own server (/api). */
const PAGE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  [
    'Content-Security-Policy',
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  ],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  // Small files: revalidated on each visit, so a new release shows at once.
  ['Cache-Control', 'no-cache'],
];

export interface StaticFile {
  /** The URL path: `/` for index.html, `/name.ext` for the others. */
  path: string;
  contentType: string;
  body: Buffer;
}

/** Every file of public/ with a known content type. */
export function loadStaticFiles(dir = PUBLIC_DIR): StaticFile[] {
  return readdirSync(dir)
    .filter((name) => CONTENT_TYPES[extname(name)])
    .sort()
    .map((name) => ({ path: name === INDEX ? '/' : `/${name}`, contentType: CONTENT_TYPES[extname(name)], body: readFileSync(join(dir, name)) }));
}

/** Writes one file (headers only for HEAD), with `extra` headers (CORS) after the page's own. */
export function writeStaticFile(res: HttpResponse, file: StaticFile, head: boolean, extra: Record<string, string>): void {
  res.cork(() => {
    res.writeHeader('Content-Type', file.contentType);
    for (const [name, value] of PAGE_HEADERS) res.writeHeader(name, value);
    for (const name in extra) res.writeHeader(name, extra[name]);
    if (!head) return void res.end(file.body);
    res.writeHeader('Content-Length', String(file.body.byteLength));
    res.endWithoutBody();
  });
}
