// Demo event history: a week of calls to the demo app through the real producer, each a dialog
// session (NII events), one or two recognitions (the ASR events of seed 002 section 6 with logged
// audio behind an audioUrn) and an NLU interpretation. Each call is tied to a demo engagement and
// session through clientData, so a record leads back to what it belongs to. Deterministic from
// the seed apart from the UUIDs. Also writes DATA_DIR/demo-resources.json with the API addresses.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types.js';
import type { EventLog, LogEvent } from '../eventlog/index.js';
import type { Logger } from '../util/log.js';
import { writePrivateFile } from '../util/private-files.js';
import { recentSessions, topicHasRecords } from './demo.store.js';

export const DEMO_LOG_APP = 'vigil';

export function demoResourcesFile(dataDir: string): string {
  return path.join(dataDir, 'demo-resources.json');
}

/**
 * DATA_DIR/demo-resources.json: where the event-log and audio-file APIs of this server are, plus
 * `extra` (e.g. nluModelUrn, the demo semantic model). Keys already in the file are kept.
 */
export function writeDemoResources(dataDir: string, httpUrl: string, extra: Record<string, string> = {}): void {
  let kept: Record<string, unknown> = {};
  try {
    kept = JSON.parse(fs.readFileSync(demoResourcesFile(dataDir), 'utf8')) as Record<string, unknown>;
  } catch {
    // no file yet, or not ours to keep
  }
  writePrivateFile(
    demoResourcesFile(dataDir),
    JSON.stringify({ ...kept, eventLogUrl: httpUrl, audioFileUrl: `${httpUrl}/api/v1/audio`, ...extra }, null, 2) +
      '\n',
  );
}

const UTTERANCES: { text: string; intent: string; confidence: number }[] = [
  { text: 'I want to check my balance', intent: 'CHECK_BALANCE', confidence: 0.93 },
  { text: 'I think my card was stolen', intent: 'REPORT_LOST_CARD', confidence: 0.88 },
  { text: 'transfer two hundred dollars to savings', intent: 'TRANSFER_FUNDS', confidence: 0.81 },
  { text: 'speak to an agent', intent: 'AGENT', confidence: 0.97 },
  { text: 'what is my credit limit', intent: 'CREDIT_LIMIT', confidence: 0.76 },
  { text: 'reset my pin', intent: 'RESET_PIN', confidence: 0.9 },
];

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Half a second to a second and a half of 16 kHz 16-bit mono PCM: a voiced buzz with syllable-like swells. */
function demoPcm(rand: () => number): Buffer {
  const rate = 16000;
  const n = Math.round(rate * (0.5 + rand()));
  const f0 = 110 + rand() * 90;
  const pcm = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const envelope = Math.max(0, Math.sin(Math.PI * 4 * t)) * 0.6;
    const v = Math.sin(2 * Math.PI * f0 * t) + 0.5 * Math.sin(4 * Math.PI * f0 * t) + 0.2 * (rand() - 0.5);
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * envelope * 9000))), i * 2);
  }
  return pcm;
}

export interface SeedEventLogOptions {
  now: Date;
  seed?: number;
  /** How many calls (default 24). */
  calls?: number;
  log?: Logger;
}

