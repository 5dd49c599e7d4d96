// StartSession: a new session in the engagement named by the context, or in a new engagement
// created for it. A stopped engagement only takes offline sessions.
import { randomUUID } from 'node:crypto';
import { Violations, failedPrecondition, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin } from '../deps.js';
import { insertNewEngagementWithSession, touchEngagementIfAny } from '../engagements.store.js';
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

    const session = (engagementId: string, now: Date) => ({
      ...patch,
      gk_session_id: randomUUID(),
      scope_id: scopeId,
      gk_engagement_id: engagementId,
      session_type: sessionType!,
      is_test: req.is_test === true,
      start_configset_id: configsetId ?? null,
      created_at: now,
    });
    const joining = call.context.engagementId;
    if (!joining) {
      // A new engagement: nothing of the scope's to expire first (the rest of the scope is the
      // sweep's job, see begin), and both rows go in one statement with the other new
      // engagements of the turn (group commit), a transaction of its own.
      const now = ctx.clock.now();
      const row = session(randomUUID(), now);
      await insertNewEngagementWithSession(ctx.db, {
        engagement: {
          gk_engagement_id: row.gk_engagement_id,
          scope_id: scopeId,
          configset_id: configsetId ?? null,
          created_at: now,
        },
        session: row,
      });
      return { gk_session_id: uid(row.gk_session_id), gk_engagement_id: uid(row.gk_engagement_id) };
    }
    return ctx.db.tx(async (q) => {
      // Expiry only where this call works: the engagement it joins.
      const { now } = await begin(q, ctx, scopeId, { engagementId: joining });
      const engagement = await touchEngagementIfAny(q, scopeId, joining, now);
      if (!engagement) throw notFound(`engagement ${joining} not found`);
      if (!engagement.is_active && !mayJoinStoppedEngagement(sessionType!)) {
        throw failedPrecondition(
          `engagement ${joining} has stopped: only offline sessions may join it, not ${sessionType}`,
        );
      }
      const row = session(joining, now);
      await insertSession(q, row);
      return { gk_session_id: uid(row.gk_session_id), gk_engagement_id: uid(joining) };
    });
  };
