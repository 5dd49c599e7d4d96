// Decision replay (issue 37) over about 100,000 decided sessions, on PGlite (in memory) and then on
// PostgreSQL (a cluster of the test kit's): the time and memory of a replay under a draft with a
// lower fraud threshold, next to a bare read of the same snapshots in the same run: the baseline
// is the keyset read, in batches of 2,000, of the full snapshots' columns replay used to read (the
// explanation's decision, risk, rule, thresholds, intent rules and factors, the layers and the
// verdict), nothing decided; replay itself reads the narrow rows migration 0028 keeps beside them
// (replay.store.ts decidedBatch). The sessions are the demo's (server/demo/sessions.ts):
// varied factors, configsets and verdicts, spread over three weeks. Target: ≤ 2 s and ≤ 100 MB of
// RSS growth on each back end. VIGIL_BENCH_REPLAY_PG=0 leaves PostgreSQL out;
// VIGIL_BENCH_REPLAY_ENGAGEMENTS sets the size (default 65,000 engagements, about 100,000 sessions).
// Both reads run in a child process started as every server process is (scripts/server-process.mjs:
// its memory environment and V8 flags, WASM on the baseline compiler only), since replay runs in
// the server: measured in the bench's own process, V8's default young generation and glibc's
// default arenas gave other figures than a server would show.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import url from 'node:url';
import v8 from 'node:v8';
import { SERVER_V8_FLAGS, withServerMemoryEnv } from '../scripts/server-process.mjs';
import type { Db } from '../server/db/types.js';
import { seedSessionsDemo } from '../server/demo/sessions.js';
import { runReplay } from '../server/decisions/replay-run.js';
import { countDecided, type ReplayWindow } from '../server/decisions/replay.store.js';
import type { BenchFigure } from './run.js';
import { onPgliteAndPostgres } from './backends.js';

const ENGAGEMENTS = Number(process.env.VIGIL_BENCH_REPLAY_ENGAGEMENTS) || 65_000;
const TARGET_SECONDS = 2;
const TARGET_RSS_MB = 100;

interface Timed {
  seconds: number;
  rssMb: number;
}

/** Runs `work` and measures its wall time and the peak RSS growth over the RSS before it. */
async function timed(work: () => Promise<unknown>): Promise<Timed> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  return { seconds: (performance.now() - t0) / 1000, rssMb: (peak - before) / 2 ** 20 };
}

/** The baseline: the next `limit` full snapshots after the position, with what replay needs of them. */
async function snapshotBatch(
  db: Db,
  w: ReplayWindow,
  after: { decidedAt: Date; gkSessionId: string } | null,
  limit: number,
): Promise<Array<{ gk_session_id: string; decided_at: Date }>> {
  // The position as the index scan's lower bound, read in index order, as replay.store.ts decidedBatch reads.
  const from = after ? '(d.decided_at, d.gk_session_id) > ($2::timestamptz, $5::uuid)' : 'd.decided_at >= $2';
  const r = await db.tx(async (q) => {
    await q.query('SET LOCAL enable_bitmapscan = off');
    return q.query<{ gk_session_id: string; decided_at: Date }>(
      `SELECT d.gk_session_id, d.gk_engagement_id, d.decided_at, d.engine_version, d.configset_id, d.layers,
            d.explanation->>'decision' AS decision, (d.explanation->>'risk')::int AS risk,
            d.explanation->>'rule' AS rule, d.explanation->'thresholds' AS thresholds,
            d.explanation->'intentFactors' AS intent_factors, d.explanation->'factors' AS factors, e.verdict
       FROM session_decision_snapshots d
       JOIN engagements e ON e.gk_engagement_id = d.gk_engagement_id
      WHERE d.scope_id = $1 AND ${from} AND d.decided_at < $3
      ORDER BY d.decided_at, d.gk_session_id
      LIMIT $4`,
      after ? [w.scopeId, after.decidedAt, w.before, limit, after.gkSessionId] : [w.scopeId, w.after, w.before, limit],
    );
  });
  return r.rows;
}

