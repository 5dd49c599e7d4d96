// Test support: calls a SessionsManager RPC over real gRPC or over the real HTTP/JSON binding and
// brings both answers to one shape (snake_case keys, wrappers unwrapped, times in epoch ms), so
// one test body checks both transports.
import { grpcStatus, type TestServer } from '../test/harness.js';
import { SESSIONS_SERVICE } from './index.js';

export type Transport = 'grpc' | 'http';

export type Outcome =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; nuance: string; message: string; violations: Array<{ field: string; violation: string }> };

interface HttpRoute {
  verb: string;
  path: (req: Record<string, unknown>) => string;
}

const fixed = (verb: string, p: string): HttpRoute => ({ verb, path: () => p });
const ROUTES: Record<string, HttpRoute> = {
  StartSession: fixed('POST', '/v1/sessions/start'),
  StopSession: fixed('POST', '/v1/sessions/stop'),
  GetSessionDetails: fixed('GET', '/v1/sessions/details'),
  UpdateSession: fixed('PATCH', '/v1/sessions/details'),
  GetSessionDecision: fixed('GET', '/v1/sessions/decision'),
  StartEngagement: fixed('PUT', '/v1/engagements/start'),
  StopEngagement: fixed('PUT', '/v1/engagements/stop'),
  UpdateEngagement: fixed('PATCH', '/v1/engagements/details'),
  GetEngagementDetails: fixed('GET', '/v1/engagements/details'),
  SetEngagementVerdict: fixed('PUT', '/v1/engagements/verdict'),
  GetGkEngagementId: {
    verb: 'GET',
    path: (r) => `/v1/engagements/${encodeURIComponent(String(r.engagement_id ?? ''))}/gkid`,
  },
  ListCorrelatedEngagements: {
    verb: 'GET',
    path: (r) => `/v1/engagements/correlations/${encodeURIComponent(String(r.correlation_id ?? ''))}`,
  },
};

const WRAPPED = new Set(['group_size', 'amount', 'risk', 'reliability']);
const TIMES = /_timestamp$/;
const toCamel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** A proto-loader request as proto3 JSON: masks as one string, wrappers as plain values. */
function toJsonRequest(value: unknown, key = ''): unknown {
  if (key === 'field_mask')
    return ((value as { paths?: string[] }).paths ?? []).map((p) => p.split('.').map(toCamel).join('.')).join(',');
  if (WRAPPED.has(key) && value && typeof value === 'object') return (value as { value: unknown }).value;
  if (Array.isArray(value)) return value.map((v) => toJsonRequest(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, key === 'custom_data' ? v : toJsonRequest(v, k)]),
    );
  }
  return value;
}

/** Flattens a request into query parameters (`context.gk_scope_id.value=…`). */
function toQuery(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) toQuery(v, name, out);
    else if (v !== undefined && v !== null) out[name] = String(v);
  }
  return out;
}

/** Both transports' answers in one shape: snake_case keys, unwrapped wrappers, epoch-ms times. */
export function normalize(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return undefined;
  if (TIMES.test(key)) {
    if (typeof value === 'string') return Date.parse(value);
    const t = value as { seconds?: string; nanos?: number };
    return Number(t.seconds ?? 0) * 1000 + Math.round((t.nanos ?? 0) / 1e6);
  }
  if (WRAPPED.has(key) && typeof value === 'object') return (value as { value?: unknown }).value;
  if (key === 'amount') return String(value);
  if (Array.isArray(value)) return value.map((v) => normalize(v));
  if (typeof value === 'object') {
    if (key === 'custom_data') return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const n = normalize(v, toSnake(k));
      // gRPC clients decode absent repeated fields as []; proto3 JSON leaves them out.
      if (n !== undefined && !(Array.isArray(n) && n.length === 0)) out[toSnake(k)] = n;
    }
    return out;
  }
  return value;
}

export function wireCaller(server: TestServer, transport: Transport) {
  return async function rpc(method: string, request: Record<string, unknown>, token: string): Promise<Outcome> {
    if (transport === 'grpc') {
      try {
        const res = await server.call(SESSIONS_SERVICE, method, request, token);
        const { status: _status, ...body } = res;
        return { ok: true, body: normalize(body) as Record<string, unknown> };
      } catch (err) {
        const s = grpcStatus(err);
        const st = (s.status ?? {}) as {
          status_code?: string;
          field_violations?: Array<{ field: string; violation?: string }>;
        };
        return {
          ok: false,
          nuance: st.status_code ?? String(s.code),
          message: s.message,
          violations: (st.field_violations ?? []).map((v) => ({
            field: v.field,
            violation: v.violation ?? 'MANDATORY_FIELD_MISSING',
          })),
        };
      }
    }
    const route = ROUTES[method];
    if (!route) throw new Error(`no HTTP route for ${method}`);
    const json = toJsonRequest(request);
    const res = await server.http(route.verb, route.path(request), {
      token,
      ...(route.verb === 'GET' ? { query: toQuery(json) } : { body: json }),
    });
    const { status, ...body } = res.json as { status?: Record<string, unknown> };
    if (res.status === 200) return { ok: true, body: normalize(body) as Record<string, unknown> };
    const st = (status ?? {}) as {
      statusCode?: string;
      statusMessage?: { message?: string };
      fieldViolations?: Array<{ field: string; violation?: string }>;
    };
    return {
      ok: false,
      nuance: st.statusCode ?? String(res.status),
      message: st.statusMessage?.message ?? '',
      violations: (st.fieldViolations ?? []).map((v) => ({
        field: v.field,
        violation: v.violation ?? 'MANDATORY_FIELD_MISSING',
      })),
    };
  };
}

export const ctx = (
  scopeId: string,
  extra: { engagementId?: string; sessionId?: string; configsetId?: string } = {},
) => ({
  gk_scope_id: { value: scopeId },
  ...(extra.engagementId ? { gk_engagement_id: { value: extra.engagementId } } : {}),
  ...(extra.sessionId ? { gk_session_id: { value: extra.sessionId } } : {}),
  ...(extra.configsetId ? { configset_id: extra.configsetId } : {}),
});
