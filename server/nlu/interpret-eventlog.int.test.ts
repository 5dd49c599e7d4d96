// The interpreter's event-log record (seed 002 section 6, application/x-vendor-nluaas-interpretation.v1+json)
// read back through the public event-log API by a log client of the caller's app, over both
// transports: client_data carried in, request IDs present, and with interpretation_input_logging_mode
// SUPPRESSED no trace of the input text anywhere in the record.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { createClient } from '../auth/clients.js';
import { seedDemo } from '../demo/index.js';
import { logApi, logToken, readTopic, type LogApi, type Record_ } from '../eventlog/log-clients.testkit.js';
import { DEMO_NLU_URN } from './demo.js';

const APP = 'vigil'; // the demo model's app, and the test clients'
let t: TestServer;
let dataDir: string;
let analyst: string;
let reader: LogApi;

async function interpret(transport: 'grpc' | 'http', req: Record<string, unknown>): Promise<void> {
  if (transport === 'grpc') await t.call('nuance.nlu.v1.Runtime', 'Interpret', req, analyst);
  else {
    const res = await t.http('POST', '/nlu/v1/runtime/interpret', { body: req, token: analyst });
    expect(res.status).toBe(200);
  }
}

async function recordOf(marker: string): Promise<Record_> {
  return waitUntil(
    async () =>
      (await readTopic(reader, APP)).find(
        (r) => (r.value.data.request as { clientData?: { case?: string } } | undefined)?.clientData?.case === marker,
      ),
    { what: `the interpretation record of ${marker}`, timeoutMs: 15_000, intervalMs: 100 },
  );
}

beforeAll(async () => {
  t = await startTestServer('pglite');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-nlu-log-'));
  await seedDemo(t.db, { dataDir, httpUrl: t.httpUrl, nluModel: true });
  analyst = await t.token('analyst');
  const log = await createClient(t.db, {
    role: 'service',
    gkScopeIds: [t.scopeId],
    name: 'collector',
    app: APP,
    oauthScopes: ['log'],
  });
  const header = (await logToken(t.tokenUrl, log.clientId, log.clientSecret, 'G')).header;
  reader = logApi(t.httpUrl, 'G', () => header);
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['grpc', 'http'] as const)('Interpret over %s', (transport) => {
  it('writes one interpretation record to the caller app topic with client_data and the result', async () => {
    const marker = `nlu-log-plain-${transport}`;
    const text = 'Please raise the limit on my Visa to $3,000';
    await interpret(transport, {
      parameters: { interpretation_result_type: 'SINGLE_INTENT' },
      model: { type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN },
      input: { text },
      client_data: { case: marker },
      user_id: 'caller-7',
    });
    const r = await recordOf(marker);
    expect(r.topic).toBe(APP);
    expect(r.key.service).toBe('NLUaaS');
    expect(r.value).toMatchObject({
      specversion: '1.0',
      service: 'NLUaaS',
      source: 'vendor.nlu.v1.Runtime/Interpret',
      type: 'Interpret',
      appid: APP,
      datacontenttype: 'application/json',
    });
    const data = r.value.data as {
      dataContentType: string;
      traceid: string;
      requestid: string;
      userid: string;
      request: { clientData: unknown; input: unknown; model: unknown };
      response: { status: unknown; result: { literal: string; sensitive: boolean; interpretations: unknown[] } };
      processingTime: { durationMs: number };
    };
    expect(data.dataContentType).toBe('application/x-vendor-nluaas-interpretation.v1+json');
    expect(data.traceid).toBe('');
    expect(data.requestid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.userid).toMatch(/^[0-9a-f]{64}$/);
    expect(data.request.clientData).toEqual({ case: marker });
    expect(data.request.input).toEqual({ text });
    expect(data.request.model).toEqual({ type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN });
    expect(data.response.status).toMatchObject({ code: 200 });
    expect(data.response.result.literal).toBe(text);
    expect(data.response.result.sensitive).toBe(false);
    expect(data.response.result.interpretations[0]).toMatchObject({
      singleIntentInterpretation: { intent: 'RAISE_LIMIT', origin: 'STATISTICAL' },
    });
    expect(data.processingTime.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('SUPPRESSED keeps every word of the input out of the record but keeps the intents', async () => {
    const marker = `nlu-log-suppressed-${transport}`;
    const text = 'I moved to 12 Zanzibar Lane, please update my address';
    await interpret(transport, {
      parameters: { interpretation_result_type: 'MULTI_INTENT', interpretation_input_logging_mode: 'SUPPRESSED' },
      model: { type: 'SEMANTIC_MODEL', uri: DEMO_NLU_URN },
      input: { text },
      client_data: { case: marker },
    });
    const r = await recordOf(marker);
    const json = JSON.stringify(r.value);
    for (const word of ['Zanzibar', 'Lane', 'moved', 'address', 'please']) expect(json).not.toContain(word);
    const data = r.value.data as {
      request: Record<string, unknown>;
      response: { result: { sensitive: boolean; interpretations: unknown[] } };
    };
    expect(data.request.input).toBeUndefined();
    expect(data.request.parameters).toMatchObject({ interpretationInputLoggingMode: 'SUPPRESSED' });
    expect(data.response.result.sensitive).toBe(true);
    expect(JSON.stringify(data.response.result.interpretations)).toContain('CHANGE_ADDRESS');
  });
});
