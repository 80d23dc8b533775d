// Turns GET query and POST body parameters into one validated request; handlers never see raw strings.
// Order of checks: output options (so the error itself can be rendered as asked), key, command, then its parameters.
import { ApiError } from './api-error.ts';
import type { LanguageRegistry } from './language-registry.ts';
import { normalizeLocale } from './locale.ts';

export const COMMANDS = ['detect_language', 'autocorrect', 'autocomplete', 'get_lang_list'] as const;
export type Command = (typeof COMMANDS)[number];
export type Format = 'json' | 'xml';

/** decisions.md: texts over 100,000 characters answer 413. */
export const MAX_TEXT_CHARS = 100_000;
const CALLBACK_FORM = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;
const MAX_CALLBACK_CHARS = 64;

/** How a response (or an error) is written. */
export interface OutputOptions {
  format: Format;
  callback: string | null;
  short: boolean;
  locale: string;
}

export interface ApiRequest extends OutputOptions {
  cmd: Command;
  text: string;
  /** Canonical code (en_US) for autocorrect/autocomplete, '' otherwise. */
  lang: string;
}

/** Parameter values: strings from a query or form, any JSON value from a JSON body. */
export type RawParams = Map<string, unknown>;

function stringParam(params: RawParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, `Parameter '${name}' must be a string.`);
  return value;
}

function booleanParam(params: RawParams, name: string): boolean {
  const value = params.get(name);
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const v = value.toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  throw new ApiError(400, `Parameter '${name}' must be true, false, 1 or 0.`);
}

/**
 * Reads format, callback, short_answer and locale. Never throws: a bad value is reported by `invalid`,
 * while the options fall back to what can still render that error (plain JSON when format or callback is bad).
 */
export function readOutputOptions(params: RawParams): { options: OutputOptions; invalid: ApiError | null } {
  const options: OutputOptions = { format: 'json', callback: null, short: false, locale: 'en' };
  try {
    options.locale = normalizeLocale(stringParam(params, 'locale'));
    const format = (stringParam(params, 'format') ?? 'json').toLowerCase();
    if (format !== 'json' && format !== 'xml') throw new ApiError(400, `Unsupported format '${format}': use json or xml.`);
    options.format = format;
    const callback = stringParam(params, 'callback');
    if (callback !== undefined && callback !== '') {
      if (callback.length > MAX_CALLBACK_CHARS || !CALLBACK_FORM.test(callback)) {
        throw new ApiError(400, 'Parameter \'callback\' is not a valid JavaScript function name.');
      }
      if (format === 'xml') throw new ApiError(400, 'Parameter \'callback\' cannot be used with format=xml.');
      options.callback = callback;
    }
    options.short = booleanParam(params, 'short_answer');
    return { options, invalid: null };
  } catch (error) {
    return { options, invalid: error as ApiError };
  }
}

export function readCommand(params: RawParams): Command {
  const cmd = stringParam(params, 'cmd');
  if (!cmd) throw new ApiError(400, "Missing required parameter 'cmd'.");
  if (!(COMMANDS as readonly string[]).includes(cmd)) throw new ApiError(400, `Unknown command '${cmd.slice(0, 64)}'.`);
  return cmd as Command;
}

/** Validates the command's own parameters against the language registry. */
export function readRequest(params: RawParams, cmd: Command, options: OutputOptions, registry: LanguageRegistry): ApiRequest {
  const request: ApiRequest = { ...options, cmd, text: '', lang: '' };
  if (cmd === 'get_lang_list') return request;
  const text = stringParam(params, 'text');
  if (text === undefined) throw new ApiError(400, "Missing required parameter 'text'.");
  if (text.length > MAX_TEXT_CHARS) throw new ApiError(413, `Parameter 'text' is longer than ${MAX_TEXT_CHARS} characters.`);
  request.text = text;
  if (cmd === 'detect_language') return request;
  const lang = stringParam(params, 'lang');
  if (!lang) throw new ApiError(400, "Missing required parameter 'lang'.");
  const entry = registry.find(lang);
  if (!entry) throw new ApiError(400, 'The language code was not found.');
  if (!entry[cmd]) {
    throw new ApiError(403, `Command '${cmd}' for language '${entry.code}' is not enabled or unsupported.`);
  }
  request.lang = entry.code;
  return request;
}
