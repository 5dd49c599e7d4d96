// Test support for the VoiceprintsManager: the service bound to a database, a manual clock and a
// temporary data folder, called through the real Dispatcher (roles, context rules, scope checks)
// with principals instead of signed tokens, so handler tests run without the transports.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../db/types.js';
import { OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { Dispatcher } from '../rpc/dispatch.js';
import { RpcError, unauthenticated } from '../rpc/errors.js';
import type { Principal, Role } from '../rpc/types.js';
import { ManualClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import type { VoiceprintsDeps } from './deps.js';
import { VOICEPRINTS_SERVICE, statusJobDownloadHandler, stopStatusJobs, voiceprintsService } from './index.js';

export const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

// Every data folder boundService makes goes when the test file that made it is done.
const madeDirs: string[] = [];
afterAll(() => {
  for (const d of madeDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

export interface Caller {
  role?: Role;
  clientId?: string;
  scopeIds?: string[];
}

/** The service on `db` in a fresh scope; `invoke` fills the context (engagement and session too) unless told otherwise. */
export function boundService(db: Db, extra: Partial<VoiceprintsDeps> = {}) {
  const clock = new ManualClock(T0);
  const scopeId = randomUUID();
  const otherScopeId = randomUUID();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-vp-'));
  madeDirs.push(dataDir);
  const deps: VoiceprintsDeps = { db, clock, dataDir, publicBaseUrl: () => 'http://vigil.test', ...extra };
  const principals = new Map<string, Principal>();
  const dispatcher = new Dispatcher({
    registrations: [voiceprintsService(deps)],
    authenticate: (t) => {
      const p = principals.get(t);
      if (!p) throw unauthenticated('unknown test token');
      return p;
    },
    clock,
    log: silentLogger,
  });
  const invoke = async (
    method: string,
    req: Record<string, unknown>,
    caller: Caller = {},
  ): Promise<Record<string, unknown>> => {
    const token = randomUUID();
    principals.set(token, {
      clientId: caller.clientId ?? `${caller.role ?? 'admin'}-client`,
      role: caller.role ?? 'admin',
      gkScopeIds: caller.scopeIds ?? [scopeId],
      oauthScopes: [OAUTH_SCOPES.voiceprint],
      tokenId: token,
      expiresAt: Date.now() + 3_600_000,
    });
    const context =
      'context' in req
        ? req.context
        : {
            gk_scope_id: { value: scopeId },
            gk_engagement_id: { value: randomUUID() },
            gk_session_id: { value: randomUUID() },
          };
    const res = (await dispatcher.invoke({
      service: VOICEPRINTS_SERVICE,
      method,
      request: { ...req, context },
      authorization: `Bearer ${token}`,
      signal: new AbortController().signal,
      transport: 'grpc',
    })) as Record<string, unknown>;
    delete res.status;
    return res;
  };
  return {
    clock,
    scopeId,
    otherScopeId,
    dataDir,
    deps,
    invoke,
    download: statusJobDownloadHandler(deps),
    cleanup: () => {
      void stopStatusJobs(deps);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The RpcError a promise rejects with (fails the test when it resolves or throws something else). */
export async function rpcError(p: Promise<unknown>): Promise<RpcError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof RpcError) return err;
    throw err;
  }
  throw new Error('expected an RpcError, but the call succeeded');
}

export const tsMs = (t: unknown): number => {
  const ts = t as { seconds: string; nanos: number };
  return Number(ts.seconds) * 1000 + Math.round(ts.nanos / 1e6);
};

export const idOf = (x: unknown): string => (x as { value: string }).value;

/** The entries of a ZIP (in order) with their text. */
export async function unzip(buf: Buffer): Promise<{ name: string; text: string }[]> {
  const yauzl = await import('yauzl');
  const zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true });
  const out: { name: string; text: string }[] = [];
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    out.push({ name: entry.fileName, text: Buffer.concat(chunks).toString('utf8') });
  }
  return out;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
    i++;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i] ?? ''])));
}
