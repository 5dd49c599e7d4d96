// GetConfigsetRevision: any revision of the scope's configsets, details and content.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { getRevision } from '../configsets.store.js';
import { CONFIGSET, type Ctx } from '../lifecycle.js';
import { contentOf, detailsOf, readFormat, readMask, readRevisionId } from '../wire.js';

export const getConfigsetRevision =
  (ctx: Ctx): RpcHandler<'configsets', 'GetConfigsetRevision'> =>
  async (req, call): Reply<'configsets', 'GetConfigsetRevision'> => {
    const v = new Violations();
    const id = readRevisionId(v, 'gk_configset_revision_id', req.gk_configset_revision_id);
    const format = readFormat(v, req.expected_format);
    const mask = readMask(v, req.field_mask);
    v.throwIfAny();
    const row = await getRevision(ctx.db, call.context.scopeId, CONFIGSET, id!);
    if (!row) throw notFound(`configset revision ${id} not found`);
    return { details: detailsOf(row, mask), ...contentOf(row, format!) };
  };
