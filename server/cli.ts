// `npm run serve`: the reference server on its own, or its admin commands.
//   npm run serve -- [--data-dir DIR] [--port N|0] [--http-port N] [--host H] [--database-url URL]
//                    [--tls-cert FILE --tls-key FILE] [--log-level debug|info|warn|error] [--demo]
//   npm run serve -- clients add --name N --role R --scope S   (and: clients list|remove|rotate, scopes add|list)
//   npm run serve -- keys rotate
// Admin commands take the same --data-dir/--database-url as the server and reach the same database;
// on a PGlite data folder a running server has open, they run inside that server (cli/admin-socket.ts).
//   npm run serve -- blobs migrate --data-dir D [--database-url URL] [--delete-local]
// Audio files and status reports go to the database (DATABASE_URL / --database-url), to S3 with
// VIGIL_BLOB_URL=s3://bucket/prefix, or else to the data folder.
// Once ready it prints one line on stdout:
//   vigil-server listening grpc=HOST:PORT http=URL token=URL
// First, so PGlite's WASM compiles while the rest loads (early-start.ts).
import './cli/early-start.js';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { startServer } from './app.js';
import { DbInUseError, openServerDb } from './db/open.js';
import { compilePgliteWasm } from './db/pglite-wasm.js';
import { LocalBlobStore } from './blobs/local.store.js';
import { migrateLocalBlobs } from './blobs/migrate.js';
import { openBlobStore } from './blobs/open.js';
import { DEMO_APP, demoTokensFile, seedDemo, writeDemoTokens } from './demo/index.js';
import { writeDemoResources } from './demo/eventlog.js';
import { DEMO_NLU_URN, deployDemoModel } from './nlu/demo.js';
import { DEMO_DIALOG_URN, deployDemoProject } from './dialog/index.js';
import { runClientsCommand } from './cli/clients.js';
import { absoluteModelArgs, runModelsCommand } from './cli/models.js';
import { absoluteProjectArgs, runProjectsCommand } from './cli/projects.js';
import { runViaServer } from './cli/admin-socket.js';
import { resolveKek } from './auth/key-encryption.js';
import { createLogger, type LogLevel, type Logger } from './util/log.js';
import { PRIVATE_UMASK, ensurePrivateDir } from './util/private-files.js';
import { EnvError, readVigilEnv } from './util/env.js';
import { HELP, USAGE, parseServeArgs, resolveDataDir } from './cli/args.js';
import type { VigilEnv } from '../shared/env.js';
import { launchMark, markProcessStart } from '../wire/launch-trace.js';
import { loadProtos, messagesOf, prepareCodec } from '../wire/protos.js';
import { oneATurn } from '../wire/one-a-turn.js';
import { FIRST_SCREEN_CALLS } from '../shared/rpc/services.js';

/** How long the work a start puts off waits for a first call before it starts anyway. */
const BACKGROUND_AFTER_MS = 3000;

