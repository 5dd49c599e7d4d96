// SQL for media segments, processed audio, upload tokens and cached peaks. Every query filters by
// scope, so a segment of another scope reads as absent.
import type { Queryable } from '../db/types.js';
import type { ChannelAnalysis } from './analysis.js';
import type { CallType__Output as CallType } from '../../generated/proto/nuance/biosec/v1/CallType.js';
import type { DeclaredFormat, PartyRow } from './formats.js';

export interface SegmentRow {
  gk_media_segment_id: string;
  scope_id: string;
  gk_engagement_id: string | null;
  gk_session_id: string | null;
  state: 'pending' | 'ready';
  declared_container: string;
  declared_format: DeclaredFormat | null;
  source_encoding: string | null;
  sample_rate_hz: number | null;
  number_of_channels: number | null;
  frame_count: number | null;
  call_parties: PartyRow[];
  call_type: CallType | null;
  redacted_intervals: IntervalRow[];
  masked_intervals: IntervalRow[];
  legal_hold: boolean;
  gk_person_id: string | null;
  custom_data: Record<string, string>;
  is_live: boolean;
  shared_in_data_share: boolean;
  audio_sha256: string | null;
  created_at: Date;
  modified_at: Date;
  uploaded_at: Date | null;
}

/** An interval in seconds from the start; end null = to the end. Channel 1-based (0: all). */
export interface IntervalRow {
  start: number;
  end: number | null;
  channel: number;
}

export interface ProcessedRow {
  gk_processed_audio_id: string;
  gk_media_segment_id: string;
  scope_id: string;
  selected_channel: number | null;
  sample_rate_hz: number;
  number_of_channels: number;
  gross_audio_s: number;
  net_audio_s: number;
  snr_db: number | null;
  speech_level: number | null;
  saturation_level: number;
  actual_language: string | null;
  custom_data: Record<string, string>;
  created_at: Date;
  modified_at: Date;
}

export async function insertPendingSegment(
  q: Queryable,
  s: {
    id: string;
    scopeId: string;
    engagementId: string;
    sessionId: string;
    container: string;
    format: DeclaredFormat;
    parties: PartyRow[];
    callType: string | null;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO media_segments (gk_media_segment_id, scope_id, gk_engagement_id, gk_session_id, state, declared_container,
       declared_format, call_parties, call_type, created_at, modified_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $9)`,
    [
      s.id,
      s.scopeId,
      s.engagementId,
      s.sessionId,
      s.container,
      JSON.stringify(s.format),
      JSON.stringify(s.parties),
      s.callType,
      s.now,
    ],
  );
}

export async function getSegment(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<SegmentRow | undefined> {
  const r = await q.query<SegmentRow>(
    `SELECT * FROM media_segments WHERE scope_id = $1 AND gk_media_segment_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, id],
  );
  return r.rows[0];
}

/** Looks a segment up by ID alone (the upload URL carries no scope; its token names it). */
export async function getSegmentById(q: Queryable, id: string): Promise<SegmentRow | undefined> {
  const r = await q.query<SegmentRow>(`SELECT * FROM media_segments WHERE gk_media_segment_id = $1`, [id]);
  return r.rows[0];
}

export async function markSegmentReady(
  q: Queryable,
  id: string,
  a: {
    encoding: string;
    sampleRate: number;
    channels: number;
    frames: number;
    sha: string;
    now: Date;
    redacted?: IntervalRow[];
  },
): Promise<void> {
  await q.query(
    `UPDATE media_segments SET state = 'ready', source_encoding = $2, sample_rate_hz = $3, number_of_channels = $4,
       frame_count = $5, audio_sha256 = $6, uploaded_at = $7, modified_at = $7,
       redacted_intervals = COALESCE($8::jsonb, redacted_intervals)
     WHERE gk_media_segment_id = $1`,
    [id, a.encoding, a.sampleRate, a.channels, a.frames, a.sha, a.now, a.redacted ? JSON.stringify(a.redacted) : null],
  );
}

