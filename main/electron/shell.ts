// The Electron shell: the only code that imports electron. One sandboxed, context-isolated window
// loading the renderer from the privileged app:// scheme (never file://) with a strict CSP;
// navigation, new windows and permission requests refused, links opened in the browser only for
// allow-listed https hosts; a single instance; IPC limited to two channels whose payloads the
// router validates, from our own top frame only; the embedded server in a utility process.
import fs from 'node:fs';
import path from 'node:path';
import type * as Electron from 'electron';
import { createMainRouter, type MainServicesOptions } from '../main-services.js';
import { warmWireDefinitions } from '../grpc/warm-up.js';
import { warmResponseSchemas } from '../ipc/warm-up.js';
import { SafeStorageCipher } from '../secrets/secret-cipher.js';
import { CONTENT_SECURITY_POLICY } from '../host/web-host.js';
import { isAppUrl, secureWebPreferences } from './window-options.js';
import { MEDIA_SCHEME_ENTRY, handleMediaProtocol } from '../media/media-protocol.js';
import { mediaRouteOf } from '../media/media-route.js';
import { APP_INDEX_URL, APP_SCHEME, APP_SCHEME_ENTRY, appProtocolHandler } from './app-protocol.js';
import { allowedExternalUrl, deploymentDocHosts } from './external-links.js';
import { electronServerCommand, utilitySpawn } from './utility-server.js';
import { installCrashHandlers } from './crash-handlers.js';
import { installJobAttention } from './job-attention.js';
import { fitToDisplays, loadWindowState, MIN_WINDOW, saveWindowState, windowStateFile } from './window-state.js';
import { createConsoleLogs } from '../logs/console-logs.js';
import { installProcessHandlers } from '../logs/process-handlers.js';

export const IPC_INVOKE = 'vigil:invoke';
export const IPC_CANCEL = 'vigil:cancel';
export const IPC_EVENT = 'vigil:event';

export interface ShellPaths {
  preload: string;
  /** The built renderer (index.html and assets), served on app://. */
  rendererDir: string;
  /** The folder holding dist/, protos/ and server/ (app.asar when packaged). */
  appRoot: string;
}

