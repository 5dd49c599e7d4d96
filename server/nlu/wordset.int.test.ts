// nuance.nlu.wordset.v1beta1.Wordset against a real server over gRPC and, for its unary methods,
// over its HTTP bindings (GET and DELETE with a JSON body, as the real API binds them; the compile
// stream is gRPC only), and Interpret using what it compiles over gRPC and HTTP/JSON: compile → watch the job
// stream → metadata → a caller's payee recognised only with the wordset → delete → NOT_FOUND;
// recompiles, refusals naming the field, wordsets private to their app, expiry. Outcomes are read
// back from the nlu_wordsets table as well as from the wire.
import * as grpc from '@grpc/grpc-js';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompileWordsetRequest } from '../../generated/proto/nuance/nlu/wordset/v1beta1/CompileWordsetRequest.js';
import type { WatchJobStatusResponse__Output } from '../../generated/proto/nuance/nlu/wordset/v1beta1/WatchJobStatusResponse.js';
import { OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { SERVICES } from '../../shared/rpc/services.js';
import {
  clientCredentialsToken,
  grpcStatus,
  startTestServer,
  type TestServer,
} from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { loadProtos } from '../../wire/protos.js';
import { createClient } from '../auth/clients.js';
import { deployModel } from './models.store.js';
import { modelUrn, wordsetUrn } from './urn.js';
import { sweepExpiredWordsets, WORDSET_RETENTION_MS } from './wordsets.store.js';

const WORDSET = SERVICES.nluWordset;
const RUNTIME = SERVICES.nlu;
const MODEL = modelUrn('payments', 'eng-USA');
const PAYEES = wordsetUrn('payments', 'caller-payees', 'eng-USA');

/** A small payments model whose PAYEE list entity knows two payees; callers' own payees come from wordsets. */
const TRAINING = {
  format: 'vigil-nlu/1',
  language: 'eng-USA',
  entities: {
    AMOUNT: { kind: 'regex', pattern: '\\b\\d+\\s?dollars\\b' },
    PAYEE: {
      kind: 'list',
      values: [
        { value: 'ELECTRIC_COMPANY', synonyms: ['electric company', 'the power company'] },
        { value: 'LANDLORD', synonyms: ['landlord', 'my landlord'] },
      ],
    },
  },
  intents: {
    PAY: [
      'pay [40 dollars](AMOUNT) to [my landlord](PAYEE)',
      'send [25 dollars](AMOUNT) to the [electric company](PAYEE)',
      'i want to pay [the power company](PAYEE)',
      'make a payment to [landlord](PAYEE)',
      'pay [my landlord](PAYEE) [100 dollars](AMOUNT) today',
      'transfer [60 dollars](AMOUNT) to [the electric company](PAYEE) please',
      'send money to [my landlord](PAYEE)',
      'pay a bill',
    ],
    BALANCE: [
      'what is my balance',
      'how much money do i have',
      'check my balance',
      'tell me my account balance',
      'how much is in my account',
      'balance please',
    ],
  },
};

const wordsetJson = (payees: { literal: string; spoken?: string[] }[]) => JSON.stringify({ PAYEE: payees });
const OKONKWO = wordsetJson([{ literal: 'Adaeze Okonkwo', spoken: ['adaeze', 'miss okonkwo'] }]);

let t: TestServer;
let clock: ManualClock;
let service: string;
let analyst: string;
let client: grpc.Client;

interface StreamOutcome {
  updates: WatchJobStatusResponse__Output[];
  error?: grpc.ServiceError;
}

function compile(req: CompileWordsetRequest, token: string | undefined): Promise<StreamOutcome> {
  const md = new grpc.Metadata();
  if (token) md.set('authorization', `Bearer ${token}`);
  const call = (
    client as unknown as Record<
      string,
      (
        req: CompileWordsetRequest,
        md: grpc.Metadata,
        o: grpc.CallOptions,
      ) => grpc.ClientReadableStream<WatchJobStatusResponse__Output>
    >
  ).CompileWordsetAndWatch!.call(client, req, md, { deadline: Date.now() + 30_000 });
  const updates: WatchJobStatusResponse__Output[] = [];
  return new Promise((resolve) => {
    call.on('data', (u: WatchJobStatusResponse__Output) => updates.push(u));
    call.on('error', (error: grpc.ServiceError) => resolve({ updates, error }));
    call.on('end', () => resolve({ updates }));
  });
}

const compileReq = (o: Partial<CompileWordsetRequest> = {}): CompileWordsetRequest => ({
  wordset: OKONKWO,
  companion_artifact_reference: { uri: MODEL },
  target_artifact_reference: { uri: PAYEES },
  metadata: { owner: 'payments-team' },
  ...o,
});

async function unary(method: string, uri: string, token: string) {
  try {
    return { ok: true as const, res: await t.call(WORDSET, method, { artifact_reference: { uri } }, token) };
  } catch (err) {
    return { ok: false as const, ...grpcStatus(err) };
  }
}

async function storedRow(appId: string, urn: string) {
  const r = await t.db.query<{
    terms: number;
    model_urn: string;
    compiled_gz: Uint8Array;
    version: number;
    job_id: string;
  }>('SELECT terms, model_urn, compiled_gz, version, job_id FROM nlu_wordsets WHERE app_id = $1 AND urn = $2', [
    appId,
    urn,
  ]);
  const row = r.rows[0];
  if (!row) return undefined;
  // Stored gzipped (migration 0027).
  const { compiled_gz, ...rest } = row;
  return { ...rest, compiled: JSON.parse(gunzipSync(compiled_gz).toString('utf8')) as unknown };
}

type Transport = 'grpc' | 'http';

const snakeKeys = (o: unknown): unknown =>
  o && typeof o === 'object'
    ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()), v]))
    : o;

