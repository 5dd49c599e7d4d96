// Everything main offers the renderer, assembled once and handed to the router. The Electron shell
// and the browser host both call this, so the console behaves the same in either. Services get
// their dependencies from here; only the shell knows about Electron (it passes the safeStorage
// cipher and the user-data folder).
import path from 'node:path';
import type { Clock } from '../wire/clock.js';
import { createRouter, type HandlerOptions, type Router } from './ipc/router.js';
import { DOMAIN_CHANNEL_DEFS } from './channels/index.js';
import { closeReportsOf } from './channels/voiceprints.reports.js';
import { closeErasuresOf } from './jobs/erasures.js';
import { closeEventLogOf } from './eventlog/eventlog-tail.js';
import { createEventBus, type EventBus } from './ipc/event-bus.js';
import { appInfo } from './services/app-info.js';
import { diagnosticsText } from './services/diagnostics.js';
import { createConsoleLogs, type ConsoleLogs } from './logs/console-logs.js';
import { AuditLog } from './audit/audit-log.js';
import { Auditor, profileSubject } from './audit/auditor.js';
import { auditChannels } from './audit/audit.channels.js';
import { Connections } from './connections/connections.service.js';
import { connectionChannels } from './connections/connections.channels.js';
import { ProfileStore } from './connections/profile-store.js';
import { EmbeddedServer, type EmbeddedHandle, type SpawnServer } from './embedded/embedded-server.js';
import { embeddedChannels } from './embedded/embedded.channels.js';
import type { ServerCommand } from './embedded/server-command.js';
import { bindChannels, type ChannelDefinition, defineChannel, type MainContext } from './ipc/define-channel.js';
import type { RpcClientOptions } from './grpc/rpc-client.js';
import type { ScryptCost } from './secrets/passphrase-cipher.js';
import type { SecretCipher } from './secrets/secret-cipher.js';
import { SecretStore } from './secrets/secret-store.js';

/** Domain channels (engagements.*, voiceprints.*, ...), one list per screen area in channels/. */
export const DOMAIN_CHANNELS: readonly ChannelDefinition[] = DOMAIN_CHANNEL_DEFS;

export interface MainServicesOptions {
  host: 'electron' | 'browser';
  /** The console's own folder: Electron's userData, or VIGIL_HOME / ~/.vigil-console in the browser host. */
  userDataDir: string;
  /** The OS keyring cipher (SafeStorageCipher in Electron; noCipher where there is none). */
  cipher: SecretCipher;
  /** Starts the embedded server process (default: fork server/cli.ts). */
  spawnServer?: SpawnServer;
  /** How to run the server (SEAM(electron-build): the packaged app passes its bundled server here). */
  serverCommand?: ServerCommand;
  /** A ready-made embedded server (tests), or false for none. */
  embedded?: EmbeddedHandle | false;
  /** Start the embedded server at once (default false: the host calls start() when it is ready). */
  autoStart?: boolean;
  fetch?: typeof fetch;
  clock?: Clock;
  osUser?: string;
  scryptCost?: ScryptCost;
  rpc?: Partial<RpcClientOptions>;
  /** More channels (tests, or features not yet listed in DOMAIN_CHANNELS). */
  channels?: readonly ChannelDefinition[];
  log?: (msg: string, fields?: object) => void;
  /** The log files (default: opened in <userDataDir>/logs). */
  logs?: ConsoleLogs;
  /** Opens a folder in the OS file manager (Electron: shell.openPath); absent in the browser host. */
  openPath?: (dir: string) => Promise<boolean>;
  /** Prints the window to a PDF file the user picks (Electron); absent in the browser host. */
  savePdf?: (fileName: string) => Promise<{ saved: boolean; path?: string }>;
  /** Test-only hooks on (app.info says so; the renderer's test throw). Never set in a release. */
  testHooks?: boolean;
}

export interface MainServices extends Router {
  events: EventBus;
  context: MainContext;
  logs: ConsoleLogs;
  /** Help ▸ Copy diagnostics' text. */
  diagnostics(): string;
  /** Resolves once the embedded server runs (rejects if it could not start); no-op without one. */
  start(): Promise<void>;
  /** Cancels calls, closes channels, stops the embedded server. */
  close(): Promise<void>;
}

/**
 * A domain channel that first waits out an embedded server start (Connections.ready), so the
 * window can open, and the browser host serve, before the server is up.
 */
function afterEmbeddedStart(def: ChannelDefinition): ChannelDefinition {
  return {
    channel: def.channel,
    audited: def.audited,
    bind(ctx) {
      const handler = def.bind(ctx) as (req: object, o: HandlerOptions) => Promise<unknown>;
      const bound = async (req: object, o: HandlerOptions) => {
        const profileId = (req as { profileId?: unknown }).profileId;
        await ctx.connections.ready(typeof profileId === 'string' ? profileId : undefined, o.signal);
        o.signal.throwIfAborted();
        return handler(req, o);
      };
      return bound as unknown as ReturnType<typeof def.bind>;
    },
  };
}

