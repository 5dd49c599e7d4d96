// EnrollFraudsterFromMedia (vigil.v1.FraudsterEnrollment, Vigil's extension): one channel of a
// stored media segment of an engagement (the request's gk_engagement_id) becomes an enrollment segment of a fraudster's
// print, in one transaction: the owner must be a fraudster of the scope, the segment ready and of
// that engagement; the fraudster's profile is picked (by tag, else the oldest) or created, the audio
// is added with the enrollment code the runtime uses (enrollment.ts) and the profile is trained.
// There is no separate fraud flag on media: a segment enrolled into a fraudster's print is what
// personal-data erasure keeps as fraud evidence (entities/erasure.store.ts, KEEP_REASON).
import type { PartyType__Output } from '../../../generated/proto/nuance/biosec/v1/audio/PartyType.js';
import { getSegment, listProcessedOfSegment, type ProcessedRow } from '../../audio/index.js';
import type { Queryable } from '../../db/types.js';
import { assertConsentForPrints } from '../../entities/index.js';
import { Violations, failedPrecondition, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import {
  addEnrollmentSegment,
  engagementExists,
  listEnrollmentSegments,
  lockOwner,
  trainProfile,
} from '../enrollment.store.js';
import { findOwner } from '../owners.store.js';
import { getProfile, getProfileByOwnerTag, insertProfile, listProfileIds } from '../profiles.store.js';
import { MAX_TEXT, readText, readUniqueId, uid } from '../wire.js';
import { COUNT_LIMITS } from '../../../shared/rpc/limits.js';

/** The tag of a profile this RPC creates when the request names none. */
export const DEFAULT_FRAUD_TAG = 'fraud';

type Party = { partyType: Exclude<PartyType__Output, 'PARTY_TYPE_UNSPECIFIED'> } | { channel: number };

/** Picks the processed audio of the requested party or channel; FAILED_PRECONDITION naming the field when absent. */
function pickChannel(
  processed: ProcessedRow[],
  parties: Array<{ channel_index: number; party_type: PartyType__Output }>,
  party: Party,
  segmentId: string,
): ProcessedRow {
  const mono = processed.find((p) => p.selected_channel === null);
  if (mono) return mono;
  if ('channel' in party) {
    const row = processed.find((p) => p.selected_channel === party.channel);
    if (!row)
      throw failedPrecondition(
        `channel_selector.channel: media segment ${segmentId} has no processed audio on channel ${party.channel}`,
      );
    return row;
  }
  const channels = [...new Set(parties.filter((p) => p.party_type === party.partyType).map((p) => p.channel_index))];
  if (channels.length !== 1)
    throw failedPrecondition(
      channels.length === 0
        ? `party_type: media segment ${segmentId} declares no ${party.partyType} channel in its call_parties; name the channel with channel_selector`
        : `party_type: media segment ${segmentId} declares ${party.partyType} on channels ${channels.join(', ')}; name one with channel_selector`,
    );
  const row = processed.find((p) => p.selected_channel === channels[0]);
  if (!row)
    throw failedPrecondition(
      `party_type: media segment ${segmentId} has no processed audio on channel ${channels[0]} (${party.partyType})`,
    );
  return row;
}

async function countSegments(q: Queryable, profileId: string): Promise<number> {
  return (await listEnrollmentSegments(q, profileId)).length;
}

export const enrollFraudsterFromMedia =
  (ctx: Ctx): RpcHandler<'fraudsterEnrollment', 'EnrollFraudsterFromMedia'> =>
  async (req, call): Reply<'fraudsterEnrollment', 'EnrollFraudsterFromMedia'> => {
    const v = new Violations();
    const fraudsterId = readUniqueId(v, 'gk_fraudster_id', req.gk_fraudster_id, true);
    const sourceEngagementId = readUniqueId(v, 'gk_engagement_id', req.gk_engagement_id, true);
    const segmentId = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id, true);
    let party: Party = { partyType: 'PARTY_TYPE_PERSON' };
    if (req.party === 'channel_selector') {
      const ch = req.channel_selector?.channel?.value;
      if (ch === undefined || ch === null) v.missing('channel_selector.channel');
      else if (!Number.isInteger(ch) || ch < 1 || ch > COUNT_LIMITS.enrollmentChannels)
        v.add(
          'channel_selector.channel',
          `must be a channel from 1 to ${COUNT_LIMITS.enrollmentChannels}`,
          'OUT_OF_RANGE',
          String(ch),
        );
      else party = { channel: ch };
    } else if (req.party === 'party_type' && req.party_type && req.party_type !== 'PARTY_TYPE_UNSPECIFIED') {
      if (typeof req.party_type !== 'string')
        v.add('party_type', 'is not a known PartyType', 'INVALID_FORMAT', String(req.party_type));
      else party = { partyType: req.party_type };
    }
    const tag = readText(v, 'voiceprint_tag', req.voiceprint_tag, MAX_TEXT) ?? '';
    v.throwIfAny();
    const { scopeId, engagementId, sessionId } = call.context;
    const fid = fraudsterId as string;
    const sid = segmentId as string;
    return ctx.db.tx(async (q) => {
      const now = ctx.clock.now();
      // The owner first, locked, so two enrollments of one fraudster create one profile.
      const owner = await findOwner(q, scopeId, { ownerType: 'OWNER_TYPE_FRAUDSTER', gkOwnerId: fid });
      if (!owner) {
        const person = await findOwner(q, scopeId, { ownerType: 'OWNER_TYPE_PERSON', gkOwnerId: fid });
        if (person)
          throw failedPrecondition(
            `gk_fraudster_id: ${fid} is a person, not a fraudster; only fraudsters are enrolled here`,
          );
        throw notFound(`gk_fraudster_id: fraudster ${fid} not found`);
      }
      await lockOwner(q, fid);
      // The segment is checked before anything is written; the enrollment is recorded in the
      // caller's own engagement and session (context), not the source engagement, so a later
      // fraud reset of the source engagement (removeEnrollmentsForEngagement) leaves it in place.

      const segment = await getSegment(q, scopeId, sid, true);
      if (!segment) throw notFound(`gk_media_segment_id: media segment ${sid} not found`);
      const eid = sourceEngagementId as string;
      if (!(await engagementExists(q, scopeId, eid))) throw notFound(`gk_engagement_id: engagement ${eid} not found`);
      if (segment.gk_engagement_id !== eid)
        throw failedPrecondition(`gk_media_segment_id: media segment ${sid} does not belong to engagement ${eid}`);
      if (segment.state !== 'ready')
        throw failedPrecondition(
          `gk_media_segment_id: media segment ${sid} holds no processed audio yet (not uploaded)`,
        );
      const processed = pickChannel(await listProcessedOfSegment(q, scopeId, sid), segment.call_parties, party, sid);

      await assertConsentForPrints(q, { ownerId: fid });
      let profileId: string | undefined;
      if (tag) profileId = (await getProfileByOwnerTag(q, scopeId, fid, tag))?.gk_voiceprint_profile_id;
      else profileId = (await listProfileIds(q, scopeId, fid))[0];
      let created = false;
      if (!profileId) {
        profileId = await insertProfile(q, {
          scopeId,
          ownerId: fid,
          ownerType: 'OWNER_TYPE_FRAUDSTER',
          tag: tag || DEFAULT_FRAUD_TAG,
          customData: {},
          now,
        });
        // The owner row is locked, so the tag cannot have been taken meanwhile.
        if (!profileId) throw new Error('fraudster profile vanished after insert');
        created = true;
      }

      const added = await addEnrollmentSegment(q, {
        scopeId,
        profileId,
        gkProcessedAudioId: processed.gk_processed_audio_id,
        gkMediaSegmentId: sid,
        audioDetails: {
          grossAudioMs: Math.round(processed.gross_audio_s * 1000),
          netAudioMs: Math.round(processed.net_audio_s * 1000),
          ...(processed.snr_db !== null ? { snrDb: processed.snr_db } : {}),
          ...(processed.speech_level !== null ? { speechLevel: processed.speech_level } : {}),
          saturationLevel: processed.saturation_level,
          ...(segment.number_of_channels !== null ? { mediaNumberOfChannels: segment.number_of_channels } : {}),
          ...(segment.sample_rate_hz !== null ? { mediaSamplingRateHz: segment.sample_rate_hz } : {}),
          ...(processed.selected_channel !== null ? { selectedChannel: processed.selected_channel } : {}),
          processedAudioNumberOfChannels: processed.number_of_channels,
          processedAudioSamplingRateHz: processed.sample_rate_hz,
        },
        gkEngagementId: engagementId,
        gkSessionId: sessionId,
        now,
      });
      if (added) await trainProfile(q, profileId, now);

      const profile = await getProfile(q, scopeId, profileId);
      if (!profile) throw new Error('fraudster profile vanished in its own transaction');
      return {
        gk_voiceprint_profile_id: uid(profileId),
        profile_created: created,
        gk_processed_audio_id: uid(processed.gk_processed_audio_id),
        channel_index: processed.selected_channel ?? 0,
        segment_added: added,
        profile_status: profile.status,
        version: profile.version,
        enrollment_segment_count: await countSegments(q, profileId),
      };
    });
  };
