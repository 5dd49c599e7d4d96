// nuance.asr.v1beta1.Training over gRPC with a real client, the real engine and real storage:
// compile a wordset and watch its job (QUEUED, PROCESSING, COMPLETE), read its metadata, use it by
// URN in a Recognize stream (an out-of-vocabulary name is recognised only with it), delete it
// (metadata NOT_FOUND, recognition NOT_FOUND unless masked); privacy to the app, the refusals
// field by field, large artefacts in the blob store, expiry, and the asr.wordset scope.
import * as grpc from '@grpc/grpc-js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetWordsetMetadataResponse__Output } from '../../generated/proto/nuance/asr/v1beta1/GetWordsetMetadataResponse.js';
import { OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { ManualClock } from '../../wire/clock.js';
import {
  clientCredentialsToken,
  grpcStatus,
  startTestServer,
  type TestServer,
} from '../../testkit/server-harness.testkit.js';
import { createClient } from '../auth/clients.js';
import { DEMO_NLU_URN, deployDemoModel } from '../nlu/demo.js';
import { parseModelUrn } from '../nlu/urn.js';
import {
  compileWordset,
  pcmChunks,
  recognitionInit,
  recognize,
  recognizerClient,
  trainingCall,
  trainingClient,
  transcriptOf,
} from './asr-wire.testkit.js';
import { requireSpeechEngine, spokenClip } from './engine/engine.testkit.js';
import { dlmUrn, wordsetUrn } from './training/urn.js';

const COMPANION = { uri: dlmUrn(parseModelUrn(DEMO_NLU_URN)!.contextTag) };
const PLACES = JSON.stringify({
  PLACES: [{ literal: 'Brixtonvale', spoken: ['bricks ton vale'] }, { literal: 'London' }],
});
const fields = (err: unknown) =>
  ((grpcStatus(err).status?.field_violations as { field: string }[] | undefined) ?? []).map((v) => v.field).sort();

async function appToken(t: TestServer, app: string, oauthScopes?: string[]): Promise<string> {
  const c = await createClient(t.db, {
    app,
    role: 'service',
    gkScopeIds: [t.scopeId],
    name: `svc-${Math.random().toString(36).slice(2, 8)}`,
    ...(oauthScopes ? { oauthScopes } : {}),
  });
  return clientCredentialsToken(t.tokenUrl, c.clientId, c.clientSecret);
}

describe('Training over gRPC', () => {
  let t: TestServer;
  let training: grpc.Client;
  let recognizer: grpc.Client;
  let token: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-training-'));

  beforeAll(async () => {
    requireSpeechEngine();
    t = await startTestServer('pglite', { dataDir });
    await deployDemoModel(t.db, { appId: 'vigil', now: new Date() });
    training = trainingClient(t.grpcAddress);
    recognizer = recognizerClient(t.grpcAddress);
    token = await t.token('service');
  });
  afterAll(async () => {
    training?.close();
    recognizer?.close();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('compiles, describes, biases recognition by URN, and deletes a wordset', async () => {
    const urn = wordsetUrn('vigiltest', 'places');
    const job = await compileWordset(training, token, {
      wordset: PLACES,
      companion_artifact_reference: COMPANION,
      target_artifact_reference: { uri: urn },
      metadata: { owner: 'fraud-team' },
      client_data: { case: 'training.int.test' },
    });
    expect(job.error).toBeUndefined();
    const updates = job.responses.map((r) => r.job_status_update!);
    expect(updates.map((u) => u.status)).toEqual(['JOB_STATUS_QUEUED', 'JOB_STATUS_PROCESSING', 'JOB_STATUS_COMPLETE']);
    expect(new Set(updates.map((u) => u.job_id)).size).toBe(1);
    for (const r of job.responses) expect(r.request_status).toMatchObject({ status_code: 'OK', http_trans_code: 200 });
    expect(updates[1]!.messages![0]!.data).toMatchObject({ entries: '2', entities: '1' });
    // Stored: the row holds the artefact with the out-of-vocabulary word's pronunciation.
    const stored = await t.db.query<{ artifact: { lines: string[] }; job_id: string; app_id: string }>(
      'SELECT artifact, job_id, app_id FROM asr_wordsets WHERE urn = $1',
      [urn],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.app_id).toBe('vigil');
    expect(stored.rows[0]!.job_id).toBe(updates[0]!.job_id);
    expect(stored.rows[0]!.artifact.lines.some((l) => l.startsWith('brixtonvale\t'))).toBe(true);

    const meta = await trainingCall<GetWordsetMetadataResponse__Output>(
      training,
      'GetWordsetMetadata',
      { artifact_reference: { uri: urn } },
      token,
    );
    expect(meta.error).toBeUndefined();
    expect(meta.response!.request_status).toMatchObject({ status_code: 'OK' });
    expect(meta.response!.metadata).toMatchObject({
      owner: 'fraud-team',
      x_nuance_companion_uri: COMPANION.uri,
      x_vigil_job_id: updates[0]!.job_id,
      x_vigil_entries: '2',
    });
    expect(meta.response!.metadata!.x_nuance_wordset_content_checksum).toMatch(/^[0-9a-f]{64}$/);

    // The same URN again: ALREADY_EXISTS, before any job message.
    const again = await compileWordset(training, token, {
      wordset: PLACES,
      companion_artifact_reference: COMPANION,
      target_artifact_reference: { uri: urn },
    });
    expect(again.error?.code).toBe(grpc.status.ALREADY_EXISTS);
    expect(again.responses).toEqual([]);

    // Recognition: the name is recognised only with the compiled wordset.
    const clip = await spokenClip('Please send the money to Brixtonvale today.', 'slt', 300, 16000);
    const params = { audio_format: { pcm: { sample_rate_hz: 16000 } }, utterance_detection_mode: 'MULTIPLE' };
    const without = await recognize(recognizer, token, [recognitionInit(params), ...pcmChunks(clip, 16000)]);
    expect(without.error).toBeUndefined();
    expect(transcriptOf(without)).not.toContain('Brixtonvale');
    const compiled = { external_reference: { type: 'COMPILED_WORDSET', uri: urn } };
    const withSet = await recognize(recognizer, token, [
      recognitionInit(params, [compiled]),
      ...pcmChunks(clip, 16000),
    ]);
    expect(withSet.error).toBeUndefined();
    expect(transcriptOf(withSet)).toContain('Brixtonvale');
    const used = await t.db.query<{ used_at: Date | null }>('SELECT used_at FROM asr_wordsets WHERE urn = $1', [urn]);
    expect(used.rows[0]!.used_at).not.toBeNull();

    // Another app sees nothing at that URN.
    const stranger = await appToken(t, 'otherapp');
    const theirs = await trainingCall(training, 'GetWordsetMetadata', { artifact_reference: { uri: urn } }, stranger);
    expect(theirs.error?.code).toBe(grpc.status.NOT_FOUND);
    const theirRecognition = await recognize(recognizer, stranger, [recognitionInit({}, [compiled])]);
    expect(theirRecognition.error?.code).toBe(grpc.status.NOT_FOUND);
    expect(theirRecognition.error?.details).toContain(urn);
    const theirDelete = await trainingCall(training, 'DeleteWordset', { artifact_reference: { uri: urn } }, stranger);
    expect(theirDelete.error?.code).toBe(grpc.status.NOT_FOUND);

    // Delete: gone from storage; metadata and recognition answer NOT_FOUND (unless masked).
    const del = await trainingCall<{ request_status: unknown }>(
      training,
      'DeleteWordset',
      { artifact_reference: { uri: urn } },
      token,
    );
    expect(del.error).toBeUndefined();
    expect(del.response!.request_status).toMatchObject({ status_code: 'OK' });
    expect((await t.db.query('SELECT 1 FROM asr_wordsets WHERE urn = $1', [urn])).rows).toHaveLength(0);
    const after = await trainingCall(training, 'GetWordsetMetadata', { artifact_reference: { uri: urn } }, token);
    expect(after.error?.code).toBe(grpc.status.NOT_FOUND);
    const gone = await recognize(recognizer, token, [recognitionInit({}, [compiled])]);
    expect(gone.error?.code).toBe(grpc.status.NOT_FOUND);
    const masked = await recognize(recognizer, token, [
      recognitionInit({}, [{ external_reference: { type: 'COMPILED_WORDSET', uri: urn, mask_load_failures: true } }]),
    ]);
    expect(masked.error).toBeUndefined();
    expect(masked.responses.map((r) => r.status?.code)).toEqual([100, 200]);
    const twice = await trainingCall(training, 'DeleteWordset', { artifact_reference: { uri: urn } }, token);
    expect(twice.error?.code).toBe(grpc.status.NOT_FOUND);
  });

  it('refuses bad requests field by field, before any job message', async () => {
    const target = { uri: wordsetUrn('vigiltest', 'bad') };
    const cases: [Parameters<typeof compileWordset>[2], string[]][] = [
      [
        { wordset: '{not json', companion_artifact_reference: COMPANION, target_artifact_reference: target },
        ['wordset'],
      ],
      [
        {
          wordset: JSON.stringify({ NAMES: [{ spoken: ['x'] }, { literal: 'Ann', spoken: 'ann' }] }),
          companion_artifact_reference: COMPANION,
          target_artifact_reference: target,
        },
        ['wordset.NAMES[0].literal', 'wordset.NAMES[1].spoken'],
      ],
      [
        {
          wordset: PLACES,
          companion_artifact_reference: { uri: 'urn:nuance-mix:tag:model/x/mix.asr' },
          target_artifact_reference: { uri: 'urn:nuance-mix:tag:wordset:lang/vigiltest/bad/fra-FRA/mix.asr' },
          metadata: { x_nuance_owner: 'me' },
        },
        ['companion_artifact_reference.uri', 'metadata[x_nuance_owner]', 'target_artifact_reference.uri'],
      ],
      [
        { wordset: '', companion_artifact_reference: {} },
        ['companion_artifact_reference.uri', 'target_artifact_reference.uri', 'wordset'],
      ],
      [{ wordset: '{}', companion_artifact_reference: COMPANION, target_artifact_reference: target }, ['wordset']],
      [
        {
          wordset: JSON.stringify({ N: Array.from({ length: 10_001 }, (_, i) => ({ literal: `name${i}` })) }),
          companion_artifact_reference: COMPANION,
          target_artifact_reference: target,
        },
        ['wordset'],
      ],
    ];
    for (const [request, expected] of cases) {
      const o = await compileWordset(training, token, request);
      expect(o.error?.code, JSON.stringify(request)).toBe(grpc.status.INVALID_ARGUMENT);
      expect(fields(o.error)).toEqual(expected);
      expect(o.responses).toEqual([]);
    }
    const fr = await compileWordset(training, token, {
      wordset: PLACES,
      companion_artifact_reference: COMPANION,
      target_artifact_reference: { uri: 'urn:nuance-mix:tag:wordset:lang/vigiltest/bad/fra-FRA/mix.asr' },
    });
    expect(fr.error?.details).toContain('eng-USA');
    // A companion model the app does not have: NOT_FOUND naming it.
    const unknown = await compileWordset(training, token, {
      wordset: PLACES,
      companion_artifact_reference: { uri: dlmUrn('nosuchproject') },
      target_artifact_reference: target,
    });
    expect(unknown.error?.code).toBe(grpc.status.NOT_FOUND);
    expect(unknown.error?.details).toContain(dlmUrn('nosuchproject'));
    // Metadata and delete of a malformed URN.
    const meta = await trainingCall(training, 'GetWordsetMetadata', { artifact_reference: { uri: 'places' } }, token);
    expect(meta.error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(fields(meta.error)).toEqual(['artifact_reference.uri']);
    const del = await trainingCall(training, 'DeleteWordset', {}, token);
    expect(fields(del.error)).toEqual(['artifact_reference.uri']);
    expect((await t.db.query("SELECT 1 FROM asr_wordsets WHERE name = 'bad'")).rows).toHaveLength(0);
  });

  it('keeps a large artefact in the blob store and still serves it to recognitions', async () => {
    const urn = wordsetUrn('vigiltest', 'many');
    const letters = (n: number) =>
      [0, 1, 2].map((k) => String.fromCharCode(97 + (Math.floor(n / 26 ** k) % 26))).join('');
    const entries = Array.from({ length: 999 }, (_, i) => ({
      literal: `Zorbquist${letters(i)}lemontvaughan`,
      spoken: ['sorry quest lemon vaughan'],
    }));
    entries.push({ literal: 'Brixtonvale', spoken: ['bricks ton vale'] });
    const job = await compileWordset(training, token, {
      wordset: JSON.stringify({ NAMES: entries.slice(0, 999), PLACES: entries.slice(999) }),
      companion_artifact_reference: COMPANION,
      target_artifact_reference: { uri: urn },
    });
    expect(job.error).toBeUndefined();
    expect(job.responses.at(-1)!.job_status_update!.status).toBe('JOB_STATUS_COMPLETE');
    const row = await t.db.query<{ artifact: unknown; artifact_blob: string | null }>(
      'SELECT artifact, artifact_blob FROM asr_wordsets WHERE urn = $1',
      [urn],
    );
    expect(row.rows[0]!.artifact).toBeNull();
    const blobFile = path.join(dataDir, row.rows[0]!.artifact_blob!);
    expect(fs.statSync(blobFile).size).toBeGreaterThan(64 * 1024);
    const o = await recognize(recognizer, token, [
      recognitionInit({}, [{ external_reference: { type: 'COMPILED_WORDSET', uri: urn } }]),
    ]);
    expect(o.error).toBeUndefined();
    expect(o.responses.map((r) => r.status?.code)).toEqual([100, 200]);
    await trainingCall(training, 'DeleteWordset', { artifact_reference: { uri: urn } }, token);
    expect(fs.existsSync(blobFile)).toBe(false);
  });

  it('accepts a DLM of a project the app deployed; an unknown one fails unless masked', async () => {
    const known = await recognize(recognizer, token, [
      recognitionInit({}, [{ external_reference: { type: 'DOMAIN_LM', uri: COMPANION.uri }, weight_value: 0.7 }]),
    ]);
    expect(known.error).toBeUndefined();
    const stranger = await appToken(t, 'otherapp');
    const theirs = await recognize(recognizer, stranger, [
      recognitionInit({}, [{ external_reference: { type: 'DOMAIN_LM', uri: COMPANION.uri } }]),
    ]);
    expect(theirs.error?.code).toBe(grpc.status.NOT_FOUND);
  });

  it('needs a token with the asr.wordset scope', async () => {
    const asrOnly = await t.token('service', { oauthScopes: [OAUTH_SCOPES.asr] });
    const denied = await compileWordset(training, asrOnly, {
      wordset: PLACES,
      companion_artifact_reference: COMPANION,
      target_artifact_reference: { uri: wordsetUrn('vigiltest', 'scoped') },
    });
    expect(denied.error?.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(denied.error?.details).toContain('"asr.wordset"');
    const meta = await trainingCall(
      training,
      'GetWordsetMetadata',
      { artifact_reference: { uri: wordsetUrn('a', 'b') } },
      asrOnly,
    );
    expect(meta.error?.code).toBe(grpc.status.PERMISSION_DENIED);
    const none = await compileWordset(training, undefined, {});
    expect(none.error?.code).toBe(grpc.status.UNAUTHENTICATED);
  });
});

describe('Compiled wordset expiry', () => {
  it('expires 28 days after its compile or last use, whichever is later', async () => {
    requireSpeechEngine();
    const clock = new ManualClock(Date.now());
    const t = await startTestServer('pglite', { clock });
    const training = trainingClient(t.grpcAddress);
    const recognizer = recognizerClient(t.grpcAddress);
    const day = 24 * 3600 * 1000;
    try {
      await deployDemoModel(t.db, { appId: 'vigil', now: clock.now() });
      const urn = wordsetUrn('vigiltest', 'expiring');
      const job = await compileWordset(training, await t.token('service'), {
        wordset: PLACES,
        companion_artifact_reference: COMPANION,
        target_artifact_reference: { uri: urn },
      });
      expect(job.error).toBeUndefined();
      clock.advance(20 * day);
      const used = await recognize(recognizer, await t.token('service'), [
        recognitionInit({}, [{ external_reference: { type: 'COMPILED_WORDSET', uri: urn } }]),
      ]);
      expect(used.error).toBeUndefined();
      clock.advance(20 * day); // 40 days after the compile, 20 after the use: alive
      const meta = await trainingCall(
        training,
        'GetWordsetMetadata',
        { artifact_reference: { uri: urn } },
        await t.token('service'),
      );
      expect(meta.error).toBeUndefined();
      clock.advance(8 * day + 1); // 28 days and a moment after the use: gone
      const tok = await t.token('service');
      const expired = await trainingCall(training, 'GetWordsetMetadata', { artifact_reference: { uri: urn } }, tok);
      expect(expired.error?.code).toBe(grpc.status.NOT_FOUND);
      const notUsable = await recognize(recognizer, tok, [
        recognitionInit({}, [{ external_reference: { type: 'COMPILED_WORDSET', uri: urn } }]),
      ]);
      expect(notUsable.error?.code).toBe(grpc.status.NOT_FOUND);
      // Its URN is free again; the compile removes the expired row.
      const again = await compileWordset(training, tok, {
        wordset: PLACES,
        companion_artifact_reference: COMPANION,
        target_artifact_reference: { uri: urn },
      });
      expect(again.error).toBeUndefined();
      const rows = await t.db.query<{ job_id: string }>('SELECT job_id FROM asr_wordsets WHERE urn = $1', [urn]);
      expect(rows.rows.map((r) => r.job_id)).toEqual([again.responses[0]!.job_status_update!.job_id]);
    } finally {
      training.close();
      recognizer.close();
      await t.close();
    }
  });
});
