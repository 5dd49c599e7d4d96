#!/usr/bin/env node
// Type-checks every process's tsconfig. The Electron shell needs Electron's type definitions, which
// come with the electron package; where npm dropped that optional package (its binary download
// failed), the shell's check is skipped with a printed reason. CI installs the package without
// its binary (ELECTRON_SKIP_BINARY_DOWNLOAD=1) so the shell is always checked there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const configs = ['tsconfig.shared.json', 'tsconfig.node.json', 'tsconfig.renderer.json'];
if (fs.existsSync(path.join(root, 'node_modules', 'electron', 'electron.d.ts'))) configs.push('tsconfig.electron.json');
else console.log('typecheck: tsconfig.electron.json skipped: the electron package (and its types) is not installed');

let failed = 0;
for (const cfg of configs) {
  const r = spawnSync(process.execPath, [tsc, '-p', cfg], { cwd: root, stdio: 'inherit' });
  console.log(`typecheck: ${cfg} ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
