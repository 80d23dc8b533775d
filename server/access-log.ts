// Structured access log (ACCESS_LOG=1): one JSON object a line on stdout. Lines are gathered and written together
// every FLUSH_MS, because a write to a pipe blocks the event loop on Linux. It never holds a text, a query or a key:
// only the key's label (its name= option or a digest prefix).

const FLUSH_MS = 100;
/** Past this many buffered lines they are written at once rather than waiting for the timer. */
const MAX_BUFFERED_LINES = 1024;

export interface AccessEntry {
  remote: string;
  /** X-Forwarded-For as received from a proxy, shortened. */
  forwarded: string;
  method: string;
  path: string;
  command: string;
  status: number | 'aborted';
  ms: number;
  bytes: number;
  key: string;
}

export class AccessLog {
  private lines: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly write: (text: string) => void = (text) => process.stdout.write(text)) {}

  log(entry: AccessEntry): void {
    this.lines.push(JSON.stringify({ time: new Date().toISOString(), ...entry }));
    if (this.lines.length >= MAX_BUFFERED_LINES) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.lines.length === 0) return;
    const text = this.lines.join('\n') + '\n';
    this.lines = [];
    this.write(text);
  }
}
