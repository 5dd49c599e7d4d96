// Streaming RPCs (the recognizer's bidirectional Recognize, the interpretation wordset service's
// server-streaming CompileWordsetAndWatch): the same gate as unary calls (dispatch.ts) — bearer
// token, the service's OAuth scope, the method's roles — then the handler reads the client's
// message(s) and writes responses itself. The gRPC server routes a streaming method here when a
// registration has it; everything else about streaming lives in this module.
import { randomUUID } from 'node:crypto';
import protobuf from 'protobufjs';
import {
  status as GrpcStatus,
  type ServerDuplexStream,
  type ServerWritableStream,
  type StatusObject,
} from '@grpc/grpc-js';
import { loadProtos } from '../../wire/protos.js';
import { SERVICE_SCOPES, policyFor } from '../../shared/rpc/policy.js';
import { SERVICES, type ServiceKey } from '../../shared/rpc/services.js';
import type {
  ServerStreamingMethod,
  StreamRequestOut,
  StreamResponseIn,
  StreamingMethod,
} from '../../wire/services.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import {
  type RpcError,
  deadlineExceeded,
  invalidArgument,
  permissionDenied,
  toRpcError,
  unauthenticated,
  unimplemented,
} from './errors.js';
import { UndecodableRequest, checkInputLimits, wireSizes } from './input-limits.js';
import { StreamIdleError, streamBudget } from './budgets.js';
import { tooBusy } from './app-share.js';
import type { ContextRule, Principal, RequestContext } from './types.js';
import { readContext, type WireContext } from './dispatch.js';

/** One streaming call, as its handler sees it. */
export interface StreamCall<Req, Res> {
  principal: Principal;
  requestId: string;
  /** Aborted when the client cancels or the deadline passes. */
  signal: AbortSignal;
  log: Logger;
  clock: Clock;
  /** The client's messages in order; ends when the client half-closes. */
  messages: AsyncIterable<Req>;
  /** Sends a response; resolves when the transport can take more. */
  send(response: Res): Promise<void>;
}

/** The handler of a bidirectional-stream method; resolves when the call should end with OK. */
export type BidiHandler<S extends ServiceKey, M extends StreamingMethod<S>> = (
  call: StreamCall<StreamRequestOut<S, M>, StreamResponseIn<S, M>>,
) => Promise<void>;

/**
 * One server-streaming call: the client's single request, its context after the method's context
 * rule (shared/rpc/policy.ts) as a unary call's, and responses sent until the handler resolves.
 */
export type ServerStreamCall<Req, Res> = Omit<StreamCall<Req, Res>, 'messages'> & {
  request: Req;
  context: RequestContext;
};

/** The handler of a server-streaming method; resolves when the call should end with OK. */
export type ServerStreamHandler<S extends ServiceKey, M extends StreamingMethod<S>> = (
  call: ServerStreamCall<StreamRequestOut<S, M>, StreamResponseIn<S, M>>,
) => Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBidiHandler = (call: StreamCall<any, any>) => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyServerStreamHandler = (call: ServerStreamCall<any, any>) => Promise<void>;
type AnyStreamHandler = AnyBidiHandler | AnyServerStreamHandler;

export interface StreamRegistration {
  service: string;
  methods: Record<string, AnyStreamHandler>;
}

/**
 * Every streaming method of a service with its handler (server-streaming methods take a
 * ServerStreamHandler, bidirectional ones a BidiHandler): a forgotten method does not compile.
 */
export function defineStreamingService<S extends ServiceKey>(
  key: S,
  methods: {
    [M in StreamingMethod<S>]: M extends ServerStreamingMethod<S> ? ServerStreamHandler<S, M> : BidiHandler<S, M>;
  },
): StreamRegistration {
  return { service: SERVICES[key], methods: methods as Record<string, AnyStreamHandler> };
}

export interface StreamDispatcherDeps {
  registrations: StreamRegistration[];
  authenticate(token: string): Principal;
  clock: Clock;
  log: Logger;
}

function bearerToken(header: string | undefined): string {
  if (!header) throw unauthenticated('a bearer token is required (Authorization: Bearer <token>)');
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!m?.[1]) throw unauthenticated('the Authorization header must be "Bearer <token>"');
  return m[1];
}

export class StreamDispatcher {
  private readonly handlers = new Map<
    string,
    { handle: AnyStreamHandler; scope: string; roles: readonly string[]; context: ContextRule }
  >();

