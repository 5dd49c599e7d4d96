// Connection profiles as one service: the saved ones plus the built-in Embedded profile, their
// secrets, and per profile a TokenManager and an RpcClient (one gRPC channel), built on first use
// and dropped when the profile changes.
import {
  EMBEDDED_PROFILE_ID,
  plaintextViolations,
  profileDraftSchema,
  secretDestination,
  type ConnectionProfile,
  type ConnectionTest,
  type ProfileDraft,
} from '../../shared/domain/connections.js';
import type { Clock } from '../../wire/clock.js';
import { systemClock } from '../../wire/clock.js';
import type { EventBus } from '../ipc/event-bus.js';
import type { EmbeddedHandle } from '../embedded/embedded-server.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import { RpcClient, type RpcClientOptions } from '../grpc/rpc-client.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { TokenManager, readJwtClaims } from '../tokens/token-manager.js';
import { importCredentials } from './credentials-import.js';
import type { ProfileStore, StoredProfile } from './profile-store.js';
import { bindSecret, openSecret } from './secret-binding.js';

/** Everything a call needs to act through one profile. */
export interface ProfileContext {
  profile: ConnectionProfile;
  /** The gk_scope_id to act in unless a request names one. */
  scopeId: string;
  clientId: string;
  tokens: TokenManager;
  rpc: RpcClient;
}

export interface ConnectionsOptions {
  profiles: ProfileStore;
  secrets: SecretStore;
  embedded?: EmbeddedHandle | undefined;
  events?: EventBus | undefined;
  fetch?: typeof fetch | undefined;
  clock?: Clock | undefined;
  /** Extra RpcClient options (tests: sleep, random). */
  rpc?: Partial<RpcClientOptions> | undefined;
  /** Told when a profile marked "insecure, for lab use" is first used (its channel opened), for the audit log. */
  onInsecureUse?: ((profile: ConnectionProfile) => void) | undefined;
}

export interface ImportResult {
  profile?: ConnectionProfile;
  draft: Partial<ProfileDraft>;
  missing: string[];
  warnings: string[];
  message: string;
}

interface Cached {
  key: string;
  ctx: ProfileContext;
}

/** How long a replaced client stays open for the calls already under way on it. */
const RETIRE_AFTER_MS = 30_000;

export class Connections {
  private readonly cache = new Map<string, Cached>();
  private readonly clock: Clock;

  constructor(private readonly opts: ConnectionsOptions) {
    this.clock = opts.clock ?? systemClock;
    // A restarted embedded server has a new port: its channel must be rebuilt.
    opts.embedded?.onState(() => this.drop(EMBEDDED_PROFILE_ID));
    this.bindLegacySecrets();
  }

  /**
   * Binds each secret an older version stored without a destination to where its profile points
   * now, at start-up (or when a passphrase file is unlocked), before anything is sent: from then on
   * a hand edit of connections.json does not carry the secret to another host. A legacy secret met
   * later (one that could not be read then) is not sent at all: the user enters it again.
   */
  bindLegacySecrets(): void {
    for (const profile of this.opts.profiles.list()) {
      let stored: string | undefined;
      try {
        stored = this.opts.secrets.get(profile.id);
      } catch {
        continue; // unreadable: context() says to enter it again
      }
      if (stored === undefined) continue;
      const destination = secretDestination(profile);
      const opened = openSecret(stored, destination);
      if ('legacy' in opened) this.opts.secrets.set(profile.id, bindSecret(opened.secret, destination));
    }
  }

  list(): ConnectionProfile[] {
    return [this.embeddedProfile(), ...this.opts.profiles.list().map((p) => this.view(p))];
  }

  get(id: string): ConnectionProfile {
    if (id === EMBEDDED_PROFILE_ID) return this.embeddedProfile();
    const p = this.opts.profiles.get(id);
    if (!p)
      throw ipcFailure('NOT_FOUND', `There is no connection profile ${id}.`, {
        fieldViolations: [{ field: 'id', message: 'no such profile' }],
      });
    return this.view(p);
  }

