// Turns GET query and POST body parameters into one validated request; handlers never see raw strings.
// Order of checks: output options (so the error itself can be rendered as asked), key, command, then its parameters.
import { COMMANDS, findCommand, type Command } from '../core/commands.ts';
import type { LanguageRegistry } from '../core/language-registry.ts';
import { normalizeLocale } from '../core/locale.ts';
import type { OutputOptions } from '../core/output-options.ts';
import { ApiError, apiError } from './api-error.ts';
import type { ApiKey, ApiKeys } from './api-keys.ts';

const COMMAND_LIST = COMMANDS.map((command) => command.name).join(', ');

/** decisions.md: texts over 100,000 characters answer 413. */
export const MAX_TEXT_CHARS = 100_000;
const CALLBACK_FORM = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;
const MAX_CALLBACK_CHARS = 64;

export interface ApiRequest {
  command: Command;
  /** '' for a command that reads no text. */
  text: string;
  /** Canonical code (en_US) for a command that reads a language, '' otherwise. */
  lang: string;
  options: OutputOptions;
}

/** Parameter values: strings from a query or form, any JSON value from a JSON body. */
export type RawParams = Map<string, unknown>;

function stringParam(params: RawParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw apiError('not_a_string', name, value);
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
  throw apiError('not_a_boolean', name, value);
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
    if (format !== 'json' && format !== 'xml') throw apiError('unknown_format', format);
    options.format = format;
    const callback = stringParam(params, 'callback');
    if (callback !== undefined && callback !== '') {
      if (callback.length > MAX_CALLBACK_CHARS || !CALLBACK_FORM.test(callback)) {
        throw apiError('bad_callback', callback, MAX_CALLBACK_CHARS);
      }
      if (format === 'xml') throw apiError('callback_with_xml');
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
  if (!cmd) throw apiError('missing_cmd', COMMAND_LIST);
  const command = findCommand(cmd);
  if (!command) throw apiError('unknown_cmd', cmd, COMMAND_LIST);
  return command;
}

/** Validates the command's own parameters against the language registry. */
export function readRequest(params: RawParams, command: Command, options: OutputOptions, registry: LanguageRegistry): ApiRequest {
  if (!command.needsText) return { command, text: '', lang: '', options };
  const text = stringParam(params, 'text');
  if (text === undefined) throw apiError('missing_text', command.name);
  if (text.length > MAX_TEXT_CHARS) throw apiError('text_too_long', text.length, MAX_TEXT_CHARS);
  const flag = command.languageFlag;
  if (flag === null) return { command, text, lang: '', options };
  const lang = stringParam(params, 'lang');
  if (!lang) throw apiError('missing_lang', command.name);
  const entry = registry.find(lang);
  if (!entry) throw apiError('unknown_lang', lang);
  if (!entry[flag]) throw apiError('command_not_enabled', command.name, entry.code);
  return { command, text, lang: entry.code, options };
}

/** `key` is the caller's key in cloud mode once it is known valid (its limits apply), else null. */
export type ParsedRequest =
  | { options: OutputOptions; request: ApiRequest; key: ApiKey | null; error: null }
  | { options: OutputOptions; request: null; key: ApiKey | null; error: ApiError };

/** The whole edge check: output options, then the key (cloud mode), then the command and its parameters. */
export function parseApiRequest(params: RawParams, registry: LanguageRegistry, keys: ApiKeys | null): ParsedRequest {
  const { options, invalid } = readOutputOptions(params);
  if (invalid) return { options, request: null, key: null, error: invalid };
  const serviceId = params.get('serviceid');
  const key = keys?.find(serviceId) ?? null;
  try {
    if (keys && !key) throw serviceId === undefined || serviceId === '' ? apiError('missing_key') : apiError('invalid_key');
    return { options, request: readRequest(params, readCommand(params), options, registry), key, error: null };
  } catch (error) {
    if (error instanceof ApiError) return { options, request: null, key, error };
    throw error;
  }
}
