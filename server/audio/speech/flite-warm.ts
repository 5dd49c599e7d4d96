// Warm Flite engines for a server that speaks often (the synthesizer, server/tts): per voice, a
// worker thread that has already instantiated flite (with fixed arguments that read the text from a
// file) waits for the next synthesis, which then only writes the text, runs flite and reads its
// WAV. Starting a worker and instantiating the module (tens of ms each) are thereby off the path of
// every synthesis but a voice's first. flite's WASI program runs once per instance, and a thread
// left holding spent instances crashed the process (see flite.ts), so each worker speaks once and is
// ended, and its successor is started at once, in the background. A ready worker unused for IDLE_MS
// is ended, so an idle server holds no engines. A speaking-rate change needs other arguments: that
// synthesis instantiates its own instance in the worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Pcm } from '../codecs/pcm.js';
import { readWav } from '../codecs/wav.js';
import { fliteModule, releaseFliteModuleSoon, type FliteVoice } from './flite.js';

const IDLE_MS = 30_000;

const WORKER_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { WASI } = await import('node:wasi');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { module, voice, dir } = workerData;
  const prepare = async (extra) => {
    const args = ['flite', '-voice', voice, ...extra, '-f', '/out/in.txt', '-o', '/out/speech.wav'];
    const wasi = new WASI({ version: 'preview1', args, preopens: { '/out': dir }, returnOnExit: true });
    const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    return { wasi, instance };
  };
  let spare = prepare([]);
  spare.then(() => parentPort.postMessage('ready'), () => parentPort.postMessage('ready'));
  parentPort.once('message', async ({ text, stretch }) => {
    try {
      let job;
      if (stretch) job = await prepare(['--setf', 'duration_stretch=' + stretch]);
      else {
        job = await spare;
        spare = undefined;
      }
      fs.writeFileSync(path.join(dir, 'in.txt'), text);
      const rc = job.wasi.start(job.instance);
      if (rc !== 0) throw new Error('flite exited with ' + rc);
      const wav = fs.readFileSync(path.join(dir, 'speech.wav'));
      parentPort.postMessage(wav, [wav.buffer]);
    } catch (err) {
      parentPort.postMessage({ error: String((err && err.message) || err) });
    }
  });
})();
`;

class WarmWorker {
  readonly worker: Worker;
  readonly dir: string;
  /** Settles once the worker has its instance (or has failed): it is not ended while instantiating. */
  readonly ready: Promise<void>;
  idleTimer: NodeJS.Timeout | undefined;

  constructor(module: WebAssembly.Module, voice: FliteVoice) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-flite-warm-'));
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: { module, voice, dir: this.dir },
      stderr: true,
    });
    this.worker.stderr.resume();
    this.worker.unref();
    this.ready = new Promise<void>((resolve) => {
      const done = () => {
        this.worker.off('message', onReady);
        resolve();
      };
      const onReady = (m: unknown) => m === 'ready' && done();
      this.worker.on('message', onReady);
      this.worker.once('error', done);
      this.worker.once('exit', done);
    });
  }

  speak(text: string, stretch: number | undefined): Promise<Pcm> {
    return new Promise<Pcm>((resolve, reject) => {
      const onMessage = (answer: Uint8Array | { error: string } | 'ready') => {
        if (answer === 'ready') return;
        cleanup();
        if (!(answer instanceof Uint8Array)) return reject(new Error(answer.error));
        resolve(readWav(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength)).pcm);
      };
      const onError = (err: Error) => (cleanup(), reject(err));
      const onExit = (code: number) => (cleanup(), reject(new Error(`flite's worker exited (code ${code})`)));
      const cleanup = () => {
        this.worker.off('message', onMessage);
        this.worker.off('error', onError);
        this.worker.off('exit', onExit);
      };
      this.worker.on('message', onMessage);
      this.worker.on('error', onError);
      this.worker.on('exit', onExit);
      this.worker.postMessage({ text, stretch: stretch?.toFixed(3) });
    });
  }

  end(): Promise<void> {
    clearTimeout(this.idleTimer);
    return this.ready
      .then(() => this.worker.terminate())
      .then(() => fs.promises.rm(this.dir, { recursive: true, force: true }))
      .catch(() => undefined);
  }
}

/** Warm engines by voice; how many run at once is the caller's to bound (server/tts EnginePool). */
export class WarmFlite {
  private readonly idle = new Map<FliteVoice, WarmWorker[]>();
  private closed = false;

  /** Speaks `text` (mono 16-bit at the voice's rate); `durationStretch` > 1 is slower. */
  async synthesize(text: string, voice: FliteVoice, durationStretch = 1): Promise<Pcm> {
    const w = this.idle.get(voice)?.pop() ?? new WarmWorker(await this.compiled(), voice);
    clearTimeout(w.idleTimer);
    try {
      return await w.speak(text, durationStretch !== 1 ? durationStretch : undefined);
    } finally {
      void w.end();
      // The voice's next synthesis finds a worker ready, unless one already waits.
      if (!this.closed && !this.idle.get(voice)?.length)
        void this.compiled().then(
          (m) => !this.closed && !this.idle.get(voice)?.length && this.keep(voice, new WarmWorker(m, voice)),
          () => undefined,
        );
    }
  }

  /** The compiled module, held while this has workers (flite.ts lets its own copy go when idle). */
  private module: Promise<WebAssembly.Module> | undefined;
  private compiled(): Promise<WebAssembly.Module> {
    if (!this.module) {
      this.module = fliteModule();
      void this.module.finally(releaseFliteModuleSoon).catch(() => (this.module = undefined));
    }
    return this.module;
  }

  private keep(voice: FliteVoice, w: WarmWorker): void {
    const list = this.idle.get(voice) ?? [];
    list.push(w);
    this.idle.set(voice, list);
    w.idleTimer = setTimeout(() => {
      const i = list.indexOf(w);
      if (i >= 0) list.splice(i, 1);
      void w.end();
      if (![...this.idle.values()].some((l) => l.length)) this.module = undefined;
    }, IDLE_MS);
    w.idleTimer.unref();
  }

  /** Ends every idle engine, and each busy one once it answers (a server stopping). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.idle.values()].flatMap((list) => list.splice(0).map((w) => w.end())));
  }
}
