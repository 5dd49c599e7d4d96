// Test support: calls an RPC over real gRPC or over the real HTTP/JSON binding and brings both
// answers to one shape (snake_case keys, wrappers unwrapped, times in epoch ms), so one test body
// checks both transports. Each area describes its routes and field quirks in a WireSpec.
import { grpcStatus, type TestServer } from './server-harness.testkit.js';

export type Transport = 'grpc' | 'http';

export type Outcome =
  | { ok: true; body: Record<string, unknown> }
  | {
      ok: false;
      nuance: string;
      message: string;
      violations: Array<{ field: string; violation: string }>;
      /** The gRPC status code (over gRPC) or the HTTP status (over HTTP) the refusal came with. */
      code: number;
    };

export type Req = Record<string, unknown>;

export interface WireRoute {
  /** Full service name; default WireSpec.service. */
  service?: string;
  verb: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (req: Req) => string;
}

export interface WireSpec {
  /** The service of methods without a route of their own (gRPC only without a route). */
  service?: string;
  routes: Record<string, WireRoute>;
  /** Wrapper-typed fields (google.protobuf.*Value): plain values in JSON. */
  wrapped: readonly string[];
  /** Fields left as they are on both sides (maps, free-form JSON). */
  opaque?: readonly string[];
  /** Request fields that travel in the path, and so must not be repeated in the query. */
  pathFields?: readonly string[];
  /** Per-field conversions of an answer's value (int64 as string vs number, ...). */
  scalars?: Record<string, (v: unknown) => unknown>;
  /** Answer keys to leave out (proto-loader's virtual oneof fields, which only gRPC has). */
  skip?: (key: string, value: unknown) => boolean;
  /** Drop '' and false from answers too (proto3 JSON omits defaults; gRPC decodes them). */
  dropDefaults?: boolean;
}

const TIMES = /_timestamp$/;
const toCamel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** A proto-loader request as proto3 JSON: masks as one string, wrappers plain, times RFC 3339. */
function toJsonRequest(spec: WireSpec, value: unknown, key = ''): unknown {
  if (key === 'field_mask')
    return ((value as { paths?: string[] }).paths ?? []).map((p) => p.split('.').map(toCamel).join('.')).join(',');
  if (spec.opaque?.includes(key)) return value;
  if (TIMES.test(key) && value && typeof value === 'object') {
    const t = value as { seconds: string; nanos?: number };
    return new Date(Number(t.seconds) * 1000 + Math.round((t.nanos ?? 0) / 1e6)).toISOString();
  }
  if (spec.wrapped.includes(key) && value && typeof value === 'object') return (value as { value: unknown }).value;
  if (Array.isArray(value)) return value.map((v) => toJsonRequest(spec, v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonRequest(spec, v, k)]));
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

/** Either transport's answer in the common shape. */
export function normalizeWith(spec: WireSpec, value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return undefined;
  if (TIMES.test(key)) {
    if (typeof value === 'string') return Date.parse(value);
    const t = value as { seconds?: string; nanos?: number };
    return Number(t.seconds ?? 0) * 1000 + Math.round((t.nanos ?? 0) / 1e6);
  }
  if (spec.wrapped.includes(key) && typeof value === 'object') return (value as { value?: unknown }).value;
  const scalar = spec.scalars?.[key];
  if (scalar) return scalar(value);
  if (Array.isArray(value)) return value.map((v) => normalizeWith(spec, v));
  if (typeof value === 'object') {
    if (spec.opaque?.includes(key)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (spec.skip?.(k, v)) continue;
      const n = normalizeWith(spec, v, toSnake(k));
      // gRPC clients decode absent repeated fields as []; proto3 JSON leaves them out.
      if (n === undefined || (Array.isArray(n) && n.length === 0)) continue;
      if (spec.dropDefaults && (n === '' || n === false)) continue;
      out[toSnake(k)] = n;
    }
    return out;
  }
  return value;
}

type Violation = { field: string; violation?: string };
const violationsOf = (list: Violation[] | undefined) =>
  (list ?? []).map((v) => ({ field: v.field, violation: v.violation ?? 'MANDATORY_FIELD_MISSING' }));

export function wireCallerFor(spec: WireSpec) {
  return (server: TestServer, transport: Transport) =>
    async function rpc(method: string, request: Req, token: string): Promise<Outcome> {
      const route = spec.routes[method];
      if (transport === 'grpc') {
        const service = route?.service ?? spec.service;
        if (!service) throw new Error(`no service for ${method}`);
        try {
          const { status: _status, ...body } = await server.call(service, method, request, token);
          return { ok: true, body: normalizeWith(spec, body) as Record<string, unknown> };
        } catch (err) {
          const s = grpcStatus(err);
          const st = (s.status ?? {}) as { status_code?: string; field_violations?: Violation[] };
          return {
            ok: false,
            nuance: st.status_code ?? String(s.code),
            message: s.message,
            violations: violationsOf(st.field_violations),
            code: s.code,
          };
        }
      }
      if (!route) throw new Error(`no HTTP route for ${method}`);
      const json = toJsonRequest(spec, request) as Req;
      const inQuery = route.verb === 'GET' || route.verb === 'DELETE';
      const query = Object.fromEntries(Object.entries(json).filter(([k]) => !spec.pathFields?.includes(k)));
      const res = await server.http(route.verb, route.path(request), {
        token,
        ...(inQuery ? { query: toQuery(query) } : { body: json }),
      });
      const { status, ...body } = res.json as { status?: Record<string, unknown> };
      if (res.status === 200) return { ok: true, body: normalizeWith(spec, body) as Record<string, unknown> };
      const st = (status ?? {}) as {
        statusCode?: string;
        statusMessage?: { message?: string };
        fieldViolations?: Violation[];
      };
      return {
        ok: false,
        nuance: st.statusCode ?? String(res.status),
        message: st.statusMessage?.message ?? '',
        violations: violationsOf(st.fieldViolations),
        code: res.status,
      };
    };
}

/** A request context: the scope, and optionally engagement, session and configset. */
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
