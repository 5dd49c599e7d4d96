// A bounded pool of PocketSphinx decoder processes (scripts/speech-engine-stream.c). Each
// recognition gets its own process: audio goes to its stdin as 16 kHz PCM, events come back as JSON
// lines. Decoding never runs on the event loop, at most `maxDecoders` run at once, later streams
// wait in a bounded queue, and a cancelled stream kills its process and frees its slot at once.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { SpeechEnginePaths } from '../../../scripts/speech-engine.mjs';
import { lowerProcessPriority } from '../../util/background-priority.js';

export interface EngineWord {
  /** The decoder's word: lower case, alternative-pronunciation marks removed. */
  text: string;
  startMs: number;
  endMs: number;
  /** Posterior probability 0..1 (final results only). */
  confidence?: number;
}

export type DecoderEvent =
  | { type: 'start-of-speech'; ms: number }
  | { type: 'partial'; ms: number; words: EngineWord[] }
  | {
      type: 'final';
      score: number;
      words: EngineWord[];
      /** With `maxHypotheses` > 1: other hypotheses of the utterance, best first (no confidences). */
      alternatives?: { score: number; words: EngineWord[] }[];
    }
  /** With `progressMs`: the decoder has taken this much audio (ms from the stream's start). */
  | { type: 'progress'; ms: number }
  | { type: 'end' };

export interface DecoderOptions {
  /** `word<TAB>phones` lines to add to the dictionary and language model. */
  wordsetLines?: string[];
  /** Interval between interim hypotheses in ms of audio; 0 for none. */
  partialMs?: number;
  /** Interval between `progress` events in ms of audio; 0 or absent for none. */
  progressMs?: number;
  /** Hypotheses per final result (1 or absent: the best path only). */
  maxHypotheses?: number;
  /** Silence that ends an utterance, in ms (absent: the engine's 500 ms). */
  utteranceEndSilenceMs?: number;
  onEvent: (event: DecoderEvent) => void;
  /** The process ended before `end` (crashed or killed). */
  onFailure: (reason: string) => void;
}

export interface Decoder {
  /** Sends 16 kHz PCM; resolves when the process has taken it (back-pressure). */
  write(pcm16k: Int16Array): Promise<void>;
  /** No more audio: the decoder finishes the utterance and sends `end`. */
  end(): void;
  /** Stops at once and frees the slot. */
  kill(): void;
  /** The decoder's process. */
  readonly pid: number | undefined;
}

export class PoolFullError extends Error {}

/**
 * Search settings beyond the engine's defaults, chosen on CPU time and word error rate measured
 * together (issue 18; bench/asr.bench.ts's synthesized speech, scored by sclite): at most 4000
 * active HMMs per frame (the default allows 30000) took 16 % off the decoder's CPU time for 1.2
 * points of WER (25.8 % to 27.0 % on 300 s). Rejected: 3000 (-27 % CPU, +2.6 points), 2000 (-38 %,
 * +3.0), no second pass (-fwdflat no: -11 %, +4.7), -topn 2 (-9 %, +1.9), -ds 2 (+4.7 points),
 * narrower beams (-41 %, +11 points); -maxwpf 10 changed nothing measurable.
 */
export const SEARCH_SETTINGS: readonly string[] = ['-maxhmmpf', '4000'];

// Fillers and sentence marks the decoder puts in a path: not words of the transcript.
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/i;

function toWords(raw: unknown): EngineWord[] {
  if (!Array.isArray(raw)) return [];
  const words: EngineWord[] = [];
  for (const item of raw as unknown[][]) {
    const [w, s, e, p] = item;
    if (typeof w !== 'string' || NOT_WORDS.test(w)) continue;
    words.push({
      text: w.replace(/\(\d+\)$/, ''),
      startMs: Number(s),
      endMs: Number(e),
      ...(typeof p === 'number' ? { confidence: Math.max(0, Math.min(1, p)) } : {}),
    });
  }
  return words;
}

export class DecoderPool {
  private running = 0;
  private readonly waiting: { resolve: () => void; reject: (e: Error) => void; signal: AbortSignal }[] = [];

  constructor(
    private readonly engine: SpeechEnginePaths,
    readonly maxDecoders = Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    readonly maxWaiting = 16,
    /** Background work (transcribing stored audio): decoders run at a lower priority than live recognition's. */
    private readonly opts: { background?: boolean } = {},
  ) {}

  get active(): number {
    return this.running;
  }

