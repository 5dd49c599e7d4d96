// The HTTP/JSON binding: routes derived from the protos' google.api.http options, requests turned
// into exactly the objects gRPC handlers get (JSON -> proto3 JSON parse -> protobuf bytes ->
// proto-loader's deserializer), responses serialized the way gRPC does and printed as proto3 JSON.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type protobuf from 'protobufjs';
import { CallCancellation } from '../rpc/cancellation.js';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { RpcError, invalidArgument, toRpcError, unimplemented, type FieldViolation } from '../rpc/errors.js';
import type { Principal } from '../rpc/types.js';
import { errorStatus, errorStatusFor, hasOwnStatus } from '../rpc/status.js';
import type { Invocation } from '../rpc/dispatch.js';
import { LOADER_OPTIONS, type LoadedProtos } from '../../wire/protos.js';
import type { Logger } from '../util/log.js';
import { parseJson, toJson } from '../json/proto-json.js';
import { JsonTextError, parseJsonText } from '../json/json-text.js';
import { BodyTooLarge, readBody } from './body.js';
import { buildRequestJson } from './request-json.js';
import { buildRoutes, type Route } from './routes.js';
import { pathMatcher } from './path-template.js';

export interface HttpBindingDeps {
  protos: LoadedProtos;
  dispatcher: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are proto-loader objects of many types
    invoke(inv: Invocation): Promise<any>;
    /** Checks the caller (token, OAuth scope, role) without the request; throws RpcError. */
    authorize?(service: string, method: string, authorization: string | undefined): unknown;
  };
  /** Server-streaming methods (rpc/streaming.ts); without it their routes answer UNIMPLEMENTED. */
  streams?: {
    authorize(service: string, method: string, authorization: string | undefined): Principal;
    serveHttp(
      service: string,
      method: string,
      principal: Principal,
      request: unknown,
      opts: { requestId: string; signal: AbortSignal; write(response: unknown): Promise<void> },
    ): Promise<void>;
  };
  log: Logger;
  /** Largest accepted request body; default 8 MiB. */
  maxBodyBytes?: number;
}