/** Every channel main answers: its own (app, connections, embedded, audit), then the domain ones. */
export function channelDefinitions(
  host: MainServicesOptions['host'],
  extra: readonly ChannelDefinition[] = [],
  help: {
    diagnostics: () => string;
    logsDir: string;
    openPath?: ((dir: string) => Promise<boolean>) | undefined;
    savePdf?: MainServicesOptions['savePdf'];
    testHooks?: boolean | undefined;
  } = { diagnostics: () => '', logsDir: '' },
): readonly ChannelDefinition[] {
  return [
    defineChannel('app.info', () => async () => ({ ...appInfo(host), ...(help.testHooks ? { testHooks: true } : {}) })),
    defineChannel('app.diagnostics', () => async () => ({ text: help.diagnostics(), logsDir: help.logsDir })),
    defineChannel(
      'app.savePdf',
      () => async (req) =>
        help.savePdf ? { supported: true, ...(await help.savePdf(req.fileName)) } : { supported: false, saved: false },
    ),
    defineChannel('app.openLogsFolder', () => async () => ({
      opened: help.openPath ? await help.openPath(help.logsDir) : false,
      logsDir: help.logsDir,
    })),
    ...connectionChannels,
    ...embeddedChannels,
    ...auditChannels,
    ...[...DOMAIN_CHANNELS, ...extra].map(afterEmbeddedStart),
  ];
}

export function createMainRouter(options: MainServicesOptions): MainServices {
  const logs = options.logs ?? createConsoleLogs(options.userDataDir);
  // main's log goes to main.log, and to the host's own log (stderr in the browser host) as before.
  const log = (msg: string, fields?: object) => {
    logs.log(msg, fields);
    options.log?.(msg, fields);
  };
  const opts = { ...options, log };
  const events = createEventBus(opts.log);
  const secrets = new SecretStore({
    dir: opts.userDataDir,
    osCipher: opts.cipher,
    ...(opts.scryptCost ? { scryptCost: opts.scryptCost } : {}),
  });
  const embedded =
    opts.embedded === false
      ? undefined
      : (opts.embedded ??
        new EmbeddedServer({
          dataDir: path.join(opts.userDataDir, 'embedded-server'),
          ...(opts.spawnServer ? { spawn: opts.spawnServer } : {}),
          ...(opts.serverCommand ? { command: opts.serverCommand } : {}),
          log: opts.log,
          onOutput: (stream, line) => logs.serverLine(stream, line),
        }));
  embedded?.onState((state) => events.emit('embedded.state', state));
  const auditor = new Auditor(new AuditLog(opts.userDataDir), { clock: opts.clock, osUser: opts.osUser });
  const connections = new Connections({
    profiles: new ProfileStore(opts.userDataDir),
    secrets,
    embedded,
    events,
    fetch: opts.fetch,
    clock: opts.clock,
    rpc: opts.rpc,
    onInsecureUse: (p) =>
      auditor.note(
        'connections.useInsecure',
        profileSubject(p),
        { profileId: p.id },
        `connected through "${p.name}", marked insecure for lab use (${p.tokenUrl}, ${p.endpoint}${p.tls ? '' : ' plaintext'})`,
      ),
  });
  const context: MainContext = { connections, secrets, auditor, events, embedded };

  const diagnostics = () => {
    let connection: { name: string; endpoint: string; tokenUrl: string } | undefined;
    try {
      const { profile } = connections.current();
      connection = { name: profile.name, endpoint: profile.endpoint, tokenUrl: profile.tokenUrl };
    } catch {
      connection = undefined;
    }
    return diagnosticsText({
      host: opts.host,
      version: appInfo(opts.host).version,
      userDataDir: opts.userDataDir,
      logs,
      embedded: embedded?.status(),
      connection,
    });
  };
  const handlers = bindChannels(
    context,
    channelDefinitions(opts.host, opts.channels, {
      diagnostics,
      logsDir: logs.dir,
      openPath: opts.openPath,
      savePdf: opts.savePdf,
      testHooks: opts.testHooks,
    }),
  );
  const router = createRouter(handlers, opts.log);

  let starting: Promise<void> | undefined;
  const start = () =>
    (starting ??= embedded
      ? embedded.start().then(
          () => undefined,
          (err: unknown) => {
            opts.log?.('embedded server did not start', { err: String(err) });
            throw err;
          },
        )
      : Promise.resolve());
  if (opts.autoStart && embedded) start().catch(() => undefined);

  return {
    ...router,
    events,
    context,
    logs,
    diagnostics,
    start,
    async close() {
      router.cancelAll();
      closeReportsOf(context);
      closeErasuresOf(context);
      await closeEventLogOf(context);
      connections.close();
      await embedded?.stop();
    },
  };
}
