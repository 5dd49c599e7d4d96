// The packaged app's Electron fuses, as electron-builder.yml sets them, and the embedded server
// bundle the packaged app runs (dist/server/cli.cjs, listed in the packaged files).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
// js-yaml comes with electron-builder, which reads the same file.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const config = yaml.load(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as {
  electronFuses?: Record<string, boolean>;
  files?: string[];
  asar?: boolean;
};

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

  it('packages what the utility-process server needs: its bundle, protos and migrations', () => {
    expect(config.files).toEqual(
      expect.arrayContaining([
        'dist/electron/**',
        'dist/renderer/**',
        'dist/server/**',
        'protos/**',
        'server/db/migrations/**',
      ]),
    );
  });

  it('the Electron build bundles the server, so the packaged app needs neither tsx nor ELECTRON_RUN_AS_NODE', () => {
    const script = fs.readFileSync(path.join(root, 'scripts', 'build-electron.mjs'), 'utf8');
    expect(script).toContain("entryPoints: [path.join(root, 'server/cli.ts')]");
    expect(script).toContain("outfile: path.join(root, 'dist/server/cli.cjs')");
  });
});
