// Main-side handlers of the People channels (shared/ipc/channels/people.ts): a person found by
// external ID with consent, print profiles and erasure progress (the server reports the last
// DeletePersonalData job in custom_data keys "vigil.erasure.*"), and the audited changes, which
// run in the console's administration session (see console-session.ts).
import { ipcFailure } from '../errors.js';
import type { AuditedChannelOf, ResponseOf } from '../../shared/ipc/contract.js';
import type { Context } from '../../generated/proto/nuance/biosec/v1/Context.js';
import type { PersonDetailsForRead__Output } from '../../generated/proto/nuance/biosec/v1/entities/PersonDetailsForRead.js';
import type { Erasure, Person } from '../../shared/ipc/channels/people.js';
import { timestampToIso } from '../grpc/to-domain.js';
import {
  type ChannelDefinition,
  type ChannelOptions,
  defineChannel,
  type MainContext,
  type RequestData,
} from '../ipc/define-channel.js';
import { erasuresOf } from '../jobs/erasures.js';
import { scopeContext, whereOf, type Where } from '../connections/where.js';
import type { FieldNames } from '../grpc/field-names.js';
import type { ServiceClient } from '../grpc/rpc-client.js';
import { contextOf, withConsoleContext, type ConsoleSessionKind } from './console-session.js';
import { ifBrowse } from './engagements.read.js';

const uid = (value: string) => ({ value });
const ERASURE = 'vigil.erasure.';

/** The erasure progress the server puts in the person's custom_data, if any. */
export function erasureOf(data: Record<string, string> | undefined): Erasure | undefined {
  const get = (k: string) => data?.[ERASURE + k];
  const jobId = get('job_id');
  const state = get('state');
  if (!jobId || !state) return undefined;
  const n = (k: string) => Number(get(k) ?? 0) || 0;
  const opt = (k: string, v: string | undefined) => (v ? { [k]: v } : {});
  return {
    jobId,
    state,
    ...opt('step', get('step')),
    ...opt('requestedAt', get('requested_at')),
    ...opt('completedAt', get('completed_at')),
    printsDeleted: n('prints_deleted'),
    segmentsDeleted: n('segments_deleted'),
    segmentsKept: n('segments_kept'),
    sessionsCleared: n('sessions_cleared'),
    ...opt('error', get('error')),
  };
}

const CONSENT = {
  CONSENT_STATUS_OPTED_IN: 'opted-in',
  CONSENT_STATUS_OPTED_OUT: 'opted-out',
} as const;

export function personOf(d: PersonDetailsForRead__Output, profileIds: string[]): Person {
  const c = d.consent_info;
  const status = (c?.status && CONSENT[c.status as keyof typeof CONSENT]) || 'unknown';
  const erasure = erasureOf(d.custom_data);
  const timestamp = timestampToIso(c?.timestamp);
  return {
    gkPersonId: d.gk_person_id?.value ?? '',
    personId: d.person_id ?? '',
    ...(d.first_name ? { firstName: d.first_name } : {}),
    ...(d.last_name ? { lastName: d.last_name } : {}),
    consent: {
      status,
      ...(timestamp ? { timestamp } : {}),
      ...(c?.reason ? { reason: c.reason } : {}),
      ...(c?.agent_id ? { agentId: c.agent_id } : {}),
    },
    ...(d.creation_timestamp ? { createdAt: timestampToIso(d.creation_timestamp) } : {}),
    voiceprintProfileIds: profileIds,
    ...(erasure ? { erasure } : {}),
  };
}

async function readPerson(where: Where, gkPersonId: string, signal: AbortSignal | undefined): Promise<Person> {
  const api = where.ctx.rpc.api.entities;
  const ask = { context: scopeContext(where), gk_person_id: uid(gkPersonId) };
  const [details, profiles] = await Promise.all([
    api.getPersonDetails(ask, { signal, idempotent: true }),
    api.listPersonProfiles(ask, { signal, idempotent: true }),
  ]);
  if (!details.details) throw ipcFailure('NOT_FOUND', `Person ${gkPersonId} was not found.`);
  return personOf(
    details.details,
    (profiles.gk_voiceprint_profile_ids ?? []).map((p) => p.value ?? '').filter(Boolean),
  );
}

