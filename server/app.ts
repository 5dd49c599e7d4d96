// Composes the reference server: storage, token service, handlers, the dispatcher, and the two
// transports (gRPC, and HTTP/JSON plus /oauth2/token on a second port). Used by the standalone
// command (cli.ts), by the console's embedded-server process, and by integration tests on port 0.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { openBlobStore } from './blobs/open.js';
import { openDb, openServerDb, pgliteDirOf } from './db/open.js';
import { backgroundDb } from './db/priority.js';
import type { Db } from './db/types.js';
import { loadProtos } from '../wire/protos.js';
import { Dispatcher } from './rpc/dispatch.js';
import type { ServiceRegistration } from './rpc/types.js';
import { buildGrpcServer } from './grpc/grpc-server.js';
import { StreamDispatcher } from './rpc/streaming.js';
import { asrService, asrTrainingService, recognize } from './asr/index.js';
import { asrDeps } from './asr/deps.js';
import { ttsOptionsFromEnv, ttsService } from './tts/index.js';
import { createHttpBinding } from './http/http-binding.js';
import { createTokenService, type IssuedToken } from './auth/token-service.js';
import { resolveKek, type Kek } from './auth/key-encryption.js';
import { runClientsCommand } from './cli/clients.js';
import { runModelsCommand } from './cli/models.js';
import { runProjectsCommand } from './cli/projects.js';
import { listenAdminSocket } from './cli/admin-socket.js';
import { ensurePrivateDir, tightenTree } from './util/private-files.js';
import { audioHttpHandler, audioService, mediaPeaksService, type AudioDeps } from './audio/index.js';
import { browseService } from './browse/index.js';
import { configsetTimeouts, sessionsService, sweepExpired } from './sessions/index.js';
import { callerIdRuleHandlers, callerIdServices } from './callerid/index.js';
import { entitiesService, erasureRunner, type ErasureRunner } from './entities/index.js';
import { AudioFileStore } from './audio/audio-files.store.js';
import { configsetsService, resolveEffectiveConfig } from './configsets/index.js';
import {
  enrollmentResetHook,
  fraudsterEnrollmentService,
  startStatusJobs,
  statusJobDownloadHandler,
  stopStatusJobs,
  sweepStatusJobs,
  voiceprintsService,
  type VoiceprintsDeps,
} from './voiceprints/index.js';
import { systemClock, type Clock } from '../wire/clock.js';
import { createLogger, type Logger } from './util/log.js';
import { EventLoopWatchdog } from './util/event-loop-watchdog.js';
import { createEventLog, type EventLog } from './eventlog/index.js';
import { ModelCache, nluService, nluWordsetService, nluWordsetStreams, sweepExpiredWordsets } from './nlu/index.js';
import { decisionReplayStreams } from './decisions/index.js';
import { mediaTranscriptsService, transcriptRunner, type TranscriptRunner } from './transcripts/index.js';
import { jobOptionsFromEnv } from './jobs/options.js';
import { startLater } from './jobs/start-later.js';
import { Backend, backendOptionsFromEnv, dialogService, sweepExpiredSessions } from './dialog/index.js';

export interface ServerOptions {
  /** Folder for PGlite's files and the audio store. Absent: in-memory database (tests). */
  dataDir?: string | undefined;
  /** postgres://… to use a real PostgreSQL instead of PGlite. */
  databaseUrl?: string | undefined;
  host?: string;
  /** 0 picks a free port. */
  grpcPort?: number;
  httpPort?: number;
  tls?: { certFile: string; keyFile: string } | undefined;
  log?: Logger;
  clock?: Clock;
  /** An already-open database (tests share one); the server then does not close it. */
  db?: Db;
  /** Largest accepted audio upload in bytes (default 200 MiB). */
  maxUploadBytes?: number;
  /** Seals the signing keys; default VIGIL_KEY_ENCRYPTION_KEY, else DATA_DIR/key-encryption.key. */
  kek?: Kek;
  /**
   * Where audio files and status reports live: s3://bucket/prefix, "postgres" or "local".
   * Absent: PostgreSQL when the database is PostgreSQL, the data folder otherwise.
   */
  blobUrl?: string | undefined;
  /** Where the speech engine is installed; default VIGIL_SPEECH_ENGINE_DIR, else the user cache (scripts/speech-engine.mjs). */
  speechEngineDir?: string | undefined;
  /**
   * Transcribe stored media segments in the background (default true). False: jobs are still
   * queued with the audio but this process never works on them (test servers that do not need it).
   */
  transcribe?: boolean;
  /**
   * The durable-job runners (erasures, status reports, transcripts) start once the first call has
   * been answered, or after this many milliseconds if none comes (default: at once). A start then
   * spends its CPU and the database's one PGlite connection on its first answers, not on work
   * nobody waits for; jobs left by the last run resume that much later, never not at all.
   */
  deferJobsMs?: number;
}

