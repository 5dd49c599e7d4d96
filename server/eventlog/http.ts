// The event-log consumer API and the audio-file API over HTTP, shaped as the public clients call
// them (wire/mix-event-log-api-facts.txt): paths with no group or instance segment, the consumer
// named by the consumer-group and consumer-name headers, JSON bodies whatever the Content-Type,
// partitions as numbers or numeric strings, consumer properties as strings or native JSON types,
// 204 on success where the clients expect it, and a bare JSON array from Get Records (200 [] when
// nothing arrives within consumer.request.timeout.ms).
import type http from 'node:http';
import { BodyTooLarge, readBody } from '../http/body.js';
import { parseClientId, CLIENT_ID_PART_RE } from '../auth/client-id.js';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { RpcError } from '../rpc/errors.js';
import { retryAfterOf } from '../rpc/app-share.js';
import { AUDIO_URN_PREFIX } from './events.js';
import type { Principal, Role } from '../rpc/types.js';
import type { Logger } from '../util/log.js';
import { LogApiError, logErrors } from './errors.js';
import type { Db } from '../db/types.js';
import {
  type Consumers,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_REQUEST_TIMEOUT_MS,
  type ConsumerProps,
  type ConsumerRef,
  type OffsetReset,
} from './consumers.store.js';
import { getAudio, partitionOffsets, topicEnd } from './log.store.js';
import type { LongPolls } from './long-polls.js';

export const LOG_SCOPE = 'log';
const MAX_BODY = 1 << 20;
const CONSUMER_NAME_RE = /^consumer-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANY_GROUP_RE = /^appID-.+-clientName-.+-\d{2}$/;
const MAX_URN_CHARS = 512;
/** appID- + a 64-character app ID + -clientName- + a 64-character client name + -NN, with room to spare. */
const MAX_GROUP_CHARS = 160;
// eslint-disable-next-line no-control-regex -- a URN is printable text (and PostgreSQL text cannot hold NUL)
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

export interface LogHttpDeps {
  consumers: Consumers;
  db: Db;
  now: () => Date;
  log: Logger;
  authenticate(token: string): Principal;
  /** The topic's partition count (the topic is made on first use: logging is on for every app). */
  partitionsOf(topic: string): Promise<number>;
  /** Waiting Get Records: their caps and their wake-ups. */
  polls: LongPolls;
  /** True once the server is stopping (long polls end at once). */
  stopping(): boolean;
}

/** Who is calling, from the token alone: the app (= topic) and client name of its client ID. */
interface Caller {
  clientId: string;
  topic: string;
  clientName: string;
  role: Role;
  partitions: number;
}

const ROUTES = /^\/(consumers|partitions)(\/|$)/;

export function createLogHttp(
  deps: LogHttpDeps,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const isAudio = path === '/api/v1/audio';
    if (!isAudio && !ROUTES.test(path)) return false;
    try {
      const caller = await authorize(deps, req);
      if (isAudio) await audio(deps, caller, req, res, url);
      else await route(deps, caller, req, res, path);
    } catch (err) {
      if (res.headersSent) {
        res.end();
        return true;
      }
      if (err instanceof LogApiError) send(res, err.status, err.body);
      else if (err instanceof RpcError && err.code === GrpcStatus.RESOURCE_EXHAUSTED)
        send(res, 429, { error_code: 429, message: err.message, limit: err.extras.limit }, retryAfterOf(err));
      else if (err instanceof BodyTooLarge) send(res, 413, logErrors.tooLarge().body);
      else {
        deps.log.error('event log request failed', { err: String((err as Error)?.stack ?? err), path });
        send(res, 500, { error_code: 500, message: 'internal error; try again' });
      }
    }
    return true;
  };
}

async function authorize(deps: LogHttpDeps, req: http.IncomingMessage): Promise<Caller> {
  const header = req.headers.authorization ?? '';
  // G sends "<token_type> <token>" verbatim ("bearer"), P and H "Bearer": the scheme is case-insensitive.
  const m = /^\s*(\S+)\s+(\S+)\s*$/.exec(header);
  if (!m || m[1]!.toLowerCase() !== 'bearer')
    throw logErrors.unauthorized('a bearer token is required (Authorization: Bearer <token>)');
  let principal: Principal;
  try {
    principal = deps.authenticate(m[2]!);
  } catch (err) {
    if (err instanceof RpcError) throw logErrors.unauthorized(err.message);
    throw err;
  }
  if (!principal.oauthScopes.includes(LOG_SCOPE))
    throw logErrors.forbidden(`the token lacks OAuth scope ${LOG_SCOPE}; request one with scope=${LOG_SCOPE}`);
  let id: { app: string; name: string };
  try {
    id = parseClientId(principal.clientId);
  } catch {
    throw logErrors.forbidden('the token belongs to a client ID without an app ID');
  }
  return {
    clientId: principal.clientId,
    topic: id.app,
    clientName: id.name,
    role: principal.role,
    partitions: await deps.partitionsOf(id.app),
  };
}

