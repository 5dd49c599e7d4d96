// The voiceprint profiles status job on 1,000,000 profiles, on PGlite (in memory) and then on
// PostgreSQL (a cluster of the test kit's): time and memory, next to baselines from the same run: a
// plain keyset SELECT of the same rows (what reading alone costs), the same job the previous way
// (row pages, whose ZIP must be byte-identical), and on PGlite the same job on 100,000 profiles
// (memory must not grow with the number of profiles). The seed's figure for a million profiles is
// 2 to 5 minutes. VIGIL_BENCH_STATUS_PG=0 leaves PostgreSQL out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Db, Queryable } from '../server/db/types.js';
import { ManualClock } from '../wire/clock.js';
import { resolveDeps } from '../server/voiceprints/deps.js';
import { createStatusJobRunner } from '../server/voiceprints/status-job.js';
import { profilesPage } from '../server/voiceprints/status-job.store.js';
import type { BenchFigure } from './run.js';
import { onPgliteAndPostgres } from './backends.js';

// VIGIL_BENCH_STATUS_ROWS runs it on fewer profiles (the small job is a tenth of them); the seed's
// figure only applies to a million.
const MILLION = Number(process.env.VIGIL_BENCH_STATUS_ROWS) || 1_000_000;
const SMALL = Math.max(1, Math.round(MILLION / 10));
const short = (n: number) => (n % 1_000_000 === 0 ? `${n / 1_000_000}M` : n % 1000 === 0 ? `${n / 1000}k` : String(n));
const BIG = short(MILLION);
const LITTLE = short(SMALL);
const SEED_SECONDS = 120; // the seed's best case for a million

/** n person profiles in one scope, in every lock and training state, made in SQL. */
async function seed(db: Queryable, scopeId: string, n: number): Promise<void> {
  const now = new Date(Date.UTC(2026, 0, 1));
  // IDs derived from the scope and the row number, so owners and profiles are made without a join.
  await db.query(
    `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at)
     SELECT md5($1 || 'o' || g)::uuid, $1::uuid, 'OWNER_TYPE_PERSON', 'person-' || g, $2 FROM generate_series(1, $3::int) g`,
    [scopeId, now, n],
  );
  await db.query(
    `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, owner_external_id, tag, version, status,
       lock_timestamp, lock_reason, locked_by, lock_note, auto_unlock_at, mismatch_counter,
       calibration_model_revision_id, voice_class_score, latest_train_at, created_at, modified_at)
     SELECT md5($1 || 'p' || r)::uuid, $1::uuid, md5($1 || 'o' || r)::uuid, 'OWNER_TYPE_PERSON', 'person-' || r, 'main', r % 4,
            CASE WHEN r % 4 = 0 THEN 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED' WHEN r % 4 = 1 THEN 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED' ELSE 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED' END,
            CASE WHEN r % 10 IN (1, 2) THEN $2::timestamptz END,
            CASE WHEN r % 10 = 1 THEN 'LOCK_REASON_OTHER' WHEN r % 10 = 2 THEN 'LOCK_REASON_CONSECUTIVE_MISMATCHES' END,
            CASE WHEN r % 10 = 1 THEN 'support-client' END,
            CASE WHEN r % 10 = 1 THEN 'caller asked, "urgent"' END,
            CASE WHEN r % 10 = 2 THEN $2::timestamptz + interval '1 hour' END,
            (r % 10 = 2)::int * 5,
            CASE WHEN r % 4 > 0 THEN '11111111-1111-4111-8111-111111111111'::uuid END,
            CASE WHEN r % 4 > 0 THEN (r % 100)::real END,
            CASE WHEN r % 4 > 0 THEN $2::timestamptz END,
            $2::timestamptz - (r % 1000) * interval '1 minute', $2::timestamptz
       FROM generate_series(1, $3::int) r`,
    [scopeId, now, n],
  );
}

/**
 * Bulk loading: secondary indexes are built once afterwards and foreign keys are not checked row by
 * row. Indexes that back a constraint (UNIQUE, which foreign keys point at) stay. Triggers are off
 * too, so the seed writes each profile's copy of its owner's external ID itself (the job's
 * comparison with the previous way, which reads the owner's, checks it).
 */
