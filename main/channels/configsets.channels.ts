// Main-side handlers of the configsets channels (shared/ipc/channels/configsets.ts): the 14
// ConfigurationManager RPCs behind `configsets.*` and `templates.*`. Every call needs only
// gk_scope_id in the context. Mutations are audited; validate and activate read the revision back
// so the screen shows the state the server holds.
import type { Channel, ResponseOf } from '../../shared/ipc/contract.js';
import type { ConfigsetType } from '../../shared/domain/configsets.js';
import type { ProfileContext } from '../connections/connections.service.js';
import { defineChannel, type ChannelDefinition, type RequestData } from '../grpc/rpc-channel.js';
import { SERVICES } from '../../shared/rpc/services.js';
import {
  revisionDetailOf,
  revisionOf,
  servicesOf,
  summarize,
  templatesOf,
  rawTextOf,
  topKeys,
  type WireContent,
  type WireDetails,
} from './configsets.domain.js';

const ALL = 'CONFIGSET_FORMAT_ALL_BYTES';
const BY_SERVICE = 'CONFIGSET_FORMAT_BY_SERVICE';

/** Calls ConfigurationManager in one profile and scope. */
interface Cm {
  scopeId: string;
  read<T>(method: string, body: object): Promise<T>;
  write<T>(method: string, body: object): Promise<T>;
}

type Where = { profileId?: string | undefined; scopeId?: string | undefined };

function targetOf(req: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req))
    if (/Id$/.test(k) && k !== 'profileId' && k !== 'scopeId' && typeof v === 'string') out[k] = v;
  return out;
}

function cmChannel<C extends Channel>(
  channel: C,
  opts: { mutates?: boolean; detail?: (req: RequestData<C>) => string },
  run: (req: RequestData<C>, cm: Cm) => Promise<ResponseOf<C>>,
): ChannelDefinition<C> {
  return defineChannel(channel, (main) => async (req, { signal }) => {
    const where = req as Where;
    const cmOf = (ctx: ProfileContext): Cm => {
      const scopeId = where.scopeId ?? ctx.scopeId;
      const call =
        (idempotent: boolean) =>
        <T>(method: string, body: object) =>
          ctx.rpc.unary<T>(
            SERVICES.configsets,
            method,
            { context: { gk_scope_id: { value: scopeId } }, ...body },
            {
              signal,
              idempotent,
            },
          );
      return { scopeId, read: call(true), write: call(false) };
    };
    if (!opts.mutates) return run(req, cmOf(main.connections.context(where.profileId)));
    let ctx: ProfileContext | undefined;
    return main.auditor.run<ResponseOf<C>>(
      {
        action: channel,
        subject: () => {
          ctx = main.connections.context(where.profileId);
          return {
            profileId: ctx.profile.id,
            profileName: ctx.profile.name,
            clientId: ctx.clientId,
            scopeId: where.scopeId ?? ctx.scopeId,
          };
        },
        target: targetOf(req as object),
        ...(opts.detail ? { detail: () => opts.detail!(req) } : {}),
      },
      () => run(req, cmOf(ctx ?? main.connections.context(where.profileId))),
    );
  });
}

type Listed = { details?: WireDetails[] };
type Got = WireContent & { details?: WireDetails };
const uid = (value: string) => ({ value });

async function readRevision(cm: Cm, revisionId: string) {
  const ask = (expected_format: string) =>
    cm.read<Got>('GetConfigsetRevision', { gk_configset_revision_id: uid(revisionId), expected_format });
  const [raw, split] = await Promise.all([ask(ALL), ask(BY_SERVICE)]);
  return revisionDetailOf(raw.details ?? {}, raw, split);
}

async function readDetails(cm: Cm, revisionId: string) {
  const res = await cm.read<Got>('GetConfigsetRevision', {
    gk_configset_revision_id: uid(revisionId),
    expected_format: ALL,
    field_mask: {
      paths: [
        'gk_configset_revision_id',
        'configset_id',
        'type',
        'creation_timestamp',
        'modification_timestamp',
        'description',
        'created_by',
        'updated_by',
        'state',
      ],
    },
  });
  return revisionOf(res.details ?? {});
}

