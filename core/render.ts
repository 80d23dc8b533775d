// One renderer for every answer and every error: JSON, short JSON, JSONP and XML (decisions.md "Parameters", "Errors").
// Answers render to a body alone (on a worker, for engine answers: workers/engine-worker.ts); their status is 200 and
// their content type follows from the output options (contentTypeOf).
import type { DetectedLanguage } from '../engines/detector.ts';
import type { LanguageRegistry } from './language-registry.ts';
import type { OutputOptions } from './output-options.ts';
import { revertLabel } from './revert-messages.ts';

/** An answer's body: a string when rendered on the main thread, UTF-8 bytes when rendered by a worker. */
export type Body = string | Uint8Array;

/** A whole answer: what the main thread writes. */
export interface Rendered {
  status: number;
  contentType: string;
  body: Body;
}

/** What an error answer shows (server/api-error.ts's ApiError is one). */
export interface ErrorAnswer {
  readonly status: number;
  readonly message: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';
const JSONP_TYPE = 'application/javascript; charset=utf-8';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
/** Proportions are reported with this many decimals. */
const PROPORTION_DIGITS = 4;

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates) become U+FFFD; markup characters are escaped. */
const XML_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_MARKUP = /[&<>]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function xmlText(value: string): string {
  return value.replace(XML_UNSAFE, '\uFFFD').replace(XML_MARKUP, (c) => XML_ENTITY[c]);
}

/**
 * A plain value tree as XML elements named by their keys: an array repeats its key's element, an object nests its
 * keys, any other value is the element's text (strings escaped; apostrophes and quotes stay literal, as in
 * decisions.md's XML error example).
 */
function xmlElements(name: string, value: unknown): string {
  if (Array.isArray(value)) {
    let out = '';
    for (const item of value) out += xmlElements(name, item);
    return out;
  }
  if (value !== null && typeof value === 'object') {
    let inner = '';
    for (const key in value) inner += xmlElements(key, (value as Record<string, unknown>)[key]);
    return `<${name}>${inner}</${name}>`;
  }
  return `<${name}>${typeof value === 'string' ? xmlText(value) : String(value)}</${name}>`;
}

function json(value: unknown, options: OutputOptions): string {
  const body = JSON.stringify(value);
  return options.callback ? `/**/${options.callback}(${body});` : body;
}

/** An answer's one root element, after the declaration. */
function xmlDocument(root: Record<string, unknown>): string {
  let out = XML_DECLARATION;
  for (const name in root) out += xmlElements(name, root[name]);
  return out;
}

/** The content type of every answer (and error) rendered with these options. */
export function contentTypeOf(options: OutputOptions): string {
  if (options.format === 'xml') return XML_TYPE;
  return options.callback ? JSONP_TYPE : JSON_TYPE;
}

/** The one place an API error becomes an answer, in the format asked for. */
export function renderError(error: ErrorAnswer, options: OutputOptions): Rendered {
  const body = options.format === 'xml' ? xmlDocument({ error: { error: true, message: error.message } }) : json({ error: true, message: error.message }, options);
  return { status: error.status, contentType: contentTypeOf(options), body };
}

export function renderDetection(found: readonly DetectedLanguage[], options: OutputOptions, registry: LanguageRegistry): string {
  const list =
    found.length === 0
      ? [{ LangShortCode: 'Unknown', LangName: 'Unknown', Proportion: 0 }]
      : found.map((d) => ({
          LangShortCode: d.code,
          LangName: registry.name(d.code, options.locale),
          Proportion: Number(d.proportion.toFixed(PROPORTION_DIGITS)),
        }));
  return options.format === 'xml' ? xmlDocument({ LanguageDetection: { Language: list } }) : json(list, options);
}

export function renderCorrection(suggestion: string | null, options: OutputOptions): string {
  if (options.format === 'xml') {
    const result = suggestion === null ? '' : { message: revertLabel(options.locale), suggestions: { suggestions: [suggestion] } };
    return xmlDocument({ result });
  }
  if (suggestion === null) return json(options.short ? { r: {} } : { result: {} }, options);
  const message = revertLabel(options.locale);
  return json(options.short ? { r: { s: [suggestion], m: message } } : { result: { suggestions: [suggestion], message } }, options);
}

export function renderCompletions(suggestions: readonly string[], options: OutputOptions): string {
  if (options.format === 'xml') return xmlDocument({ result: { suggestions: suggestions.length === 0 ? '' : { suggestions } } });
  return json(options.short ? { r: { s: suggestions } } : { result: { suggestions } }, options);
}

export function renderLanguageList(registry: LanguageRegistry, options: OutputOptions): string {
  const languages = registry.entries.map((e) => ({
    code: e.code,
    name: registry.name(e.code, options.locale),
    detect: e.detect,
    autocorrect: e.autocorrect,
    autocomplete: e.autocomplete,
  }));
  return options.format === 'xml' ? xmlDocument({ languages: { language: languages } }) : json({ languages }, options);
}