export async function insertProcessed(
  q: Queryable,
  p: {
    id: string;
    segmentId: string;
    scopeId: string;
    channel: number | null;
    sampleRate: number;
    channels: number;
    a: ChannelAnalysis;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO processed_audio (gk_processed_audio_id, gk_media_segment_id, scope_id, selected_channel, sample_rate_hz,
       number_of_channels, gross_audio_s, net_audio_s, snr_db, speech_level, saturation_level, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      p.id,
      p.segmentId,
      p.scopeId,
      p.channel,
      p.sampleRate,
      p.channels,
      p.a.grossSeconds,
      p.a.netSeconds,
      p.a.snrDb ?? null,
      p.a.speechLevelDbfs ?? null,
      p.a.saturationPerMinute,
      p.now,
    ],
  );
}

export async function getProcessed(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<ProcessedRow | undefined> {
  const r = await q.query<ProcessedRow>(
    `SELECT * FROM processed_audio WHERE scope_id = $1 AND gk_processed_audio_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, id],
  );
  return r.rows[0];
}

export async function listProcessedOfSegment(
  q: Queryable,
  scopeId: string,
  segmentId: string,
): Promise<ProcessedRow[]> {
  const r = await q.query<ProcessedRow>(
    `SELECT * FROM processed_audio WHERE scope_id = $1 AND gk_media_segment_id = $2 ORDER BY selected_channel NULLS FIRST`,
    [scopeId, segmentId],
  );
  return r.rows;
}

export async function updateSegmentDetails(
  q: Queryable,
  id: string,
  patch: { gk_person_id?: string | null; legal_hold?: boolean; custom_data?: Record<string, string> },
  now: Date,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  if ('gk_person_id' in patch) sets.push(`gk_person_id = $${params.push(patch.gk_person_id)}`);
  if ('legal_hold' in patch) sets.push(`legal_hold = $${params.push(patch.legal_hold)}`);
  if ('custom_data' in patch) sets.push(`custom_data = $${params.push(JSON.stringify(patch.custom_data))}::jsonb`);
  await q.query(
    `UPDATE media_segments SET ${[...sets, 'modified_at = $2'].join(', ')} WHERE gk_media_segment_id = $1`,
    params,
  );
}

export async function updateProcessedDetails(
  q: Queryable,
  id: string,
  patch: { actual_language?: string | null; custom_data?: Record<string, string> },
  now: Date,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  if ('actual_language' in patch) sets.push(`actual_language = $${params.push(patch.actual_language)}`);
  if ('custom_data' in patch) sets.push(`custom_data = $${params.push(JSON.stringify(patch.custom_data))}::jsonb`);
  await q.query(
    `UPDATE processed_audio SET ${[...sets, 'modified_at = $2'].join(', ')} WHERE gk_processed_audio_id = $1`,
    params,
  );
}

/** Whether a voiceprint uses the segment (or one of its processed audios) for enrollment. */
export async function usedForEnrollment(q: Queryable, scopeId: string, segmentId: string): Promise<boolean> {
  const t = await q.query<{ t: string | null }>(`SELECT to_regclass('voiceprint_enrollment_segments')::text AS t`);
  if (!t.rows[0]?.t) return false;
  const r = await q.query(
    `SELECT 1 FROM voiceprint_enrollment_segments e
      WHERE e.scope_id = $1 AND (e.gk_media_segment_id = $2
         OR e.gk_processed_audio_id IN (SELECT gk_processed_audio_id FROM processed_audio WHERE gk_media_segment_id = $2))
      LIMIT 1`,
    [scopeId, segmentId],
  );
  return r.rows.length > 0;
}

export async function deleteSegment(q: Queryable, id: string): Promise<void> {
  await q.query(`DELETE FROM media_segments WHERE gk_media_segment_id = $1`, [id]);
}

export async function insertUploadToken(
  q: Queryable,
  t: { id: string; segmentId: string; scopeId: string; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO audio_upload_tokens (token_id, gk_media_segment_id, scope_id, expires_at) VALUES ($1, $2, $3, $4)`,
    [t.id, t.segmentId, t.scopeId, t.expiresAt],
  );
}

export interface UploadTokenRow {
  token_id: string;
  gk_media_segment_id: string;
  scope_id: string;
  expires_at: Date;
  consumed_at: Date | null;
}

export async function getUploadToken(q: Queryable, id: string, forUpdate = false): Promise<UploadTokenRow | undefined> {
  const r = await q.query<UploadTokenRow>(
    `SELECT * FROM audio_upload_tokens WHERE token_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return r.rows[0];
}

export async function consumeUploadToken(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query(`UPDATE audio_upload_tokens SET consumed_at = $2 WHERE token_id = $1`, [id, now]);
}

export async function getPeaks(q: Queryable, segmentId: string, points: number): Promise<Uint8Array | undefined> {
  const r = await q.query<{ data: Uint8Array }>(
    `SELECT data FROM media_peaks WHERE gk_media_segment_id = $1 AND points = $2`,
    [segmentId, points],
  );
  return r.rows[0]?.data;
}

export async function putPeaks(
  q: Queryable,
  segmentId: string,
  points: number,
  data: Uint8Array,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO media_peaks (gk_media_segment_id, points, data, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (gk_media_segment_id, points) DO NOTHING`,
    [segmentId, points, Buffer.from(data.buffer, data.byteOffset, data.byteLength), now],
  );
}

export interface PeakLevelRow {
  samples_per_peak: number;
  peaks: number;
  channels: number;
}

/** The segment's stored peak levels (sizes only), finest first. */
export async function listPeakLevels(q: Queryable, segmentId: string): Promise<PeakLevelRow[]> {
  const r = await q.query<PeakLevelRow>(
    `SELECT samples_per_peak, peaks, channels FROM media_peak_levels
      WHERE gk_media_segment_id = $1 ORDER BY samples_per_peak`,
    [segmentId],
  );
  return r.rows;
}

/** `length` bytes of one level's data from byte `offset` (0-based): only that slice is read. */
export async function readPeakLevelSlice(
  q: Queryable,
  segmentId: string,
  samplesPerPeak: number,
  offset: number,
  length: number,
): Promise<Uint8Array | undefined> {
  const r = await q.query<{ data: Uint8Array }>(
    `SELECT substring(data FROM $3 FOR $4) AS data FROM media_peak_levels
      WHERE gk_media_segment_id = $1 AND samples_per_peak = $2`,
    [segmentId, samplesPerPeak, offset + 1, length],
  );
  return r.rows[0]?.data;
}

export async function putPeakLevel(
  q: Queryable,
  segmentId: string,
  level: { samplesPerPeak: number; peaks: number; channels: number; bytes: Uint8Array },
  now: Date,
): Promise<void> {
  const b = level.bytes;
  await q.query(
    `INSERT INTO media_peak_levels (gk_media_segment_id, samples_per_peak, peaks, channels, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (gk_media_segment_id, samples_per_peak) DO NOTHING`,
    [
      segmentId,
      level.samplesPerPeak,
      level.peaks,
      level.channels,
      Buffer.from(b.buffer, b.byteOffset, b.byteLength),
      now,
    ],
  );
}

/** The engagement and call type of a session an upload is reserved for (GetUploadUrl), or undefined. */
export async function getUploadSession(
  q: Queryable,
  scopeId: string,
  sessionId: string,
): Promise<{ gk_engagement_id: string; call_type: string | null } | undefined> {
  const s = await q.query<{ gk_engagement_id: string; call_type: string | null }>(
    `SELECT gk_engagement_id, call_type FROM sessions WHERE scope_id = $1 AND gk_session_id = $2`,
    [scopeId, sessionId],
  );
  return s.rows[0];
}
