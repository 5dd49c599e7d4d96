// The work behind the person and fraudster RPCs, which have the same shape: each handler in
// handlers/ reads its request through these and names its response fields itself.
import { Violations, alreadyExists, notFound } from '../rpc/errors.js';
import type { CallContext } from '../rpc/types.js';
import type { WireFieldMask } from '../rpc/field-mask.js';
import { mustGetOwner, duplicateAsAlreadyExists, type EntitiesCtx } from './deps.js';
import { erasureProgress } from './erasure.js';
import * as owners from './owners.store.js';
import type { EntityOwnerRow, OwnerKind } from './owners.store.js';
import { readExternalId, readId, readMask, readOwnerDetails } from './wire.js';

/** How a kind's requests name things. */
export interface OwnerNames {
  kind: OwnerKind;
  /** gk_person_id / gk_fraudster_id */
  id: string;
  /** person_id / fraudster_id */
  ext: string;
  /** new_person_id / new_fraudster_id */
  newExt: string;
}

export const PERSON: OwnerNames = { kind: 'person', id: 'gk_person_id', ext: 'person_id', newExt: 'new_person_id' };
export const FRAUDSTER: OwnerNames = {
  kind: 'fraudster',
  id: 'gk_fraudster_id',
  ext: 'fraudster_id',
  newExt: 'new_fraudster_id',
};

type IdIn = { value?: string | null } | null | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- details in proto-loader shape, read field by field
type DetailsIn = Record<string, any> | null | undefined;

const taken = (n: OwnerNames, ext: string) => `a ${n.kind} with ${n.ext} "${ext}" already exists in the scope`;

export async function createOwner(
  ctx: EntitiesCtx,
  call: CallContext,
  n: OwnerNames,
  req: { externalId: unknown; details: DetailsIn; mask: WireFieldMask | null | undefined },
): Promise<string> {
  const v = new Violations();
  const externalId = readExternalId(v, n.ext, req.externalId);
  const details = readOwnerDetails(v, req.details, req.mask, { maskRequired: false });
  v.throwIfAny();
  const id = await ctx.db
    .tx((q) =>
      owners.insertOwner(q, { scopeId: call.context.scopeId, kind: n.kind, externalId, details, now: ctx.clock.now() }),
    )
    .catch(duplicateAsAlreadyExists(taken(n, externalId)));
  if (!id) throw alreadyExists(taken(n, externalId));
  return id;
}

export async function renameOwner(
  ctx: EntitiesCtx,
  call: CallContext,
  n: OwnerNames,
  req: { id: IdIn; newExternalId: unknown },
): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const ext = readExternalId(v, n.newExt, req.newExternalId);
  v.throwIfAny();
  await ctx.db
    .tx(async (q) => {
      const row = await mustGetOwner(q, call.context.scopeId, n.kind, id, true);
      if (row.external_id === ext) return;
      if (!(await owners.renameOwner(q, row, ext, ctx.clock.now()))) throw alreadyExists(taken(n, ext));
    })
    .catch(duplicateAsAlreadyExists(taken(n, ext)));
}

export async function updateOwner(
  ctx: EntitiesCtx,
  call: CallContext,
  n: OwnerNames,
  req: { id: IdIn; details: DetailsIn; mask: WireFieldMask | null | undefined },
): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const details = readOwnerDetails(v, req.details, req.mask, { maskRequired: true });
  v.throwIfAny();
  await ctx.db.tx(async (q) => {
    await mustGetOwner(q, call.context.scopeId, n.kind, id, true);
    await owners.updateOwnerDetails(q, id, details, ctx.clock.now());
  });
}

export interface OwnerRead {
  row: EntityOwnerRow;
  voiceClassScore: number | null;
  erasure: Record<string, string>;
  mask: Set<string> | undefined;
}

export async function readOwner(
  ctx: EntitiesCtx,
  call: CallContext,
  n: OwnerNames,
  req: { id: IdIn; mask: WireFieldMask | null | undefined },
  allowed: readonly string[],
): Promise<OwnerRead> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const mask = readMask(v, req.mask, allowed);
  v.throwIfAny();
  // One statement (one snapshot): the row, its score and a person's erasure progress.
  const found = await owners.getOwnerWithExtras(ctx.db, call.context.scopeId, n.kind, id);
  if (!found) throw notFound(`${n.kind} ${id} not found`);
  const erasure = n.kind === 'person' ? erasureProgress(found.job) : {};
  return { row: found.row, voiceClassScore: found.voiceClassScore, erasure, mask };
}

export async function gkOwnerId(
  ctx: EntitiesCtx,
  call: CallContext,
  n: OwnerNames,
  externalId: unknown,
): Promise<string> {
  const v = new Violations();
  const ext = readExternalId(v, n.ext, externalId);
  v.throwIfAny();
  const id = await owners.ownerIdByExternal(ctx.db, call.context.scopeId, n.kind, ext);
  if (!id) throw notFound(`no ${n.kind} with ${n.ext} "${ext}" in the scope`);
  return id;
}

/** Deletes the owner and, in the same transaction, its prints, memberships and consent history. */
export async function deleteOwner(ctx: EntitiesCtx, call: CallContext, n: OwnerNames, rawId: IdIn): Promise<void> {
  const v = new Violations();
  const id = readId(v, n.id, rawId);
  v.throwIfAny();
  await ctx.db.tx(async (q) => {
    await mustGetOwner(q, call.context.scopeId, n.kind, id, true);
    const { prints } = await owners.deleteOwner(q, id);
    call.log.info(`${n.kind} deleted`, { [n.id]: id, prints });
  });
}

/** The owner's voiceprint profile IDs; empty when the filter names print types without voiceprints. */
export async function ownerProfiles(
  ctx: EntitiesCtx,
  call: CallContext,
  n: OwnerNames,
  req: { id: IdIn; printTypes: readonly string[] | null | undefined },
): Promise<string[]> {
  const v = new Violations();
  const id = readId(v, n.id, req.id);
  const types = req.printTypes ?? [];
  types.forEach((t, i) => {
    if (typeof t !== 'string' || !t.startsWith('PRINT_TYPE_') || t === 'PRINT_TYPE_UNSPECIFIED')
      v.add(`filter.print_type[${i}]`, 'must name a print type', 'INVALID_FORMAT', String(t));
  });
  v.throwIfAny();
  await mustGetOwner(ctx.db, call.context.scopeId, n.kind, id);
  if (types.length && !types.includes('PRINT_TYPE_VOICEPRINT')) return [];
  return owners.listOwnerProfiles(ctx.db, call.context.scopeId, id);
}
