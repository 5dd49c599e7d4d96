// UpdateConfigsetDetails: sets the masked details of the configset's current revision, which is
// its ACTIVE revision or, when none is active, its newest one. Other revisions keep their own
// descriptions (they describe what each revision changed).
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { listRevisions, lockConfigset, setDescription } from '../configsets.store.js';
import { CONFIGSET, type Ctx } from '../lifecycle.js';
import { readConfigsetId, readDescription, writeMask } from '../wire.js';

export const updateConfigsetDetails =
  (ctx: Ctx): RpcHandler<'configsets', 'UpdateConfigsetDetails'> =>
  async (req, call): Reply<'configsets', 'UpdateConfigsetDetails'> => {
    const v = new Violations();
    const configsetId = readConfigsetId(v, 'configset_id', req.configset_id);
    if (!req.details) v.missing('details');
    const mask = writeMask(v, req.field_mask, true);
    const description = readDescription(v, req.details, mask);
    v.throwIfAny();
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await lockConfigset(q, scopeId, CONFIGSET, configsetId!);
      const rows = await listRevisions(q, scopeId, CONFIGSET, { configsetId });
      const target = rows.find((r) => r.state === 'STATE_ACTIVE') ?? rows[0];
      if (!target) throw notFound(`configset "${configsetId}" not found`);
      if (description !== undefined)
        await setDescription(q, target.gk_configset_revision_id, description, call.principal.clientId, ctx.clock.now());
    });
    return {};
  };