/** A person read back also tells the erasure this console started for them how it goes. */
function seen(main: MainContext, person: Person): Person {
  erasuresOf(main).seen(person);
  return person;
}

const find = defineChannel(
  'people.find',
  (main) =>
    async (req, { signal, at }) => {
      const where = at();
      const res = await where.ctx.rpc.api.entities.getGkPersonId(
        { context: scopeContext(where), person_id: req.personId },
        { signal, idempotent: true },
      );
      const gk = res.gk_person_id?.value;
      if (!gk) throw ipcFailure('NOT_FOUND', `No person has the external ID "${req.personId}" in this scope.`);
      return seen(main, await readPerson(where, gk, signal));
    },
  { fields: { person_id: 'personId' } },
);

const get = defineChannel(
  'people.get',
  (main) =>
    async (req, { signal, at }) =>
      seen(main, await readPerson(at(), req.gkPersonId, signal)),
  {
    fields: { gk_person_id: 'gkPersonId' },
  },
);

const inGroup = defineChannel(
  'people.inGroup',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const api = where.ctx.rpc.api.entities;
      const g = await api.getGkGroupId(
        { context: scopeContext(where), group_id: req.groupId },
        { signal, idempotent: true },
      );
      const gkGroupId = g.gk_group_id?.value;
      if (!gkGroupId) throw ipcFailure('NOT_FOUND', `No group has the external ID "${req.groupId}" in this scope.`);
      const m = await api.isPersonInGroup(
        { context: scopeContext(where), gk_group_id: uid(gkGroupId), gk_person_id: uid(req.gkPersonId) },
        { signal, idempotent: true },
      );
      return { gkGroupId, member: m.is_in_group === true };
    },
  { fields: { group_id: 'groupId', gk_person_id: 'gkPersonId' } },
);

/** Browse paging fields of a channel request (page size 50 unless given). */
export const paging = (req: { pageToken?: string | undefined; pageSize?: number | undefined }) => ({
  page_size: req.pageSize ?? 50,
  ...(req.pageToken ? { page_token: req.pageToken } : {}),
});
const PAGING_FIELDS: FieldNames = { page_size: 'pageSize', page_token: 'pageToken', gk_person_id: 'gkPersonId' };
/** The page a Browse-backed channel answers when the server does not offer Browse. */
export const NOT_OFFERED = { items: [], nextPageToken: '', totalSize: 0, browseAvailable: false };

const groups = defineChannel(
  'people.groups',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const res = await ifBrowse(() =>
        where.ctx.rpc.api.browse.listGroups(
          {
            context: scopeContext(where),
            ...(req.gkPersonId ? { gk_person_id: uid(req.gkPersonId) } : {}),
            ...paging(req),
          },
          { signal, idempotent: true },
        ),
      );
      if (!res) return NOT_OFFERED;
      return {
        items: (res.groups ?? []).map((g) => {
          const createdAt = timestampToIso(g.details?.creation_timestamp);
          return {
            gkGroupId: g.details?.gk_group_id?.value ?? '',
            groupId: g.details?.group_id ?? '',
            memberCount: g.member_count ?? 0,
            ...(createdAt ? { createdAt } : {}),
          };
        }),
        nextPageToken: res.next_page_token ?? '',
        totalSize: res.total_size ?? 0,
        browseAvailable: true,
      };
    },
  { fields: PAGING_FIELDS },
);

