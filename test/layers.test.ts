// Dependencies run one way: server/ -> workers/ -> core/ -> data/ -> engines/ -> languages/. A file imports from its
// own folder or one further down, never up; no circle of files; the HTTP front and the thread pool stay out of core/
// and everything below it. Imports are read with TypeScript's own scanner, so `export ... from` and import() count.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { CACHE_DIR } from '../data/debian-packages.ts';
import { COMPILED_DIR } from '../data/manifest.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Top to bottom: each folder may import only from itself and the folders after it. */
const LAYERS = ['server', 'workers', 'core', 'data', 'engines', 'languages'];
/** Packages only the server and its pool may load: the HTTP front and the worker threads. */
const FRONT_PACKAGES = ['uWebSockets.js', 'piscina'];
const FIRST_WITHOUT_FRONT = LAYERS.indexOf('core');
/** What the compile step downloads and writes: data, not code. */
const NOT_SOURCE = new Set([CACHE_DIR, COMPILED_DIR]);
const SOURCE = /\.(ts|mjs)$/;

/** What a file imports: other files (paths from the repository root) and packages. */
interface Imports {
  files: string[];
  packages: string[];
}
/** By file, as a path from the repository root. */
type ImportGraph = Map<string, Imports>;

function sourceFiles(dir: string): string[] {
  if (NOT_SOURCE.has(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.isFile() && SOURCE.test(entry.name)) files.push(path);
  }
  return files;
}

function importGraph(): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const layer of LAYERS) {
    const dir = join(ROOT, layer);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const imports: Imports = { files: [], packages: [] };
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (fileName.startsWith('.')) imports.files.push(relative(ROOT, resolve(dirname(file), fileName)));
        else imports.packages.push(fileName);
      }
      graph.set(relative(ROOT, file), imports);
    }
  }
  return graph;
}

const layerOf = (path: string) => LAYERS.indexOf(path.split('/')[0]);

/** Each import that goes up the layers or out of them (to test/, bench/, ...), as `from -> to`. */
function upwardImports(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, { files }] of graph) {
    for (const target of files) {
      const to = layerOf(target);
      if (to === -1 || to < layerOf(file)) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong;
}

/** Each import of an HTTP-front or thread-pool package from core/ or below, as `from -> package`. */
function frontImportsBelowWorkers(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, { packages }] of graph) {
    if (layerOf(file) < FIRST_WITHOUT_FRONT) continue;
    for (const name of packages) if (FRONT_PACKAGES.includes(name)) wrong.push(`${file} -> ${name}`);
  }
  return wrong;
}

/** One circle of imports among the graph's files (its first file repeated at the end), or null. */
function findCycle(graph: ImportGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file)?.files ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the checks themselves', () => {
  test('find a circle of files, an upward import and a front package below workers/', () => {
    const graph: ImportGraph = new Map([
      ['core/a.ts', { files: ['core/b.ts', 'engines/c.ts'], packages: ['piscina'] }],
      ['core/b.ts', { files: ['engines/c.ts', 'workers/d.ts', 'test/e.ts'], packages: [] }],
      ['engines/c.ts', { files: ['core/a.ts'], packages: ['node:fs'] }],
      ['workers/d.ts', { files: ['core/a.ts'], packages: ['uWebSockets.js'] }],
    ]);
    assert.deepEqual(findCycle(graph), ['core/a.ts', 'core/b.ts', 'engines/c.ts', 'core/a.ts']);
    assert.deepEqual(upwardImports(graph), ['core/b.ts -> workers/d.ts', 'core/b.ts -> test/e.ts', 'engines/c.ts -> core/a.ts']);
    assert.deepEqual(frontImportsBelowWorkers(graph), ['core/a.ts -> piscina']);
    const acyclic: ImportGraph = new Map([
      ['core/a.ts', { files: ['engines/c.ts', 'core/b.ts'], packages: [] }],
      ['core/b.ts', { files: ['engines/c.ts'], packages: [] }],
    ]);
    assert.equal(findCycle(acyclic), null);
  });
});

describe('the source tree', () => {
  const graph = importGraph();

  test('reads every layer that holds code', () => {
    for (const layer of ['server', 'workers', 'core', 'data', 'engines']) {
      assert.ok([...graph.keys()].some((file) => file.startsWith(`${layer}/`)), `no source files found in ${layer}/`);
    }
  });

  test(`imports run down the layers only: ${LAYERS.join(' -> ')}`, () => {
    assert.deepEqual(upwardImports(graph), []);
  });

  test('no circle of files', () => {
    assert.equal(findCycle(graph)?.join(' -> ') ?? null, null);
  });

  test(`core/ and the layers below it import neither ${FRONT_PACKAGES.join(' nor ')}`, () => {
    assert.deepEqual(frontImportsBelowWorkers(graph), []);
  });
});
