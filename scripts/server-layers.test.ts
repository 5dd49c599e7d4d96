// The server's layering and SQL rules are enforced by lint (eslint.config.js, scripts/server-layers.mjs):
// each case below is a deliberate violation (or a permitted import) linted as if it were the named
// file, so a rule that stops firing fails here, not in review.
import path from 'node:path';
import { ESLint } from 'eslint';
import { untypedOverride } from '../eslint.config.js';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: untypedOverride });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'vigil/server-layers' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('server layers', () => {
  it.each([
    // (a) an area reaching into another area's inner file
    [
      'server/browse/x.ts',
      "import { a } from '../sessions/sessions.store.js';\nexport const b = a;\n",
      /through its index\.ts/,
    ],
    ['server/sessions/handlers/x.ts', "export { a } from '../../decisions/engine.js';\n", /through its index\.ts/],
    // (b) the base layer importing an area, or a higher base folder
    ['server/rpc/x.ts', "import { a } from '../sessions/index.js';\nexport const b = a;\n", /knows no area/],
    [
      'server/db/x.ts',
      "import { a } from '../http/body.js';\nexport const b = a;\n",
      /lower layer never imports a higher one/,
    ],
    ['server/sessions/x.ts', "import { a } from '../app.js';\nexport const b = a;\n", /composition root/],
    // (c) SQL outside a store
    [
      'server/sessions/x.ts',
      'export const f = (q: { query(s: string): void }) => q.query(`SELECT 1`);\n',
      /\*\.store\.ts/,
    ],
    // (d) a limit constant in a handler
    ['server/callerid/handlers/x.ts', 'const MAX_NOTE_CHARS = 500;\nexport const f = MAX_NOTE_CHARS;\n', /limits\.ts/],
    ['server/sessions/handlers/x.ts', 'export const PAGE_LIMIT = 10;\n', /limits\.ts/],
  ])('refuses %s (%#)', async (file, code, reason) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(reason);
  });

  it.each([
    ['server/browse/x.ts', "import { a } from '../sessions/index.js';\nexport const b = a;\n"],
    [
      'server/sessions/x.ts',
      "import { a } from '../rpc/errors.js';\nimport { b } from '../db/types.js';\nexport const c = [a, b];\n",
    ],
    ['server/auth/x.ts', "import { a } from '../rpc/errors.js';\nexport const b = a;\n"],
    ['server/app.ts', "import { a } from './sessions/sessions.store.js';\nexport const b = a;\n"],
    ['server/sessions/sessions.store.ts', 'export const f = (q: { query(s: string): void }) => q.query(`SELECT 1`);\n'],
    ['server/db/x.ts', 'export const f = (q: { query(s: string): void }) => q.query(`SELECT 1`);\n'],
    ['server/sessions/x.test.ts', "import { a } from '../decisions/engine.js';\nexport const b = a;\n"],
    ['server/sessions/wire.ts', 'export const MAX_THINGS = 3;\n'],
  ])('allows %s (%#)', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