  constructor(private readonly deps: StreamDispatcherDeps) {
    for (const reg of deps.registrations) {
      const scope = SERVICE_SCOPES[reg.service];
      if (!scope) throw new Error(`no OAuth scope is declared for ${reg.service} (shared/rpc/policy.ts)`);
      for (const [method, handle] of Object.entries(reg.methods)) {
        const policy = policyFor(reg.service, method);
        if (!policy) throw new Error(`no policy is declared for ${reg.service}/${method} (shared/rpc/policy.ts)`);
        this.handlers.set(`${reg.service}/${method}`, { handle, scope, roles: policy.roles, context: policy.context });
      }
    }
  }

  has(service: string, method: string): boolean {
    return this.handlers.has(`${service}/${method}`);
  }

  /** Token, OAuth scope and role: everything that needs no message. */
  authorize(service: string, method: string, authorization: string | undefined): Principal {
    const entry = this.handlers.get(`${service}/${method}`);
    if (!entry) throw unimplemented(`${service}.${method} is not implemented by this server`);
    const principal = this.deps.authenticate(bearerToken(authorization));
    if (!principal.oauthScopes.includes(entry.scope)) {
      throw permissionDenied(`the token lacks the OAuth scope "${entry.scope}" that ${method} needs`);
    }
    if (!entry.roles.includes(principal.role))
      throw permissionDenied(`role "${principal.role}" may not call ${method}`);
    return principal;
  }

  /**
   * Runs a bidirectional call to the end: OK when the handler resolves, its RpcError's status
   * otherwise (`toStatus` builds the transport's status with rich details).
   */
  serveDuplex(
    service: string,
    method: string,
    call: ServerDuplexStream<unknown, unknown>,
    toStatus: (err: RpcError, requestId: string) => StatusObject,
  ): Promise<void> {
    const type = requestTypeOf(service, method);
    return this.serve(service, method, call, toStatus, (handle, base) => {
      const budget = streamBudget();
      // Each client message passes the size table (input-limits.ts) as a unary request does, and
      // the stream's budgets (budgets.ts): a client that goes quiet for `idleMs` while the handler
      // waits for its next message ends the stream (StreamIdleError), and one that sends more
      // messages or bytes than a stream may hold is refused.
      async function* messages(): AsyncGenerator<unknown> {
        // Not `for await (… of call)`: finishing that iteration destroys the stream, writable side
        // included, so nothing could be sent after the client half-closes.
        const it = (call.iterator({ destroyOnReturn: false }) as AsyncIterable<unknown>)[Symbol.asyncIterator]();
        let count = 0;
        let bytes = 0;
        for (;;) {
          const next = await withinIdle(it.next(), budget.idleMs);
          if (next.done) return;
          const msg: unknown = next.value;
          if (msg instanceof UndecodableRequest) throw undecodable(msg);
          bytes += (msg !== null && typeof msg === 'object' ? wireSizes.get(msg) : undefined) ?? 0;
          if (++count > budget.messages || bytes > budget.bytes)
            throw tooBusy(
              `a stream may carry at most ${budget.messages} messages and ${budget.bytes} bytes from the client; start a new one`,
              'stream messages and bytes in',
              1,
            );
          const tooBig = type ? checkInputLimits(type, msg) : [];
          if (tooBig.length) throw invalidArgument(tooBig);
          yield msg;
        }
      }
      return (handle as AnyBidiHandler)({ ...base, messages: messages() });
    });
  }

  /**
   * Runs a server-streaming call to the end: the request is checked against the input limits
   * (rpc/input-limits.ts) as a unary one is, then the handler sends its responses.
   */
  serveServerStream(
    service: string,
    method: string,
    call: ServerWritableStream<unknown, unknown>,
    toStatus: (err: RpcError, requestId: string) => StatusObject,
  ): Promise<void> {
    return this.serve(service, method, call, toStatus, (handle, base) => {
      const request: unknown = call.request;
      if (request instanceof UndecodableRequest) throw undecodable(request);
      const rule = this.handlers.get(`${service}/${method}`)!.context;
      const context = this.checkServerStreamRequest(service, method, request, rule, base.principal);
      return (handle as AnyServerStreamHandler)({ ...base, request, context });
    });
  }

  /**
   * Runs a server-streaming call that arrived over HTTP (http/http-binding.ts): the caller was
   * authorized (`authorize`) and the request decoded from JSON; `write` sends one response and
   * resolves when the transport can take more. Resolves when the handler does; throws its error.
   */
  async serveHttp(
    service: string,
    method: string,
    principal: Principal,
    request: unknown,
    opts: { requestId: string; signal: AbortSignal; write(response: unknown): Promise<void> },
  ): Promise<void> {
    const entry = this.handlers.get(`${service}/${method}`);
    if (!entry) throw unimplemented(`${service}.${method} is not implemented by this server`);
    const log = this.deps.log.child({ rpc: `${service}/${method}`, requestId: opts.requestId, transport: 'http' });
    const context = this.checkServerStreamRequest(service, method, request, entry.context, principal);
    await (entry.handle as AnyServerStreamHandler)({
      principal,
      requestId: opts.requestId,
      signal: opts.signal,
      log,
      clock: this.deps.clock,
      send: (response) => (opts.signal.aborted ? Promise.resolve() : opts.write(response)),
      request,
      context,
    });
  }

