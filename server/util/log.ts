// Structured JSON logs, one object a line on stderr (stdout stays free for the ready line).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stderr.write(line + '\n'),
): Logger {
  return new LevelLogger(ORDER[level], base, undefined, write);
}

// A child is cheap (one small object; the dispatcher makes one per call): its fields are merged
// with its parent's only when a line is actually written, and nothing at all below the level.
class LevelLogger implements Logger {
  private merged: Record<string, unknown> | undefined;

  constructor(
    private readonly min: number,
    private readonly own: Record<string, unknown>,
    private readonly parent: LevelLogger | undefined,
    private readonly write: (line: string) => void,
  ) {}

  private fields(): Record<string, unknown> {
    return (this.merged ??= this.parent ? { ...this.parent.fields(), ...this.own } : this.own);
  }

  private at(lvl: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown> | undefined): void {
    if (ORDER[lvl] < this.min) return;
    this.write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...this.fields(), ...fields }));
  }

  debug(msg: string, fields?: Record<string, unknown>): void {
    this.at('debug', msg, fields);
  }
  info(msg: string, fields?: Record<string, unknown>): void {
    this.at('info', msg, fields);
  }
  warn(msg: string, fields?: Record<string, unknown>): void {
    this.at('warn', msg, fields);
  }
  error(msg: string, fields?: Record<string, unknown>): void {
    this.at('error', msg, fields);
  }
  child(fields: Record<string, unknown>): Logger {
    return this.min >= ORDER.silent ? this : new LevelLogger(this.min, fields, this, this.write);
  }
}

export const silentLogger: Logger = createLogger('silent');
