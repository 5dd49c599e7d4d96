// `npm run serve -- clients …`, `… scopes …` and `… keys rotate`: manage OAuth clients, Gatekeeper
// scopes and the token-signing key. Output is JSON, one value a line; a new client's secret is
// printed once and never again.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Db } from '../db/types.js';
import { RpcError } from '../rpc/errors.js';
import { ROLES, type Role } from '../rpc/types.js';
import {
  createClient,
  createScope,
  findScope,
  listClients,
  listScopes,
  removeClient,
  rotateSecret,
  setClientDisabled,
} from '../auth/clients.js';
import { rotateSigningKey } from '../auth/signing-keys.js';
import type { Kek } from '../auth/key-encryption.js';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/token-service.js';

export interface ClientsCommandDeps {
  db: Db;
  out: (line: string) => void;
  /** Where errors and usage go; defaults to `out`. */
  err?: (line: string) => void;
  /** The key-encryption key the signing keys are sealed with (`keys rotate` needs it). */
  kek?: Kek;
}

const CLIENTS_USAGE = `usage:
  clients add --name N --role (analyst|admin|support|service) --scope <scope uuid or name> [--scope …]
              [--oauth-scope S …] [--app A] [--geo G] [--secret S]
  clients list
  clients remove <clientId>
  clients rotate <clientId>
  clients disable <clientId> | clients enable <clientId>
  scopes add <name> [--id uuid]
  scopes list
  keys rotate`;

class UsageError extends Error {}

function parse(args: string[], options: ParseArgsConfig['options'] = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function onePositional(args: string[], what: string): string {
  const { positionals } = parse(args);
  if (positionals.length !== 1) throw new UsageError(`expected exactly one ${what}`);
  return positionals[0]!;
}

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 bad usage). */
export async function runClientsCommand(argv: string[], deps: ClientsCommandDeps): Promise<number> {
  const { db, out } = deps;
  const err = deps.err ?? out;
  const print = (v: unknown) => out(JSON.stringify(v));
  const [noun, verb, ...rest] = argv;
  try {
    switch (`${noun ?? ''} ${verb ?? ''}`) {
      case 'clients add': {
        const { values, positionals } = parse(rest, {
          name: { type: 'string' },
          role: { type: 'string' },
          scope: { type: 'string', multiple: true },
          'oauth-scope': { type: 'string', multiple: true },
          app: { type: 'string' },
          geo: { type: 'string' },
          secret: { type: 'string' },
        });
        if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
        const name = values.name as string | undefined;
        const role = values.role as string | undefined;
        const scopes = (values.scope as string[] | undefined) ?? [];
        if (!name) throw new UsageError('--name is required');
        if (!role || !(ROLES as readonly string[]).includes(role))
          throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
        if (!scopes.length) throw new UsageError('at least one --scope is required');
        const gkScopeIds: string[] = [];
        for (const s of scopes) {
          const found = await findScope(db, s);
          if (!found) throw new UsageError(`unknown scope ${JSON.stringify(s)}; add it with "scopes add <name>"`);
          gkScopeIds.push(found.id);
        }
        const oauthScopes = values['oauth-scope'] as string[] | undefined;
        const created = await createClient(db, {
          name,
          role: role as Role,
          gkScopeIds,
          ...(oauthScopes ? { oauthScopes } : {}),
          ...(values.app !== undefined ? { app: values.app as string } : {}),
          ...(values.geo !== undefined ? { geo: values.geo as string } : {}),
          ...(values.secret !== undefined ? { clientSecret: values.secret as string } : {}),
        });
        print({ ...created, role, gkScopeIds, note: 'store the secret now: it is not shown again' });
        return 0;
      }
      case 'clients list':
        parse(rest);
        for (const c of await listClients(db)) print(c);
        return 0;
      case 'clients remove': {
        const id = onePositional(rest, 'client ID');
        await removeClient(db, id);
        print({ removed: id });
        return 0;
      }
      case 'clients rotate':
        print({
          ...(await rotateSecret(db, onePositional(rest, 'client ID'))),
          note: 'the old secret no longer works',
        });
        return 0;
      case 'clients disable':
      case 'clients enable': {
        const id = onePositional(rest, 'client ID');
        await setClientDisabled(db, id, verb === 'disable');
        print({ clientId: id, disabled: verb === 'disable' });
        return 0;
      }
      case 'scopes add': {
        const { values, positionals } = parse(rest, { id: { type: 'string' } });
        if (positionals.length !== 1) throw new UsageError('expected exactly one scope name');
        const id = values.id as string | undefined;
        print(await createScope(db, { name: positionals[0]!, ...(id !== undefined ? { id } : {}) }));
        return 0;
      }
      case 'keys rotate': {
        parse(rest);
        if (!deps.kek) throw new UsageError('keys rotate needs the key-encryption key');
        const kid = await rotateSigningKey(db, deps.kek);
        print({
          kid,
          note: `new tokens are signed with ${kid}; tokens signed with the previous key stay valid until they expire (${DEFAULT_TOKEN_TTL_SECONDS} s); running servers switch within seconds`,
        });
        return 0;
      }
      case 'scopes list':
        parse(rest);
        for (const s of await listScopes(db)) print(s);
        return 0;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(argv.slice(0, 2).join(' '))}`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      err(`error: ${e.message}`);
      err(CLIENTS_USAGE);
      return 2;
    }
    if (e instanceof RpcError) {
      const detail = e.fieldViolations.length
        ? e.fieldViolations.map((v) => `${v.field}: ${v.message}`).join('; ')
        : e.message;
      err(`error: ${detail}`);
      return 1;
    }
    throw e;
  }
}
