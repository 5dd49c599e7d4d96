// GetTemplate: the content of the template's ACTIVE revision in the expected format.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { getActive } from '../configsets.store.js';
import { TEMPLATE, type Ctx } from '../lifecycle.js';
import { contentOf, readConfigsetId, readFormat } from '../wire.js';

export const getTemplate =
  (ctx: Ctx): RpcHandler<'configsets', 'GetTemplate'> =>
  async (req, call): Reply<'configsets', 'GetTemplate'> => {
    const v = new Violations();
    const templateId = readConfigsetId(v, 'template_id', req.template_id);
    const format = readFormat(v, req.expected_format);
    v.throwIfAny();
    const row = await getActive(ctx.db, call.context.scopeId, TEMPLATE, templateId!);
    if (!row) throw notFound(`template "${templateId}" not found`);
    return contentOf(row, format!);
  };
