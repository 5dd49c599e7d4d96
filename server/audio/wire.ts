// Rows to the read messages of the audio API (proto-loader shape), and the details of updates to
// column patches. Field mask names follow the details messages.
import type { MediaSegmentDetailsForRead } from '../../generated/proto/nuance/biosec/v1/audio/MediaSegmentDetailsForRead.js';
import type { ProcessedAudioDetailsForRead } from '../../generated/proto/nuance/biosec/v1/audio/ProcessedAudioDetailsForRead.js';
import type { Violations } from '../rpc/errors.js';
import { float, int32, readCustomData, readUniqueId, toTimestamp, uid } from '../rpc/wire-values.js';
import type { IntervalRow, ProcessedRow, SegmentRow } from './media.store.js';

export const MEDIA_READ_FIELDS = [
  'gk_person_id',
  'legal_hold',
  'media_length',
  'sample_rate_hz',
  'number_of_channels',
  'call_parties',
  'call_type',
  'redacted_intervals',
  'masked_intervals',
  'custom_data',
] as const;
export const MEDIA_WRITE_FIELDS = ['gk_person_id', 'legal_hold', 'custom_data'] as const;

export const PROCESSED_READ_FIELDS = [
  'gk_calibration_model_revision_id',
  'gk_playback_calibration_model_revision_id',
  'processed_audio_attributes',
  'processing_attributes',
  'deviceprint_processing_attributes',
  'voice_class_score',
  'actual_language',
  'creation_timestamp',
  'modification_timestamp',
  'custom_data',
] as const;
export const PROCESSED_WRITE_FIELDS = ['actual_language', 'custom_data'] as const;

export function toDuration(seconds: number): { seconds: string; nanos: number } {
  const whole = Math.floor(seconds);
  return { seconds: String(whole), nanos: Math.round((seconds - whole) * 1e9) };
}

const interval = (i: IntervalRow) => ({
  start_offset: toDuration(i.start),
  ...(i.end !== null ? { end_offset: toDuration(i.end) } : {}),
  channel: i.channel,
});

export function segmentToRead(row: SegmentRow): MediaSegmentDetailsForRead {
  const ready = row.state === 'ready' && row.sample_rate_hz && row.frame_count !== null;
  return {
    gk_person_id: row.gk_person_id ? uid(row.gk_person_id) : undefined,
    legal_hold: { value: row.legal_hold },
    media_length: ready ? toDuration(row.frame_count! / row.sample_rate_hz!) : undefined,
    sample_rate_hz: int32(row.sample_rate_hz),
    number_of_channels: int32(row.number_of_channels),
    call_parties: row.call_parties.map((p) => ({
      channel_index: p.channel_index,
      party_type: p.party_type,
      ...(p.gk_party_id ? { gk_party_id: uid(p.gk_party_id) } : {}),
    })),
    call_type: row.call_type ?? undefined,
    redacted_intervals: row.redacted_intervals.map(interval),
    masked_intervals: row.masked_intervals.map(interval),
    custom_data: row.custom_data,
  };
}

export function processedToRead(row: ProcessedRow): ProcessedAudioDetailsForRead {
  return {
    processed_audio_attributes: {
      sample_rate_hz: { value: row.sample_rate_hz },
      number_of_channels: { value: row.number_of_channels },
      ...(row.selected_channel !== null ? { selected_channel: { channel: { value: row.selected_channel } } } : {}),
    },
    processing_attributes: {
      gross_audio: toDuration(row.gross_audio_s),
      net_audio: toDuration(row.net_audio_s),
      snr_db: float(row.snr_db),
      speech_level: float(row.speech_level),
      saturation_level: { value: row.saturation_level },
    },
    actual_language: row.actual_language ?? undefined,
    creation_timestamp: toTimestamp(row.created_at),
    modification_timestamp: toTimestamp(row.modified_at),
    custom_data: row.custom_data,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- details arrive in proto-loader shape, checked field by field
type Details = Record<string, any>;

/** Columns set by MediaSegmentDetailsForWrite; a masked field absent from details is cleared. */
export function segmentPatchFrom(v: Violations, d: Details, mask: Set<string>) {
  const p: { gk_person_id?: string | null; legal_hold?: boolean; custom_data?: Record<string, string> } = {};
  if (mask.has('gk_person_id')) p.gk_person_id = readUniqueId(v, 'details.gk_person_id', d.gk_person_id) ?? null;
  if (mask.has('legal_hold')) p.legal_hold = d.legal_hold?.value === true;
  if (mask.has('custom_data')) p.custom_data = readCustomData(v, 'details.custom_data', d.custom_data);
  return p;
}

export function processedPatchFrom(v: Violations, d: Details, mask: Set<string>) {
  const p: { actual_language?: string | null; custom_data?: Record<string, string> } = {};
  if (mask.has('actual_language')) {
    const lang = d.actual_language;
    if (lang !== undefined && lang !== null && typeof lang !== 'string')
      v.add('details.actual_language', 'must be a string', 'INVALID_FORMAT');
    else if (typeof lang === 'string' && lang.length > 35)
      v.add('details.actual_language', 'must be a language tag of at most 35 characters', 'TOO_LONG', lang);
    else p.actual_language = lang || null;
  }
  if (mask.has('custom_data')) p.custom_data = readCustomData(v, 'details.custom_data', d.custom_data);
  return p;
}
