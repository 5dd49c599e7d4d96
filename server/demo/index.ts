// Demo data for `--demo` and the console's embedded server: one scope, one client per role, and
// the demo data set of every manager built so far. Deterministic from a seed value, apart from the
// client secrets, which are random and written once to DATA_DIR/demo-clients.json (mode 0600).
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types.js';
import { backgroundDb } from '../db/priority.js';
import { ROLES, type Role } from '../rpc/types.js';
import { createClient, createScope, getClient, rotateSecret } from '../auth/clients.js';
import { seedCallerIdDemo } from './callerid.js';
import { seedConfigsetsDemo } from './configsets.js';
import { demoAudioSeeded, seedAudioDemo } from './audio.js';
import { seedVoiceprintsDemo } from './voiceprints.js';
import { seedSessionsDemo } from './sessions.js';
import type { Logger } from '../util/log.js';
import { writePrivateFile } from '../util/private-files.js';
import type { EventLog } from '../eventlog/index.js';
import { DEMO_LOG_APP, seedEventLogDemo, writeDemoResources } from './eventlog.js';
import { deployDemoModel } from '../nlu/index.js';
import { countClients, fraudFirstSessions, scopeHasRows } from './demo.store.js';
import { launchMark } from '../../wire/launch-trace.js';

export const DEMO_SCOPE_ID = 'd3e0c0de-0000-4000-8000-000000000001';
const DEMO_SCOPE_NAME = 'demo';
/** The app ID of the demo clients (appID:vigil:…): the demo semantic model is private to it. */
export const DEMO_APP = 'vigil';

export interface DemoClient {
  role: Role;
  clientId: string;
  clientSecret: string;
  scope: string;
  gkScopeId: string;
  /** Set on clients limited to some OAuth scopes (the event-log reader: ["log"]). */
  oauthScopes?: string[];
}

/** A client for the event-log and audio-file APIs only (OAuth scope log), of the demo app's topic. */
export const DEMO_EVENTLOG_CLIENT = 'demo-eventlog';

export interface SeedDemoOptions {
  /** Where demo-clients.json goes; absent: not written (tests read the return value). */
  dataDir?: string | undefined;
  now?: Date;
  seed?: number;
  log?: Logger;
  /** The server's event log: the demo's event history is written through its producer. */
  eventLog?: EventLog;
  /** The server's HTTP address, for DATA_DIR/demo-resources.json. */
  httpUrl?: string;
  /**
   * Deploy the demo semantic model (server/nlu/demo/banking.json) for the demo app and name it in
   * demo-resources.json as nluModelUrn. Off by default: training takes seconds.
   */
  nluModel?: boolean;
  /**
   * Given: seedDemo returns once the clients, the configsets and the sessions are in (what the
   * console's first screen shows) and hands over the rest (voiceprints, caller ID rules, audio, the
   * event log, the model) as `rest`, for the caller to run when it chooses (cli.ts: once the first
   * call is answered). Each part of the rest is skipped where it is already there, so a rest cut
   * short by a stop is finished by the next start.
   */
  afterFirstScreen?: (rest: () => Promise<void>) => void;
}

/** The demo client of a role: its ID is fixed (its secret is random). */
export const demoClientId = (role: Role): string => `appID:vigil:geo:local:clientName:demo-${role}`;

function demoClientsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-clients.json');
}

/** DATA_DIR/demo-tokens.json: an access token per demo client, from the server that wrote it. */
export function demoTokensFile(dataDir: string): string {
  return path.join(dataDir, 'demo-tokens.json');
}

/**
 * Writes a fresh access token for each demo client to DATA_DIR/demo-tokens.json (0600, beside the
 * secrets in demo-clients.json, which can get such tokens anyway): the console's first calls use
 * it rather than waiting for a token request, whose scrypt check of the secret is deliberately
 * slow. `issuedAt` is epoch milliseconds. The server removes the file when it stops.
 */