  /** The input limits and the method's context rule, as a unary call's request gets them. */
  private checkServerStreamRequest(
    service: string,
    method: string,
    request: unknown,
    rule: ContextRule,
    principal: Principal,
  ): RequestContext {
    const type = requestTypeOf(service, method);
    const tooBig = type ? checkInputLimits(type, request) : [];
    if (tooBig.length) throw invalidArgument(tooBig);
    return readContext((request as { context?: WireContext } | null)?.context, rule, principal);
  }

  private async serve(
    service: string,
    method: string,
    call: ServerDuplexStream<unknown, unknown> | ServerWritableStream<unknown, unknown>,
    toStatus: (err: RpcError, requestId: string) => StatusObject,
    start: (handle: AnyStreamHandler, base: Omit<StreamCall<unknown, unknown>, 'messages'>) => Promise<void>,
  ): Promise<void> {
    const requestId = String(call.metadata.get('x-request-id')[0] ?? randomUUID());
    const log = this.deps.log.child({ rpc: `${service}/${method}`, requestId, transport: 'grpc' });
    const abort = new AbortController();
    call.on('cancelled', () => abort.abort());
    const deadline = call.getDeadline();
    const deadlineMs = deadline instanceof Date ? deadline.getTime() : Number.isFinite(deadline) ? deadline : undefined;
    const timer =
      deadlineMs !== undefined ? setTimeout(() => abort.abort(), Math.max(0, deadlineMs - Date.now())) : undefined;
    // The server's own limit on a stream's duration (budgets.ts), whatever deadline the client set.
    const { maxMs } = streamBudget();
    let overran = false;
    const budgetTimer = setTimeout(() => {
      overran = true;
      abort.abort();
    }, maxMs);
    try {
      const principal = this.authorize(service, method, call.metadata.get('authorization')[0]?.toString());
      const entry = this.handlers.get(`${service}/${method}`)!;
      const send = (response: unknown) =>
        new Promise<void>((resolve) => {
          if (abort.signal.aborted || call.writableEnded) return resolve();
          if (call.write(response)) return resolve();
          call.once('drain', () => resolve());
          abort.signal.addEventListener('abort', () => resolve(), { once: true });
        });
      const aborted = new Promise<void>((resolve) =>
        abort.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      const handled = start(entry.handle, {
        principal,
        requestId,
        signal: abort.signal,
        log,
        clock: this.deps.clock,
        send,
      });
      handled.catch(() => {}); // after a cancel nobody waits for it; before, the race below rethrows
      // The call is over when the handler finishes or the client cancels, whichever comes first.
      await Promise.race([handled, aborted]);
      if (overran) throw deadlineExceeded(`the stream ran longer than the server allows one to (${maxMs / 1000} s)`);
      if (!abort.signal.aborted) call.end();
    } catch (err) {
      const rpcErr = toRpcError(err);
      if (rpcErr.code === GrpcStatus.INTERNAL)
        log.error('stream handler failed', { err: String((err as Error)?.stack ?? err) });
      else log.debug('refused', { code: rpcErr.code, message: rpcErr.message });
      abort.abort();
      if (!call.cancelled) call.emit('error', toStatus(rpcErr, requestId));
    } finally {
      if (timer) clearTimeout(timer);
      clearTimeout(budgetTimer);
    }
  }
}

/** The iterator's next message, or StreamIdleError when none comes within `idleMs`. */
function withinIdle<T>(next: Promise<T>, idleMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StreamIdleError(idleMs)), idleMs);
    timer.unref(); // a stream the server has finished with must not keep the process up
  });
  return Promise.race([next, idle]).finally(() => clearTimeout(timer));
}

const undecodable = (msg: UndecodableRequest): RpcError =>
  invalidArgument([
    { field: 'request', message: `is not a valid protobuf message: ${msg.reason}`, violation: 'INVALID_FORMAT' },
  ]);

/** The request message type of a method, for the input limits. */
function requestTypeOf(service: string, method: string): protobuf.Type | undefined {
  const found = loadProtos().root.lookup(service);
  if (!(found instanceof protobuf.Service)) return undefined;
  const m = found.methods[method];
  if (!m) return undefined;
  m.resolve();
  return m.resolvedRequestType ?? undefined;
}