const consentHistory = defineChannel(
  'people.consentHistory',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const res = await ifBrowse(() =>
        where.ctx.rpc.api.browse.listPersonConsentEvents(
          { context: scopeContext(where), gk_person_id: uid(req.gkPersonId), ...paging(req) },
          { signal, idempotent: true },
        ),
      );
      if (!res) return NOT_OFFERED;
      return {
        items: (res.events ?? []).map((e) => {
          const timestamp = timestampToIso(e.creation_timestamp);
          return {
            status: (e.status && CONSENT[e.status as keyof typeof CONSENT]) || ('unknown' as const),
            ...(timestamp ? { timestamp } : {}),
            ...(e.reason ? { reason: e.reason } : {}),
            ...(e.agent_id ? { agentId: e.agent_id } : {}),
            printsDeleted: e.prints_deleted ?? 0,
          };
        }),
        nextPageToken: res.next_page_token ?? '',
        totalSize: res.total_size ?? 0,
        browseAvailable: true,
      };
    },
  { fields: PAGING_FIELDS },
);

/** An entities change in the console's session of `kind`; answers what `send` returns. */
export function entitiesChange<C extends AuditedChannelOf<'people' | 'fraud'>>(
  channel: C,
  kind: ConsoleSessionKind,
  send: (
    api: ServiceClient<'entities'>,
    context: Context,
    req: RequestData<C>,
    signal: AbortSignal | undefined,
  ) => Promise<ResponseOf<C>>,
  opts: ChannelOptions<C> = {},
): ChannelDefinition<C> {
  return defineChannel(
    channel,
    () =>
      async (req, { signal, at }) => {
        const { ctx } = at();
        return withConsoleContext(ctx, kind, signal, (cc) => send(ctx.rpc.api.entities, contextOf(cc), req, signal));
      },
    opts,
  );
}

/** The erasure channel, whose accepted requests become the user's erasure jobs (main/jobs/erasures.ts). */
function followed(def: ChannelDefinition<'people.deletePersonalData'>): ChannelDefinition<'people.deletePersonalData'> {
  return {
    ...def,
    bind(main) {
      const handler = def.bind(main);
      return async (req, opts) => {
        const res = await handler(req, opts);
        // Followed through the same profile and scope, re-resolved per read (the client may be replaced).
        const { ctx, scopeId } = whereOf(main.connections, req)();
        const profileId = ctx.profile.id;
        erasuresOf(main).started(res.gkPersonId, profileId, (signal) =>
          readPerson({ ctx: main.connections.context(profileId), scopeId }, res.gkPersonId, signal),
        );
        return res;
      };
    },
  };
}

const FIELDS: FieldNames = {
  gk_person_id: 'gkPersonId',
  person_id: 'personId',
  'details.first_name': 'firstName',
  'details.last_name': 'lastName',
};

export const peopleChannelDefs: readonly ChannelDefinition[] = [
  find,
  get,
  inGroup,
  groups,
  consentHistory,
  entitiesChange(
    'people.create',
    'admin',
    async (api, context, r, signal) => {
      const details = { first_name: r.firstName || undefined, last_name: r.lastName || undefined };
      const paths = Object.entries(details)
        .filter(([, v]) => v)
        .map(([k]) => k);
      const res = await api.createPerson(
        {
          context,
          person_id: r.personId,
          ...(paths.length ? { details, field_mask: { paths } } : {}),
        },
        { signal },
      );
      return { gkPersonId: res.gk_person_id?.value ?? '' };
    },
    { fields: FIELDS },
  ),
  entitiesChange(
    'people.optIn',
    'admin',
    async (api, context, r, signal) => {
      await api.optPersonIn({ context, gk_person_id: uid(r.gkPersonId) }, { signal });
      return { gkPersonId: r.gkPersonId };
    },
    { fields: FIELDS },
  ),
  entitiesChange(
    'people.optOut',
    'admin',
    async (api, context, r, signal) => {
      await api.optPersonOut({ context, gk_person_id: uid(r.gkPersonId), reason: r.reason ?? '' }, { signal });
      return { gkPersonId: r.gkPersonId };
    },
    { fields: FIELDS },
  ),
  followed(
    entitiesChange(
      'people.deletePersonalData',
      'admin',
      async (api, context, r, signal) => {
        await api.deletePersonalData({ context, gk_person_id: uid(r.gkPersonId) }, { signal });
        return { gkPersonId: r.gkPersonId };
      },
      { fields: FIELDS },
    ),
  ),
];
