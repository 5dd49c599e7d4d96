// voiceprints.lookup: the profiles of one owner, found by the owner's gk ID or external ID, and a tag.
// With a tag it is one GetVoiceprintProfileDetails by owner and tag. Without one the Gatekeeper API
// gives a single ID (GetGkVoiceprintProfileId: the owner's oldest profile), so for an external ID
// the Browse list (exact owner, any tag) is asked first; a gk ID can only use the single-ID call.
import { IpcFailure } from '../errors.js';
import type { ResponseOf } from '../../shared/ipc/contract.js';
import type { VoiceprintSummary } from '../../shared/domain/voiceprints.js';
import type { OwnerAndTag } from '../../generated/proto/nuance/biosec/v1/voiceprint/OwnerAndTag.js';
import { defineChannel, type RequestData } from '../ipc/define-channel.js';
import { scopeContext, type Where } from '../connections/where.js';
import { summaryOf } from './voiceprints.mapping.js';

type Req = RequestData<'voiceprints.lookup'>;
type Res = ResponseOf<'voiceprints.lookup'>;

/** The OwnerAndTag oneof for the request's owner. */
export function ownerAndTag(owner: Req['owner'], tag: string): OwnerAndTag {
  const person = owner.kind === 'person';
  if (owner.gkId) return { [person ? 'gk_person_id' : 'gk_fraudster_id']: { value: owner.gkId }, tag };
  return { [person ? 'person_id' : 'fraudster_id']: owner.externalId, tag };
}

async function byOwnerAndTag(at: Where, req: Req, tag: string, signal: AbortSignal) {
  const res = await at.ctx.rpc.api.voiceprints.getVoiceprintProfileDetails(
    { context: scopeContext(at), owner_and_tag: ownerAndTag(req.owner, tag) },
    { signal, idempotent: true },
  );
  return res.details ? [summaryOf(res.details, req.owner.externalId)] : [];
}

async function oldestOfOwner(at: Where, req: Req, signal: AbortSignal): Promise<VoiceprintSummary[]> {
  const vp = at.ctx.rpc.api.voiceprints;
  const id = await vp.getGkVoiceprintProfileId(
    { context: scopeContext(at), owner: ownerAndTag(req.owner, '') },
    { signal, idempotent: true },
  );
  const value = id.gk_voiceprint_profile_id?.value;
  if (!value) return [];
  const res = await vp.getVoiceprintProfileDetails(
    { context: scopeContext(at), gk_voiceprint_profile_id: { value } },
    { signal, idempotent: true },
  );
  return res.details ? [summaryOf(res.details, req.owner.externalId)] : [];
}

/** Every profile of an external ID through Browse (prefix filter, then the exact owner). */
async function allOfExternalId(at: Where, req: Req, signal: AbortSignal): Promise<VoiceprintSummary[]> {
  const externalId = req.owner.externalId as string;
  const out: VoiceprintSummary[] = [];
  let pageToken = '';
  for (let page = 0; page < 20; page++) {
    const res = await at.ctx.rpc.api.browse.listVoiceprintProfiles(
      {
        context: scopeContext(at),
        owner_type: req.owner.kind === 'person' ? 'OWNER_TYPE_PERSON' : 'OWNER_TYPE_FRAUDSTER',
        owner_external_id_prefix: externalId,
        page_size: 500,
        page_token: pageToken,
        order_by: 'creation_timestamp asc',
      },
      { signal, idempotent: true },
    );
    for (const p of res.profiles ?? [])
      if (p.owner_external_id === externalId) out.push(summaryOf(p.details ?? {}, p.owner_external_id));
    pageToken = res.next_page_token ?? '';
    if (!pageToken) break;
  }
  return out;
}

const codeOf = (err: unknown) => (err instanceof IpcFailure ? err.error.code : undefined);

async function lookup(at: Where, req: Req, signal: AbortSignal): Promise<Res> {
  const tag = req.tag?.trim() ?? '';
  try {
    if (tag) return { profiles: await byOwnerAndTag(at, req, tag, signal) };
    if (req.owner.externalId) {
      try {
        return { profiles: await allOfExternalId(at, req, signal) };
      } catch (err) {
        // Browse is Vigil's extension: without it (or without the right to use it) fall back.
        if (!['UNIMPLEMENTED', 'PERMISSION_DENIED'].includes(codeOf(err) ?? '')) throw err;
      }
    }
    return {
      profiles: await oldestOfOwner(at, req, signal),
      note: 'Without a tag the API gives only the owner’s oldest profile; enter a tag to reach another one.',
    };
  } catch (err) {
    if (codeOf(err) === 'NOT_FOUND') return { profiles: [], note: (err as IpcFailure).error.message };
    throw err;
  }
}

export const voiceprintLookup = defineChannel(
  'voiceprints.lookup',
  () =>
    async (req, { signal, at }) =>
      lookup(at(), req, signal),
  {
    fields: {
      'owner.gk_person_id': 'owner.gkId',
      'owner.gk_fraudster_id': 'owner.gkId',
      'owner.person_id': 'owner.externalId',
      'owner.fraudster_id': 'owner.externalId',
      'owner_and_tag.gk_person_id': 'owner.gkId',
      'owner_and_tag.gk_fraudster_id': 'owner.gkId',
      'owner_and_tag.person_id': 'owner.externalId',
      'owner_and_tag.fraudster_id': 'owner.externalId',
      'owner_and_tag.tag': 'tag',
      owner_external_id_prefix: 'owner.externalId',
    },
  },
);
