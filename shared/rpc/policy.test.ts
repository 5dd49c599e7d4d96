// The EntitiesManager lines of the policy table: context use per request as the real API's
// definitions give it, and who may call the person, fraudster, group and watchlist RPCs (#16).
// The facts live beside the project (../shared/wire/gatekeeper-v1-entities-context.txt); the table
// below is a copy of them, so a clone without ../shared still checks the policy, and where the file
// is present the copy is checked against it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OAUTH_SCOPES, POLICY, SERVICE_SCOPES, type Role } from './policy.js';

const FACTS = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'wire',
  'gatekeeper-v1-entities-context.txt',
);
const haveFacts = fs.existsSync(FACTS);
if (!haveFacts) console.warn(`entities context check against the facts skipped: ${FACTS} is not present`);

/** The facts file's lines: request message → "E S Sc C". */
function readFacts(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^nuance\.biosec\.v1\.entities\.(\w+)Request\s+([MO-])\s+([MO-])\s+([MO-])\s+([MO-])$/.exec(line);
    if (!m) throw new Error(`unreadable line in ${FACTS}: ${line}`);
    const [, method, ...use] = m as unknown as [string, string, string, string, string, string];
    if (method in out) throw new Error(`${method} is listed twice in ${FACTS}`);
    out[method] = use.join(' ');
  }
  return out;
}

const ENTITIES = POLICY['nuance.biosec.v1.entities.EntitiesManager'];

// E S Sc C: a copy of the facts file.
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

const may = (role: Role, method: string) => ENTITIES[method]!.roles.includes(role);

