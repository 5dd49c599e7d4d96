// ListConfigsetRevisions: revisions of the scope's configsets, newest first, narrowed by the
// filter's configset_id and states.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { listRevisions } from '../configsets.store.js';
import { CONFIGSET, type Ctx } from '../lifecycle.js';
import { detailsOf, readConfigsetId, readMask, readStates } from '../wire.js';

export const listConfigsetRevisions =
  (ctx: Ctx): RpcHandler<'configsets', 'ListConfigsetRevisions'> =>
  async (req, call): Reply<'configsets', 'ListConfigsetRevisions'> => {
    const v = new Violations();
    const configsetId = req.filter?.configset_id
      ? readConfigsetId(v, 'filter.configset_id', req.filter.configset_id)
      : undefined;
    const states = readStates(v, 'filter.state', req.filter?.state);
    const mask = readMask(v, req.field_mask);
    v.throwIfAny();
    const rows = await listRevisions(ctx.db, call.context.scopeId, CONFIGSET, { configsetId, states });
    return { details: rows.map((r) => detailsOf(r, mask)) };
  };
