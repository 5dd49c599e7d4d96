// EntitiesManager: persons (consent, erasure), fraudsters, groups and watchlists, plus the
// watchlist caller-ID rule RPCs that live with the caller-ID code (callerid/index.ts). One
// handler per RPC in handlers/.
import { defineService, UNIMPLEMENTED, type ServiceImplementation, type ServiceRegistration } from '../rpc/types.js';
import { callerIdRuleHandlers, type CallerIdDeps } from '../callerid/index.js';

export interface EntitiesDeps {
  callerId: CallerIdDeps;
}

type CallerIdRuleMethod = keyof ReturnType<typeof callerIdRuleHandlers>;

/** The person, fraudster, group and watchlist RPCs. */
export function entityHandlers(_deps: EntitiesDeps): Omit<ServiceImplementation<'entities'>, CallerIdRuleMethod> {
  return {
    AddFraudsterToWatchlist: UNIMPLEMENTED,
    AddPersonToGroup: UNIMPLEMENTED,
    CreateFraudster: UNIMPLEMENTED,
    CreateGroup: UNIMPLEMENTED,
    CreatePerson: UNIMPLEMENTED,
    CreateWatchlist: UNIMPLEMENTED,
    DeleteFraudster: UNIMPLEMENTED,
    DeleteGroup: UNIMPLEMENTED,
    DeletePerson: UNIMPLEMENTED,
    DeletePersonalData: UNIMPLEMENTED,
    DeleteWatchlist: UNIMPLEMENTED,
    GetFraudsterDetails: UNIMPLEMENTED,
    GetGkFraudsterId: UNIMPLEMENTED,
    GetGkGroupId: UNIMPLEMENTED,
    GetGkPersonId: UNIMPLEMENTED,
    GetGkWatchlistId: UNIMPLEMENTED,
    GetGroupDetails: UNIMPLEMENTED,
    GetPersonDetails: UNIMPLEMENTED,
    GetWatchlistDetails: UNIMPLEMENTED,
    IsFraudsterInWatchlist: UNIMPLEMENTED,
    IsPersonInGroup: UNIMPLEMENTED,
    ListFraudsterProfiles: UNIMPLEMENTED,
    ListGroupPersons: UNIMPLEMENTED,
    ListPersonProfiles: UNIMPLEMENTED,
    ListWatchlistFraudsters: UNIMPLEMENTED,
    OptPersonIn: UNIMPLEMENTED,
    OptPersonOut: UNIMPLEMENTED,
    RemoveFraudstersFromWatchlist: UNIMPLEMENTED,
    RemovePersonsFromGroup: UNIMPLEMENTED,
    RenameFraudster: UNIMPLEMENTED,
    RenameGroup: UNIMPLEMENTED,
    RenamePerson: UNIMPLEMENTED,
    RenameWatchlist: UNIMPLEMENTED,
    UpdateFraudster: UNIMPLEMENTED,
    UpdateGroup: UNIMPLEMENTED,
    UpdatePerson: UNIMPLEMENTED,
    UpdateWatchlist: UNIMPLEMENTED,
  };
}

export function entitiesService(deps: EntitiesDeps): ServiceRegistration {
  return defineService('entities', { ...callerIdRuleHandlers(deps.callerId), ...entityHandlers(deps) });
}
