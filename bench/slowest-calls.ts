// The slowest honest engine calls found: valid requests at the API's limits (100,000 characters, every script mix,
// long words in every speller language), each timed alone in this process. They set the pool's deadline on one engine
// call (workers/batch-run.ts, ENGINE_CALL_DEADLINE_MS). `node --import tsx bench/slowest-calls.ts`
import { MAX_TEXT_CHARS } from '../server/api-request.ts';
import { findEngineCommand, type EngineCommand } from '../core/commands.ts';
import { prng } from '../test/hostile-requests.ts';
import { inProcessEngines } from './in-process-engines.ts';

const SHOWN = 12;
const OPTIONS = { format: 'json', short: false, locale: 'en', callback: null } as const;
const ALPHABETS: Record<string, string> = {
  latin: 'abcdefghijklmnopqrstuvwxyzáéíóöőúüűäßæøåçñ',
  'latin with spaces': 'abcdefghijklmnopqrstuvwxyzáéíóöőúüű     ',
  'cyrillic with spaces': 'абвгдежзийклмнопрстуфхцчшщыэюяієї   ',
  'greek and latin': 'αβγδεζηθικλμνξοπρστυφχψωabcdefghijklmnopqrstuvwxyz ',
  'arabic, hebrew and thai': 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي אבגדהוזחטיכלמנסעפצקרשת กขฃคฅฆงจฉชซฌญฎฏ',
  'han and hangul': '日本語中文字漢한국어글자말 ',
};
const WORD_LENGTHS = [12, 20, 30, 40, 50, 64, 80, 100, 150];

const { engines, registry } = inProcessEngines();
const rnd = prng(1);
const text = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
const command = (name: string): EngineCommand => findEngineCommand(name)!;

/** Best of two runs, in ms: the first may build the engine. */
function time(cmd: EngineCommand, lang: string, input: string): number {
  let best = Infinity;
  for (let run = 0; run < 2; run++) {
    const start = performance.now();
    engines.answer(cmd, lang, input, OPTIONS);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const rows: [string, number][] = [];
for (const [name, alphabet] of Object.entries(ALPHABETS)) {
  rows.push([`detect_language, ${MAX_TEXT_CHARS} chars, ${name}`, time(command('detect_language'), '', text(alphabet, MAX_TEXT_CHARS))]);
}
for (const { code, autocorrect, autocomplete } of registry.entries) {
  for (const length of autocorrect ? WORD_LENGTHS : []) {
    rows.push([`autocorrect ${code}, ${length} random letters`, time(command('autocorrect'), code, text(ALPHABETS.latin, length))]);
  }
  if (autocomplete) rows.push([`autocomplete ${code}, ${MAX_TEXT_CHARS} chars`, time(command('autocomplete'), code, text(ALPHABETS['latin with spaces'], MAX_TEXT_CHARS))]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log(`| slowest engine calls (of ${rows.length}) | ms |\n|---|---:|`);
for (const [what, ms] of rows.slice(0, SHOWN)) console.log(`| ${what} | ${ms.toFixed(1)} |`);
