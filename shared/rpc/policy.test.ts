// The EntitiesManager lines of the policy table: context use per request as the real API's
// definitions give it (../shared/wire/gatekeeper-v1-entities-context.txt, copied here), and who
// may call the person, fraudster, group and watchlist RPCs (#16).
import { describe, expect, it } from 'vitest';
import { POLICY, type Role } from './policy.js';

const ENTITIES = POLICY['nuance.biosec.v1.entities.EntitiesManager'];

// E S Sc C, as in the facts file.
const CONTEXT: Record<string, string> = {
  AddCallerIdRuleToWatchlist: 'M M M -',
  AddFraudsterToWatchlist: 'M M M -',
  AddPersonToGroup: 'M M M -',
  CreateFraudster: 'M M M -',
  CreateGroup: 'M M M -',
  CreatePerson: 'M M M -',
  CreateWatchlist: 'M M M -',
  DeleteCallerIdRuleFromWatchlist: 'M M M -',
  DeleteFraudster: 'M M M -',
  DeleteGroup: 'M M M -',
  DeletePerson: 'M M M -',
  DeletePersonalData: 'M M M -',
  DeleteWatchlist: 'M M M -',
  ExportCallerIdRulesFromWatchlist: '- - M -',
  GetFraudsterDetails: '- - M -',
  GetGkFraudsterId: '- - M -',
  GetGkGroupId: '- - M -',
  GetGkPersonId: '- - M -',
  GetGkWatchlistId: '- - M -',
  GetGroupDetails: '- - M -',
  GetPersonDetails: '- - M -',
  GetWatchlistDetails: '- - M -',
  ImportCallerIdRulesToWatchlist: 'M M M -',
  IsFraudsterInWatchlist: '- - M -',
  IsPersonInGroup: '- - M -',
  ListFraudsterProfiles: '- - M -',
  ListGroupPersons: '- - M -',
  ListPersonProfiles: '- - M -',
  ListWatchlistCallerIdRules: '- - M -',
  ListWatchlistFraudsters: '- - M -',
  OptPersonIn: 'M M M -',
  OptPersonOut: 'M M M -',
  RemoveFraudstersFromWatchlist: 'M M M -',
  RemovePersonsFromGroup: 'M M M -',
  RenameFraudster: 'M M M -',
  RenameGroup: 'M M M -',
  RenamePerson: 'M M M -',
  RenameWatchlist: 'M M M -',
  TestCallerIdRule: '- - M -',
  UpdateCallerIdRuleInWatchlist: 'M M M -',
  UpdateFraudster: 'M M M -',
  UpdateGroup: 'M M M -',
  UpdatePerson: 'M M M -',
  UpdateWatchlist: 'M M M -',
};

// The caller-ID rule RPCs predate the facts file and keep their scope-only rule for now.
const LEGACY_RULE_RPCS = new Set([
  'AddCallerIdRuleToWatchlist',
  'DeleteCallerIdRuleFromWatchlist',
  'UpdateCallerIdRuleInWatchlist',
  'ImportCallerIdRulesToWatchlist',
]);

const may = (role: Role, method: string) => ENTITIES[method]!.roles.includes(role);

describe('EntitiesManager policy', () => {
  it('has a line for every method, with the context use of the real API', () => {
    expect(Object.keys(ENTITIES).sort()).toEqual(Object.keys(CONTEXT).sort());
    for (const [method, use] of Object.entries(CONTEXT)) {
      if (LEGACY_RULE_RPCS.has(method)) continue;
      const c = ENTITIES[method]!.context;
      expect([method, [c.E, c.S, c.Sc, c.C].join(' ')]).toEqual([method, use]);
    }
  });

  it('lets support manage persons, consent and erasure, analysts fraudsters and watchlists, admins everything', () => {
    const methods = Object.keys(ENTITIES);
    for (const m of methods) expect([m, may('admin', m)]).toEqual([m, true]);
    const persons = [
      'CreatePerson',
      'RenamePerson',
      'UpdatePerson',
      'DeletePerson',
      'OptPersonIn',
      'OptPersonOut',
      'DeletePersonalData',
    ];
    const fraud = methods.filter(
      (m) => /Fraudster|Watchlist$|WatchlistId$|WatchlistDetails$/.test(m) && !/CallerId/.test(m),
    );
    for (const m of persons) expect([m, may('support', m), may('analyst', m)]).toEqual([m, true, false]);
    for (const m of fraud.filter((m) => /^(Create|Rename|Update|Delete|Add|Remove)/.test(m)))
      expect([m, may('analyst', m), may('support', m), may('service', m)]).toEqual([m, true, false, false]);
  });

  it('gives the service role what a runtime integration needs and no more', () => {
    for (const m of ['CreatePerson', 'GetGkPersonId', 'GetPersonDetails', 'IsPersonInGroup', 'IsFraudsterInWatchlist'])
      expect([m, may('service', m)]).toEqual([m, true]);
    for (const m of [
      'OptPersonOut',
      'DeletePersonalData',
      'DeletePerson',
      'CreateFraudster',
      'AddFraudsterToWatchlist',
      'CreateGroup',
    ])
      expect([m, may('service', m)]).toEqual([m, false]);
  });
});