function send(res: http.ServerResponse, status: number, body?: unknown, retryAfterSeconds?: number): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...(retryAfterSeconds !== undefined ? { 'retry-after': String(retryAfterSeconds) } : {}),
  });
  res.end(text);
}

/**
 * A 200 with a JSON array of already-encoded elements (comma-joined runs of records). Each run is
 * encoded to UTF-8 once and written as it is: joining megabytes of text into one string first, then
 * measuring it and encoding it again, cost a fifth of a Get Records call's server time.
 */
function sendJsonArray(res: http.ServerResponse, runs: readonly string[]): void {
  const parts: Buffer[] = [];
  let length = 2;
  for (const run of runs) {
    const b = Buffer.from(run);
    parts.push(b);
    length += b.length;
  }
  length += Math.max(0, parts.length - 1);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': length });
  res.cork();
  res.write('[');
  parts.forEach((b, i) => {
    if (i) res.write(',');
    res.write(b);
  });
  res.end(']');
  res.uncork();
}

/** The JSON body whatever the Content-Type (P sends none); an empty body is {}. */
async function jsonBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req, MAX_BODY);
  if (!text.trim()) return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw logErrors.badField('body', 'is not valid JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw logErrors.badField('body', 'must be a JSON object');
  return v as Record<string, unknown>;
}

/**
 * The consumer the headers name, in the caller's own group. The group string must be exactly
 * appID-<token's app>-clientName-<token's client name>-NN (an admin's token: any client name of its
 * app): it is checked against the token, never split to find the app (app IDs and client names may
 * both contain "-clientName-", so a split is ambiguous), and the group's identity is
 * (topic, group name) everywhere it is stored.
 */
function consumerRef(req: http.IncomingMessage, caller: Caller): ConsumerRef {
  const group = String(req.headers['consumer-group'] ?? '');
  const name = String(req.headers['consumer-name'] ?? '');
  // Longer than any app ID and client name allow: refused before the pattern is tried on it.
  if (group.length > MAX_GROUP_CHARS || !ANY_GROUP_RE.test(group)) throw logErrors.invalidClientName();
  const own = `appID-${caller.topic}-clientName-${caller.clientName}-`;
  if (!group.startsWith(own) || group.length !== own.length + 2) {
    const appPrefix = `appID-${caller.topic}-clientName-`;
    if (!group.startsWith(appPrefix))
      throw logErrors.forbidden(`consumer group ${group} is not of this token's app ${caller.topic}`);
    const clientName = group.slice(appPrefix.length, -3);
    if (!CLIENT_ID_PART_RE.test(clientName)) throw logErrors.invalidClientName();
    // An admin of the app (the console's operator) may read and commit any of its clients' groups.
    if (caller.role !== 'admin')
      throw logErrors.forbidden(
        `consumer group ${group} belongs to client name ${clientName}; this token's client may use only ${own}NN ` +
          "(another client's groups need an admin's token)",
      );
  }
  // Any 8-4-4-4-12 hex UUID: the Go collector sends version-1 UUIDs.
  if (!CONSUMER_NAME_RE.test(name)) throw logErrors.invalidConsumerName();
  return { topic: caller.topic, partitions: caller.partitions, group, name };
}

/** A percent-decoded path segment; 400 naming it when its percent-encoding is malformed. */
function pathSegment(raw: string, field: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw logErrors.badField(field, `the path segment ${JSON.stringify(raw)} is not valid percent-encoded UTF-8`);
  }
}

const METHODS: Record<string, Record<string, string>> = {
  '/consumers': { POST: 'create', DELETE: 'delete' },
  '/consumers/subscription': { POST: 'subscribe', DELETE: 'unsubscribe', GET: 'subscription' },
  '/consumers/assignments': { POST: 'assign', GET: 'assigned' },
  '/consumers/committed/offsets': { POST: 'committed', GET: 'committed' },
  '/consumers/offsets': { POST: 'commit' },
  '/consumers/positions': { POST: 'seek' },
  '/consumers/positions/beginning': { POST: 'seekBeginning' },
  '/consumers/positions/end': { POST: 'seekEnd' },
  '/consumers/records': { GET: 'records' },
  '/partitions': { GET: 'partitions' },
};

