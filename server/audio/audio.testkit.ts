// Helpers for the audio integration tests: a session to record in, GetUploadUrl + upload in one
// step, downloads, and counts of everything an upload can leave behind.
import fs from 'node:fs';
import { expect } from 'vitest';
import type { TestServer } from '../../testkit/server-harness.testkit.js';
import { grpcStatus } from '../../testkit/server-harness.testkit.js';
import { openBlobStore } from '../blobs/open.js';
import { AudioFileStore } from './audio-files.store.js';

export const AUDIO = 'nuance.biosec.v1.audio.AudioManager';
export const PEAKS = 'vigil.v1.MediaPeaks';
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';

export interface Recording {
  scopeId: string;
  engagementId: string;
  sessionId: string;
  context: { gk_scope_id: { value: string }; gk_engagement_id: { value: string }; gk_session_id: { value: string } };
}

const idOf = (x: unknown) => (x as { value: string }).value;

export async function newRecording(t: TestServer, token: string, scopeId = t.scopeId): Promise<Recording> {
  const r = await t.call<{ gk_session_id: unknown; gk_engagement_id: unknown }>(
    SESSIONS,
    'StartSession',
    {
      context: { gk_scope_id: { value: scopeId } },
      session_type: 'SESSION_TYPE_CALL_CENTER',
      details: { call_type: 'CALL_TYPE_INBOUND' },
    },
    token,
  );
  const engagementId = idOf(r.gk_engagement_id);
  const sessionId = idOf(r.gk_session_id);
  return {
    scopeId,
    engagementId,
    sessionId,
    context: {
      gk_scope_id: { value: scopeId },
      gk_engagement_id: { value: engagementId },
      gk_session_id: { value: sessionId },
    },
  };
}

export const scopeCtx = (scopeId: string) => ({ gk_scope_id: { value: scopeId } });

export async function uploadUrl(
  t: TestServer,
  token: string,
  rec: Recording,
  req: object,
): Promise<{ url: string; id: string }> {
  const r = await t.call<{ media_upload_url: string; gk_media_segment_id: { value: string } }>(
    AUDIO,
    'GetUploadUrl',
    { context: rec.context, ...req },
    token,
  );
  return { url: r.media_upload_url, id: r.gk_media_segment_id.value };
}

export interface UploadResult {
  gk_media_segment_id: string;
  sample_rate_hz: number;
  number_of_channels: number;
  processed_audio: {
    gk_processed_audio_id: string;
    channel?: number;
    net_audio_seconds: number;
    snr_db: number | null;
  }[];
}

export async function put(
  url: string,
  body: Uint8Array,
  method = 'PUT',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, { method, body: body.slice(), headers: { 'content-type': 'application/octet-stream' } });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** GetUploadUrl then PUT; expects success. */
export async function uploadAudio(
  t: TestServer,
  token: string,
  rec: Recording,
  req: object,
  body: Uint8Array,
): Promise<UploadResult> {
  const { url } = await uploadUrl(t, token, rec, req);
  const r = await put(url, body);
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json as unknown as UploadResult;
}

export async function downloadUrl(
  t: TestServer,
  token: string,
  scopeId: string,
  id: string,
  req: object = {},
): Promise<string> {
  const r = await t.call<{ media_download_url: string }>(
    AUDIO,
    'GetDownloadUrl',
    { context: scopeCtx(scopeId), gk_media_segment_id: { value: id }, ...req },
    token,
  );
  return r.media_download_url;
}

export async function fetchBytes(url: string): Promise<{ status: number; type: string; bytes: Uint8Array }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** The audio files as the test server stores them (its database's blob store, or the data folder). */
export const serverAudioFiles = (t: TestServer, dataDir: string): AudioFileStore =>
  new AudioFileStore(openBlobStore({ db: t.db, dataDir }));

/** Rows and files an upload could have created. */
export async function leftovers(t: TestServer, dataDir: string, segmentId: string) {
  const q = async (sql: string) => (await t.db.query<{ n: number }>(sql, [segmentId])).rows[0]!.n;
  return {
    processed: await q(`SELECT count(*)::int AS n FROM processed_audio WHERE gk_media_segment_id = $1`),
    ready: await q(
      `SELECT count(*)::int AS n FROM media_segments WHERE gk_media_segment_id = $1 AND state <> 'pending'`,
    ),
    peakLevels: await q(`SELECT count(*)::int AS n FROM media_peak_levels WHERE gk_media_segment_id = $1`),
    consumedTokens: await q(
      `SELECT count(*)::int AS n FROM audio_upload_tokens WHERE gk_media_segment_id = $1 AND consumed_at IS NOT NULL`,
    ),
    files: (await serverAudioFiles(t, dataDir).list()).length,
    // Half-written files of the local blob store: beside their target, or staged ahead of their key.
    tempFiles: ['audio', '.staged']
      .map((sub) => `${dataDir}/${sub}`)
      .filter((d) => fs.existsSync(d))
      .flatMap((d) => fs.readdirSync(d, { recursive: true }).filter((f) => String(f).endsWith('.tmp'))).length,
  };
}

export async function rpcCode(
  p: Promise<unknown>,
): Promise<{ code: number; message: string; status?: Record<string, unknown> }> {
  try {
    await p;
  } catch (err) {
    return grpcStatus(err);
  }
  throw new Error('expected the call to fail');
}