async function runOn(label: string, db: Db): Promise<BenchFigure[]> {
  const scopeId = randomUUID();
  const now = new Date(Date.UTC(2026, 10, 20));
  await seedSessionsDemo(db, { scopeId, now, seed: 37, engagements: ENGAGEMENTS });
  // The demo's scope has no revisions: one for the replay to propose, as an admin's draft would.
  await db.query(
    `INSERT INTO configset_revisions (gk_configset_revision_id, scope_id, config_class, configset_id, type, state,
       content, created_by, updated_by, created_at, modified_at)
     VALUES ($1, $2, 'CONFIG_CLASS_CONFIGSET', 'ContactCenterDefault', 'CONFIGSET_TYPE_OPERATIONAL', 'STATE_SAVED',
       '{}', 'bench', 'bench', $3, $3)`,
    [randomUUID(), scopeId, now],
  );
  const window = { scopeId, after: new Date(now.getTime() - 60 * 86_400_000), before: now };
  const sessions = await countDecided(db, window);

  let read = 0;
  const bare = await timed(async () => {
    let position: { decidedAt: Date; gkSessionId: string } | null = null;
    for (;;) {
      const rows = await snapshotBatch(db, window, position, 2000);
      read += rows.length;
      if (rows.length < 2000) break;
      const last = rows[rows.length - 1]!;
      position = { decidedAt: last.decided_at, gkSessionId: last.gk_session_id };
    }
  });
  let changed = 0;
  const replay = await timed(async () => {
    const run = await runReplay(db, {
      window,
      configsetId: 'ContactCenterDefault',
      revisionId: null,
      draft: { decision: { fraudRiskThreshold: 55 } },
      page: 50,
    });
    changed = run.changedTotal;
  });
  if (read !== sessions) throw new Error(`the bare read saw ${read} of ${sessions} sessions`);
  const n = sessions.toLocaleString('en');
  return [
    {
      name: `${label}: replay of ${n} decided sessions`,
      value: replay.seconds,
      unit: 's',
      baseline: bare.seconds,
      ratio: replay.seconds / bare.seconds,
      note: `target ≤ ${TARGET_SECONDS} s (${replay.seconds <= TARGET_SECONDS ? 'met' : 'missed'}); baseline: keyset read of the same snapshots in full; ${changed} decisions change`,
    },
    {
      name: `${label}: peak RSS growth, replay`,
      value: replay.rssMb,
      unit: 'MB',
      baseline: bare.rssMb,
      note: `target ≤ ${TARGET_RSS_MB} MB (${replay.rssMb <= TARGET_RSS_MB ? 'met' : 'missed'}); baseline: the bare read`,
    },
  ];
}

const CHILD = 'VIGIL_BENCH_REPLAY_CHILD';
const self = url.fileURLToPath(import.meta.url);

/** Runs the measurement in a child process with a server process's memory settings; its figures. */
function inServerProcess(): Promise<BenchFigure[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_V8_FLAGS, '--expose-gc', '--import', 'tsx', self], {
      env: withServerMemoryEnv({ ...process.env, [CHILD]: '1' }),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let figures: BenchFigure[] | undefined;
    child.on('message', (m) => (figures = m as BenchFigure[]));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      figures
        ? resolve(figures)
        : reject(new Error(`the replay bench's process ended (${signal ?? code}) without figures`)),
    );
  });
}

if (process.env[CHILD] === '1' && process.argv[1] === self) {
  // As server/cli.ts does when the launcher asks for it, before PGlite's WASM is compiled.
  if (process.env.VIGIL_WASM_LIFTOFF_ONLY === '1') v8.setFlagsFromString('--liftoff-only');
  const figures = await onPgliteAndPostgres(runOn, 'VIGIL_BENCH_REPLAY_PG');
  // Sent, then gone: a handle left open must not keep the parent waiting.
  process.send?.(figures, () => process.exit(0));
}

export default {
  name: `decision replay (${ENGAGEMENTS.toLocaleString('en')} demo engagements, PGlite and PostgreSQL, in a process with the server's memory settings)`,
  run: inServerProcess,
};