/** An entity list of either transport as {string_value, literal, text_range}, snake_case. */
function entitiesOf(raw: unknown): Entities {
  const out: Entities = {};
  for (const [name, list] of Object.entries((raw ?? {}) as Record<string, { entities: Record<string, unknown>[] }>))
    out[name] = {
      entities: list.entities.map((e) => ({
        string_value: (e.stringValue ?? e.string_value) as string,
        literal: e.literal as string,
        text_range: snakeKeys(e.textRange ?? e.text_range),
      })),
    };
  return out;
}
type Entities = Record<string, { entities: { string_value: string; literal: string; text_range: unknown }[] }>;

/** Interpret over either transport: the best interpretation's entities, or the refusal. */
async function interpret(
  transport: Transport,
  text: string,
  resources: unknown[],
  token = analyst,
): Promise<{ ok: true; intent: string; entities: Entities } | { ok: false; code: number; message: string }> {
  const req = {
    parameters: { interpretation_result_type: 'SINGLE_INTENT' },
    model: { type: 'SEMANTIC_MODEL', uri: MODEL },
    input: { text },
    resources,
  };
  if (transport === 'grpc') {
    try {
      const res = await t.call<{
        result: { interpretations: { single_intent_interpretation: Record<string, unknown> }[] };
      }>(RUNTIME, 'Interpret', req, token);
      const best = res.result.interpretations[0]!.single_intent_interpretation;
      return { ok: true, intent: best.intent as string, entities: entitiesOf(best.entities) };
    } catch (err) {
      const e = err as grpc.ServiceError;
      return { ok: false, code: e.code, message: e.details };
    }
  }
  const res = await t.http('POST', '/nlu/v1/runtime/interpret', { body: req, token });
  if (res.status !== 200) {
    const status = res.json.status as { details?: string } | undefined;
    const code = { 400: grpc.status.INVALID_ARGUMENT, 404: grpc.status.NOT_FOUND }[res.status] ?? -res.status;
    return { ok: false, code, message: String(status?.details ?? '') };
  }
  const result = res.json.result as {
    interpretations: {
      singleIntentInterpretation?: Record<string, unknown>;
      single_intent_interpretation?: Record<string, unknown>;
    }[];
  };
  const best = (result.interpretations[0]!.singleIntentInterpretation ??
    result.interpretations[0]!.single_intent_interpretation)!;
  return { ok: true, intent: best.intent as string, entities: entitiesOf(best.entities) };
}