export function startShell(
  electron: typeof Electron,
  paths: ShellPaths,
  /** Tests replace parts of main (for example `embedded: false`). */
  overrides: Partial<MainServicesOptions> = {},
): void {
  const { app, BrowserWindow, ipcMain, session, Menu, shell, protocol, utilityProcess, dialog, clipboard } = electron;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  // The renderer on app://, audio streamed by main on vigil-media:// (see main/media/): both
  // schemes must exist before 'ready', in one call.
  protocol.registerSchemesAsPrivileged([APP_SCHEME_ENTRY, MEDIA_SCHEME_ENTRY]);
  const userDataDir = app.getPath('userData');
  // main.log and embedded-server.log in <userData>/logs (rotating); nothing main did not handle passes unseen.
  const logs = createConsoleLogs(userDataDir);
  installProcessHandlers(process, logs.log);
  const router = createMainRouter({
    logs,
    openPath: async (dir) => (await shell.openPath(dir)) === '',
    // The case report view, printed as it shows (print CSS), saved where the user says.
    savePdf: async (fileName) => {
      if (!win || win.isDestroyed()) return { saved: false };
      const pdf = await win.webContents.printToPDF({ printBackground: true, pageSize: 'A4' });
      const where = await dialog.showSaveDialog(win, {
        defaultPath: path.join(app.getPath('documents'), fileName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
      if (where.canceled || !where.filePath) return { saved: false };
      await fs.promises.writeFile(where.filePath, pdf);
      return { saved: true, path: where.filePath };
    },
    host: 'electron',
    userDataDir,
    cipher: new SafeStorageCipher(electron.safeStorage),
    // A utility process, so the server runs with the RunAsNode fuse off.
    spawnServer: utilitySpawn((modulePath, args, options) => utilityProcess.fork(modulePath, args, options)),
    serverCommand: electronServerCommand({ isPackaged: app.isPackaged, appRoot: paths.appRoot, userDataDir }),
    ...overrides,
  });
  const indexUrl = APP_INDEX_URL;
  let win: Electron.BrowserWindow | null = null;

  const fromOurFrame = (event: Electron.IpcMainInvokeEvent | Electron.IpcMainEvent): boolean =>
    !!win &&
    event.sender === win.webContents &&
    event.senderFrame === win.webContents.mainFrame &&
    isAppUrl(event.senderFrame.url, indexUrl);

  ipcMain.handle(IPC_INVOKE, async (event, channel: unknown, request: unknown, callId: unknown) => {
    if (!fromOurFrame(event))
      return {
        ok: false,
        error: { code: 'FORBIDDEN', message: 'unknown sender', fieldViolations: [], retryable: false },
      };
    return router.invoke(channel, request, typeof callId === 'string' ? callId : undefined);
  });
  ipcMain.on(IPC_CANCEL, (event, callId: unknown) => {
    if (fromOurFrame(event) && typeof callId === 'string') router.cancel(callId);
  });

  const createWindow = () => {
    // Where the user left it: size, position (if a display still shows it) and maximised.
    const stateFile = windowStateFile(userDataDir);
    const displays = electron.screen?.getAllDisplays?.().map((d) => d.workArea) ?? [];
    const saved = fitToDisplays(loadWindowState(stateFile), displays);
    win = new BrowserWindow({
      width: saved.width,
      height: saved.height,
      ...(saved.x !== undefined && saved.y !== undefined ? { x: saved.x, y: saved.y } : {}),
      minWidth: MIN_WINDOW.width,
      minHeight: MIN_WINDOW.height,
      title: 'Vigil',
      show: false,
      webPreferences: secureWebPreferences(paths.preload),
    });
    win.once('ready-to-show', () => {
      if (saved.maximized) win?.maximize();
      win?.show();
    });
    win.on('close', () => {
      if (!win || win.isDestroyed()) return;
      saveWindowState(stateFile, { ...win.getNormalBounds(), maximized: win.isMaximized() });
    });
    win.webContents.on('will-navigate', (e, target) => {
      if (!isAppUrl(target, indexUrl)) e.preventDefault();
    });
    win.webContents.setWindowOpenHandler(({ url: target }) => {
      // Links to a configured deployment's documentation open in the user's browser (https
      // only); nothing opens inside the app.
      const allowed = allowedExternalUrl(target, deploymentDocHosts(router.context.connections.list()));
      if (allowed) void shell.openExternal(allowed);
      return { action: 'deny' };
    });
    win.on('closed', () => {
      router.cancelAll();
      win = null;
    });
    void win.loadURL(indexUrl);
  };

  installCrashHandlers({
    app,
    windowContents: () => (win && !win.isDestroyed() ? win.webContents : null),
    log: logs.log,
    showError: (title, text) => dialog.showErrorBox(title, text),
    logsDir: logs.dir,
  });
  const toWindow = (command: 'about' | 'shortcuts' | 'palette') => router.events.emit('app.command', { command });

  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-attach-webview', (e) => e.preventDefault());
  });
  // Events from main (embedded server state, job progress) go to our window only.
  router.events.subscribe((name, payload) => {
    if (win && !win.isDestroyed()) win.webContents.send(IPC_EVENT, name, payload);
  });
  // A long job's progress on the taskbar; a notification when one ends behind other windows.
  installJobAttention({
    events: router.events,
    window: () => (win && !win.isDestroyed() ? win : null),
    notification: (o) => (electron.Notification.isSupported() ? new electron.Notification(o) : null),
  });
  let closed = false;
  app.on('will-quit', (e) => {
    if (closed) return;
    // Stop the embedded server and close clients before the process goes.
    e.preventDefault();
    closed = true;
    void router.close().finally(() => app.exit());
  });
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_wc, _perm, callback) => callback(false));
    session.defaultSession.setPermissionCheckHandler(() => false);
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({
        responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
      });
    });
    Menu.setApplicationMenu(
      Menu.buildFromTemplate([
        ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
        { role: 'fileMenu' },
        { role: 'editMenu' },
        { role: 'viewMenu' },
        { role: 'windowMenu' },
        {
          role: 'help',
          submenu: [
            { label: 'Command palette', accelerator: 'CmdOrCtrl+K', click: () => toWindow('palette') },
            { label: 'Keyboard shortcuts', click: () => toWindow('shortcuts') },
            { type: 'separator' },
            { label: 'Open logs folder', click: () => void shell.openPath(logs.dir) },
            { label: 'Copy diagnostics', click: () => void clipboard.writeText(router.diagnostics()) },
            { type: 'separator' },
            { label: 'About Vigil', click: () => toWindow('about') },
          ],
        },
      ]),
    );
    protocol.handle(APP_SCHEME, appProtocolHandler(paths.rendererDir));
    handleMediaProtocol(protocol, mediaRouteOf(router.context));
    void router.start();
    createWindow();
    warmWireDefinitions();
    warmResponseSchemas();
  });
}

/** Paths from the bundle's folder (dist/electron). */
export function defaultPaths(bundleDir: string): ShellPaths {
  return {
    preload: path.join(bundleDir, 'preload.cjs'),
    rendererDir: path.resolve(bundleDir, '..', 'renderer'),
    appRoot: path.resolve(bundleDir, '..', '..'),
  };
}