describe('EntitiesManager policy', () => {
  it('has a line for every method, with the context use of the real API', () => {
    expect(Object.keys(ENTITIES).sort()).toEqual(Object.keys(CONTEXT).sort());
    expect(Object.keys(CONTEXT)).toHaveLength(44);
    for (const [method, use] of Object.entries(CONTEXT)) {
      const c = ENTITIES[method]!.context;
      expect([method, [c.E, c.S, c.Sc, c.C].join(' ')]).toEqual([method, use]);
    }
  });

  it.skipIf(!haveFacts)('matches the facts file line for line (all 44 requests)', () => {
    const facts = readFacts(fs.readFileSync(FACTS, 'utf8'));
    expect(Object.keys(facts)).toHaveLength(44);
    expect(facts).toEqual(CONTEXT);
    expect(Object.keys(ENTITIES).sort()).toEqual(Object.keys(facts).sort());
    for (const [method, use] of Object.entries(facts)) {
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

describe('FraudsterEnrollment policy (Vigil extension)', () => {
  it('lets analysts and admins enroll a fraud caller, as a change needing engagement, session and scope', () => {
    const line = POLICY['vigil.v1.FraudsterEnrollment'].EnrollFraudsterFromMedia!;
    expect([...line.roles].sort()).toEqual(['admin', 'analyst']);
    expect(line.context).toEqual({ E: 'M', S: 'M', Sc: 'M', C: '-' });
    expect(SERVICE_SCOPES['vigil.v1.FraudsterEnrollment']).toBe(OAUTH_SCOPES.voiceprint);
  });
});

describe('interpretation wordset policy (seed 000 sections 2.5 and 5)', () => {
  const WORDSET = POLICY['nuance.nlu.wordset.v1beta1.Wordset'];

  it('needs the nlu.wordset scope, and no Gatekeeper context', () => {
    expect(SERVICE_SCOPES['nuance.nlu.wordset.v1beta1.Wordset']).toBe('nlu.wordset');
    expect(OAUTH_SCOPES.nluWordset).toBe('nlu.wordset');
    expect(Object.keys(WORDSET).sort()).toEqual(['CompileWordsetAndWatch', 'DeleteWordset', 'GetWordsetMetadata']);
    for (const line of Object.values(WORDSET)) expect(line.context).toEqual({ E: '-', S: '-', Sc: '-', C: '-' });
  });

  it('lets runtime integrations and admins change wordsets, analysts only read them, support nothing', () => {
    const may = (role: Role, m: string) => WORDSET[m]!.roles.includes(role);
    for (const m of ['CompileWordsetAndWatch', 'DeleteWordset'])
      expect([m, may('service', m), may('admin', m), may('analyst', m), may('support', m)]).toEqual([
        m,
        true,
        true,
        false,
        false,
      ]);
    expect([may('analyst', 'GetWordsetMetadata'), may('support', 'GetWordsetMetadata')]).toEqual([true, false]);
  });
});

describe('Browse policy: decision explanations (Vigil extension)', () => {
  it('lets the people who read engagements read why their sessions were decided, with the scope alone', () => {
    const line = POLICY['vigil.v1.Browse'].ListDecisionExplanations!;
    expect([...line.roles].sort()).toEqual(['admin', 'analyst', 'support']);
    expect(line.roles).toEqual(POLICY['vigil.v1.Browse'].ListEngagements!.roles);
    expect(line.context).toEqual({ E: '-', S: '-', Sc: 'M', C: '-' });
    expect(SERVICE_SCOPES['vigil.v1.Browse']).toBe(OAUTH_SCOPES.browse);
  });
});

describe('speech recognition and recognizer training policy (seed 000 section 5)', () => {
  it('needs the asr scope to recognise and asr.wordset for the wordset operations, with no Gatekeeper context', () => {
    expect(OAUTH_SCOPES.asr).toBe('asr');
    expect(OAUTH_SCOPES.asrWordset).toBe('asr.wordset');
    expect(SERVICE_SCOPES['nuance.asr.v1.Recognizer']).toBe('asr');
    expect(SERVICE_SCOPES['nuance.asr.v1beta1.Training']).toBe('asr.wordset');
    const training = POLICY['nuance.asr.v1beta1.Training'];
    expect(Object.keys(training).sort()).toEqual(['CompileWordsetAndWatch', 'DeleteWordset', 'GetWordsetMetadata']);
    for (const line of Object.values(training)) expect(line.context).toEqual({ E: '-', S: '-', Sc: '-', C: '-' });
  });

  it('lets runtime integrations and admins compile and delete wordsets; analysts may read metadata; support neither', () => {
    const roles = (m: string) => [...POLICY['nuance.asr.v1beta1.Training'][m]!.roles].sort();
    expect(roles('CompileWordsetAndWatch')).toEqual(['admin', 'service']);
    expect(roles('DeleteWordset')).toEqual(['admin', 'service']);
    expect(roles('GetWordsetMetadata')).toEqual(['admin', 'analyst', 'service']);
    expect([...POLICY['nuance.asr.v1.Recognizer'].Recognize!.roles].sort()).toEqual([
      'admin',
      'analyst',
      'service',
      'support',
    ]);
  });
});

describe('speech synthesis policy (issue 36)', () => {
  it('needs the tts scope, no Gatekeeper context; runtime integrations, admins and analysts, not support', () => {
    expect(OAUTH_SCOPES.tts).toBe('tts');
    expect(SERVICE_SCOPES['nuance.tts.v1.Synthesizer']).toBe('tts');
    const tts = POLICY['nuance.tts.v1.Synthesizer'];
    expect(Object.keys(tts).sort()).toEqual(['GetVoices', 'Synthesize', 'UnarySynthesize']);
    for (const line of Object.values(tts)) {
      expect(line.context).toEqual({ E: '-', S: '-', Sc: '-', C: '-' });
      expect([...line.roles].sort()).toEqual(['admin', 'analyst', 'service']);
    }
  });
});

describe('Browse policy: NLU models (issue 19)', () => {
  it("lets admins and analysts list the app's models, with no Gatekeeper context", () => {
    const line = POLICY['vigil.v1.Browse'].ListNluModels!;
    expect([...line.roles].sort()).toEqual(['admin', 'analyst']);
    expect(line.context).toEqual({ E: '-', S: '-', Sc: '-', C: '-' });
  });
});

describe('Browse policy: dialog projects (issue 36)', () => {
  it('lets admins alone read the deployed dialog projects, with no Gatekeeper context', () => {
    for (const m of ['ListDialogProjects', 'GetDialogProject'] as const) {
      const line = POLICY['vigil.v1.Browse'][m]!;
      expect([...line.roles]).toEqual(['admin']);
      expect(line.context).toEqual({ E: '-', S: '-', Sc: '-', C: '-' });
    }
  });
});
