// The engines of one thread, built lazily over pack buffers (shared ones in the pool's workers and for inline answers
// on the main thread, plain ones in the in-process benches), and the answers they give, rendered. Building an engine
// only makes typed-array views, so it is cheap.
import { Autocorrector } from '../engines/autocorrector.ts';
import { Completer } from '../engines/completer.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { Pack } from '../engines/pack.ts';
import { borrowsFrom, editingProfile } from '../languages/registry.ts';
import type { EngineCommand, Engines } from './commands.ts';
import type { LanguageRegistry } from './language-registry.ts';
import type { OutputOptions } from './output-options.ts';

/** Which pack file each engine reads, by language code; sent once to every worker with the shared buffers. */
export interface EngineFiles {
  detector: string;
  spellers: Record<string, string>;
  completers: Record<string, string>;
}

export class EngineSet implements Engines {
  private detectorEngine: LanguageDetector | null = null;
  /** By pack file and keyboard, so languages sharing a pack and keyboard share one engine (fr_CA's keyboard is not fr_FR's). */
  private readonly correctors = new Map<string, Autocorrector>();
  /** By pack file, so languages sharing a pack (fr_CA, fr_FR) share one engine. */
  private readonly completers = new Map<string, Completer>();

  constructor(
    private readonly packs: Record<string, SharedArrayBuffer | ArrayBuffer>,
    private readonly files: EngineFiles,
    /** Names the languages of detection answers. */
    private readonly registry: LanguageRegistry,
    /** Test builds only: called before each engine call, may throw or end the thread (workers/engine-worker.ts). */
    private readonly injectFault: ((text: string) => void) | null = null,
  ) {}

  /** The command's answer, rendered; null when its engine threw (logged), so one bad input never fails a batch. */
  answer(command: EngineCommand, lang: string, text: string, options: OutputOptions): string | null {
    try {
      this.injectFault?.(text);
      return command.answer(this, lang, text, options, this.registry);
    } catch (error) {
      console.error(`engine failure (${command.name}, ${lang}): ${(error as Error).message}`);
      return null;
    }
  }

  detector(): LanguageDetector {
    return (this.detectorEngine ??= new LanguageDetector(this.pack(this.files.detector)));
  }

  corrector(lang: string): Autocorrector {
    const file = this.files.spellers[lang];
    const profile = editingProfile(lang);
    const key = `${file} ${profile.writing.keyboard}`;
    let engine = this.correctors.get(key);
    if (!engine) {
      // The language's completion model weighs two words run together ("porfavor": por favor); the loan language's
      // words are weighed as typed.
      const loan = borrowsFrom(profile);
      const loans = loan !== null && this.files.spellers[loan] ? this.corrector(loan) : null;
      this.correctors.set(key, (engine = new Autocorrector(this.pack(file), profile.writing, this.files.completers[lang] ? this.completer(lang) : null, loans)));
    }
    return engine;
  }

  completer(lang: string): Completer {
    const file = this.files.completers[lang];
    let engine = this.completers.get(file);
    if (!engine) this.completers.set(file, (engine = new Completer(this.pack(file), editingProfile(lang).writing)));
    return engine;
  }

  private pack(file: string | undefined): Pack {
    const buffer = file ? this.packs[file] : undefined;
    if (!buffer) throw new Error(`no pack ${file}`);
    return new Pack(buffer, file);
  }
}
