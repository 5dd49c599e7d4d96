// GetSessionDetails: readable while the session is active or its post-call processing runs.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { assertSessionReadable, begin, mustGetSession, targetId } from '../deps.js';
import { SESSION_READ_FIELDS, applyReadMask, parseFieldMask } from '../field-mask.js';
import { sessionToRead } from '../wire.js';

export const getSessionDetails =
  (ctx: Ctx): RpcHandler<'sessions', 'GetSessionDetails'> =>
  async (req, call): Reply<'sessions', 'GetSessionDetails'> => {
    const id = targetId('gk_session_id', req.gk_session_id, call.context.sessionId);
    const v = new Violations();
    const mask = parseFieldMask(v, req.field_mask, SESSION_READ_FIELDS);
    v.throwIfAny();
    const { scopeId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now } = await begin(q, ctx, scopeId);
      const row = await mustGetSession(q, scopeId, id);
      assertSessionReadable(row, now);
      return { details: applyReadMask(sessionToRead(row), mask) };
    });
  };