export async function writeDemoTokens(
  dataDir: string,
  clients: readonly { clientId: string }[],
  issue: (clientId: string) => Promise<{ access_token: string; expires_in: number; scope: string } | undefined>,
  now: () => number = Date.now,
): Promise<void> {
  const issuedAt = now();
  const tokens: Record<string, { accessToken: string; expiresIn: number; scope: string }> = {};
  // Side by side: each is a read and a signature, and the ready line waits for all of them.
  const issued = await Promise.all(clients.map(async (c) => [c.clientId, await issue(c.clientId)] as const));
  for (const [clientId, t] of issued)
    if (t) tokens[clientId] = { accessToken: t.access_token, expiresIn: t.expires_in, scope: t.scope };
  writePrivateFile(demoTokensFile(dataDir), JSON.stringify({ issuedAt, tokens }) + '\n');
}

/**
 * Seeds once per database; later calls only make sure the demo clients' file is usable. It writes
 * in short transactions, as background work (server/db/priority.ts: the Db's background view), so
 * the calls of clients that arrive meanwhile go first; except, given `afterFirstScreen`, the part
 * the server's ready line waits for (the scope, the clients, the first screen's sessions): the
 * console, and a demo client, learn the ports and the demo tokens from that line, so there is
 * seldom a call to give way to, and in the background class each start paid the gate's grace
 * after the start's own statements (about 30 ms of a relaunch's critical path, the server idle).
 */
export function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<DemoClient[]> {
  return seed(opts.afterFirstScreen ? db : backgroundDb(db), backgroundDb(db), opts);
}

