// UpdateSession: sets exactly the fields the mask names (a named field absent in details is
// cleared). Allowed until the session's post-call processing finishes.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { assertInEngagement, assertSessionReadable, begin, targetId } from '../deps.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { SESSION_UPDATE_FIELDS } from '../mask-fields.js';
import { updateActiveSession, updateActiveSessionIfNothingDue } from '../sessions.store.js';
import { sessionPatchFrom } from '../wire.js';

export const updateSession =
  (ctx: Ctx): RpcHandler<'sessions', 'UpdateSession'> =>
  async (req, call): Reply<'sessions', 'UpdateSession'> => {
    const id = targetId('gk_session_id', req.gk_session_id, call.context.sessionId);
    const v = new Violations();
    if (!req.details) v.missing('details');
    const mask = parseFieldMask(v, req.field_mask, SESSION_UPDATE_FIELDS, { required: true });
    const patch = mask ? sessionPatchFrom(v, req.details ?? {}, mask) : {};
    v.throwIfAny();
    const { scopeId, engagementId } = call.context;
    // The common case (an active session, nothing of its engagement due) is one statement; any
    // other takes the transaction below, which applies what is due and says what is wrong.
    const kept = ctx.timeoutsFor.kept?.(scopeId);
    if (
      kept &&
      (await updateActiveSessionIfNothingDue(ctx.db, {
        scopeId,
        id,
        patch,
        now: ctx.clock.now(),
        t: kept.t,
        version: kept.version,
        engagementId,
      }))
    )
      return {};
    return ctx.db.tx(async (q) => {
      const { now } = await begin(q, ctx, scopeId, { sessionId: id });
      // The write first, in one statement with its engagement's activity; a check that fails
      // after it throws, and the transaction leaves nothing behind.
      const row = await updateActiveSession(q, scopeId, id, patch, now);
      if (!row) throw notFound(`session ${id} not found`);
      assertInEngagement(row, engagementId);
      assertSessionReadable(row, now);
      return {};
    });
  };
