// Test support: calls a caller-ID RPC over real gRPC or over the real HTTP/JSON binding and brings
// both answers to one shape (snake_case keys, wrappers unwrapped, times in epoch ms), so one test
// body checks both transports.
import { grpcStatus, type TestServer } from '../test/harness.js';
import {
  CALLERID_PROCESSOR_SERVICE,
  CALLERID_RISK_SERVICE,
  CALLERID_VALIDATION_SERVICE,
  ENTITIES_SERVICE,
} from './index.js';

export type Transport = 'grpc' | 'http';

export type Outcome =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; nuance: string; message: string; violations: Array<{ field: string; violation: string }> };

type Req = Record<string, unknown>;
const wl = (r: Req) => encodeURIComponent((r.gk_callerid_watchlist_id as { value?: string } | undefined)?.value ?? '');
const rule = (r: Req) => encodeURIComponent((r.gk_callerid_rule_id as { value?: string } | undefined)?.value ?? '');

const ROUTES: Record<string, { service: string; verb: string; path: (r: Req) => string }> = {
  ValidateCallerId: {
    service: CALLERID_PROCESSOR_SERVICE,
    verb: 'POST',
    path: () => '/v1/calleridvalidation/ne/validation',
  },
  ValidateCallerIdExt: {
    service: CALLERID_PROCESSOR_SERVICE,
    verb: 'POST',
    path: () => '/v1/calleridvalidation/ne/validation-ext',
  },
  ProcessPreAnswer: {
    service: CALLERID_VALIDATION_SERVICE,
    verb: 'POST',
    path: () => '/v1/calleridvalidation/pre-answer',
  },
  AssessCallerIdRisk: {
    service: CALLERID_RISK_SERVICE,
    verb: 'PUT',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}:assessrisk`,
  },
  AddCallerIdRuleToWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'POST',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules`,
  },
  DeleteCallerIdRuleFromWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'DELETE',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules/${rule(r)}`,
  },
  UpdateCallerIdRuleInWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'PUT',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules/${rule(r)}`,
  },
  ListWatchlistCallerIdRules: {
    service: ENTITIES_SERVICE,
    verb: 'GET',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules`,
  },
  ImportCallerIdRulesToWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'PUT',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules:import`,
  },
  ExportCallerIdRulesFromWatchlist: {
    service: ENTITIES_SERVICE,
    verb: 'GET',
    path: (r) => `/v1/calleridwatchlists/${wl(r)}/rules:export`,
  },
  TestCallerIdRule: { service: ENTITIES_SERVICE, verb: 'GET', path: () => '/v1/calleridwatchlists/inline/rule:test' },
};

const WRAPPED = new Set(['trust_indicator', 'risk', 'reliability', 'search_substring', 'max_age_days']);
const TIMES = /_timestamp$/;
const toCamel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
const MAPS = new Set(['additional_data', 'result_attributes']);

/** A proto-loader request as proto3 JSON: masks as one string, wrappers plain, times RFC 3339. */
function toJsonRequest(value: unknown, key = ''): unknown {
  if (key === 'field_mask')
    return ((value as { paths?: string[] }).paths ?? []).map((p) => p.split('.').map(toCamel).join('.')).join(',');
  if (TIMES.test(key) && value && typeof value === 'object') {
    const t = value as { seconds: string; nanos?: number };
    return new Date(Number(t.seconds) * 1000 + Math.round((t.nanos ?? 0) / 1e6)).toISOString();
  }
  if (WRAPPED.has(key) && value && typeof value === 'object') return (value as { value: unknown }).value;
  if (Array.isArray(value)) return value.map((v) => toJsonRequest(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonRequest(v, k)]));
  return value;
}

function toQuery(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) toQuery(v, name, out);
    else if (v !== undefined && v !== null) out[name] = String(v);
  }
  return out;
}

export function normalize(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return undefined;
  if (TIMES.test(key)) {
    if (typeof value === 'string') return Date.parse(value);
    const t = value as { seconds?: string; nanos?: number };
    return Number(t.seconds ?? 0) * 1000 + Math.round((t.nanos ?? 0) / 1e6);
  }
  if (WRAPPED.has(key) && typeof value === 'object') return (value as { value?: unknown }).value;
  if (key === 'total_results') return Number(value);
  if (Array.isArray(value)) return value.map((v) => normalize(v));
  if (typeof value === 'object') {
    if (MAPS.has(key)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // proto-loader's virtual oneof fields (gRPC only): which form of caller_id / member is set.
      if (k === 'member' || (k === 'caller_id' && (v === 'phone_number' || v === 'caller_id_regex'))) continue;
      const n = normalize(v, toSnake(k));
      if (n !== undefined && !(Array.isArray(n) && n.length === 0) && n !== '' && n !== false) out[toSnake(k)] = n;
    }
    return out;
  }
  return value;
}

export function wireCaller(server: TestServer, transport: Transport) {
  return async function rpc(method: string, request: Req, token: string): Promise<Outcome> {
    const route = ROUTES[method];
    if (!route) throw new Error(`no route for ${method}`);
    if (transport === 'grpc') {
      try {
        const res = await server.call(route.service, method, request, token);
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
    const json = toJsonRequest(request);
    const res = await server.http(route.verb, route.path(request), {
      token,
      ...(route.verb === 'GET' || route.verb === 'DELETE'
        ? { query: toQuery(stripPath(json as Req)) }
        : { body: json }),
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

/** Path variables travel in the path; the binding refuses them again in the query. */
function stripPath(r: Req): Req {
  const { gk_callerid_watchlist_id: _w, gk_callerid_rule_id: _r, ...rest } = r;
  return rest;
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

export const ok = (o: Outcome): Record<string, unknown> => {
  if (!o.ok) throw new Error(`expected success, got ${o.nuance}: ${o.message} ${JSON.stringify(o.violations)}`);
  return o.body;
};

export const failed = (o: Outcome) => {
  if (o.ok) throw new Error(`expected a failure, got ${JSON.stringify(o.body)}`);
  return o;
};