async function route(
  deps: LogHttpDeps,
  caller: Caller,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
): Promise<void> {
  const offsetsPath = /^\/partitions\/([^/]+)\/offsets$/.exec(path);
  if (offsetsPath) {
    if (req.method !== 'GET') throw logErrors.methodNotAllowed(`${req.method} is not allowed on ${path}; use GET`);
    const p = partitionNumber(pathSegment(offsetsPath[1]!, 'partition'), 'partition', caller);
    const o = (await partitionOffsets(deps.db, caller.topic, [p])).get(p)!;
    return send(res, 200, `{"beginning_offset":${o.beginning},"end_offset":${o.end}}`);
  }
  const table = METHODS[path];
  if (!table) throw logErrors.notFound(`no operation at ${path}`);
  const op = table[req.method ?? ''];
  if (!op)
    throw logErrors.methodNotAllowed(`${req.method} is not allowed on ${path}; use ${Object.keys(table).join(' or ')}`);
  const c = deps.consumers;

  switch (op) {
    case 'partitions':
      // Needs no consumer (H calls it before creating one), though clients send the headers.
      return send(res, 200, { topic: caller.topic, partitions: [...Array(caller.partitions).keys()] });
    case 'create': {
      const ref = consumerRef(req, caller);
      await c.create(ref, consumerProps(await jsonBody(req)));
      return send(res, 204);
    }
    case 'delete':
      await c.delete(consumerRef(req, caller));
      return send(res, 204);
    case 'subscribe': {
      const ref = consumerRef(req, caller);
      const body = await jsonBody(req);
      const topics = body.topics ?? (body.topic !== undefined ? [body.topic] : undefined);
      if (!Array.isArray(topics) || topics.length === 0)
        throw logErrors.badField('topics', `must be a list holding the topic, e.g. {"topics":["${caller.topic}"]}`);
      topics.forEach((t, i) => checkTopic(t, `topics[${i}]`, caller));
      await c.subscribe(ref);
      return send(res, 204);
    }
    case 'subscription': {
      const ref = consumerRef(req, caller);
      const held = await c.assigned(ref);
      return send(res, 200, { topics: held.length ? [caller.topic] : [] });
    }
    case 'unsubscribe':
      await c.unsubscribe(consumerRef(req, caller));
      return send(res, 204);
    case 'assign': {
      const ref = consumerRef(req, caller);
      await c.assign(ref, topicPartitions(await jsonBody(req), caller));
      return send(res, 204);
    }
    case 'assigned': {
      const held = await c.assigned(consumerRef(req, caller));
      return send(res, 200, { partitions: held.map((p) => ({ topic: caller.topic, partition: p })) });
    }
    case 'committed': {
      const ref = consumerRef(req, caller);
      const ps =
        req.method === 'GET' ? [...Array(caller.partitions).keys()] : topicPartitions(await jsonBody(req), caller);
      const got = await c.committed(ref, ps);
      return send(
        res,
        200,
        `{"offsets":[${got.map((o) => `{"topic":${JSON.stringify(caller.topic)},"partition":${o.partition},"offset":${o.offset}}`).join(',')}]}`,
      );
    }
    case 'commit': {
      const ref = consumerRef(req, caller);
      const body = await jsonBody(req);
      await c.commit(ref, body.offsets === undefined ? undefined : offsetList(body.offsets, caller));
      return send(res, 204);
    }
    case 'seek': {
      const ref = consumerRef(req, caller);
      const list = offsetList((await jsonBody(req)).offsets, caller);
      await c.seek(
        ref,
        new Map(list.map((o) => [o.partition, o.offset])),
        list.map((o) => o.partition),
      );
      return send(res, 204);
    }
    case 'seekBeginning':
    case 'seekEnd': {
      const ref = consumerRef(req, caller);
      await c.seek(ref, op === 'seekBeginning' ? 'beginning' : 'end', topicPartitions(await jsonBody(req), caller));
      return send(res, 204);
    }
    case 'records':
      return records(deps, caller, consumerRef(req, caller), res);
  }
}

/**
 * Get Records with its long poll: when nothing is there, the answer waits (up to the consumer's
 * consumer.request.timeout.ms) for a write to the topic (see LongPolls: this instance's writes wake
 * it at once, other instances' are seen by one shared poll per topic). The high-water mark is read
 * before the fetch, so records written between the two are never waited past. One Get Records per
 * consumer at a time, and the client's and the app's at most their share.
 */
async function records(deps: LogHttpDeps, caller: Caller, ref: ConsumerRef, res: http.ServerResponse): Promise<void> {
  const slot = deps.polls.acquire(ref.topic, caller.clientId, `${ref.topic}\n${ref.group}\n${ref.name}`);
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  try {
    const started = Date.now();
    for (;;) {
      const mark = await topicEnd(deps.db, ref.topic);
      const { chunks, count, props } = await deps.consumers.fetch(ref);
      const deadline = started + props.request_timeout_ms;
      // A bare JSON array (the records in offset order per partition); [] when nothing came.
      if (count || Date.now() >= deadline || gone.signal.aborted || deps.stopping()) return sendJsonArray(res, chunks);
      await deps.polls.wait(ref.topic, mark, deadline - Date.now(), gone.signal);
    }
  } finally {
    res.off('close', onClose);
    slot.release();
  }
}

