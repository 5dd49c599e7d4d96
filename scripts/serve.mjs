#!/usr/bin/env node
// `npm run serve -- ARGS`: the reference server (server/cli.ts) in a child process started with the
// same memory settings as the console's embedded server (scripts/server-process.mjs). The child's
// output is this process's; SIGINT and SIGTERM are passed on, and its exit status is ours.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { serveCommand } from './server-process.mjs';

const cmd = serveCommand(process.argv.slice(2));
const child = spawn(cmd.execPath, cmd.args, { env: cmd.env, cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
child.once('error', (err) => {
  process.stderr.write(`vigil-server: ${err.message}\n`);
  process.exit(1);
});
child.once('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
