// What the Electron shell does when a process dies, free of Electron imports so tests can drive it
// with fakes (the binary cannot run here). The renderer gone (crashed, killed, out of memory): the
// window reloads, up to MAX_RELOADS within RELOAD_WINDOW_MS; past that it stays down and a dialog
// says why and where the logs are, instead of a crash loop. Another child gone (GPU, a utility
// process, the embedded server): written to main.log; Chromium restarts its own helpers and the
// embedded server restarts itself with backoff (main/embedded/embedded-server.ts). Uncaught errors
// in main are main/logs/process-handlers.ts's.
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 60_000;

export interface GoneDetails {
  reason: string;
  exitCode: number;
}
export interface ChildGoneDetails extends GoneDetails {
  type: string;
  name?: string;
  serviceName?: string;
}

interface WebContentsLike {
  reload(): void;
}
export interface CrashHandlerDeps {
  app: {
    on(event: 'render-process-gone', listener: (e: unknown, wc: WebContentsLike, d: GoneDetails) => void): unknown;
    on(event: 'child-process-gone', listener: (e: unknown, d: ChildGoneDetails) => void): unknown;
  };
  /** The console's window contents, or null when there is no window. */
  windowContents: () => WebContentsLike | null;
  log: (msg: string, fields?: object) => void;
  /** A blocking message (dialog.showErrorBox). */
  showError: (title: string, text: string) => void;
  logsDir: string;
  now?: () => number;
}

/** Whether the window may reload once more, given the times of its earlier reloads. */
export function mayReload(reloads: readonly number[], now: number): boolean {
  return reloads.filter((t) => now - t < RELOAD_WINDOW_MS).length < MAX_RELOADS;
}

export function installCrashHandlers(deps: CrashHandlerDeps): void {
  const now = deps.now ?? Date.now;
  const reloads: number[] = [];
  deps.app.on('render-process-gone', (_e, wc, d) => {
    deps.log('renderer process gone', { reason: d.reason, exitCode: d.exitCode });
    if (d.reason === 'clean-exit' || wc !== deps.windowContents()) return;
    if (mayReload(reloads, now())) {
      reloads.push(now());
      wc.reload();
      return;
    }
    deps.showError(
      'The Vigil window keeps stopping',
      `Its page stopped ${MAX_RELOADS + 1} times within a minute (last: ${d.reason}, exit code ${d.exitCode}), ` +
        `so Vigil no longer reloads it. Restart Vigil; if it happens again, the logs are in ${deps.logsDir}.`,
    );
  });
  deps.app.on('child-process-gone', (_e, d) => {
    if (d.reason === 'clean-exit') return;
    deps.log('child process gone', {
      type: d.type,
      name: d.serviceName ?? d.name,
      reason: d.reason,
      exitCode: d.exitCode,
    });
  });
}
