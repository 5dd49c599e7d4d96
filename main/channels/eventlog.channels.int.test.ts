// The Event log channels through the real router against the real server (in-process, port 0,
// demo data with its event history): the console's consumer reads the public REST API, the live
// tail pushes a record written during the test within a second, the audio-file API's PCM comes back
// as a playable WAV, commits are read back from the server, closing deletes the consumer, and a
// client whose token lacks scope `log` gets a refusal that names the scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventOf } from '../../shared/ipc/contract.js';
import type { MainServices } from '../main-services.js';
import {
  demoToken,
  ipcCallers,
  startConsoleWithServer,
  type ConsoleWithServer,
} from '../../testkit/console-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { EventLogApi, eventLogBaseUrl } from '../eventlog/eventlog-client.js';
import { openTailCount, Tail } from '../eventlog/eventlog-tail.js';

let harness: ConsoleWithServer;
let main: MainServices;
const { call, fails } = ipcCallers(() => main);
const seen: EventOf<'eventlog.records'>[] = [];

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-eventlog-int-', shareDataDir: true, eventLogDemo: true });
  main = harness.main;
  main.events.subscribe((event, payload) => {
    if (event === 'eventlog.records') seen.push(payload as EventOf<'eventlog.records'>);
  });
});
afterAll(async () => {
  await harness?.close();
});

const recordsOf = (tailId: string) => seen.filter((e) => e.tailId === tailId).flatMap((e) => e.records);