async function bulkLoad(db: Db, load: (q: Queryable) => Promise<void>): Promise<void> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE tablename IN ('voiceprint_owners', 'voiceprint_profiles') AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = indexname)`,
  );
  for (const r of rows) await db.query(`DROP INDEX ${r.name}`);
  try {
    // In one transaction, so the setting holds on PostgreSQL's pooled connections too.
    await db.tx(async (q) => {
      await q.query('SET LOCAL session_replication_role = replica');
      await load(q);
    });
  } finally {
    for (const r of rows) await db.query(r.def);
    await db.query('ANALYZE voiceprint_owners');
    await db.query('ANALYZE voiceprint_profiles');
  }
}

// A collection before each measurement, so garbage left by the previous one is not counted as its
// growth (without --expose-gc on the command line).
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

interface Measured {
  seconds: number;
  /** Process CPU time (user + system): steadier than wall time on a busy machine. */
  cpuSeconds: number;
  rssMb: number;
  heapMb: number;
}

/** Runs fn while sampling memory; returns seconds and peak growth of RSS and of the JS heap (MB). */
async function measure(fn: () => Promise<void>): Promise<Measured> {
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await fn();
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  return {
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    rssMb: (peakRss - base.rss) / 2 ** 20,
    heapMb: (peakHeap - base.heapUsed) / 2 ** 20,
  };
}

/** The job and its baselines on one database (seeded here); figure names start with `label`. */
async function runOn(label: string, db: Db): Promise<BenchFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
  try {
    const big = randomUUID();
    const small = randomUUID();
    const tSeed = performance.now();
    await bulkLoad(db, async (q) => {
      await seed(q, small, SMALL);
      await seed(q, big, MILLION);
    });
    const seedSeconds = (performance.now() - tSeed) / 1000;

    const ctx = resolveDeps({
      db,
      clock: new ManualClock(Date.UTC(2026, 0, 1, 0, 30)),
      dataDir,
      publicBaseUrl: () => 'http://bench',
    });
    const copyCtx = ctx;
    // The previous way, for comparison: the same runner on a database without binary COPY, which
    // pages through a keyset query of one JSON array per row.
    const rowsCtx = { ...ctx, db: { ...db, copyOutBinary: undefined } as Db };
    // One runner per job, started and stopped around it, so only it claims the job.
    const job = async (scopeId: string, runCtx = copyCtx) => {
      const r = createStatusJobRunner(runCtx);
      r.start();
      const id = await r.execute(scopeId, {
        ownerType: 'OWNER_TYPE_PERSON',
        createdFrom: undefined,
        createdUntil: undefined,
      });
      await r.idle();
      await r.stop();
      const row = await r.get(scopeId, id);
      if (row?.state !== 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED' || row.row_count === null)
        throw new Error(`job ended ${row?.state}: ${row?.error}`);
      return row;
    };
    const filter = { ownerType: 'OWNER_TYPE_PERSON' as const, createdFrom: undefined, createdUntil: undefined };
    const select = await measure(async () => {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await profilesPage(db, big, filter, after, 10_000);
        if (!rows.length) break;
        after = (rows[rows.length - 1] as { id: string }).id;
      }
    });
    let smallRows = 0;
    const small100k = await measure(async () => {
      smallRows = (await job(small)).row_count as number;
    });
    let bigJob: Awaited<ReturnType<typeof job>> | undefined;
    const million = await measure(async () => {
      bigJob = await job(big);
    });
    let previousZip = '';
    const previous = await measure(async () => {
      previousZip = (await job(big, rowsCtx)).file_path as string;
    });
    const same = fs
      .readFileSync(path.join(dataDir, previousZip))
      .equals(fs.readFileSync(path.join(dataDir, bigJob?.file_path as string)));
    if (!same) throw new Error('the binary COPY job and the row job wrote different ZIPs');
    const cpu = (m: Measured) => `CPU ${m.cpuSeconds.toFixed(1)} s`;
    const zipMb = fs.statSync(path.join(dataDir, bigJob?.file_path as string)).size / 2 ** 20;
    const note = `${bigJob?.row_count} rows, ZIP ${zipMb.toFixed(1)} MB; ${smallRows} rows in the small job; seeding took ${seedSeconds.toFixed(1)} s`;
    const figures: BenchFigure[] = [
      {
        name: `job, ${BIG} profiles`,
        value: million.seconds,
        unit: 's',
        baseline: SEED_SECONDS,
        ratio: SEED_SECONDS / million.seconds,
        note: `baseline: the seed's 2 min (best case); ${cpu(million)}; ${note}`,
      },
      {
        name: 'job vs the previous way (row pages)',
        value: million.seconds,
        unit: 's',
        baseline: previous.seconds,
        ratio: million.seconds / previous.seconds,
        note: `baseline: the same job paging through a keyset query of JSON rows, ${cpu(previous)}; ZIPs byte-identical`,
      },
      {
        name: 'job vs reading the same rows',
        value: million.seconds,
        unit: 's',
        baseline: select.seconds,
        ratio: million.seconds / select.seconds,
        note: `baseline: keyset SELECT of the same ${BIG} rows, no CSV or ZIP, ${cpu(select)}`,
      },
      { name: `job, ${LITTLE} profiles`, value: small100k.seconds, unit: 's' },
      {
        name: `peak RSS growth, ${BIG}`,
        value: million.rssMb,
        unit: 'MB',
        baseline: small100k.rssMb,
        ratio: million.rssMb / Math.max(1, small100k.rssMb),
        note: `baseline: the same job on ${LITTLE} (flat memory: ratio near 1)`,
      },
      {
        name: `peak JS heap growth, ${BIG}`,
        value: million.heapMb,
        unit: 'MB',
        baseline: small100k.heapMb,
        ratio: million.heapMb / Math.max(1, small100k.heapMb),
      },
      { name: 'peak RSS growth, plain SELECT', value: select.rssMb, unit: 'MB' },
    ];
    return figures.map((f) => ({ ...f, name: `${label}: ${f.name}` }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export default {
  name: `voiceprint status job (${MILLION.toLocaleString('en')} profiles, PGlite and PostgreSQL)`,
  run: (): Promise<BenchFigure[]> => onPgliteAndPostgres(runOn, 'VIGIL_BENCH_STATUS_PG'),
};
