// GetUploadUrl: reserves a pending media segment for the session in context and returns a signed,
// single-use, expiring URL on this server to PUT or POST the audio to.
import { randomUUID } from 'node:crypto';
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { uid } from '../../rpc/wire-values.js';
import type { AudioCtx } from '../deps.js';
import { checkUploadCombination, readContainer, readFormat, readParties } from '../formats.js';
import { getUploadSession, insertPendingSegment, insertUploadToken } from '../media.store.js';
import { signToken } from '../url-signing.js';

export interface UploadTokenPayload {
  k: 'u';
  /** token_id row */
  t: string;
  /** gk_media_segment_id */
  m: string;
  /** expiry, epoch ms */
  e: number;
}

export const getUploadUrl =
  (ctx: AudioCtx): RpcHandler<'audio', 'GetUploadUrl'> =>
  async (req, call): Reply<'audio', 'GetUploadUrl'> => {
    const v = new Violations();
    const container = readContainer(v, req.container, true);
    const format = readFormat(v, req.format);
    checkUploadCombination(v, container, format);
    const parties = readParties(v, req.call_parties, format.channels ?? 2);
    v.throwIfAny();
    const { scopeId } = call.context;
    const engagementId = call.context.engagementId!;
    const sessionId = call.context.sessionId!;
    const now = ctx.clock.now();
    const id = randomUUID();
    const tokenId = randomUUID();
    const expiresAt = now.getTime() + ctx.uploadTtlMs;
    const keys = await ctx.urlKeys.keys();
    await ctx.db.tx(async (q) => {
      const session = await getUploadSession(q, scopeId, sessionId);
      if (!session) throw notFound(`session ${sessionId} not found`);
      if (session.gk_engagement_id !== engagementId) {
        new Violations()
          .add(
            'context.gk_engagement_id',
            `session ${sessionId} does not belong to engagement ${engagementId}`,
            'FIELD_CONFLICT',
            engagementId,
          )
          .throwIfAny();
      }
      const declared = {
        ...(format.kind ? { kind: format.kind } : {}),
        ...(format.sampleRate ? { sampleRate: format.sampleRate } : {}),
        ...(format.channels ? { channels: format.channels } : {}),
      };
      await insertPendingSegment(q, {
        id,
        scopeId,
        engagementId,
        sessionId,
        container: container!,
        format: declared,
        parties,
        callType: session.call_type,
        now,
      });
      await insertUploadToken(q, { id: tokenId, segmentId: id, scopeId, expiresAt: new Date(expiresAt) });
    });
    const payload: UploadTokenPayload = { k: 'u', t: tokenId, m: id, e: expiresAt };
    return {
      media_upload_url: `${ctx.publicBaseUrl()}/uploads/${id}?token=${signToken(keys, payload)}`,
      gk_media_segment_id: uid(id),
    };
  };
