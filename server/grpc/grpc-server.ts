// Registers every service found in protos/ on a grpc-js server. Each unary call goes through the
// dispatcher; methods without a handler answer UNIMPLEMENTED with a clear message. Failures carry
// the nuance.rpc.Status (with field violations) in the standard rich-status trailer.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import type { LoadedProtos } from '../../wire/protos.js';
import type { Dispatcher } from '../rpc/dispatch.js';
import type { StreamDispatcher } from '../rpc/streaming.js';
import type { RpcError } from '../rpc/errors.js';
import { toRpcError, unimplemented } from '../rpc/errors.js';
import { errorStatus } from '../rpc/status.js';
import { STATUS_DETAILS_KEY, encodeRichStatus } from '../../wire/rich-status.js';
import { HealthState, healthDefinition } from '../../wire/health.js';
import { UndecodableRequest, wireSizes } from '../rpc/input-limits.js';
import { CallCancellation } from '../rpc/cancellation.js';
import type { Principal } from '../rpc/types.js';
import type { Logger } from '../util/log.js';

export interface GrpcServerParts {
  server: grpc.Server;
  health: HealthState;
  /** Resolves when no call is in flight. */
  drained(): Promise<void>;
}

export function buildGrpcServer(opts: {
  protos: LoadedProtos;
  dispatcher: Dispatcher;
  /** Streaming methods (server/rpc/streaming.ts); without it every streaming method is UNIMPLEMENTED. */
  streams?: StreamDispatcher;
  log: Logger;
}): GrpcServerParts {
  const { protos, dispatcher, streams, log } = opts;
  const StatusType = protos.root.lookupType('nuance.rpc.Status');
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    inFlight--;
    if (inFlight === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };

  const toServiceError = (err: RpcError, requestId: string): grpc.StatusObject => {
    const nuanceStatus = StatusType.encode(StatusType.fromObject(errorStatus(err, requestId))).finish();
    const metadata = new grpc.Metadata();
    metadata.set(STATUS_DETAILS_KEY, encodeRichStatus(err.code, err.message, nuanceStatus));
    metadata.set('x-request-id', requestId);
    if (err.extras.retryAfterSeconds) metadata.set('retry-after', err.extras.retryAfterSeconds);
    return { code: err.code, details: err.message, metadata };
  };

  // Who each unary call's metadata authorized, handed to the dispatcher so it does not verify the
  // same header again (keyed by the metadata object grpc-js hands on to the call).
  const authorized = new WeakMap<grpc.Metadata, Principal>();
  // Authenticate first: a caller without a valid token (or role) is answered from the call's
  // metadata, before grpc-js reads up to 16 MiB of message, let alone decodes it.
  // Which gate each method path goes through, worked out once per path (the paths are the
  // services' methods, or whatever a client sends: kept only for the methods served).
  const gates = new Map<string, { service: string; name: string; gate: Dispatcher | StreamDispatcher | undefined }>();
  const gateOf = (path: string) => {
    const known = gates.get(path);
    if (known) return known;
    const [, service = '', name = ''] = /^\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    const gate = streams?.has(service, name) ? streams : dispatcher.has(service, name) ? dispatcher : undefined;
    const found = { service, name, gate };
    if (gate) gates.set(path, found);
    return found;
  };
  const onMetadata = (
    path: string,
    call: grpc.ServerInterceptingCallInterface,
    metadata: grpc.Metadata,
    proceed: (metadata: grpc.Metadata) => void,
  ): void => {
    const { service, name, gate } = gateOf(path);
    if (!gate) return proceed(metadata);
    try {
      const principal = gate.authorize(service, name, metadata.get('authorization')[0]?.toString());
      if (gate === dispatcher) authorized.set(metadata, principal);
    } catch (err) {
      const requestId = String(metadata.get('x-request-id')[0] ?? crypto.randomUUID());
      call.sendStatus(toServiceError(toRpcError(err), requestId));
      return;
    }
    proceed(metadata);
  };
  // Per call, functions bound rather than closures written in place: run through tsx (the
  // standalone server, the benches) each closure held by a name is named again on every call
  // (esbuild's keepNames), about 1.5% of the server's busy time on random reads.
  const authFirst: grpc.ServerInterceptor = (method, call) =>
    new grpc.ServerInterceptingCall(call, {
      start: startWith.bind(undefined, { onReceiveMetadata: onMetadata.bind(undefined, method.path, call) }),
    });
  const server = new grpc.Server({
    'grpc.keepalive_permit_without_calls': 1,
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    interceptors: [authFirst],
    // No channelz service is served, so nothing reads what grpc-js would track for it on every
    // call and connection (call counters, per-socket stream and message counts, timestamps).
    'grpc.enable_channelz': 0,
  });

  for (const serviceName of protos.services) {
    const definition = tolerantDecoding(protos.packageDefinition[serviceName] as unknown as ServiceDefinition);
    const impl: grpc.UntypedServiceImplementation = {};
    for (const [methodName, method] of Object.entries(definition)) {
      if (method.requestStream && method.responseStream && streams?.has(serviceName, methodName)) {
        impl[methodName] = (call: grpc.ServerDuplexStream<unknown, unknown>) => {
          inFlight++;
          void streams.serveDuplex(serviceName, methodName, call, toServiceError).finally(settle);
        };
        continue;
      }
      if (!method.requestStream && method.responseStream && streams?.has(serviceName, methodName)) {
        impl[methodName] = (call: grpc.ServerWritableStream<unknown, unknown>) => {
          inFlight++;
          void streams.serveServerStream(serviceName, methodName, call, toServiceError).finally(settle);
        };
        continue;
      }
      if (method.requestStream || method.responseStream) {
        impl[methodName] = (call: grpc.ServerWritableStream<unknown, unknown>) => {
          call.emit(
            'error',
            toServiceError(unimplemented(`${serviceName}.${methodName} (streaming) is not implemented`), ''),
          );
        };
        continue;
      }
      impl[methodName] = (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
        const requestId = String(call.metadata.get('x-request-id')[0] ?? crypto.randomUUID());
        const unary = new UnaryAnswer(callback, requestId, toServiceError, settle, log);
        // grpc-js reports 'cancelled' also as an answered call's stream closes: only a call still
        // being worked on is cancelled (an abort costs a DOMException with its stack otherwise).
        call.on('cancelled', () => {
          if (!unary.answered) unary.cancellation.cancel();
        });
        const deadline = call.getDeadline();
        const deadlineMs =
          deadline instanceof Date ? deadline.getTime() : Number.isFinite(deadline) ? deadline : undefined;
        // Who the metadata authorized (authFirst); the header is read again only without one.
        const principal = authorized.get(call.metadata);
        inFlight++;
        dispatcher
          .invoke({
            service: serviceName,
            method: methodName,
            request: call.request,
            authorization: principal ? undefined : call.metadata.get('authorization')[0]?.toString(),
            principal,
            cancellation: unary.cancellation,
            deadline: deadlineMs,
            transport: 'grpc',
            requestId,
          })
          .then(
            (res) => unary.answer(false, res),
            (err: unknown) => unary.answer(true, err),
          );
      };
    }
    server.addService(definition, impl);
  }

  const health = new HealthState(new Set(protos.services));
  server.addService(healthDefinition, health.implementation());

  return {
    server,
    health,
    drained: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => waiters.push(r))),
  };
}

