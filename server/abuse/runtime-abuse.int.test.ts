// #32, systemic: the runtime services under their worst ALLOWED requests. For every RPC and HTTP
// route of recognition (Recognize), its training service, interpretation (Interpret), the NLU
// wordset service, the token service, the event-log API and the audio download, the largest
// request the limits tables let through is sent while a second client polls /healthz. Each must
// leave the event loop stalled no more than MAX_STALL_MS (the watchdog, server/util/
// event-loop-watchdog.ts), answer no 5xx (gRPC INTERNAL/UNKNOWN/DATA_LOSS), keep /healthz
// answering, and let an honest caller's request succeed beside it and after it. The server's
// resident memory may grow by at most MAX_RSS_GROWTH_MB over the whole suite.
//
//   npx vitest run server/abuse/runtime-abuse.int.test.ts      short version (npm test), ~25 s
//   npm run abuse                                               each worst request 4 times at once
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '../../shared/rpc/services.js';
import { clientCredentialsToken, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { createClient } from '../auth/clients.js';
import { writeWav } from '../audio/codecs/wav.js';
import { AUDIO, newRecording, uploadAudio } from '../audio/audio.testkit.js';
import { deployDemoModel, DEMO_NLU_URN } from '../nlu/demo.js';
import { parseModelUrn, wordsetUrn as nluWordsetUrn } from '../nlu/urn.js';
import { dlmUrn, wordsetUrn as asrWordsetUrn } from '../asr/training/urn.js';
import { MAX_COMPILED_WORDSET_ENTRIES } from '../asr/engine/wordset.js';
import { WORDSET_LIMITS } from '../nlu/wordsets.js';
import { REQUEST_BUDGETS } from '../rpc/budgets.js';
import {
  abuseCase,
  bigWordset,
  HealthPoller,
  httpAnswer,
  MAX_RSS_GROWTH_MB,
  MAX_STALL_MS,
  preparedBidi,
  preparedHttp,
  preparedServerStream,
  preparedUnary,
  SCALE,
  uniqueWords,
  type Answer,
  type CaseResult,
} from './abuse.testkit.js';

const MiB = 1024 * 1024;
const TAG = parseModelUrn(DEMO_NLU_URN)!.contextTag;
const APP = 'vigil'; // the test clients' app, and the topic their runtime events go to
/** Minutes of audio behind the download case: 10 in the short run, an hour in the long one. */
const AUDIO_MINUTES = SCALE > 1 ? 60 : 10;

let t: TestServer;
let poller: HealthPoller;
let rssStartMb = 0;
let service: string;
let admin: string;
let logger: { header: string; group: string };
let otherLogger: { header: string; group: string };
const clients: grpc.Client[] = [];
const results: CaseResult[] = [];

function client(): grpc.Client {
  const c = new grpc.Client(t.grpcAddress, grpc.credentials.createInsecure(), {
    'grpc.max_send_message_length': 64 * MiB,
    'grpc.max_receive_message_length': 64 * MiB,
  });
  clients.push(c);
  return c;
}

/** A log client of `app`: its Authorization header and the consumer group its token may join. */
async function logClient(app: string): Promise<{ header: string; group: string }> {
  const name = `abuselog${randomUUID().slice(0, 6)}`;
  const c = await createClient(t.db, { role: 'service', gkScopeIds: [t.scopeId], name, app, oauthScopes: ['log'] });
  const header = `Bearer ${await clientCredentialsToken(t.tokenUrl, c.clientId, c.clientSecret)}`;
  return { header, group: `appID-${app}-clientName-${name}-01` };
}

beforeAll(async () => {
  t = await startTestServer('pglite');
  await deployDemoModel(t.db, { appId: APP, now: new Date() });
  service = await t.token('service');
  admin = await t.token('admin');
  logger = await logClient(APP);
  otherLogger = await logClient('ABUSE-OTHER-APP');
  rssStartMb = process.memoryUsage().rss / MiB;
  poller = new HealthPoller(t.httpUrl);
}, 120_000);

afterAll(async () => {
  await poller?.stop();
  for (const c of clients) c.close();
  if (results.length) {
    const rows = results.map(
      (r) =>
        `${r.name.padEnd(44)} stall ${String(Math.round(r.stallMs)).padStart(5)} ms (gc ${r.gcMs})  ${String(r.ms).padStart(6)} ms  ` +
        `answers ${[...new Set(r.answers.map((a) => a.status))].join(',')}  honest ${r.honest.map((a) => a.status).join(',')}  rss ${r.rssMb} MB` +
        (r.answers[0]?.detail ? `  (${r.answers[0].detail.slice(0, 100)})` : ''),
    );
    console.log(
      `abuse suite (scale ${SCALE}): slowest /healthz ${Math.round(poller.slowestMs)} ms over ${poller.answers} polls\n${rows.join('\n')}`,
    );
  }
  await t?.close();
});

/** Runs a case and asserts the four promises; the message names what broke. */
async function check(name: string, worst: () => Promise<Answer>, honest: () => Promise<Answer>) {
  const r = await abuseCase(name, worst, honest);
  results.push(r);
  const bad = r.answers.filter((a) => a.bad);
  expect(bad, `${name}: 5xx or internal errors`).toEqual([]);
  expect(
    r.honest.filter((a) => !a.ok),
    `${name}: the honest caller was refused`,
  ).toEqual([]);
  expect(poller.failures, `${name}: /healthz failed`).toEqual([]);
  expect(r.stallMs, `${name}: the event loop stalled ${r.stallMs} ms`).toBeLessThanOrEqual(MAX_STALL_MS);
}

const ctx = (scopeId: string) => ({ gk_scope_id: { value: scopeId } });

describe(`runtime services under their worst allowed requests (scale ${SCALE})`, () => {
  it('token service: an 8 KiB form and a burst of wrong secrets', async () => {
    const c = await t.credentials('service');
    const form = `grant_type=client_credentials&pad=${'p'.repeat(8 * 1024 - 40)}`;
    const basic = (secret: string) =>
      `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    const big = preparedHttp(t.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(c.clientSecret) },
      body: form,
    });
    const wrong = preparedHttp(t.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic('wrong-secret') },
      body: form,
    });
    const honestCreds = await t.credentials('analyst');
    await check(
      'POST /oauth2/token',
      async () => {
        const answers = await Promise.all([big(), ...Array.from({ length: 10 }, () => wrong())]);
        return answers.find((a) => a.bad) ?? answers[0]!;
      },
      async () => {
        try {
          await clientCredentialsToken(t.tokenUrl, honestCreds.clientId, honestCreds.clientSecret);
          return httpAnswer(200);
        } catch (err) {
          return { status: String(err), bad: false, ok: false };
        }
      },
    );
  });

  const interpretReq = (resources: object[], clientData: Record<string, string> = {}) => ({
    parameters: {},
    model: { type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN },
    input: { text: 'what is the balance of my checking account' },
    resources,
    client_data: clientData,
  });
  const honestInterpret = () => preparedUnary(client(), SERVICES.nlu, 'Interpret', interpretReq([]), service)();

  /** Inline wordsets at the per-request budget: its characters and entries, over `n` resources. */
  const atBudget = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) =>
      bigWordset(
        'ACCOUNT_TYPE',
        Math.floor(REQUEST_BUDGETS.inlineWordsetChars / n) - 64,
        `${prefix}${i}_`,
        Math.floor(REQUEST_BUDGETS.inlineWordsetEntries / n),
      ),
    );

  it('NLU Interpret: inline wordsets at the per-request budget (characters and entries)', async () => {
    const ws = atBudget(16, 'b').map((w) => ({ inline_wordset: w }));
    await check(
      'nlu.Runtime/Interpret (at the wordset budget)',
      preparedUnary(client(), SERVICES.nlu, 'Interpret', interpretReq(ws), service),
      honestInterpret,
    );
  });

  it('NLU Interpret over gRPC: inline wordsets filling the 16 MiB message', async () => {
    const ws = Array.from({ length: 15 * 16 }, (_, i) => ({
      inline_wordset: bigWordset('ACCOUNT_TYPE', 64 * 1024 - 64, `g${i}_`),
    }));
    await check(
      'nlu.Runtime/Interpret (gRPC, 16 MiB)',
      preparedUnary(client(), SERVICES.nlu, 'Interpret', interpretReq(ws), service),
      honestInterpret,
    );
  });

  it('NLU Interpret over HTTP: inline wordsets filling the 8 MiB body', async () => {
    const ws = Array.from({ length: 7 * 16 }, (_, i) => ({
      inlineWordset: bigWordset('ACCOUNT_TYPE', 64 * 1024 - 64, `h${i}_`),
    }));
    const body = JSON.stringify({ ...interpretReq([]), resources: ws });
    await check(
      'POST /nlu/v1/runtime/interpret (8 MiB)',
      preparedHttp(`${t.httpUrl}/nlu/v1/runtime/interpret`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${service}` },
        body,
      }),
      honestInterpret,
    );
  });

  it('NLU wordset service: a 4 Mi-character wordset compiled', async () => {
    const target = nluWordsetUrn(TAG, `abuse-${randomUUID().slice(0, 8)}`, 'eng-USA');
    await check(
      'nlu.wordset.Wordset/CompileWordsetAndWatch (most terms)',
      preparedServerStream(
        client(),
        SERVICES.nluWordset,
        'CompileWordsetAndWatch',
        {
          wordset: bigWordset('ACCOUNT_TYPE', 4 * MiB - 64, 'n', WORDSET_LIMITS.terms, WORDSET_LIMITS.termChars),
          companion_artifact_reference: { uri: DEMO_NLU_URN },
          target_artifact_reference: { uri: target },
        },
        service,
      ),
      async () => {
        const a = await preparedUnary(
          client(),
          SERVICES.nluWordset,
          'GetWordsetMetadata',
          { artifact_reference: { uri: target } },
          service,
        )();
        // Found, or not yet compiled: either is an answer, not a failure.
        return { ...a, ok: a.ok || a.status === `grpc:${grpc.status.NOT_FOUND}` };
      },
    );
  });

  it('ASR Recognize: inline wordsets at the per-request budget, and 1000 of 4096 characters', async () => {
    const resources = atBudget(64, 'r').map((w) => ({ inline_wordset: w.replace('ACCOUNT_TYPE', 'PLACES') }));
    const flood = Array.from({ length: 1000 }, (_, i) => ({ inline_wordset: bigWordset('PLACES', 4096, `f${i}_`) }));
    const init = (res: object[]) => ({
      recognition_init_message: {
        parameters: { language: 'en-US', topic: 'GEN', audio_format: { pcm: { sample_rate_hz: 8000 } } },
        resources: res,
      },
    });
    const silence = Array.from({ length: 50 }, () => ({ audio: Buffer.alloc(320) }));
    const honest = preparedBidi(client(), SERVICES.asr, 'Recognize', [init([]), ...silence], service);
    await check(
      'asr.Recognizer/Recognize (at the wordset budget)',
      preparedBidi(client(), SERVICES.asr, 'Recognize', [init(resources), ...silence], service),
      honest,
    );
    await check(
      'asr.Recognizer/Recognize (1000 x 4096-char wordsets)',
      preparedBidi(client(), SERVICES.asr, 'Recognize', [init(flood), ...silence], service),
      honest,
    );
  });

  it('ASR training: a wordset of the most entries, compiled', async () => {
    await check(
      'asr.Training/CompileWordsetAndWatch (most entries)',
      preparedServerStream(
        client(),
        SERVICES.asrTraining,
        'CompileWordsetAndWatch',
        {
          wordset: bigWordset('PLACES', 4 * MiB - 64, 'a', MAX_COMPILED_WORDSET_ENTRIES, 200),
          companion_artifact_reference: { uri: dlmUrn(TAG) },
          target_artifact_reference: { uri: asrWordsetUrn(TAG, `abuse-${randomUUID().slice(0, 8)}`) },
        },
        service,
      ),
      async () => {
        const a = await preparedUnary(
          client(),
          SERVICES.asrTraining,
          'GetWordsetMetadata',
          { artifact_reference: { uri: asrWordsetUrn(TAG, 'never-made') } },
          service,
        )();
        return { ...a, ok: a.ok || a.status === `grpc:${grpc.status.NOT_FOUND}` };
      },
    );
  });

  describe('event-log API', () => {
    const name = `consumer-${randomUUID()}`;
    const log = (
      method: string,
      path: string,
      body?: unknown,
      auth = logger.header,
      who = { group: logger.group, name },
    ) =>
      preparedHttp(`${t.httpUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'consumer-group': who.group,
          'consumer-name': who.name,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    /** Another app's collector reading its own (empty) topic: must keep working. */
    const honestReader = async (): Promise<Answer> => {
      const who = { group: otherLogger.group, name: `consumer-${randomUUID()}` };
      const steps = [
        log(
          'POST',
          '/consumers',
          { 'auto.offset.reset': 'earliest', 'consumer.request.timeout.ms': 0 },
          otherLogger.header,
          who,
        ),
        log('POST', '/consumers/subscription', { topics: ['ABUSE-OTHER-APP'] }, otherLogger.header, who),
        log('GET', '/consumers/records', undefined, otherLogger.header, who),
        log('DELETE', '/consumers', undefined, otherLogger.header, who),
      ];
      for (const step of steps) {
        const a = await step();
        if (!a.ok) return a;
      }
      return httpAnswer(200);
    };

    beforeAll(async () => {
      // The largest records a caller can make: Interpret with client_data at its limits, logged.
      const clientData = Object.fromEntries(uniqueWords(1000, 'k').map((k) => [k, 'v'.repeat(4096)]));
      const call = preparedUnary(client(), SERVICES.nlu, 'Interpret', interpretReq([], clientData), service);
      for (let i = 0; i < 4 * SCALE; i++) await call();
      for (const step of [
        log('POST', '/consumers', { 'auto.offset.reset': 'earliest', 'consumer.request.timeout.ms': 0 }),
        log('POST', '/consumers/subscription', { topics: [APP] }),
      ]) {
        const a = await step();
        if (!a.ok) throw new Error(`event-log setup: ${a.status} ${a.detail}`);
      }
    }, 120_000);

    it('GET /consumers/records of the largest records', async () => {
      await check('GET /consumers/records (4 MB records)', log('GET', '/consumers/records'), honestReader);
    });

    it('POST /consumers/offsets with a 1 MiB body', async () => {
      const offsets = Array.from({ length: 18_000 }, (_, i) => ({ topic: APP, partition: i % 4, offset: 0 }));
      await check('POST /consumers/offsets (1 MiB)', log('POST', '/consumers/offsets', { offsets }), honestReader);
    });

    it('the other routes: partitions, offsets, committed, positions, assignments, audio, delete', async () => {
      const tp = { partitions: [0, 1, 2, 3].map((p) => ({ topic: APP, partition: p })) };
      const routes = [
        log('GET', '/partitions'),
        log('GET', '/partitions/0/offsets'),
        log('GET', '/partitions/%zz/offsets'),
        log('POST', '/consumers/committed/offsets', tp),
        log('POST', '/consumers/positions/beginning', tp),
        log('POST', '/consumers/positions/end', tp),
        log('GET', `/api/v1/audio?urn=${encodeURIComponent(`urn:nuance-mix:log:service:audio/${'x'.repeat(400)}`)}`),
        log('DELETE', '/consumers'),
      ];
      await check(
        'event-log routes (partitions .. delete)',
        async () => {
          const answers: Answer[] = [];
          for (const r of routes) answers.push(await r());
          return answers.find((a) => a.bad) ?? answers[0]!;
        },
        honestReader,
      );
    });
  });

  it(`audio download: ${AUDIO_MINUTES} minutes transcoded to MP3, then its HEAD and a Range`, async () => {
    const rec = await newRecording(t, admin);
    const samples = new Int16Array(8000 * 60 * AUDIO_MINUTES);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.round(3000 * Math.sin(i / 9) + ((i * 7919) % 200));
    const up = await uploadAudio(
      t,
      admin,
      rec,
      { container: 'CONTAINER_WAV' },
      writeWav({ sampleRate: 8000, channels: [samples] }),
    );
    const id = up.gk_media_segment_id;
    const url = (
      await t.call<{ media_download_url: string }>(
        AUDIO,
        'GetDownloadUrl',
        { context: ctx(t.scopeId), gk_media_segment_id: { value: id }, container: 'CONTAINER_MP3' },
        admin,
      )
    ).media_download_url;
    const get = preparedHttp(url, { method: 'GET' });
    const head = preparedHttp(url, { method: 'HEAD' });
    const range = preparedHttp(url, { method: 'GET', headers: { range: 'bytes=1000-20999' } });
    await check(
      `GET /downloads/audio (${AUDIO_MINUTES} min, MP3)`,
      async () => {
        const answers = [await get(), await head(), await range()];
        return answers.find((a) => a.bad || !a.ok) ?? answers[0]!;
      },
      preparedUnary(
        client(),
        AUDIO,
        'GetMediaSegmentDetails',
        { context: ctx(t.scopeId), gk_media_segment_id: { value: id } },
        admin,
      ),
    );
  });

  it(`kept the server's resident memory growth within ${MAX_RSS_GROWTH_MB} MB`, () => {
    const growth = poller.peakRssMb - rssStartMb;
    console.log(`resident memory: ${Math.round(rssStartMb)} MB at the start, peak ${Math.round(poller.peakRssMb)} MB`);
    expect(growth).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
  });
});
