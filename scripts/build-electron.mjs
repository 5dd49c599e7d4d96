#!/usr/bin/env node
// Bundles Electron's main process and the preload into dist/electron/ (CommonJS, as a sandboxed
// preload requires), and the reference server into dist/server/cli.cjs: the packaged app runs it
// in a utility process, as neither tsx nor ELECTRON_RUN_AS_NODE is there (the RunAsNode fuse is
// off). The renderer is built separately by Vite into dist/renderer/.
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
  // CommonJS has no import.meta: these stand in for it (the server and main both use them).
  define: {
    'import.meta.dirname': '__dirname',
    'import.meta.filename': '__filename',
    'import.meta.url': '__vigilImportMetaUrl',
  },
  banner: { js: "const __vigilImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
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
// The server's npm dependencies stay external: electron-builder packs the production ones into
// app.asar, where require() finds them (and their wasm and data files) as usual.
await build({
  ...common,
  external: [],
  packages: 'external',
  entryPoints: [path.join(root, 'server/cli.ts')],
  outfile: path.join(root, 'dist/server/cli.cjs'),
});
console.log('built dist/electron/main.cjs, dist/electron/preload.cjs and dist/server/cli.cjs');
