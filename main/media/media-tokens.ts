// Audio URLs main hands to the renderer. The server's download URL lives on another origin (and
// the renderer's CSP allows media from 'self' and vigil-media: only), so main keeps it behind an
// opaque token and streams the audio through itself. Only URLs main obtained from a profile's
// server are ever fetched, and only while that profile is still the current one.
import crypto from 'node:crypto';

export interface MediaGrant {
  profileId: string;
  /** The server's signed download URL. */
  url: string;
  /** When the server's URL stops working (ms since epoch). */
  urlExpires: number;
  /** Gets a fresh download URL once the old one has expired (seeking long after opening). */
  refresh?: () => Promise<{ url: string; expires: number }>;
}

interface Entry extends MediaGrant {
  /** When the token itself is forgotten. */
  expires: number;
}

export interface MediaTokensOptions {
  now?: () => number;
  /** How long a token lives (default 1 hour); its URL is refreshed within that time as needed. */
  ttlMs?: number;
  /** At most this many live tokens; the oldest go first (default 500). */
  max?: number;
}

export class MediaTokens {
  private readonly map = new Map<string, Entry>();
  private base: string | undefined;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly max: number;

  constructor(opts: MediaTokensOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.ttlMs = opts.ttlMs ?? 3_600_000;
    this.max = opts.max ?? 500;
  }

  /** The host that serves tokens says where: '/media/' (browser host) or 'vigil-media://' (Electron). */
  serveAt(base: string): void {
    this.base = base;
  }

  get servedAt(): string | undefined {
    return this.base;
  }

  /** A new token for a grant, and the URL the renderer plays it from. */
  issue(grant: MediaGrant): { token: string; url: string; expiresAt: string } {
    if (!this.base) throw new Error('no host serves media here');
    this.prune();
    const token = crypto.randomBytes(24).toString('hex');
    const expires = this.now() + this.ttlMs;
    this.map.set(token, { ...grant, expires });
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return { token, url: `${this.base}${token}`, expiresAt: new Date(expires).toISOString() };
  }

  /** The grant behind a token, while it lives. */
  get(token: string): Entry | undefined {
    if (!/^[0-9a-f]{48}$/.test(token)) return undefined;
    const e = this.map.get(token);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.map.delete(token);
      return undefined;
    }
    return e;
  }

  /** Replaces a token's server URL (after a refresh). */
  update(token: string, url: string, urlExpires: number): void {
    const e = this.map.get(token);
    if (e) Object.assign(e, { url, urlExpires });
  }

  /** Forgets every token of a profile (its server changed or it was removed). */
  revokeProfile(profileId: string): void {
    for (const [k, e] of this.map) if (e.profileId === profileId) this.map.delete(k);
  }

  get size(): number {
    return this.map.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [k, e] of this.map) if (e.expires <= now) this.map.delete(k);
  }
}

const registry = new WeakMap<object, MediaTokens>();

/** The token store of one set of main services (keyed by its MainContext). */
export function mediaTokensOf(owner: object): MediaTokens {
  let t = registry.get(owner);
  if (!t) registry.set(owner, (t = new MediaTokens()));
  return t;
}
