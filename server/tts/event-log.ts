// The TTSaaS call summary of seed 002 section 6 (application/x-vendor-tts-callsummary.v3+json):
// one record per synthesis that started, success or not, keyed by the synthesis's own ID. The
// seed names the payload but not its fields beyond the standard ones; ours: clientData at the top
// level (as section 2.3 says for TTS), request (voice, audio format, input unless suppress_input),
// response.status, processingTime {startTime, firstAudioBufferTime (when the first audio was
// ready to send, ISO time like startTime; absent if none was), durationMs} and callsummary
// (characters, audio length and bytes, completion).
import { createHash, randomUUID } from 'node:crypto';
import type { EventLogProducer } from '../eventlog/index.js';
import { formatName } from './engine.js';
import type { PlannedSynthesis } from './request.js';

export const TTS_SOURCES = {
  Synthesize: 'vendor.tts.v1.Synthesizer/Synthesize',
  UnarySynthesize: 'vendor.tts.v1.Synthesizer/UnarySynthesize',
} as const;

export function logSynthesis(
  producer: EventLogProducer | undefined,
  o: {
    method: keyof typeof TTS_SOURCES;
    appId: string;
    requestId: string;
    plan: PlannedSynthesis;
    clientData: Record<string, string>;
    userId: string;
    started: Date;
    firstAudio: Date | undefined;
    ended: Date;
    status: { code: number; message: string; details: string };
    audioBytes: number;
    audioMs: number;
  },
): void {
  if (!producer) return;
  const p = o.plan;
  const ttsSessionid = randomUUID();
  producer.send({
    appId: o.appId,
    service: 'TTSaaS',
    source: TTS_SOURCES[o.method],
    type: 'Synthesize',
    keyId: ttsSessionid,
    time: o.ended,
    data: {
      dataContentType: 'application/x-vendor-tts-callsummary.v3+json',
      requestid: o.requestId,
      ...(o.userId ? { userid: createHash('sha256').update(`${o.appId}:${o.userId}`).digest('hex') } : {}),
      locale: p.voice.language,
      clientData: o.clientData,
      request: {
        voice: { name: p.voice.name, model: p.voice.model, language: p.voice.language },
        audioParams: { audioFormat: formatName(p.job.format), volumePercentage: p.job.volumePercent },
        input: { type: p.inputKind, characters: p.characters, ...(p.suppressInput ? {} : { text: p.input }) },
      },
      response: { status: o.status },
      processingTime: {
        startTime: o.started.toISOString(),
        ...(o.firstAudio ? { firstAudioBufferTime: o.firstAudio.toISOString() } : {}),
        durationMs: o.ended.getTime() - o.started.getTime(),
      },
      callsummary: {
        ttsSessionid,
        voice: p.voice.name,
        audioFormat: formatName(p.job.format),
        characters: p.characters,
        audioBytes: o.audioBytes,
        audioDurationMs: o.audioMs,
        firstAudioMs: o.firstAudio ? o.firstAudio.getTime() - o.started.getTime() : undefined,
        completionCause: o.status.code === 200 ? 'Success' : 'Error',
      },
    },
  });
}
