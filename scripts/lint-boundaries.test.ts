// The process boundaries are enforced by lint: these cases prove the rule rejects what it must
// and lets through what it should.
import path from 'node:path';
import { ESLint } from 'eslint';
import { untypedOverride } from '../eslint.config.js';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: untypedOverride });
});

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['renderer/src/x.tsx', "import fs from 'node:fs';\nexport const a = fs;\n"],
    ['renderer/src/x.tsx', "import { readFileSync } from 'fs';\nexport const a = readFileSync;\n"],
    ['renderer/src/x.tsx', "import { ipcRenderer } from 'electron';\nexport const a = ipcRenderer;\n"],
    ['renderer/src/x.tsx', "import * as grpc from '@grpc/grpc-js';\nexport const a = grpc;\n"],
    ['shared/x.ts', "import path from 'node:path';\nexport const a = path;\n"],
    ['shared/x.ts', "import { credentials } from '@grpc/grpc-js';\nexport const a = credentials;\n"],
    ['main/services/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['server/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  ])('rejects %s importing a forbidden module (%#)', async (file, code) => {
    expect(await restricted(file, code)).not.toEqual([]);
  });

  it.each([
    ['renderer/src/x.tsx', "import { useState } from 'react';\nexport const a = useState;\n"],
    ['shared/x.ts', "import { z } from 'zod';\nexport const a = z;\n"],
    ['main/electron/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['main/services/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n"],
  ])('allows %s (%#)', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});

describe('VIGIL_* variables only through the one table', () => {
  const envRule = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && /VIGIL_/.test(m.message));
  };

  it.each([
    ['server/x.ts', 'export const a = process.env.VIGIL_DB_TURN;\n'],
    ['server/db/x.ts', "export const a = process.env['VIGIL_PG_POOL'];\n"],
    ['server/x.store.ts', 'export const a = process.env.VIGIL_BLOB_URL;\n'],
    ['server/dialog/handlers/x.ts', 'export const a = process.env.VIGIL_DLG_LAB_BACKENDS;\n'],
    ['main/launch-x.ts', 'const { VIGIL_HOME } = process.env;\nexport const a = VIGIL_HOME;\n'],
  ])('refuses a raw read in %s (%#)', async (file, code) => {
    expect(await envRule(file, code)).toHaveLength(1);
  });

  it.each([
    ['server/x.ts', "import { vigilSetting } from './util/env.js';\nexport const a = vigilSetting('VIGIL_DB_TURN');\n"],
    ['server/x.ts', 'export const a = process.env.DATABASE_URL;\n'],
    ['server/x.test.ts', 'export const a = process.env.VIGIL_DB_TURN;\n'],
  ])('allows %s (%#)', async (file, code) => {
    expect(await envRule(file, code)).toEqual([]);
  });
});