/** Seeds once per database (nothing happens when the demo app's topic already has records). */
export async function seedEventLogDemo(db: Db, eventLog: EventLog, opts: SeedEventLogOptions): Promise<number> {
  if (await topicHasRecords(db, DEMO_LOG_APP)) return 0;
  const rand = rng(opts.seed ?? 7);
  const sessions = await recentSessions(db, 64);
  const calls = opts.calls ?? 24;
  const weekMs = 7 * 24 * 3600_000;
  const starts = Array.from({ length: calls }, () => opts.now.getTime() - 60_000 - Math.floor(rand() * weekMs)).sort();
  const events: LogEvent[] = [];
  const producer = eventLog.producer;
  for (let c = 0; c < calls; c++) {
    const at = (ms: number) => new Date(starts[c]! + ms);
    const link = sessions.length ? sessions[c % sessions.length]! : undefined;
    const dialogSession = randomUUID();
    const userid = createHash('sha256')
      .update(`${DEMO_LOG_APP}:caller-${c % 9}`)
      .digest('hex');
    const clientData: Record<string, string> = {
      'x-nuance-dialog-session-id': dialogSession,
      ...(link ? { 'x-vigil-engagement-id': link.gk_engagement_id, 'x-vigil-session-id': link.gk_session_id } : {}),
    };
    let seq = 0;
    const nii = (ms: number, name: string, value: Record<string, unknown>) =>
      events.push({
        appId: DEMO_LOG_APP,
        service: 'DLGaaS',
        source: 'NIIEventLogger',
        type: 'NIIEventLog',
        keyId: dialogSession,
        time: at(ms),
        data: {
          dataContentType: 'application/x-vendor-dlg-nii-logs.v1+json',
          requestid: randomUUID(),
          userid,
          locale: 'en-US',
          clientData,
          sessionid: dialogSession,
          seqid: String(++seq),
          events: [{ name, value }],
        },
      });
    nii(0, 'session-start', {
      runtime: { api: 'v1' },
      project: { name: 'VigilBank', namespace: 'vigil', deployed: true, contextTag: 'A1_C1', id: '1' },
      selector: { channel: 'IVR', language: 'en-US' },
      version: { asr: '2.1', nlu: '3.0', dlg: '1.4' },
      user: {},
      timeout: 900,
      reporting: { attributes: [], metrics: [], dimensions: [] },
    });
    nii(40, 'transition', {
      from: { component: 'main', name: 'start', type: 'decision', uuid: randomUUID() },
      to: { component: 'main', name: 'GetIntent', type: 'questionrouter', uuid: randomUUID() },
    });
    nii(60, 'message', { nlg: [{ text: 'Welcome to Vigil Bank. How can I help you?' }], visual: [], audio: [] });
    const turns = 1 + Math.floor(rand() * 2);
    let t = 3000;
    for (let turn = 0; turn < turns; turn++) {
      const u = UTTERANCES[Math.floor(rand() * UTTERANCES.length)]!;
      const asrSessionid = randomUUID();
      const requestid = randomUUID();
      const pcm = demoPcm(rand);
      const audioMs = Math.round((pcm.length / 2 / 16000) * 1000);
      const audioUrn = await producer.storeAudio({ appId: DEMO_LOG_APP, service: 'ASRaaS', pcm, sampleRate: 16000 });
      const asr = (ms: number, kind: string, data: Record<string, unknown>) =>
        events.push({
          appId: DEMO_LOG_APP,
          service: 'ASRaaS',
          source: 'vendor.asr.v1.Recognizer/Recognize',
          type: 'Recognize',
          keyId: asrSessionid,
          time: at(t + ms),
          data: {
            dataContentType: `application/x-vendor-asr-${kind}.v2+json`,
            requestid,
            userid,
            locale: 'en-US',
            asrSessionid,
            ...data,
          },
        });
      const parameters = {
        language: 'en-US',
        topic: 'GEN',
        audioFormat: 'pcm 16000',
        recognitionFlags: { autoPunctuate: true, filterProfanity: false, suppressCallRecording: false },
      };
      asr(0, 'recognitioninitmessage', { request: { recognitionInitMessage: { parameters, clientData } }, audioUrn });
      asr(5, 'statusresponse', { response: { status: { code: 100, message: 'Continue', details: '' } } });
      asr(400, 'startspeechresponse', { response: { startOfSpeech: { firstAudioToStartOfSpeechMs: 380 } } });
      const words = u.text.split(' ');
      const dataPack = { language: 'en-US', topic: 'GEN', version: '4.12.1' };
      asr(700, 'partialresultresponse', {
        response: {
          result: {
            resultType: 1,
            absStartMs: 380,
            absEndMs: 700,
            dataPack,
            hypotheses: [
              {
                formattedText: words.slice(0, 2).join(' '),
                minimallyFormattedText: words.slice(0, 2).join(' '),
                rejected: false,
                words: words.slice(0, 2).map((w) => ({ text: w })),
              },
            ],
          },
        },
      });
      asr(audioMs + 300, 'finalresultresponse', {
        response: {
          result: {
            resultType: 0,
            absStartMs: 380,
            absEndMs: audioMs,
            dataPack,
            formattedLiteral: u.text,
            hypotheses: [
              {
                formattedText: u.text,
                minimallyFormattedText: u.text,
                confidence: u.confidence,
                rejected: false,
                words: words.map((w) => ({ text: w })),
              },
            ],
          },
        },
        finalResult: { timestamp: starts[c]! + t + audioMs + 300 },
      });
      asr(audioMs + 320, 'finalstatusresponse', {
        response: { status: { code: 200, message: 'Success', details: '' } },
        processingTime: { startTime: at(t).toISOString(), durationMs: audioMs + 320 },
      });
      asr(audioMs + 330, 'callsummary', {
        audioUrn,
        audioDurationMs: audioMs,
        callsummary: {
          sessionId: asrSessionid,
          clientData,
          serverData: { region: 'local' },
          absStartTime: starts[c]! + t,
          absEndTime: starts[c]! + t + audioMs + 330,
          dataPack,
          recognitionObjects: [],
          recognize: [
            {
              audioPacketStats: {
                lastPacketTime: at(t + audioMs).toISOString(),
                packetsReceived: Math.ceil(audioMs / 20),
                bytesReceived: pcm.length,
                audioDurationMs: audioMs,
              },
              absEndTime: starts[c]! + t + audioMs,
              recognitionObjects: [{ weight: 1 }],
              utterances: [{ completionCause: 'Success' }],
              audioUrn,
              recognitionParameters: { audioFormat: 'pcm 16000' },
            },
          ],
          IPKey: '',
          'IP!S3Events': '',
        },
      });
      events.push({
        appId: DEMO_LOG_APP,
        service: 'NLUaaS',
        source: 'vendor.nlu.v1.Runtime/Interpret',
        type: 'Interpret',
        keyId: asrSessionid,
        time: at(t + audioMs + 450),
        data: {
          dataContentType: 'application/x-vendor-nluaas-interpretation.v1+json',
          requestid,
          userid,
          locale: 'en-US',
          request: {
            clientData,
            input: { asrResult: { formattedLiteral: u.text } },
            model: { type: 'SEMANTIC_MODEL' },
          },
          response: {
            status: { code: 200, message: 'OK', details: '' },
            result: {
              literal: u.text,
              sensitive: false,
              interpretations: [
                { singleIntentInterpretation: { intent: u.intent, confidence: u.confidence, origin: 'STATISTICAL' } },
              ],
            },
          },
          processingTime: { startTime: at(t + audioMs + 400).toISOString(), durationMs: 50 },
        },
      });
      nii(t + audioMs + 500, 'intent', { value: u.intent });
      t += audioMs + 4000;
    }
    nii(t, 'application-ended', {});
  }
  events.sort((x, y) => x.time!.getTime() - y.time!.getTime());
  for (let i = 0; i < events.length; i++) {
    producer.send(events[i]!);
    if (i % 1000 === 999) await producer.flush(); // stay well inside the producer's bounded queue
  }
  await producer.flush();
  opts.log?.info('demo event log seeded', { app: DEMO_LOG_APP, records: events.length, calls });
  return events.length;
}