export interface RunningServer {
  /** host:port for gRPC clients. */
  grpcAddress: string;
  /** Base URL of the HTTP/JSON binding. */
  httpUrl: string;
  tokenUrl: string;
  tls: boolean;
  db: Db;
  /** Runtime event logs: the producer services write through, and the consumer API's sweep. */
  eventLog: EventLog;
  /** Settles once the first unary call has been answered (Dispatcher.firstAnswered). */
  firstCallAnswered: Promise<void>;
  /** An access token for a client, issued by this server without its secret (TokenService.issueForClient). */
  issueToken(clientId: string): Promise<IssuedToken | undefined>;
  /** Graceful: stops accepting calls, lets in-flight ones finish (up to graceMs), then closes storage. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Plaintext is allowed only on these: a literal 127.0.0.0/8 address, ::1 or the name localhost.
 * A name such as 127.example.com resolves wherever its owner likes, so it is not loopback.
 */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return net.isIPv4(host) && host.split('.')[0] === '127';
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? createLogger('info', { svc: 'vigil-server' });
  const clock = opts.clock ?? systemClock;
  if (!opts.tls && !isLoopback(host)) {
    throw new Error(
      `refusing to listen on ${host} without TLS: plaintext is allowed on loopback only (give --tls-cert and --tls-key)`,
    );
  }
  const tlsFiles = opts.tls
    ? { cert: fs.readFileSync(opts.tls.certFile), key: fs.readFileSync(opts.tls.keyFile) }
    : undefined;