const compiledRef = (uri = PAYEES, extra: Record<string, unknown> = {}) => ({
  external_reference: { type: 'COMPILED_WORDSET', uri, ...extra },
});

beforeAll(async () => {
  clock = new ManualClock(Date.now());
  t = await startTestServer('pglite', { clock });
  // The test clients' app is `vigil`; `otherbank` has the same model under the same URN.
  await deployModel(t.db, { appId: 'vigil', urn: MODEL, training: TRAINING, now: clock.now() });
  await deployModel(t.db, { appId: 'otherbank', urn: MODEL, training: TRAINING, now: clock.now() });
  service = await t.token('service');
  analyst = await t.token('analyst');
  const def = loadProtos().packageDefinition[WORDSET] as unknown as ServiceDefinition;
  client = new (grpc.makeGenericClientConstructor(def, 'Wordset'))(t.grpcAddress, grpc.credentials.createInsecure());
}, 120_000);
afterAll(async () => {
  client?.close();
  await t?.close();
});

describe('compile, watch, describe, use, delete', () => {
  let jobId = '';

  it('streams QUEUED, PROCESSING, COMPLETE for one job and stores the compiled wordset for the app', async () => {
    const out = await compile(compileReq(), service);
    expect(out.error).toBeUndefined();
    expect(out.updates.map((u) => u.job_status_update?.status)).toEqual([
      'JOB_STATUS_QUEUED',
      'JOB_STATUS_PROCESSING',
      'JOB_STATUS_COMPLETE',
    ]);
    jobId = out.updates[0]!.job_status_update!.job_id ?? '';
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    for (const u of out.updates) {
      expect(u.job_status_update!.job_id).toBe(jobId);
      expect(u.request_status).toMatchObject({ status_code: 'OK', http_trans_code: 200 });
    }
    const done = out.updates[2]!.job_status_update!.messages?.[0];
    expect(done?.data).toMatchObject({
      urn: PAYEES,
      companion_urn: MODEL,
      entities: 'PAYEE',
      terms: '1',
      version: '1',
    });

    const row = await storedRow('vigil', PAYEES);
    expect(row).toMatchObject({ terms: 1, model_urn: MODEL, version: 1, job_id: jobId });
    expect(row!.compiled).toEqual({ PAYEE: [{ literal: 'Adaeze Okonkwo', spoken: ['adaeze', 'miss okonkwo'] }] });
    expect(await storedRow('otherbank', PAYEES)).toBeUndefined();
  });

  it('describes it: the client metadata plus the job, companion, term count and expiry', async () => {
    const out = await unary('GetWordsetMetadata', PAYEES, service);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const md = out.res.metadata as Record<string, string>;
    expect(md).toMatchObject({
      owner: 'payments-team',
      x_vigil_job_id: jobId,
      x_vigil_companion_urn: MODEL,
      x_vigil_entities: 'PAYEE',
      x_vigil_terms: '1',
      x_vigil_version: '1',
    });
    expect(Date.parse(md.x_vigil_expires_at!) - Date.parse(md.x_vigil_compiled_at!)).toBe(WORDSET_RETENTION_MS);
    expect(out.res.request_status).toMatchObject({ status_code: 'OK', http_trans_code: 200 });
  });

  for (const transport of ['grpc', 'http'] as const)
    it(`recognises the caller's payee only when Interpret references the compiled wordset (${transport})`, async () => {
      const text = 'please send 40 dollars to miss Okonkwo';
      const without = await interpret(transport, text, []);
      expect(without).toMatchObject({ ok: true, intent: 'PAY' });
      if (!without.ok) return;
      expect(without.entities.PAYEE).toBeUndefined();
      expect(without.entities.AMOUNT?.entities[0]?.literal).toBe('40 dollars');

      const withWs = await interpret(transport, text, [compiledRef(PAYEES, { request_timeout_ms: 5000 })]);
      expect(withWs).toMatchObject({ ok: true, intent: 'PAY' });
      if (!withWs.ok) return;
      expect(withWs.entities.PAYEE?.entities).toEqual([
        {
          string_value: 'Adaeze Okonkwo',
          literal: 'miss Okonkwo',
          text_range: { start_index: text.indexOf('miss'), end_index: text.length },
        },
      ]);
      // The model's own payees still match beside the wordset's.
      const both = await interpret(transport, 'pay my landlord and adaeze', [compiledRef()]);
      expect(both.ok && both.entities.PAYEE?.entities.map((e) => e.string_value)).toEqual([
        'LANDLORD',
        'Adaeze Okonkwo',
      ]);
    });

  it('answers a recompile of the same content with ALREADY_EXISTS, and replaces the wordset on new content', async () => {
    const same = await compile(compileReq(), service);
    expect(same.updates).toEqual([]);
    expect(grpcStatus(same.error)).toMatchObject({ code: grpc.status.ALREADY_EXISTS });
    expect(same.error!.details).toContain(PAYEES);

    const next = await compile(compileReq({ wordset: wordsetJson([{ literal: 'Tomasz Wiśniewski' }]) }), service);
    expect(next.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    const row = await storedRow('vigil', PAYEES);
    expect(row).toMatchObject({ version: 2, terms: 1 });
    expect(row!.compiled).toEqual({ PAYEE: [{ literal: 'Tomasz Wiśniewski' }] });

    const text = 'send 40 dollars to tomasz wiśniewski';
    const now = await interpret('grpc', text, [compiledRef()]);
    expect(now.ok && now.entities.PAYEE?.entities[0]?.string_value).toBe('Tomasz Wiśniewski');
    const old = await interpret('grpc', 'send 40 dollars to miss okonkwo', [compiledRef()]);
    expect(old.ok && old.entities.PAYEE).toBeUndefined();
  });

  it('deletes it: the row is gone, and metadata, a second delete and Interpret are NOT_FOUND naming the URN', async () => {
    const del = await unary('DeleteWordset', PAYEES, service);
    expect(del).toMatchObject({ ok: true, res: { request_status: { status_code: 'OK' } } });
    expect(await storedRow('vigil', PAYEES)).toBeUndefined();

    for (const method of ['GetWordsetMetadata', 'DeleteWordset']) {
      const out = await unary(method, PAYEES, service);
      expect(out).toMatchObject({ ok: false, code: grpc.status.NOT_FOUND });
      expect(!out.ok && out.message).toContain(PAYEES);
    }
    for (const transport of ['grpc', 'http'] as const) {
      const out = await interpret(transport, 'pay tomasz', [compiledRef()]);
      expect(out).toMatchObject({ ok: false, code: grpc.status.NOT_FOUND });
      expect(!out.ok && out.message).toContain(PAYEES);
    }
  });
});

/** A request with a JSON body on any verb (fetch sends none on GET): status and parsed reply. */
function httpWithBody(method: string, path: string, body: unknown, token: string) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = http.request(
      new URL(path, t.httpUrl),
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: data ? JSON.parse(data) : {} }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('the HTTP bindings', () => {
  it('compiles on POST /nlu/v1beta1/wordset/compile, its job updates as newline-delimited JSON', async () => {
    const urn = wordsetUrn('payments', 'compiled-over-http', 'eng-USA');
    const res = await fetch(new URL('/nlu/v1beta1/wordset/compile', t.httpUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${service}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        wordset: OKONKWO,
        companionArtifactReference: { uri: MODEL },
        targetArtifactReference: { uri: urn },
      }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { result?: { jobStatusUpdate?: { status?: string } } });
    expect(lines.map((l) => l.result?.jobStatusUpdate?.status)).toEqual([
      'JOB_STATUS_QUEUED',
      'JOB_STATUS_PROCESSING',
      'JOB_STATUS_COMPLETE',
    ]);
    expect(await storedRow('vigil', urn)).toBeDefined();
    // Refused before the stream starts: an ordinary error answer.
    const denied = await fetch(new URL('/nlu/v1beta1/wordset/compile', t.httpUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${analyst}`, 'content-type': 'application/json' },
      body: JSON.stringify({ wordset: OKONKWO }),
    });
    expect(denied.status).toBe(403);
  });

  it('describes a wordset on GET /nlu/v1beta1/wordset/metadata and deletes it on DELETE /nlu/v1beta1/wordset', async () => {
    const urn = wordsetUrn('payments', 'over-http', 'eng-USA');
    const made = await compile(compileReq({ target_artifact_reference: { uri: urn } }), service);
    expect(made.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    const ref = { artifactReference: { uri: urn } };

    const md = await httpWithBody('GET', '/nlu/v1beta1/wordset/metadata', ref, service);
    expect(md.status).toBe(200);
    expect(md.json.metadata).toMatchObject({
      owner: 'payments-team',
      x_vigil_terms: '1',
      x_vigil_companion_urn: MODEL,
    });
    expect(md.json.requestStatus).toMatchObject({ statusCode: 'OK', httpTransCode: 200 });

    const del = await httpWithBody('DELETE', '/nlu/v1beta1/wordset', ref, service);
    expect(del).toMatchObject({ status: 200, json: { requestStatus: { statusCode: 'OK' } } });
    expect(await storedRow('vigil', urn)).toBeUndefined();

    const gone = await httpWithBody('GET', '/nlu/v1beta1/wordset/metadata', ref, service);
    expect(gone.status).toBe(404);
    expect(JSON.stringify(gone.json)).toContain(urn);
    // Field names are checked over HTTP as over gRPC.
    const bad = await httpWithBody('DELETE', '/nlu/v1beta1/wordset', { artifactReference: { uri: 'nope' } }, service);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('artifact_reference.uri');
  });
});

describe('inline wordsets', () => {
  it('takes one of 100 payees with spoken forms (beyond the 4096 characters of an ordinary string field)', async () => {
    const payees = Array.from({ length: 100 }, (_, i) => ({
      literal: `Payee Number ${i} Holdings`,
      spoken: [`payee ${i}`, `number ${i} holdings`],
    }));
    const json = wordsetJson(payees);
    expect(json.length).toBeGreaterThan(4096);
    for (const transport of ['grpc', 'http'] as const) {
      const out = await interpret(transport, 'send 25 dollars to number 42 holdings', [{ inline_wordset: json }]);
      expect(out.ok && out.entities.PAYEE?.entities[0]?.string_value).toBe('Payee Number 42 Holdings');
    }
  });
});

describe('a URN deleted and compiled again', () => {
  it('serves the new content, not what Interpret saw under that URN before', async () => {
    const urn = wordsetUrn('payments', 'recycled', 'eng-USA');
    const first = await compile(compileReq({ target_artifact_reference: { uri: urn } }), service);
    expect(first.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    const before = await interpret('grpc', 'pay miss okonkwo', [compiledRef(urn)]);
    expect(before.ok && before.entities.PAYEE?.entities[0]?.string_value).toBe('Adaeze Okonkwo');

    expect(await unary('DeleteWordset', urn, service)).toMatchObject({ ok: true });
    const second = await compile(
      compileReq({ target_artifact_reference: { uri: urn }, wordset: wordsetJson([{ literal: 'Zofia Nowak' }]) }),
      service,
    );
    expect(second.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    expect(await storedRow('vigil', urn)).toMatchObject({ version: 1 });
    const after = await interpret('grpc', 'pay miss okonkwo or zofia nowak', [compiledRef(urn)]);
    expect(after.ok && after.entities.PAYEE?.entities.map((e) => e.string_value)).toEqual(['Zofia Nowak']);
  });
});

describe('refusals', () => {
  const OTHER = wordsetUrn('payments', 'refused', 'eng-USA');

  it.each([
    ['wordset text that is not JSON', { wordset: '{"PAYEE": [' }, 'wordset', 'not valid JSON'],
    ['no wordset', { wordset: '' }, 'wordset', 'required'],
    [
      'an entry without a literal',
      { wordset: wordsetJson([{ spoken: ['x'] } as never]) },
      'wordset',
      'PAYEE[0].literal',
    ],
    [
      'spoken forms that are not strings',
      { wordset: JSON.stringify({ PAYEE: [{ literal: 'a', spoken: [1] }] }) },
      'wordset',
      'PAYEE[0].spoken',
    ],
    [
      'an entity the model does not have as a list',
      { wordset: JSON.stringify({ AMOUNT: [{ literal: 'lots' }] }) },
      'wordset',
      'AMOUNT',
    ],
    ['a wordset that is an array', { wordset: '[]' }, 'wordset', 'JSON object'],
    [
      'a target that is not a wordset URN',
      { target_artifact_reference: { uri: 'urn:nuance-mix:tag:wordset/x' } },
      'target_artifact_reference.uri',
      'wordset:lang',
    ],
    ['no target', { target_artifact_reference: undefined }, 'target_artifact_reference', 'required'],
    [
      'no companion model',
      { companion_artifact_reference: { uri: '' } },
      'companion_artifact_reference.uri',
      'required',
    ],
    [
      'a target in another language',
      { target_artifact_reference: { uri: wordsetUrn('payments', 'x', 'fra-FRA') } },
      'target_artifact_reference.uri',
      'eng-USA',
    ],
    [
      'a target of another context tag',
      { target_artifact_reference: { uri: wordsetUrn('cards', 'x', 'eng-USA') } },
      'target_artifact_reference.uri',
      'payments',
    ],
    [
      'a metadata key the service sets',
      { metadata: { x_vigil_terms: '9' } },
      'metadata.x_vigil_terms',
      'set by the service',
    ],
  ])(
    'refuses %s with INVALID_ARGUMENT naming the field, before any job message (%#)',
    async (_what, patch, field, words) => {
      const out = await compile({ ...compileReq({ target_artifact_reference: { uri: OTHER } }), ...patch }, service);
      expect(out.updates).toEqual([]);
      const st = grpcStatus(out.error);
      expect(st.code).toBe(grpc.status.INVALID_ARGUMENT);
      const violations = (st.status?.field_violations ?? []) as { field: string; message: string }[];
      expect(violations.map((v) => v.field)).toContain(field);
      expect(violations.find((v) => v.field === field)!.message).toContain(words);
      expect(await storedRow('vigil', OTHER)).toBeUndefined();
    },
  );

  it('refuses a companion model the app does not have with NOT_FOUND naming the model URN', async () => {
    const missing = modelUrn('nobody', 'eng-USA');
    const out = await compile(
      compileReq({
        companion_artifact_reference: { uri: missing },
        target_artifact_reference: { uri: wordsetUrn('nobody', 'x', 'eng-USA') },
      }),
      service,
    );
    expect(out.updates).toEqual([]);
    expect(grpcStatus(out.error).code).toBe(grpc.status.NOT_FOUND);
    expect(out.error!.details).toContain(missing);
  });

  it('refuses a bad compiled-wordset reference in Interpret, naming the field', async () => {
    const bad = await interpret('http', 'pay my landlord', [compiledRef('urn:nuance-mix:tag:wordset:nope')]);
    expect(bad).toMatchObject({ ok: false, code: grpc.status.INVALID_ARGUMENT });
    expect(!bad.ok && bad.message).toContain('resources[0].external_reference.uri');
  });

  it('lets only the service and admin roles compile, and needs the nlu.wordset scope and a token', async () => {
    const asAnalyst = await compile(compileReq({ target_artifact_reference: { uri: OTHER } }), analyst);
    expect(grpcStatus(asAnalyst.error).code).toBe(grpc.status.PERMISSION_DENIED);
    const nluOnly = await t.token('service', { oauthScopes: [OAUTH_SCOPES.nlu] });
    const noScope = await compile(compileReq({ target_artifact_reference: { uri: OTHER } }), nluOnly);
    expect(grpcStatus(noScope.error).code).toBe(grpc.status.PERMISSION_DENIED);
    expect(noScope.error!.details).toContain('"nlu.wordset"');
    const anonymous = await compile(compileReq({ target_artifact_reference: { uri: OTHER } }), undefined);
    expect(grpcStatus(anonymous.error).code).toBe(grpc.status.UNAUTHENTICATED);
    const meta = await unary('GetWordsetMetadata', OTHER, nluOnly);
    expect(meta).toMatchObject({ ok: false, code: grpc.status.PERMISSION_DENIED });
    expect(await storedRow('vigil', OTHER)).toBeUndefined();
  });
});

describe('privacy and expiry', () => {
  it('keeps wordsets private to their app: another app cannot see, use or delete one, and compiles its own', async () => {
    const shared = wordsetUrn('payments', 'private-payees', 'eng-USA');
    const ours = await compile(compileReq({ target_artifact_reference: { uri: shared } }), service);
    expect(ours.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');

    const other = await createClient(t.db, {
      role: 'service',
      gkScopeIds: [t.scopeId],
      name: 'other-ws',
      app: 'otherbank',
    });
    const theirs = await clientCredentialsToken(t.tokenUrl, other.clientId, other.clientSecret);
    for (const method of ['GetWordsetMetadata', 'DeleteWordset'])
      expect(await unary(method, shared, theirs)).toMatchObject({ ok: false, code: grpc.status.NOT_FOUND });
    const used = await interpret('grpc', 'pay miss okonkwo', [compiledRef(shared)], theirs);
    expect(used).toMatchObject({ ok: false, code: grpc.status.NOT_FOUND });
    expect(await storedRow('vigil', shared)).toMatchObject({ version: 1 });

    // The same URN in the other app is that app's own wordset, independent of ours.
    const own = await compile(
      compileReq({ target_artifact_reference: { uri: shared }, wordset: wordsetJson([{ literal: 'Other Payee' }]) }),
      theirs,
    );
    expect(own.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    expect((await storedRow('otherbank', shared))!.compiled).toEqual({ PAYEE: [{ literal: 'Other Payee' }] });
    expect((await storedRow('vigil', shared))!.compiled).toEqual({
      PAYEE: [{ literal: 'Adaeze Okonkwo', spoken: ['adaeze', 'miss okonkwo'] }],
    });
  });

  it('expires a compiled wordset after its retention: NOT_FOUND everywhere, then swept from storage', async () => {
    const urn = wordsetUrn('payments', 'expiring', 'eng-USA');
    const out = await compile(compileReq({ target_artifact_reference: { uri: urn } }), service);
    expect(out.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    clock.advance(WORDSET_RETENTION_MS - 60_000);
    const [svc, ana] = [await t.token('service'), await t.token('analyst')];
    expect(await unary('GetWordsetMetadata', urn, svc)).toMatchObject({ ok: true });
    expect(await interpret('grpc', 'pay miss okonkwo', [compiledRef(urn)], ana)).toMatchObject({ ok: true });

    clock.advance(120_000);
    const [svc2, ana2] = [await t.token('service'), await t.token('analyst')];
    expect(await unary('GetWordsetMetadata', urn, svc2)).toMatchObject({ ok: false, code: grpc.status.NOT_FOUND });
    expect(await interpret('grpc', 'pay miss okonkwo', [compiledRef(urn)], ana2)).toMatchObject({
      ok: false,
      code: grpc.status.NOT_FOUND,
    });
    expect(await storedRow('vigil', urn)).toBeDefined();
    expect(await sweepExpiredWordsets(t.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await storedRow('vigil', urn)).toBeUndefined();
    // An expired URN compiles again from version 1.
    const again = await compile(compileReq({ target_artifact_reference: { uri: urn } }), svc2);
    expect(again.updates.at(-1)?.job_status_update?.status).toBe('JOB_STATUS_COMPLETE');
    expect(await storedRow('vigil', urn)).toMatchObject({ version: 1 });
  });
});
