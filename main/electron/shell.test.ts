// The shell's security settings, checked with a fake Electron (the real one cannot run here).
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Electron from 'electron';
import { IPC_INVOKE, startShell } from './shell.js';

type Listener = (...args: unknown[]) => unknown;

// The shell's user-data folder (connections, the embedded server's data), removed after the file.
const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-shell-test-'));
afterAll(() => fs.rmSync(userData, { recursive: true, force: true }));

function fakeElectron() {
  const ipcHandlers = new Map<string, Listener>();
  const windows: FakeWindow[] = [];
  const sent: unknown[][] = [];
  const permission: { handler?: Listener } = {};
  const forks: { modulePath: string; args: string[]; options: { env: Record<string, string>; execArgv: string[] } }[] =
    [];
  const protocols = new Map<string, Listener>();
  class FakeWindow {
    readonly listeners = new Map<string, Listener>();
    openHandler?: Listener;
    loaded?: string;
    readonly mainFrame = { url: '' };
    readonly webContents = {
      on: (ev: string, fn: Listener) => this.listeners.set(ev, fn),
      setWindowOpenHandler: (fn: Listener) => (this.openHandler = fn),
      mainFrame: this.mainFrame,
      send: (...args: unknown[]) => sent.push(args),
    };
    isDestroyed() {
      return false;
    }
    constructor(readonly options: Electron.BrowserWindowConstructorOptions) {
      windows.push(this);
    }
    once() {}
    on() {}
    loadURL(u: string) {
      this.loaded = u;
      this.mainFrame.url = u;
      return Promise.resolve();
    }
  }
  const electron = {
    app: {
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      on: vi.fn(),
      whenReady: () => Promise.resolve(),
      getPath: () => userData,
      isPackaged: true,
    },
    utilityProcess: {
      fork: (modulePath: string, args: string[], options: (typeof forks)[number]['options']) => {
        forks.push({ modulePath, args, options });
        return Object.assign(new EventEmitter(), { pid: undefined, stdout: null, stderr: null, kill: () => true });
      },
    },
    safeStorage: { isEncryptionAvailable: () => false, encryptString: vi.fn(), decryptString: vi.fn() },
    BrowserWindow: FakeWindow,
    ipcMain: { handle: (ch: string, fn: Listener) => ipcHandlers.set(ch, fn), on: vi.fn() },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: Listener) => (permission.handler = fn),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onHeadersReceived: vi.fn() },
      },
    },
    Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: (t: unknown) => t },
    shell: { openExternal: vi.fn(), openPath: vi.fn(() => Promise.resolve('')) },
    clipboard: { writeText: vi.fn() },
    dialog: { showErrorBox: vi.fn() },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle: (scheme: string, fn: Listener) => protocols.set(scheme, fn),
    },
  };
  return { electron: electron as unknown as typeof Electron, ipcHandlers, windows, permission, sent, forks, protocols };
}

async function started() {
  const fake = fakeElectron();
  startShell(fake.electron, {
    preload: '/app/dist/electron/preload.cjs',
    rendererDir: '/app/dist/renderer',
    appRoot: '/app',
  });
  await new Promise((r) => setImmediate(r));
  const win = fake.windows[0]!;
  return { ...fake, win };
}

