// Caller turns end to end against a real server with the real speech engine and a real semantic
// model: a stereo call (agent left, caller right) is transcribed before any model is deployed for
// the scope's app, so it has no turns; deploying the demo banking model makes the same background
// runner interpret the stored call, and the caller's turns are read back over gRPC and HTTP/JSON
// with their intents and times. The engagement's decision explanation then shows the risky intent
// heard as a context row that weighs nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { ctx, failed, ok, wireCallerFor, type Req, type Transport } from '../../testkit/wire-caller.testkit.js';
import { requireSpeechEngine, spokenClip } from '../asr/engine/engine.testkit.js';
import { newRecording, uploadAudio, type Recording } from '../audio/audio.testkit.js';
import { writeWav } from '../audio/codecs/wav.js';
import { resolveEffectiveConfig } from '../configsets/resolver.store.js';
import { recordVoiceFactor } from '../decisions/voice.js';
import { DEMO_NLU_URN, readDemoModel } from '../nlu/demo.js';
import { deployModel } from '../nlu/models.store.js';
import { SESSIONS_SERVICE } from '../sessions/index.js';

const durationMs = (v: unknown): number => {
  if (typeof v === 'string') return Math.round(Number(v.replace(/s$/, '')) * 1000);
  const d = v as { seconds?: string; nanos?: number };
  return Number(d.seconds ?? 0) * 1000 + Math.round((d.nanos ?? 0) / 1e6);
};

const caller = wireCallerFor({
  routes: {
    GetMediaSegmentTranscript: {
      service: 'vigil.v1.MediaTranscripts',
      verb: 'GET',
      path: (r: Req) =>
        `/vigil/v1/mediasegments/${encodeURIComponent((r.gk_media_segment_id as { value: string }).value)}/transcript`,
    },
    ListEngagements: { service: 'vigil.v1.Browse', verb: 'GET', path: () => '/vigil/v1/browse/engagements' },
    ListDecisionExplanations: {
      service: 'vigil.v1.Browse',
      verb: 'GET',
      path: () => '/vigil/v1/browse/decision-explanations',
    },
  },
  wrapped: [
    'risk',
    'reliability',
    'exact_risk',
    'score',
    'trust_indicator',
    'decision_time_risk',
    'decision_time_exact_risk',
  ],
  pathFields: ['gk_media_segment_id'],
  scalars: {
    start_offset: durationMs,
    end_offset: durationMs,
    heard_at: durationMs,
    media_length: durationMs,
    confidence: (v) => Math.round(Number(v) * 1000) / 1000,
  },
  dropDefaults: true,
});

interface Turn {
  start_offset: number;
  end_offset: number;
  first_word_index?: number;
  end_word_index: number;
  text: string;
  intent?: string;
  confidence?: number;
  entities?: { name: string; start_index?: number; end_index: number; literal: string }[];
  withheld?: boolean;
}
interface Channel {
  channel_index: number;
  words: { text?: string; start_offset: number }[];
  turns?: Turn[];
}

const AGENT_TEXT = 'Thank you for calling. How can I help you today?';
const CALLER_TURNS = ['I want to change my address.', 'I lost my credit card.'];

