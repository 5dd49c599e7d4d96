// nuance.nlu.v1.Runtime/Interpret against a real server over gRPC and HTTP/JSON: the demo model
// deployed by --demo's seeding, text and recognizer-result input, single- and multi-intent
// results, an inline wordset, models private to their app, errors and refusals, each in the
// runtime's own Status shape.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, clientCredentialsToken, type TestServer } from '../../testkit/server-harness.testkit.js';
import { createClient } from '../auth/clients.js';
import { seedDemo } from '../demo/index.js';
import { demoResourcesFile } from '../demo/eventlog.js';
import { runModelsCommand } from '../cli/models.js';
import { loadProtos } from '../../wire/protos.js';
import { DEMO_NLU_URN } from './demo.js';
import { REQUEST_BUDGETS } from '../rpc/budgets.js';
import { modelUrn } from './urn.js';

const RUNTIME = 'nuance.nlu.v1.Runtime';
const PATH = '/nlu/v1/runtime/interpret';
const TRANSPORTS = ['grpc', 'http'] as const;
type Transport = (typeof TRANSPORTS)[number];

type Outcome =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; grpcCode: number; httpStatus?: number; status?: Record<string, unknown>; message: string };

// camelCase field names to snake_case; map keys (entity names such as CARD_TYPE) stay as they are.
const toSnake = (s: string) => (/^[a-z][A-Za-z0-9]*$/.test(s) ? s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()) : s);
/** Either transport's answer in one shape: snake_case, no oneof helper keys, defaults dropped. */
function normalize(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalize);
  if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k.endsWith('_union') || x === undefined || x === null || x === '' || x === 0 || x === false) continue;
      const n = normalize(x);
      if (Array.isArray(n) && !n.length) continue;
      out[toSnake(k)] = n;
    }
    return out;
  }
  return v;
}

const HTTP_TO_GRPC: Record<number, number> = {
  400: grpc.status.INVALID_ARGUMENT,
  401: grpc.status.UNAUTHENTICATED,
  403: grpc.status.PERMISSION_DENIED,
  404: grpc.status.NOT_FOUND,
};

let t: TestServer;
let dataDir: string;
let analyst: string;

async function interpret(transport: Transport, req: Record<string, unknown>, token?: string): Promise<Outcome> {
  if (transport === 'grpc') {
    try {
      return { ok: true, body: normalize(await t.call(RUNTIME, 'Interpret', req, token)) as Record<string, unknown> };
    } catch (err) {
      const e = err as grpc.ServiceError;
      return { ok: false, grpcCode: e.code, message: e.details };
    }
  }
  const res = await t.http('POST', PATH, { body: req, ...(token ? { token } : {}) });
  if (res.status === 200) return { ok: true, body: normalize(res.json) as Record<string, unknown> };
  const status = res.json.status as Record<string, unknown> | undefined;
  return {
    ok: false,
    grpcCode: HTTP_TO_GRPC[res.status] ?? -res.status,
    httpStatus: res.status,
    ...(status ? { status } : {}),
    message: String(status?.details ?? ''),
  };
}

const textReq = (text: string, extra: Record<string, unknown> = {}) => ({
  parameters: { interpretation_result_type: 'SINGLE_INTENT' },
  model: { type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN },
  input: { text },
  ...extra,
});

type Single = {
  intent: string;
  confidence: number;
  origin: string;
  entities?: Record<
    string,
    {
      entities: {
        text_range: { start_index?: number; end_index: number };
        string_value: string;
        origin: string;
        literal: string;
      }[];
    }
  >;
};
const singles = (o: Outcome): Single[] => {
  if (!o.ok) throw new Error(`refused: ${o.message}`);
  const r = o.body.result as { interpretations: { single_intent_interpretation: Single }[] };
  return r.interpretations.map((i) => i.single_intent_interpretation);
};

beforeAll(async () => {
  t = await startTestServer('pglite');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-nlu-'));
  // What `npm run serve -- --demo` does: the demo model for the demo app (vigil, the test clients' app too).
  await seedDemo(t.db, { dataDir, httpUrl: t.httpUrl, nluModel: true });
  analyst = await t.token('analyst');
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo deployment', () => {
  it('stores the demo model for the demo app and names it in demo-resources.json beside the event-log address', async () => {
    const r = await t.db.query<{ app_id: string; intents: string[] }>(
      'SELECT app_id, intents FROM nlu_models WHERE urn = $1',
      [DEMO_NLU_URN],
    );
    expect(r.rows).toEqual([{ app_id: 'vigil', intents: expect.arrayContaining(['CHANGE_ADDRESS', 'RAISE_LIMIT']) }]);
    const file = JSON.parse(fs.readFileSync(demoResourcesFile(dataDir), 'utf8')) as Record<string, string>;
    expect(file).toMatchObject({ nluModelUrn: DEMO_NLU_URN, eventLogUrl: t.httpUrl });
    expect(DEMO_NLU_URN).toBe('urn:nuance-mix:tag:model/vigil-banking/mix.nlu?=language=eng-USA');
  });
});

