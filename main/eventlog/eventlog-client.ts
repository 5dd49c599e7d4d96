// The event-log consumer API over HTTP, as any log collector calls it, for one connection
// profile: a bearer token from the profile's token manager (it needs OAuth scope `log`), consumer
// headers, and the API's failures as IpcFailures a person can act on.
import { IpcFailure, ipcFailure } from '../errors.js';
import type { ProfileContext } from '../connections/connections.service.js';
import type { EmbeddedHandle } from '../embedded/embedded-server.js';
import { callWithToken } from '../tokens/call-with-token.js';

export const LOG_SCOPE = 'log';
const CONSOLE_CLIENT_NAME = 'vigil-console';

/** The app ID and client name of a client ID (appID:<app>:geo:<geo>:clientName:<name>). */
export function clientIdParts(clientId: string): { app: string; clientName: string } | undefined {
  const app = /(?:^|:)appID:([^:]+)/i.exec(clientId)?.[1];
  if (!app) return undefined;
  const clientName = /(?:^|:)clientName:([^:]+)/i.exec(clientId)?.[1];
  return { app, clientName: clientName ?? CONSOLE_CLIENT_NAME };
}

/** Where the profile's event-log API is: the server's HTTP address (the token URL's origin). */
export function eventLogBaseUrl(embeddedServer: EmbeddedHandle | undefined, ctx: ProfileContext): string {
  const embedded = ctx.profile.builtIn ? embeddedServer?.status().httpUrl : undefined;
  const from = embedded || ctx.profile.tokenUrl;
  try {
    return new URL(from).origin;
  } catch {
    throw ipcFailure('FAILED_PRECONDITION', 'This connection has no HTTP address for the event-log API yet.');
  }
}

/** The event-log REST API as one profile's client reaches it. */
export class EventLogApi {
  readonly topic: string;
  readonly clientName: string;

  constructor(
    private readonly ctx: ProfileContext,
    readonly baseUrl: string,
    private readonly doFetch: typeof fetch = fetch,
  ) {
    const parts = clientIdParts(ctx.clientId);
    if (!parts)
      throw ipcFailure(
        'FAILED_PRECONDITION',
        `The client ID ${ctx.clientId} has no app ID (appID:<app>:…), so it has no event-log topic.`,
      );
    this.topic = parts.app;
    this.clientName = parts.clientName;
  }

  get profileId(): string {
    return this.ctx.profile.id;
  }

  private async token(signal?: AbortSignal): Promise<string> {
    let token: string;
    try {
      token = await this.ctx.tokens.getToken(signal);
    } catch (err) {
      const e = err as { code?: string; message?: string };
      throw ipcFailure(e.code ?? 'UNAUTHENTICATED', e.message ?? String(err));
    }
    const scope = this.ctx.tokens.peek()?.scope;
    if (scope && !scope.split(/\s+/).includes(LOG_SCOPE)) throw missingScope(this.ctx.clientId);
    return token;
  }

  /**
   * One call; `consumer` sends the consumer-group and consumer-name headers. A 401 gets a fresh
   * token and one more try (tokens/call-with-token.ts, the gRPC client's loop too).
   */
  async call(
    method: string,
    path: string,
    opts: { consumer?: { group: string; name: string }; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const tokens = {
      getToken: (s?: AbortSignal) => this.token(s),
      invalidate: (t: string) => this.ctx.tokens.invalidate(t),
    };
    return callWithToken(tokens, (token) => this.once(method, path, token!, opts), {
      signal: opts.signal,
      refused: (err) => err instanceof IpcFailure && err.error.code === 'UNAUTHENTICATED',
    });
  }

  private async once(
    method: string,
    path: string,
    token: string,
    opts: { consumer?: { group: string; name: string }; body?: unknown; signal?: AbortSignal },
  ): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (opts.consumer) {
      headers['consumer-group'] = opts.consumer.group;
      headers['consumer-name'] = opts.consumer.name;
    }
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await this.doFetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        redirect: 'error',
      });
    } catch (err) {
      if (opts.signal?.aborted) throw ipcFailure('CANCELLED', 'The call was cancelled.');
      throw ipcFailure('UNAVAILABLE', `The event-log API at ${this.baseUrl} did not answer: ${(err as Error).message}`);
    }
    if (res.ok) return res;
    const text = await res.text().catch(() => '');
    let message = text.slice(0, 500);
    try {
      const body = JSON.parse(text) as { message?: unknown; error_code?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: keep the text
    }
    if (res.status === 403 && /scope/i.test(message)) throw missingScope(this.ctx.clientId, message);
    throw ipcFailure(httpCode(res.status), `Event-log API ${method} ${path}: ${res.status} ${message}`.trim());
  }

  async json<T>(method: string, path: string, opts: Parameters<EventLogApi['call']>[2] = {}): Promise<T> {
    const res = await this.call(method, path, opts);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

function missingScope(clientId: string, detail?: string): IpcFailure {
  return ipcFailure(
    'PERMISSION_DENIED',
    `The client ${clientId} needs OAuth scope "${LOG_SCOPE}" to read event logs: add ${LOG_SCOPE} to the client's scopes` +
      ` (and to the connection's requested scopes, if it lists any).${detail ? ` The server said: ${detail}` : ''}`,
  );
}

function httpCode(status: number): string {
  if (status === 400) return 'INVALID_ARGUMENT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'FAILED_PRECONDITION';
  if (status === 429 || status === 502 || status === 503 || status === 504) return 'UNAVAILABLE';
  return 'INTERNAL';
}
