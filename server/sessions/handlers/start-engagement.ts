// StartEngagement: a new, active engagement; the context's configset (if any) is recorded with it.
import { randomUUID } from 'node:crypto';
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { insertEngagement } from '../engagements.store.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { ENGAGEMENT_CREATE_FIELDS } from '../mask-fields.js';
import { engagementPatchFrom, presentFields } from '../wire.js';
import { uid } from '../../rpc/wire-values.js';

export const startEngagement =
  (ctx: Ctx): RpcHandler<'sessions', 'StartEngagement'> =>
  async (req, call): Reply<'sessions', 'StartEngagement'> => {
    const v = new Violations();
    const details = req.details ?? {};
    const mask = parseFieldMask(v, req.field_mask, ENGAGEMENT_CREATE_FIELDS);
    const patch = engagementPatchFrom(v, details, mask ?? presentFields(details, ENGAGEMENT_CREATE_FIELDS));
    v.throwIfAny();
    const { scopeId, configsetId } = call.context;
    return ctx.db.tx(async (q) => {
      // A new engagement: nothing of the scope's to expire first (begin), the sweep's job.
      const now = ctx.clock.now();
      const id = randomUUID();
      await insertEngagement(q, {
        ...patch,
        gk_engagement_id: id,
        scope_id: scopeId,
        configset_id: configsetId ?? null,
        created_at: now,
      });
      return { gk_engagement_id: uid(id) };
    });
  };