export interface HttpBinding {
  /** Serves the request when its path matches a route; false when none does (the caller goes on). */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  routes: { verb: string; path: string; service: string; method: string }[];
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** A refused caller's body up to this size is read and thrown away (never parsed) rather than cut off. */
const DISCARD_LIMIT = 1024 * 1024;

export function createHttpBinding(deps: HttpBindingDeps): HttpBinding {
  const routes = buildRoutes(deps.protos, deps.log);
  const maxBodyBytes = deps.maxBodyBytes ?? 8 * 1024 * 1024;
  const statusType = deps.protos.root.lookupType('nuance.rpc.Status');

  const send = (res: http.ServerResponse, code: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(code, { 'content-type': JSON_TYPE, ...headers });
    res.end(JSON.stringify(body));
  };

  /** `{status}` printed as the method's response type would print it (or bare, without a route). */
  const errorBody = (route: Route | undefined, status: Record<string, unknown>): unknown => {
    if (route) {
      try {
        const bytes = route.definition.responseSerialize({ status });
        return toJson(route.responseType, route.responseType.decode(bytes));
      } catch (err) {
        deps.log.error('could not serialize an error status', { err: String(err), rpc: route.method });
      }
    }
    return { status: toJson(statusType, statusType.decode(statusType.encode(statusType.fromObject(status)).finish())) };
  };

  const sendError = (
    res: http.ServerResponse,
    route: Route | undefined,
    err: RpcError,
    requestId: string,
    httpStatus = err.httpStatus,
  ) => {
    const status = route ? errorStatusFor(route.service, err, requestId, httpStatus) : errorStatus(err, requestId);
    const retryAfter = err.extras.retryAfterSeconds;
    send(res, httpStatus, errorBody(route, status as Record<string, unknown>), {
      'x-request-id': requestId,
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    });
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://binding.invalid');
    const rawPath = (req.url ?? '/').split('?')[0] as string;
    const verb = (req.method ?? 'GET').toUpperCase();
    let route: Route | undefined;
    let pathVars: Map<string, string> | undefined;
    const allowed = new Set<string>();
    const match = pathMatcher(rawPath);
    for (const r of routes) {
      const vars = match(r.template);
      if (!vars) continue;
      allowed.add(r.verb);
      if (r.verb === verb) {
        route = r;
        pathVars = vars;
        break;
      }
    }
    if (!allowed.size) return false;
    const requestId = firstHeader(req.headers['x-request-id']) ?? randomUUID();
    if (!route || !pathVars) {
      const allow = [...allowed].join(', ');
      const status = {
        status_code: 'BAD_REQUEST',
        http_trans_code: 405,
        request_info: { request_id: requestId },
        status_message: { locale: 'en-US', message: `${verb} is not allowed on ${url.pathname}; use ${allow}` },
      };
      send(res, 405, errorBody(undefined, status), { allow, 'x-request-id': requestId });
      return true;
    }

    // The client's going away cancels the call (no AbortSignal is made unless a handler asks).
    const cancellation = new CallCancellation();
    res.once('close', () => {
      if (!res.writableFinished) cancellation.cancel();
    });
    const authorization = firstHeader(req.headers.authorization);
    let principal: Principal | undefined;
    try {
      // Authenticate first: an anonymous caller gets its 401 without the server reading (let
      // alone parsing) up to maxBodyBytes of body.
      if (route.serverStream) {
        if (!deps.streams) throw unimplemented(`${route.method} is not served over HTTP by this server`);
        principal = deps.streams.authorize(route.service, route.method, authorization);
      } else deps.dispatcher.authorize?.(route.service, route.method, authorization);
    } catch (err) {
      const refused = toRpcError(err);
      const declared = Number(req.headers['content-length'] ?? NaN);
      if (!req.complete && declared <= DISCARD_LIMIT) {
        // A small body is discarded unread, so the connection stays usable and the client, still
        // sending, is not reset before it reads the answer.
        req.resume();
      } else if (!req.complete) {
        // A large or unsized body is not wanted: close the connection once the answer is out.
        res.setHeader('connection', 'close');
        res.once('finish', () => req.destroy());
      }
      sendError(res, route, refused, requestId);
      return true;
    }
    try {
      const request = await readRequest(req, route, pathVars, url.searchParams, maxBodyBytes);
      if (route.serverStream && deps.streams && principal) {
        await serveStream(res, route, deps.streams, principal, request, requestId, cancellation);
        return true;
      }
      const response = await deps.dispatcher.invoke({
        service: route.service,
        method: route.method,
        request,
        authorization,
        cancellation,
        transport: 'http',
        requestId,
      });
      send(res, 200, responseJson(route, response), { 'x-request-id': requestId });
    } catch (err) {
      if (err instanceof BodyTooLarge) {
        const tooLarge = invalidArgument([{ field: 'body', message: err.message, violation: 'TOO_LONG' }]);
        const status = hasOwnStatus(route.service)
          ? (errorStatusFor(route.service, tooLarge, requestId, 413) as Record<string, unknown>)
          : { ...errorStatus(tooLarge, requestId), status_code: 'TOO_LARGE', http_trans_code: 413 };
        send(res, 413, errorBody(route, status), { 'x-request-id': requestId, connection: 'close' });
        res.once('finish', () => req.destroy());
        return true;
      }
      if (cancellation.cancelled) return true; // nobody is listening any more
      if (res.headersSent) {
        // A stream that failed part way: its last line says why (its status is already 200).
        const rpcErr = toRpcError(err);
        if (rpcErr.code === GrpcStatus.INTERNAL)
          deps.log.error('HTTP stream failed', { rpc: `${route.service}/${route.method}`, err: String(err) });
        const status = errorStatusFor(route.service, rpcErr, requestId);
        res.end(`${JSON.stringify({ error: status })}\n`);
        return true;
      }
      if (!(err instanceof RpcError))
        deps.log.error('HTTP call failed', {
          rpc: `${route.service}/${route.method}`,
          err: String((err as Error)?.stack ?? err),
        });
      sendError(res, route, toRpcError(err), requestId);
    }
    return true;
  }

  return {
    handle,
    routes: routes.map((r) => ({ verb: r.verb, path: r.template.source, service: r.service, method: r.method })),
  };
}

/**
 * A server-streaming call over HTTP: a 200 whose body is one JSON object per line, each
 * `{"result": <response>}` as grpc-gateway prints server streams; an error after the first line
 * ends the body with `{"error": <status>}` (the caller's catch). Backpressure: each write waits
 * for the socket to drain, so a slow reader slows the handler instead of growing a buffer.
 */
async function serveStream(
  res: http.ServerResponse,
  route: Route,
  streams: NonNullable<HttpBindingDeps['streams']>,
  principal: Principal,
  request: unknown,
  requestId: string,
  cancellation: CallCancellation,
): Promise<void> {
  const write = (response: unknown) =>
    new Promise<void>((resolve) => {
      if (res.destroyed || res.writableEnded) return resolve();
      if (!res.headersSent) res.writeHead(200, { 'content-type': JSON_TYPE, 'x-request-id': requestId });
      const line = `${JSON.stringify({ result: responseJson(route, response) })}\n`;
      if (res.write(line)) return resolve();
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  await streams.serveHttp(route.service, route.method, principal, request, {
    requestId,
    signal: cancellation.signal,
    write,
  });
  if (!res.headersSent) res.writeHead(200, { 'content-type': JSON_TYPE, 'x-request-id': requestId });
  res.end();
}

/** Body + path + query -> the proto-loader request object the gRPC handler would have received. */
async function readRequest(
  req: http.IncomingMessage,
  route: Route,
  pathVars: Map<string, string>,
  query: URLSearchParams,
  maxBodyBytes: number,
): Promise<unknown> {
  const text = await readBody(req, maxBodyBytes);
  let body: unknown;
  if (text.trim()) {
    try {
      body = parseJsonText(text);
    } catch (err) {
      if (!(err instanceof JsonTextError)) throw err;
      throw invalidArgument([
        err.kind === 'depth'
          ? { field: 'body', message: err.message, violation: 'OUT_OF_RANGE' }
          : { field: 'body', message: `is not valid JSON: ${err.message}`, violation: 'INVALID_FORMAT' },
      ]);
    }
  }
  const { json, violations } = buildRequestJson(route, { pathVars, query, body });
  // A \uD800-\uDFFF escape can make a lone surrogate, which only the trip through protobuf bytes
  // turns into U+FFFD as a gRPC client's bytes would be; such a body takes that trip.
  const viaBytes = SURROGATE_ESCAPE.test(text);
  let parsed: Record<string, unknown> = {};
  try {
    parsed = parseJson(route.requestType, json);
  } catch (err) {
    if (!(err instanceof RpcError)) throw err;
    violations.push(...err.fieldViolations);
  }
  if (violations.length) throw invalidArgument(dedupe(violations));
  return toWireObject(route, route.requestType, parsed, viaBytes);
}

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * The proto3 JSON, parsed, -> the object a gRPC handler gets: the proto-loader object made from
 * the message directly, as its deserializer makes it from the decoded one (same options), without
 * encoding and decoding bytes in between.
 */
function toWireObject(route: Route, type: protobuf.Type, parsed: Record<string, unknown>, viaBytes: boolean): unknown {
  const message = type.fromObject(parsed);
  if (!viaBytes) return type.toObject(message, LOADER_OPTIONS as protobuf.IConversionOptions);
  const bytes = type.encode(message).finish();
  return route.definition.requestDeserialize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * A handler's response -> proto3 JSON: printed from the message its serializer would encode
 * (Type.fromObject), not from that message encoded and decoded again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are proto-loader objects of many types
function responseJson(route: Route, response: any): unknown {
  // An array is refused by the serializer with its own message; let it say so.
  if (Array.isArray(response)) route.definition.responseSerialize(response);
  return toJson(route.responseType, route.responseType.fromObject(response as Record<string, unknown>));
}

function dedupe(vs: FieldViolation[]): FieldViolation[] {
  const seen = new Set<string>();
  return vs.filter((v) => {
    const k = `${v.field}\u0000${v.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const firstHeader = (h: string | string[] | undefined): string | undefined =>
  (Array.isArray(h) ? h[0] : h) || undefined;
