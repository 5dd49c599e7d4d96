#!/usr/bin/env node
// Bundles Electron's main process and the preload into dist/electron/ (CommonJS, as a sandboxed
// preload requires). The renderer is built separately by Vite into dist/renderer/.
import path from 'node:path';
import url from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['electron'],
  define: { 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [path.join(root, 'main/electron/entry.ts')],
  outfile: path.join(root, 'dist/electron/main.cjs'),
});
await build({
  ...common,
  entryPoints: [path.join(root, 'main/electron/preload.ts')],
  outfile: path.join(root, 'dist/electron/preload.cjs'),
});
console.log('built dist/electron/main.cjs and dist/electron/preload.cjs');
