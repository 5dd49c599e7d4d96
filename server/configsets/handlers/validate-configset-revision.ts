// ValidateConfigsetRevision: VALIDATED when the content is valid, otherwise INVALID and the
// violations come back as field violations in the status (INVALID_ARGUMENT).
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { validateRevision, type Ctx } from '../lifecycle.js';
import { readRevisionId } from '../wire.js';

export const validateConfigsetRevision =
  (ctx: Ctx): RpcHandler<'configsets', 'ValidateConfigsetRevision'> =>
  async (req, call): Reply<'configsets', 'ValidateConfigsetRevision'> => {
    const v = new Violations();
    const id = readRevisionId(v, 'gk_configset_revision_id', req.gk_configset_revision_id);
    v.throwIfAny();
    await validateRevision(ctx, call.context.scopeId, id!, call.principal.clientId);
    return {};
  };
