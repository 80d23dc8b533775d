// One renderer for every answer and every error: JSON, short JSON, JSONP and XML (decisions.md "Parameters", "Errors").
import { XMLBuilder } from 'fast-xml-parser';
import type { DetectedLanguage } from '../engines/detector.ts';
import type { ApiError } from './api-error.ts';
import type { ItemResult } from '../workers/batch.ts';
import type { ApiRequest, OutputOptions } from './api-request.ts';
import type { LanguageRegistry } from './language-registry.ts';
import { revertLabel } from './revert-messages.ts';

export interface Rendered {
  status: number;
  contentType: string;
  body: string;
}


const JSON_TYPE = 'application/json; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';
const JSONP_TYPE = 'application/javascript; charset=utf-8';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
/** Proportions are reported with this many decimals. */
const PROPORTION_DIGITS = 4;

// Text is escaped by xmlText below, so apostrophes and quotes stay literal as in decisions.md's XML error example.
const xml = new XMLBuilder({ format: false, suppressEmptyNode: false, processEntities: false });
/** Characters XML 1.0 cannot carry at all (controls, lone surrogates) become U+FFFD; markup characters are escaped. */
const XML_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_MARKUP = /[&<>]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function xmlText(value: string): string {
  return value.replace(XML_UNSAFE, '\uFFFD').replace(XML_MARKUP, (c) => XML_ENTITY[c]);
}

/** Escapes every string leaf of a plain value tree. */
function escapeTree(value: unknown): unknown {
  if (typeof value === 'string') return xmlText(value);
  if (Array.isArray(value)) return value.map(escapeTree);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = escapeTree((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

function json(value: unknown, options: OutputOptions, status: number): Rendered {
  const body = JSON.stringify(value);
  if (options.callback) return { status, contentType: JSONP_TYPE, body: `/**/${options.callback}(${body});` };
  return { status, contentType: JSON_TYPE, body };
}

function xmlDocument(value: unknown, status: number): Rendered {
  return { status, contentType: XML_TYPE, body: XML_DECLARATION + xml.build(escapeTree(value)) };
}

export function renderError(error: ApiError, options: OutputOptions): Rendered {
  if (options.format === 'xml') return xmlDocument({ error: { error: true, message: error.message } }, error.status);
  return json({ error: true, message: error.message }, options, error.status);
}

export function renderDetection(found: readonly DetectedLanguage[], options: OutputOptions, registry: LanguageRegistry): Rendered {
  const list =
    found.length === 0
      ? [{ LangShortCode: 'Unknown', LangName: 'Unknown', Proportion: 0 }]
      : found.map((d) => ({
          LangShortCode: d.code,
          LangName: registry.name(d.code, options.locale),
          Proportion: Number(d.proportion.toFixed(PROPORTION_DIGITS)),
        }));
  if (options.format === 'xml') return xmlDocument({ LanguageDetection: { Language: list } }, 200);
  return json(list, options, 200);
}

export function renderCorrection(suggestion: string | null, options: OutputOptions): Rendered {
  if (options.format === 'xml') {
    const result = suggestion === null ? '' : { message: revertLabel(options.locale), suggestions: { suggestions: [suggestion] } };
    return xmlDocument({ result }, 200);
  }
  if (suggestion === null) return json(options.short ? { r: {} } : { result: {} }, options, 200);
  const message = revertLabel(options.locale);
  return json(
    options.short ? { r: { s: [suggestion], m: message } } : { result: { suggestions: [suggestion], message } },
    options,
    200,
  );
}

export function renderCompletions(suggestions: readonly string[], options: OutputOptions): Rendered {
  if (options.format === 'xml') {
    const inner = suggestions.length === 0 ? '' : { suggestions };
    return xmlDocument({ result: { suggestions: inner } }, 200);
  }
  return json(options.short ? { r: { s: suggestions } } : { result: { suggestions } }, options, 200);
}

export function renderLanguageList(registry: LanguageRegistry, options: OutputOptions): Rendered {
  const languages = registry.entries.map((e) => ({
    code: e.code,
    name: registry.name(e.code, options.locale),
    detect: e.detect,
    autocorrect: e.autocorrect,
    autocomplete: e.autocomplete,
  }));
  if (options.format === 'xml') return xmlDocument({ languages: { language: languages } }, 200);
  return json({ languages }, options, 200);
}

/** Renders an engine's answer to the request that asked for it. */
export function renderResult(request: ApiRequest, result: ItemResult, registry: LanguageRegistry): Rendered {
  switch (request.cmd) {
    case 'detect_language':
      return renderDetection(result as DetectedLanguage[], request, registry);
    case 'autocorrect':
      return renderCorrection(result as string | null, request);
    case 'autocomplete':
      return renderCompletions(result as string[], request);
    case 'get_lang_list':
      return renderLanguageList(registry, request);
  }
}
