// The server CLI's arguments: the options it knows, refused when misspelt. `--datadir=DIR` (for
// --data-dir) used to be ignored, and the server served its default folder; now it is an error
// with the usage. Admin commands (clients, models, projects …) read their own options.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import path from 'node:path';
import { envHelp } from '../../shared/env.js';

export const SERVE_OPTIONS = {
  'data-dir': { type: 'string' },
  port: { type: 'string' },
  'http-port': { type: 'string' },
  host: { type: 'string' },
  'database-url': { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  'log-level': { type: 'string' },
  demo: { type: 'boolean' },
  'delete-local': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** Commands whose own parsers read the rest of the arguments. */
const ADMIN_COMMANDS = new Set(['clients', 'scopes', 'keys', 'models', 'projects']);

export const USAGE = `usage: npm run serve -- [--data-dir DIR] [--port N] [--http-port N] [--host HOST]
       [--database-url URL] [--tls-cert FILE --tls-key FILE] [--log-level LEVEL] [--demo]
       npm run serve -- clients add|list|remove|rotate|disable|enable ...   npm run serve -- scopes add|list ...
       npm run serve -- keys rotate
       npm run serve -- models deploy FILE --urn URN [--app APP]   npm run serve -- models list [--app APP]
       npm run serve -- projects deploy PATH --app APP --tag TAG [--alias NAME=URL ...]   npm run serve -- projects list [--app APP]
       npm run serve -- blobs migrate --data-dir DIR [--database-url URL] [--delete-local]`;

/** --help: the usage and every environment variable the server reads. */
export const HELP = `${USAGE}

Environment (checked at start; a bad value stops the server with an error naming it):
${envHelp(['server'])}
  DATABASE_URL${' '.repeat(Math.max(2, 'VIGIL_PGLITE_CREATE_OFF_THREAD'.length - 'DATABASE_URL'.length + 2))}a PostgreSQL database instead of PGlite in the data folder; --database-url wins`;

export type ServeArgs = ReturnType<typeof parseArgs<{ options: typeof SERVE_OPTIONS; allowPositionals: true }>>;

/** The server's data folder, absolute: --data-dir, else VIGIL_DATA_DIR, else .vigil-data here. */
export function resolveDataDir(given: string | undefined, fromEnv: string | undefined): string {
  return path.resolve(given ?? fromEnv ?? '.vigil-data');
}

/** The arguments, or what is wrong with them (for stderr, before the usage). */
export function parseServeArgs(argv: string[]): { ok: true; args: ServeArgs } | { ok: false; error: string } {
  const loose = parseArgs({ args: argv, allowPositionals: true, strict: false, options: SERVE_OPTIONS });
  const command = loose.positionals[0];
  if (command && ADMIN_COMMANDS.has(command)) return { ok: true, args: loose as ServeArgs };
  try {
    return { ok: true, args: parseArgs({ args: argv, allowPositionals: true, strict: true, options: SERVE_OPTIONS }) };
  } catch (e) {
    return { ok: false, error: argError(e) };
  }
}

/** Node's parseArgs message, shortened to what a person needs ("unknown option --x"). */
function argError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const unknown = /Unknown option '([^']+)'/.exec(message);
  return unknown ? `unknown option ${unknown[1]}` : message.split('. ')[0]!;
}

type Options = NonNullable<ParseArgsConfig['options']>;
export type CommandArgs<O extends Options> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>;

/**
 * An admin command's arguments after its noun and verb (`models deploy …`), with the options
 * that verb takes: an unknown or malformed option is an error in the server's own words.
 */
export function parseCommandArgs<O extends Options>(
  argv: string[],
  options: O,
): { ok: true; args: CommandArgs<O> } | { ok: false; error: string } {
  try {
    return { ok: true, args: parseArgs({ args: argv, options, allowPositionals: true, strict: true }) };
  } catch (e) {
    return { ok: false, error: argError(e) };
  }
}

/**
 * `NOUN VERB … PATH …` with the verb's first positional (PATH) made absolute against `cwd`, for a
 * running server with another working folder; other arguments, and other commands, unchanged.
 */
export function withAbsolutePath(argv: string[], noun: string, verb: string, options: Options, cwd: string): string[] {
  if (argv[0] !== noun || argv[1] !== verb) return argv;
  let tokens;
  try {
    tokens = parseArgs({ args: argv.slice(2), options, allowPositionals: true, strict: false, tokens: true }).tokens;
  } catch {
    return argv; // the command itself reports what is wrong
  }
  const first = tokens.find((t) => t.kind === 'positional');
  if (!first) return argv;
  const out = [...argv];
  out[first.index + 2] = path.resolve(cwd, first.value);
  return out;
}
