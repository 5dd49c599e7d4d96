// The speech synthesizer (nuance.tts.v1.Synthesizer, TTSaaS v1) on Flite: GetVoices and
// UnarySynthesize register with the unary dispatcher, Synthesize (a server stream) with the
// stream dispatcher. Budgets: input size (request.ts), concurrent syntheses per app (an AppShare
// slot per synthesis, RESOURCE_EXHAUSTED with retry-after beyond it), a bounded number of engines
// (engine.ts), and a reader that stops reading: each streamed message must be taken within
// `slowReaderMs`, else the synthesis ends with DEADLINE_EXCEEDED and frees its slot (the engine is
// never held while waiting on the client).
import { vigilSetting } from '../util/env.js';
import { parseClientId } from '../auth/client-id.js';
import type { EventLogProducer } from '../eventlog/index.js';
import { AppShare } from '../rpc/app-share.js';
import { deadlineExceeded, toRpcError } from '../rpc/errors.js';
import { errorStatusFor } from '../rpc/status.js';
import { defineStreamingService, type ServerStreamHandler, type StreamRegistration } from '../rpc/streaming.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import { SERVICES } from '../../shared/rpc/services.js';
import type { SynthesisRequest__Output } from '../../generated/proto/nuance/tts/v1/SynthesisRequest.js';
import { WarmFlite } from '../audio/index.js';
import { EnginePool, fliteSpeaker, synthesizeChunks, type Speak } from './engine.js';
import { logSynthesis, type TTS_SOURCES } from './event-log.js';
import { planSynthesis } from './request.js';
import { matchVoices, voiceMessage } from './voices.js';

export interface TtsOptions {
  /** Syntheses running at once, in all and per app. */
  total: number;
  perApp: number;
  /** Flite engines at once. */
  engines: number;
  /** How long a streamed message may wait for the client to take it. */
  slowReaderMs: number;
}

export const DEFAULT_TTS_OPTIONS: TtsOptions = { total: 16, perApp: 4, engines: 2, slowReaderMs: 10_000 };

/** VIGIL_TTS_SYNTHESES (total), VIGIL_TTS_SYNTHESES_PER_APP, VIGIL_TTS_ENGINES, VIGIL_TTS_SLOW_READER_MS. */
export function ttsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<TtsOptions> {
  const o: Partial<TtsOptions> = {};
  const total = vigilSetting('VIGIL_TTS_SYNTHESES', env);
  const perApp = vigilSetting('VIGIL_TTS_SYNTHESES_PER_APP', env);
  const engines = vigilSetting('VIGIL_TTS_ENGINES', env);
  const slow = vigilSetting('VIGIL_TTS_SLOW_READER_MS', env);
  if (total) o.total = total;
  if (perApp) o.perApp = perApp;
  if (engines) o.engines = engines;
  if (slow) o.slowReaderMs = slow;
  return o;
}

const OK = { code: 200, message: 'OK', details: '' };

export interface TtsDeps {
  producer?: EventLogProducer;
  options?: Partial<TtsOptions>;
  /** The engine; Flite unless a test says otherwise. */
  speak?: Speak;
}

/** The caller of one synthesis, as a unary call, a stream or another service's call gives it. */
export interface SynthesisCall {
  principal: { clientId: string };
  requestId: string;
  signal: AbortSignal;
  clock: { now(): Date };
}

/**
 * Synthesis for other services (the dialog's ExecuteStream): the same shares, engines and records
 * as the Synthesizer's own calls. `speak` hands each chunk to `emit`; `reader` bounds how long one
 * send to a client may take (a slow reader gets DEADLINE_EXCEEDED, never an engine held).
 */
export interface Synthesizer {
  speak(req: SynthesisRequest__Output, call: SynthesisCall, emit: (chunk: Uint8Array) => Promise<void>): Promise<void>;
  reader(sending: Promise<void>): Promise<void>;
}

