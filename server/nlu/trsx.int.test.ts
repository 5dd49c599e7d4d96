// The two real Mix exports (../shared/data/mix-projects) imported with modelFromTrsx, deployed with
// deployModel and interpreted through a real server's Interpret over gRPC: sample sentences and
// paraphrases that are not in the samples come back with Mix's intent and entity names; a wordset
// compiled by the wordset service adds a value to a TRSX list entity (ACCOUNT_NAME) and Interpret
// with that wordset finds it, under the role (TO_ACCOUNT) the sentence gives it.
import fs from 'node:fs';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchJobStatusResponse__Output } from '../../generated/proto/nuance/nlu/wordset/v1beta1/WatchJobStatusResponse.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { loadProtos } from '../../wire/protos.js';
import { deployModel } from './models.store.js';
import { modelFromTrsx } from './trsx.js';
import { modelUrn, wordsetUrn } from './urn.js';

const BANKING = modelUrn('mix-banking', 'eng-USA');
const TRAVEL = modelUrn('mix-travel', 'eng-USA');
const readExport = (project: string) =>
  fs.readFileSync(`${import.meta.dirname}/../../../shared/data/mix-projects/${project}/en-US/en-US.trsx`, 'utf8');

type Entities = Record<string, string[]>;

/** Sentences of the samples (or close to them) with the intent and the entities (name → values) expected. */
const SAMPLES: { urn: string; text: string; intent: string; entities: Entities }[] = [
  {
    urn: BANKING,
    text: 'transfer thirty five dollars from chequing to savings',
    intent: 'I_TRANSFER_FUNDS',
    entities: { AMOUNT: ['35'], FROM_ACCOUNT: ['checking'], TO_ACCOUNT: ['saving'] },
  },
  {
    urn: BANKING,
    text: 'check my jbc card balance',
    intent: 'I_REQUEST_ACCOUNT_BALANCE',
    entities: { ACCOUNT_NAME: ['jbc card'] },
  },
  {
    urn: BANKING,
    text: 'pay twenty dollars on visa card',
    intent: 'I_PAY_BILL',
    entities: { AMOUNT: ['20'], PAYEE: ['visa card'] },
  },
  { urn: BANKING, text: 'I lost my atm card', intent: 'I_REPORT_LOST_STOLEN_CARD', entities: { CARD_TYPE: ['debit'] } },
  { urn: BANKING, text: "that's correct", intent: 'I_YES_NO', entities: { YES_NO_custom: ['true'] } },
  {
    urn: TRAVEL,
    text: "I'd like to travel from Phoenix to Atlanta on July twentieth",
    intent: 'iBookFlight',
    entities: { eDepartureCity: ['Phoenix'], eArrivalCity: ['Atlanta'], eDepartureDate: ['--07-20'] },
  },
  { urn: TRAVEL, text: 'What is my flight status ?', intent: 'iFlightStatus', entities: {} },
  { urn: TRAVEL, text: 'From Cleveland', intent: 'NO_INTENT', entities: { eDepartureCity: ['Cleveland'] } },
];

/** Paraphrases written for this test, none of them in the exports' samples: intents only. */
const HELD_OUT: { urn: string; text: string; intent: string }[] = [
  ...(
    [
      ['could you tell me how much money is in my savings', 'I_REQUEST_ACCOUNT_BALANCE'],
      ['what do I have left in checking', 'I_REQUEST_ACCOUNT_BALANCE'],
      ['send one hundred dollars from savings over to checking', 'I_TRANSFER_FUNDS'],
      ['I need to move money between my accounts', 'I_TRANSFER_FUNDS'],
      ['someone stole my debit card', 'I_REPORT_LOST_STOLEN_CARD'],
      ['my credit card is missing', 'I_REPORT_LOST_STOLEN_CARD'],
      ['I think there is a fraudulent charge on my account', 'I_REPORT_FRAUD'],
      ['let me speak with a live person', 'I_REQUEST_SPEAK_TO_AGENT'],
      ['connect me to customer service', 'I_REQUEST_SPEAK_TO_AGENT'],
      ['I would like to settle my electricity bill', 'I_PAY_BILL'],
      ['when do I have to pay the water bill by', 'I_REQUEST_BILL_DUE_DATE'],
      ['how much is owed on my phone bill', 'I_REQUEST_DUE_AMOUNT'],
      ['is there a bank office close to me', 'I_INQUIRE_BRANCH_LOCATION'],
      ['what are your mortgage rates', 'I_INQUIRE_MORTGAGE'],
      ['list my purchases at amazon last month', 'I_REQUEST_TRANSACTION_INFO'],
      ['I want a new pin for my card', 'I_REQUEST_NEW_PIN'],
      ['I would like to open a savings account', 'I_REQUEST_OPEN_ACCOUNT'],
      ['yes that is correct', 'I_YES_NO'],
      ['bye for now', 'I_GOODBYE'],
      ['why is my cable bill so high', 'I_REQUEST_BILL_REASON'],
    ] as const
  ).map(([text, intent]) => ({ urn: BANKING, text, intent })),
  ...(
    [
      ['I need a plane ticket from Cleveland to Atlanta', 'iBookFlight'],
      ['get me on a flight to San Francisco next monday', 'iBookFlight'],
      ['I want to fly to Phoenix', 'iBookFlight'],
      ['has my flight been delayed', 'iFlightStatus'],
      ['what time does my flight leave', 'iFlightStatus'],
      ['my suitcase never arrived', 'iFAQLostLuggage'],
      ['the airline lost my bags', 'iFAQLostLuggage'],
      ['that is everything thank you', 'iAllDone'],
      ['no that will be all', 'iAllDone'],
      ['I am finished', 'iAllDone'],
    ] as const
  ).map(([text, intent]) => ({ urn: TRAVEL, text, intent })),
];

