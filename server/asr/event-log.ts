// The ASR events of seed 002 section 6 for one Recognize call: recognition init, status 100, start
// of speech, partial and final results, final status and the call summary, all keyed by the
// recognition's session ID so they land in one partition in order. Events are held until the call
// ends, when the received audio is stored (unless the client set suppress_call_recording) and its
// URN is known; then they go to the producer in order, off the call's path.
import { createHash, randomUUID } from 'node:crypto';
import type { RecognitionInitMessage__Output } from '../../generated/proto/nuance/asr/v1/RecognitionInitMessage.js';
import type { RecognitionResponse } from '../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import { parseClientId } from '../auth/client-id.js';
import { camelName, type EventLogProducer, type LogEvent } from '../eventlog/index.js';
import type { Logger } from '../util/log.js';

const SOURCE = 'vendor.asr.v1.Recognizer/Recognize';
const RESULT_TYPES: Record<string, number> = { FINAL: 0, PARTIAL: 1, IMMUTABLE_PARTIAL: 2 };
/** Audio kept for the log per call: ten minutes of 16 kHz 16-bit PCM; beyond it the log keeps the start. */
const MAX_LOGGED_AUDIO_BYTES = 10 * 60 * 16000 * 2;

/** snake_case proto objects to the camelCase JSON of the log payloads; map contents stay as they are. */
function toJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toJson);
  if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k.endsWith('_union') || x === undefined || x === null) continue;
      out[camelName(k)] = toJson(x);
    }
    return out;
  }
  return v;
}

export interface RecognitionLog {
  /** Called for every response sent to the client. */
  response(r: RecognitionResponse): void;
  /** Called with the audio the client sent, as 16-bit PCM at the logged rate. */
  audio(pcm: Buffer): void;
  /** Stores the audio and writes the events; never throws, never delays the caller. */
  end(outcome: { completed: boolean }): void;
}

export function recognitionLog(o: {
  producer: EventLogProducer | undefined;
  clientId: string;
  requestId: string;
  init: RecognitionInitMessage__Output;
  /** e.g. audio/L16;rate=8000 */
  formatName: string;
  /** Rate of the PCM handed to audio(). */
  sampleRate: number;
  now: () => Date;
  log: Logger;
}): RecognitionLog | undefined {
  const producer = o.producer;
  if (!producer) return undefined;
  const appId = parseClientId(o.clientId).app;
  const started = o.now();
  const asrSessionid = randomUUID();
  const p = o.init.parameters;
  const clientData = { ...(o.init.client_data ?? {}) };
  const userid = o.init.user_id ? createHash('sha256').update(`${appId}:${o.init.user_id}`).digest('hex') : undefined;
  const suppressAudio = !!p?.recognition_flags?.suppress_call_recording;
  const held: { kind: string; time: Date; data: Record<string, unknown> }[] = [];
  const chunks: Buffer[] = [];
  let audioBytes = 0;
  let packets = 0;
  let lastPacket: Date | undefined;
  let firstFinal: Record<string, unknown> | undefined;
  let dataPack: unknown;

  const hold = (kind: string, data: Record<string, unknown>) => held.push({ kind, time: o.now(), data });
  hold('recognitioninitmessage', {
    request: {
      recognitionInitMessage: {
        parameters: {
          language: p?.language ?? '',
          topic: p?.topic ?? '',
          audioFormat: o.formatName,
          recognitionFlags: {
            autoPunctuate: !!p?.recognition_flags?.auto_punctuate,
            filterProfanity: !!p?.recognition_flags?.filter_profanity,
            suppressCallRecording: suppressAudio,
          },
        },
        clientData,
      },
    },
  });

  return {
    response(r) {
      if (r.status) {
        const kind = r.status.code === 100 ? 'statusresponse' : 'finalstatusresponse';
        const elapsed = o.now().getTime() - started.getTime();
        hold(kind, {
          response: { status: toJson(r.status) },
          ...(kind === 'finalstatusresponse'
            ? { processingTime: { startTime: started.toISOString(), durationMs: elapsed } }
            : {}),
        });
      } else if (r.start_of_speech) {
        hold('startspeechresponse', { response: { startOfSpeech: toJson(r.start_of_speech) } });
      } else if (r.result) {
        const result: Record<string, unknown> = {
          ...(toJson(r.result) as Record<string, unknown>),
          resultType: RESULT_TYPES[String(r.result.result_type ?? 'FINAL')] ?? 0,
        };
        dataPack ??= result.dataPack;
        const final = result.resultType === 0;
        if (final) firstFinal ??= result;
        hold(final ? 'finalresultresponse' : 'partialresultresponse', {
          response: { result },
          ...(final ? { finalResult: { timestamp: o.now().getTime() } } : {}),
        });
      }
    },
    audio(pcm) {
      packets++;
      lastPacket = o.now();
      if (audioBytes + pcm.length <= MAX_LOGGED_AUDIO_BYTES) chunks.push(Buffer.from(pcm));
      audioBytes += pcm.length;
    },
    end({ completed }) {
      const ended = o.now();
      const write = async () => {
        const pcm = Buffer.concat(chunks);
        const audioDurationMs = Math.round((audioBytes / 2 / o.sampleRate) * 1000);
        const audioUrn =
          suppressAudio || !pcm.length
            ? undefined
            : await producer.storeAudio({ appId, service: 'ASRaaS', pcm, sampleRate: o.sampleRate });
        const urn = audioUrn ? { audioUrn } : {};
        const events: LogEvent[] = held.map((h) => ({
          appId,
          service: 'ASRaaS',
          source: SOURCE,
          type: 'Recognize',
          keyId: asrSessionid,
          time: h.time,
          data: {
            dataContentType: `application/x-vendor-asr-${h.kind}.v2+json`,
            requestid: o.requestId,
            ...(userid ? { userid } : {}),
            locale: p?.language ?? '',
            asrSessionid,
            ...h.data,
            ...(h.kind === 'recognitioninitmessage' ? urn : {}),
          },
        }));
        events.push({
          appId,
          service: 'ASRaaS',
          source: SOURCE,
          type: 'Recognize',
          keyId: asrSessionid,
          time: ended,
          data: {
            dataContentType: 'application/x-vendor-asr-callsummary.v2+json',
            requestid: o.requestId,
            ...(userid ? { userid } : {}),
            locale: p?.language ?? '',
            asrSessionid,
            ...urn,
            audioDurationMs,
            callsummary: {
              sessionId: asrSessionid,
              clientData,
              serverData: { region: 'local' },
              absStartTime: started.getTime(),
              absEndTime: ended.getTime(),
              dataPack: dataPack ?? {},
              recognitionObjects: [],
              recognize: [
                {
                  audioPacketStats: {
                    ...(lastPacket ? { lastPacketTime: lastPacket.toISOString() } : {}),
                    packetsReceived: packets,
                    bytesReceived: audioBytes,
                    audioDurationMs,
                  },
                  absEndTime: ended.getTime(),
                  recognitionObjects: [{ weight: 1 }],
                  utterances: [
                    {
                      completionCause: completed ? (firstFinal ? 'Success' : 'NoMatch') : 'Cancelled',
                      ...(firstFinal ? { finalResult: firstFinal } : {}),
                    },
                  ],
                  ...urn,
                  recognitionParameters: { audioFormat: o.formatName },
                },
              ],
              IPKey: '',
              'IP!S3Events': '',
            },
          },
        });
        for (const e of events) producer.send(e);
      };
      void write().catch((err: unknown) => o.log.warn('recognition event log failed', { err: String(err) }));
    },
  };
}
