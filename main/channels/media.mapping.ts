// Proto-loader media objects -> the plain shapes of shared/domain/media.ts.
import type { MediaDetails, MediaInterval, Party, ProcessedAudio, Processing } from '../../shared/domain/media.js';
import { toDomain } from '../grpc/to-domain.js';

type Obj = Record<string, unknown>;

const AUDIO = 'nuance.biosec.v1.audio';

function intervals(list: unknown): MediaInterval[] {
  return ((list as Obj[] | undefined) ?? []).map((i) => ({
    start: Number(i.startOffset ?? 0),
    end: Number(i.endOffset ?? 0),
    ...(i.channel ? { channel: Number(i.channel) } : {}),
  }));
}

export function partiesOf(list: unknown): Party[] {
  return ((list as Obj[] | undefined) ?? []).map((p) => ({
    channelIndex: Number(p.channelIndex ?? 0),
    partyType: String(p.partyType ?? 'PARTY_TYPE_UNSPECIFIED'),
    ...(typeof p.gkPartyId === 'string' ? { gkPartyId: p.gkPartyId } : {}),
  }));
}

/** MediaSegmentDetailsForRead (proto-loader shape) for one segment. */
export function mediaDetailsOf(id: string, raw: object | undefined): MediaDetails {
  const d = raw ? toDomain<Obj>(`${AUDIO}.MediaSegmentDetailsForRead`, raw) : {};
  return {
    gkMediaSegmentId: id,
    ...(typeof d.gkPersonId === 'string' ? { gkPersonId: d.gkPersonId } : {}),
    legalHold: d.legalHold === true,
    ...(typeof d.mediaLength === 'number' ? { mediaLength: d.mediaLength } : {}),
    ...(typeof d.sampleRateHz === 'number' ? { sampleRateHz: d.sampleRateHz } : {}),
    ...(typeof d.numberOfChannels === 'number' ? { numberOfChannels: d.numberOfChannels } : {}),
    callParties: partiesOf(d.callParties),
    ...(typeof d.callType === 'string' ? { callType: d.callType } : {}),
    redactedIntervals: intervals(d.redactedIntervals),
    maskedIntervals: intervals(d.maskedIntervals),
    customData: (d.customData as Record<string, string> | undefined) ?? {},
  };
}

/** ProcessingAttributes (already converted by toDomain) -> Processing. */
export function processingOf(p: unknown): Processing | undefined {
  if (!p || typeof p !== 'object') return undefined;
  const o = p as Obj;
  const out: Processing = {};
  for (const k of [
    'grossAudio',
    'netAudio',
    'snrDb',
    'speechLevel',
    'saturationLevel',
    'syntheticScore',
    'channelPlaybackScore',
  ] as const) {
    if (typeof o[k] === 'number') out[k] = o[k];
  }
  return out;
}

export function processedAudioOf(id: string, res: object): ProcessedAudio {
  const r = toDomain<Obj>(`${AUDIO}.GetProcessedAudioDetailsResponse`, res);
  const d = (r.details as Obj | undefined) ?? {};
  const rec = (d.processedAudioAttributes as Obj | undefined) ?? {};
  const sel = rec.selectedChannel as Obj | undefined;
  const processing = processingOf(d.processingAttributes ?? d.deviceprintProcessingAttributes);
  return {
    gkProcessedAudioId: id,
    ...(typeof r.gkMediaSegmentId === 'string' ? { gkMediaSegmentId: r.gkMediaSegmentId } : {}),
    ...(typeof rec.sampleRateHz === 'number' ? { sampleRateHz: rec.sampleRateHz } : {}),
    ...(typeof rec.numberOfChannels === 'number' ? { numberOfChannels: rec.numberOfChannels } : {}),
    ...(typeof sel?.channel === 'number' ? { selectedChannel: sel.channel } : {}),
    ...(processing ? { processing } : {}),
    ...(typeof d.voiceClassScore === 'number' ? { voiceClassScore: d.voiceClassScore } : {}),
    ...(typeof d.actualLanguage === 'string' && d.actualLanguage ? { actualLanguage: d.actualLanguage } : {}),
    ...(typeof d.creationTimestamp === 'string' ? { creationTimestamp: d.creationTimestamp } : {}),
  };
}
