// The dialog bench's client, in its own process (dialog.bench.ts), over gRPC to the banking export:
// - `qa`: `inFlight` sessions each at a question-and-answer node; each measured call is the Execute
//   that answers the question with text (interpreted by the project's NLU; the balance request
//   leads to a client-side data action), then, unmeasured, the data action's answer brings the
//   session back to a question. Prints runLoad's JSON (load-loop.ts), the measured turn only.
// - `conversations`: `sessions` whole conversations at once (Start, the welcome, the balance
//   question, the data, "no", end) and prints {sessions, finished, failures, turns, p50Ms, p99Ms}.
import { performance } from 'node:perf_hooks';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadProtos } from '../wire/protos.js';
import { runLoad } from './load-loop.js';

interface Job {
  mode: 'qa' | 'conversations';
  address: string;
  token: string;
  urn: string;
  utterance: string;
  inFlight: number;
  seconds: number;
  sessions: number;
}

const SERVICE = 'nuance.dlg.v1.DialogService';
const DATA_ACTION = 'DA_I_REQUEST_ACCOUNT_BALANCE';
const END_ACTION = 'EA_Main_Exit';

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const def = loadProtos().packageDefinition[SERVICE] as unknown as ServiceDefinition;
const client = new (grpc.makeGenericClientConstructor(def, SERVICE))(job.address, grpc.credentials.createInsecure(), {
  'grpc.max_concurrent_streams': 1000,
}) as unknown as Record<
  string,
  (req: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null, r: Reply) => void) => void
>;
const md = new grpc.Metadata();
md.set('authorization', `Bearer ${job.token}`);

interface Reply {
  payload?: {
    session_id?: string;
    qa_action?: object;
    da_action?: { id?: string };
    end_action?: { id?: string };
  };
}

/** One call and its time. */
function call(method: string, req: object): Promise<{ reply: Reply; ms: number }> {
  const t = performance.now();
  return new Promise((resolve, reject) =>
    client[method]!.call(client, req, md, (e, reply) =>
      e ? reject(e) : resolve({ reply, ms: performance.now() - t }),
    ),
  );
}

const answerData = (sid: string) => ({
  session_id: sid,
  payload: {
    requested_data: {
      id: DATA_ACTION,
      data: {
        fields: {
          returnCode: { stringValue: '0' },
          DAReturnStatus: { stringValue: 'Success' },
          accountBalance: { stringValue: '$1,234.56' },
        },
      },
    },
  },
});
const say = (sid: string, text: string) => ({ session_id: sid, payload: { user_input: { user_text: text } } });

function expectAction(what: string, reply: Reply, action: 'qa' | 'da' | 'end', id?: string): void {
  const p = reply.payload ?? {};
  const got = p.qa_action ? 'qa' : p.da_action ? 'da' : p.end_action ? 'end' : 'none';
  const gotId = p.da_action?.id ?? p.end_action?.id;
  if (got !== action || (id && gotId !== id))
    throw new Error(`${what}: expected ${action} ${id ?? ''}, got ${got} ${gotId ?? ''}`);
}

/** A session waiting at its first question (the welcome). */
async function startAtQuestion(turns?: number[]): Promise<string> {
  const start = await call('Start', {
    payload: { model_ref: { uri: job.urn } },
    selector: { channel: 'default', language: 'en-US' },
  });
  turns?.push(start.ms);
  const sid = start.reply.payload?.session_id;
  if (!sid) throw new Error('Start gave no session');
  const welcome = await call('Execute', { session_id: sid, payload: {} });
  turns?.push(welcome.ms);
  expectAction('welcome', welcome.reply, 'qa');
  return sid;
}

async function qa(): Promise<void> {
  const idle: string[] = [];
  for (let i = 0; i < job.inFlight; i++) idle.push(await startAtQuestion());
  await runLoad(job, async () => {
    const sid = idle.pop();
    if (!sid) throw new Error('no session waiting at a question');
    try {
      const turn = await call('Execute', say(sid, job.utterance));
      expectAction('the answered question', turn.reply, 'da', DATA_ACTION);
      const back = await call('Execute', answerData(sid));
      expectAction('the data', back.reply, 'qa');
      return { ok: true, ms: turn.ms };
    } finally {
      idle.push(sid);
    }
  });
}

async function conversations(): Promise<void> {
  const turns: number[] = [];
  const failures: string[] = [];
  const one = async () => {
    const sid = await startAtQuestion(turns);
    const asked = await call('Execute', say(sid, job.utterance));
    turns.push(asked.ms);
    expectAction('the balance question', asked.reply, 'da', DATA_ACTION);
    const data = await call('Execute', answerData(sid));
    turns.push(data.ms);
    expectAction('the data', data.reply, 'qa');
    const bye = await call('Execute', say(sid, 'no'));
    turns.push(bye.ms);
    expectAction('"no"', bye.reply, 'end', END_ACTION);
  };
  const t = performance.now();
  const results = await Promise.allSettled(Array.from({ length: job.sessions }, one));
  const seconds = (performance.now() - t) / 1000;
  for (const r of results) if (r.status === 'rejected') failures.push(String((r.reason as Error).message));
  turns.sort((a, b) => a - b);
  const pct = (p: number) => turns[Math.min(turns.length - 1, Math.floor(p * turns.length))] ?? 0;
  process.stdout.write(
    JSON.stringify({
      sessions: job.sessions,
      finished: results.filter((r) => r.status === 'fulfilled').length,
      failures: [...new Set(failures)].slice(0, 5),
      turns: turns.length,
      seconds,
      p50Ms: pct(0.5),
      p99Ms: pct(0.99),
    }) + '\n',
  );
}

await (job.mode === 'qa' ? qa() : conversations());
(client as unknown as grpc.Client).close();
