// The console's gRPC client for one connection profile: `rpc.api.<service>.<method>(req, opts)`,
// typed from the generated code (wire/services.ts). Every call goes through `unary`: a bearer
// token from the profile's TokenManager, a deadline, cancellation from the caller's AbortSignal,
// one token refresh and retry when the server says UNAUTHENTICATED, and backoff retries on
// UNAVAILABLE for idempotent reads only (the loop is tokens/call-with-token.ts, shared with the
// event-log client). Failures leave as IpcFailure (code, message, violations). Server-streaming
// methods go through `serverStream`, the same loop: a retry is only sent before the first message.
import { IpcFailure, ipcFailure } from '../errors.js';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadProtos, type LoadedProtos } from '../../wire/protos.js';
import {
  SERVICES,
  type RequestIn,
  type ResponseOut,
  type ServerStreamingMethod,
  type ServiceKey,
  type StreamRequestIn,
  type StreamResponseOut,
  type UnaryMethod,
} from '../../wire/services.js';
import { healthDefinition } from '../../wire/health.js';
import type { TokenManager } from '../tokens/token-manager.js';
import { callWithToken } from '../tokens/call-with-token.js';
import { isServiceError, toIpcError } from './grpc-errors.js';
import { openChannel, type ChannelTarget } from './channel.js';
import { launchMark } from '../../wire/launch-trace.js';

/** Whether this process has not yet made a unary call (a launch's timeline marks the first). */
let firstRpc = true;

export const DEFAULT_DEADLINE_MS = 15_000;
export const MAX_UNAVAILABLE_RETRIES = 3;

export interface UnaryOptions {
  signal?: AbortSignal | undefined;
  /** Per call, across its retries (default 15 s). */
  deadlineMs?: number | undefined;
  /** Safe to send again: only then is UNAVAILABLE retried. */
  idempotent?: boolean | undefined;
}

