// The API's answers without a server: each request is parsed, checked and answered by the same code the server runs
// (server/api-request.ts, the command table, the engines over the compiled packs), so the eval counts what a client
// of the HTTP API would see.
import { inProcessEngines } from '../bench/in-process-engines.ts';
import { parseApiRequest } from '../server/api-request.ts';
import type { LanguageRegistry } from '../core/language-registry.ts';
import type { EngineSet } from '../core/engine-set.ts';

/** One request's answer: the body of a 200, or null for an error (its code in `error`). */
export interface Answer { body: string | null; error: string | null }

export class InProcessApi {
  private readonly engines: EngineSet;
  private readonly registry: LanguageRegistry;

  constructor() {
    ({ engines: this.engines, registry: this.registry } = inProcessEngines());
  }

  /** The answer to `?cmd=...&text=...&lang=...` (no `lang` when it is ''). */
  ask(cmd: string, lang: string, text: string): Answer {
    const params = new Map<string, unknown>([['cmd', cmd], ['text', text]]);
    if (lang !== '') params.set('lang', lang);
    const { options, request, error } = parseApiRequest(params, this.registry, null);
    if (error || !request) return { body: null, error: error?.code ?? 'no_request' };
    const { command } = request;
    if (command.kind === 'registry') return { body: command.answer(options, this.registry), error: null };
    const engineText = command.engineText(request.text);
    if (engineText === null) return { body: command.answerWithoutEngine(options, this.registry), error: null };
    const body = this.engines.answer(command, request.lang, engineText, options);
    return body === null ? { body: null, error: 'engine_failure' } : { body, error: null };
  }
}
