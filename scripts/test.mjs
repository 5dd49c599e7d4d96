#!/usr/bin/env node
// `npm test`: every check, in three stages, each starting only when the one before passed.
//   1. lint (eslint, prettier), the type-check and the end-to-end build, at once: each of them is
//      mostly one thread, so one after another they kept one of two cores idle for minutes;
//   2. vitest (its own workers, vitest.config.ts);
//   3. Playwright, on the bundles stage 1 built.
// Output of the jobs of stage 1 is held and printed whole as each ends, so it does not interleave;
// at the end, the time of each job and stage, to see where the time goes.
// `npm test -- --stages 1` runs only the stages listed (1: the static checks and the build, in two
// minutes; `--stages 1,2` everything but the browser).
import { spawn } from 'node:child_process';
import path from 'node:path';
import url from 'node:url';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** @type {{ name: string; stage: number; cmd: string[][] }[]} */
const jobs = [
  { name: 'eslint', stage: 1, cmd: [[bin('eslint'), '--max-warnings', '0', '.']] },
  { name: 'prettier', stage: 1, cmd: [[bin('prettier'), '--check', '--log-level', 'warn', '.']] },
  { name: 'typecheck', stage: 1, cmd: [[process.execPath, 'scripts/typecheck.mjs']] },
  {
    name: 'e2e build',
    stage: 1,
    cmd: [
      [bin('vite'), 'build'],
      [process.execPath, 'scripts/start.mjs', '--build-only'],
    ],
  },
  { name: 'vitest', stage: 2, cmd: [[bin('vitest'), 'run']] },
  { name: 'playwright', stage: 3, cmd: [[bin('playwright'), 'test']] },
];

/** Runs one command; resolves with its exit code (output streamed, or held when `hold`). */
function run(argv, hold) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: root,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    let out = '';
    if (hold) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.once('error', (err) => resolve({ code: 1, out: `${out}${err.message}\n` }));
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];

async function runJob(job, hold) {
  const t0 = Date.now();
  let out = '';
  let code = 0;
  for (const argv of job.cmd) {
    const r = await run(argv, hold);
    out += r.out;
    code = r.code;
    if (code !== 0) break;
  }
  const ms = Date.now() - t0;
  times.push(`${job.name}: ${seconds(ms)}${code ? ' (FAILED)' : ''}`);
  if (hold) process.stdout.write(`\n── ${job.name} (${seconds(ms)}) ${code ? 'FAILED' : 'ok'}\n${out}`);
  return code;
}

const stagesArg = process.argv.indexOf('--stages');
const stages =
  stagesArg >= 0 ? (process.argv[stagesArg + 1] ?? '').split(',').map(Number) : [...new Set(jobs.map((j) => j.stage))];
if (!stages.length || stages.some((n) => !jobs.some((j) => j.stage === n))) {
  process.stderr.write('usage: npm test [-- --stages 1,2,3]\n');
  process.exit(2);
}

const start = Date.now();
let failed = [];
for (const stage of stages) {
  const t0 = Date.now();
  const these = jobs.filter((j) => j.stage === stage);
  const codes = await Promise.all(these.map((j) => runJob(j, these.length > 1)));
  failed = these.filter((_, i) => codes[i] !== 0).map((j) => j.name);
  times.push(`stage ${stage}: ${seconds(Date.now() - t0)}`);
  if (failed.length) break;
}
process.stdout.write(`\nnpm test: ${seconds(Date.now() - start)} (${times.join('; ')})\n`);
if (failed.length) {
  process.stdout.write(`npm test: FAILED: ${failed.join(', ')}\n`);
  process.exit(1);
}
