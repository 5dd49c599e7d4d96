// Runs a benchmark's measurement on PGlite (in memory) and then on PostgreSQL (a throwaway cluster
// of the test kit's), each on a database of its own that is closed afterwards. `skipPostgresEnv`
// names the variable that, set to 0, leaves PostgreSQL out.
import { openDb } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { silentLogger } from '../server/util/log.js';
import { startPostgresCluster } from '../testkit/postgres.testkit.js';
import type { BenchFigure } from './run.js';

export async function onPgliteAndPostgres(
  runOn: (label: string, db: Db) => Promise<BenchFigure[]>,
  skipPostgresEnv: string,
): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const lite = await openDb({ log: silentLogger });
  try {
    figures.push(...(await runOn('PGlite', lite)));
  } finally {
    await lite.close();
  }
  if (process.env[skipPostgresEnv] === '0') return figures;
  const cluster = await startPostgresCluster();
  try {
    const db = await openDb({ databaseUrl: cluster.adminUrl, log: silentLogger });
    try {
      figures.push(...(await runOn('PostgreSQL', db)));
    } finally {
      await db.close();
    }
  } finally {
    await cluster.stop();
  }
  return figures;
}
