// The route table, read at start-up from the `(google.api.http)` option of every method in the
// loaded protos (its main binding and every additional binding). Nothing here is per-route code.
import protobuf from 'protobufjs';
import type { MethodDefinition } from '@grpc/proto-loader';
import type { LoadedProtos } from '../../wire/protos.js';
import type { Logger } from '../util/log.js';
import { compareSpecificity, parseTemplate, type PathTemplate } from './path-template.js';

export interface Route {
  verb: string;
  template: PathTemplate;
  /** '' (no body: query parameters), '*' (the whole request) or one top-level field name. */
  body: string;
  service: string;
  method: string;
  requestType: protobuf.Type;
  responseType: protobuf.Type;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader's definitions are untyped objects
  definition: MethodDefinition<any, any>;
  /** A server-streaming method: its responses go out as newline-delimited JSON (http-binding.ts). */
  serverStream: boolean;
}

interface HttpRule {
  get?: string;
  put?: string;
  post?: string;
  delete?: string;
  patch?: string;
  custom?: { kind?: string; path?: string };
  body?: string;
  response_body?: string;
  additional_bindings?: HttpRule | HttpRule[];
}

const VERBS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function httpRuleOf(method: protobuf.Method): HttpRule | undefined {
  const entry = (method.parsedOptions as Record<string, unknown>[] | undefined)?.find((o) => o['(google.api.http)']);
  return entry?.['(google.api.http)'] as HttpRule | undefined;
}

function verbAndPath(rule: HttpRule): [string, string] | undefined {
  for (const v of VERBS) {
    const p = rule[v];
    if (typeof p === 'string') return [v.toUpperCase(), p];
  }
  if (rule.custom?.kind && rule.custom.path) return [rule.custom.kind.toUpperCase(), rule.custom.path];
  return undefined;
}

/** Every HTTP binding of every unary and server-streaming method, most specific template first. */
export function buildRoutes(protos: LoadedProtos, log: Logger): Route[] {
  const routes: Route[] = [];
  for (const serviceName of protos.services) {
    const service = protos.root.lookupService(serviceName);
    const defs = protos.packageDefinition[serviceName] as Record<string, MethodDefinition<unknown, unknown>>;
    for (const method of service.methodsArray) {
      const rule = httpRuleOf(method);
      if (!rule) continue;
      if (method.requestStream) {
        log.warn('client-streaming method has an HTTP binding; not served over HTTP', {
          rpc: `${serviceName}/${method.name}`,
        });
        continue;
      }
      method.resolve();
      const definition = defs[method.name];
      if (!definition) throw new Error(`proto-loader has no definition for ${serviceName}/${method.name}`);
      const rules = [rule, ...(rule.additional_bindings ? ([] as HttpRule[]).concat(rule.additional_bindings) : [])];
      for (const r of rules) {
        const vp = verbAndPath(r);
        if (!vp) throw new Error(`${serviceName}/${method.name}: an HTTP binding has no verb and path`);
        if (r.response_body)
          log.warn('response_body is not supported; the whole response is returned', { rpc: method.name });
        const template = parseTemplate(vp[1]);
        const requestType = method.resolvedRequestType as protobuf.Type;
        checkFields(requestType, template, r.body ?? '', `${serviceName}/${method.name}`);
        routes.push({
          verb: vp[0],
          template,
          body: r.body ?? '',
          service: serviceName,
          method: method.name,
          requestType,
          responseType: method.resolvedResponseType as protobuf.Type,
          definition,
          serverStream: !!method.responseStream,
        });
      }
    }
  }
  const seen = new Set<string>();
  for (const r of routes) {
    const key = `${r.verb} ${r.template.source}`;
    if (seen.has(key)) throw new Error(`two methods bind ${key}`);
    seen.add(key);
  }
  return routes.sort((a, b) => compareSpecificity(a.template, b.template));
}

/** Fails start-up when a template or body names a field the request type does not have. */
function checkFields(type: protobuf.Type, template: PathTemplate, body: string, rpc: string): void {
  const paths = template.variables.map((v) => v.fieldPath);
  if (body && body !== '*') paths.push(body);
  for (const p of paths) {
    let t: protobuf.Type | undefined = type;
    for (const name of p.split('.')) {
      const f: protobuf.Field | undefined = t?.fields[name];
      if (!f) throw new Error(`${rpc}: the HTTP binding names ${p}, which ${type.fullName.slice(1)} does not have`);
      f.resolve();
      t = f.resolvedType instanceof protobuf.Type ? f.resolvedType : undefined;
    }
  }
}
