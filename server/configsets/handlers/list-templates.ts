// ListTemplates: the scope's template revisions, newest first, narrowed by the filter
// (filter.configset_id is the template ID).
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { listRevisions } from '../configsets.store.js';
import { TEMPLATE, type Ctx } from '../lifecycle.js';
import { detailsOf, readConfigsetId, readMask, readStates } from '../wire.js';

export const listTemplates =
  (ctx: Ctx): RpcHandler<'configsets', 'ListTemplates'> =>
  async (req, call): Reply<'configsets', 'ListTemplates'> => {
    const v = new Violations();
    const templateId = req.filter?.configset_id
      ? readConfigsetId(v, 'filter.configset_id', req.filter.configset_id)
      : undefined;
    const states = readStates(v, 'filter.state', req.filter?.state);
    const mask = readMask(v, req.field_mask);
    v.throwIfAny();
    const rows = await listRevisions(ctx.db, call.context.scopeId, TEMPLATE, { configsetId: templateId, states });
    return { details: rows.map((r) => detailsOf(r, mask)) };
  };
