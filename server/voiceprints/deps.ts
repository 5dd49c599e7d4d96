// What the VoiceprintsManager handlers share: their dependencies, and reading the ways a request
// names an owner (OwnerAndTag) or a profile (its ID or owner and tag), answering NOT_FOUND for
// anything outside the caller's scope.
import type { GetVoiceprintProfileDetailsRequest__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/GetVoiceprintProfileDetailsRequest.js';
import type { OwnerAndTag__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/OwnerAndTag.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { LocalBlobStore } from '../blobs/local.store.js';
import type { ConfigResolver } from '../configsets/index.js';
import { defaultConfigResolver } from '../configsets/index.js';
import type { Db, Queryable } from '../db/types.js';
import { Violations, notFound } from '../rpc/errors.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { silentLogger } from '../util/log.js';
import type { OwnerRef, OwnerRow, OwnerType } from './owners.store.js';
import { ensureOwner, findOwner } from './owners.store.js';
import type { ProfileRow } from './profiles.store.js';
import { getProfile, getProfileByOwnerTag } from './profiles.store.js';
import type { StatusJobOptions } from './status-job.options.js';
import { MAX_TEXT, readText, readUniqueId } from './wire.js';

export interface VoiceprintsDeps {
  db: Db;
  clock: Clock;
  /** Mismatch threshold and auto-unlock delay per scope/configset; default: the built-in defaults. */
  config?: ConfigResolver;
  /** Status-job ZIP files go to <dataDir>/status-jobs/ unless a blob store is given. */
  dataDir: string;
  /** Where status-job ZIP files live (server/blobs/); default: the local data folder. */
  blobs?: BlobStore;
  /** Base URL of the server's HTTP side, for download_url. */
  publicBaseUrl: () => string;
  statusJob?: Partial<StatusJobOptions>;
  log?: Logger;
}

export interface Ctx {
  db: Db;
  clock: Clock;
  config: ConfigResolver;
  dataDir: string;
  blobs: BlobStore;
  publicBaseUrl: () => string;
  log: Logger;
}

export function resolveDeps(deps: VoiceprintsDeps): Ctx {
  return {
    db: deps.db,
    clock: deps.clock,
    config: deps.config ?? defaultConfigResolver,
    dataDir: deps.dataDir,
    blobs: deps.blobs ?? new LocalBlobStore(deps.dataDir),
    publicBaseUrl: deps.publicBaseUrl,
    log: deps.log ?? silentLogger,
  };
}

type WireOwnerAndTag = OwnerAndTag__Output | null | undefined;

export interface OwnerAndTag {
  ref: OwnerRef;
  tag: string;
}

const OWNER_FORMS = ['gk_person_id', 'gk_fraudster_id', 'person_id', 'fraudster_id'] as const;

/** Reads an OwnerAndTag at `field`; undefined (with violations) when unusable. */
export function readOwnerAndTag(
  v: Violations,
  field: string,
  raw: WireOwnerAndTag,
  opts: { tagRequired: boolean },
): OwnerAndTag | undefined {
  if (!raw) {
    v.missing(field);
    return undefined;
  }
  const before = v.size;
  const form =
    raw.owner && (OWNER_FORMS as readonly string[]).includes(raw.owner) ? raw.owner : OWNER_FORMS.find((f) => raw[f]);
  let ref: OwnerRef | undefined;
  const ownerType: OwnerType =
    form === 'gk_fraudster_id' || form === 'fraudster_id' ? 'OWNER_TYPE_FRAUDSTER' : 'OWNER_TYPE_PERSON';
  if (form === 'gk_person_id' || form === 'gk_fraudster_id') {
    const id = readUniqueId(v, `${field}.${form}`, raw[form]);
    if (id) ref = { ownerType, gkOwnerId: id };
    else if (v.size === before) v.missing(`${field}.${form}`);
  } else if (form === 'person_id' || form === 'fraudster_id') {
    const ext = readText(v, `${field}.${form}`, raw[form], MAX_TEXT);
    if (ext) ref = { ownerType, externalId: ext };
    else if (v.size === before) v.missing(`${field}.${form}`);
  } else {
    v.add(
      field,
      'must name the owner: one of gk_person_id, gk_fraudster_id, person_id, fraudster_id',
      'MANDATORY_FIELD_MISSING',
    );
  }
  const tagBefore = v.size;
  const tag = readText(v, `${field}.tag`, raw.tag, MAX_TEXT) ?? '';
  if (opts.tagRequired && !tag && v.size === tagBefore) v.missing(`${field}.tag`);
  return ref && v.size === before ? { ref, tag } : undefined;
}

const describe = (ref: OwnerRef) =>
  `${ref.ownerType === 'OWNER_TYPE_PERSON' ? 'person' : 'fraudster'} ${'gkOwnerId' in ref ? ref.gkOwnerId : `"${ref.externalId}"`}`;

/** The owner; created when named by external ID and `create` is set, NOT_FOUND otherwise. */
export async function mustGetOwner(
  q: Queryable,
  scopeId: string,
  ref: OwnerRef,
  opts: { create?: Date } = {},
): Promise<OwnerRow> {
  if (opts.create && 'externalId' in ref) return ensureOwner(q, scopeId, ref.ownerType, ref.externalId, opts.create);
  const row = await findOwner(q, scopeId, ref);
  if (!row) throw notFound(`${describe(ref)} not found`);
  return row;
}

export type ProfileTarget = { id: string } | OwnerAndTag;

/** The `input` oneof of Get/UpdateVoiceprintProfileDetails: the profile ID or its owner and tag. */
export function readProfileTarget(
  v: Violations,
  req: Pick<GetVoiceprintProfileDetailsRequest__Output, 'input' | 'gk_voiceprint_profile_id' | 'owner_and_tag'>,
): ProfileTarget | undefined {
  const useOwner =
    req.input === 'owner_and_tag' ||
    (req.input === undefined && !req.gk_voiceprint_profile_id?.value && req.owner_and_tag);
  if (useOwner) return readOwnerAndTag(v, 'owner_and_tag', req.owner_and_tag, { tagRequired: true });
  const id = readUniqueId(v, 'gk_voiceprint_profile_id', req.gk_voiceprint_profile_id);
  if (!id && !req.gk_voiceprint_profile_id?.value) {
    v.add('gk_voiceprint_profile_id', 'is required (or owner_and_tag)', 'MANDATORY_FIELD_MISSING');
  }
  return id ? { id } : undefined;
}

/** A profile ID field that must be given. */
export function requireProfileId(req: { gk_voiceprint_profile_id?: { value?: string } | null }): string {
  const v = new Violations();
  const id = readUniqueId(v, 'gk_voiceprint_profile_id', req.gk_voiceprint_profile_id);
  if (!id && !v.size) v.missing('gk_voiceprint_profile_id');
  v.throwIfAny();
  return id as string;
}

export async function mustGetProfile(
  q: Queryable,
  scopeId: string,
  target: ProfileTarget,
  forUpdate = false,
): Promise<ProfileRow> {
  if ('id' in target) {
    const row = await getProfile(q, scopeId, target.id, forUpdate);
    if (!row) throw notFound(`voiceprint profile ${target.id} not found`);
    return row;
  }
  const owner = await mustGetOwner(q, scopeId, target.ref);
  const row = await getProfileByOwnerTag(q, scopeId, owner.gk_owner_id, target.tag, forUpdate);
  if (!row) throw notFound(`${describe(target.ref)} has no voiceprint profile with tag "${target.tag}"`);
  return row;
}