  private async slot(signal: AbortSignal): Promise<void> {
    if (this.running < this.maxDecoders) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new PoolFullError('every speech decoder is busy');
    await new Promise<void>((resolve, reject) => {
      const entry = { resolve, reject, signal };
      this.waiting.push(entry);
      signal.addEventListener(
        'abort',
        () => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(new Error('cancelled while waiting for a decoder'));
        },
        { once: true },
      );
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.resolve();
    else this.running--;
  }

  /** Starts a decoder once a slot is free; resolves when it has loaded its model. */
  async start(options: DecoderOptions, signal: AbortSignal): Promise<Decoder> {
    await this.slot(signal);
    let released = false;
    const free = () => {
      if (!released) {
        released = true;
        this.release();
      }
    };
    let wordsetDir: string | undefined;
    try {
      const args = ['-hmm', this.engine.hmm, '-lm', this.engine.lm, '-dict', this.engine.dict, '-logfn', '/dev/null'];
      args.push(...SEARCH_SETTINGS);
      args.push('-partial_ms', String(options.partialMs ?? 0));
      if (options.progressMs) args.push('-progress_ms', String(options.progressMs));
      if (options.maxHypotheses && options.maxHypotheses > 1) args.push('-nbest', String(options.maxHypotheses));
      if (options.utteranceEndSilenceMs)
        args.push('-vad_postspeech', String(Math.max(1, Math.round(options.utteranceEndSilenceMs / 10))));
      if (options.wordsetLines?.length) {
        wordsetDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vigil-wordset-'));
        const file = path.join(wordsetDir, 'words.tsv');
        await fs.promises.writeFile(file, options.wordsetLines.join('\n') + '\n');
        args.push('-wordset', file);
      }
      signal.throwIfAborted();
      const child: ChildProcessByStdio<Writable, Readable, null> = spawn(this.engine.binary, args, {
        stdio: ['pipe', 'pipe', 'ignore'],
        env: { ...process.env, LD_LIBRARY_PATH: this.engine.ldLibraryPath },
      });
      if (this.opts.background) lowerProcessPriority(child.pid);
      let removed = false;
      return await this.attach(child, options, signal, free, () => {
        if (wordsetDir && !removed) void fs.promises.rm(wordsetDir, { recursive: true, force: true });
        removed = true;
      });
    } catch (err) {
      free();
      if (wordsetDir) void fs.promises.rm(wordsetDir, { recursive: true, force: true });
      throw err;
    }
  }

  private attach(
    child: ChildProcessByStdio<Writable, Readable, null>,
    options: DecoderOptions,
    signal: AbortSignal,
    free: () => void,
    cleanup: () => void,
  ): Promise<Decoder> {
    let ended = false;
    let killed = false;
    const kill = () => {
      if (!killed) {
        killed = true;
        child.kill('SIGKILL');
      }
      free();
    };
    signal.addEventListener('abort', kill, { once: true });
    child.stdin.on('error', () => {}); // a killed decoder's pipe: reported through 'exit'
    const decoder: Decoder = {
      pid: child.pid,
      // Waits for the pipe to drain, or for the process to go: a decoder killed (or crashed) while
      // its pipe was full never drains, and a writer left waiting for that would hang its caller.
      write: (pcm) =>
        new Promise<void>((resolve) => {
          if (killed || child.stdin.destroyed) return resolve();
          const ok = child.stdin.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
          if (ok) return resolve();
          const settle = () => {
            child.stdin.off('drain', settle);
            child.stdin.off('close', settle);
            signal.removeEventListener('abort', settle);
            resolve();
          };
          child.stdin.once('drain', settle);
          child.stdin.once('close', settle);
          signal.addEventListener('abort', settle, { once: true });
        }),
      end: () => child.stdin.end(),
      kill,
    };
    return new Promise<Decoder>((resolve, reject) => {
      let ready = false;
      const lines = readline.createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        let msg: { t?: string; ms?: number; score?: number; words?: unknown; nbest?: unknown };
        try {
          msg = JSON.parse(line) as typeof msg;
        } catch {
          return;
        }
        if (msg.t === 'ready') {
          ready = true;
          cleanup(); // the decoder has read its wordset file

          resolve(decoder);
        } else if (msg.t === 'sos') options.onEvent({ type: 'start-of-speech', ms: Number(msg.ms) });
        else if (msg.t === 'partial')
          options.onEvent({ type: 'partial', ms: Number(msg.ms), words: toWords(msg.words) });
        else if (msg.t === 'final') {
          const words = toWords(msg.words);
          const alternatives = Array.isArray(msg.nbest)
            ? (msg.nbest as { score?: unknown; words?: unknown }[]).map((h) => ({
                score: Number(h.score),
                words: toWords(h.words),
              }))
            : undefined;
          options.onEvent({
            type: 'final',
            score: Number(msg.score),
            words,
            ...(alternatives ? { alternatives } : {}),
          });
        } else if (msg.t === 'at') options.onEvent({ type: 'progress', ms: Number(msg.ms) });
        else if (msg.t === 'end') {
          ended = true;
          options.onEvent({ type: 'end' });
        }
      });
      child.on('error', (err) => {
        kill();
        cleanup();
        if (!ready) reject(err);
        else options.onFailure(err.message);
      });
      child.on('close', (code, sig) => {
        signal.removeEventListener('abort', kill);
        free();
        cleanup();
        const reason = `the speech decoder exited (${sig ?? `code ${code}`})`;
        if (!ready) reject(new Error(reason));
        else if (!ended && !killed) options.onFailure(reason);
      });
    });
  }
}
