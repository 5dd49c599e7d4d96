// ActivateConfigsetRevision: validates first; the configset's previous ACTIVE revision becomes
// INACTIVE in the same transaction. Activating an INACTIVE revision again is a rollback.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { activateRevision, type Ctx } from '../lifecycle.js';
import { readRevisionId } from '../wire.js';

export const activateConfigsetRevision =
  (ctx: Ctx): RpcHandler<'configsets', 'ActivateConfigsetRevision'> =>
  async (req, call): Reply<'configsets', 'ActivateConfigsetRevision'> => {
    const v = new Violations();
    const id = readRevisionId(v, 'gk_configset_revision_id', req.gk_configset_revision_id);
    v.throwIfAny();
    await activateRevision(ctx, call.context.scopeId, id!, call.principal.clientId);
    return {};
  };
