// The console's own reads over 100,000 engagements, as an analyst makes them, from a separate
// client process (console-reads-client.ts) at 1 and 16 pages open at once, on PGlite and
// PostgreSQL. Each figure is a page's p50/p99 beside a baseline measured in the same run: a bare
// SELECT of the same rows in this process (no gRPC, no paging, no count, no expiry).
// - queue, newest first: the Engagements queue's first page (100 rows, last 30 days, its default);
// - queue by risk: all time, riskiest first;
// - queue filtered: one decision, a random 24-hour window, newest first;
// - deep pages: pages 20-200 of the risk-sorted queue by their keyset page tokens (collected by
//   walking the queue first);
// - engagement page: a random engagement's details, then at once its sessions, its correlated
//   engagements (when it has a correlation ID) and its media, the calls engagements.get makes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import type { Db } from '../server/db/types.js';
import { silentLogger } from '../server/util/log.js';
import { onPgliteAndPostgres } from './backends.js';
import type { Page, PageCall } from './console-reads-client.js';
import { measureLoad, type LoadResult } from './load-loop.js';
import { callOnce, tokenFor } from './rpc.bench.js';
import type { BenchFigure, Benchmark } from './run.js';
import { seedQueue } from './seed-sessions.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.VIGIL_BENCH_SECONDS ?? 3);
const ENGAGEMENTS = Number(process.env.VIGIL_BENCH_ENGAGEMENTS ?? 100_000);
const LEVELS = [1, 16];
const PAGE = 100;
const BROWSE = 'vigil.v1.Browse';
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const DECISIONS = ['DECISION_AUTHENTIC', 'DECISION_NO_MATCH', 'DECISION_FRAUD', 'DECISION_UNCERTAIN'];
const DAY = 86_400_000;
/** Targets: a page's p50 and p99 at most this many times the bare SELECT's of the same rows. */
const TARGET_RATIO = 5;

const ts = (ms: number) => ({ seconds: String(Math.floor(ms / 1000)), nanos: 0 });
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

interface Scenario {
  label: string;
  pages: Page[];
  /** The same rows read by a bare SELECT, one page's worth. */
  bare: () => Promise<unknown>;
}

async function scenarios(server: RunningServer, db: Db, scopeId: string, token: string): Promise<Scenario[]> {
  const context = { gk_scope_id: { value: scopeId } };
  const list = (req: object): PageCall => ({
    service: BROWSE,
    method: 'ListEngagements',
    request: { context, page_size: PAGE, ...req },
  });
  const now = Date.now();
  const month = { creation_interval: { start_time: ts(now - 30 * DAY) } };
  const windows = Array.from({ length: 20 }, (_, i) => now - (i + 1) * DAY);
  const filtered = windows.flatMap((from) =>
    DECISIONS.map((d) => ({
      from,
      d,
      call: list({ creation_interval: { start_time: ts(from), end_time: ts(from + DAY) }, decisions: [d] }),
    })),
  );
  // Deep pages: walk the risk-sorted queue, keeping every tenth page's token and where it starts.
  const deep: { page: Page; risk: number; id: string }[] = [];
  let token_ = '';
  for (let n = 1; n <= 200; n++) {
    const r = await callOnce<{
      next_page_token: string;
      engagements: { gk_engagement_id: { value: string }; risk?: { value: number } | null }[];
    }>(server, { ...list({ order_by: 'risk desc', ...(token_ ? { page_token: token_ } : {}) }), token });
    const last = r.engagements[r.engagements.length - 1]!;
    token_ = r.next_page_token;
    if (n % 10 === 0 && token_)
      deep.push({
        page: [[list({ order_by: 'risk desc', page_token: token_ })]],
        risk: last.risk?.value ?? -2147483648,
        id: last.gk_engagement_id.value,
      });
  }
  const some = await db.query<{ id: string; correlation_id: string | null }>(
    `SELECT gk_engagement_id::text AS id, correlation_id FROM engagements WHERE scope_id = $1 ORDER BY random() LIMIT 200`,
    [scopeId],
  );
  const engagementPage = (e: { id: string; correlation_id: string | null }): Page => [
    [{ service: SESSIONS, method: 'GetEngagementDetails', request: { context, gk_engagement_id: { value: e.id } } }],
    [
      {
        service: BROWSE,
        method: 'ListSessions',
        request: { context, gk_engagement_id: { value: e.id }, page_size: 500 },
      },
      ...(e.correlation_id
        ? [
            {
              service: SESSIONS,
              method: 'ListCorrelatedEngagements',
              request: { context, correlation_id: e.correlation_id },
            },
          ]
        : []),
      {
        service: BROWSE,
        method: 'ListMediaSegments',
        request: { context, gk_engagement_id: { value: e.id }, page_size: 200, order_by: 'creation_timestamp asc' },
      },
    ],
  ];
  const q = (sql: string, params: unknown[]) => db.query(sql, params);
  return [
    {
      label: 'queue newest',
      pages: [[[list(month)]]],
      bare: () =>
        q(
          `SELECT * FROM engagements WHERE scope_id = $1 AND created_at >= $2 ORDER BY created_at DESC, gk_engagement_id DESC LIMIT ${PAGE}`,
          [scopeId, new Date(now - 30 * DAY)],
        ),
    },
    {
      label: 'queue by risk',
      pages: [[[list({ order_by: 'risk desc' })]]],
      bare: () =>
        q(
          `SELECT * FROM engagements WHERE scope_id = $1 ORDER BY COALESCE(risk, -2147483648) DESC, gk_engagement_id DESC LIMIT ${PAGE}`,
          [scopeId],
        ),
    },
    {
      label: 'queue filtered',
      pages: filtered.map((f) => [[f.call]]),
      bare: () => {
        const f = pick(filtered);
        return q(
          `SELECT * FROM engagements WHERE scope_id = $1 AND created_at >= $2 AND created_at < $3 AND decision = $4
            ORDER BY created_at DESC, gk_engagement_id DESC LIMIT ${PAGE}`,
          [scopeId, new Date(f.from), new Date(f.from + DAY), f.d],
        );
      },
    },
    {
      label: 'queue deep pages',
      pages: deep.map((d) => d.page),
      bare: () => {
        const d = pick(deep);
        return q(
          `SELECT * FROM engagements WHERE scope_id = $1 AND (COALESCE(risk, -2147483648), gk_engagement_id) < ($2, $3::uuid)
            ORDER BY COALESCE(risk, -2147483648) DESC, gk_engagement_id DESC LIMIT ${PAGE}`,
          [scopeId, d.risk, d.id],
        );
      },
    },
    {
      label: 'engagement page',
      pages: some.rows.map(engagementPage),
      bare: async () => {
        const e = pick(some.rows);
        await q(`SELECT * FROM engagements WHERE scope_id = $1 AND gk_engagement_id = $2`, [scopeId, e.id]);
        await Promise.all([
          q(`SELECT * FROM sessions WHERE scope_id = $1 AND gk_engagement_id = $2 ORDER BY created_at`, [
            scopeId,
            e.id,
          ]),
          e.correlation_id
            ? q(
                `SELECT * FROM engagements WHERE scope_id = $1 AND correlation_id = $2 ORDER BY created_at DESC LIMIT 5`,
                [scopeId, e.correlation_id],
              )
            : undefined,
          q(`SELECT * FROM media_segments WHERE scope_id = $1 AND gk_engagement_id = $2 ORDER BY created_at`, [
            scopeId,
            e.id,
          ]),
        ]);
      },
    },
  ];
}

