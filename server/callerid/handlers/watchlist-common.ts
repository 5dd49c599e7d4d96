// Steps the EntitiesManager rule RPCs share.
import type { Queryable } from '../../db/types.js';
import { alreadyExists, notFound, type Violations } from '../../rpc/errors.js';
import type { Principal } from '../../rpc/types.js';
import { watchlistExists } from '../rules.store.js';
import { readUniqueId } from '../wire.js';

export const readWatchlistId = (v: Violations, raw: { value?: string | null } | null | undefined): string | undefined =>
  readUniqueId(v, 'gk_callerid_watchlist_id', raw, true);

export async function mustHaveWatchlist(q: Queryable, scopeId: string, watchlistId: string): Promise<void> {
  if (!(await watchlistExists(q, scopeId, watchlistId))) throw notFound(`watchlist ${watchlistId} not found`);
}

/** Who made a rule: analysts are recorded as analyst_id, every other client as client_id. */
export function member(p: Principal): { clientId: string | null; analystId: string | null } {
  return p.role === 'analyst' ? { clientId: null, analystId: p.clientId } : { clientId: p.clientId, analystId: null };
}

/** A unique-index violation (two concurrent adds of one number or pattern) reads as ALREADY_EXISTS. */
export function duplicateAsAlreadyExists(err: unknown): never {
  if ((err as { code?: unknown })?.code === '23505')
    throw alreadyExists('the watchlist already has a rule for that number or pattern');
  throw err;
}
