// Main-side handlers of the configsets channels (shared/ipc/channels/configsets.ts): the 14
// ConfigurationManager RPCs behind `configsets.*` and `templates.*`. Every call needs only
// gk_scope_id in the context. Mutations are audited; validate and activate read the revision back
// so the screen shows the state the server holds.
import type { ConfigsetType } from '../../shared/domain/configsets.js';
import type { ConfigsetFormat } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigsetFormat.js';
import { type ChannelDefinition, defineChannel } from '../ipc/define-channel.js';
import { scopeContext, type Where } from '../connections/where.js';
import type { FieldNames } from '../grpc/field-names.js';
import type { UnaryOptions } from '../grpc/rpc-client.js';
import {
  revisionDetailOf,
  revisionOf,
  servicesOf,
  summarize,
  templatesOf,
  rawTextOf,
  topKeys,
  type WireContent,
} from './configsets.domain.js';

const ALL: ConfigsetFormat = 'CONFIGSET_FORMAT_ALL_BYTES';
const BY_SERVICE: ConfigsetFormat = 'CONFIGSET_FORMAT_BY_SERVICE';

/** ConfigurationManager in the request's profile, and the context (scope only) every call carries. */
const cmOf = (at: Where) => ({ cm: at.ctx.rpc.api.configsets, context: scopeContext(at) });
const read = (signal: AbortSignal): UnaryOptions => ({ signal, idempotent: true });
const write = (signal: AbortSignal): UnaryOptions => ({ signal, idempotent: false });
const uid = (value: string) => ({ value });

/** Server paths -> the configsets channels' fields; content paths name the user's own JSON keys. */
const FIELDS: FieldNames = {
  gk_configset_revision_id: 'revisionId',
  template_id: 'templateId',
  raw_content: { verbatim: 'content' },
  content: { verbatim: 'content' },
  source_template_id: 'content.fromTemplate',
  source_configset_id: 'content.fromConfigset',
  'details.description': 'description',
  perform_validation: 'performValidation',
};
const fields = { fields: FIELDS };

async function readRevision(at: Where, revisionId: string, signal: AbortSignal) {
  const { cm, context } = cmOf(at);
  const ask = (expected_format: ConfigsetFormat) =>
    cm.getConfigsetRevision({ context, gk_configset_revision_id: uid(revisionId), expected_format }, read(signal));
  const [raw, split] = await Promise.all([ask(ALL), ask(BY_SERVICE)]);
  return revisionDetailOf(raw.details ?? {}, raw, split);
}

async function readDetails(at: Where, revisionId: string, signal: AbortSignal) {
  const { cm, context } = cmOf(at);
  const res = await cm.getConfigsetRevision(
    {
      context,
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
    },
    read(signal),
  );
  return revisionOf(res.details ?? {});
}

