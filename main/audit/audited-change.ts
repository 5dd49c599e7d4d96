// The one way a change is audited: run it, then append who did it (the subject), on what (the
// target and the IDs people use for it), with which reason, and how it ended, whether it worked or
// not. The channel framework (ipc/define-channel.ts) wraps every handler of a channel the contract
// marks audited in `auditedChange`; nothing else builds an audit subject for a channel.
import type { Where } from '../connections/where.js';
import { hasExternalIdLookup, lookUpExternalIds } from './audit-refs.js';
import type { Auditor, AuditSubject } from './auditor.js';

/**
 * What an audited change records besides who acted and how it ended, for a request `Req`, an answer
 * `Res` and handlers' context `Main` (the channel framework's MainContext).
 */
export interface AuditSpec<Req, Res, Main> {
  /** IDs the change touches (default: the request's string fields named *Id, but profileId and scopeId). */
  target?(req: Req): Record<string, string>;
  /** A short description of what changed, from the request and the answer. */
  detail?(req: Req, res: Res): string;
  /**
   * Who acted, for changes not made through a connection profile's client (profiles, secrets, the
   * embedded server's role). Default: the profile and scope of `at()`.
   */
  subject?(main: Main, req: Req): AuditSubject;
  /**
   * The IDs people use for the target (the voiceprint owner's customer ID, a person's external ID…)
   * when the request holds only UUIDs: looked up before the change runs (a deleted profile cannot be
   * read afterwards), best effort: a failed or slow lookup leaves them out, never the change.
   */
  refs?(req: Req, call: { at: () => Where; signal: AbortSignal }): Promise<Record<string, string>>;
}

/** How long a refs lookup may hold up the change it labels. */
export const REFS_LOOKUP_MS = 3000;

/**
 * The entry's refs: the spec's, else the external IDs of the target's gk UUIDs (audit-refs.ts); {}
 * when there is nothing to look up, or the lookup fails or takes longer than REFS_LOOKUP_MS.
 */
export async function lookUpRefs<Req>(
  spec: Pick<AuditSpec<Req, unknown, unknown>, 'refs'>,
  req: Req,
  target: Record<string, string>,
  at: () => Where,
  signal: AbortSignal,
): Promise<Record<string, string>> {
  const lookup = spec.refs
    ? (s: AbortSignal) => spec.refs!(req, { at, signal: s })
    : hasExternalIdLookup(target)
      ? (s: AbortSignal) => lookUpExternalIds(target, at(), s)
      : undefined;
  if (!lookup) return {};
  const ac = new AbortController();
  const onAbort = () => ac.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      lookup(ac.signal),
      new Promise<Record<string, string>>((resolve) => {
        timer = setTimeout(() => (ac.abort(), resolve({})), REFS_LOOKUP_MS);
      }),
    ]);
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** The request's own IDs (string fields named *Id but profileId and scopeId), or with `all` every string field. */
export function idsOf(req: object, all = false): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req))
    if (typeof v === 'string' && (all || (/Id$/.test(k) && k !== 'profileId' && k !== 'scopeId'))) out[k] = v;
  return out;
}

/** The audit subject of a change made through a profile's client in a scope. */
export const subjectOf = ({ ctx, scopeId }: Where): AuditSubject => ({
  profileId: ctx.profile.id,
  profileName: ctx.profile.name,
  clientId: ctx.clientId,
  scopeId,
});

/** One audited change: what it is and where it acts. */
export interface AuditedChange<Req, Res, Main> {
  auditor: Auditor;
  /** The audit action (the channel's name). */
  action: string;
  /** Handlers' context, for `spec.subject`. */
  main: Main;
  req: Req;
  at: () => Where;
  spec: AuditSpec<Req, Res, Main>;
  signal: AbortSignal;
}

/** Notes a change makes while it runs: the entry's detail, and refs learnt on the way. */
export type ChangeNotes = (
  noteDetail: (detail: string) => void,
  noteRefs: (refs: Record<string, string>) => void,
) => Promise<unknown>;

/** Runs `change` and appends its audit entry, whether it worked or not; answers or throws as the change did. */
export async function auditedChange<Req extends object, Res, Main>(
  { auditor, action, main, req, at, spec, signal }: AuditedChange<Req, Res, Main>,
  change: ChangeNotes,
): Promise<Res> {
  let noted = '';
  let target: Record<string, string> = {};
  try {
    target = spec.target ? idsOf(spec.target(req), true) : idsOf(req);
  } catch {
    // The entry is written all the same, with what is known.
  }
  const refs = await lookUpRefs(spec, req, target, at, signal);
  const reason = (req as { reason?: unknown }).reason;
  return auditor.run<Res>(
    {
      action,
      subject: spec.subject ? () => spec.subject!(main, req) : () => subjectOf(at()),
      target,
      detail: (res) => (spec.detail ? spec.detail(req, res) : noted),
      refs: () => refs,
      reason: typeof reason === 'string' ? reason : undefined,
    },
    () =>
      change(
        (d) => (noted = d),
        (more) => Object.assign(refs, more),
      ) as Promise<Res>,
  );
}
