// A contact centre's load for the mixed and write benchmarks and the profiler: N sessions made up
// front in SQL (one engagement each, all active), and the calls a load client repeats over them:
// GetSessionDetails of a random one of them and, a given share of the time, a new StartSession.
import type { RunningServer } from '../server/app.js';
import type { MixPart } from './rpc-client.js';
import { callOnce, type HotCall, type prepare } from './rpc.bench.js';

const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
type Prepared = Awaited<ReturnType<typeof prepare>>;

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
