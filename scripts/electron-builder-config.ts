// For tests: electron-builder.yml as electron-builder reads it, which paths of the app folder it
// packs (`files`) and which it unpacks from app.asar (`asarUnpack`), and the server's assets as
// scripts/build-electron.mjs copies them beside dist/server/cli.cjs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import url from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');

const require = createRequire(import.meta.url);
// js-yaml and minimatch come with electron-builder, which reads the same file and matches the same way.
const yaml = require('js-yaml') as { load(text: string): unknown };
const { minimatch } = require('minimatch') as {
  minimatch(p: string, pattern: string, options?: { dot?: boolean }): boolean;
};

export interface BuilderConfig {
  files?: string[];
  asarUnpack?: string[];
  asar?: boolean;
  electronFuses?: Record<string, boolean>;
  extraMetadata?: { main?: string };
  linux?: { target?: string[] };
  mac?: { target?: string[] };
  win?: { target?: string[] };
}

export function builderConfig(): BuilderConfig {
  return yaml.load(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
}

/** Whether `rel` (a file's path in the app folder, with /) matches the patterns: a positive one and no `!` one. */
export function matches(patterns: string[], rel: string): boolean {
  const hit = (p: string) => minimatch(rel, p, { dot: true });
  return (
    patterns.some((p) => !p.startsWith('!') && hit(p)) && !patterns.some((p) => p.startsWith('!') && hit(p.slice(1)))
  );
}

/** [source, path inside dist/server/] for each file or folder the server reads by a path. */
export async function serverAssets(): Promise<[string, string][]> {
  const build = (await import(url.pathToFileURL(path.join(root, 'scripts', 'build-electron.mjs')).href)) as {
    serverAssets(): [string, string][];
  };
  return build.serverAssets();
}

/** Every file under the folder `dir`, as paths relative to `base` with /. */
export function filesUnder(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesUnder(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')],
    )
    .sort();
}

/** The server's assets as the app folder's paths (dist/server/...), file by file. */
export async function serverAssetFiles(): Promise<string[]> {
  return (await serverAssets()).flatMap(([from, to]) =>
    fs.statSync(from).isDirectory() ? filesUnder(from).map((f) => `dist/server/${to}/${f}`) : [`dist/server/${to}`],
  );
}
