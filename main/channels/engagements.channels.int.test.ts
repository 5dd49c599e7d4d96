// The engagements channels through the real router against the real reference server (in-process,
// port 0, demo data): the queue's filters and paging, the detail view, lookups, the verdict read
// back over gRPC by a separate client, its audit entry, the fallback when Browse is not offered,
// and the console's own session helper.
import { ipcFailure } from '../errors.js';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testkit/server.testkit.js';
import { DEMO_SCOPE_ID, type DemoClient } from '../../testkit/server.testkit.js';
import { loadProtos } from '../../wire/protos.js';
import type { Engagement, EngagementSession, EngagementSummary } from '../../shared/domain/engagements.js';
import { bindChannels, type MainContext } from '../ipc/define-channel.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { createRouter } from '../ipc/router.js';
import type { MainServices } from '../main-services.js';
import {
  demoToken,
  err,
  ok,
  startConsoleWithServer,
  type ConsoleWithServer,
} from '../../testkit/console-harness.testkit.js';
import { consoleContext, dropConsoleContext, withConsoleContext } from './console-session.js';
import { engagementsChannelDefs } from './engagements.channels.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let clients: DemoClient[];
let main: MainServices;

const client = (r: string) => clients.find((c) => c.role === r)!;
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params)).rows[0]!.n;

type ListPage = { items: Engagement[]; nextPageToken: string; totalSize: number; browseAvailable: boolean };
type Detail = {
  engagement: Engagement;
  sessions: EngagementSession[];
  correlated: EngagementSummary[];
  mediaSegments?: { gkMediaSegmentId: string; gkSessionId?: string }[];
  browseAvailable: boolean;
};

/** A client of our own, straight over gRPC (not through the console), with its own token. */
async function rawCall(who: DemoClient, method: string, request: object): Promise<Record<string, unknown>> {
  const token = await demoToken(server.tokenUrl, who);
  const def = loadProtos().packageDefinition[SERVICES.sessions] as unknown as ServiceDefinition;
  const Ctor = grpc.makeGenericClientConstructor(def, SERVICES.sessions);
  const c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure()) as unknown as Record<
    string,
    (req: object, md: grpc.Metadata, cb: (e: grpc.ServiceError | null, r: unknown) => void) => void
  > &
    grpc.Client;
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  try {
    return await new Promise((resolve, reject) =>
      c[method]!.call(c, request, md, (e, r) => (e ? reject(e) : resolve(r as Record<string, unknown>))),
    );
  } finally {
    c.close();
  }
}

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-engagements-int-' });
  ({ server, clients, main } = harness);
});
afterAll(async () => {
  await harness?.close();
});

