// The one consent check of the print paths: nothing may create or train a voiceprint for a person
// who has opted out of voice biometrics (OptPersonOut), nor while their personal data is being
// erased (DeletePersonalData). CreateVoiceprintProfile, enrollment and training call it inside
// their transaction; the owner row is locked (FOR SHARE) so an opt-out committing at the same time
// waits for the enrollment or is seen by it.
import type { Queryable } from '../db/types.js';
import { failedPrecondition } from '../rpc/errors.js';
import type { CallContext } from '../rpc/types.js';

/** Throws FAILED_PRECONDITION naming the consent when the owner (or the profile's owner) may not get prints. */
export async function assertConsentForPrints(
  q: Queryable,
  ref: { ownerId: string } | { profileId: string },
): Promise<void> {
  const { rows } =
    'ownerId' in ref
      ? await q.query<OwnerConsent>(`${CONSENT_SQL} WHERE o.gk_owner_id = $1 FOR SHARE OF o`, [ref.ownerId])
      : await q.query<OwnerConsent>(
          `${CONSENT_SQL} WHERE o.gk_owner_id = (SELECT gk_owner_id FROM voiceprint_profiles WHERE gk_voiceprint_profile_id = $1)
           FOR SHARE OF o`,
          [ref.profileId],
        );
  const o = rows[0];
  if (!o || o.owner_type !== 'OWNER_TYPE_PERSON') return;
  const who = o.external_id ? `person "${o.external_id}"` : `person ${o.gk_owner_id}`;
  if (o.consent_status === 'CONSENT_STATUS_OPTED_OUT')
    throw failedPrecondition(
      `${who} has opted out of voice biometrics (consent_info.status CONSENT_STATUS_OPTED_OUT): no voiceprint may be created or trained for them until they opt in`,
    );
  if (o.erasing)
    throw failedPrecondition(
      `${who}'s personal data is being erased (DeletePersonalData): no voiceprint may be created or trained for them`,
    );
}

interface OwnerConsent {
  gk_owner_id: string;
  owner_type: string;
  external_id: string | null;
  consent_status: string | null;
  erasing: boolean;
}

const CONSENT_SQL = `SELECT o.gk_owner_id, o.owner_type, o.external_id, o.consent_status,
       EXISTS (SELECT 1 FROM person_erasure_jobs j WHERE j.gk_person_id = o.gk_owner_id AND j.state IN ('PENDING', 'RUNNING')) AS erasing
  FROM voiceprint_owners o`;

/** Who records a consent change: the agent of the session in context, else the calling client. */
export async function consentAgent(q: Queryable, call: CallContext): Promise<string> {
  const { sessionId, scopeId } = call.context;
  if (sessionId) {
    const r = await q.query<{ agent_id: string | null }>(
      'SELECT agent_id FROM sessions WHERE scope_id = $1 AND gk_session_id = $2',
      [scopeId, sessionId],
    );
    if (r.rows[0]?.agent_id) return r.rows[0].agent_id;
  }
  return call.principal.clientId;
}