export interface RpcClientOptions {
  target: ChannelTarget;
  /** Absent: calls go without a bearer token. */
  tokens?: TokenManager | undefined;
  protos?: LoadedProtos;
  /** Backoff waits (tests pass a fake). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

type UnaryFn = (
  req: object,
  md: grpc.Metadata,
  opts: grpc.CallOptions,
  cb: (err: grpc.ServiceError | null, res?: unknown) => void,
) => grpc.ClientUnaryCall;

type ServerStreamFn = (req: object, md: grpc.Metadata, opts: grpc.CallOptions) => grpc.ClientReadableStream<unknown>;

/** One service's unary methods, lowerCamelCase, typed from the generated code. */
export type ServiceClient<S extends ServiceKey> = {
  [M in UnaryMethod<S> as Uncapitalize<M>]: (req: RequestIn<S, M>, opts?: UnaryOptions) => Promise<ResponseOut<S, M>>;
};

/** Every service: `rpc.api.sessions.getSessionDetails({ ... }, { signal })`. */
export type Api = { readonly [S in ServiceKey]: ServiceClient<S> };

export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(2_000, 200 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export class RpcClient {
  private readonly channel: grpc.Channel;
  private readonly clients = new Map<string, grpc.Client>();
  private readonly protos: LoadedProtos;
  private readonly serviceClients = new Map<ServiceKey, object>();

  /** Typed calls, one object per service (built on first use). */
  readonly api: Api = new Proxy({} as Api, {
    get: (_t, key) => (typeof key === 'string' && key in SERVICES ? this.serviceClient(key as ServiceKey) : undefined),
  });

  constructor(private readonly opts: RpcClientOptions) {
    this.channel = openChannel(opts.target);
    this.protos = opts.protos ?? loadProtos();
  }

  get endpoint(): string {
    return this.opts.target.endpoint;
  }

  /** Full names of the services this client can call (the eight managers plus any extensions in protos/). */
  services(): string[] {
    return this.protos.services;
  }

  /** Call by name, behind `api`. */
  private async unary<Res>(service: string, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    const fn = this.method(service, method) as UnaryFn;
    if (firstRpc) {
      // For a launch's timeline (server/util/launch-trace.ts): the token in hand, the call sent, answered.
      firstRpc = false;
      launchMark(`console: first RPC asked (${method})`);
      return this.run<Res>(async (token, deadline, signal) => {
        launchMark('console: first RPC sent, token in hand');
        const res = await this.once(fn, request, token, deadline, signal);
        launchMark('console: first RPC answered');
        return res;
      }, opts);
    }
    return this.run<Res>((token, deadline, signal) => this.once(fn, request, token, deadline, signal), opts);
  }

  /**
   * A server-streaming method: every response goes to `onMessage` in order; resolves when the
   * server ends the stream with OK. Same token, deadline, cancellation and retry rules as a unary
   * call, but a retry is sent only while no message has arrived (the caller saw nothing twice).
   */
  async serverStream<S extends ServiceKey, M extends ServerStreamingMethod<S>>(
    service: S,
    method: M,
    request: StreamRequestIn<S, M>,
    opts: UnaryOptions & { onMessage(message: StreamResponseOut<S, M>): void },
  ): Promise<void> {
    const fn = this.method(SERVICES[service], method, true) as unknown as ServerStreamFn;
    let received = false;
    const onMessage = (m: unknown) => {
      received = true;
      opts.onMessage(m as StreamResponseOut<S, M>);
    };
    await this.run<void>(
      (token, deadline, signal) => this.streamOnce(fn, request as object, token, deadline, onMessage, signal),
      opts,
      () => !received,
    );
  }

  /** grpc.health.v1.Health/Check for the whole server. */
  async health(opts: UnaryOptions = {}): Promise<string> {
    const client = this.client('grpc.health.v1.Health', healthDefinition);
    const fn = (client as unknown as Record<string, UnaryFn>).Check!.bind(client);
    const res = await this.run<{ status: string }>(
      (token, deadline, signal) => this.once(fn, { service: '' }, token, deadline, signal),
      { idempotent: true, ...opts },
    );
    return res.status;
  }

  close(): void {
    for (const c of this.clients.values()) c.close();
    this.clients.clear();
    this.channel.close();
  }

  private serviceClient(key: ServiceKey): object {
    let c = this.serviceClients.get(key);
    if (!c) {
      const name = SERVICES[key];
      const def = this.protos.packageDefinition[name] as unknown as ServiceDefinition | undefined;
      const methods: Record<string, (req: object, opts?: UnaryOptions) => Promise<unknown>> = {};
      for (const [method, m] of Object.entries(def ?? {})) {
        if (m.requestStream || m.responseStream) continue;
        methods[method.charAt(0).toLowerCase() + method.slice(1)] = (req, opts) => this.unary(name, method, req, opts);
      }
      c = methods;
      this.serviceClients.set(key, c);
    }
    return c;
  }

  private method(service: string, method: string, streaming = false): UnaryFn | ServerStreamFn {
    const def = this.protos.packageDefinition[service] as unknown as ServiceDefinition | undefined;
    if (!def || !this.protos.services.includes(service))
      throw ipcFailure('UNIMPLEMENTED', `The console knows no service ${service}.`);
    const m = def[method];
    if (!m) throw ipcFailure('UNIMPLEMENTED', `The service ${service} has no method ${method}.`);
    if (m.requestStream || m.responseStream !== streaming)
      throw ipcFailure(
        'UNIMPLEMENTED',
        streaming
          ? `${service}.${method} is not a server-streaming method.`
          : `${service}.${method} is a streaming method; use serverStream.`,
      );
    const client = this.client(service, def);
    return (client as unknown as Record<string, UnaryFn>)[method]!.bind(client);
  }

  private client(name: string, def: ServiceDefinition): grpc.Client {
    let c = this.clients.get(name);
    if (!c) {
      const Ctor = grpc.makeGenericClientConstructor(def, name);
      c = new Ctor(this.opts.target.endpoint, grpc.credentials.createInsecure(), { channelOverride: this.channel });
      this.clients.set(name, c);
    }
    return c;
  }

  private async run<Res>(
    send: (token: string | undefined, deadline: number, signal?: AbortSignal) => Promise<unknown>,
    opts: UnaryOptions,
    /** For streams: whether a retry may still be sent (no message has arrived). */
    retryable: () => boolean = () => true,
  ): Promise<Res> {
    const { signal } = opts;
    const deadline = Date.now() + (opts.deadlineMs ?? DEFAULT_DEADLINE_MS);
    const code = (err: unknown) => (isServiceError(err) ? err.code : undefined);
    try {
      return (await callWithToken(this.opts.tokens, (token) => send(token, deadline, signal), {
        signal,
        refused: (err) => code(err) === grpc.status.UNAUTHENTICATED && retryable(),
        // UNAVAILABLE is sent again for idempotent calls only, while the deadline allows the wait.
        backoff: (err, n) => {
          if (code(err) !== grpc.status.UNAVAILABLE || !opts.idempotent || !retryable() || n >= MAX_UNAVAILABLE_RETRIES)
            return undefined;
          const wait = backoffMs(n, this.opts.random);
          return Date.now() + wait < deadline ? wait : undefined;
        },
        sleep: this.opts.sleep,
      })) as Res;
    } catch (err) {
      throw err instanceof IpcFailure ? err : this.failure(err);
    }
  }

  private once(
    fn: UnaryFn,
    request: object,
    token: string | undefined,
    deadline: number,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const md = new grpc.Metadata();
    if (token) md.set('authorization', `Bearer ${token}`);
    return new Promise((resolve, reject) => {
      const call = fn(request, md, { deadline }, (err, res) => {
        signal?.removeEventListener('abort', cancel);
        if (err) reject(err);
        else resolve(res);
      });
      const cancel = () => call.cancel();
      signal?.addEventListener('abort', cancel, { once: true });
    });
  }

  private streamOnce(
    fn: ServerStreamFn,
    request: object,
    token: string | undefined,
    deadline: number,
    onMessage: (m: unknown) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const md = new grpc.Metadata();
    if (token) md.set('authorization', `Bearer ${token}`);
    return new Promise((resolve, reject) => {
      const call = fn(request, md, { deadline });
      const cancel = () => call.cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      let failed = false;
      call.on('data', (m: unknown) => {
        if (failed) return;
        try {
          onMessage(m);
        } catch (err) {
          failed = true;
          call.cancel();
          reject(err);
        }
      });
      call.on('error', (err) => {
        signal?.removeEventListener('abort', cancel);
        if (!failed) reject(err);
        failed = true;
      });
      call.on('status', (st: grpc.StatusObject) => {
        signal?.removeEventListener('abort', cancel);
        if (st.code === grpc.status.OK && !failed) resolve();
      });
    });
  }

  private failure(err: unknown): IpcFailure {
    const e = toIpcError(err);
    if (e.code === 'UNAVAILABLE' && e.fieldViolations.length === 0) {
      e.message = `The server at ${this.endpoint} cannot be reached (${e.message}).`;
    }
    if (e.code === 'DEADLINE_EXCEEDED') e.message = `The server at ${this.endpoint} did not answer in time.`;
    return new IpcFailure(e);
  }
}