export const configsetsChannelDefs: readonly ChannelDefinition[] = [
  cmChannel('configsets.list', {}, async (_req, cm) => {
    const res = await cm.read<Listed>('ListConfigsetRevisions', {});
    return { configsets: summarize((res.details ?? []).map(revisionOf)) };
  }),

  cmChannel('configsets.revisions', {}, async (req, cm) => {
    const res = await cm.read<Listed>('ListConfigsetRevisions', {
      filter: { configset_id: req.configsetId, ...(req.states?.length ? { state: req.states } : {}) },
    });
    return { revisions: (res.details ?? []).map(revisionOf) };
  }),

  cmChannel('configsets.revision', {}, (req, cm) => readRevision(cm, req.revisionId)),

  cmChannel('configsets.active', {}, async (req, cm) => {
    const ask = (expected_format: string) =>
      cm.read<Got>('GetConfigset', { configset_id: req.configsetId, expected_format });
    const [raw, split] = await Promise.all([ask(ALL), ask(BY_SERVICE)]);
    return revisionDetailOf(raw.details ?? {}, raw, split);
  }),

  cmChannel('configsets.schema', {}, async (_req, cm) => {
    const strip = (c: WireContent) => servicesOf(c).map(({ data: _d, ...s }) => s);
    const revs = await cm.read<Listed>('ListConfigsetRevisions', {
      field_mask: { paths: ['gk_configset_revision_id'] },
    });
    const first = revs.details?.[0]?.gk_configset_revision_id?.value;
    if (first) {
      const got = await cm.read<Got>('GetConfigsetRevision', {
        gk_configset_revision_id: uid(first),
        expected_format: BY_SERVICE,
        field_mask: { paths: ['gk_configset_revision_id'] },
      });
      return { services: strip(got) };
    }
    const templates = await cm.read<Listed>('ListTemplates', { field_mask: { paths: ['configset_id'] } });
    const template = templates.details?.[0]?.configset_id;
    if (!template) return { services: [] };
    return {
      services: strip(await cm.read<Got>('GetTemplate', { template_id: template, expected_format: BY_SERVICE })),
    };
  }),

  cmChannel(
    'configsets.create',
    {
      mutates: true,
      detail: (req) => `content: ${Object.keys(req.content)[0]}${req.performValidation ? ', validated' : ''}`,
    },
    async (req, cm) => {
      const c = req.content;
      const content =
        'raw' in c
          ? { raw_content: Buffer.from(c.raw, 'utf8') }
          : 'fromTemplate' in c
            ? { source_template_id: c.fromTemplate }
            : { source_configset_id: c.fromConfigset };
      const res = await cm.write<{ gk_configset_revision_id?: { value?: string } }>('CreateConfigset', {
        configset_id: req.configsetId,
        type: req.type satisfies ConfigsetType,
        details: { description: req.description ?? '' },
        perform_validation: req.performValidation ?? false,
        ...content,
      });
      return { revisionId: res.gk_configset_revision_id?.value ?? '' };
    },
  ),

  cmChannel('configsets.validate', { mutates: true }, async (req, cm) => {
    await cm.write('ValidateConfigsetRevision', { gk_configset_revision_id: uid(req.revisionId) });
    return readDetails(cm, req.revisionId);
  }),

  cmChannel('configsets.activate', { mutates: true }, async (req, cm) => {
    await cm.write('ActivateConfigsetRevision', { gk_configset_revision_id: uid(req.revisionId) });
    return readDetails(cm, req.revisionId);
  }),

  cmChannel('configsets.deleteRevision', { mutates: true }, async (req, cm) => {
    await cm.write('DeleteConfigsetRevision', { gk_configset_revision_id: uid(req.revisionId) });
    return {};
  }),

  cmChannel('configsets.delete', { mutates: true }, async (req, cm) => {
    await cm.write('DeleteConfigset', { configset_id: req.configsetId });
    return {};
  }),

  cmChannel('configsets.updateDescription', { mutates: true }, async (req, cm) => {
    await cm.write('UpdateConfigsetDetails', {
      configset_id: req.configsetId,
      details: { description: req.description },
      field_mask: { paths: ['description'] },
    });
    return {};
  }),

  cmChannel('templates.list', {}, async (_req, cm) => {
    const res = await cm.read<Listed>('ListTemplates', {});
    return { templates: templatesOf((res.details ?? []).map(revisionOf)) };
  }),

  cmChannel('templates.get', {}, async (req, cm) => {
    const ask = (expected_format: string) =>
      cm.read<WireContent>('GetTemplate', { template_id: req.templateId, expected_format });
    const [raw, split] = await Promise.all([ask(ALL), ask(BY_SERVICE)]);
    const content = rawTextOf(raw);
    return { templateId: req.templateId, content, services: servicesOf(split, topKeys(content)) };
  }),

  cmChannel('templates.create', { mutates: true }, async (req, cm) => {
    const res = await cm.write<{ gk_template_id?: { value?: string } }>('CreateTemplate', {
      template_id: req.templateId,
      type: req.type,
      details: { description: req.description ?? '' },
      raw_content: Buffer.from(req.content, 'utf8'),
    });
    return { templateRevisionId: res.gk_template_id?.value ?? '' };
  }),

  cmChannel('templates.delete', { mutates: true }, async (req, cm) => {
    await cm.write('DeleteTemplate', { template_id: req.templateId });
    return {};
  }),

  cmChannel('templates.generate', { mutates: true }, async (req, cm) => {
    const res = await cm.write<{ gk_template_id?: { value?: string } }>('GenerateTemplate', {
      template_id: req.factoryId,
      type: 'CONFIGSET_TYPE_OPERATIONAL',
    });
    return { templateRevisionId: res.gk_template_id?.value ?? '' };
  }),
];