describe.each(TRANSPORTS)('Interpret over %s', (transport) => {
  it('ranks intents with calibrated confidences and extracts entities with ranges into the input', async () => {
    const text = 'Please raise the limit on my Visa to $3,000';
    const o = await interpret(transport, textReq(text), analyst);
    if (!o.ok) throw new Error(o.message);
    expect(o.body.status).toEqual({ code: 200, message: 'OK' });
    expect((o.body.result as { literal: string }).literal).toBe(text);
    const list = singles(o);
    expect(list[0]).toMatchObject({ intent: 'RAISE_LIMIT', origin: 'STATISTICAL' });
    expect(list[0]!.confidence).toBeGreaterThan(0.5);
    expect(list[0]!.confidence).toBeLessThanOrEqual(1);
    for (let i = 1; i < list.length; i++) expect(list[i]!.confidence).toBeLessThanOrEqual(list[i - 1]!.confidence);
    const e = list[0]!.entities!;
    const amount = e.AMOUNT!.entities[0]!;
    expect(amount).toMatchObject({ string_value: '$3,000', origin: 'GRAMMAR', literal: '$3,000' });
    expect(text.slice(amount.text_range.start_index ?? 0, amount.text_range.end_index)).toBe('$3,000');
    const card = e.CARD_TYPE!.entities[0]!;
    expect(card).toMatchObject({ string_value: 'CREDIT', literal: 'Visa' });
    expect(text.slice(card.text_range.start_index ?? 0, card.text_range.end_index)).toBe('Visa');
  });

  it('answers a multi-intent request with an AND of intent nodes, entities beneath them', async () => {
    const text = 'I need to update my address and raise my credit limit';
    const o = await interpret(
      transport,
      textReq(text, { parameters: { interpretation_result_type: 'MULTI_INTENT' } }),
      analyst,
    );
    if (!o.ok) throw new Error(o.message);
    const r = o.body.result as {
      interpretations: { multi_intent_interpretation: { root: Record<string, unknown> } }[];
    };
    expect(r.interpretations).toHaveLength(1);
    const op = r.interpretations[0]!.multi_intent_interpretation.root.operator as {
      operator?: string;
      literal: string;
      children: {
        intent: {
          name: string;
          literal: string;
          origin: string;
          text_range: { start_index?: number; end_index: number };
        };
      }[];
    };
    expect(op.operator ?? 'AND').toBe('AND'); // AND is the enum's zero value: proto3 JSON leaves it out
    expect(op.literal).toBe(text);
    expect(op.children.map((c) => c.intent.name)).toEqual(['CHANGE_ADDRESS', 'RAISE_LIMIT']);
    expect(op.children[1]!.intent).toMatchObject({ literal: 'raise my credit limit', origin: 'STATISTICAL' });
    const range = op.children[1]!.intent.text_range;
    expect(text.slice(range.start_index ?? 0, range.end_index)).toBe('raise my credit limit');
  });

  it('answers one request in multi-intent mode with a single intent node', async () => {
    const o = await interpret(
      transport,
      textReq('my debit card was stolen', { parameters: { interpretation_result_type: 'MULTI_INTENT' } }),
      analyst,
    );
    if (!o.ok) throw new Error(o.message);
    const root = (
      o.body.result as { interpretations: { multi_intent_interpretation: { root: Record<string, unknown> } }[] }
    ).interpretations[0]!.multi_intent_interpretation.root;
    expect(root.intent).toMatchObject({
      name: 'REPORT_LOST_CARD',
      children: [{ entity: expect.objectContaining({ name: 'CARD_TYPE', string_value: 'DEBIT', origin: 'GRAMMAR' }) }],
    });
  });

  it('interprets a recognizer result (its best hypothesis that is not rejected)', async () => {
    const T = loadProtos().root.lookupType('nuance.asr.v1.RecognitionResponse');
    const hypotheses = [
      { formatted_text: 'speak to a manager', rejected: true },
      { formatted_text: 'I want to talk to a person' },
    ];
    const asr =
      transport === 'grpc'
        ? {
            type_url: 'type.googleapis.com/nuance.asr.v1.RecognitionResponse',
            value: Buffer.from(T.encode(T.fromObject({ result: { hypotheses } })).finish()),
          }
        : {
            '@type': 'type.googleapis.com/nuance.asr.v1.RecognitionResponse',
            result: {
              hypotheses: hypotheses.map((h) => ({ formattedText: h.formatted_text, rejected: !!h.rejected })),
            },
          };
    const o = await interpret(transport, { ...textReq(''), input: { asr_result: asr } }, analyst);
    if (!o.ok) throw new Error(o.message);
    expect((o.body.result as { literal: string }).literal).toBe('I want to talk to a person');
    expect(singles(o)[0]!.intent).toBe('SPEAK_TO_AGENT');
  });

  it('recognises a term only with the inline wordset that adds it to a list entity', async () => {
    const text = 'what is the balance of my brokerage account';
    const without = singles(await interpret(transport, textReq(text), analyst));
    expect(without[0]!.intent).toBe('CHECK_BALANCE');
    expect(without[0]!.entities?.ACCOUNT_TYPE).toBeUndefined();
    const wordset = JSON.stringify({ ACCOUNT_TYPE: [{ literal: 'brokerage', spoken: ['brokerage account'] }] });
    const withWs = singles(
      await interpret(transport, textReq(text, { resources: [{ inline_wordset: wordset }] }), analyst),
    );
    expect(withWs[0]!.entities?.ACCOUNT_TYPE?.entities[0]).toMatchObject({
      string_value: 'brokerage',
      literal: 'brokerage account',
      origin: 'GRAMMAR',
      text_range: { start_index: text.indexOf('brokerage'), end_index: text.length },
    });
  });

  it('answers a model the app does not have with NOT_FOUND naming the URN, in the runtime Status', async () => {
    const uri = modelUrn('nobody-here', 'eng-USA');
    const o = await interpret(transport, { ...textReq('hello'), model: { type: 'SEMANTIC_MODEL', uri } }, analyst);
    expect(o).toMatchObject({ ok: false, grpcCode: grpc.status.NOT_FOUND });
    if (o.ok) return;
    expect(o.message).toContain(uri);
    if (transport === 'http')
      expect(o.status).toEqual({ code: 404, message: 'Not Found', details: expect.stringContaining(uri) });
  });

  it('keeps models private to their app: another app gets NOT_FOUND for the demo URN', async () => {
    const other = await createClient(t.db, {
      role: 'analyst',
      gkScopeIds: [t.scopeId],
      name: `x-${transport}`,
      app: 'otherbank',
    });
    const token = await clientCredentialsToken(t.tokenUrl, other.clientId, other.clientSecret);
    const o = await interpret(transport, textReq('what is my balance'), token);
    expect(o).toMatchObject({ ok: false, grpcCode: grpc.status.NOT_FOUND });
  });

  it.each([
    ['no input', { input: undefined }, 'input.text'],
    ['empty text', { input: { text: '   ' } }, 'input.text'],
    ['no model', { model: undefined }, 'model'],
    [
      'a malformed model URN',
      { model: { type: 'SEMANTIC_MODEL', uri: 'urn:nuance-mix:tag:model/x/mix.asr' } },
      'model.uri',
    ],
    ['a wordset that is not JSON', { resources: [{ inline_wordset: '{nope' }] }, 'resources[0].inline_wordset'],
    [
      'a wordset for an entity that is not a list entity',
      { resources: [{ inline_wordset: JSON.stringify({ AMOUNT: [{ literal: 'lots' }] }) }] },
      'resources[0].inline_wordset',
    ],
    ['too long a text', { input: { text: 'balance '.repeat(400) } }, 'input.text'],
  ])('refuses %s with INVALID_ARGUMENT (%#)', async (_what, patch, field) => {
    const req: Record<string, unknown> = { ...textReq('what is my balance'), ...patch };
    for (const k of Object.keys(req)) if (req[k] === undefined) delete req[k];
    const o = await interpret(transport, req, analyst);
    expect(o).toMatchObject({ ok: false, grpcCode: grpc.status.INVALID_ARGUMENT });
    if (o.ok) return;
    expect(o.message).toContain(field);
    if (transport === 'http') expect(o.status).toMatchObject({ code: 400, message: 'Bad Request' });
  });

  it('refuses inline wordsets over the request budget (characters, then entries) before matching them', async () => {
    // Not even JSON: were any parsed, the violation would name that resource instead.
    const chars = Math.floor(REQUEST_BUDGETS.inlineWordsetChars / (64 * 1024)) + 1;
    const tooLong = Array.from({ length: chars }, () => ({ inline_wordset: 'x'.repeat(64 * 1024) }));
    const o = await interpret(transport, { ...textReq('what is my balance'), resources: tooLong }, analyst);
    expect(o).toMatchObject({ ok: false, grpcCode: grpc.status.INVALID_ARGUMENT });
    if (!o.ok) expect(o.message).toContain(`must total at most ${REQUEST_BUDGETS.inlineWordsetChars} characters`);

    const entries = (from: number, n: number) =>
      JSON.stringify({ ACCOUNT_TYPE: Array.from({ length: n }, (_, i) => ({ literal: `acct${from + i}` })) });
    const half = REQUEST_BUDGETS.inlineWordsetEntries / 2 + 1;
    const tooMany = [{ inline_wordset: entries(0, half) }, { inline_wordset: entries(half, half) }];
    const m = await interpret(transport, { ...textReq('what is my balance'), resources: tooMany }, analyst);
    expect(m).toMatchObject({ ok: false, grpcCode: grpc.status.INVALID_ARGUMENT });
    if (!m.ok) expect(m.message).toContain(`at most ${REQUEST_BUDGETS.inlineWordsetEntries} entries`);
  });

  it('refuses a role without interpretation rights, a token without the nlu scope, and no token', async () => {
    const support = await t.token('support');
    expect(await interpret(transport, textReq('balance'), support)).toMatchObject({
      ok: false,
      grpcCode: grpc.status.PERMISSION_DENIED,
    });
    const noNlu = await t.token('analyst', { oauthScopes: ['biosec.sessions'] });
    const o = await interpret(transport, textReq('balance'), noNlu);
    expect(o).toMatchObject({ ok: false, grpcCode: grpc.status.PERMISSION_DENIED });
    if (!o.ok) expect(o.message).toContain('"nlu"');
    const anon = await interpret(transport, textReq('balance'));
    expect(anon).toMatchObject({ ok: false, grpcCode: grpc.status.UNAUTHENTICATED });
    if (transport === 'http' && !anon.ok) expect(anon.status).toMatchObject({ code: 401, message: 'Unauthorized' });
  });
});

