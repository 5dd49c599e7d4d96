// DeleteConfigsetRevision: removes one revision that is not ACTIVE.
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { deleteRevision } from '../configsets.store.js';
import { CONFIGSET, lockRevision, type Ctx } from '../lifecycle.js';
import { readRevisionId } from '../wire.js';

export const deleteConfigsetRevision =
  (ctx: Ctx): RpcHandler<'configsets', 'DeleteConfigsetRevision'> =>
  async (req, call): Reply<'configsets', 'DeleteConfigsetRevision'> => {
    const v = new Violations();
    const id = readRevisionId(v, 'gk_configset_revision_id', req.gk_configset_revision_id);
    v.throwIfAny();
    await ctx.db.tx(async (q) => {
      const row = await lockRevision(q, call.context.scopeId, CONFIGSET, id!);
      if (row.state === 'STATE_ACTIVE') {
        throw failedPrecondition(
          `revision ${id} is the ACTIVE revision of configset "${row.configset_id}" and cannot be deleted alone: ` +
            'activate another revision first, or use DeleteConfigset to remove the whole configset',
        );
      }
      await deleteRevision(q, row.gk_configset_revision_id);
    });
    return {};
  };
