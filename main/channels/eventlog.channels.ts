// Main-side handlers of the Event log screen (shared/ipc/channels/eventlog.ts). Everything goes
// through the public event-log consumer API over HTTP, as any log collector would call it: a
// bearer token from the profile's token manager (it needs OAuth scope `log`), a consumer of the
// console's own per open tail (created on open, deleted on close), and a long-poll loop that pushes
// what it reads to the renderer as `eventlog.records` events.
//
// The console's consumer *assigns* itself every partition rather than subscribing, so opening the
// screen on a real collector's group never takes partitions from it; nothing is committed to the
// group unless an admin asks (eventlog.commit).
import { IpcFailure, ipcFailure } from '../errors.js';
import { randomUUID } from 'node:crypto';
import type { EventLogPartition, EventLogRecord } from '../../shared/ipc/channels/eventlog.js';
import type { ProfileContext } from '../connections/connections.service.js';
import { type ChannelDefinition, defineChannel, type MainContext } from '../ipc/define-channel.js';

export const LOG_SCOPE = 'log';
/** The long-poll wait asked of the server: a record written is seen within about this long. */
const POLL_WAIT_MS = 1_000;
/** A tail nobody has asked about (eventlog.partitions) for this long is closed (the window went away). */
const ABANDONED_MS = 60_000;
/** The audio-file API's answers above this size are refused (10 minutes of 16 kHz audio). */
const MAX_AUDIO_BYTES = 20_000_000;
const CONSOLE_CLIENT_NAME = 'vigil-console';

type Obj = Record<string, unknown>;

/** The app ID and client name of a client ID (appID:<app>:geo:<geo>:clientName:<name>). */
export function clientIdParts(clientId: string): { app: string; clientName: string } | undefined {
  const app = /(?:^|:)appID:([^:]+)/i.exec(clientId)?.[1];
  if (!app) return undefined;
  const clientName = /(?:^|:)clientName:([^:]+)/i.exec(clientId)?.[1];
  return { app, clientName: clientName ?? CONSOLE_CLIENT_NAME };
}

