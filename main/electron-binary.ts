// Where the Electron binary is, without asking the electron package: from Electron 4x on, requiring
// it downloads the binary when it is missing, and on machines that reach only the npm registry that
// is a network call that can only fail. This reads the package's own record of its binary instead.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The Electron binary's path, or why there is none. Never downloads anything. */
export function findElectronBinary(from: string = import.meta.url): { path: string } | { missing: string } {
  let pkgDir: string;
  try {
    pkgDir = path.dirname(createRequire(from).resolve('electron/package.json'));
  } catch {
    return { missing: 'the electron package is not installed' };
  }
  const pathFile = path.join(pkgDir, 'path.txt');
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : '';
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(pkgDir, 'dist');
  if (!relative && !process.env.ELECTRON_OVERRIDE_DIST_PATH)
    return { missing: 'the electron package is installed without its binary (its download is not possible here)' };
  const binary = path.join(distDir, relative || 'electron');
  return fs.existsSync(binary) ? { path: binary } : { missing: `the Electron binary ${binary} does not exist` };
}
