// The console's log files: main's own log and the embedded server's output, each a file in the
// user-data folder's logs/ that rolls over at a size cap (name.log, name.1.log … name.N.log), so a
// console left open for weeks holds a few megabytes of recent history, not an unbounded file and not
// 20 lines in memory. Every line is redacted first (redact): a log is something people attach to a
// ticket, so it never holds a client secret, a token or a passphrase.
import fs from 'node:fs';
import path from 'node:path';

export interface RotatingLogOptions {
  /** The folder (created private if missing). */
  dir: string;
  /** File name without .log, e.g. 'main'. */
  name: string;
  /** Roll over once the current file would pass this many bytes (default 1 MiB). */
  maxBytes?: number;
  /** Older files kept beside the current one (default 3). */
  keep?: number;
}

/** Keys whose values are never logged, wherever they appear (JSON fields, key=value, query strings). */
const SECRET_KEYS =
  '(?:client[_-]?secret|secret|password|passphrase|access[_-]?token|refresh[_-]?token|id[_-]?token|token|authorization|api[_-]?key|k)';
const JSON_SECRET = new RegExp(`("${SECRET_KEYS}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** key=value or key: value; a URL value (the token endpoint) is an address, not a secret. */
const PAIR_SECRET = new RegExp(`\\b(${SECRET_KEYS}[=:]\\s*)(?!https?:)[^\\s&"',;]+`, 'gi');
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
/** A JWT anywhere (three base64url parts). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;

/** The text with every secret-looking value replaced by [redacted]. */
export function redact(text: string): string {
  return text
    .replace(JSON_SECRET, '$1"[redacted]"')
    .replace(BEARER, '$1 [redacted]')
    .replace(JWT, '[redacted]')
    .replace(PAIR_SECRET, '$1[redacted]');
}

export class RotatingLog {
  readonly file: string;
  private readonly maxBytes: number;
  private readonly keep: number;
  private size: number;

  constructor(private readonly opts: RotatingLogOptions) {
    fs.mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
    this.file = path.join(opts.dir, `${opts.name}.log`);
    this.maxBytes = opts.maxBytes ?? 1024 * 1024;
    this.keep = opts.keep ?? 3;
    try {
      this.size = fs.statSync(this.file).size;
    } catch {
      this.size = 0;
    }
  }

  /** Appends one line (time-stamped, redacted); a log that cannot be written never breaks the caller. */
  write(line: string, at: Date = new Date()): void {
    const text = `${at.toISOString()} ${redact(line).replace(/\r?\n/g, '\n  ')}\n`;
    const bytes = Buffer.byteLength(text);
    try {
      if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
      fs.appendFileSync(this.file, text, { mode: 0o600 });
      this.size += bytes;
    } catch {
      // A full disk or a removed folder: the console keeps working without its log.
    }
  }

  /** The current file and the kept ones, newest first. */
  files(): string[] {
    return [this.file, ...Array.from({ length: this.keep }, (_, i) => this.numbered(i + 1))].filter((f) =>
      fs.existsSync(f),
    );
  }

  private numbered(n: number): string {
    return path.join(this.opts.dir, `${this.opts.name}.${n}.log`);
  }

  private rotate(): void {
    fs.rmSync(this.numbered(this.keep), { force: true });
    for (let n = this.keep - 1; n >= 1; n--)
      if (fs.existsSync(this.numbered(n))) fs.renameSync(this.numbered(n), this.numbered(n + 1));
    if (this.keep > 0) fs.renameSync(this.file, this.numbered(1));
    else fs.rmSync(this.file, { force: true });
    this.size = 0;
  }
}
