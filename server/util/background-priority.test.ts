import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, lowerProcessPriority } from './background-priority.js';

/** The nice value of a task, from /proc (field 19 of stat, after the command's parenthesis). */
function niceOf(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(process.platform === 'linux')('background priority', () => {
  it('lowers a child process, not the server', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const before = niceOf('/proc/self/stat');
      expect(lowerProcessPriority(child.pid)).toBe(true);
      expect(niceOf(`/proc/${child.pid}/stat`)).toBe(Math.max(before, BACKGROUND_NICENESS));
      expect(niceOf('/proc/self/stat')).toBe(before);
    } finally {
      child.kill('SIGKILL');
    }
    expect(lowerProcessPriority(undefined)).toBe(false);
  });

  it('lowers only the worker thread that asks', async () => {
    const before = niceOf('/proc/self/stat');
    // The worker calls the helper from its source (through tsx) and reports its own nice value.
    const helper = JSON.stringify(new URL('./background-priority.ts', import.meta.url).pathname);
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       require('tsx/cjs/api').register();
       const lowered = require(${helper}).lowerThisThreadPriority();
       const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8');
       parentPort.postMessage({ lowered, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) });`,
      { eval: true },
    );
    const report = await new Promise<{ lowered: boolean; nice: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(report).toEqual({ lowered: true, nice: Math.max(before, BACKGROUND_NICENESS) });
    expect(niceOf('/proc/self/stat')).toBe(before);
  });
});
