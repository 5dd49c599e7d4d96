// GenerateTemplate: stores one of the five factory templates (CONFIGSET_TYPE_OPERATIONAL) as the
// scope's ACTIVE template of that ID; generating again resets it to the factory content.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import {
  FACTORY_TEMPLATE_IDS,
  FACTORY_TEMPLATES,
  factoryContentText,
  type FactoryTemplateId,
} from '../factory-templates.js';
import { storeTemplate, type Ctx } from '../lifecycle.js';
import { readType } from '../wire.js';

export const generateTemplate =
  (ctx: Ctx): RpcHandler<'configsets', 'GenerateTemplate'> =>
  async (req, call): Reply<'configsets', 'GenerateTemplate'> => {
    const v = new Violations();
    const raw: unknown = req.template_id;
    let templateId: FactoryTemplateId | undefined;
    if (!raw) v.missing('template_id');
    else if (!(FACTORY_TEMPLATE_IDS as string[]).includes(String(raw))) {
      v.add(
        'template_id',
        `is not a factory template; one of ${FACTORY_TEMPLATE_IDS.join(', ')}`,
        'OUT_OF_RANGE',
        String(raw),
      );
    } else templateId = raw as FactoryTemplateId;
    const type = readType(v, 'type', req.type);
    if (type && type !== 'CONFIGSET_TYPE_OPERATIONAL') {
      v.add('type', 'factory templates are of type CONFIGSET_TYPE_OPERATIONAL', 'OUT_OF_RANGE', type);
    }
    v.throwIfAny();
    const id = await storeTemplate(ctx, {
      scopeId: call.context.scopeId,
      templateId: templateId!,
      type: 'CONFIGSET_TYPE_OPERATIONAL',
      description: FACTORY_TEMPLATES[templateId!].description,
      content: factoryContentText(templateId!),
      by: call.principal.clientId,
    });
    return { gk_template_id: { value: id } };
  };