describe.each(dbKinds())('caller turns and their intents on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  let service: string;
  let analyst: string;
  let rec: Recording;
  let segmentId: string;

  const jobRow = async () =>
    (
      await t.db.query<{ state: string; nlu_model_urn: string | null }>(
        `SELECT state, nlu_model_urn FROM media_transcript_jobs WHERE gk_media_segment_id = $1`,
        [segmentId],
      )
    ).rows[0];

  beforeAll(async () => {
    requireSpeechEngine();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-turns-test-'));
    t = await startTestServer(kind, { dataDir, transcribe: true });
    service = await t.token('service');
    analyst = await t.token('analyst');
    rec = await newRecording(t, service);
    // The caller's two requests on the right, two seconds apart (flite's rms voice, which the
    // engine hears word for word at 8 kHz); the agent on the left.
    const agent = await spokenClip(AGENT_TEXT, 'slt', 300);
    const first = await spokenClip(CALLER_TURNS[0]!, 'rms', 2000);
    const second = await spokenClip(CALLER_TURNS[1]!, 'rms', 2000);
    const right = new Int16Array(first.length + second.length);
    right.set(first);
    right.set(second, first.length);
    const left = new Int16Array(right.length);
    left.set(agent.subarray(0, left.length));
    const up = await uploadAudio(
      t,
      service,
      rec,
      {
        container: 'CONTAINER_WAV',
        call_parties: [
          { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
          { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
        ],
      },
      writeWav({ sampleRate: 8000, channels: [left, right] }),
    );
    segmentId = up.gk_media_segment_id;
    await waitUntil(async () => ['DONE', 'FAILED'].includes((await jobRow())?.state ?? ''), {
      what: 'the transcript job to finish',
      timeoutMs: 90_000,
      intervalMs: 200,
    });
    expect((await jobRow())?.state).toBe('DONE');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rpc = (transport: Transport, method: string, req: Req) => caller(t, transport)(method, req, analyst);
  const transcript = async (transport: Transport) =>
    ok(
      await rpc(transport, 'GetMediaSegmentTranscript', {
        context: ctx(t.scopeId),
        gk_media_segment_id: { value: segmentId },
      }),
    );

  it('has no turns while no model is deployed for an app of the scope, then is interpreted once one is', async () => {
    const before = await transcript('grpc');
    expect(before.transcript_status).toBe('TRANSCRIPT_STATUS_DONE');
    expect(before.interpretation).toBeUndefined();
    expect((before.channels as Channel[]).every((c) => !c.turns?.length)).toBe(true);
    // The test clients are of app "vigil"; the model deployed for it becomes the scope's model.
    await deployModel(t.db, { appId: 'vigil', urn: DEMO_NLU_URN, training: readDemoModel(), now: new Date() });
    await waitUntil(async () => (await jobRow())?.nlu_model_urn === DEMO_NLU_URN, {
      what: 'the stored call to be interpreted with the new model',
      timeoutMs: 30_000,
      intervalMs: 200,
    });
  }, 120_000);

  it.each<Transport>(['grpc', 'http'])('reads back the caller turns with their intents over %s', async (transport) => {
    const body = await transcript(transport);
    expect(body.interpretation).toMatchObject({ model_urn: DEMO_NLU_URN, model_version: 1 });
    const [agent, person] = body.channels as Channel[];
    // Only the caller's channel is interpreted.
    expect(agent!.turns ?? []).toEqual([]);
    const turns = person!.turns ?? [];
    expect(turns.map((u) => u.intent)).toEqual(['CHANGE_ADDRESS', 'REPORT_LOST_CARD']);
    expect(turns[0]!.text).toContain('change my address');
    for (const u of turns) {
      expect(u.confidence).toBeGreaterThan(0.5);
      expect(u.confidence).toBeLessThanOrEqual(1);
      // A turn covers its words: their text and times agree with the transcript's.
      const words = person!.words.slice(u.first_word_index ?? 0, u.end_word_index);
      expect(words.map((w) => w.text).join(' ')).toBe(u.text);
      expect(u.start_offset).toBe(words[0]!.start_offset);
      expect(u.end_offset).toBeGreaterThan(u.start_offset);
    }
    // The second request starts after the first turn ended, past the pause between them.
    expect(turns[1]!.start_offset - turns[0]!.end_offset).toBeGreaterThanOrEqual(800);
    const card = turns[1]!.entities?.find((e) => e.name === 'CARD_TYPE');
    expect(card && turns[1]!.text.slice(card.start_index ?? 0, card.end_index)).toBe(card?.literal);
  });

  it('shows the risky intent heard beside the session decision, as context weighing nothing', async () => {
    await t.db.tx((q) =>
      recordVoiceFactor(q, resolveEffectiveConfig, {
        scopeId: t.scopeId,
        gkSessionId: rec.sessionId,
        score: 85,
        reliability: 90,
        at: new Date(),
      }),
    );
    await t.call(SESSIONS_SERVICE, 'GetSessionDecision', { context: rec.context }, service);
    for (const transport of ['grpc', 'http'] as const) {
      const body = ok(
        await rpc(transport, 'ListDecisionExplanations', {
          context: ctx(t.scopeId),
          gk_engagement_id: { value: rec.engagementId },
        }),
      );
      const [x] = body.explanations as {
        exact_risk: number;
        factors: Record<string, unknown>[];
      }[];
      const intents = x!.factors.filter((f) => f.kind === 'intent');
      expect(intents.map((f) => f.intent)).toEqual(expect.arrayContaining(['CHANGE_ADDRESS', 'REPORT_LOST_CARD']));
      for (const f of intents) {
        expect(f).toMatchObject({ context_only: true, not_counted_reason: 'CONTEXT' });
        expect(f.contribution ?? 0).toBe(0);
        expect(f.weight ?? 0).toBe(0);
        expect(f.gk_media_segment_id).toEqual({ value: segmentId });
      }
      // The fused risk is the voice factor's alone: the intents added nothing.
      expect(x!.exact_risk).toBeCloseTo(15, 9);
    }
  });

  it('counts intents heard after the call as a fraud factor under a configset that lists them', async () => {
    const CM = 'nuance.biosec.v1.configmanager.ConfigurationManager';
    const admin = await t.token('admin');
    const scope = { gk_scope_id: { value: t.scopeId } };
    const create = (content: unknown, perform_validation = false) =>
      t.call<{ gk_configset_revision_id: { value: string } }>(
        CM,
        'CreateConfigset',
        {
          context: scope,
          configset_id: 'intent-rules',
          type: 'CONFIGSET_TYPE_SCOPE',
          raw_content: Buffer.from(JSON.stringify(content)),
          perform_validation,
        },
        admin,
      );
    // A bad rule is refused, naming the list item and field.
    const refused = await create(
      {
        decision: { intentFactors: [{ intents: ['CHANGE_ADDRESS', 'no spaces!'], risk: 101, weight: 1 }] },
      },
      true,
    ).then(
      () => undefined,
      (e: unknown) => grpcStatus(e),
    );
    expect(refused?.code).toBe(3);
    const fields = ((refused?.status?.field_violations ?? []) as { field: string }[]).map((v) => v.field);
    expect(fields.map((f) => f.replace(/^[a-z_]+\./, '')).sort()).toEqual([
      'decision.intentFactors[0].intents[1]',
      'decision.intentFactors[0].risk',
    ]);
    // Change of address and a lost card in one call: risk 100 at weight 1.8 beside the voice's 0.6.
    const created = await create({
      decision: {
        intentFactors: [
          { intents: ['CHANGE_ADDRESS', 'REPORT_LOST_CARD'], risk: 100, weight: 1.8 },
          { intents: ['RAISE_LIMIT'], risk: 100, weight: 5 },
        ],
      },
    });
    await t.call(
      CM,
      'ActivateConfigsetRevision',
      { context: scope, gk_configset_revision_id: created.gk_configset_revision_id },
      admin,
    );
    await t.db.tx((q) =>
      recordVoiceFactor(q, resolveEffectiveConfig, {
        scopeId: t.scopeId,
        gkSessionId: rec.sessionId,
        score: 85,
        reliability: 90,
        at: new Date(),
      }),
    );
    const during = await t.call<{ decision: string; risk: { value: number } }>(
      SESSIONS_SERVICE,
      'GetSessionDecision',
      { context: rec.context },
      service,
    );
    // During the call the voice alone decided.
    expect(during.decision).toBe('DECISION_AUTHENTIC');
    expect(during.risk.value).toBe(15);
    for (const transport of ['grpc', 'http'] as const) {
      const body = ok(
        await rpc(transport, 'ListDecisionExplanations', {
          context: ctx(t.scopeId),
          gk_engagement_id: { value: rec.engagementId },
        }),
      );
      const [x] = body.explanations as {
        risk: number;
        exact_risk: number;
        decision: string;
        thresholds: { fraud_risk_threshold: number };
        factors: Record<string, unknown>[];
        post_call: Record<string, unknown>;
        configset: Record<string, unknown>;
      }[];
      expect(x!.configset.deciding_configset_id).toBe('intent-rules');
      const intents = x!.factors.filter((f) => f.kind === 'intent');
      // One row for the rule heard in full; no context rows; the raise-limit rule was not heard.
      expect(intents).toHaveLength(1);
      const f = intents[0]!;
      expect(f).toMatchObject({
        intent: 'CHANGE_ADDRESS + REPORT_LOST_CARD',
        counted: true,
        post_call: true,
        weight: 1.8,
        risk: 100,
      });
      expect(f.context_only ?? false).toBe(false);
      expect(f.normalised_weight as number).toBeCloseTo(0.75, 9);
      expect(f.contribution as number).toBeCloseTo(75, 9);
      expect(f.gk_media_segment_id).toEqual({ value: segmentId });
      const voice = x!.factors.find((v) => v.kind === 'voice')!;
      expect(voice.contribution as number).toBeCloseTo(0.25 * 15, 9);
      // Fused again: 0.25 x 15 + 0.75 x 100, against the threshold of the same settings (70).
      expect(x!.exact_risk).toBeCloseTo(78.75, 9);
      expect(x!.risk).toBe(79);
      expect(x!.thresholds.fraud_risk_threshold).toBe(70);
      expect(x!.post_call).toMatchObject({ decision_time_risk: 15, over_fraud_risk_threshold: true });
      expect(x!.post_call.summary).toContain('post-call speech analysis: risk 79 ≥ fraud risk threshold 70? yes');
      // The decision given during the call is what it was.
      expect(x!.decision).toBe('DECISION_AUTHENTIC');
    }
  });

  it.each<Transport>(['grpc', 'http'])(
    'filters the engagements queue by an intent heard over %s',
    async (transport) => {
      const ids = async (intent: string) =>
        (
          (ok(await rpc(transport, 'ListEngagements', { context: ctx(t.scopeId), intent })).engagements as
            { gk_engagement_id: { value: string } }[] | undefined) ?? []
        ).map((e) => e.gk_engagement_id.value);
      const other = await rpc(transport, 'ListEngagements', { context: ctx(t.scopeId) });
      expect((ok(other).engagements as unknown[]).length).toBeGreaterThan(0);
      expect(await ids('CHANGE_ADDRESS')).toEqual([rec.engagementId]);
      expect(await ids('REPORT_LOST_CARD')).toEqual([rec.engagementId]);
      // An intent of the deployed model that the caller never asked for.
      expect(readDemoModel().intents).toHaveProperty('RAISE_LIMIT');
      expect(await ids('RAISE_LIMIT')).toEqual([]);
      for (const bad of ['NOT_AN_INTENT', 'change address!']) {
        const err = failed(await rpc(transport, 'ListEngagements', { context: ctx(t.scopeId), intent: bad }));
        expect(err.nuance).toBe('BAD_REQUEST');
        expect(err.violations.map((v) => v.field)).toEqual(['intent']);
      }
    },
  );

  it('never gives out a word redacted after interpretation, and interprets the turn again without it', async () => {
    const before = (await transcript('grpc')).channels as Channel[];
    const words = before[1]!.words;
    const address = words.find((w) => w.text === 'address');
    expect(address).toBeDefined();
    // A redaction over "address" on the caller's channel, as the segment's stored intervals say.
    const at = address!.start_offset / 1000;
    await t.db.query(`UPDATE media_segments SET redacted_intervals = $2::jsonb WHERE gk_media_segment_id = $1`, [
      segmentId,
      JSON.stringify([{ start: at, end: at + 0.1, channel: 2 }]),
    ]);
    const heard = (c: Channel[]) => c[1]!.turns?.map((u) => u.text).join(' | ') ?? '';
    // Straight away: the turn is withheld, or already interpreted again; "address" is never there.
    const now = (await transcript('http')).channels as Channel[];
    expect(heard(now)).not.toContain('address');
    expect(now[1]!.words.some((w) => w.text === 'address')).toBe(false);
    // The runner interprets the turn again without the redacted word.
    const again = await waitUntil(
      async () => {
        const c = (await transcript('grpc')).channels as Channel[];
        return c[1]!.turns?.[0] && !c[1]!.turns[0].withheld ? c : undefined;
      },
      { what: 'the turn to be interpreted again without the redacted word', timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(again[1]!.turns![0]!.text).toBe('i want to change my');
    const stored = await t.db.query<{ text: string }>(
      `SELECT text FROM media_transcript_turns WHERE gk_media_segment_id = $1 AND channel_index = 2 ORDER BY turn_index`,
      [segmentId],
    );
    expect(stored.rows.map((r) => r.text).join(' ')).not.toContain('address');
  });
});
