// The BrowserWindow's security settings in one place, free of Electron imports so tests can check
// them in plain Node.
import path from 'node:path';

export function secureWebPreferences(preloadPath: string) {
  return {
    preload: path.resolve(preloadPath),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
  } as const;
}

/** Only the app's own files may be shown; everything else is refused. */
export function isAppUrl(url: string, appIndexUrl: string): boolean {
  try {
    const u = new URL(url);
    const app = new URL(appIndexUrl);
    return u.protocol === app.protocol && u.host === app.host && u.pathname === app.pathname;
  } catch {
    return false;
  }
}
