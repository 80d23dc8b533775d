// The engines of one thread, built lazily over pack buffers: shared ones in the pool's workers, plain ones
// in the in-process bench reference. Building an engine only makes typed-array views, so it is cheap.
import { Autocorrector } from '../engines/autocorrector.ts';
import { Completer } from '../engines/completer.ts';
import { LanguageDetector } from '../engines/detector.ts';
import { Pack } from '../engines/pack.ts';
import { OP_COMPLETE, OP_CORRECT, OP_DETECT, type EngineFiles, type ItemResult } from './batch.ts';

export class EngineSet {
  private detector: LanguageDetector | null = null;
  private readonly correctors = new Map<string, Autocorrector>();
  private readonly completers = new Map<string, Completer>();

  constructor(
    private readonly packs: Record<string, SharedArrayBuffer | ArrayBuffer>,
    private readonly files: EngineFiles,
  ) {}

  run(op: number, lang: string, text: string): ItemResult {
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

  private pack(file: string | undefined): Pack {
    const buffer = file ? this.packs[file] : undefined;
    if (!buffer) throw new Error(`no pack ${file}`);
    return new Pack(buffer);
  }

  private corrector(lang: string): Autocorrector {
    let engine = this.correctors.get(lang);
    if (!engine) this.correctors.set(lang, (engine = new Autocorrector(this.pack(this.files.spellers[lang]))));
    return engine;
  }

  private completer(lang: string): Completer {
    let engine = this.completers.get(lang);
    if (!engine) this.completers.set(lang, (engine = new Completer(this.pack(this.files.completers[lang]))));
    return engine;
  }
}
