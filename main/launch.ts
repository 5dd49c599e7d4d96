// `npm start`: opens the console. With an Electron binary it builds what is missing and opens the
// desktop window; where there is none (or with --web) it serves the same console to a browser on
// 127.0.0.1, guarded by a per-launch secret, and prints the URL to open (it works once: the
// browser host swaps it for a session cookie). `npm start` runs this file bundled
// (dist/console/launch.cjs, by scripts/start.mjs), and then the embedded server's bundle too;
// `tsx main/launch.ts` runs both from source.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findElectronBinary } from './electron-binary.js';
import { EmbeddedServer } from './embedded/embedded-server.js';
import { builtServerCommand } from './embedded/server-command.js';
import { warmWireDefinitions } from './grpc/warm-up.js';
import { browserHostDirs } from '../scripts/server-process.mjs';
import { createConsoleLogs } from './logs/console-logs.js';
import { installProcessHandlers } from './logs/process-handlers.js';
import { parseVigilEnv } from '../shared/env.js';
import { launchMark, markProcessStart } from '../wire/launch-trace.js';

/** main/ from source, dist/console/ when bundled: both one level below the project's root folder. */
const bundled = import.meta.url.endsWith('.cjs');
const root = path.resolve(import.meta.dirname, '..', ...(bundled ? ['..'] : []));
const rendererDir = path.join(root, 'dist', 'renderer');

function buildRenderer(force: boolean): void {
  if (!force && fs.existsSync(path.join(rendererDir, 'index.html'))) return;
  process.stderr.write('vigil: building the console…\n');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

async function main(): Promise<void> {
  markProcessStart('console: process spawned');
  launchMark('console: main started');
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { web: { type: 'boolean' }, port: { type: 'string' }, rebuild: { type: 'boolean' } },
    strict: false,
  });
  const electron = findElectronBinary();
  buildRenderer(!!values.rebuild);

  if (!values.web && 'path' in electron) {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build-electron.mjs')], { cwd: root, stdio: 'inherit' });
    const child = spawn(electron.path, [path.join(root, 'dist', 'electron', 'main.cjs')], {
      stdio: 'inherit',
      cwd: root,
    });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  if (!values.web && 'missing' in electron) {
    process.stderr.write(
      `vigil: no Electron window here (${electron.missing}); serving the console to a browser instead.\n`,
    );
  }
  // The console's VIGIL_* variables, read through the one table (shared/env.ts).
  const env = parseVigilEnv(process.env).values;
  const { userDataDir, serverDataDir } = browserHostDirs({ VIGIL_HOME: env.VIGIL_HOME });
  const log = (msg: string, f?: object) => process.stderr.write(`${msg} ${JSON.stringify(f ?? {})}\n`);
  // main.log and embedded-server.log in <home>/logs, rotating (main/logs/).
  const logs = createConsoleLogs(userDataDir);
  installProcessHandlers(process, (m, f) => {
    logs.log(m, f);
    log(m, f);
  });
  // The embedded server starts first, so its start-up overlaps loading the rest of main; the console
  // is served at once, and calls made before the server is up wait for it (Connections.ready), as
  // in the Electron window.
  const dataDir = serverDataDir;
  process.stderr.write(`vigil: starting the embedded server (data in ${dataDir})…\n`);
  const embedded = new EmbeddedServer({
    dataDir,
    log: (m, f) => {
      logs.log(m, f);
      log(m, f);
    },
    onOutput: (stream, line) => logs.serverLine(stream, line),
    ...(bundled ? { command: builtServerCommand() } : {}),
  });
  let announced = '';
  let restarts = 0;
  embedded.onState((st) => {
    if (st.restarts > restarts) {
      restarts = st.restarts;
      process.stderr.write(
        `vigil: ${st.lastError ?? 'the embedded server stopped'}; restarting it (restart ${st.restarts}).\n`,
      );
    }
    if (st.state === 'failed')
      process.stderr.write(`vigil: the embedded server gave up restarting: ${st.lastError ?? 'unknown error'}\n`);
    // Once per address: where other tools (grpcurl, curl) can reach the same server.
    if (st.state !== 'running' || announced === st.grpcAddress) return;
    announced = st.grpcAddress ?? '';
    launchMark('console: embedded server ready line read');
    process.stdout.write(`vigil: the embedded server is running: grpc=${st.grpcAddress} token=${st.tokenUrl}\n`);
  });
  embedded.start().catch((err: unknown) => {
    process.stderr.write(
      `vigil: the embedded server did not start (${err instanceof Error ? err.message : String(err)}); the console runs without it.\n`,
    );
  });
  launchMark('console: embedded server asked to start');
  const [{ startWebHost }, { createMainRouter }, { mediaRouteOf }, { noCipher }, { warmResponseSchemas }] =
    await Promise.all([
      import('./host/web-host.js'),
      import('./main-services.js'),
      import('./media/media-route.js'),
      import('./secrets/secret-cipher.js'),
      import('./ipc/warm-up.js'),
    ]);
  launchMark('console: modules loaded');
  // The browser host has no OS keyring to lean on: secrets stay in memory unless the user opts
  // into a passphrase-protected file (the console says so on its settings screen).
  const services = createMainRouter({
    host: 'browser',
    userDataDir,
    cipher: noCipher,
    embedded,
    log,
    logs,
    testHooks: env.VIGIL_TEST_HOOKS === true,
  });
  const port = typeof values.port === 'string' ? Number(values.port) : 0;
  const host = await startWebHost({
    router: services,
    events: services.events,
    staticDir: rendererDir,
    port,
    media: mediaRouteOf(services.context),
  });
  process.stdout.write(`vigil console: open ${host.url}\n`);
  launchMark('console: serving');
  process.stderr.write('vigil: the link signs in one browser, once; restart the console for a new one.\n');
  warmWireDefinitions();
  warmResponseSchemas();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([host.close(), services.close().catch(() => undefined)]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`vigil: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
