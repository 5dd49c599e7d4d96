// ValidateCallerId: the built-in analysis of a call's caller ID (stored under a reference_id), or
// the stored result of an earlier validation or pre-answer named by reference_id. A new result, or
// an earlier one replayed into another session, becomes a decision factor of the context's session.
import { randomUUID } from 'node:crypto';
import { recordCallerIdFactor } from '../../decisions/index.js';
import { Violations, alreadyExists, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { API_VERSION } from '../analysis.js';
import type { Ctx } from '../deps.js';
import { sessionInEngagement } from '../pre-call.store.js';
import { MAX_REFERENCE_ID_LENGTH, readCallerIdData, validationResult } from '../validation.js';
import { getValidation, insertValidation } from '../validations.store.js';

export const validateCallerId =
  (ctx: Ctx): RpcHandler<'callerIdProcessor', 'ValidateCallerId'> =>
  async (req, call): Reply<'callerIdProcessor', 'ValidateCallerId'> => {
    const { scopeId, engagementId, sessionId, configsetId } = call.context;
    const form: string | undefined =
      req.Data ?? (req.reference_id ? 'reference_id' : req.caller_id_data ? 'caller_id_data' : undefined);
    if (form === 'reference_id') {
      const ref: string = req.reference_id ?? '';
      const v = new Violations();
      if (!ref) v.missing('reference_id');
      else if (ref.length > MAX_REFERENCE_ID_LENGTH)
        v.add('reference_id', `must be at most ${MAX_REFERENCE_ID_LENGTH} characters`, 'TOO_LONG');
      v.throwIfAny();
      return ctx.db.tx(async (q) => {
        const row = await getValidation(q, scopeId, ref);
        if (!row) throw notFound(`no caller ID validation with reference_id "${ref}" in this scope`);
        // A result replayed into the session that produced it is already one of its factors.
        if (row.gk_session_id !== sessionId) {
          await recordCallerIdFactor(q, {
            scopeId,
            gkSessionId: sessionId as string,
            gkEngagementId: engagementId,
            kind: 'callerid_validation',
            result: row.result,
            configsetId,
            detail: { source: 'replay', reference_id: row.reference_id },
            at: ctx.clock.now(),
          });
        }
        return { reference_id: row.reference_id, result: row.result };
      });
    }
    if (form !== 'caller_id_data') {
      new Violations()
        .add('caller_id_data', 'is required (or reference_id of an earlier result)', 'MANDATORY_FIELD_MISSING')
        .throwIfAny();
    }
    const input = readCallerIdData('caller_id_data', req.caller_id_data);
    const gkEngagementId = engagementId as string;
    const gkSessionId = sessionId as string;
    return ctx.db.tx(async (q) => {
      if (!(await sessionInEngagement(q, scopeId, gkEngagementId, gkSessionId))) {
        throw notFound(`session ${gkSessionId} of engagement ${gkEngagementId} not found`);
      }
      const cfg = await ctx.config(q, scopeId, configsetId);
      const result = validationResult(input, cfg.callerId);
      const referenceId = input.referenceId ?? randomUUID();
      const stored = await insertValidation(
        q,
        scopeId,
        {
          reference_id: referenceId,
          source: 'validation',
          api_version: API_VERSION,
          gk_engagement_id: gkEngagementId,
          gk_session_id: gkSessionId,
          gk_person_id: input.gkPersonId ?? null,
          result,
        },
        ctx.clock.now(),
      );
      if (!stored) throw alreadyExists(`reference_id "${referenceId}" is already used by another validation`);
      await recordCallerIdFactor(q, {
        scopeId,
        gkSessionId,
        gkEngagementId,
        kind: 'callerid_validation',
        result,
        configsetId,
        detail: { source: 'validation', reference_id: referenceId },
        at: ctx.clock.now(),
      });
      return { reference_id: referenceId, result };
    });
  };
