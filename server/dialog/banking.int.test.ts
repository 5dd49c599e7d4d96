// The banking export (../shared/data/mix-projects/banking, unchanged) deployed with `projects deploy`
// and run over both transports on both databases: the balance path through a client-side data
// action, recovery after a no-match, session expiry and Stop, with the DLGaaS and NII records read
// back through the public event-log API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { readTopic, type LogApi } from '../eventlog/log-clients.testkit.js';
import { runProjectsCommand } from '../cli/projects.js';
import { collectorOf, mixProject } from './dialog.testkit.js';

const BANKING = mixProject('banking');
const APP = 'vigil';
const URN = 'urn:nuance-mix:tag:model/bank1/mix.dialog';

type Payload = {
  messages?: { nlg?: { text: string }[] }[];
  qa_action?: { message?: { nlg?: { text: string }[] } };
  da_action?: { id: string; data?: unknown };
  end_action?: { id: string };
  qaAction?: { message?: { nlg?: { text: string }[] } };
  daAction?: { id: string };
  endAction?: { id: string };
};

describe.each(dbKinds())('banking on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let reader: LogApi;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const out: string[] = [];
    const err: string[] = [];
    const code = await runProjectsCommand(['projects', 'deploy', BANKING, '--app', APP, '--tag', 'bank1'], {
      db: t.db,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    token = await t.token('service', { oauthScopes: ['dlg', 'nlu'] });
    reader = await collectorOf(t, APP);
  }, 240_000);
  afterAll(async () => t?.close());

  const rpc = async (transport: 'grpc' | 'http', method: string, req: Record<string, unknown>) => {
    if (transport === 'grpc') return t.call<Record<string, unknown>>('nuance.dlg.v1.DialogService', method, req, token);
    const sid = String(req.session_id ?? '');
    const p =
      method === 'Start'
        ? `/dlg/v1/start/${encodeURIComponent(URN)}`
        : `/dlg/v1/${method.toLowerCase()}/${encodeURIComponent(sid)}`;
    const res = await t.http('POST', p, { token, ...(method === 'Stop' ? {} : { body: req }) });
    if (res.status !== 200) throw Object.assign(new Error(`${res.status} ${JSON.stringify(res.json)}`), { http: res });
    return res.json;
  };
  const text = (p: Payload) =>
    [...(p.messages ?? []), (p.qa_action ?? p.qaAction)?.message]
      .flatMap((m) => m?.nlg ?? [])
      .map((n) => n.text)
      .join(' | ');

  describe.each(['grpc', 'http'] as const)('over %s', (transport) => {
    it('runs the balance path through a client-side data action, then ends', async () => {
      const start = await rpc(transport, 'Start', {
        payload: { model_ref: { uri: URN } },
        selector: { channel: 'default', language: 'en-US' },
        user_id: 'caller-1',
      });
      const sid = String(
        (start.payload as { session_id?: string; sessionId?: string }).session_id ??
          (start.payload as { sessionId: string }).sessionId,
      );
      expect(sid).toMatch(/^[0-9a-f-]{36}$/);

      let r = (await rpc(transport, 'Execute', { session_id: sid, payload: {} })).payload as Payload;
      expect(text(r)).toContain('Welcome to Starter Bank.');
      expect(r.qa_action ?? r.qaAction).toBeDefined();

      r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            user_input: {
              interpretation: {
                confidence: 0.9,
                utterance: 'what is the balance of my checking account',
                data: { INTENT: 'I_REQUEST_ACCOUNT_BALANCE', ACCOUNT_NAME: 'checking' },
              },
            },
          },
        })
      ).payload as Payload;
      const da = r.da_action ?? r.daAction;
      expect(da?.id).toBe('DA_I_REQUEST_ACCOUNT_BALANCE');

      r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            requested_data: {
              id: 'DA_I_REQUEST_ACCOUNT_BALANCE',
              data:
                transport === 'grpc'
                  ? {
                      fields: {
                        returnCode: { stringValue: '0' },
                        DAReturnStatus: { stringValue: 'Success' },
                        accountBalance: { stringValue: '$1,234.56' },
                      },
                    }
                  : { returnCode: '0', DAReturnStatus: 'Success', accountBalance: '$1,234.56' },
            },
          },
        })
      ).payload as Payload;
      expect(text(r)).toMatch(/The balance of your checking account is \$1,234\.56/);
      expect(text(r)).toContain('anything else');

      const status = await rpc(transport, 'Status', { session_id: sid });
      const left = Number(status.session_remaining_sec ?? status.sessionRemainingSec);
      expect(left).toBeGreaterThan(890);
      expect(left).toBeLessThanOrEqual(900);

      r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            // Typed over HTTP, through the project's NLU (whose yes/no value is a boolean, "false"),
            // and interpreted by the client over gRPC ("no", as the flow spells it).
            user_input:
              transport === 'http'
                ? { user_text: 'no' }
                : {
                    interpretation: {
                      confidence: 0.95,
                      utterance: 'no',
                      data: { INTENT: 'I_YES_NO', YES_NO_custom: 'no' },
                    },
                  },
          },
        })
      ).payload as Payload;
      expect(text(r)).toContain('Goodbye, and have a nice day!');
      expect((r.end_action ?? r.endAction)?.id).toBe('EA_Main_Exit');

      // The DLGaaS and NII records of the session, through the public consumer API.
      const records = await waitUntil(
        async () => {
          const all = (await readTopic(reader, APP)).filter(
            (x) => (x.value.data as { sessionid?: string }).sessionid === sid,
          );
          return all.filter((x) => x.value.source === 'NIIEventLogger').length >= 5 ? all : undefined;
        },
        { what: 'the dialog records', timeoutMs: 15_000, intervalMs: 100 },
      );
      const nii = records.filter((x) => x.value.source === 'NIIEventLogger');
      expect(nii.map((x) => (x.value.data as { seqid: string }).seqid)).toEqual(['1', '2', '3', '4', '5']);
      for (const x of nii) {
        expect(x.key.service).toBe('DLGaaS');
        expect(x.value.type).toBe('NIIEventLog');
        expect(x.value.data.dataContentType).toBe('application/x-vendor-dlg-nii-logs.v1+json');
      }
      const names = nii.flatMap((x) => (x.value.data as { events: { name: string }[] }).events.map((e) => e.name));
      for (const n of [
        'session-start',
        'selector',
        'transition',
        'message',
        'qa-config',
        'input-required',
        'input-received',
        'intent',
        'input-processed',
        'question-router',
        'component-invoked',
        'data-required',
        'data-received',
        'component-returned',
        'application-ended',
      ])
        expect(names).toContain(n);
      const events = nii.flatMap(
        (x) => (x.value.data as { events: { name: string; value: Record<string, unknown> }[] }).events,
      );
      expect(events.find((e) => e.name === 'data-required')?.value).toEqual({
        id: 'DA_I_REQUEST_ACCOUNT_BALANCE',
        type: 'external',
        data: { ACCOUNT_NAME: 'checking' },
      });
      expect(events.find((e) => e.name === 'data-received')?.value).toEqual({
        id: 'DA_I_REQUEST_ACCOUNT_BALANCE',
        data: { DAReturnStatus: 'Success', accountBalance: '$1,234.56' },
        returnCode: '0',
      });
      // D_Main_SetIntentAndEntities and D_Main_ClearEntities ran after the balance component returned.
      expect(events.filter((e) => e.name === 'decision').map((e) => e.value)).toEqual(
        expect.arrayContaining([
          { next: 'D_Main_ClearEntities', label: 'GoTo' },
          { next: 'QA_Main_FollowUp', label: 'GoTo' },
        ]),
      );
      expect(events.find((e) => e.name === 'session-start')?.value).toMatchObject({
        selector: { channel: 'default', language: 'en-US' },
        timeout: 900,
        project: { contextTag: 'bank1', id: URN },
      });
      const calls = records.filter((x) => String(x.value.source).startsWith('vendor.dlg.v1.DialogService/'));
      const callEvents = calls.map((x) => (x.value.data as { events: { name: string }[] }).events[0]!.name);
      for (const n of [
        'DLGaaS-Start-Start',
        'DLGaaS-Start-End',
        'DLGaaS-Execute-Start',
        'DLGaaS-Execute-End',
        'DLGaaS-Status-End',
      ])
        expect(callEvents).toContain(n);
      const end = calls.find(
        (x) => (x.value.data as { events: { name: string }[] }).events[0]!.name === 'DLGaaS-Start-End',
      )!;
      expect(end.value.type).toBe('Start');
      expect(end.value.data.response).toMatchObject({ status: { code: 200 }, payload: { sessionId: sid } });
      expect(end.value.data.userid).toMatch(/^[0-9a-f]{64}$/);
    });

    it('interprets typed text with the project NLU and logs the NLUaaS record with the dialog session', async () => {
      const start = await rpc(transport, 'Start', { payload: { model_ref: { uri: URN } } });
      const sp = start.payload as { session_id?: string; sessionId?: string };
      const sid = String(sp.session_id ?? sp.sessionId);
      await rpc(transport, 'Execute', { session_id: sid, payload: {} });
      const r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: { user_input: { user_text: 'what is my checking balance' } },
        })
      ).payload as Payload;
      expect((r.da_action ?? r.daAction)?.id).toBe('DA_I_REQUEST_ACCOUNT_BALANCE');
      const nlu = await waitUntil(
        async () =>
          (await readTopic(reader, APP)).find(
            (x) =>
              x.key.service === 'NLUaaS' &&
              (x.value.data.request as { clientData?: { dialogSessionId?: string } }).clientData?.dialogSessionId ===
                sid,
          ),
        { what: 'the NLUaaS record of the dialog', timeoutMs: 15_000, intervalMs: 100 },
      );
      expect(nlu.value.data.request).toMatchObject({
        input: { text: 'what is my checking balance' },
        model: { uri: 'urn:nuance-mix:tag:model/bank1/mix.nlu?=language=eng-USA' },
      });
    });

    it('runs the transfer path: three entities with the intent, the transfer data action, its result', async () => {
      const start = await rpc(transport, 'Start', { payload: { model_ref: { uri: URN } } });
      const sp = start.payload as { session_id?: string; sessionId?: string };
      const sid = String(sp.session_id ?? sp.sessionId);
      await rpc(transport, 'Execute', { session_id: sid, payload: {} });
      let r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            user_input: {
              interpretation: {
                confidence: 0.9,
                utterance: 'move 100 dollars from checking to savings',
                data: { INTENT: 'I_TRANSFER_FUNDS', FROM_ACCOUNT: 'checking', TO_ACCOUNT: 'savings', AMOUNT: '100' },
              },
            },
          },
        })
      ).payload as Payload & { da_action?: { data?: unknown }; daAction?: { data?: unknown } };
      const da = r.da_action ?? r.daAction;
      expect(da?.id).toBe('DA_I_TRANSFER_FUNDS_ExecuteTransfer');
      const sent =
        transport === 'grpc'
          ? Object.fromEntries(
              Object.entries((da?.data as { fields: Record<string, { stringValue: string }> }).fields).map(([k, v]) => [
                k,
                v.stringValue,
              ]),
            )
          : da?.data;
      expect(sent).toEqual({ FROM_ACCOUNT: 'checking', TO_ACCOUNT: 'savings', AMOUNT: '100' });
      const data = { returnCode: '0', DAReturnStatus: 'InsufficientFunds' };
      r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            requested_data: {
              id: 'DA_I_TRANSFER_FUNDS_ExecuteTransfer',
              data:
                transport === 'grpc'
                  ? { fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, { stringValue: v }])) }
                  : data,
            },
          },
        })
      ).payload as Payload;
      expect(text(r)).toContain('I was unable to execute your transfer due to insufficient funds in your checking');
      expect(text(r)).toContain("I'm sorry, but something went wrong.");
      expect((r.end_action ?? r.endAction)?.id).toBe('EA_Main_Exit');
    });

    it('recovers after a no-match, then Stop ends the session and it is NOT_FOUND', async () => {
      const start = await rpc(transport, 'Start', { payload: { model_ref: { uri: URN } } });
      const sid = String(
        (start.payload as { session_id?: string; sessionId?: string }).session_id ??
          (start.payload as { sessionId: string }).sessionId,
      );
      await rpc(transport, 'Execute', { session_id: sid, payload: {} });
      let r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            user_input: {
              interpretation: { confidence: 0.9, utterance: 'balance', data: { INTENT: 'I_REQUEST_ACCOUNT_BALANCE' } },
            },
          },
        })
      ).payload as Payload;
      expect(text(r)).toContain('Which account would you like to see the balance for?');
      r = (await rpc(transport, 'Execute', { session_id: sid, payload: { dialog_event: { type: 'NO_MATCH' } } }))
        .payload as Payload;
      expect(text(r)).toContain("I'm sorry, but I didn't understand that.");
      r = (
        await rpc(transport, 'Execute', {
          session_id: sid,
          payload: {
            user_input: {
              interpretation: { confidence: 0.9, utterance: 'savings', data: { ACCOUNT_NAME: 'savings' } },
            },
          },
        })
      ).payload as Payload;
      expect((r.da_action ?? r.daAction)?.id).toBe('DA_I_REQUEST_ACCOUNT_BALANCE');
      await rpc(transport, 'Stop', { session_id: sid });
      const err = await rpc(transport, 'Status', { session_id: sid }).catch((e: unknown) => e);
      if (transport === 'grpc') {
        expect(grpcStatus(err).code).toBe(5);
        expect(grpcStatus(err).message).toMatch(/^Could not find session for /);
      } else {
        const res = (err as { http: { status: number; json: unknown } }).http;
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.json)).toContain('Could not find session for');
      }
    });
  });
});