describe('Electron shell', () => {
  it('opens one sandboxed, context-isolated window without Node', async () => {
    const { win, windows } = await started();
    expect(windows).toHaveLength(1);
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/dist/electron/preload.cjs',
    });
    expect(win.loaded).toBe('app://vigil/index.html');
  });

  it('serves the renderer from the privileged app:// scheme, registered with vigil-media before ready', async () => {
    const { electron, protocols } = await started();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledTimes(1);
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, stream: true, supportFetchAPI: true } },
      { scheme: 'vigil-media', privileges: { standard: true, secure: true, stream: true, supportFetchAPI: true } },
    ]);
    const handler = protocols.get('app')!;
    const res = (await handler(new Request('app://vigil/../../../etc/passwd'))) as Response;
    expect(res.status).toBe(404);
    const escape = (await handler(new Request('app://vigil/..%2f..%2f..%2fetc%2fpasswd'))) as Response;
    expect(escape.status).toBe(403);
  });

  it('starts the embedded server in a utility process, never as ELECTRON_RUN_AS_NODE', async () => {
    const { forks } = await started();
    expect(forks).toHaveLength(1);
    expect(forks[0]!.modulePath).toBe(path.join('/app', 'dist', 'server', 'cli.cjs'));
    expect(forks[0]!.args).toContain('--demo');
    expect(forks[0]!.options.execArgv).toEqual(['--max-semi-space-size=1']);
    expect(forks[0]!.options.env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
    // The bundle finds its protos and migrations beside itself (dist/server/), not through the environment.
    expect(forks[0]!.options.env).not.toHaveProperty('VIGIL_PROTOS_DIR');
    expect(forks[0]!.options.env).not.toHaveProperty('VIGIL_MIGRATIONS_DIR');
  });

  it('blocks navigation away from the app and every window.open', async () => {
    const { win, electron } = await started();
    const prevent = vi.fn();
    win.listeners.get('will-navigate')!({ preventDefault: prevent }, 'https://example.test/');
    expect(prevent).toHaveBeenCalled();
    const stay = vi.fn();
    win.listeners.get('will-navigate')!({ preventDefault: stay }, 'app://vigil/index.html');
    expect(stay).not.toHaveBeenCalled();
    const file = vi.fn();
    win.listeners.get('will-navigate')!({ preventDefault: file }, 'file:///app/dist/renderer/index.html');
    expect(file).toHaveBeenCalled();
    // Only allow-listed https hosts open in the browser: none is configured here.
    expect(win.openHandler!({ url: 'https://docs.example.test/' })).toEqual({ action: 'deny' });
    expect(win.openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(win.openHandler!({ url: 'http://docs.example.test/' })).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies every permission request', async () => {
    const { permission } = await started();
    const answer = vi.fn();
    permission.handler!({}, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
  });

  it('answers IPC only from its own top frame, through the validating router', async () => {
    const { win, ipcHandlers } = await started();
    const invoke = ipcHandlers.get(IPC_INVOKE)!;
    const own = { sender: win.webContents, senderFrame: win.webContents.mainFrame };
    await expect(invoke(own, 'app.info', {}, 'c1')).resolves.toMatchObject({ ok: true, value: { host: 'electron' } });
    const stranger = { sender: {}, senderFrame: { url: 'https://evil.test/' } };
    await expect(invoke(stranger, 'app.info', {}, 'c2')).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    await expect(invoke(own, 'no.such', {}, 'c3')).resolves.toMatchObject({
      ok: false,
      error: { code: 'BAD_CHANNEL' },
    });
  });

  it('has a Help menu whose items reach the window, the logs folder and the clipboard, and handles crashes', async () => {
    const { electron, sent } = await started();
    const menu = vi.mocked(electron.Menu.setApplicationMenu).mock.calls[0]![0] as unknown as {
      role?: string;
      submenu?: { label?: string; click?: () => void }[];
    }[];
    const help = menu.find((m) => m.role === 'help')!.submenu!.filter((i) => i.label);
    expect(help.map((i) => i.label)).toEqual([
      'Command palette',
      'Keyboard shortcuts',
      'Open logs folder',
      'Copy diagnostics',
      'About Vigil',
    ]);
    const item = (label: string) => help.find((i) => i.label === label)!.click!();
    item('Keyboard shortcuts');
    expect(sent.at(-1)).toEqual(['vigil:event', 'app.command', { command: 'shortcuts' }]);
    item('Open logs folder');
    expect(vi.mocked(electron.shell.openPath).mock.calls.at(-1)![0]).toBe(path.join(userData, 'logs'));
    item('Copy diagnostics');
    const copied = vi.mocked(electron.clipboard.writeText).mock.calls.at(-1)![0];
    expect(copied).toContain('## Embedded server');
    expect(copied).toContain(path.join(userData, 'logs'));
    const events = vi.mocked(electron.app.on).mock.calls.map((c) => c[0]);
    expect(events).toEqual(expect.arrayContaining(['render-process-gone', 'child-process-gone']));
  });
});