describe.each(dbKinds())('TRSX exports deployed and interpreted (%s)', (kind) => {
  let t: TestServer;
  let analyst: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    analyst = await t.token('analyst');
    const now = new Date();
    for (const [urn, project] of [
      [BANKING, 'banking'],
      [TRAVEL, 'travel-ivr-digital'],
    ] as const)
      await deployModel(t.db, {
        appId: 'vigil',
        urn,
        training: modelFromTrsx(readExport(project), { locale: 'en-US' }),
        now,
      });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function interpret(urn: string, text: string, resources: unknown[] = []) {
    const res = await t.call<{
      result: {
        interpretations: {
          single_intent_interpretation: {
            intent: string;
            confidence: number;
            entities?: Record<string, { entities: { string_value?: string; literal?: string }[] }>;
          };
        }[];
      };
    }>(
      SERVICES.nlu,
      'Interpret',
      {
        parameters: { interpretation_result_type: 'SINGLE_INTENT' },
        model: { type: 'SEMANTIC_MODEL', uri: urn },
        input: { text },
        resources,
      },
      analyst,
    );
    const best = res.result.interpretations[0]!.single_intent_interpretation;
    const entities: Entities = {};
    for (const [name, list] of Object.entries(best.entities ?? {}))
      entities[name] = list.entities.map((e) => e.string_value ?? '');
    return { intent: best.intent, entities };
  }

  it('stores both models under their URNs with the exports’ intents', async () => {
    const r = await t.db.query<{ urn: string; intents: string[] }>(
      'SELECT urn, intents FROM nlu_models WHERE app_id = $1 ORDER BY urn',
      ['vigil'],
    );
    expect(r.rows.map((x) => x.urn)).toEqual([BANKING, TRAVEL]);
    expect(r.rows[0]!.intents).toEqual(expect.arrayContaining(['I_TRANSFER_FUNDS', 'I_YES_NO', 'NO_INTENT']));
    expect(r.rows[1]!.intents).toEqual(expect.arrayContaining(['iBookFlight', 'iAllDone']));
  });

  it.each(SAMPLES)('interprets "$text" as Mix names it', async ({ urn, text, intent, entities }) => {
    const got = await interpret(urn, text);
    expect(got.intent).toBe(intent);
    // Only the entities named are checked: others (TRANSACTION_TYPE for "transfer") may come too.
    expect(got.entities).toMatchObject(entities);
  });

  it('gets most held-out paraphrases right (accuracy printed)', async () => {
    const misses: string[] = [];
    for (const h of HELD_OUT) {
      const got = await interpret(h.urn, h.text);
      if (got.intent !== h.intent) misses.push(`"${h.text}" → ${got.intent} (want ${h.intent})`);
    }
    const accuracy = (HELD_OUT.length - misses.length) / HELD_OUT.length;
    console.log(
      `TRSX held-out paraphrases: ${HELD_OUT.length - misses.length}/${HELD_OUT.length} ` +
        `(${(accuracy * 100).toFixed(0)}%)${misses.length ? '; missed: ' + misses.join('; ') : ''}`,
    );
    // Not a quality bar (chance is about 1 in 19 for banking): catches an import that trains nothing useful.
    expect(accuracy).toBeGreaterThan(0.5);
  });

  it('finds a value a compiled wordset adds to a TRSX list entity, under the role the sentence gives it', async () => {
    const text = 'transfer fifty dollars from checking to my rainy day fund';
    const before = await interpret(BANKING, text);
    expect(before.entities.TO_ACCOUNT).toBeUndefined();

    const urn = wordsetUrn('mix-banking', 'customer-accounts', 'eng-USA');
    const def = loadProtos().packageDefinition[SERVICES.nluWordset] as unknown as ServiceDefinition;
    const client = new (grpc.makeGenericClientConstructor(def, 'Wordset'))(
      t.grpcAddress,
      grpc.credentials.createInsecure(),
    );
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${await t.token('service')}`);
    const updates: WatchJobStatusResponse__Output[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const call = (
          client as unknown as Record<
            string,
            (...a: unknown[]) => grpc.ClientReadableStream<WatchJobStatusResponse__Output>
          >
        ).CompileWordsetAndWatch!.call(
          client,
          {
            wordset: JSON.stringify({ ACCOUNT_NAME: [{ literal: 'rainy day fund', spoken: ['rainy day account'] }] }),
            companion_artifact_reference: { uri: BANKING },
            target_artifact_reference: { uri: urn },
          },
          md,
          { deadline: Date.now() + 30_000 },
        );
        call.on('data', (u: WatchJobStatusResponse__Output) => updates.push(u));
        call.on('error', reject);
        call.on('end', () => resolve());
      });
    } finally {
      client.close();
    }
    expect(updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');

    const after = await interpret(BANKING, text, [{ external_reference: { type: 'COMPILED_WORDSET', uri: urn } }]);
    expect(after.intent).toBe('I_TRANSFER_FUNDS');
    expect(after.entities).toMatchObject({ FROM_ACCOUNT: ['checking'], TO_ACCOUNT: ['rainy day fund'] });
    // Its spoken form too, and as the plain account where no role fits.
    const spoken = await interpret(BANKING, 'what is the balance of my rainy day account', [
      { external_reference: { type: 'COMPILED_WORDSET', uri: urn } },
    ]);
    expect(spoken.entities).toMatchObject({ ACCOUNT_NAME: ['rainy day fund'] });
  });
});
