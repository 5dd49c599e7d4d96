// A contact centre's load for the mixed and write benchmarks and the profiler: N sessions made up
// front in SQL (one engagement each, all active), and the calls a load client repeats over them:
// GetSessionDetails of a random one of them and, a given share of the time, a new StartSession.
import type { RunningServer } from '../server/app.js';
import type { Queryable } from '../server/db/types.js';
import type { MixPart } from './rpc-client.js';
import { callOnce, type HotCall, type prepare } from './rpc.bench.js';

const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
type Prepared = Awaited<ReturnType<typeof prepare>>;

/** n active sessions in the scope, each in an engagement of its own, made in two statements; their IDs. */
export async function seedSessions(q: Queryable, scopeId: string, n: number, now = new Date()): Promise<string[]> {
  // IDs derived from the scope and the row number, so sessions find their engagements without a join.
  await q.query(
    `INSERT INTO engagements (gk_engagement_id, scope_id, created_at, modified_at, last_activity_at)
     SELECT md5($1 || 'e' || g)::uuid, $1::uuid, $2, $2, $2 FROM generate_series(1, $3::int) g`,
    [scopeId, now, n],
  );
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sessions (gk_session_id, scope_id, gk_engagement_id, session_type, ani, agent_id, custom_data,
       created_at, modified_at, last_activity_at)
     SELECT md5($1 || 's' || g)::uuid, $1::uuid, md5($1 || 'e' || g)::uuid, 'SESSION_TYPE_CALL_CENTER',
            '+1555' || lpad(g::text, 7, '0'), 'agent-' || (g % 200), jsonb_build_object('queue', 'q' || (g % 12)),
            $2, $2, $2
       FROM generate_series(1, $3::int) g
     RETURNING gk_session_id AS id`,
    [scopeId, now, n],
  );
  return rows.map((r) => r.id);
}

/** StartSession of a new call-centre session in a new engagement. */
export function startSessionCall(p: Prepared): HotCall {
  return {
    service: SESSIONS,
    method: 'StartSession',
    request: {
      context: { gk_scope_id: { value: p.scopeId } },
      session_type: 'SESSION_TYPE_CALL_CENTER',
      details: { ani: '+15551234567', agent_id: 'agent-7' },
    },
    token: p.token,
  };
}

/** GetSessionDetails of each of `ids`. */
export function randomReads(p: Prepared, ids: readonly string[]): MixPart {
  return {
    method: 'GetSessionDetails',
    weight: 1,
    requests: ids.map((id) => ({ context: { gk_scope_id: { value: p.scopeId } }, gk_session_id: { value: id } })),
  };
}

/** The contact centre's mix: random reads over `ids`, and StartSession `writeShare` of the time. */
export function contactCentreMix(
  p: Prepared,
  ids: readonly string[],
  writeShare: number,
): HotCall & { mix: MixPart[] } {
  const start = startSessionCall(p);
  const mix = [{ ...randomReads(p, ids), weight: 1 - writeShare }];
  if (writeShare > 0) mix.push({ method: start.method, weight: writeShare, requests: [start.request] });
  return { ...start, mix };
}

/** Our server's real replies to one read and one StartSession, for the bare server to answer with. */
export async function echoReplies(server: RunningServer, p: Prepared, ids: readonly string[]) {
  const read = randomReads(p, ids.slice(0, 1));
  const details = await callOnce(server, { ...startSessionCall(p), method: read.method, request: read.requests[0]! });
  const started = await callOnce(server, startSessionCall(p));
  return { GetSessionDetails: details, StartSession: started };
}
