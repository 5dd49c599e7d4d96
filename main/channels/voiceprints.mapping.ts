// Proto-loader voiceprint messages -> the console's plain voiceprint objects (shared/domain/voiceprints.ts).
import {
  AUTOMATIC_LOCK_REASON,
  type EnrollmentSegment,
  type LockInfo,
  type VoiceprintDetails,
  type VoiceprintSummary,
} from '../../shared/domain/voiceprints.js';
import { toDomain } from '../grpc/to-domain.js';

const READ_TYPE = 'nuance.biosec.v1.voiceprint.VoiceprintProfileDetailsForRead';
const SEGMENT_TYPE = 'nuance.biosec.v1.voiceprint.EnrollmentSegmentDetails';

interface ReadDomain {
  gkVoiceprintProfileId?: string;
  gkOwnerId?: string;
  ownerType?: string;
  tag?: string;
  version?: number;
  status?: string;
  lockInfo?: {
    status?: string;
    lockedBy?: string;
    reason?: string;
    mismatchCounter?: number;
    lockTimestamp?: string;
    autoUnlockTimestamp?: string;
    lockReason?: string;
  };
  templateInfo?: { gkCalibrationModelRevisionId?: string; voiceClassScore?: number; latestTrainTimestamp?: string };
  nearTermAdaptation?: boolean;
  creationTimestamp?: string;
  modificationTimestamp?: string;
  customData?: Record<string, string>;
}

const opt = <K extends string, V>(key: K, v: V | undefined | ''): { [P in K]?: V } =>
  (v === undefined || v === '' ? {} : { [key]: v }) as { [P in K]?: V };

export function lockOf(l: ReadDomain['lockInfo']): LockInfo {
  const locked = l?.status === 'LOCK_STATUS_LOCKED';
  const lockReason = l?.lockReason ?? 'LOCK_REASON_UNSPECIFIED';
  return {
    locked,
    lockReason,
    ...(locked ? { kind: lockReason === AUTOMATIC_LOCK_REASON ? 'automatic' : 'manual' } : {}),
    ...opt('lockedBy', l?.lockedBy),
    ...opt('reason', l?.reason),
    mismatchCounter: l?.mismatchCounter ?? 0,
    ...opt('lockTimestamp', l?.lockTimestamp),
    ...opt('autoUnlockTimestamp', l?.autoUnlockTimestamp),
  };
}

function summaryOfDomain(d: ReadDomain, ownerExternalId?: string): VoiceprintSummary {
  return {
    gkVoiceprintProfileId: d.gkVoiceprintProfileId ?? '',
    gkOwnerId: d.gkOwnerId ?? '',
    ownerType: d.ownerType ?? 'OWNER_TYPE_UNSPECIFIED',
    ...opt('ownerExternalId', ownerExternalId),
    tag: d.tag ?? '',
    ...opt('version', d.version),
    status: d.status ?? 'VOICEPRINT_PROFILE_STATUS_UNSPECIFIED',
    lock: lockOf(d.lockInfo),
    ...opt('creationTimestamp', d.creationTimestamp),
    ...opt('modificationTimestamp', d.modificationTimestamp),
  };
}

/** A VoiceprintProfileDetailsForRead (proto-loader shape) as a list row. */
export function summaryOf(details: object, ownerExternalId?: string): VoiceprintSummary {
  return summaryOfDomain(toDomain<ReadDomain>(READ_TYPE, details), ownerExternalId);
}

/** Details plus the enrollment segments (both proto-loader shape) as the detail view. */
export function detailsOf(details: object, segments: readonly object[]): VoiceprintDetails {
  const d = toDomain<ReadDomain>(READ_TYPE, details);
  const t = d.templateInfo;
  return {
    ...summaryOfDomain(d),
    ...opt('nearTermAdaptation', d.nearTermAdaptation),
    ...(t
      ? {
          template: {
            ...opt('gkCalibrationModelRevisionId', t.gkCalibrationModelRevisionId),
            ...opt('voiceClassScore', t.voiceClassScore),
            ...opt('latestTrainTimestamp', t.latestTrainTimestamp),
          },
        }
      : {}),
    customData: d.customData ?? {},
    segments: segments.map(segmentOf),
  };
}

interface SegmentDomain {
  gkMediaSegmentId?: string;
  gkProcessedAudioId?: string;
  consistencyDecision?: string;
  consistencyScore?: number;
  usedForTrain?: boolean;
  voiceClassScore?: number;
  gkCalibrationModelRevisionId?: string;
  audioDetails?: { grossAudio?: number; netAudio?: number; snrDb?: number };
}

export function segmentOf(seg: object): EnrollmentSegment {
  const s = toDomain<SegmentDomain>(SEGMENT_TYPE, seg);
  return {
    gkProcessedAudioId: s.gkProcessedAudioId ?? '',
    ...opt('gkMediaSegmentId', s.gkMediaSegmentId),
    consistencyDecision: s.consistencyDecision ?? 'CONSISTENCY_DECISION_UNSPECIFIED',
    ...opt('consistencyScore', s.consistencyScore),
    usedForTrain: s.usedForTrain ?? false,
    ...opt('voiceClassScore', s.voiceClassScore),
    ...opt('gkCalibrationModelRevisionId', s.gkCalibrationModelRevisionId),
    ...opt('netAudio', s.audioDetails?.netAudio),
    ...opt('grossAudio', s.audioDetails?.grossAudio),
    ...opt('snrDb', s.audioDetails?.snrDb),
  };
}
