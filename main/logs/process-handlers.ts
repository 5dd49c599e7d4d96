// Main's last line of defence, in the Electron shell and the browser host alike: an exception or a
// rejected promise nobody handled is written to main.log (and the recent errors diagnostics show)
// instead of passing unseen or taking the console down with the user's work. Main keeps running:
// what failed was one call or one timer, and the IPC router already answers each call on its own.
export interface ProcessLike {
  on(event: 'uncaughtException', listener: (err: Error, origin?: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

const describe = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e));

export function installProcessHandlers(
  proc: ProcessLike,
  log: (msg: string, fields?: object) => void,
  /** Told as well, e.g. the shell's window that shows it. */
  onError?: (kind: 'uncaughtException' | 'unhandledRejection', detail: string) => void,
): void {
  proc.on('uncaughtException', (err, origin) => {
    const detail = describe(err);
    log('uncaught exception in main', { origin, error: detail });
    onError?.('uncaughtException', detail);
  });
  proc.on('unhandledRejection', (reason) => {
    const detail = describe(reason);
    log('unhandled rejection in main', { error: detail });
    onError?.('unhandledRejection', detail);
  });
}