describe('event log channels against the real server', () => {
  it('eventlog.info names the profile app as the topic', async () => {
    const info = await call('eventlog.info', {});
    expect(info.topic).toBe('vigil');
    expect(info.defaultClientName).toBe('demo-admin');
    expect(info.baseUrl).toBe(new URL(harness.server.httpUrl).origin);
  });

  it('tails the demo history from the earliest offset, with the CloudEvent fields pulled out', async () => {
    const tail = await call('eventlog.open', { clientName: 'vigil-console-test', groupNumber: 1, start: 'earliest' });
    expect(tail.group).toBe('appID-vigil-clientName-vigil-console-test-01');
    expect(tail.partitions.map((p) => p.partition)).toEqual([0, 1, 2, 3]);
    const total = tail.partitions.reduce((n, p) => n + Number(p.endOffset) - Number(p.beginningOffset), 0);
    expect(total).toBeGreaterThan(50);
    // Nothing committed for a new group: lag is everything the partition holds.
    expect(tail.partitions.every((p) => p.committedOffset === undefined)).toBe(true);
    await waitUntil(() => recordsOf(tail.tailId).length >= total, { what: 'the whole history', timeoutMs: 10_000 });
    const records = recordsOf(tail.tailId);
    expect(records).toHaveLength(total);
    const init = records.find((r) => r.audioUrn);
    expect(init).toBeDefined();
    expect(init!.service).toBe('ASRaaS');
    expect(init!.type).toBe('Recognize');
    expect(init!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(init!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(init!.audioUrn).toMatch(/^urn:/);
    expect(init!.gkEngagementId).toBeTruthy();
    expect(init!.value.specversion).toBe('1.0');
    expect(new Set(records.map((r) => r.service))).toEqual(new Set(['ASRaaS', 'NLUaaS', 'DLGaaS']));
    await call('eventlog.close', { tailId: tail.tailId });
  });

  it('pushes a record written during the test within a second, and plays its audio as WAV', async () => {
    const tail = await call('eventlog.open', { clientName: 'vigil-console-test', groupNumber: 2, start: 'latest' });
    const { producer } = harness.server.eventLog;
    const pcm = Buffer.alloc(16000); // half a second of 16 kHz 16-bit mono
    for (let i = 0; i < pcm.length / 2; i++) pcm.writeInt16LE(Math.round(Math.sin(i / 5) * 8000), i * 2);
    const audioUrn = await producer.storeAudio({ appId: 'vigil', service: 'ASRaaS', pcm, sampleRate: 16000 });
    const requestid = crypto.randomUUID();
    const written = Date.now();
    producer.send({
      appId: 'vigil',
      service: 'ASRaaS',
      source: 'vendor.asr.v1.Recognizer/Recognize',
      type: 'Recognize',
      data: { dataContentType: 'application/x-vendor-asr-finalresultresponse.v2+json', requestid, audioUrn },
    });
    await waitUntil(() => recordsOf(tail.tailId).some((r) => r.requestId === requestid), {
      what: 'the new record in the tail',
      timeoutMs: 5_000,
    });
    // Written -> visible in the console's tail: the target is 1 s.
    expect(Date.now() - written).toBeLessThan(1_000);
    const rec = recordsOf(tail.tailId).find((r) => r.requestId === requestid)!;
    expect(rec.audioUrn).toBe(audioUrn);

    const audio = await call('eventlog.audio', { urn: rec.audioUrn! });
    const wav = Buffer.from(audio.wavBase64, 'base64');
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.readUInt32LE(40)).toBe(pcm.length);
    expect(wav.subarray(44).equals(pcm)).toBe(true);
    expect(audio.durationMs).toBe(500);

    const missing = await fails('eventlog.audio', { urn: 'urn:nuance-mix:log:service:audio/ASRaaS/nope' });
    expect(missing.code).toBe('NOT_FOUND');
    await call('eventlog.close', { tailId: tail.tailId });
  });

  it('a tail opened at the end shows a record written before its first fetch', async () => {
    // The first long-poll is held until the record is in the log, so the tail's start cannot be
    // decided by that fetch: "the end" is where the log stood when the tail opened.
    const ctx = main.context.connections.context();
    let release!: () => void;
    const firstFetch = new Promise<void>((resolve) => (release = resolve));
    const gated: typeof fetch = async (input, init) => {
      if (String(input).includes('/consumers/records')) await firstFetch;
      return fetch(input, init);
    };
    const api = new EventLogApi(ctx, eventLogBaseUrl(main.context.embedded, ctx), gated);
    const got: string[] = [];
    const tail = new Tail(api, 'appID-vigil-clientName-vigil-console-test-09', (_event, payload) => {
      for (const r of (payload as EventOf<'eventlog.records'>).records) got.push(r.requestId ?? '');
    });
    await tail.open('latest');
    const { producer } = harness.server.eventLog;
    const requestid = crypto.randomUUID();
    producer.send({
      appId: 'vigil',
      service: 'ASRaaS',
      source: 'vendor.asr.v1.Recognizer/Recognize',
      type: 'Recognize',
      data: { dataContentType: 'application/x-vendor-asr-finalresultresponse.v2+json', requestid },
    });
    await producer.flush();
    release();
    try {
      await waitUntil(() => got.includes(requestid), {
        what: 'the record written before the first fetch',
        timeoutMs: 5_000,
      });
    } finally {
      await tail.close();
    }
  });

  it('commits the tail positions as the group offsets, read back from the server', async () => {
    const tail = await call('eventlog.open', { clientName: 'vigil-console-test', groupNumber: 3, start: 'earliest' });
    const total = tail.partitions.reduce((n, p) => n + Number(p.endOffset) - Number(p.beginningOffset), 0);
    await waitUntil(() => recordsOf(tail.tailId).length >= total, { what: 'the whole history', timeoutMs: 10_000 });
    const after = await call('eventlog.commit', { tailId: tail.tailId });
    for (const p of after.partitions) {
      expect(p.committedOffset).toBe(p.endOffset);
      expect(p.lag).toBe(0);
    }
    const audit = await call('audit.list', { action: 'eventlog.commit' });
    expect(audit.entries.map((e) => [e.action, e.result, e.target.tailId])).toEqual([
      ['eventlog.commit', 'ok', tail.tailId],
    ]);
    await call('eventlog.close', { tailId: tail.tailId });
    // A new tail of the same group sees the committed offsets (they live on the server).
    const again = await call('eventlog.open', { clientName: 'vigil-console-test', groupNumber: 3, start: 'earliest' });
    expect(again.partitions.map((p) => p.committedOffset)).toEqual(after.partitions.map((p) => p.endOffset));
    await call('eventlog.close', { tailId: again.tailId });
  });

  it('closing deletes the console consumer on the server', async () => {
    const before = openTailCount(main.context);
    const tail = await call('eventlog.open', { clientName: 'vigil-console-test', groupNumber: 4 });
    expect(openTailCount(main.context)).toBe(before + 1);
    expect(await call('eventlog.close', { tailId: tail.tailId })).toEqual({ closed: true });
    expect(openTailCount(main.context)).toBe(before);
    const admin = harness.clients.find((c) => c.role === 'admin')!;
    const token = await demoToken(harness.server.tokenUrl, admin);
    const res = await fetch(`${harness.server.httpUrl}/consumers/records`, {
      headers: { authorization: `Bearer ${token}`, 'consumer-group': tail.group, 'consumer-name': tail.consumerName },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_code: number }).error_code).toBe(40403);
    expect((await fails('eventlog.partitions', { tailId: tail.tailId })).code).toBe('NOT_FOUND');
  });

  it('a change of connection stops open tails and says so', async () => {
    const tail = await call('eventlog.open', { clientName: 'vigil-console-test', groupNumber: 5 });
    await call('connections.select', { id: 'embedded' });
    await waitUntil(() => seen.some((e) => e.tailId === tail.tailId && e.stopped), {
      what: 'the stopped event',
      timeoutMs: 5_000,
    });
    expect((await fails('eventlog.partitions', { tailId: tail.tailId })).code).toBe('NOT_FOUND');
  });

  it('a client whose token lacks scope log is told which scope it needs', async () => {
    const admin = harness.clients.find((c) => c.role === 'admin')!;
    const saved = await call('connections.save', {
      profile: {
        name: 'no log scope',
        endpoint: harness.server.grpcAddress,
        tls: false,
        tokenUrl: harness.server.tokenUrl,
        clientId: admin.clientId,
        scopes: ['biosec.sessions'],
      },
      secret: admin.clientSecret,
    });
    await call('connections.select', { id: saved.id });
    try {
      const e = await fails('eventlog.open', {});
      expect(e.code).toBe('PERMISSION_DENIED');
      expect(e.message).toContain('OAuth scope "log"');
    } finally {
      await call('connections.select', { id: 'embedded' });
    }
  });
});