function consumerProps(body: Record<string, unknown>): ConsumerProps {
  const str = (k: string): string | undefined => {
    const v = body[k];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw logErrors.badField(k, 'must be a string, number or boolean');
  };
  const reset = (str('auto.offset.reset') ?? 'latest').toLowerCase();
  const aliases: Record<string, OffsetReset> = {
    earliest: 'earliest',
    smallest: 'earliest',
    latest: 'latest',
    largest: 'latest',
    none: 'none',
  };
  const offsetReset = aliases[reset];
  if (!offsetReset) throw logErrors.badField('auto.offset.reset', 'must be earliest, latest or none');
  const commit = (str('auto.commit.enable') ?? 'false').toLowerCase();
  if (commit !== 'true' && commit !== 'false') throw logErrors.badField('auto.commit.enable', 'must be true or false');
  const timeout = str('consumer.request.timeout.ms');
  let requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS;
  if (timeout !== undefined) {
    const n = Number(timeout);
    if (timeout === '' || !Number.isInteger(n) || n < 0)
      throw logErrors.badField('consumer.request.timeout.ms', 'must be a whole number of milliseconds, 0 or more');
    requestTimeoutMs = Math.min(n, MAX_REQUEST_TIMEOUT_MS);
  }
  return { offsetReset, autoCommit: commit === 'true', requestTimeoutMs };
}

function checkTopic(t: unknown, field: string, caller: Caller): void {
  if (typeof t !== 'string' || !t) throw logErrors.badField(field, 'must be the topic name (a string)');
  if (t !== caller.topic) throw logErrors.forbidden(`the token reaches only topic ${caller.topic}, not ${t}`);
}

function partitionNumber(v: unknown, field: string, caller: Caller): number {
  // G sends partitions as JSON strings ("0"), H as numbers.
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 0) throw logErrors.badField(field, 'must be a partition number (0 or more)');
  if (n >= caller.partitions) throw logErrors.partitionNotFound(n);
  return n;
}

function offsetNumber(v: unknown, field: string): bigint {
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,18}$/.test(s)) throw logErrors.badField(field, 'must be an offset (a whole number, 0 or more)');
  return BigInt(s);
}

/** {"partitions":[{"topic","partition"}, ...]} → partition numbers of the caller's topic. */
function topicPartitions(body: Record<string, unknown>, caller: Caller): number[] {
  const list = body.partitions;
  if (!Array.isArray(list)) throw logErrors.badField('partitions', 'must be a list of {"topic", "partition"}');
  return list.map((e: unknown, i) => {
    if (!e || typeof e !== 'object') throw logErrors.badField(`partitions[${i}]`, 'must be {"topic", "partition"}');
    const o = e as Record<string, unknown>;
    checkTopic(o.topic, `partitions[${i}].topic`, caller);
    return partitionNumber(o.partition, `partitions[${i}].partition`, caller);
  });
}

function offsetList(list: unknown, caller: Caller): { partition: number; offset: bigint }[] {
  if (!Array.isArray(list)) throw logErrors.badField('offsets', 'must be a list of {"topic", "partition", "offset"}');
  return list.map((e: unknown, i) => {
    if (!e || typeof e !== 'object')
      throw logErrors.badField(`offsets[${i}]`, 'must be {"topic", "partition", "offset"}');
    const o = e as Record<string, unknown>;
    checkTopic(o.topic, `offsets[${i}].topic`, caller);
    return {
      partition: partitionNumber(o.partition, `offsets[${i}].partition`, caller),
      offset: offsetNumber(o.offset, `offsets[${i}].offset`),
    };
  });
}

async function audio(
  deps: LogHttpDeps,
  caller: Caller,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  if (req.method !== 'GET') throw logErrors.methodNotAllowed(`${req.method} is not allowed on /api/v1/audio; use GET`);
  const urn = url.searchParams.get('urn');
  if (!urn) throw logErrors.badField('urn', 'is required (the audioUrn of a logged utterance)');
  // The database cannot take NUL in text, and no URN holds control characters or runs this long.
  if (urn.length > MAX_URN_CHARS || CONTROL_RE.test(urn))
    throw logErrors.badField(
      'urn',
      `must be an audio URN (${AUDIO_URN_PREFIX}<service>/<id>), without control characters`,
    );
  const found = await getAudio(deps.db, caller.topic, urn, deps.now());
  if (!found) throw logErrors.notFound('audio urn not found');
  // Headerless 16-bit little-endian mono PCM, as the Go collector wraps it into a WAV itself.
  res.writeHead(200, {
    'content-type': 'application/octet-stream',
    'content-length': found.pcm.length,
    'x-sample-rate': String(found.sampleRate),
  });
  res.end(found.pcm);
}
