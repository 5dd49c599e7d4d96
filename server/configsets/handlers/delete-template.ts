// DeleteTemplate: removes the template (all its revisions). Configsets copied from it keep their content.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { deleteAll, lockConfigset } from '../configsets.store.js';
import { TEMPLATE, type Ctx } from '../lifecycle.js';
import { readConfigsetId } from '../wire.js';

export const deleteTemplate =
  (ctx: Ctx): RpcHandler<'configsets', 'DeleteTemplate'> =>
  async (req, call): Reply<'configsets', 'DeleteTemplate'> => {
    const v = new Violations();
    const templateId = readConfigsetId(v, 'template_id', req.template_id);
    v.throwIfAny();
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await lockConfigset(q, scopeId, TEMPLATE, templateId!);
      if ((await deleteAll(q, scopeId, TEMPLATE, templateId!)) === 0)
        throw notFound(`template "${templateId}" not found`);
    });
    return {};
  };