/** An interceptor's `start`: hands grpc-js its listener. */
function startWith(listener: grpc.ServerListener, next: (listener: grpc.ServerListener) => void): void {
  next(listener);
}

/**
 * One unary call's answer: its error or its reply, and the in-flight count, in one reaction. A
 * class, not closures per call (see authFirst).
 */
class UnaryAnswer {
  answered = false;
  readonly cancellation = new CallCancellation();

  constructor(
    private readonly callback: grpc.sendUnaryData<unknown>,
    private readonly requestId: string,
    private readonly toServiceError: (err: RpcError, requestId: string) => grpc.StatusObject,
    private readonly settle: () => void,
    private readonly log: Logger,
  ) {}

  answer(failed: boolean, value: unknown): void {
    this.answered = true;
    try {
      if (failed) this.callback(this.toServiceError(toRpcError(value), this.requestId));
      else this.callback(null, value);
    } catch (err) {
      this.log.error('grpc callback failed', { err: String(err) });
    } finally {
      this.settle();
    }
  }
}

/**
 * The service's methods with a request decoder that never throws: grpc-js answers INTERNAL when
 * decoding fails, but bytes that are not a valid message (wrong wire types, truncated fields,
 * runaway nesting) are the client's error. They become an UndecodableRequest, which the
 * dispatcher refuses with INVALID_ARGUMENT once the caller is authenticated.
 */
function tolerantDecoding(definition: ServiceDefinition): ServiceDefinition {
  const out: Record<string, ServiceDefinition[string]> = {};
  for (const [name, method] of Object.entries(definition)) {
    const decode = method.requestDeserialize;
    out[name] = {
      ...method,
      requestDeserialize: (bytes: Buffer) => {
        try {
          const msg: unknown = decode(bytes);
          if (method.requestStream && msg && typeof msg === 'object') wireSizes.set(msg, bytes.length);
          return msg;
        } catch (err) {
          const reason =
            err instanceof RangeError && /call stack/i.test(err.message)
              ? 'nests too deeply'
              : String((err as Error)?.message ?? err);
          return new UndecodableRequest(reason.slice(0, 200));
        }
      },
    };
  }
  return out;
}
