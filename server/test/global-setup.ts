// vitest globalSetup: one throwaway PostgreSQL cluster for the whole run, handed to test files as
// inject('pgAdminUrl') (and VIGIL_TEST_PG_ADMIN_URL for processes they spawn). Without the
// binaries the PostgreSQL cases are skipped locally; in CI (CI=true) that is an error.
// An externally provided VIGIL_TEST_PG_ADMIN_URL is used as is and no cluster is started.
import type { TestProject } from 'vitest/node';
import { PG_ADMIN_URL_ENV, findPgBin, startPostgresCluster } from './postgres.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env[PG_ADMIN_URL_ENV];
  if (external) {
    project.provide('pgAdminUrl', external);
    return async () => {};
  }
  const bin = findPgBin();
  if (!bin) {
    const why = 'PostgreSQL binaries not found in /usr/lib/postgresql/*/bin (set PG_BIN to point elsewhere)';
    if (process.env.CI === 'true') throw new Error(`${why}; CI must run the PostgreSQL tests`);
    console.warn(`[vigil] PostgreSQL tests are skipped: ${why}`);
    project.provide('pgAdminUrl', '');
    return async () => {};
  }
  const cluster = await startPostgresCluster();
  process.env[PG_ADMIN_URL_ENV] = cluster.adminUrl;
  project.provide('pgAdminUrl', cluster.adminUrl);
  return async () => {
    delete process.env[PG_ADMIN_URL_ENV];
    await cluster.stop();
  };
}
