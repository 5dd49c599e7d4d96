// CreateTemplate: validated and stored ACTIVE in one step (an existing template ID gets a new
// ACTIVE revision; the previous one becomes INACTIVE). Invalid content stores nothing.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { validateContent } from '../content.js';
import { invalidContent, storeTemplate, type Ctx } from '../lifecycle.js';
import { readContentSource } from '../request-content.js';
import { readConfigsetId, readDescription, readType, writeMask } from '../wire.js';

export const createTemplate =
  (ctx: Ctx): RpcHandler<'configsets', 'CreateTemplate'> =>
  async (req, call): Reply<'configsets', 'CreateTemplate'> => {
    const v = new Violations();
    const templateId = readConfigsetId(v, 'template_id', req.template_id);
    const type = readType(v, 'type', req.type);
    const mask = writeMask(v, req.field_mask);
    const description = readDescription(v, req.details, mask) ?? '';
    const source = readContentSource(v, req, 'template_content', ['raw_content', 'configset_object']);
    v.throwIfAny();
    if (source?.kind !== 'text') throw new Error('unreachable: templates take raw_content or configset_object');
    const found = validateContent(source.value);
    if (found.length) throw invalidContent('the template content is not valid (nothing was stored)', found);
    const id = await storeTemplate(ctx, {
      scopeId: call.context.scopeId,
      templateId: templateId!,
      type: type!,
      description,
      content: source.text,
      by: call.principal.clientId,
    });
    return { gk_template_id: { value: id } };
  };