/** `db`: the database for what is seeded before seedDemo returns; `later`: for the rest. */
async function seed(db: Db, later: Db, opts: SeedDemoOptions): Promise<DemoClient[]> {
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? 7;
  await createScope(db, { id: DEMO_SCOPE_ID, name: DEMO_SCOPE_NAME });
  const file = opts.dataDir ? demoClientsFile(opts.dataDir) : undefined;
  // The clients are made (or read) beside the data seeding: a new client's secret is hashed with
  // scrypt on libuv's thread pool, which the seeding's statements overlap. The seeding needs only
  // the admin's client ID, which is fixed.
  const clientsReady = (async (): Promise<DemoClient[]> => {
    let clients = file ? readDemoClients(file) : undefined;
    if (!clients || !(await clientsExist(db, clients))) {
      // One client per role and the event-log client, made side by side: each secret's scrypt hash
      // runs on libuv's thread pool, so together they take about as long as two of them one by one.
      const make = async (
        clientId: string,
        fields: Omit<Parameters<typeof createClient>[1], 'gkScopeIds'>,
      ): Promise<{ clientId: string; clientSecret: string }> =>
        // A client whose secret was lost (no demo-clients.json) gets a new secret rather than a new identity.
        (await getClient(db, clientId))
          ? rotateSecret(db, clientId)
          : createClient(db, { ...fields, gkScopeIds: [DEMO_SCOPE_ID] });
      const logClientId = `appID:${DEMO_LOG_APP}:geo:local:clientName:${DEMO_EVENTLOG_CLIENT}`;
      const [roleClients, logClient] = await Promise.all([
        Promise.all(
          ROLES.map(async (role) => {
            const name = `demo-${role}`;
            const created = await make(demoClientId(role), {
              role,
              name,
              app: 'vigil',
              geo: 'local',
            });
            return { role, clientId: created.clientId, clientSecret: created.clientSecret };
          }),
        ),
        make(logClientId, {
          role: 'service',
          name: DEMO_EVENTLOG_CLIENT,
          app: DEMO_LOG_APP,
          geo: 'local',
          oauthScopes: ['log'],
        }),
      ]);
      clients = [
        ...roleClients.map((c) => ({ ...c, scope: DEMO_SCOPE_NAME, gkScopeId: DEMO_SCOPE_ID })),
        {
          role: 'service' as const,
          clientId: logClient.clientId,
          clientSecret: logClient.clientSecret,
          scope: DEMO_SCOPE_NAME,
          gkScopeId: DEMO_SCOPE_ID,
          oauthScopes: ['log'],
        },
      ];
      // 0600 even when an older file was wider: it holds every demo client's secret.
      if (file) writePrivateFile(file, JSON.stringify(clients, null, 2) + '\n');
    }
    launchMark('server: demo clients in');
    return clients;
  })();
  // Awaited below; a failure meanwhile must not surface as an unhandled rejection.
  clientsReady.catch(() => undefined);
  const newDemo = !(await scopeHasRows(db, 'engagements', DEMO_SCOPE_ID));
  if (newDemo) {
    const admin = demoClientId('admin');
    // Configsets first: the demo sessions' decisions are computed under the scope's active settings.
    await seedConfigsetsDemo(db, { scopeId: DEMO_SCOPE_ID, now, createdBy: admin });
    await seedSessionsDemo(db, { scopeId: DEMO_SCOPE_ID, now, seed });
    launchMark('server: demo sessions in');
  }
  const rest = async (): Promise<void> => {
    // Each part is skipped where it is there already (a deferred rest may have been cut short).
    // Sessions a stop cut short are finished here, not before the ready line: telling whether
    // they are all in means making them all again, which every relaunch would wait for.
    if (!newDemo) await seedSessionsDemo(later, { scopeId: DEMO_SCOPE_ID, now, seed });
    await seedVoiceprintsDemo(later, { scopeId: DEMO_SCOPE_ID, now, seed });
    await seedCallerIdDemo(later, { scopeId: DEMO_SCOPE_ID, now });
    // Audio lives in the data folder; a demo without one (tests) has no media.
    // Each call is its own transaction; one a stop cut short is finished here.
    if (opts.dataDir && !(await demoAudioSeeded(later, DEMO_SCOPE_ID, seed)))
      await seedAudioDemo(later, {
        scopeId: DEMO_SCOPE_ID,
        dataDir: opts.dataDir,
        now,
        seed,
        engagements: await audioTargets(later),
      });
    if (newDemo) opts.log?.info('demo data seeded', { scope: DEMO_SCOPE_ID });
    // After the sessions, which the calls link to; once per database.
    if (opts.eventLog)
      await seedEventLogDemo(later, opts.eventLog, { now, seed, ...(opts.log ? { log: opts.log } : {}) });
    const nluModelUrn = opts.nluModel ? await deployDemoModel(later, { appId: DEMO_APP, now }) : undefined;
    if (opts.dataDir && opts.httpUrl)
      writeDemoResources(opts.dataDir, opts.httpUrl, nluModelUrn ? { nluModelUrn } : {});
  };
  const clients = await clientsReady;
  if (opts.afterFirstScreen) opts.afterFirstScreen(rest);
  else await rest();
  return clients;
}

function readDemoClients(file: string): DemoClient[] | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoClient[];
    // One client per role, then the event-log reader (older files lack it and are made again).
    return Array.isArray(parsed) &&
      parsed.length === ROLES.length + 1 &&
      parsed.some((c) => c.clientId?.endsWith(`:clientName:${DEMO_EVENTLOG_CLIENT}`))
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

async function clientsExist(db: Db, clients: DemoClient[]): Promise<boolean> {
  return (
    (await countClients(
      db,
      clients.map((c) => c.clientId),
    )) === clients.length
  );
}

/** Sessions to attach demo recordings to: fraud decisions first, so an analyst's queue filtered to fraud has audio. */
async function audioTargets(db: Db): Promise<{ gkEngagementId: string; gkSessionId: string }[]> {
  const rows = await fraudFirstSessions(db, DEMO_SCOPE_ID, 10);
  return rows.map((x) => ({ gkEngagementId: x.gk_engagement_id, gkSessionId: x.gk_session_id }));
}
