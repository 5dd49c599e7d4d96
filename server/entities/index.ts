// EntitiesManager: persons (consent, erasure), fraudsters, groups and watchlists, plus the
// watchlist caller-ID rule RPCs that live with the caller-ID code (callerid/index.ts), which the
// server passes in (entities does not import callerid: callerid sits above it). One handler per
// RPC in handlers/.
import type { Db } from '../db/types.js';
import { defineService, type ServiceImplementation, type ServiceRegistration } from '../rpc/types.js';
import type { Clock } from '../../wire/clock.js';
import { silentLogger, type Logger } from '../util/log.js';
import type { EntitiesCtx } from './deps.js';
import type { ErasureRunner } from './erasure.js';
import { addFraudsterToWatchlist } from './handlers/add-fraudster-to-watchlist.js';
import { addPersonToGroup } from './handlers/add-person-to-group.js';
import { createFraudster } from './handlers/create-fraudster.js';
import { createGroup } from './handlers/create-group.js';
import { createPerson } from './handlers/create-person.js';
import { createWatchlist } from './handlers/create-watchlist.js';
import { deleteFraudster } from './handlers/delete-fraudster.js';
import { deleteGroup } from './handlers/delete-group.js';
import { deletePerson } from './handlers/delete-person.js';
import { deletePersonalData } from './handlers/delete-personal-data.js';
import { deleteWatchlist } from './handlers/delete-watchlist.js';
import { getFraudsterDetails } from './handlers/get-fraudster-details.js';
import { getGkFraudsterId } from './handlers/get-gk-fraudster-id.js';
import { getGkGroupId } from './handlers/get-gk-group-id.js';
import { getGkPersonId } from './handlers/get-gk-person-id.js';
import { getGkWatchlistId } from './handlers/get-gk-watchlist-id.js';
import { getGroupDetails } from './handlers/get-group-details.js';
import { getPersonDetails } from './handlers/get-person-details.js';
import { getWatchlistDetails } from './handlers/get-watchlist-details.js';
import { isFraudsterInWatchlist } from './handlers/is-fraudster-in-watchlist.js';
import { isPersonInGroup } from './handlers/is-person-in-group.js';
import { listFraudsterProfiles } from './handlers/list-fraudster-profiles.js';
import { listGroupPersons } from './handlers/list-group-persons.js';
import { listPersonProfiles } from './handlers/list-person-profiles.js';
import { listWatchlistFraudsters } from './handlers/list-watchlist-fraudsters.js';
import { optPersonIn } from './handlers/opt-person-in.js';
import { optPersonOut } from './handlers/opt-person-out.js';
import { removeFraudstersFromWatchlist } from './handlers/remove-fraudsters-from-watchlist.js';
import { removePersonsFromGroup } from './handlers/remove-persons-from-group.js';
import { renameFraudster } from './handlers/rename-fraudster.js';
import { renameGroup } from './handlers/rename-group.js';
import { renamePerson } from './handlers/rename-person.js';
import { renameWatchlist } from './handlers/rename-watchlist.js';
import { updateFraudster } from './handlers/update-fraudster.js';
import { updateGroup } from './handlers/update-group.js';
import { updatePerson } from './handlers/update-person.js';
import { updateWatchlist } from './handlers/update-watchlist.js';

/** The EntitiesManager RPCs on watchlist caller-ID rules, served by callerid/ (callerIdRuleHandlers). */
export type CallerIdRuleMethod =
  | 'AddCallerIdRuleToWatchlist'
  | 'UpdateCallerIdRuleInWatchlist'
  | 'DeleteCallerIdRuleFromWatchlist'
  | 'ListWatchlistCallerIdRules'
  | 'ImportCallerIdRulesToWatchlist'
  | 'ExportCallerIdRulesFromWatchlist'
  | 'TestCallerIdRule';

export interface EntitiesDeps {
  /** The caller-ID rule RPCs (callerid/index.ts's callerIdRuleHandlers). */
  callerIdRules: Pick<ServiceImplementation<'entities'>, CallerIdRuleMethod>;
  db: Db;
  clock: Clock;
  log?: Logger;
  /** Runs DeletePersonalData jobs; the server starts and stops it (see erasure.ts). */
  erasure: ErasureRunner;
}

/** The person, fraudster, group and watchlist RPCs. */
function entityHandlers(deps: EntitiesDeps): Omit<ServiceImplementation<'entities'>, CallerIdRuleMethod> {
  const ctx: EntitiesCtx = { db: deps.db, clock: deps.clock, log: deps.log ?? silentLogger, erasure: deps.erasure };
  return {
    AddFraudsterToWatchlist: addFraudsterToWatchlist(ctx),
    AddPersonToGroup: addPersonToGroup(ctx),
    CreateFraudster: createFraudster(ctx),
    CreateGroup: createGroup(ctx),
    CreatePerson: createPerson(ctx),
    CreateWatchlist: createWatchlist(ctx),
    DeleteFraudster: deleteFraudster(ctx),
    DeleteGroup: deleteGroup(ctx),
    DeletePerson: deletePerson(ctx),
    DeletePersonalData: deletePersonalData(ctx),
    DeleteWatchlist: deleteWatchlist(ctx),
    GetFraudsterDetails: getFraudsterDetails(ctx),
    GetGkFraudsterId: getGkFraudsterId(ctx),
    GetGkGroupId: getGkGroupId(ctx),
    GetGkPersonId: getGkPersonId(ctx),
    GetGkWatchlistId: getGkWatchlistId(ctx),
    GetGroupDetails: getGroupDetails(ctx),
    GetPersonDetails: getPersonDetails(ctx),
    GetWatchlistDetails: getWatchlistDetails(ctx),
    IsFraudsterInWatchlist: isFraudsterInWatchlist(ctx),
    IsPersonInGroup: isPersonInGroup(ctx),
    ListFraudsterProfiles: listFraudsterProfiles(ctx),
    ListGroupPersons: listGroupPersons(ctx),
    ListPersonProfiles: listPersonProfiles(ctx),
    ListWatchlistFraudsters: listWatchlistFraudsters(ctx),
    OptPersonIn: optPersonIn(ctx),
    OptPersonOut: optPersonOut(ctx),
    RemoveFraudstersFromWatchlist: removeFraudstersFromWatchlist(ctx),
    RemovePersonsFromGroup: removePersonsFromGroup(ctx),
    RenameFraudster: renameFraudster(ctx),
    RenameGroup: renameGroup(ctx),
    RenamePerson: renamePerson(ctx),
    RenameWatchlist: renameWatchlist(ctx),
    UpdateFraudster: updateFraudster(ctx),
    UpdateGroup: updateGroup(ctx),
    UpdatePerson: updatePerson(ctx),
    UpdateWatchlist: updateWatchlist(ctx),
  };
}

export function entitiesService(deps: EntitiesDeps): ServiceRegistration {
  return defineService('entities', { ...deps.callerIdRules, ...entityHandlers(deps) });
}

export { assertConsentForPrints } from './consent.store.js';
export type { OwnerType } from './owners.store.js';
export { erasureRunner, ERASURE_DEFAULTS, type ErasureRunner } from './erasure.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export type { CollectionRow } from './collections.store.js';
export { groupToRead, watchlistToRead } from './wire.js';
export type { ConsentStatusName } from './owners.store.js';
export { getOwner } from './owners.store.js';