  save(draft: ProfileDraft, secret?: string): ConnectionProfile {
    if (draft.id === EMBEDDED_PROFILE_ID)
      throw ipcFailure('FAILED_PRECONDITION', 'The Embedded profile is built in and cannot be changed.');
    if (draft.id !== undefined && !this.opts.profiles.get(draft.id)) this.get(draft.id);
    if (secret !== undefined && this.opts.secrets.status().mode === 'locked') {
      throw ipcFailure(
        'FAILED_PRECONDITION',
        'Enter the passphrase of the protected secrets file before saving a secret.',
      );
    }
    const violations = plaintextViolations(draft);
    if (violations.length)
      throw ipcFailure(
        'INVALID_ARGUMENT',
        'This connection would send credentials unencrypted to another computer. Use https:// and TLS, or mark it "insecure, for lab use".',
        { fieldViolations: violations },
      );
    const before = draft.id !== undefined ? this.opts.profiles.get(draft.id) : undefined;
    const moved = before ? movedFields(before, draft) : [];
    // The stored secret was given for the old destination: never send it to a new one.
    if (moved.length && secret === undefined && this.opts.secrets.has(before!.id)) {
      const what = moved.map((m) => m.label).join(' and ');
      throw ipcFailure(
        'INVALID_ARGUMENT',
        `The ${what} changed, so the stored client secret is not sent there: enter the client secret again to save.`,
        {
          fieldViolations: [
            {
              field: 'secret',
              message: `enter the client secret again: the stored one was given for ${moved.map((m) => m.from).join(' and ')}`,
            },
          ],
        },
      );
    }
    const saved = this.opts.profiles.save(draft);
    if (secret !== undefined) this.opts.secrets.set(saved.id, bindSecret(secret, secretDestination(saved)));
    else if (moved.length) this.opts.secrets.delete(saved.id);
    this.drop(saved.id);
    this.changed();
    return this.view(saved);
  }

  remove(id: string): { removed: boolean; currentId: string } {
    if (id === EMBEDDED_PROFILE_ID)
      throw ipcFailure('FAILED_PRECONDITION', 'The Embedded profile is built in and cannot be removed.');
    this.get(id);
    this.opts.profiles.remove(id);
    this.opts.secrets.delete(id);
    this.drop(id);
    this.changed();
    return { removed: true, currentId: this.currentId() };
  }

