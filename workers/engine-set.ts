// The engines of one thread, built lazily over pack buffers: shared ones in the pool's workers, plain ones
// in the in-process bench reference. Building an engine only makes typed-array views, so it is cheap.
import { Autocorrector } from '../engines/autocorrector.ts';
import { Completer } from '../engines/completer.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { Pack } from '../engines/pack.ts';
import { OP_COMPLETE, OP_CORRECT, OP_DETECT, type EngineFiles, type ItemResult } from './batch.ts';

export class EngineSet {
  private detector: LanguageDetector | null = null;
  /** By pack file, so languages sharing a pack (fr_CA, fr_FR) share one engine. */
  private readonly correctors = new Map<string, Autocorrector>();
  private readonly completers = new Map<string, Completer>();

  constructor(
    private readonly packs: Record<string, SharedArrayBuffer | ArrayBuffer>,
    private readonly files: EngineFiles,
    /** Test builds only: called before each engine call, may throw or end the thread (workers/engine-worker.ts). */
    private readonly injectFault: ((text: string) => void) | null = null,
  ) {}

  run(op: number, lang: string, text: string): ItemResult {
    this.injectFault?.(text);
    switch (op) {
      case OP_DETECT:
        return (this.detector ??= new LanguageDetector(this.pack(this.files.detector))).detect(text);
      case OP_CORRECT:
        return this.corrector(lang).correct(text);
      case OP_COMPLETE:
        return this.completer(lang).complete(text);
      default:
        throw new Error(`unknown op ${op}`);
    }
  }

  /** run(), but a throwing engine yields undefined (logged) so one bad input never fails the others in its batch. */
  tryRun(op: number, lang: string, text: string): ItemResult {
    try {
      return this.run(op, lang, text);
    } catch (error) {
      console.error(`engine failure (op ${op}, ${lang}): ${(error as Error).message}`);
      return undefined;
    }
  }

  private pack(file: string | undefined): Pack {
    const buffer = file ? this.packs[file] : undefined;
    if (!buffer) throw new Error(`no pack ${file}`);
    return new Pack(buffer);
  }

  private corrector(lang: string): Autocorrector {
    const file = this.files.spellers[lang];
    let engine = this.correctors.get(file);
    if (!engine) this.correctors.set(file, (engine = new Autocorrector(this.pack(file))));
    return engine;
  }

  private completer(lang: string): Completer {
    const file = this.files.completers[lang];
    let engine = this.completers.get(file);
    if (!engine) this.completers.set(file, (engine = new Completer(this.pack(file))));
    return engine;
  }
}
