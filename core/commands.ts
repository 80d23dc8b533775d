// The API's commands, each described once: its name (also its metrics label), the parameters it reads, the registry
// flag that enables it per language, its engine call and the renderer of that call's result. Parsing
// (server/api-request.ts), routing (server/http-app.ts), metrics, the pool's ops (workers/) and rendering all read
// this table, and a result's type goes from the engine call to its renderer inside one entry, never erased.
import type { Corrector } from '../engines/corrector.ts';
import type { Completer } from '../engines/completer.ts';
import type { LanguageDetector } from '../engines/detector.ts';
import type { LanguageRegistry } from './language-registry.ts';
import type { OutputOptions } from './output-options.ts';
import { renderCompletions, renderCorrection, renderDetection, renderLanguageList } from './render.ts';

/** The registry flags that enable a command for a language (get_lang_list reports them). */
export type LanguageFlag = 'autocorrect' | 'autocomplete';

/** The engines the commands call, by language: core/engine-set.ts builds them. */
export interface Engines {
  detector(): LanguageDetector;
  corrector(lang: string): Corrector;
  completer(lang: string): Completer;
}

interface EngineCommandSpec<Name extends string, R> {
  name: Name;
  /** Its index in ENGINE_COMMANDS: the op number a batch carries to a worker. */
  op: number;
  /** The registry flag a `lang` must have; null when the command reads no `lang`. */
  languageFlag: LanguageFlag | null;
  /** The text the engine reads, or null when the answer is `withoutEngine`'s. Absent: the text as sent. */
  engineText?: (text: string) => string | null;
  withoutEngine?: R;
  run(engines: Engines, lang: string, text: string): R;
  render(result: R, options: OutputOptions, registry: LanguageRegistry): string;
}

/** A command answered by an engine, on a worker or (inline) on the main thread. */
export interface EngineCommand<Name extends string = string> {
  readonly kind: 'engine';
  readonly name: Name;
  readonly op: number;
  readonly languageFlag: LanguageFlag | null;
  readonly needsText: true;
  /** The engine's input, or null when answerWithoutEngine answers at once. */
  engineText(text: string): string | null;
  answerWithoutEngine(options: OutputOptions, registry: LanguageRegistry): string;
  /** Runs the engine and renders its result; throws when the engine does. */
  answer(engines: Engines, lang: string, text: string, options: OutputOptions, registry: LanguageRegistry): string;
}

/** A command answered from the language registry on the main thread. */
export interface RegistryCommand<Name extends string = string> {
  readonly kind: 'registry';
  readonly name: Name;
  readonly languageFlag: null;
  readonly needsText: false;
  answer(options: OutputOptions, registry: LanguageRegistry): string;
}

function engineCommand<Name extends string, R>(spec: EngineCommandSpec<Name, R>): EngineCommand<Name> {
  const { name, op, languageFlag, engineText, withoutEngine, run, render } = spec;
  return {
    kind: 'engine',
    name,
    op,
    languageFlag,
    needsText: true,
    engineText: engineText ?? ((text) => text),
    answerWithoutEngine: (options, registry) => render(withoutEngine as R, options, registry),
    answer: (engines, lang, text, options, registry) => render(run(engines, lang, text), options, registry),
  };
}

const WHITESPACE = /\s/;

/** api.md 4.3 rule 2: more than one word gets no suggestion; an empty word has none either. */
function oneWord(text: string): string | null {
  const word = text.trim();
  return word === '' || WHITESPACE.test(word) ? null : word;
}

export const ENGINE_COMMANDS = [
  engineCommand({
    name: 'detect_language',
    op: 0,
    languageFlag: null,
    run: (engines, _lang, text) => engines.detector().detect(text),
    render: renderDetection,
  }),
  engineCommand({
    name: 'autocorrect',
    op: 1,
    languageFlag: 'autocorrect',
    engineText: oneWord,
    withoutEngine: null,
    run: (engines, lang, word) => engines.corrector(lang).correct(word),
    render: renderCorrection,
  }),
  engineCommand({
    name: 'autocomplete',
    op: 2,
    languageFlag: 'autocomplete',
    run: (engines, lang, text) => engines.completer(lang).complete(text),
    render: renderCompletions,
  }),
] as const;

const getLangList: RegistryCommand<'get_lang_list'> = {
  kind: 'registry',
  name: 'get_lang_list',
  languageFlag: null,
  needsText: false,
  answer: (options, registry) => renderLanguageList(registry, options),
};

export const COMMANDS = [...ENGINE_COMMANDS, getLangList] as const;
export type Command = (typeof COMMANDS)[number];
export type CommandName = Command['name'];
export type EngineCommandName = (typeof ENGINE_COMMANDS)[number]['name'];

const BY_NAME = new Map<string, Command>(COMMANDS.map((command) => [command.name, command]));

/** The command a `cmd` value names, or undefined. */
export function findCommand(name: string): Command | undefined {
  return BY_NAME.get(name);
}

/** The engine command a name (from configuration) names, or undefined. */
export function findEngineCommand(name: string): EngineCommand | undefined {
  const command = BY_NAME.get(name);
  return command?.kind === 'engine' ? command : undefined;
}