/** Where the profile's event-log API is: the server's HTTP address (the token URL's origin). */
export function eventLogBaseUrl(main: MainContext, ctx: ProfileContext): string {
  const embedded = ctx.profile.builtIn ? main.embedded?.status().httpUrl : undefined;
  const from = embedded || ctx.profile.tokenUrl;
  try {
    return new URL(from).origin;
  } catch {
    throw ipcFailure('FAILED_PRECONDITION', 'This connection has no HTTP address for the event-log API yet.');
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The first string value under any of `keys`, searching nested objects (not too deep). */
function findKey(v: unknown, keys: readonly string[], depth = 0): string | undefined {
  if (!v || typeof v !== 'object' || depth > 6) return undefined;
  if (Array.isArray(v)) {
    for (const x of v) {
      const got = findKey(x, keys, depth + 1);
      if (got) return got;
    }
    return undefined;
  }
  const o = v as Obj;
  for (const k of keys) if (typeof o[k] === 'string' && o[k]) return o[k];
  for (const x of Object.values(o)) {
    const got = findKey(x, keys, depth + 1);
    if (got) return got;
  }
  return undefined;
}

/** A record from Get Records, with the fields the screen filters and links on pulled out. */
export function toRecord(raw: unknown): EventLogRecord | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Obj;
  const value = (r.value && typeof r.value === 'object' ? r.value : {}) as Obj;
  const key = (r.key && typeof r.key === 'object' ? r.key : {}) as Obj;
  const data = value.data;
  const opt = (k: string, v: string | undefined) => (v ? { [k]: v } : {});
  return {
    partition: Number(r.partition ?? 0),
    offset: str(r.offset),
    key: { service: str(key.service), id: str(key.id) },
    value,
    service: str(value.service) || str(key.service),
    type: str(value.type),
    source: str(value.source),
    id: str(value.id),
    timestamp: str(value.timestamp) || str(value.time),
    requestId: findKey(data, ['requestid', 'requestId']) ?? '',
    sessionId: findKey(data, ['sessionid', 'asrSessionid', 'sessionId', 'x-nuance-dialog-session-id']) ?? '',
    ...opt('audioUrn', findKey(data, ['audioUrn'])),
    ...opt('gkEngagementId', findKey(data, ['x-vigil-engagement-id'])),
    ...opt('gkSessionId', findKey(data, ['x-vigil-session-id'])),
    ...opt('gkMediaSegmentId', findKey(data, ['x-vigil-media-segment-id'])),
  };
}

/** A 44-byte RIFF header in front of 16-bit little-endian mono PCM. */
export function wavOf(pcm: Buffer, sampleRate: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
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

  /** One call; `consumer` sends the consumer-group and consumer-name headers. Retries once on 401. */
  async call(
    method: string,
    path: string,
    opts: { consumer?: { group: string; name: string }; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token(opts.signal);
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
        throw ipcFailure(
          'UNAVAILABLE',
          `The event-log API at ${this.baseUrl} did not answer: ${(err as Error).message}`,
        );
      }
      if (res.status === 401 && attempt === 0) {
        await res.body?.cancel();
        this.ctx.tokens.invalidate(token);
        continue;
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

/** One open tail: the console's consumer in a group and its long-poll loop. */
class Tail {
  readonly id = randomUUID();
  readonly consumer: { group: string; name: string };
  lastSeen = Date.now();
  private readonly stop = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(
    readonly api: EventLogApi,
    group: string,
    private readonly emit: MainContext['events']['emit'],
  ) {
    this.consumer = { group, name: `consumer-${randomUUID()}` };
  }

  get stopped(): boolean {
    return this.stop.signal.aborted;
  }

  async open(start: 'latest' | 'earliest', signal?: AbortSignal): Promise<void> {
    const { api, consumer } = this;
    await api.call('POST', '/consumers', {
      consumer,
      body: {
        'auto.offset.reset': start,
        'auto.commit.enable': 'false',
        'consumer.request.timeout.ms': String(POLL_WAIT_MS),
      },
      ...(signal ? { signal } : {}),
    });
    try {
      const parts = await api.json<{ partitions: number[] }>('GET', '/partitions', { consumer });
      await api.call('POST', '/consumers/assignments', {
        consumer,
        body: { partitions: parts.partitions.map((partition) => ({ topic: api.topic, partition })) },
      });
    } catch (err) {
      await this.close();
      throw err;
    }
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const signal = this.stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const raw = await this.api.json<unknown[]>('GET', '/consumers/records', { consumer: this.consumer, signal });
        failures = 0;
        const records = (Array.isArray(raw) ? raw : []).map(toRecord).filter((r): r is EventLogRecord => !!r);
        if (records.length && !signal.aborted) this.emit('eventlog.records', { tailId: this.id, records });
      } catch (err) {
        if (signal.aborted) break;
        const e = err instanceof IpcFailure ? err.error : { code: 'INTERNAL', message: String(err) };
        // The consumer is gone (idle sweep, server restart) or the token lost its scope: stop.
        const fatal = e.code === 'NOT_FOUND' || e.code === 'PERMISSION_DENIED';
        this.emit('eventlog.records', {
          tailId: this.id,
          records: [],
          error: { code: e.code, message: e.message },
          ...(fatal ? { stopped: true } : {}),
        });
        if (fatal) {
          this.stop.abort();
          break;
        }
        failures++;
        await sleep(Math.min(10_000, 500 * 2 ** Math.min(failures, 5)), signal);
      }
    }
  }

  /** Stops the loop and deletes the consumer (best effort: the server drops idle ones anyway). */
  async close(): Promise<void> {
    this.stop.abort();
    await this.loop?.catch(() => undefined);
    await this.api
      .call('DELETE', '/consumers', { consumer: this.consumer, signal: AbortSignal.timeout(3_000) })
      .catch(() => undefined);
  }

  async partitions(signal?: AbortSignal): Promise<EventLogPartition[]> {
    this.lastSeen = Date.now();
    const { api, consumer } = this;
    const opts = signal ? { consumer, signal } : { consumer };
    const parts = await api.json<{ partitions: number[] }>('GET', '/partitions', opts);
    const [committed, offsets] = await Promise.all([
      api.json<{ offsets: { partition: number; offset: number | string }[] }>(
        'GET',
        '/consumers/committed/offsets',
        opts,
      ),
      Promise.all(
        parts.partitions.map((p) =>
          api.json<{ beginning_offset: number | string; end_offset: number | string }>(
            'GET',
            `/partitions/${p}/offsets`,
            opts,
          ),
        ),
      ),
    ]);
    const byPartition = new Map(committed.offsets.map((o) => [Number(o.partition), String(o.offset)]));
    return parts.partitions.map((partition, i) => {
      const beginning = String(offsets[i]!.beginning_offset);
      const end = String(offsets[i]!.end_offset);
      const c = byPartition.get(partition);
      const hasCommitted = c !== undefined && c !== '-1';
      const from = hasCommitted ? BigInt(c) : BigInt(beginning);
      const lag = BigInt(end) - from;
      return {
        partition,
        beginningOffset: beginning,
        endOffset: end,
        ...(hasCommitted ? { committedOffset: c } : {}),
        lag: Number(lag < 0n ? 0n : lag),
      };
    });
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** The open tails of one set of main services. */
class Tails {
  private readonly map = new Map<string, Tail>();
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly unsubscribe: () => void;

  constructor(private readonly main: MainContext) {
    // Another profile means another server and token: the tails of the old one end.
    this.unsubscribe = main.events.subscribe((event) => {
      if (event === 'connections.changed') void this.closeAll('The connection changed; open the tail again.');
    });
    // Started last, so a constructor that throws leaves no timer behind.
    this.sweeper = setInterval(() => this.sweep(), 15_000);
    this.sweeper.unref?.();
  }

  add(tail: Tail): void {
    this.map.set(tail.id, tail);
  }

  get(id: string): Tail {
    const t = this.map.get(id);
    if (!t || t.stopped) throw ipcFailure('NOT_FOUND', 'This event-log tail has ended; open it again.');
    return t;
  }

  /** Closes a tail; with a reason, the renderer is told that it stopped (it did not ask). */
  async remove(id: string, reason?: string): Promise<boolean> {
    const t = this.map.get(id);
    if (!t) return false;
    this.map.delete(id);
    await t.close();
    if (reason)
      this.main.events.emit('eventlog.records', {
        tailId: id,
        records: [],
        error: { code: 'CANCELLED', message: reason },
        stopped: true,
      });
    return true;
  }

  get size(): number {
    return this.map.size;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, t] of this.map)
      if (t.stopped || now - t.lastSeen > ABANDONED_MS)
        void this.remove(id, 'Nobody was watching this tail; open it again.');
  }

  closeAll(reason?: string): Promise<unknown> {
    return Promise.all([...this.map.keys()].map((id) => this.remove(id, reason)));
  }

  dispose(): Promise<unknown> {
    clearInterval(this.sweeper);
    this.unsubscribe();
    return this.closeAll();
  }
}

const registry = new WeakMap<MainContext, Tails>();

function tailsOf(main: MainContext): Tails {
  let t = registry.get(main);
  if (!t) registry.set(main, (t = new Tails(main)));
  return t;
}

/** Closes every tail of these main services (deleting their consumers). */
export function closeEventLogOf(main: MainContext): Promise<unknown> {
  const t = registry.get(main);
  registry.delete(main);
  return t?.dispose() ?? Promise.resolve();
}

/** How many tails are open (tests). */
export function openTailCount(main: MainContext): number {
  return registry.get(main)?.size ?? 0;
}

function apiOf(main: MainContext): EventLogApi {
  const ctx = main.connections.context();
  return new EventLogApi(ctx, eventLogBaseUrl(main, ctx));
}

const info = defineChannel('eventlog.info', (main) => async () => {
  const api = apiOf(main);
  return { topic: api.topic, defaultClientName: api.clientName, baseUrl: api.baseUrl };
});

const open = defineChannel('eventlog.open', (main) => async (req, { signal }) => {
  const api = apiOf(main);
  const number = String(req.groupNumber).padStart(2, '0');
  const group = `appID-${api.topic}-clientName-${req.clientName ?? api.clientName}-${number}`;
  const tail = new Tail(api, group, (e, p) => main.events.emit(e, p));
  await tail.open(req.start, signal);
  const tails = tailsOf(main);
  tails.add(tail);
  try {
    return {
      tailId: tail.id,
      topic: api.topic,
      group,
      consumerName: tail.consumer.name,
      partitions: await tail.partitions(signal),
    };
  } catch (err) {
    await tails.remove(tail.id);
    throw err;
  }
});

const partitions = defineChannel('eventlog.partitions', (main) => async (req, { signal }) => ({
  partitions: await tailsOf(main).get(req.tailId).partitions(signal),
}));

const seek = defineChannel('eventlog.seek', (main) => async (req, { signal }) => {
  const tail = tailsOf(main).get(req.tailId);
  const parts = await tail.api.json<{ partitions: number[] }>('GET', '/partitions', {
    consumer: tail.consumer,
    signal,
  });
  await tail.api.call('POST', `/consumers/positions/${req.to}`, {
    consumer: tail.consumer,
    body: { partitions: parts.partitions.map((partition) => ({ topic: tail.api.topic, partition })) },
    signal,
  });
  return { partitions: await tail.partitions(signal) };
});

/** Changes where the group's consumers resume: audited (the contract marks it). */
const commit = defineChannel(
  'eventlog.commit',
  (main) =>
    async (req, { signal }) => {
      const tail = tailsOf(main).get(req.tailId);
      // No offsets in the body: the consumer's current positions become the group's committed offsets.
      await tail.api.call('POST', '/consumers/offsets', { consumer: tail.consumer, body: {}, signal });
      return { partitions: await tail.partitions(signal) };
    },
  {
    audit: {
      target: (req) => ({ tailId: req.tailId }),
      detail: (_req, res) =>
        `committed ${res.partitions.map((p) => `${p.partition}@${p.committedOffset ?? '-'}`).join(' ')}`,
    },
  },
);

const close = defineChannel('eventlog.close', (main) => async (req) => ({
  closed: await tailsOf(main).remove(req.tailId),
}));

const audio = defineChannel('eventlog.audio', (main) => async (req, { signal }) => {
  const api = apiOf(main);
  const res = await api.call('GET', `/api/v1/audio?urn=${encodeURIComponent(req.urn)}`, { signal });
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_AUDIO_BYTES) {
    await res.body?.cancel();
    throw ipcFailure('RESOURCE_EXHAUSTED', 'This audio is too long to play in the console.');
  }
  const pcm = Buffer.from(await res.arrayBuffer());
  if (pcm.length > MAX_AUDIO_BYTES)
    throw ipcFailure('RESOURCE_EXHAUSTED', 'This audio is too long to play in the console.');
  const sampleRate = Number(res.headers.get('x-sample-rate')) || 16_000;
  return {
    wavBase64: wavOf(pcm, sampleRate).toString('base64'),
    sampleRate,
    durationMs: Math.round((pcm.length / 2 / sampleRate) * 1000),
  };
});

export const eventlogChannelDefs: readonly ChannelDefinition[] = [
  info,
  open,
  partitions,
  seek,
  commit,
  close,
  audio,
] as ChannelDefinition[];
