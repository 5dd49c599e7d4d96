// flite through node:wasi, many phrases in one process: each needs its own WASM instance, and when
// they piled up in the server's own thread the process died with SIGSEGV as it exited (every time
// with 40 phrases on the build machine). Run in a child process, so a crash shows as its exit status.
import { spawn } from 'node:child_process';
import path from 'node:path';
import url from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');

describe('flite synthesis', () => {
  it('speaks 40 phrases in one process, which then exits cleanly', async () => {
    const script = `
      const { synthesize } = await import(${JSON.stringify(url.pathToFileURL(path.join(here, 'flite.ts')).href)});
      let samples = 0;
      for (let i = 0; i < 40; i++) {
        const pcm = await synthesize('Call number ' + i + ' is about my account balance', ['slt', 'rms', 'awb', 'kal'][i % 4]);
        samples += pcm.channels[0].length;
      }
      console.log('samples ' + samples);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    expect(exit, `stderr: ${err.slice(-2000)}`).toEqual({ code: 0, signal: null });
    expect(Number(/samples (\d+)/.exec(out)?.[1])).toBeGreaterThan(40 * 8000); // about a second each, at least
    // node:wasi's "experimental" warning stays inside the workers.
    expect(err).not.toContain('WASI is an experimental feature');
  }, 120_000);
});
