// The console's two logs (main's and the embedded server's output) in <userData>/logs, and the last
// errors both reported, for Help ▸ Copy diagnostics. The Electron shell and the browser host each
// open them once and hand them to main's services and the embedded server.
import path from 'node:path';
import { RotatingLog, redact } from './rotating-log.js';

export interface ConsoleLogs {
  /** <userData>/logs */
  dir: string;
  main: RotatingLog;
  server: RotatingLog;
  /** main's log function: a line in main.log (and, for errors, the recent-errors list). */
  log(msg: string, fields?: object): void;
  /** One line of the embedded server's output. */
  serverLine(stream: 'stdout' | 'stderr', line: string): void;
  /** An error worth showing in diagnostics (already in a log). */
  noteError(source: string, message: string): void;
  /** The last errors, oldest first (redacted). */
  recentErrors(): { at: string; source: string; message: string }[];
}

const MAX_RECENT = 20;
const ERRORISH = /\b(error|fatal|exited|crash|gone|unhandled|uncaught|failed)\b|"level":"(error|fatal)"/i;

export function createConsoleLogs(userDataDir: string, opts: { maxBytes?: number; keep?: number } = {}): ConsoleLogs {
  const dir = path.join(userDataDir, 'logs');
  const main = new RotatingLog({ dir, name: 'main', ...opts });
  const server = new RotatingLog({ dir, name: 'embedded-server', ...opts });
  const recent: { at: string; source: string; message: string }[] = [];
  const noteError = (source: string, message: string) => {
    recent.push({ at: new Date().toISOString(), source, message: redact(message).slice(0, 2000) });
    if (recent.length > MAX_RECENT) recent.shift();
  };
  return {
    dir,
    main,
    server,
    log(msg, fields) {
      const line = fields && Object.keys(fields).length ? `${msg} ${safeJson(fields)}` : msg;
      main.write(line);
      if (ERRORISH.test(line)) noteError('main', line);
    },
    serverLine(stream, line) {
      server.write(`[${stream}] ${line}`);
      if (stream === 'stderr' && ERRORISH.test(line)) noteError('embedded server', line);
    },
    noteError,
    recentErrors: () => [...recent],
  };
}

function safeJson(v: object): string {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (x instanceof Error ? { name: x.name, message: x.message } : x));
  } catch {
    return String(v);
  }
}
