// The engines on their own, in this process, with the `benchmark` package: one Benchmark.Suite per engine and command,
// timing what a worker does for a request (the engine's answer, rendered as JSON). Each call takes the next input of a
// list that never repeats (bench/unique-inputs.ts), long enough for every call benchmark makes; a second benchmark of
// each suite cycles the list's first REPEATED_SET inputs, the figure for warm repeats. Prints Markdown.
// Usage: node --import tsx bench/engine-suites.ts [--quick]
import type { EngineCommand } from '../core/commands.ts';
import type { OutputOptions } from '../core/output-options.ts';
import { parseApiRequest } from '../server/api-request.ts';
import { parseQuery } from '../server/request-params.ts';
import { inProcessEngines } from './in-process-engines.ts';
import { runSuite, suiteTable, type SuiteCase, type SuiteRow } from './suite.ts';
import { apiPath, COMMANDS, uniqueInputs, type Command } from './unique-inputs.ts';

const QUICK = process.argv.includes('--quick');
/** Seconds benchmark samples each function for (its own default is 5). */
const MAX_TIME = QUICK ? 0.5 : 2;
/** New inputs per command: more than the fastest engine (detection, about 20 µs) is called in MAX_TIME and benchmark's calibration. */
const NEW_INPUTS = QUICK ? 100_000 : 400_000;
/** Inputs, kept out of the timed list, that every engine answers first: each language's engine built, its pack read, its code compiled. */
const WARM_UP = 5_000;
/** Inputs the repeated benchmark cycles. */
const REPEATED_SET = 1_000;
/** The engine each command runs. */
const ENGINE: Record<Command, string> = { autocorrect: 'speller', detect_language: 'detector', autocomplete: 'completer' };

const { engines, registry } = inProcessEngines();

interface Call {
  command: EngineCommand;
  lang: string;
  text: string;
  options: OutputOptions;
}

/** The request each path makes, parsed as the front parses it; paths the front answers without an engine are left out. */
function calls(command: Command, paths: string[]): Call[] {
  const out: Call[] = [];
  for (const path of paths) {
    const { request } = parseApiRequest(parseQuery(path.slice(path.indexOf('?') + 1)), registry, null);
    if (!request || request.command.kind === 'registry') continue;
    const text = request.command.engineText(request.text);
    if (text !== null) out.push({ command: request.command, lang: request.lang, text, options: request.options });
  }
  if (out.length === 0) throw new Error(`no ${command} input reaches an engine`);
  return out;
}

const answer = (c: Call) => engines.answer(c.command, c.lang, c.text, c.options);

const rows: SuiteRow[] = [];
const inputs = uniqueInputs(NEW_INPUTS);
for (const command of COMMANDS) {
  const all = calls(command, inputs[command].map((i) => apiPath(command, i)));
  const timed = all.slice(0, -WARM_UP);
  for (const c of all.slice(-WARM_UP)) answer(c);
  const cases: SuiteCase<Call>[] = [
    { name: 'new inputs', inputs: timed, call: answer },
    { name: `repeated inputs (${REPEATED_SET.toLocaleString('en')} of them cycled)`, inputs: timed.slice(0, REPEATED_SET), call: answer },
  ];
  rows.push(...await runSuite(`${command} (${ENGINE[command]})`, cases, MAX_TIME));
}
console.log(
  [
    `### Engines in process (bench/engine-suites.ts${QUICK ? ' --quick' : ''}: \`benchmark\`, ${MAX_TIME} s a function)`,
    '',
    "What a worker does for one request: the engine's answer, rendered as JSON. Calls counts every call benchmark made, calibration included; " +
      'on new inputs, calls within the distinct inputs means no input was met twice ("cycled" where one was).',
    '',
    suiteTable(rows),
    '',
  ].join('\n'),
);
