// The packaged app as electron-builder.yml describes it: its Electron fuses, its targets, and that
// it packs the built main process, preload, renderer and the embedded server with every file the
// server reads by a path (scripts/build-electron.mjs's serverAssets, the same list the build copies
// and scripts/package-layout.int.test.ts runs the bundle with), unpacked from app.asar.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderConfig, matches, root, serverAssetFiles } from '../../scripts/electron-builder-config.js';

const config = builderConfig();
const files = config.files ?? [];
const unpacked = config.asarUnpack ?? [];

describe('electron-builder.yml', () => {
  it('sets the fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('builds Linux AppImage and deb, a macOS dmg and a Windows installer', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('packs the main process, preload and renderer as the build writes them', () => {
    const main = config.extraMetadata?.main ?? '';
    expect(main).toBe('dist/electron/main.cjs');
    for (const f of [main, 'dist/electron/preload.cjs', 'dist/renderer/index.html', 'dist/renderer/assets/index.js'])
      expect(matches(files, f), f).toBe(true);
    expect(matches(files, 'package.json')).toBe(true);
    // Vite writes the renderer where the files pattern expects it.
    expect(fs.readFileSync(path.join(root, 'vite.config.ts'), 'utf8')).toContain("'../dist/renderer'");
    // Source maps stay out of the package, and so does node_modules: the bundles carry their dependencies.
    expect(matches(files, 'dist/server/cli.cjs.map')).toBe(false);
    expect(matches(files, 'node_modules/@electric-sql/pglite/dist/pglite.wasm')).toBe(false);
  });

  it('packs the server bundle and every file it reads by a path, and unpacks those from app.asar', async () => {
    expect(matches(files, 'dist/server/cli.cjs')).toBe(true);
    // Loaded with require() from the asar like any other JavaScript.
    expect(matches(unpacked, 'dist/server/cli.cjs')).toBe(false);
    const assets = await serverAssetFiles();
    for (const kind of [
      'protos/',
      'protobufjs/google/protobuf/descriptor.proto',
      'migrations/',
      'pglite.wasm',
      'pglite.data',
      'initdb.wasm',
      'flite.wasm',
    ])
      expect(
        assets.some((a) => a.startsWith(`dist/server/${kind}`)),
        kind,
      ).toBe(true);
    expect(assets.filter((a) => !matches(files, a))).toEqual([]);
    expect(assets.filter((a) => !matches(unpacked, a))).toEqual([]);
    // The cluster new data folders start from, which the build makes beside the bundle.
    expect(matches(files, 'dist/server/pglite-template.tar.gz')).toBe(true);
    expect(matches(unpacked, 'dist/server/pglite-template.tar.gz')).toBe(true);
  });

  it('the Electron build bundles the server, so the packaged app needs neither tsx nor ELECTRON_RUN_AS_NODE', () => {
    const script = fs.readFileSync(path.join(root, 'scripts', 'build-electron.mjs'), 'utf8');
    expect(script).toContain("entryPoints: [path.join(root, 'server/cli.ts')]");
    expect(script).toContain("outfile: path.join(serverDir, 'cli.cjs')");
  });
});
