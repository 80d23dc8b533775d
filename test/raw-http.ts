// A raw HTTP/1.1 client for tests that must send what ordinary clients never send (invalid UTF-8 in a URL, broken
// framing, bodies dribbled byte by byte, pipelined requests) and must tell an answer from a dropped connection.
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Map<string, string>;
  body: Buffer;
}

/** Thrown for a request whose connection ended before its whole answer arrived. */
export class DroppedError extends Error {}

interface Pending {
  head: boolean;
  resolve: (r: RawResponse) => void;
  reject: (e: Error) => void;
}

/** One keep-alive connection; requests may be pipelined, answers come back in order. */
export class RawConnection {
  closed = false;
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Pending[] = [];

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    const end = () => {
      this.closed = true;
      for (const p of this.pending.splice(0)) p.reject(new DroppedError('connection closed before the answer'));
    };
    socket.on('close', end);
    socket.on('error', () => {});
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes `bytes` (at once, or in `chunks` pieces `delayMs` apart) and resolves with the answer. */
  request(bytes: Buffer, options: { head?: boolean; chunks?: number; delayMs?: number } = {}): Promise<RawResponse> {
    if (this.closed) return Promise.reject(new DroppedError('connection already closed'));
    const answer = new Promise<RawResponse>((resolve, reject) => this.pending.push({ head: options.head ?? false, resolve, reject }));
    const chunks = options.chunks ?? 1;
    if (chunks <= 1) this.socket.write(bytes);
    else void this.dribble(bytes, chunks, options.delayMs ?? 1);
    return answer;
  }

  private async dribble(bytes: Buffer, chunks: number, delayMs: number): Promise<void> {
    const size = Math.ceil(bytes.length / chunks);
    for (let at = 0; at < bytes.length && !this.closed; at += size) {
      this.socket.write(bytes.subarray(at, at + size));
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): void {
    while (this.pending.length > 0) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0]);
      if (!m) {
        this.pending.shift()!.reject(new Error(`not an HTTP response: ${JSON.stringify(lines[0])}`));
        this.socket.destroy();
        return;
      }
      const headers = new Map<string, string>();
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      const p = this.pending[0];
      const status = Number(m[1]);
      if (status < 200) {
        // An interim answer (100 Continue): the real one follows.
        this.buffer = this.buffer.subarray(end + 4);
        continue;
      }
      const length = p.head || status === 204 || status === 304 ? 0 : Number(headers.get('content-length') ?? 0);
      if (this.buffer.length < end + 4 + length) return;
      const body = Buffer.from(this.buffer.subarray(end + 4, end + 4 + length));
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.pending.shift();
      p.resolve({ status, headers, body });
    }
  }
}

/** One request on a fresh connection, then the connection is closed. */
export async function rawRequest(port: number, bytes: Buffer, options?: { head?: boolean; chunks?: number; delayMs?: number }): Promise<RawResponse> {
  const connection = await RawConnection.open(port);
  try {
    return await connection.request(bytes, options);
  } finally {
    connection.close();
  }
}
