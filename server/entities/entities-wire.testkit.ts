// Test support for the person, fraudster, group and watchlist RPCs: their HTTP routes and field
// quirks for the shared two-transport caller (testkit/wire-caller.testkit.ts).
import { wireCallerFor, type Req, type WireRoute, type WireSpec } from '../../testkit/wire-caller.testkit.js';

export { ctx, failed, ok, type Outcome, type Transport } from '../../testkit/wire-caller.testkit.js';

export const ENTITIES = 'nuance.biosec.v1.entities.EntitiesManager';

const id = (q: Req, field: string) => encodeURIComponent((q[field] as { value?: string } | undefined)?.value ?? '');
const str = (q: Req, field: string) => encodeURIComponent(String(q[field] ?? ''));

/** consent_info's times (their names do not end in _timestamp) in epoch ms, as the caller does for the others. */
const epochMs = (v: unknown) =>
  typeof v === 'string'
    ? Date.parse(v)
    : Number((v as { seconds?: string }).seconds ?? 0) * 1000 +
      Math.round(((v as { nanos?: number }).nanos ?? 0) / 1e6);

const ROUTES: Record<string, WireRoute> = {
  CreatePerson: { verb: 'POST', path: () => '/v1/persons' },
  RenamePerson: { verb: 'PATCH', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}/person_id` },
  UpdatePerson: { verb: 'PATCH', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}` },
  GetPersonDetails: { verb: 'GET', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}` },
  GetGkPersonId: { verb: 'GET', path: (q) => `/v1/persons/${str(q, 'person_id')}/gkid` },
  DeletePerson: { verb: 'DELETE', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}` },
  ListPersonProfiles: { verb: 'GET', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}/profiles` },
  CreateFraudster: { verb: 'POST', path: () => '/v1/fraudsters' },
  RenameFraudster: { verb: 'PATCH', path: (q) => `/v1/fraudsters/${id(q, 'gk_fraudster_id')}/fraudster_id` },
  UpdateFraudster: { verb: 'PATCH', path: (q) => `/v1/fraudsters/${id(q, 'gk_fraudster_id')}` },
  GetFraudsterDetails: { verb: 'GET', path: (q) => `/v1/fraudsters/${id(q, 'gk_fraudster_id')}` },
  GetGkFraudsterId: { verb: 'GET', path: (q) => `/v1/fraudsters/${str(q, 'fraudster_id')}/gkid` },
  DeleteFraudster: { verb: 'DELETE', path: (q) => `/v1/fraudsters/${id(q, 'gk_fraudster_id')}` },
  ListFraudsterProfiles: { verb: 'GET', path: (q) => `/v1/fraudsters/${id(q, 'gk_fraudster_id')}/profiles` },
  OptPersonIn: { verb: 'PUT', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}/optin` },
  OptPersonOut: { verb: 'PUT', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}/optout` },
  DeletePersonalData: { verb: 'DELETE', path: (q) => `/v1/persons/${id(q, 'gk_person_id')}/personal-data` },
  CreateGroup: { verb: 'POST', path: () => '/v1/groups' },
  RenameGroup: { verb: 'PATCH', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}/group_id` },
  UpdateGroup: { verb: 'PATCH', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}` },
  GetGroupDetails: { verb: 'GET', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}` },
  GetGkGroupId: { verb: 'GET', path: (q) => `/v1/groups/${str(q, 'group_id')}/gkid` },
  DeleteGroup: { verb: 'DELETE', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}` },
  AddPersonToGroup: { verb: 'POST', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}/persons` },
  RemovePersonsFromGroup: { verb: 'POST', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}/persons:batchDelete` },
  ListGroupPersons: { verb: 'GET', path: (q) => `/v1/groups/${id(q, 'gk_group_id')}/persons` },
  IsPersonInGroup: {
    verb: 'GET',
    path: (q) => `/v1/groups/${id(q, 'gk_group_id')}/persons/${id(q, 'gk_person_id')}/member`,
  },
  CreateWatchlist: { verb: 'POST', path: () => '/v1/watchlists' },
  RenameWatchlist: { verb: 'PATCH', path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}/watchlist_id` },
  UpdateWatchlist: { verb: 'PATCH', path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}` },
  GetWatchlistDetails: { verb: 'GET', path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}` },
  GetGkWatchlistId: { verb: 'GET', path: (q) => `/v1/watchlists/${str(q, 'watchlist_id')}/gkid` },
  DeleteWatchlist: { verb: 'DELETE', path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}` },
  AddFraudsterToWatchlist: { verb: 'POST', path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}/fraudsters` },
  RemoveFraudstersFromWatchlist: {
    verb: 'POST',
    path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}/fraudsters:batchDelete`,
  },
  ListWatchlistFraudsters: { verb: 'GET', path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}/fraudsters` },
  IsFraudsterInWatchlist: {
    verb: 'GET',
    path: (q) => `/v1/watchlists/${id(q, 'gk_watchlist_id')}/fraudsters/${id(q, 'gk_fraudster_id')}/member`,
  },
};

/** The 37 person, fraudster, group and watchlist methods. */
export const ENTITY_METHODS = Object.keys(ROUTES);

const SPEC: WireSpec = {
  service: ENTITIES,
  routes: ROUTES,
  wrapped: ['voice_class_score_avg', 'days_for_opt_in'],
  opaque: ['custom_data'],
  pathFields: [
    'gk_person_id',
    'gk_fraudster_id',
    'gk_group_id',
    'gk_watchlist_id',
    'person_id',
    'fraudster_id',
    'group_id',
    'watchlist_id',
  ],
  scalars: { timestamp: epochMs, opt_in_time: epochMs },
  dropDefaults: true,
};

export const entitiesCaller = wireCallerFor(SPEC);
