import fs from 'node:fs';
import path from 'node:path';
import type { ResponseOf } from '../../shared/ipc/contract.js';

let version: string | undefined;

/** The console's name, version and host, for the header and the about box. */
export function appInfo(
  host: 'electron' | 'browser',
  root = path.resolve(import.meta.dirname, '..', '..'),
): ResponseOf<'app.info'> {
  version ??= (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  return { name: 'Vigil', version, host };
}
