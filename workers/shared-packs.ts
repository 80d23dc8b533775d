// Loads each compiled pack file once into a SharedArrayBuffer. Workers receive the buffers, not copies,
// so dictionary memory is paid once however many workers run.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';

export type SharedPacks = Record<string, SharedArrayBuffer>;

export function readShared(path: string): SharedArrayBuffer {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const shared = new SharedArrayBuffer(size);
    const bytes = new Uint8Array(shared);
    for (let done = 0; done < size; ) {
      const n = readSync(fd, bytes, done, size - done, done);
      if (n === 0) throw new Error(`${path}: file shrank while reading`);
      done += n;
    }
    return shared;
  } finally {
    closeSync(fd);
  }
}

export function loadSharedPacks(dir: string, files: Iterable<string>): SharedPacks {
  const packs: SharedPacks = {};
  for (const file of new Set(files)) packs[file] = readShared(join(dir, file));
  return packs;
}
