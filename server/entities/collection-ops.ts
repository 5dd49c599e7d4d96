// The work behind the group and watchlist RPCs (same shape): handlers in handlers/ read their
// request through these and name their response fields themselves.
import { Violations, alreadyExists, failedPrecondition, notFound } from '../rpc/errors.js';
import type { CallContext } from '../rpc/types.js';
import type { WireFieldMask } from '../rpc/field-mask.js';
import * as store from './collections.store.js';
import type { CollectionKind, CollectionRow } from './collections.store.js';
import { duplicateAsAlreadyExists, mustGetCollection, mustGetOwner, type EntitiesCtx } from './deps.js';
import { OWNER_TYPE_OF } from './owners.store.js';
import { MAX_MEMBERS, readCollectionData, readExternalId, readId, readIdList, readMask } from './wire.js';

export interface CollectionNames {
  kind: CollectionKind;
  id: string;
  ext: string;
  newExt: string;
  /** The member ID field of Add / Is requests, and the list field of Remove requests. */
  member: string;
  members: string;
}

export const GROUP: CollectionNames = {
  kind: 'group',
  id: 'gk_group_id',
  ext: 'group_id',
  newExt: 'new_group_id',
  member: 'gk_person_id',
  members: 'gk_person_ids',
};
export const WATCHLIST: CollectionNames = {
  kind: 'watchlist',
  id: 'gk_watchlist_id',
  ext: 'watchlist_id',
  newExt: 'new_watchlist_id',
  member: 'gk_fraudster_id',
  members: 'gk_fraudster_ids',
};

type IdIn = { value?: string | null } | null | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- details in proto-loader shape, read field by field
type DetailsIn = Record<string, any> | null | undefined;

const taken = (n: CollectionNames, ext: string) => `a ${n.kind} with ${n.ext} "${ext}" already exists in the scope`;

export async function createCollection(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { externalId: unknown; details: DetailsIn; mask: WireFieldMask | null | undefined },
): Promise<string> {
  const v = new Violations();
  const externalId = readExternalId(v, n.ext, req.externalId);
  const customData = readCollectionData(v, req.details, req.mask, { maskRequired: false }) ?? {};
  v.throwIfAny();
  const id = await ctx.db
    .tx((q) =>
      store.insertCollection(q, n.kind, {
        scopeId: call.context.scopeId,
        externalId,
        customData,
        now: ctx.clock.now(),
      }),
    )
    .catch(duplicateAsAlreadyExists(taken(n, externalId)));
  if (!id) throw alreadyExists(taken(n, externalId));
  return id;
}

export async function renameCollection(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { id: IdIn; newExternalId: unknown },
): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const ext = readExternalId(v, n.newExt, req.newExternalId);
  v.throwIfAny();
  await ctx.db
    .tx(async (q) => {
      const row = await mustGetCollection(q, call.context.scopeId, n.kind, id, true);
      if (row.external_id === ext) return;
      if (!(await store.renameCollection(q, n.kind, row, ext, ctx.clock.now()))) throw alreadyExists(taken(n, ext));
    })
    .catch(duplicateAsAlreadyExists(taken(n, ext)));
}

export async function updateCollection(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { id: IdIn; details: DetailsIn; mask: WireFieldMask | null | undefined },
): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const customData = readCollectionData(v, req.details, req.mask, { maskRequired: true });
  v.throwIfAny();
  await ctx.db.tx(async (q) => {
    await mustGetCollection(q, call.context.scopeId, n.kind, id, true);
    await store.updateCollectionData(q, n.kind, id, customData ?? {}, ctx.clock.now());
  });
}

export async function readCollection(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { id: IdIn; mask: WireFieldMask | null | undefined },
  allowed: readonly string[],
): Promise<{ row: CollectionRow; mask: Set<string> | undefined }> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const mask = readMask(v, req.mask, allowed);
  v.throwIfAny();
  return { row: await mustGetCollection(ctx.db, call.context.scopeId, n.kind, id), mask };
}

export async function gkCollectionId(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  externalId: unknown,
): Promise<string> {
  const v = new Violations();
  const ext = readExternalId(v, n.ext, externalId);
  v.throwIfAny();
  const id = await store.collectionIdByExternal(ctx.db, n.kind, call.context.scopeId, ext);
  if (!id) throw notFound(`no ${n.kind} with ${n.ext} "${ext}" in the scope`);
  return id;
}

/** Deletes the collection and its memberships; the members themselves stay. */
export async function deleteCollection(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  rawId: IdIn,
): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, rawId);
  v.throwIfAny();
  await ctx.db.tx(async (q) => {
    await mustGetCollection(q, call.context.scopeId, n.kind, id, true);
    await store.deleteCollection(q, n.kind, id);
  });
}

/** Adds one member (of the collection's scope); adding a member twice is not an error. */
export async function addMember(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { id: IdIn; member: IdIn },
): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const memberId = readId(v, n.member, req.member);
  v.throwIfAny();
  const { scopeId } = call.context;
  await ctx.db.tx(async (q) => {
    await mustGetCollection(q, scopeId, n.kind, id, true);
    await mustGetOwner(q, scopeId, store.MEMBER_KIND[n.kind], memberId);
    if (!(await store.isMember(q, n.kind, id, memberId))) {
      if ((await store.countMembers(q, n.kind, id)) >= MAX_MEMBERS)
        throw failedPrecondition(`the ${n.kind} already has the maximum of ${MAX_MEMBERS} members`);
    }
    await store.addMember(q, n.kind, id, memberId, ctx.clock.now());
  });
}

/**
 * Removes a batch of members in one transaction. Every ID must name a member kind of the scope
 * (NOT_FOUND otherwise, nothing removed); IDs that are not in the collection are ignored.
 */
export async function removeMembers(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { id: IdIn; members: Array<{ value?: string | null } | null> | null | undefined },
): Promise<number> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const members = readIdList(v, n.members, req.members);
  v.throwIfAny();
  const { scopeId } = call.context;
  return ctx.db.tx(async (q) => {
    await mustGetCollection(q, scopeId, n.kind, id, true);
    const memberKind = store.MEMBER_KIND[n.kind];
    const known = await store.existingOwners(q, scopeId, OWNER_TYPE_OF[memberKind], members);
    const unknown = members.filter((m) => !known.has(m));
    if (unknown.length) throw notFound(`${memberKind} ${unknown.slice(0, 5).join(', ')} not found`);
    return store.removeMembers(q, n.kind, id, members, ctx.clock.now());
  });
}

export async function listMembers(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  rawId: IdIn,
): Promise<string[]> {
  const v = new Violations();
  const id = readId(v, n.id, rawId);
  v.throwIfAny();
  await mustGetCollection(ctx.db, call.context.scopeId, n.kind, id);
  return store.listMembers(ctx.db, n.kind, id, MAX_MEMBERS);
}

export async function isMember(
  ctx: EntitiesCtx,
  call: CallContext,
  n: CollectionNames,
  req: { id: IdIn; member: IdIn },
): Promise<boolean> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const memberId = readId(v, n.member, req.member);
  v.throwIfAny();
  await mustGetCollection(ctx.db, call.context.scopeId, n.kind, id);
  await mustGetOwner(ctx.db, call.context.scopeId, store.MEMBER_KIND[n.kind], memberId);
  return store.isMember(ctx.db, n.kind, id, memberId);
}