/** The synthesizer: its unary registration and its streaming one, sharing one pool and share. */
export function ttsService(deps: TtsDeps): {
  unary: ServiceRegistration;
  streaming: StreamRegistration;
  synthesizer: Synthesizer;
  /** Ends the warm engines. */
  close(): Promise<void>;
} {
  const opts = { ...DEFAULT_TTS_OPTIONS, ...deps.options };
  const share = new AppShare({
    what: 'speech synthesis',
    total: opts.total,
    perApp: opts.perApp,
    retryAfterSeconds: 2,
  });
  const engines = new EnginePool(opts.engines);
  // Warm engines per voice, ended by close() (a server stopping).
  const warm = deps.speak ? undefined : new WarmFlite();
  const speak = deps.speak ?? fliteSpeaker(warm!);

  /** Runs one synthesis, handing each chunk to `emit`; logs its call summary however it ends. */
  async function run(
    method: keyof typeof TTS_SOURCES,
    req: SynthesisRequest__Output,
    call: SynthesisCall,
    emit: (chunk: Uint8Array) => Promise<void>,
  ): Promise<void> {
    const plan = planSynthesis(req);
    const appId = parseClientId(call.principal.clientId).app;
    const slot = share.acquire(appId);
    const started = call.clock.now();
    let firstAudio: Date | undefined;
    let audioBytes = 0;
    let status = OK;
    try {
      for await (const chunk of synthesizeChunks(plan.job, engines, call.signal, speak)) {
        firstAudio ??= call.clock.now();
        audioBytes += chunk.byteLength;
        await emit(chunk);
      }
    } catch (err) {
      status = errorStatusFor(SERVICES.tts, toRpcError(err)) as typeof OK;
      throw err;
    } finally {
      slot.release();
      const bytesPerMs = ((plan.job.format.encoding === 'pcm' ? 2 : 1) * plan.job.format.sampleRateHz) / 1000;
      logSynthesis(deps.producer, {
        method,
        appId,
        requestId: call.requestId,
        plan,
        clientData: { ...(req.client_data ?? {}) },
        userId: req.user_id ?? '',
        started,
        firstAudio,
        ended: call.clock.now(),
        status,
        audioBytes,
        audioMs: Math.round(audioBytes / bytesPerMs),
      });
    }
  }

  /** Resolves when `send` does, or fails once the client has not read for slowReaderMs. */
  const within = (sending: Promise<void>): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(deadlineExceeded(`the client read no audio for ${opts.slowReaderMs} ms; synthesis stopped`)),
        opts.slowReaderMs,
      );
      sending.then(
        () => (clearTimeout(timer), resolve()),
        (err: unknown) => (clearTimeout(timer), reject(err as Error)),
      );
    });

  return {
    unary: defineService('tts', {
      GetVoices: async (req) => ({ voices: matchVoices(req.voice).map(voiceMessage) }),
      UnarySynthesize: async (req, call) => {
        const chunks: Uint8Array[] = [];
        await run('UnarySynthesize', req, call, async (c) => void chunks.push(c));
        return { audio: Buffer.concat(chunks) };
      },
    }),
    streaming: defineStreamingService('tts', { Synthesize: synthesizeStream }),
    synthesizer: { speak: (req, call, emit) => run('Synthesize', req, call, emit), reader: within },
    close: async () => warm?.close(),
  };

  async function synthesizeStream(call: Parameters<ServerStreamHandler<'tts', 'Synthesize'>>[0]): Promise<void> {
    const held: Uint8Array[] = [];
    const hold = !!call.request.audio_params?.disable_early_emission;
    await run('Synthesize', call.request, call, (chunk) =>
      hold ? Promise.resolve(void held.push(chunk)) : within(call.send({ audio: chunk })),
    );
    for (const chunk of held) await within(call.send({ audio: chunk }));
    await within(call.send({ status: OK }));
  }
}

// For other areas (the dialog's ExecuteStream speaks its prompts through `synthesizer`).
export { planSynthesis, MAX_INPUT_CHARS } from './request.js';
export { VOICES } from './voices.js';
