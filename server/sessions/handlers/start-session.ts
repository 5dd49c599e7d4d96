// StartSession: a new session in the engagement named by the context, or in a new engagement
// created for it. A stopped engagement only takes offline sessions.
import { randomUUID } from 'node:crypto';
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, mustGetEngagement } from '../deps.js';
import { insertEngagement, touchEngagement } from '../engagements.store.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { SESSION_CREATE_FIELDS } from '../mask-fields.js';
import { SESSION_TYPES, enumValue, mayJoinStoppedEngagement } from '../sessions.domain.js';
import { insertSession } from '../sessions.store.js';
import { presentFields, sessionPatchFrom } from '../wire.js';
import { uid } from '../../rpc/wire-values.js';

export const startSession =
  (ctx: Ctx): RpcHandler<'sessions', 'StartSession'> =>
  async (req, call): Reply<'sessions', 'StartSession'> => {
    const v = new Violations();
    const sessionType = enumValue(v, 'session_type', req.session_type, SESSION_TYPES);
    if (!sessionType && !v.size) v.missing('session_type');
    const details = req.details ?? {};
    const mask = parseFieldMask(v, req.field_mask, SESSION_CREATE_FIELDS);
    const patch = sessionPatchFrom(v, details, mask ?? presentFields(details, SESSION_CREATE_FIELDS));
    v.throwIfAny();
    const { scopeId, configsetId } = call.context;

    return ctx.db.tx(async (q) => {
      let engagementId = call.context.engagementId;
      // Expiry only where this call works: the engagement it joins. A new engagement has nothing to
      // expire, and the rest of the scope is the sweep's job (begin).
      const now = engagementId ? (await begin(q, ctx, scopeId, { engagementId })).now : ctx.clock.now();
      if (engagementId) {
        const engagement = await mustGetEngagement(q, scopeId, engagementId, true);
        if (!engagement.is_active && !mayJoinStoppedEngagement(sessionType!)) {
          throw failedPrecondition(
            `engagement ${engagementId} has stopped: only offline sessions may join it, not ${sessionType}`,
          );
        }
        await touchEngagement(q, scopeId, engagementId, now);
      } else {
        engagementId = randomUUID();
        await insertEngagement(q, {
          gk_engagement_id: engagementId,
          scope_id: scopeId,
          configset_id: configsetId ?? null,
          created_at: now,
        });
      }
      const gkSessionId = randomUUID();
      await insertSession(q, {
        ...patch,
        gk_session_id: gkSessionId,
        scope_id: scopeId,
        gk_engagement_id: engagementId,
        session_type: sessionType!,
        is_test: req.is_test === true,
        start_configset_id: configsetId ?? null,
        created_at: now,
      });
      return { gk_session_id: uid(gkSessionId), gk_engagement_id: uid(engagementId) };
    });
  };