  import(text: string, name?: string): ImportResult {
    let parsed;
    try {
      parsed = importCredentials(text, name);
    } catch (err) {
      throw ipcFailure('INVALID_ARGUMENT', (err as Error).message, {
        fieldViolations: [{ field: 'text', message: (err as Error).message }],
      });
    }
    const { draft, secret, missing, warnings } = parsed;
    if (missing.length) {
      return {
        draft,
        missing,
        warnings,
        message: `The credentials file lacks ${missing.join(', ')}; nothing was saved. Complete the profile by hand.`,
      };
    }
    const checked = profileDraftSchema.safeParse(draft);
    if (!checked.success) {
      const problems = checked.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`);
      return {
        draft,
        missing,
        warnings: [...warnings, ...problems],
        message: `The credentials file has values the console cannot use (${problems.join('; ')}); nothing was saved.`,
      };
    }
    const plaintext = plaintextViolations(checked.data);
    if (plaintext.length) {
      const problems = plaintext.map((v) => `${v.field}: ${v.message}`);
      return {
        draft,
        missing,
        warnings: [...warnings, ...problems],
        message: `The credentials file points at another computer without encryption (${problems.join('; ')}); nothing was saved. Complete the profile by hand.`,
      };
    }
    const profile = this.save(checked.data, secret);
    return { profile, draft, missing, warnings, message: `Imported the connection "${profile.name}".` };
  }

  currentId(): string {
    const id = this.opts.profiles.currentId();
    return id === EMBEDDED_PROFILE_ID || this.opts.profiles.get(id) ? id : EMBEDDED_PROFILE_ID;
  }

  select(id: string): { currentId: string } {
    this.get(id);
    this.opts.profiles.setCurrentId(id);
    this.changed();
    return { currentId: id };
  }

  current(): { profile: ConnectionProfile; scopeId: string } {
    const profile = this.get(this.currentId());
    return { profile, scopeId: profile.defaultScopeId ?? '' };
  }

  /**
   * Waits while the embedded server is starting or restarting, when the call goes through the
   * Embedded profile, so a screen opened during start-up gets its data the moment the server is up
   * instead of an UNAVAILABLE and a retry later. Returns at once otherwise, when the server runs or
   * has failed (context() then says why), when `signal` aborts, or after `maxWaitMs`.
   */
  async ready(id: string = this.currentId(), signal?: AbortSignal, maxWaitMs = 60_000): Promise<void> {
    const embedded = this.opts.embedded;
    const waiting = () => {
      const s = embedded?.status().state;
      return s === 'starting' || s === 'restarting';
    };
    if (id !== EMBEDDED_PROFILE_ID || !embedded || !waiting() || signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        off();
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const off = embedded.onState(() => {
        if (!waiting()) done();
      });
      const timer = setTimeout(done, maxWaitMs);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** The context for calls through a profile (default: the current one). */
  context(id: string = this.currentId()): ProfileContext {
    const profile = this.get(id);
    const plaintext = id === EMBEDDED_PROFILE_ID ? [] : plaintextViolations(profile);
    if (plaintext.length)
      throw ipcFailure(
        'FAILED_PRECONDITION',
        `The connection "${profile.name}" would send credentials unencrypted to another computer: edit it to use https:// and TLS, or mark it "insecure, for lab use".`,
        { fieldViolations: plaintext },
      );
    if (id === EMBEDDED_PROFILE_ID && (!profile.endpoint || !profile.tokenUrl)) {
      const st = this.opts.embedded?.status();
      throw ipcFailure(
        'UNAVAILABLE',
        `The embedded server is not running (${st?.state ?? 'not started'}${st?.lastError ? `: ${st.lastError}` : ''}).`,
      );
    }
    const key = JSON.stringify([
      profile.endpoint,
      profile.tls,
      profile.caCertPem,
      profile.tokenUrl,
      profile.clientId,
      profile.scopes,
      profile.insecure,
    ]);
    const hit = this.cache.get(id);
    if (hit?.key === key) return { ...hit.ctx, profile };
    if (hit) this.retire(hit.ctx.rpc);
    const tokens = new TokenManager({
      tokenUrl: profile.tokenUrl,
      clientId: profile.clientId,
      scopes: profile.scopes,
      secret: () => this.secretOf(id),
      missingSecretMessage: this.missingSecretMessage(id),
      fetch: this.opts.fetch,
      clock: this.clock,
      initial: id === EMBEDDED_PROFILE_ID ? this.opts.embedded?.demoClient()?.accessToken : undefined,
    });
    const rpc = new RpcClient({
      ...this.opts.rpc,
      target: { endpoint: profile.endpoint, tls: profile.tls, caCertPem: profile.caCertPem },
      tokens,
    });
    const ctx: ProfileContext = {
      profile,
      scopeId: profile.defaultScopeId ?? '',
      clientId: profile.clientId,
      tokens,
      rpc,
    };
    this.cache.set(id, { key, ctx });
    if (profile.insecure) this.opts.onInsecureUse?.(profile);
    return ctx;
  }

  /** Gets a token and checks the server's health; says who the token says we are. */
  async test(id: string | undefined, signal?: AbortSignal): Promise<ConnectionTest> {
    await this.ready(id, signal);
    signal?.throwIfAborted();
    const ctx = this.context(id);
    const token = await ctx.tokens.getToken(signal);
    const started = performance.now();
    const serving = await ctx.rpc.health({ signal, deadlineMs: 5_000 });
    const roundTripMs = Math.round((performance.now() - started) * 10) / 10;
    const claims = readJwtClaims(token);
    const issued = ctx.tokens.peek();
    const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    return {
      profileId: ctx.profile.id,
      endpoint: ctx.profile.endpoint,
      serving,
      roundTripMs,
      identity: {
        clientId: typeof claims?.sub === 'string' ? claims.sub : ctx.clientId,
        role: typeof claims?.role === 'string' ? claims.role : 'unknown',
        oauthScopes: (typeof claims?.scope === 'string' ? claims.scope : (issued?.scope ?? ''))
          .split(' ')
          .filter(Boolean),
        gkScopeIds: strings(claims?.gks),
      },
      tokenExpiresAt: new Date(issued?.expiresAt ?? this.clock.now().getTime()).toISOString(),
    };
  }

  close(): void {
    // Clients waiting to be retired are closed now, not dropped with their timers still open.
    for (const [timer, rpc] of this.retiring) {
      clearTimeout(timer);
      rpc.close();
    }
    this.retiring.clear();
    for (const id of [...this.cache.keys()]) this.drop(id, true);
  }