describe('engagements.list (Browse)', () => {
  it('pages through the whole queue, newest first, each engagement once', async () => {
    const total = await count('SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1', [DEMO_SCOPE_ID]);
    const first = ok<ListPage>(await main.invoke('engagements.list', { pageSize: 100 }));
    expect(first).toMatchObject({ browseAvailable: true, totalSize: total });
    expect(first.items).toHaveLength(100);
    const seen = new Set(first.items.map((e) => e.gkEngagementId));
    let token = first.nextPageToken;
    while (token) {
      const page = ok<ListPage>(await main.invoke('engagements.list', { pageSize: 100, pageToken: token }));
      for (const e of page.items) seen.add(e.gkEngagementId);
      token = page.nextPageToken;
    }
    expect(seen.size).toBe(total);
    const times = first.items.map((e) => Date.parse(e.creationTimestamp!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('marks each row with how many recordings it has, as the database holds them', async () => {
    const r = await server.db.query<{ e: string; n: number }>(
      `SELECT gk_engagement_id::text AS e, count(*)::int AS n FROM media_segments
       WHERE scope_id = $1 AND state = 'ready' AND gk_engagement_id IS NOT NULL GROUP BY gk_engagement_id`,
      [DEMO_SCOPE_ID],
    );
    const expected = new Map(r.rows.map((x) => [x.e, x.n]));
    const page = ok<{ items: (Engagement & { audioSegments?: number })[] }>(
      await main.invoke('engagements.list', { pageSize: 500 }),
    );
    for (const e of page.items) expect(e.audioSegments, e.gkEngagementId).toBe(expected.get(e.gkEngagementId) ?? 0);
    // The harness seeds the demo's recordings (it has a data folder): some rows must say so.
    expect(expected.size).toBeGreaterThan(0);
    expect(page.items.some((e) => (e.audioSegments ?? 0) > 0)).toBe(true);
  });

  it('filtering to DECISION_FRAUD returns only fraud decisions, all of them', async () => {
    const fraud = await count(
      `SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1 AND decision = 'DECISION_FRAUD'`,
      [DEMO_SCOPE_ID],
    );
    expect(fraud).toBeGreaterThan(0);
    const page = ok<ListPage>(
      await main.invoke('engagements.list', { filter: { decisions: ['DECISION_FRAUD'] }, pageSize: 500 }),
    );
    expect(page.totalSize).toBe(fraud);
    expect(page.items).toHaveLength(fraud);
    expect(new Set(page.items.map((e) => e.riskInfo?.decision))).toEqual(new Set(['DECISION_FRAUD']));
  });

  it('risk range sorted by risk, no-verdict, active, external ID prefix and time range', async () => {
    const risky = ok<ListPage>(
      await main.invoke('engagements.list', { filter: { riskMin: 60, riskMax: 90, orderBy: 'risk desc' } }),
    );
    expect(risky.items.length).toBeGreaterThan(0);
    const risks = risky.items.map((e) => e.riskInfo!.risk!);
    expect(risks.every((r) => r >= 60 && r <= 90)).toBe(true);
    expect(risks).toEqual([...risks].sort((a, b) => b - a));

    const open = ok<ListPage>(
      await main.invoke('engagements.list', { filter: { withoutVerdict: true }, pageSize: 500 }),
    );
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((e) => !e.verdictInfo?.verdict)).toBe(true);

    const active = ok<ListPage>(await main.invoke('engagements.list', { filter: { isActive: true } }));
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((e) => e.isActive)).toBe(true);

    const prefixed = ok<ListPage>(await main.invoke('engagements.list', { filter: { engagementIdPrefix: 'ENG-1' } }));
    expect(prefixed.items.length).toBeGreaterThan(0);
    expect(prefixed.items.every((e) => e.engagementId?.startsWith('ENG-1'))).toBe(true);

    const from = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    const recent = ok<ListPage>(await main.invoke('engagements.list', { filter: { from }, pageSize: 500 }));
    expect(recent.items.every((e) => e.creationTimestamp! >= from)).toBe(true);
    expect(recent.totalSize).toBe(
      await count('SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1 AND created_at >= $2', [
        DEMO_SCOPE_ID,
        from,
      ]),
    );
  });

  it('a reversed time range comes back as a field violation', async () => {
    const e = err(
      await main.invoke('engagements.list', {
        filter: { from: '2025-02-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' },
      }),
    );
    expect(e).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fieldViolations: [expect.objectContaining({ field: 'filter.to' })],
    });
  });
});

describe('engagements.get and sessionDecision', () => {
  it('an engagement with its sessions, correlated engagements and media segments', async () => {
    const row = (
      await server.db.query<{ id: string; corr: string }>(
        `SELECT e.gk_engagement_id AS id, e.correlation_id AS corr FROM engagements e
          WHERE e.scope_id = $1 AND e.correlation_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM media_segments m WHERE m.gk_engagement_id = e.gk_engagement_id)
          ORDER BY e.created_at DESC LIMIT 1`,
        [DEMO_SCOPE_ID],
      )
    ).rows[0];
    const id =
      row?.id ??
      (
        await server.db.query<{ id: string }>(
          `SELECT gk_engagement_id AS id FROM engagements WHERE scope_id = $1 AND correlation_id IS NOT NULL LIMIT 1`,
          [DEMO_SCOPE_ID],
        )
      ).rows[0]!.id;
    const d = ok<Detail>(await main.invoke('engagements.get', { gkEngagementId: id }));
    expect(d.engagement.gkEngagementId).toBe(id);
    expect(d.browseAvailable).toBe(true);
    const sessionIds = (
      await server.db.query<{ id: string }>('SELECT gk_session_id AS id FROM sessions WHERE gk_engagement_id = $1', [
        id,
      ])
    ).rows.map((r) => r.id);
    expect(new Set(d.sessions.map((s) => s.gkSessionId))).toEqual(new Set(sessionIds));
    for (const s of d.sessions) expect(s.readable ? !!s.sessionType : !!s.unreadableReason).toBe(true);
    expect(d.correlated.length).toBeGreaterThan(0);
    expect(d.correlated.every((c) => c.gkEngagementId !== id)).toBe(true);
    const corr = await count(
      'SELECT count(*)::int AS n FROM engagements WHERE scope_id = $1 AND correlation_id = $2 AND gk_engagement_id <> $3',
      [DEMO_SCOPE_ID, d.engagement.correlationId, id],
    );
    // Up to five, newest first, the engagement itself left out.
    expect(d.correlated.length).toBeGreaterThanOrEqual(Math.min(corr, 4));
    expect(d.correlated.length).toBeLessThanOrEqual(Math.min(corr, 5));
    const media = await count('SELECT count(*)::int AS n FROM media_segments WHERE gk_engagement_id = $1', [id]);
    expect(d.mediaSegments).toHaveLength(media);
  });

  it('an active engagement: readable sessions with ANI, DNIS and risk; its current decision', async () => {
    const active = ok<ListPage>(await main.invoke('engagements.list', { filter: { isActive: true } })).items[0]!;
    const d = ok<Detail>(await main.invoke('engagements.get', { gkEngagementId: active.gkEngagementId }));
    const live = d.sessions.find((s) => s.readable && s.isActive);
    expect(live).toBeDefined();
    expect(live!.creationTimestamp).toMatch(/^\d{4}-/);
    const decision = ok<{ decision?: string; decisionReason?: string }>(
      await main.invoke('engagements.sessionDecision', {
        gkEngagementId: active.gkEngagementId,
        gkSessionId: live!.gkSessionId,
      }),
    );
    expect(decision.decisionReason ?? decision.decision).toBeTruthy();
  });

  it('an unknown engagement is NOT_FOUND', async () => {
    expect(
      err(await main.invoke('engagements.get', { gkEngagementId: '00000000-0000-4000-8000-000000000000' })).code,
    ).toBe('NOT_FOUND');
  });
});