  const ownsDb = !opts.db;
  // The data folder is this user's alone (0700, refused if others may write to it); files an older
  // version left readable are narrowed. PGlite keeps its files in a folder of their own in it.
  if (opts.dataDir) {
    ensurePrivateDir(opts.dataDir);
    // PGlite's folder is left to openServerDb, which narrows it as it opens it (about 1,300 files).
    const pgliteOpensIt = !opts.db && !opts.databaseUrl;
    tightenTree(opts.dataDir, pgliteOpensIt ? pgliteDirOf(opts.dataDir) : undefined);
  }
  const opening =
    opts.db ??
    (opts.dataDir
      ? openServerDb({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl }, log)
      : openDb({ databaseUrl: opts.databaseUrl, log }));
  // The protos (kept for the process) are parsed while the database opens: PGlite's WASM compiles
  // on V8's background threads meanwhile (db/pglite-wasm.ts), and its start waits for its lock.
  try {
    loadProtos();
  } catch (e) {
    if (ownsDb)
      void Promise.resolve(opening).then(
        (d) => d.close(),
        () => undefined,
      );
    throw e;
  }
  const db = await opening;
  let admin: { close(): Promise<void> } | undefined;
  let tokens: Awaited<ReturnType<typeof createTokenService>> | undefined;
  let erasure: ErasureRunner | undefined;
  let transcriber: TranscriptRunner | undefined;
  let statusJobs: VoiceprintsDeps | undefined;
  // What a start that fails halfway has to undo, beyond the above.
  let tmpDataDir: string | undefined;
  let maintenance: NodeJS.Timeout | undefined;
  // Stops the job runners' deferred start (deferJobsMs) from happening.
  let cancelJobs = () => {};
  let eventLogStarted: ReturnType<typeof createEventLog> | undefined;
  let grpcStarted: grpc.Server | undefined;
  let watchdogStarted: EventLoopWatchdog | undefined;
  try {
    const protos = loadProtos();
    const kek = opts.kek ?? resolveKek({ dataDir: opts.dataDir });
    tokens = await createTokenService({ db, clock, log, kek });
    const tokenService = tokens;
    // A PGlite data folder is this process's alone: admin commands run on it come here.
    if (ownsDb && opts.dataDir && !opts.databaseUrl && db.kind === 'pglite') {
      admin = await listenAdminSocket(opts.dataDir, async (argv) => {
        const out: string[] = [];
        const err: string[] = [];
        const code =
          argv[0] === 'models'
            ? await runModelsCommand(argv, { db, out: (l) => out.push(l), err: (l) => err.push(l) })
            : argv[0] === 'projects'
              ? await runProjectsCommand(argv, { db, out: (l) => out.push(l), err: (l) => err.push(l) })
              : await runClientsCommand(argv, { db, kek, out: (l) => out.push(l), err: (l) => err.push(l) });
        // This instance applies the change at once; others on a shared database within refreshMs.
        await tokenService.reloadKeys();
        log.info('admin command', { command: argv.slice(0, 2).join(' '), code });
        return { code, out, err };
      });
    }
    // Status-job reports go under the data folder (a temporary folder for in-memory test servers).
    let publicUrl = '';
    tmpDataDir = opts.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-data-'));
    const dataDir = opts.dataDir ?? (tmpDataDir as string);
    // Audio and reports: in the shared database (or S3) when there is one, so every instance serves every byte.
    const blobs = openBlobStore({ db, dataDir, blobUrl: opts.blobUrl });
    log.info('blob store ready', { kind: blobs.kind });
    // The durable jobs' tuning (lease, batch size) from the environment, read once.
    const jobOptions = jobOptionsFromEnv();
    const voiceprintsDeps: VoiceprintsDeps = {
      db,
      clock,
      log,
      config: resolveEffectiveConfig,
      dataDir,
      blobs,
      statusJob: jobOptions.statusJob,
      publicBaseUrl: () => publicUrl,
    };
    statusJobs = voiceprintsDeps;
    const speechEnv = opts.speechEngineDir
      ? { ...process.env, VIGIL_SPEECH_ENGINE_DIR: opts.speechEngineDir }
      : process.env;
    // Transcripts of stored audio: a job per segment, durable in the database, on a decoder pool of
    // one process of its own, so background transcription never takes live recognition's decoders,
    // at a lower priority than the calls people wait for (server/util/background-priority.ts).
    const transcribePool = opts.transcribe === false ? undefined : asrDeps(speechEnv, 1, { background: true }).pool;
    const transcripts = transcriptRunner({
      db,
      clock,
      log,
      files: new AudioFileStore(blobs),
      pool: transcribePool,
      options: jobOptions.transcripts,
    });
    transcriber = transcripts;
    const audioDeps: AudioDeps = {
      db,
      clock,
      log,
      dataDir,
      blobs,
      onAudioStored: () => transcripts.kick(),
      publicBaseUrl: () => publicUrl,
      kek,
      ...(opts.maxUploadBytes ? { maxUploadBytes: opts.maxUploadBytes } : {}),
    };
    // Session and engagement timeouts come from the configset in force for the scope.
    // Inside a transaction the lookup must use it (PGlite has one connection: `db` would wait forever).
    const sessionTimeouts = configsetTimeouts(db);
    // DeletePersonalData jobs: durable in the database, worked on by whichever instance claims them.
    const erasures = erasureRunner({
      db,
      clock,
      log,
      files: new AudioFileStore(blobs),
      options: jobOptions.erasure,
    });
    erasure = erasures;
    const eventLog = createEventLog({ db, clock, log, authenticate: (t) => tokenService.authenticate(t) });
    eventLogStarted = eventLog;
    const nluModels = new ModelCache(db);
    // One engine lookup and decoder pool for the recognizer, its training service and the dialog's
    // ExecuteStream (which shares Recognize's handler, so its decoder share per app, and the synthesizer).
    const speech = {
      ...asrDeps(speechEnv),
      producer: eventLog.producer,
      db,
      blobs,
    };
    const recognizer = recognize(speech);
    const tts = ttsService({ producer: eventLog.producer, options: ttsOptionsFromEnv() });
    const dialog = dialogService({
      db,
      models: nluModels,
      producer: eventLog.producer,
      backend: new Backend(backendOptionsFromEnv(log)),
      recognize: recognizer,
      synthesizer: tts.synthesizer,
    });
    const registrations: ServiceRegistration[] = [
      sessionsService({ db, clock, timeouts: sessionTimeouts, hooks: { onFraudReset: [enrollmentResetHook(clock)] } }),
      audioService(audioDeps),
      mediaPeaksService(audioDeps),
      mediaTranscriptsService({ db }),
      configsetsService({ db, clock }),
      browseService({ db, clock, timeouts: sessionTimeouts }),
      voiceprintsService(voiceprintsDeps),
      fraudsterEnrollmentService(voiceprintsDeps),
      ...callerIdServices({ db, clock, log, config: resolveEffectiveConfig }),
      entitiesService({
        callerIdRules: callerIdRuleHandlers({ db, clock, log, config: resolveEffectiveConfig }),
        db,
        clock,
        log,
        erasure: erasures,
      }),
      nluService({ db, models: nluModels, producer: eventLog.producer }),
      nluWordsetService({ db }),
      dialog,
    ];
    const downloads = statusJobDownloadHandler(voiceprintsDeps);
    // Reads expire sessions lazily; this sweep also stops the ones nobody reads and removes expired
    // status reports (the job runners find lost jobs themselves). Background work (db/priority.ts):
    // a sweep over a scope's active sessions held PGlite's one connection for 50-200 ms among
    // the calls of clients, once a minute.
    const sweepMs = 60_000;
    const sweepDb = backgroundDb(db);
    maintenance = setInterval(() => {
      void sweepExpired(sweepDb, clock, sessionTimeouts).catch((err: unknown) =>
        log.warn('session sweep failed', { err: String(err) }),
      );
      void sweepStatusJobs(voiceprintsDeps).catch((err: unknown) =>
        log.warn('report sweep failed', { err: String(err) }),
      );
      void sweepExpiredWordsets(sweepDb, clock).catch((err: unknown) =>
        log.warn('wordset sweep failed', { err: String(err) }),
      );
      void sweepExpiredSessions(sweepDb, clock.now()).catch((err: unknown) =>
        log.warn('dialog session sweep failed', { err: String(err) }),
      );
    }, sweepMs);
    maintenance.unref();
    if (!transcribePool)
      log.info('media segments are not transcribed by this process (no speech engine, or turned off)');
    const audioHttp = audioHttpHandler(audioDeps);
    const training = asrTrainingService(speech);
    registrations.push(training.unary);
    registrations.push(tts.unary);
    const dispatcher = new Dispatcher({
      registrations,
      authenticate: (t) => tokenService.authenticate(t),
      clock,
      log,
    });
    // The job runners: at once, or after the first answer (deferJobsMs); never once a stop has begun.
    const startJobs = () => {
      erasures.start();
      startStatusJobs(voiceprintsDeps);
      if (transcribePool) transcripts.start();
    };
    if (opts.deferJobsMs === undefined) startJobs();
    else cancelJobs = startLater(dispatcher.firstAnswered, opts.deferJobsMs, startJobs);

    const streams = new StreamDispatcher({
      registrations: [
        asrService(speech, recognizer),
        dialog.streaming,
        training.streaming,
        tts.streaming,
        nluWordsetStreams({ db, models: nluModels }),
        decisionReplayStreams({ db }),
      ],
      authenticate: (t) => tokenService.authenticate(t),
      clock,
      log,
    });

    const grpcParts = buildGrpcServer({ protos, dispatcher, streams, log });
    grpcStarted = grpcParts.server;
    const creds = tlsFiles
      ? grpc.ServerCredentials.createSsl(null, [{ cert_chain: tlsFiles.cert, private_key: tlsFiles.key }], false)
      : grpc.ServerCredentials.createInsecure();
    const grpcPort = await new Promise<number>((resolve, reject) =>
      grpcParts.server.bindAsync(
        `${host.includes(':') ? `[${host}]` : host}:${opts.grpcPort ?? 0}`,
        creds,
        (err, port) => (err ? reject(err) : resolve(port)),
      ),
    );

    const binding = createHttpBinding({ protos, dispatcher, streams, log });
    // This process's event-loop delay, at /healthz beside the serving status.
    const watchdog = new EventLoopWatchdog();
    watchdogStarted = watchdog;
    const onRequest: http.RequestListener = (req, res) => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/oauth2/token') return tokenService.handleTokenRequest(req, res);
        if (path === '/healthz') {
          res.writeHead(200, { 'content-type': 'application/json' });
          // Which durable-job runners are working now (a bench waits for the demo's transcripts).
          const background = { transcripts: transcripts.busy, erasure: erasures.busy };
          res.end(
            JSON.stringify({ status: grpcParts.health.statusOf(''), event_loop: watchdog.figures(), background }),
          );
          return;
        }
        if (await downloads(req, res)) return;
        if (await audioHttp(req, res)) return;
        if (await eventLog.http(req, res)) return;
        if (await binding.handle(req, res)) return;
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            status: {
              statusCode: 'NOT_FOUND',
              httpTransCode: 404,
              statusMessage: { message: `no route for ${req.method} ${path}` },
            },
          }),
        );
      })().catch((err: unknown) => {
        log.error('http request failed', { err: String(err) });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: { statusCode: 'INTERNAL_ERROR', httpTransCode: 500 } }));
      });
    };
    const httpServer = tlsFiles
      ? https.createServer({ cert: tlsFiles.cert, key: tlsFiles.key }, onRequest)
      : http.createServer(onRequest);
    const httpPort = await new Promise<number>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(opts.httpPort ?? 0, host, () => resolve((httpServer.address() as net.AddressInfo).port));
    });

    const urlHost = host.includes(':') ? `[${host}]` : host;
    const httpUrl = `${tlsFiles ? 'https' : 'http'}://${urlHost}:${httpPort}`;
    publicUrl = httpUrl;
    let stopping: Promise<void> | undefined;
    return {
      grpcAddress: `${urlHost}:${grpcPort}`,
      httpUrl,
      tokenUrl: `${httpUrl}/oauth2/token`,
      tls: !!tlsFiles,
      db,
      eventLog,
      firstCallAnswered: dispatcher.firstAnswered,
      issueToken: (clientId) => tokenService.issueForClient(clientId),
      stop(graceMs = 10_000) {
        stopping ??= (async () => {
          grpcParts.health.setNotServing();
          cancelJobs();
          const eventLogClosed = eventLog.close(); // ends long polls at once, flushes the producer
          const httpClosed = new Promise<void>((r) => httpServer.close(() => r()));
          httpServer.closeIdleConnections();
          const grpcClosed = new Promise<void>((r) => grpcParts.server.tryShutdown(() => r()));
          const timer = setTimeout(() => {
            grpcParts.server.forceShutdown();
            httpServer.closeAllConnections();
          }, graceMs);
          clearInterval(maintenance);
          await admin?.close();
          await Promise.all([grpcClosed, httpClosed, grpcParts.drained()]);
          clearTimeout(timer);
          await stopStatusJobs(voiceprintsDeps);
          await erasures.stop();
          await transcripts.stop();
          await tts.close();
          await eventLogClosed;
          await tokenService.close();
          watchdog.close();
          if (ownsDb) await db.close();
          if (tmpDataDir) fs.rmSync(tmpDataDir, { recursive: true, force: true });
          log.info('server stopped');
        })();
        return stopping;
      },
    };
  } catch (err) {
    clearInterval(maintenance);
    cancelJobs();
    const grpcServer = grpcStarted;
    if (grpcServer) await new Promise<void>((r) => grpcServer.tryShutdown(() => r()));
    await eventLogStarted?.close();
    await erasure?.stop();
    await transcriber?.stop();
    if (statusJobs) await stopStatusJobs(statusJobs);
    await admin?.close();
    await tokens?.close();
    watchdogStarted?.close();
    if (ownsDb) await db.close();
    if (tmpDataDir) fs.rmSync(tmpDataDir, { recursive: true, force: true });
    throw err;
  }
}
