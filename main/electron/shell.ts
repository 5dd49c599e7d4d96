// The Electron shell: the only code that imports electron. One sandboxed, context-isolated window
// with a strict CSP; navigation, new windows and permission requests refused; a single instance;
// IPC limited to two channels whose payloads the router validates, from our own top frame only.
import path from 'node:path';
import url from 'node:url';
import type * as Electron from 'electron';
import { createMainRouter, type MainServicesOptions } from '../main-services.js';
import { SafeStorageCipher } from '../secrets/secret-cipher.js';
import { CONTENT_SECURITY_POLICY } from '../host/web-host.js';
import { isAppUrl, secureWebPreferences } from './window-options.js';
import { handleMediaProtocol, registerMediaScheme } from '../media/media-protocol.js';
import { mediaRouteOf } from '../media/media-route.js';

export const IPC_INVOKE = 'vigil:invoke';
export const IPC_CANCEL = 'vigil:cancel';
export const IPC_EVENT = 'vigil:event';

export interface ShellPaths {
  preload: string;
  rendererIndex: string;
}

export function startShell(
  electron: typeof Electron,
  paths: ShellPaths,
  /** Tests replace parts of main (for example `embedded: false`). */
  overrides: Partial<MainServicesOptions> = {},
): void {
  const { app, BrowserWindow, ipcMain, session, Menu, shell, protocol } = electron;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  // Audio is streamed by main on vigil-media:// (see main/media/); the scheme must exist before 'ready'.
  registerMediaScheme(protocol);
  const router = createMainRouter({
    host: 'electron',
    userDataDir: app.getPath('userData'),
    cipher: new SafeStorageCipher(electron.safeStorage),
    ...overrides,
  });
  const indexUrl = url.pathToFileURL(paths.rendererIndex).toString();
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
    win = new BrowserWindow({
      width: 1400,
      height: 900,
      minWidth: 960,
      minHeight: 600,
      title: 'Vigil',
      show: false,
      webPreferences: secureWebPreferences(paths.preload),
    });
    win.once('ready-to-show', () => win?.show());
    win.webContents.on('will-navigate', (e, target) => {
      if (!isAppUrl(target, indexUrl)) e.preventDefault();
    });
    win.webContents.setWindowOpenHandler(({ url: target }) => {
      // Links to documentation open in the user's browser, never inside the app.
      if (/^https:\/\//.test(target)) void shell.openExternal(target);
      return { action: 'deny' };
    });
    win.on('closed', () => {
      router.cancelAll();
      win = null;
    });
    void win.loadURL(indexUrl);
  };

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
      ]),
    );
    handleMediaProtocol(protocol, mediaRouteOf(router.context));
    void router.start();
    createWindow();
  });
}

export function defaultPaths(bundleDir: string): ShellPaths {
  return {
    preload: path.join(bundleDir, 'preload.cjs'),
    rendererIndex: path.resolve(bundleDir, '..', 'renderer', 'index.html'),
  };
}
