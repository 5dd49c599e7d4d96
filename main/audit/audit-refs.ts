// The IDs people use, for an audit entry whose target holds only Gatekeeper UUIDs: support staff
// search the audit for a customer ID or an engagement's external ID, not for a gk UUID. Looked up
// through the same profile and scope as the change, before it runs (a deleted profile or an erased
// person cannot be read afterwards). Each lookup is best effort: what cannot be read is left out.
import { scopeContext, type Where } from '../connections/where.js';

type Refs = Record<string, string>;

interface Lookup {
  /** The target key holding the gk UUID. */
  key: string;
  run(where: Where, id: string, signal: AbortSignal): Promise<Refs>;
}

const opts = (signal: AbortSignal) => ({ signal, idempotent: true });

/** A person's or fraudster's external ID (person_id / fraudster_id) from its gk ID. */
async function ownerExternalId(
  w: Where,
  ownerType: string | undefined,
  gkOwnerId: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const api = w.ctx.rpc.api.entities;
  if (ownerType === 'OWNER_TYPE_FRAUDSTER') {
    const r = await api.getFraudsterDetails(
      { context: scopeContext(w), gk_fraudster_id: { value: gkOwnerId } },
      opts(signal),
    );
    return r.details?.fraudster_id || undefined;
  }
  const r = await api.getPersonDetails({ context: scopeContext(w), gk_person_id: { value: gkOwnerId } }, opts(signal));
  return r.details?.person_id || undefined;
}

const LOOKUPS: readonly Lookup[] = [
  {
    key: 'gkVoiceprintProfileId',
    async run(w, id, signal) {
      const r = await w.ctx.rpc.api.voiceprints.getVoiceprintProfileDetails(
        { context: scopeContext(w), gk_voiceprint_profile_id: { value: id } },
        opts(signal),
      );
      const d = r.details;
      const owner = d?.gk_owner_id?.value;
      if (!owner) return {};
      const ext = await ownerExternalId(w, d.owner_type, owner, signal).catch(() => undefined);
      return {
        ...(ext ? { ownerExternalId: ext } : {}),
        ...(d.owner_type === 'OWNER_TYPE_FRAUDSTER' ? { ownerType: 'fraudster' } : { ownerType: 'person' }),
        ...(d.tag ? { tag: d.tag } : {}),
      };
    },
  },
  {
    key: 'gkPersonId',
    async run(w, id, signal) {
      const ext = await ownerExternalId(w, 'OWNER_TYPE_PERSON', id, signal);
      return ext ? { personId: ext } : {};
    },
  },
  {
    key: 'gkEngagementId',
    async run(w, id, signal) {
      const r = await w.ctx.rpc.api.sessions.getEngagementDetails(
        { context: scopeContext(w), gk_engagement_id: { value: id } },
        opts(signal),
      );
      const d = r.details;
      return {
        ...(d?.engagement_id ? { engagementId: d.engagement_id } : {}),
        ...(d?.correlation_id ? { correlationId: d.correlation_id } : {}),
      };
    },
  },
];

/** Whether any of the target's IDs has a lookup (so a change without one never resolves its profile early). */
export const hasExternalIdLookup = (target: Refs): boolean => LOOKUPS.some((l) => !!target[l.key]);

/**
 * The external IDs for the target's gk UUIDs, e.g. { gkVoiceprintProfileId } ->
 * { ownerExternalId: 'cust-00042', ownerType: 'person', tag: 'main' }. Lookups run side by side;
 * a failed one adds nothing. A key the target already holds is never overwritten.
 */
export async function lookUpExternalIds(target: Refs, where: Where, signal: AbortSignal): Promise<Refs> {
  const found = await Promise.all(
    LOOKUPS.filter((l) => target[l.key]).map((l) => l.run(where, target[l.key]!, signal).catch(() => ({}))),
  );
  const out: Refs = {};
  for (const refs of found) for (const [k, v] of Object.entries(refs)) if (v && !(k in target)) out[k] = v;
  return out;
}