async function load(server: RunningServer, token: string, pagesFile: string, inFlight: number): Promise<LoadResult> {
  const job = { address: server.grpcAddress, token, pagesFile, inFlight, seconds: SECONDS };
  const { stdout } = await run(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'bench/console-reads-client.ts'),
      JSON.stringify(job),
    ],
    { cwd: root, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as LoadResult;
}

async function measure(label: string, db: Db): Promise<BenchFigure[]> {
  const server = await startServer({ db, log: silentLogger });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-console-reads-'));
  try {
    const scope = await createScope(db, { name: 'console-reads' });
    const t0 = performance.now();
    await seedQueue(db, scope.id, 'bench-queue-', ENGAGEMENTS);
    const seedMs = performance.now() - t0;
    const creds = await createClient(db, { role: 'analyst', gkScopeIds: [scope.id], name: 'console-reads' });
    const token = await tokenFor(server, creds);
    const figures: BenchFigure[] = [
      { name: `${label} seeding ${ENGAGEMENTS} engagements`, value: seedMs, unit: 'ms', note: 'bulk SQL' },
    ];
    for (const s of await scenarios(server, db, scope.id, token)) {
      const file = path.join(dir, `${s.label.replace(/\W+/g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(s.pages));
      for (const inFlight of LEVELS) {
        const bare = await measureLoad({ inFlight, seconds: SECONDS }, async () => (await s.bare(), true));
        const ours = await load(server, token, file, inFlight);
        const name = `${label} ${s.label} x${inFlight}`;
        const note = `${ours.errors} errors; target ≤ ${TARGET_RATIO}× the bare SELECT`;
        figures.push(
          {
            name: `${name} p50`,
            value: ours.p50Ms,
            unit: 'ms',
            baseline: bare.p50Ms,
            ratio: ours.p50Ms / bare.p50Ms,
            note,
          },
          {
            name: `${name} p99`,
            value: ours.p99Ms,
            unit: 'ms',
            baseline: bare.p99Ms,
            ratio: ours.p99Ms / bare.p99Ms,
            note,
          },
        );
      }
    }
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}

const bench: Benchmark = {
  name: `Console reads over ${ENGAGEMENTS} engagements: page p50/p99 (ratio = ours / a bare SELECT of the same rows)`,
  run: () => onPgliteAndPostgres(measure, 'VIGIL_BENCH_CONSOLE_READS_PG'),
};

export default bench;
