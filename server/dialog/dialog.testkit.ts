// What the dialog runtime's integration tests share: the real Mix exports beside the project
// (../shared/data/mix-projects/, used unchanged), and a reader of an app's event-log records
// through the public consumer API, as a log collector of that app would read them.
import path from 'node:path';
import type { TestServer } from '../../testkit/server-harness.testkit.js';
import { createClient } from '../auth/clients.js';
import { logApi, logToken, type LogApi } from '../eventlog/log-clients.testkit.js';

/** The folder of one of the real exports. */
export function mixProject(name: 'banking' | 'travel-ivr-digital'): string {
  return path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'mix-projects', name);
}

/** A log collector of `app` (a service client with the `log` scope) reading as consumer group `G`. */
export async function collectorOf(t: TestServer, app: string): Promise<LogApi> {
  const log = await createClient(t.db, {
    role: 'service',
    gkScopeIds: [t.scopeId],
    name: 'collector',
    app,
    oauthScopes: ['log'],
  });
  const header = (await logToken(t.tokenUrl, log.clientId, log.clientSecret, 'G')).header;
  return logApi(t.httpUrl, 'G', () => header);
}