describe('models deploy', () => {
  const tiny = {
    format: 'vigil-nlu/1',
    language: 'eng-USA',
    intents: { YES: ['yes', 'yes please', 'sure', 'correct'], NO: ['no', 'no thanks', 'nope', 'wrong'] },
  };

  it('builds a file into the app given, replaces it on redeploy, and interprets with it', async () => {
    const file = path.join(dataDir, 'tiny.json');
    fs.writeFileSync(file, JSON.stringify(tiny));
    const urn = modelUrn('yes-no', 'eng-USA');
    const out: string[] = [];
    expect(
      await runModelsCommand(['models', 'deploy', file, '--urn', urn, '--app', 'vigil'], {
        db: t.db,
        out: (l) => out.push(l),
      }),
    ).toBe(0);
    expect(
      await runModelsCommand(['models', 'deploy', file, '--urn', urn], { db: t.db, out: (l) => out.push(l) }),
    ).toBe(0);
    expect(JSON.parse(out[1]!)).toMatchObject({ urn, appId: 'vigil', version: 2, intents: ['YES', 'NO'] });
    const o = await interpret('grpc', { ...textReq('yes please'), model: { uri: urn } }, analyst);
    expect(singles(o)[0]!.intent).toBe('YES');
    const listed: string[] = [];
    await runModelsCommand(['models', 'list'], { db: t.db, out: (l) => listed.push(l) });
    expect(listed.map((l) => (JSON.parse(l) as { urn: string }).urn)).toEqual(
      expect.arrayContaining([urn, DEMO_NLU_URN]),
    );
  });

  it('refuses a bad file or URN, naming the problem, and stores nothing', async () => {
    const file = path.join(dataDir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify({ ...tiny, intents: { ONLY: ['one'] } }));
    const err: string[] = [];
    const urn = modelUrn('bad', 'eng-USA');
    expect(
      await runModelsCommand(['models', 'deploy', file, '--urn', urn], {
        db: t.db,
        out: () => undefined,
        err: (l) => err.push(l),
      }),
    ).toBe(1);
    expect(err.join('\n')).toContain('at least two intents');
    expect(
      await runModelsCommand(['models', 'deploy', file, '--urn', 'urn:x'], {
        db: t.db,
        out: () => undefined,
        err: (l) => err.push(l),
      }),
    ).toBe(1);
    expect(err.join('\n')).toContain('urn: must be');
    const r = await t.db.query('SELECT 1 FROM nlu_models WHERE urn = $1', [urn]);
    expect(r.rows).toEqual([]);
  });
});