describe('engagements.lookup', () => {
  it('by external ID, by Gatekeeper ID, by correlation ID; misses are empty', async () => {
    const r = (
      await server.db.query<{ id: string; ext: string; corr: string | null }>(
        `SELECT gk_engagement_id AS id, engagement_id AS ext, correlation_id AS corr FROM engagements
          WHERE scope_id = $1 AND engagement_id IS NOT NULL AND correlation_id IS NOT NULL LIMIT 1`,
        [DEMO_SCOPE_ID],
      )
    ).rows[0]!;
    const ids = (m: { matches: EngagementSummary[] }) => m.matches.map((x) => x.gkEngagementId);
    const byExt = ok<{ matches: EngagementSummary[] }>(
      await main.invoke('engagements.lookup', { by: 'external', value: r.ext }),
    );
    expect(byExt.matches).toEqual([expect.objectContaining({ gkEngagementId: r.id, engagementId: r.ext })]);
    expect(ids(ok(await main.invoke('engagements.lookup', { by: 'gk', value: r.id.toUpperCase() })))).toEqual([r.id]);
    expect(ids(ok(await main.invoke('engagements.lookup', { by: 'correlation', value: r.corr! })))).toContain(r.id);
    expect(ok(await main.invoke('engagements.lookup', { by: 'external', value: 'no-such-engagement' }))).toEqual({
      matches: [],
    });
    expect(
      ok(await main.invoke('engagements.lookup', { by: 'gk', value: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({ matches: [] });
    expect(err(await main.invoke('engagements.lookup', { by: 'gk', value: 'not-a-uuid' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fieldViolations: [expect.objectContaining({ field: 'value' })],
    });
  });
});

/** Every gRPC call main's current client makes from now on, as `service.method`. */
function recordRpcs(): string[] {
  const seen: string[] = [];
  const api = main.context.connections.context().rpc.api as unknown as Record<string, Record<string, unknown>>;
  for (const service of Object.keys(SERVICES)) {
    const methods = api[service]!;
    for (const [name, fn] of Object.entries(methods)) {
      if (typeof fn !== 'function') continue;
      methods[name] = (...args: unknown[]) => (seen.push(`${service}.${name}`), fn(...args));
    }
  }
  return seen;
}

describe('engagements.setVerdict', () => {
  it('an analyst sets FRAUD with description and amount; a separate gRPC client reads it back; audited', async () => {
    ok(await main.invoke('embedded.setRole', { role: 'analyst' }));
    try {
      const target = ok<ListPage>(await main.invoke('engagements.list', { filter: { withoutVerdict: true } }))
        .items[0]!;
      const before = Date.now();
      const rpcs = recordRpcs();
      const back = ok<Engagement>(
        await main.invoke('engagements.setVerdict', {
          gkEngagementId: target.gkEngagementId,
          verdict: 'ENGAGEMENT_VERDICT_FRAUD',
          description: 'caller failed knowledge questions',
          amount: '125000',
        }),
      );
      expect(back.verdictInfo).toMatchObject({
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        description: 'caller failed knowledge questions',
        amount: '125000',
        analystId: client('analyst').clientId,
      });
      // The whole verdict costs three RPCs: the audit's pre-read (the engagement's external ID), the
      // write, the read-back the screen shows (the renderer then refetches nothing: DetailView.test).
      expect(rpcs).toEqual([
        'sessions.getEngagementDetails',
        'sessions.setEngagementVerdict',
        'sessions.getEngagementDetails',
      ]);

      const wire = (await rawCall(client('admin'), 'GetEngagementDetails', {
        context: { gk_scope_id: { value: DEMO_SCOPE_ID } },
        gk_engagement_id: { value: target.gkEngagementId },
      })) as {
        details: {
          verdict_info: {
            verdict: string;
            description: string;
            amount: { value: string };
            analyst_id: string;
            verdict_timestamp: { seconds: string };
          };
        };
      };
      const v = wire.details.verdict_info;
      expect(v).toMatchObject({
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        description: 'caller failed knowledge questions',
        amount: { value: '125000' },
        analyst_id: client('analyst').clientId,
      });
      const at = Number(v.verdict_timestamp.seconds) * 1000;
      expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(at).toBeLessThanOrEqual(Date.now());

      const entries = ok<{
        entries: { action: string; result: string; target: object; clientId: string; detail: string }[];
      }>(await main.invoke('audit.list', { action: 'engagements.setVerdict' })).entries;
      expect(entries[0]).toMatchObject({
        result: 'ok',
        target: { gkEngagementId: target.gkEngagementId },
        clientId: client('analyst').clientId,
        detail: 'ENGAGEMENT_VERDICT_FRAUD; amount 125000',
      });
      // The entry names the engagement by its external ID too, and is found by it (issue 22).
      expect(target.engagementId).toBeTruthy();
      expect((entries[0] as { refs?: object }).refs).toMatchObject({ engagementId: target.engagementId });
      const found = ok<{ entries: { action: string }[] }>(
        await main.invoke('audit.list', { text: target.engagementId! }),
      ).entries;
      expect(found.map((e) => e.action)).toContain('engagements.setVerdict');
    } finally {
      ok(await main.invoke('embedded.setRole', { role: 'admin' }));
    }
  });

  it('refuses a reset with a non-FRAUD verdict at the field, and a role that may not set verdicts', async () => {
    const target = ok<ListPage>(await main.invoke('engagements.list', {})).items[3]!;
    expect(
      err(
        await main.invoke('engagements.setVerdict', {
          gkEngagementId: target.gkEngagementId,
          verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC',
          resetEnrollmentsOnFraud: true,
        }),
      ),
    ).toMatchObject({
      code: 'BAD_PAYLOAD',
      fieldViolations: [expect.objectContaining({ field: 'resetEnrollmentsOnFraud' })],
    });

    ok(await main.invoke('embedded.setRole', { role: 'support' }));
    try {
      expect(
        err(
          await main.invoke('engagements.setVerdict', {
            gkEngagementId: target.gkEngagementId,
            verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC',
          }),
        ).code,
      ).toBe('PERMISSION_DENIED');
      const last = ok<{ entries: { result: string }[] }>(
        await main.invoke('audit.list', { action: 'engagements.setVerdict' }),
      ).entries[0];
      expect(last?.result).toBe('PERMISSION_DENIED');
    } finally {
      ok(await main.invoke('embedded.setRole', { role: 'admin' }));
    }
    // Unchanged on the server.
    const d = ok<Detail>(await main.invoke('engagements.get', { gkEngagementId: target.gkEngagementId }));
    expect(d.engagement.verdictInfo?.verdict).toBe(target.verdictInfo?.verdict);
  });

  it('a FRAUD verdict with reset is accepted and read back', async () => {
    const target = ok<ListPage>(await main.invoke('engagements.list', { filter: { withoutVerdict: true } })).items[0]!;
    const back = ok<Engagement>(
      await main.invoke('engagements.setVerdict', {
        gkEngagementId: target.gkEngagementId,
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        resetEnrollmentsOnFraud: true,
      }),
    );
    expect(back.verdictInfo?.verdict).toBe('ENGAGEMENT_VERDICT_FRAUD');
    expect(back.verdictInfo?.amount).toBeUndefined();
    const last = ok<{ entries: { detail: string }[] }>(
      await main.invoke('audit.list', { action: 'engagements.setVerdict' }),
    ).entries[0];
    expect(last?.detail).toBe('ENGAGEMENT_VERDICT_FRAUD; enrollments and consents reset');
  });
});

describe('when the server does not offer Browse', () => {
  /** The same real server, seen through a client for which vigil.v1.Browse answers UNIMPLEMENTED. */
  function routerWithoutBrowse() {
    const real = main.context.connections.context('embedded');
    const refuse = () => Promise.reject(ipcFailure('UNIMPLEMENTED', 'unknown service vigil.v1.Browse'));
    const browse = new Proxy({}, { get: () => refuse });
    const api = new Proxy(real.rpc.api, {
      get: (target, key) => (key === 'browse' ? browse : target[key as keyof typeof target]),
    });
    const rpc = { endpoint: real.rpc.endpoint, api };
    const ctx: MainContext = {
      ...main.context,
      connections: { context: () => ({ ...real, rpc }) } as unknown as MainContext['connections'],
    };
    return createRouter(bindChannels(ctx, engagementsChannelDefs));
  }

  it('the queue says browsing is unavailable; lookups and the detail view still work', async () => {
    const r = routerWithoutBrowse();
    expect(ok(await r.invoke('engagements.list', {}))).toEqual({
      items: [],
      nextPageToken: '',
      totalSize: 0,
      totalSizeCapped: false,
      browseAvailable: false,
    });
    const row = (
      await server.db.query<{ id: string; ext: string }>(
        `SELECT gk_engagement_id AS id, engagement_id AS ext FROM engagements
          WHERE scope_id = $1 AND is_active AND engagement_id IS NOT NULL LIMIT 1`,
        [DEMO_SCOPE_ID],
      )
    ).rows[0]!;
    const found = ok<{ matches: EngagementSummary[] }>(
      await r.invoke('engagements.lookup', { by: 'external', value: row.ext }),
    );
    expect(found.matches.map((m) => m.gkEngagementId)).toEqual([row.id]);
    const d = ok<Detail>(await r.invoke('engagements.get', { gkEngagementId: row.id }));
    expect(d.browseAvailable).toBe(false);
    expect(d.mediaSegments).toBeUndefined();
    expect(d.sessions.map((s) => s.gkSessionId)).toEqual(d.engagement.gkSessionIds);
    expect(d.sessions.some((s) => s.readable && s.isActive)).toBe(true);
  });
});

describe('console-session helper', () => {
  it('starts one analyst session, reuses it, and starts a new one once it stopped', async () => {
    const ctx = main.context.connections.context('embedded');
    const signal = new AbortController().signal;
    const a = await consoleContext(ctx, 'analyst', signal);
    expect(await consoleContext(ctx, 'analyst', signal)).toEqual(a);
    const details = (await rawCall(client('admin'), 'GetSessionDetails', {
      context: { gk_scope_id: { value: DEMO_SCOPE_ID } },
      gk_session_id: { value: a.gkSessionId },
    })) as { details: { session_type: string; is_active: boolean; gk_engagement_id: { value: string } } };
    expect(details.details).toMatchObject({
      session_type: 'SESSION_TYPE_FRAUD_ANALYST',
      is_active: true,
      gk_engagement_id: { value: a.gkEngagementId },
    });

    await rawCall(client('admin'), 'StopSession', {
      context: {
        gk_scope_id: { value: DEMO_SCOPE_ID },
        gk_engagement_id: { value: a.gkEngagementId },
        gk_session_id: { value: a.gkSessionId },
      },
    });
    // withConsoleContext retries once with a fresh session when the server rejects the stale one.
    let calls = 0;
    const used = await withConsoleContext(ctx, 'analyst', signal, async (c) => {
      calls++;
      if (c.gkSessionId === a.gkSessionId)
        throw ipcFailure('FAILED_PRECONDITION', `session ${c.gkSessionId} has stopped`);
      return c;
    });
    expect(used.gkSessionId).not.toBe(a.gkSessionId);
    expect(calls).toBeLessThanOrEqual(2);
    dropConsoleContext(ctx, 'analyst');
    const b = await consoleContext(ctx, 'analyst', signal);
    expect(b.gkSessionId).not.toBe(used.gkSessionId);
  });
});
