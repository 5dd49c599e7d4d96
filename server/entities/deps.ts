// What the person, fraudster, group and watchlist handlers share: their dependencies and the
// lookups that answer NOT_FOUND for anything outside the caller's scope.
import type { Db, Queryable } from '../db/types.js';
import { alreadyExists, notFound } from '../rpc/errors.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { getCollection, type CollectionKind, type CollectionRow } from './collections.store.js';
import type { ErasureRunner } from './erasure.js';
import { getOwner, type EntityOwnerRow, type OwnerKind } from './owners.store.js';

export interface EntitiesCtx {
  db: Db;
  clock: Clock;
  log: Logger;
  /** Runs DeletePersonalData jobs (durable, in the database). */
  erasure: ErasureRunner;
}

export async function mustGetOwner(
  q: Queryable,
  scopeId: string,
  kind: OwnerKind,
  id: string,
  forUpdate = false,
): Promise<EntityOwnerRow> {
  const row = await getOwner(q, scopeId, kind, id, forUpdate);
  if (!row) throw notFound(`${kind} ${id} not found`);
  return row;
}

export async function mustGetCollection(
  q: Queryable,
  scopeId: string,
  kind: CollectionKind,
  id: string,
  forUpdate = false,
): Promise<CollectionRow> {
  const row = await getCollection(q, kind, scopeId, id, forUpdate);
  if (!row) throw notFound(`${kind} ${id} not found`);
  return row;
}

/** A unique-index race (two creates or renames to one external ID at once) reads as ALREADY_EXISTS. */
export function duplicateAsAlreadyExists(what: string) {
  return (err: unknown): never => {
    if ((err as { code?: unknown })?.code === '23505') throw alreadyExists(what);
    throw err;
  };
}