export async function main(argv: string[]): Promise<number> {
  markProcessStart('server: process spawned');
  launchMark('server: modules loaded');
  // Everything this process creates (database, audio, reports, keys) is for this user alone.
  if (process.platform !== 'win32') process.umask(PRIVATE_UMASK);
  // Every VIGIL_* variable, checked once (shared/env.ts): a bad value stops here, named.
  let env: VigilEnv;
  try {
    env = readVigilEnv(process.env, (line) => process.stderr.write(`vigil-server: ${line}\n`));
  } catch (e) {
    if (!(e instanceof EnvError)) throw e;
    for (const p of e.problems) process.stderr.write(`vigil-server: ${p}\n`);
    return 2;
  }
  const parsed = parseServeArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(`vigil-server: ${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed.args;
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return 0;
  }
  const str = (k: keyof typeof values) => (typeof values[k] === 'string' ? values[k] : undefined);
  const dataDir = resolveDataDir(str('data-dir'), env.VIGIL_DATA_DIR);
  const databaseUrl = str('database-url') ?? process.env.DATABASE_URL ?? undefined;
  const level = (str('log-level') ?? env.VIGIL_LOG_LEVEL ?? 'info') as LogLevel;
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(level)) {
    process.stderr.write(`--log-level must be one of debug, info, warn, error (got "${level}")\n`);
    return 2;
  }
  const log = createLogger(level, { svc: 'vigil-server' });
  // WASM (PGlite) runs with V8's baseline compiler only: the optimising tier's code and its
  // compile-time memory stayed resident (about 60 MB) for a server that mostly idles. Set before
  // any module is compiled; `npm run serve` and the console both ask (scripts/server-process.mjs).
  if (env.VIGIL_WASM_LIFTOFF_ONLY === true) v8.setFlagsFromString('--liftoff-only');

  const command = positionals[0];
  if (
    command === 'clients' ||
    command === 'scopes' ||
    command === 'keys' ||
    command === 'models' ||
    command === 'projects'
  ) {
    const out = (l: string) => process.stdout.write(l + '\n');
    const err = (l: string) => process.stderr.write(l + '\n');
    const adminArgv = absoluteProjectArgs(absoluteModelArgs(stripStorageOptions(argv.slice(argv.indexOf(command)))));
    if (!databaseUrl) {
      ensurePrivateDir(dataDir);
      const viaServer = await runViaServer(dataDir, adminArgv, out, err);
      if (viaServer !== undefined) return viaServer;
    }
    let db;
    try {
      db = await openServerDb({ dataDir, databaseUrl }, createLogger('warn'));
    } catch (e) {
      // A server that was still starting holds the database now and answers on its socket.
      if (!(e instanceof DbInUseError)) throw e;
      const viaServer = await runViaServer(dataDir, adminArgv, out, err);
      if (viaServer !== undefined) return viaServer;
      throw e;
    }
    try {
      if (command === 'models') return await runModelsCommand(adminArgv, { db, out, err });
      if (command === 'projects') return await runProjectsCommand(adminArgv, { db, out, err });
      return await runClientsCommand(adminArgv, { db, out, err, kek: resolveKek({ dataDir }) });
    } finally {
      await db.close();
    }
  }
  if (command === 'blobs')
    return runBlobsCommand(positionals[1], { dataDir, databaseUrl, deleteLocal: !!values['delete-local'] });
  if (command) {
    process.stderr.write(`unknown command "${command}"\n${USAGE}\n`);
    return 2;
  }

  // PGlite's WASM compiles on V8's background threads while the start below checks its folders and
  // loads its protos (server/db/pglite-wasm.ts); the database's open takes the module. Started
  // already when the module load began (cli/early-start.ts), unless --liftoff-only was only set
  // above.
  void compilePgliteWasm();
  const port = (k: 'port' | 'http-port', fallback: number): number => {
    const v = str(k);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 65535)
      throw new Error(`--${k} must be a port number from 0 to 65535 (got "${v}")`);
    return n;
  };
  const grpcPort = port('port', env.VIGIL_GRPC_PORT ?? 50051);
  const httpPort = port('http-port', grpcPort === 0 ? 0 : grpcPort + 1);
  const certFile = str('tls-cert') ?? env.VIGIL_TLS_CERT;
  const keyFile = str('tls-key') ?? env.VIGIL_TLS_KEY;
  if (!!certFile !== !!keyFile) throw new Error('--tls-cert and --tls-key go together');

  logMemory(log, 'start');
  const server = await startServer({
    dataDir,
    databaseUrl,
    host: str('host') ?? env.VIGIL_HOST ?? '127.0.0.1',
    grpcPort,
    httpPort,
    tls: certFile && keyFile ? { certFile, keyFile } : undefined,
    log,
    blobUrl: env.VIGIL_BLOB_URL,
    // The first call's answer before jobs the last run left (transcripts, reports) take the CPU.
    deferJobsMs: BACKGROUND_AFTER_MS,
  });
  launchMark('server: listening');
  logMemory(log, 'server started'); // the database open and migrated, the services listening
  // On a new data folder the demo's clients and sessions (the console's first screen) are seeded
  // before the ready line, the rest (voiceprints, caller ID rules, audio, the event log) after the
  // first answer (below): it took about half of a first launch's start, and the first screen does
  // not show it.
  let demoRest: (() => Promise<void>) | undefined;
  if (values.demo) {
    const clients = await seedDemo(server.db, {
      dataDir,
      log,
      eventLog: server.eventLog,
      httpUrl: server.httpUrl,
      afterFirstScreen: (rest) => (demoRest = rest),
    });
    writeDemoResources(dataDir, server.httpUrl, { nluModelUrn: DEMO_NLU_URN, dialogModelUrn: DEMO_DIALOG_URN });
    await writeDemoTokens(dataDir, clients, (id) => server.issueToken(id));
    logMemory(log, 'demo seeded');
    launchMark('server: demo seeded');
  }
  process.stdout.write(
    `vigil-server listening grpc=${server.grpcAddress} http=${server.httpUrl} token=${server.tokenUrl}\n`,
  );
  launchMark('server: ready line');
  // The console's first calls come moments after this line: the code of their messages is generated
  // while it reads the line and connects, in the order it calls, not once they are here (about a
  // third of the first answer's time was protobufjs writing it).
  if (values.demo) prepareFirstScreenCodecs();
  let stopping = false;
  // Work a start puts off (the rest of a new demo, the demo models) begins once the first call has
  // been answered, so the console's first screen does not wait behind it; or after
  // BACKGROUND_AFTER_MS if no call comes; or not at all when a stop comes first.
  let stopRequested = () => {};
  let timer: NodeJS.Timeout | undefined;
  const afterFirstAnswer = Promise.race([
    server.firstCallAnswered,
    new Promise<void>((r) => (timer = setTimeout(r, BACKGROUND_AFTER_MS).unref())),
    new Promise<void>((r) => (stopRequested = r)),
  ])
    // A turn later, so the first answer is written out before this work takes the database.
    .then(() => new Promise<void>((r) => setImmediate(r)))
    .then(() => {
      clearTimeout(timer);
      launchMark('server: first call answered (or timed out)');
      saveCodeCache();
    });
  // A stop waits for a rest that has started (its parts are transactions of their own; one cut off
  // by the database closing would be finished by the next start, but need not be).
  const rest = demoRest;
  const demoRestRun = afterFirstAnswer
    .then(() => (stopping || !rest ? undefined : rest().then(() => logMemory(log, 'demo rest seeded'))))
    .catch((err: unknown) => {
      if (!stopping) log.warn('demo data not all seeded', { error: String(err) });
    });
  // The demo semantic model is trained after that (seconds on a new data folder, a lookup
  // afterwards): nothing on the console's first screen needs it, and an Interpret that comes sooner
  // is told the model is not there yet. A stop does not wait for it: the deployment is one
  // transaction, so one cut short leaves nothing behind and the next start trains again.
  if (values.demo)
    void afterFirstAnswer
      .then(() => (stopping ? undefined : deployDemoModel(server.db, { appId: DEMO_APP, now: new Date() })))
      .then(
        (deployed) => {
          if (deployed === undefined) return;
          log.info('demo semantic model ready', { urn: DEMO_NLU_URN });
          logMemory(log, 'demo model deployed');
        },
        (err: unknown) => {
          if (!stopping) log.warn('demo semantic model not deployed', { error: String(err) });
        },
      );
  // The demo dialog project (the banking export) likewise, its NLU model trained in the background.
  if (values.demo)
    void afterFirstAnswer
      .then(() => (stopping ? undefined : deployDemoProject(server.db, { appId: DEMO_APP, now: new Date() })))
      .then(
        (deployed) => {
          if (deployed !== undefined) log.info('demo dialog project ready', { urn: DEMO_DIALOG_URN });
        },
        (err: unknown) => {
          if (!stopping) log.warn('demo dialog project not deployed', { error: String(err) });
        },
      );

  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info('shutting down', { signal });
      stopping = true;
      stopRequested();
      // The demo clients' tokens were for this run's console; they need not outlive it on disk.
      if (values.demo) fs.rmSync(demoTokensFile(dataDir), { force: true });
      void demoRestRun.then(() => server.stop()).then(resolve);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    // The console starts the server as a child with an IPC channel; when the parent goes, so do we.
    process.once('disconnect', () => stop('parent disconnected'));
  });
  return 0;
}

/**
 * The code of the first screen's messages (FIRST_SCREEN_CALLS), a message a turn, so a call that
 * arrives meanwhile waits for one message's code at most; a failure is left to the calls.
 */
function prepareFirstScreenCodecs(): void {
  let messages: ReturnType<typeof messagesOf>;
  try {
    messages = messagesOf(loadProtos().root, FIRST_SCREEN_CALLS);
  } catch {
    return;
  }
  oneATurn(messages, prepareCodec);
}

/**
 * The process's memory at a phase of start-up, as one `memory` log line (info): resident set, V8's
 * heap, and `external`, which holds PGlite's WASM heap. The console bench reads these lines.
 */
function logMemory(log: Logger, phase: string): void {
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 104857.6) / 10;
  log.info('memory', {
    phase,
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
  });
}

/**
 * When this process was loaded with V8's code cache (scripts/code-cache.cjs: the console's embedded
 * server), writes it if there is none yet: by now it holds what a start up to a first answer
 * compiled. Nothing otherwise.
 */
function saveCodeCache(): void {
  const save = (globalThis as Record<symbol, unknown>)[Symbol.for('vigil.codeCache.save')];
  if (typeof save === 'function') (save as () => void)();
}

/** The command's own arguments, without the options that choose the database (the server has them). */
function stripStorageOptions(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--data-dir' || a === '--database-url' || a === '--log-level') i++;
    else if (!/^--(data-dir|database-url|log-level)=/.test(a)) out.push(a);
  }
  return out;
}

/** `blobs migrate`: the data folder's audio files and reports into the shared blob store. */
async function runBlobsCommand(
  sub: string | undefined,
  o: { dataDir: string; databaseUrl: string | undefined; deleteLocal: boolean },
): Promise<number> {
  if (sub !== 'migrate') {
    process.stderr.write(`unknown blobs command "${sub ?? ''}"; try: blobs migrate\n`);
    return 2;
  }
  const db = await openServerDb({ dataDir: o.dataDir, databaseUrl: o.databaseUrl }, createLogger('warn'));
  try {
    const to = openBlobStore({ db, dataDir: o.dataDir, blobUrl: readVigilEnv().VIGIL_BLOB_URL });
    if (to.kind === 'local') {
      process.stderr.write(
        'the blob store is this data folder already: give --database-url (or DATABASE_URL) or VIGIL_BLOB_URL=s3://…\n',
      );
      return 2;
    }
    const r = await migrateLocalBlobs({
      from: new LocalBlobStore(o.dataDir),
      to,
      deleteLocal: o.deleteLocal,
      out: (l) => process.stdout.write(l + '\n'),
    });
    process.stdout.write(
      `blobs migrate: ${r.copied} copied, ${r.alreadyThere} already in the ${to.kind} store, ${r.damaged.length} damaged\n`,
    );
    return r.damaged.length ? 1 : 0;
  } finally {
    await db.close();
  }
}

const isEntry =
  process.argv[1] &&
  path.resolve(process.argv[1]).replace(/\.ts$/, '') === path.resolve(import.meta.filename ?? '').replace(/\.ts$/, '');
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`vigil-server: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
