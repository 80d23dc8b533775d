// How an answer (or an error) is written: read once at the edge (server/api-request.ts), carried to the workers in a
// batch (workers/batch.ts) and obeyed by the renderers (core/render.ts).

export type Format = 'json' | 'xml';

export interface OutputOptions {
  format: Format;
  callback: string | null;
  short: boolean;
  locale: string;
}
