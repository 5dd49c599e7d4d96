// A plain gRPC client for end-to-end checks that must not go through the console: reads the
// embedded server's demo clients, gets a token from its token endpoint and makes unary calls with
// the service definitions from wire/protos.ts (as testkit/server-harness.testkit.ts does).
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import fs from 'node:fs';
import path from 'node:path';
import { loadProtos } from '../../wire/protos.js';

export type DemoRole = 'analyst' | 'support' | 'admin' | 'service';

export interface DemoClient {
  role: DemoRole;
  clientId: string;
  clientSecret: string;
  gkScopeId: string;
}

/** The demo clients the embedded server wrote into `<VIGIL_HOME>/embedded-server/demo-clients.json`. */
export function demoClients(homeDir: string): DemoClient[] {
  const file = path.join(homeDir, 'embedded-server', 'demo-clients.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoClient[];
}

export function demoClient(homeDir: string, role: DemoRole): DemoClient {
  const c = demoClients(homeDir).find((x) => x.role === role);
  if (!c) throw new Error(`no demo client with role ${role}`);
  return c;
}

/** client_credentials at the token endpoint (RFC 6749: both parts form-encoded before Basic). */
export async function fetchToken(tokenUrl: string, c: { clientId: string; clientSecret: string }): Promise<string> {
  const basic = Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`).toString(
    'base64',
  );
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

type Unary = (
  req: object,
  md: grpc.Metadata,
  options: grpc.CallOptions,
  cb: (err: grpc.ServiceError | null, res: unknown) => void,
) => void;

export class GrpcProbe {
  private readonly clients = new Map<string, grpc.Client>();

  constructor(
    readonly address: string,
    private readonly token: string,
    readonly client: DemoClient,
  ) {}

  /** One unary call with the demo client's token; rejects with the grpc ServiceError. */
  call<T = Record<string, unknown>>(service: string, method: string, request: object): Promise<T> {
    const c = this.clientFor(service) as unknown as Record<string, Unary>;
    const fn = c[method];
    if (!fn) return Promise.reject(new Error(`no method ${service}.${method}`));
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${this.token}`);
    return new Promise((resolve, reject) =>
      fn.call(c, request, md, { deadline: Date.now() + 15_000 }, (err, res) => (err ? reject(err) : resolve(res as T))),
    );
  }

  close(): void {
    for (const c of this.clients.values()) c.close();
    this.clients.clear();
  }

  private clientFor(service: string): grpc.Client {
    let c = this.clients.get(service);
    if (!c) {
      const def = loadProtos().packageDefinition[service] as unknown as ServiceDefinition | undefined;
      if (!def) throw new Error(`no service ${service}`);
      const Ctor = grpc.makeGenericClientConstructor(def, service);
      c = new Ctor(this.address, grpc.credentials.createInsecure());
      this.clients.set(service, c);
    }
    return c;
  }
}

/** A probe acting as one demo client against the embedded server. */
export async function connectAs(
  server: { grpcAddress: string; tokenUrl: string },
  client: DemoClient,
): Promise<GrpcProbe> {
  return new GrpcProbe(server.grpcAddress, await fetchToken(server.tokenUrl, client), client);
}

/** The request context for a demo scope (and optionally an engagement, session and configset). */
export function contextOf(
  scopeId: string,
  ids: { engagementId?: string; sessionId?: string; configsetId?: string } = {},
): Record<string, unknown> {
  return {
    gk_scope_id: { value: scopeId },
    ...(ids.engagementId ? { gk_engagement_id: { value: ids.engagementId } } : {}),
    ...(ids.sessionId ? { gk_session_id: { value: ids.sessionId } } : {}),
    ...(ids.configsetId ? { configset_id: ids.configsetId } : {}),
  };
}