export const configsetsChannelDefs: readonly ChannelDefinition[] = [
  defineChannel(
    'configsets.list',
    () =>
      async (_req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const res = await cm.listConfigsetRevisions({ context }, read(signal));
        return { configsets: summarize((res.details ?? []).map(revisionOf)) };
      },
    fields,
  ),

  defineChannel(
    'configsets.revisions',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const res = await cm.listConfigsetRevisions(
          { context, filter: { configset_id: req.configsetId, ...(req.states?.length ? { state: req.states } : {}) } },
          read(signal),
        );
        return { revisions: (res.details ?? []).map(revisionOf) };
      },
    { fields: { ...FIELDS, 'filter.configset_id': 'configsetId', 'filter.state': 'states' } },
  ),

  defineChannel(
    'configsets.revision',
    () =>
      (req, { signal, at }) =>
        readRevision(at(), req.revisionId, signal),
    fields,
  ),

  defineChannel(
    'configsets.active',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const ask = (expected_format: ConfigsetFormat) =>
          cm.getConfigset({ context, configset_id: req.configsetId, expected_format }, read(signal));
        const [raw, split] = await Promise.all([ask(ALL), ask(BY_SERVICE)]);
        return revisionDetailOf(raw.details ?? {}, raw, split);
      },
    fields,
  ),

  defineChannel('configsets.schema', () => async (_req, { signal, at }) => {
    const { cm, context } = cmOf(at());
    const strip = (c: WireContent) => servicesOf(c).map(({ data: _d, ...s }) => s);
    const revs = await cm.listConfigsetRevisions(
      { context, field_mask: { paths: ['gk_configset_revision_id'] } },
      read(signal),
    );
    const first = revs.details?.[0]?.gk_configset_revision_id?.value;
    if (first) {
      const got = await cm.getConfigsetRevision(
        {
          context,
          gk_configset_revision_id: uid(first),
          expected_format: BY_SERVICE,
          field_mask: { paths: ['gk_configset_revision_id'] },
        },
        read(signal),
      );
      return { services: strip(got) };
    }
    const templates = await cm.listTemplates({ context, field_mask: { paths: ['configset_id'] } }, read(signal));
    const template = templates.details?.[0]?.configset_id;
    if (!template) return { services: [] };
    const got = await cm.getTemplate({ context, template_id: template, expected_format: BY_SERVICE }, read(signal));
    return { services: strip(got) };
  }),

  defineChannel(
    'configsets.create',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const c = req.content;
        const content =
          'raw' in c
            ? { raw_content: Buffer.from(c.raw, 'utf8') }
            : 'fromTemplate' in c
              ? { source_template_id: c.fromTemplate }
              : { source_configset_id: c.fromConfigset };
        const res = await cm.createConfigset(
          {
            context,
            configset_id: req.configsetId,
            type: req.type satisfies ConfigsetType,
            details: { description: req.description ?? '' },
            perform_validation: req.performValidation ?? false,
            ...content,
          },
          write(signal),
        );
        return { revisionId: res.gk_configset_revision_id?.value ?? '' };
      },
    {
      audit: {
        detail: (req) => `content: ${Object.keys(req.content)[0]}${req.performValidation ? ', validated' : ''}`,
      },
      ...fields,
    },
  ),

  defineChannel(
    'configsets.validate',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        await cm.validateConfigsetRevision({ context, gk_configset_revision_id: uid(req.revisionId) }, write(signal));
        return readDetails(at(), req.revisionId, signal);
      },
    fields,
  ),

  defineChannel(
    'configsets.activate',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        await cm.activateConfigsetRevision({ context, gk_configset_revision_id: uid(req.revisionId) }, write(signal));
        return readDetails(at(), req.revisionId, signal);
      },
    fields,
  ),

  defineChannel(
    'configsets.deleteRevision',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        await cm.deleteConfigsetRevision({ context, gk_configset_revision_id: uid(req.revisionId) }, write(signal));
        return {};
      },
    fields,
  ),

  defineChannel(
    'configsets.delete',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        await cm.deleteConfigset({ context, configset_id: req.configsetId }, write(signal));
        return {};
      },
    fields,
  ),

  defineChannel(
    'configsets.updateDescription',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        await cm.updateConfigsetDetails(
          {
            context,
            configset_id: req.configsetId,
            details: { description: req.description },
            field_mask: { paths: ['description'] },
          },
          write(signal),
        );
        return {};
      },
    fields,
  ),

  defineChannel('templates.list', () => async (_req, { signal, at }) => {
    const { cm, context } = cmOf(at());
    const res = await cm.listTemplates({ context }, read(signal));
    return { templates: templatesOf((res.details ?? []).map(revisionOf)) };
  }),

  defineChannel(
    'templates.get',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const ask = (expected_format: ConfigsetFormat) =>
          cm.getTemplate({ context, template_id: req.templateId, expected_format }, read(signal));
        const [raw, split] = await Promise.all([ask(ALL), ask(BY_SERVICE)]);
        const content = rawTextOf(raw);
        return { templateId: req.templateId, content, services: servicesOf(split, topKeys(content)) };
      },
    fields,
  ),

  defineChannel(
    'templates.create',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const res = await cm.createTemplate(
          {
            context,
            template_id: req.templateId,
            type: req.type,
            details: { description: req.description ?? '' },
            raw_content: Buffer.from(req.content, 'utf8'),
          },
          write(signal),
        );
        return { templateRevisionId: res.gk_template_id?.value ?? '' };
      },
    fields,
  ),

  defineChannel(
    'templates.delete',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        await cm.deleteTemplate({ context, template_id: req.templateId }, write(signal));
        return {};
      },
    fields,
  ),

  defineChannel(
    'templates.generate',
    () =>
      async (req, { signal, at }) => {
        const { cm, context } = cmOf(at());
        const res = await cm.generateTemplate(
          { context, template_id: req.factoryId, type: 'CONFIGSET_TYPE_OPERATIONAL' },
          write(signal),
        );
        return { templateRevisionId: res.gk_template_id?.value ?? '' };
      },
    { fields: { ...FIELDS, template_id: 'factoryId' } },
  ),
];
