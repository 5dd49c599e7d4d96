// Rows in the read shapes of the wire: VoiceprintProfileDetailsForRead and EnrollmentSegmentDetails.
import type { AudioDetails } from '../../generated/proto/nuance/biosec/v1/AudioDetails.js';
import type { EnrollmentSegmentDetails } from '../../generated/proto/nuance/biosec/v1/voiceprint/EnrollmentSegmentDetails.js';
import type { VoiceprintProfileDetailsForUpdate } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForUpdate.js';
import type { VoiceprintProfileDetailsForRead } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForRead.js';
import type { VoiceprintProfileTemplateInfo } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfileTemplateInfo.js';
import { effectiveLock, lockInfoToWire } from './lock.js';
import type { EnrollmentAudioDetails, SegmentRow } from './enrollment.store.js';
import type { ProfileRow } from './profiles.store.js';
import { float, int32, optUid, toTimestamp, uid } from './wire.js';

export const PROFILE_READ_FIELDS = [
  'gk_voiceprint_profile_id',
  'gk_owner_id',
  'owner_type',
  'tag',
  'version',
  'status',
  'lock_info',
  'template_info',
  'near_term_adaptation',
  'creation_timestamp',
  'modification_timestamp',
  'custom_data',
] as const satisfies readonly (keyof VoiceprintProfileDetailsForRead)[];

/** The write side (ForCreate, ForUpdate) has custom_data only. */
export const PROFILE_WRITE_FIELDS = [
  'custom_data',
] as const satisfies readonly (keyof VoiceprintProfileDetailsForUpdate)[];

export function templateInfo(row: ProfileRow): VoiceprintProfileTemplateInfo | undefined {
  if (!row.latest_train_at) return undefined;
  return {
    gk_calibration_model_revision_id: optUid(row.calibration_model_revision_id),
    voice_class_score: float(row.voice_class_score),
    latest_train_timestamp: toTimestamp(row.latest_train_at),
  };
}

export function profileToRead(row: ProfileRow, now: Date): VoiceprintProfileDetailsForRead {
  return {
    gk_voiceprint_profile_id: uid(row.gk_voiceprint_profile_id),
    gk_owner_id: uid(row.gk_owner_id),
    owner_type: row.owner_type,
    tag: row.tag,
    version: int32(row.version),
    status: row.status,
    lock_info: lockInfoToWire(effectiveLock(row, now)),
    template_info: templateInfo(row),
    near_term_adaptation: { value: row.near_term_adaptation },
    creation_timestamp: toTimestamp(row.created_at),
    modification_timestamp: toTimestamp(row.modified_at),
    custom_data: row.custom_data,
  };
}

const duration = (ms: number | undefined) => {
  if (ms === undefined) return undefined;
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: Math.round((ms - seconds * 1000) * 1_000_000) };
};

function audioDetails(seg: SegmentRow): AudioDetails {
  const a: EnrollmentAudioDetails = seg.audio_details ?? {};
  return {
    gk_media_segment_id: optUid(seg.gk_media_segment_id),
    gk_processed_audio_id: uid(seg.gk_processed_audio_id),
    gross_audio: duration(a.grossAudioMs),
    net_audio: duration(a.netAudioMs),
    snr_db: float(a.snrDb),
    speech_level: float(a.speechLevel),
    saturation_level: float(a.saturationLevel),
    media_number_of_channels: int32(a.mediaNumberOfChannels),
    media_sampling_rate_hz: int32(a.mediaSamplingRateHz),
    selected_channel: a.selectedChannel === undefined ? undefined : { channel: { value: a.selectedChannel } },
    processed_audio_number_of_channels: int32(a.processedAudioNumberOfChannels),
    processed_audio_sampling_rate_hz: int32(a.processedAudioSamplingRateHz),
    number_of_detected_speakers: int32(a.numberOfDetectedSpeakers),
    segmentation_score: float(a.segmentationScore),
  };
}

/** used_for_train false marks a segment added after the last train. */
export function segmentToRead(seg: SegmentRow): EnrollmentSegmentDetails {
  return {
    gk_media_segment_id: optUid(seg.gk_media_segment_id),
    gk_processed_audio_id: uid(seg.gk_processed_audio_id),
    consistency_decision: seg.consistency_decision ?? 'CONSISTENCY_DECISION_UNSPECIFIED',
    consistency_score: float(seg.consistency_score),
    used_for_train: { value: seg.used_for_train },
    audio_details: audioDetails(seg),
    voice_class_score: float(seg.voice_class_score),
    gk_calibration_model_revision_id: optUid(seg.calibration_model_revision_id),
  };
}
