// GetSessionDetails: readable while the session is active or its post-call processing runs.
//
// The hot read takes no transaction and applies no scope-wide expiry: it reads the one row (with
// its engagement's activity and, when timeouts come from configsets, the version of the scope's
// ACTIVE layers, whose timeouts this instance keeps: deps.ts configsetTimeouts), and only when that row is due to expire does it
// fall back to the write path (expiry applied in a transaction, the row read again). Expiry of the
// rows nobody reads is the periodic sweep's job (app.ts), so the answer is the same either way.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { assertSessionReadable, begin, mustGetSession, targetId } from '../deps.js';
import { applyReadMask, parseFieldMask } from '../../rpc/field-mask.js';
import { SESSION_READ_FIELDS } from '../mask-fields.js';
import { getSessionForRead, sessionDueToExpire } from '../sessions.store.js';
import { sessionToRead } from '../wire.js';
import { scopeLayersVersionSql } from '../../configsets/index.js';

export const getSessionDetails =
  (ctx: Ctx): RpcHandler<'sessions', 'GetSessionDetails'> =>
  async (req, call): Reply<'sessions', 'GetSessionDetails'> => {
    const id = targetId('gk_session_id', req.gk_session_id, call.context.sessionId);
    const v = new Violations();
    const mask = parseFieldMask(v, req.field_mask, SESSION_READ_FIELDS);
    v.throwIfAny();
    const { scopeId } = call.context;
    // Timeouts this instance keeps by configset version: the row's own statement says which version
    // is in force, and only a version not kept is looked up (once per scope and activation).
    // Others are looked up every time.
    const kept = ctx.timeoutsFor.kept;
    const fixed = kept ? undefined : await ctx.timeoutsFor(scopeId, ctx.db);
    const now = ctx.clock.now();
    const found = await getSessionForRead(ctx.db, scopeId, id, kept ? scopeLayersVersionSql : undefined);
    if (!found) throw notFound(`session ${id} not found`);
    let t = fixed;
    if (!t) {
      const k = kept!(scopeId);
      t = k && k.version === found.configVersion ? k.t : await ctx.timeoutsFor(scopeId, ctx.db);
    }
    if (!sessionDueToExpire(found, now, t)) {
      assertSessionReadable(found.row, now);
      return { details: applyReadMask(sessionToRead(found.row), mask) };
    }
    return ctx.db.tx(async (q) => {
      const { now: at } = await begin(q, ctx, scopeId, { sessionId: id });
      const row = await mustGetSession(q, scopeId, id);
      assertSessionReadable(row, at);
      return { details: applyReadMask(sessionToRead(row), mask) };
    });
  };