  private readonly retiring = new Map<NodeJS.Timeout, { close(): void }>();

  /**
   * A client replaced by a new one (the profile changed: another demo role, another secret) is
   * closed a little later, not at once: calls the screens started a moment before the change, or
   * are starting with the context they already hold, finish on it instead of failing with
   * "Channel has been shut down".
   */
  private retire(rpc: { close(): void }): void {
    const timer = setTimeout(() => {
      this.retiring.delete(timer);
      rpc.close();
    }, RETIRE_AFTER_MS);
    timer.unref();
    this.retiring.set(timer, rpc);
  }

  /** The profile's secret, only if it was given for where the profile now points. */
  private secretOf(id: string): string | undefined {
    if (id === EMBEDDED_PROFILE_ID) return this.opts.embedded?.demoClient()?.clientSecret;
    const stored = this.opts.secrets.get(id);
    const profile = this.opts.profiles.get(id);
    if (stored === undefined || !profile) return undefined;
    const destination = secretDestination(profile);
    const opened = openSecret(stored, destination);
    // Unbound and not bound at start-up: where it was given for is unknown, so it is not sent.
    if (!('secret' in opened) || opened.legacy) return undefined;
    return opened.secret;
  }

  private missingSecretMessage(id: string): string {
    if (id === EMBEDDED_PROFILE_ID)
      return 'The embedded server has not written its demo clients yet; wait until it is running.';
    const profile = this.opts.profiles.get(id);
    try {
      const stored = profile && this.opts.secrets.get(id);
      const opened = stored !== undefined && profile ? openSecret(stored, secretDestination(profile)) : undefined;
      if (opened && 'givenFor' in opened)
        return `The stored client secret was given for ${opened.givenFor.tokenOrigin}, not ${secretDestination(profile!).tokenOrigin}: enter it again in the connection settings.`;
      if (opened && 'legacy' in opened)
        return 'The stored client secret was saved by an older version without the host it was given for, so it is not sent: enter it again in the connection settings.';
    } catch {
      // Unreadable or locked: the messages below say what to do.
    }
    const mode = this.opts.secrets.status().mode;
    if (mode === 'locked') return 'The client secret is in the passphrase-protected file: enter the passphrase first.';
    if (mode === 'session')
      return 'No client secret for this connection in this session: this system cannot store secrets, so enter it again.';
    return 'No client secret is stored for this connection: enter it in the connection settings.';
  }

  /** Forgets a profile's client: retired (closed a little later) unless the console is closing. */
  private drop(id: string, now = false): void {
    const hit = this.cache.get(id);
    this.cache.delete(id);
    if (!hit) return;
    if (now) hit.ctx.rpc.close();
    else this.retire(hit.ctx.rpc);
  }

  private changed(): void {
    this.opts.events?.emit('connections.changed', { currentId: this.currentId() });
  }

  private view(p: StoredProfile): ConnectionProfile {
    return { ...p, builtIn: false, hasSecret: this.opts.secrets.has(p.id) };
  }

  private embeddedProfile(): ConnectionProfile {
    const st = this.opts.embedded?.status();
    const client = this.opts.embedded?.demoClient();
    return {
      id: EMBEDDED_PROFILE_ID,
      name: 'Embedded',
      endpoint: st?.state === 'running' ? (st.grpcAddress ?? '') : '',
      tls: false,
      tokenUrl: st?.state === 'running' ? (st.tokenUrl ?? '') : '',
      clientId: client?.clientId ?? '',
      scopes: [],
      ...(client?.gkScopeId ? { defaultScopeId: client.gkScopeId } : {}),
      builtIn: true,
      hasSecret: !!client,
    };
  }
}

/** What of a profile's destination changed between two versions of it, for the secret's sake. */
function movedFields(
  before: Pick<ProfileDraft, 'tokenUrl' | 'endpoint'>,
  after: Pick<ProfileDraft, 'tokenUrl' | 'endpoint'>,
): { label: string; from: string }[] {
  const a = secretDestination(before);
  const b = secretDestination(after);
  const out: { label: string; from: string }[] = [];
  if (a.tokenOrigin !== b.tokenOrigin) out.push({ label: 'token URL host', from: a.tokenOrigin });
  if (a.endpointHost !== b.endpointHost) out.push({ label: 'endpoint host', from: a.endpointHost });
  return out;
}
