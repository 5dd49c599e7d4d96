// main's import graph, read from the source: no file imports itself back through others, and the
// low layers (errors, the gRPC client, tokens, the IPC router) never import the channel framework,
// the audit of changes or the channels built on them. Type-only imports count: a circle of types
// is still a circle a reader has to untangle.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = import.meta.dirname;
const isProduction = (f: string) =>
  f.endsWith('.ts') && !/\.(test|typetest|testkit)\.ts$/.test(f) && !f.endsWith('.d.ts');

function graph(): Map<string, string[]> {
  const files = (fs.readdirSync(MAIN, { recursive: true, encoding: 'utf8' }) as string[]).filter(isProduction);
  const out = new Map<string, string[]>();
  for (const f of files) {
    const src = fs.readFileSync(path.join(MAIN, f), 'utf8');
    const deps = [...src.matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)'/gms)]
      .map((m) => path.relative(MAIN, path.resolve(path.dirname(path.join(MAIN, f)), m[1]!)).replace(/\.js$/, '.ts'))
      .filter((d) => !d.startsWith('..'));
    out.set(f, deps);
  }
  return out;
}

/** Every circle, as the files on it. */
function circles(g: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const d of g.get(f) ?? []) {
      if (state.get(d) === 'open') found.push(stack.slice(stack.indexOf(d)));
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of g.keys()) if (!state.has(f)) visit(f);
  return found;
}

/** Files of a lower layer, and what they must not import. */
const LOWER: Array<[RegExp, RegExp, string]> = [
  [/^errors\.ts$/, /./, 'errors.ts is the bottom: it imports nothing of main'],
  [
    /^(grpc|tokens)\//,
    /^(ipc|audit|connections|channels|embedded|secrets)\//,
    'the gRPC client and tokens sit below the services that use them',
  ],
  [
    /^ipc\/(router|event-bus)\.ts$/,
    /^(?!errors\.ts$)/,
    'the IPC router and event bus are transport: they know no channel',
  ],
  [
    /^connections\/where\.ts$/,
    /^(?!connections\/connections\.service\.ts$)/,
    'where.ts only names a profile and scope',
  ],
  [
    /^audit\/(?!.*\.channels\.ts$)/,
    /^(ipc\/define-channel|channels\/)/,
    'the audit knows no channel framework: define-channel.ts calls it',
  ],
];

describe('main layering', () => {
  const g = graph();

  it('has no import circle', () => {
    expect(circles(g)).toEqual([]);
  });

  it.each(LOWER)('%s imports nothing above it', (files, forbidden, why) => {
    const bad = [...g].flatMap(([f, deps]) =>
      files.test(f) ? deps.filter((d) => forbidden.test(d)).map((d) => `${f} -> ${d}`) : [],
    );
    expect(bad, why).toEqual([]);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    expect(
      circles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
