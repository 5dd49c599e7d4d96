// ProcessPreAnswer: validates the caller ID before an agent answers, and starts a new engagement
// with a pre-call session for the call. reference_id is the new engagement's engagement_id; the
// result is stored under it, so a later ValidateCallerId with that reference_id returns it. The
// result is also the pre-call session's decision factor.
import { recordCallerIdFactor } from '../../decisions/index.js';
import { Violations, alreadyExists } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { API_VERSION } from '../analysis.js';
import type { Ctx } from '../deps.js';
import { startPreCallSessionSql } from '../pre-call.store.js';
import { preAnswerAttributes, readCallerIdData, validationResult } from '../validation.js';
import { insertValidation } from '../validations.store.js';
import { readText, uid } from '../wire.js';

export const processPreAnswer =
  (ctx: Ctx): RpcHandler<'callerIdValidation', 'ProcessPreAnswer'> =>
  async (req, call): Reply<'callerIdValidation', 'ProcessPreAnswer'> => {
    const { scopeId, configsetId } = call.context;
    const v = new Violations();
    const correlationId = readText(v, 'correlation_id', req.correlation_id, 256);
    v.throwIfAny();
    const input = readCallerIdData('caller_id_data', req.caller_id_data);
    const start = ctx.startPreCallSession ?? startPreCallSessionSql;
    return ctx.db.tx(async (q) => {
      const now = ctx.clock.now();
      const cfg = await ctx.config(q, scopeId, configsetId);
      const session = await start(q, {
        scopeId,
        correlationId,
        ani: input.callingNumber,
        dnis: input.calledNumber,
        configsetId,
        now,
        engagementId: input.referenceId,
      });
      const result = validationResult(input, cfg.callerId);
      const stored = await insertValidation(
        q,
        scopeId,
        {
          reference_id: session.engagementId,
          source: 'pre-answer',
          api_version: API_VERSION,
          gk_engagement_id: session.gkEngagementId,
          gk_session_id: session.gkSessionId,
          gk_person_id: null,
          result,
        },
        now,
      );
      if (!stored) throw alreadyExists(`reference_id "${session.engagementId}" is already used by another validation`);
      await recordCallerIdFactor(q, {
        scopeId,
        gkSessionId: session.gkSessionId,
        gkEngagementId: session.gkEngagementId,
        kind: 'callerid_validation',
        result,
        configsetId,
        detail: { source: 'pre-answer', reference_id: session.engagementId },
        at: now,
      });
      return {
        reference_id: session.engagementId,
        result: { result_attributes: preAnswerAttributes(result, session.engagementId) },
        gk_engagement_id: uid(session.gkEngagementId),
      };
    });
  };
