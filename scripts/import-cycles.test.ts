// The import graph of production code has no circle: between the processes' folders (server,
// main, shared, wire, renderer) and between the server's areas and base folders
// (scripts/server-layers.mjs). A new loop fails here with its path, e.g. "sessions > decisions > sessions".
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPlaceOf } from './server-layers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PROCESSES = ['server', 'main', 'shared', 'wire', 'renderer'];
const isProduction = (f: string) =>
  /\.tsx?$/.test(f) && !/\.(test|testkit|typetest)\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes('/test/');

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return isProduction(p) ? [p] : [];
  });
}

/** Relative imports and re-exports of a file, resolved to absolute .ts/.tsx paths. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  )) {
    const spec = m[1] ?? m[2];
    if (!spec) continue;
    const base = path.resolve(path.dirname(file), spec).replace(/\.(js|mjs)$/, '');
    const hit = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => fs.existsSync(c));
    if (hit) out.push(hit);
  }
  return out;
}

/** Every cycle's path in a graph of node -> nodes it imports (one per strongly connected loop found). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of graph.get(n) ?? []) {
      if (state.get(m) === 'open') found.push([...stack.slice(stack.indexOf(m)), m].join(' > '));
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  return found;
}

function graphOf(files: string[], nodeOf: (file: string) => string | undefined): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = nodeOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = nodeOf(target);
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

const all = PROCESSES.flatMap((p) => sources(path.join(root, p)));

describe('the import graph of production code', () => {
  it('has no loop between processes', () => {
    const processOf = (f: string) => PROCESSES.find((p) => f.startsWith(path.join(root, p) + path.sep));
    expect(cycles(graphOf(all, processOf))).toEqual([]);
  });

  it('has no loop between the server’s areas and base folders', () => {
    const server = all.filter((f) => f.startsWith(path.join(root, 'server') + path.sep));
    const graph = graphOf(server, (f) => {
      const place = serverPlaceOf(root, f);
      return place && place.kind !== 'root' ? place.top : undefined;
    });
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const g = new Map([
      ['sessions', new Set(['decisions'])],
      ['decisions', new Set(['configsets', 'sessions'])],
      ['configsets', new Set<string>()],
    ]);
    expect(cycles(g)).toEqual(['decisions > sessions > decisions']);
  });
});
