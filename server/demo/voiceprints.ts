// Demo voiceprints: a few hundred persons and some fraudsters with profiles in every lock state
// (unlocked, manually locked, auto-locked after mismatches with a future auto-unlock, auto-locked
// with a lapsed auto-unlock) and training state, with enrollment segments. Deterministic from the
// seed; written in a few batched statements (rows as one JSON parameter each). Automatic locks last
// what the scope's configset in force says (voiceprints.autoUnlockAfterSeconds), as a real lock would:
// seed the configsets first.
import type { Db } from '../db/types.js';
import { resolveEffectiveConfig } from '../configsets/index.js';
import {
  analyzeTables,
  existingOwnerIds,
  groupRows,
  insertJsonRows,
  scopeHasRows,
  seedInChunks,
} from './demo.store.js';

/**
 * Owners (with their profiles and segments) written per transaction. It runs while the first
 * clients call (after the first screen), and on PGlite a call can wait behind a whole chunk
 * (server/db/priority.ts): at 40 a chunk held the connection for a tenth to a quarter of a second
 * on a busy machine, at 10 still 30 to 440 ms; 3 keeps it under a third of that.
 */
const OWNERS_PER_TX = 3;

export interface VoiceprintsDemoOptions {
  scopeId: string;
  now: Date;
  seed: number;
  persons?: number;
  fraudsters?: number;
}

export interface VoiceprintsDemoResult {
  owners: number;
  profiles: number;
  segments: number;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(rand: () => number): string {
  const b = Array.from({ length: 16 }, () => Math.floor(rand() * 256));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const DEMO_SUPPORT = 'appID:vigil:geo:local:clientName:demo-support';
const MODELS = ['5b0c1d9e-2f41-4c8a-9e3d-6a7b8c9d0e1f', '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b'];
const MANUAL_REASONS = [
  'customer reported phone stolen',
  'suspected account takeover',
  'caller failed knowledge questions, "urgent" review',
];

type Row = Record<string, unknown>;

/**
 * Seeds the scope's voiceprints once, finishing a seeding a stop cut short: the owners are written
 * in order, a few per transaction, so the seeding is over once the last one is in, and until then
 * the chunks already in are skipped. (A scope with profiles but none of the demo's owners, made
 * some other way, is left alone.)
 */
export async function seedVoiceprintsDemo(db: Db, opts: VoiceprintsDemoOptions): Promise<VoiceprintsDemoResult> {
  const none = { owners: 0, profiles: 0, segments: 0 };
  const rand = prng(opts.seed ^ 0x5eed_0005);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const now = opts.now.getTime();
  const at = (ms: number) => new Date(ms).toISOString();
  // The settings a mismatch lock would be made under now: the scope's active configsets, else the defaults.
  const lockConfig = (await resolveEffectiveConfig(db, opts.scopeId)).voiceprints;
  const unlockAfterMs = lockConfig.autoUnlockAfterSeconds * 1000;
  const owners: Row[] = [];
  const profiles: Row[] = [];
  const segments: Row[] = [];

  const addOwner = (type: 'OWNER_TYPE_PERSON' | 'OWNER_TYPE_FRAUDSTER', n: number) => {
    const id = uuidFrom(rand);
    const created = now - Math.floor(rand() * 365 * DAY);
    owners.push({
      gk_owner_id: id,
      scope_id: opts.scopeId,
      owner_type: type,
      external_id: `${type === 'OWNER_TYPE_PERSON' ? 'cust' : 'fraud'}-${String(n).padStart(5, '0')}`,
      created_at: at(created),
    });
    const tags = type === 'OWNER_TYPE_PERSON' && rand() < 0.15 ? ['main', 'agent-channel'] : ['main'];
    for (const tag of tags) addProfile(id, type, tag, created + Math.floor(rand() * DAY));
  };

  /** A lock after consecutive mismatches at `lockedAt`, lifting itself when the configset says (0: never). */
  const autoLock = (lockedAt: number): Row => ({
    lock_timestamp: at(lockedAt),
    lock_reason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
    auto_unlock_at: unlockAfterMs > 0 ? at(lockedAt + unlockAfterMs) : null,
    // The count that locked it.
    mismatch_counter: Math.max(1, lockConfig.mismatchLockThreshold),
  });

  const addProfile = (ownerId: string, type: string, tag: string, created: number) => {
    const id = uuidFrom(rand);
    // Training: 20% no audio, 15% audio but untrained, the rest trained (some with a newer segment).
    const r = rand();
    const nSegments = r < 0.2 ? 0 : r < 0.35 ? 1 : 2 + Math.floor(rand() * 3);
    const trained = r >= 0.35;
    const trainedAt = created + DAY;
    const model = pick(MODELS);
    let scoreSum = 0;
    let used = 0;
    for (let i = 0; i < nSegments; i++) {
      const score = Math.round((55 + rand() * 40) * 10) / 10;
      const late = trained && i === nSegments - 1 && rand() < 0.3;
      const usedForTrain = trained && !late;
      if (usedForTrain) {
        scoreSum += score;
        used++;
      }
      segments.push({
        gk_voiceprint_profile_id: id,
        gk_processed_audio_id: uuidFrom(rand),
        scope_id: opts.scopeId,
        gk_media_segment_id: uuidFrom(rand),
        consistency_decision: rand() < 0.9 ? 'CONSISTENCY_DECISION_CONSISTENT' : 'CONSISTENCY_DECISION_INCONSISTENT',
        consistency_score: Math.round(rand() * 1000) / 1000,
        used_for_train: usedForTrain,
        audio_details: {
          grossAudioMs: 20_000 + Math.floor(rand() * 60_000),
          netAudioMs: 10_000 + Math.floor(rand() * 30_000),
          snrDb: Math.round(rand() * 300) / 10,
          mediaSamplingRateHz: 8000,
          mediaNumberOfChannels: 1,
        },
        voice_class_score: score,
        calibration_model_revision_id: model,
        gk_engagement_id: uuidFrom(rand),
        gk_session_id: uuidFrom(rand),
        added_at: at(late ? trainedAt + DAY : created + i * MIN),
      });
    }
    const isTrained = trained && used > 0;
    // Locks: 72% unlocked (some with mismatches), 10% manual, 10% auto-locked (future auto-unlock), 8% auto-locked with a lapsed auto-unlock.
    const l = rand();
    // Only a trained profile verifies anyone, so only it can count mismatches or be locked after them.
    const lock: Row =
      l < 0.72 || (!isTrained && l >= 0.82)
        ? { mismatch_counter: isTrained && rand() < 0.2 ? 1 + Math.floor(rand() * 3) : 0 }
        : l < 0.82
          ? {
              lock_timestamp: at(now - Math.floor(rand() * 7 * DAY)),
              lock_reason: 'LOCK_REASON_OTHER',
              locked_by: DEMO_SUPPORT,
              lock_note: pick(MANUAL_REASONS),
              mismatch_counter: 0,
            }
          : l < 0.92
            ? autoLock(now - 10 * MIN)
            : // Lapsed an hour ago; with auto-unlock off (0) no lock lapses, so this one still holds.
              autoLock(now - unlockAfterMs - 60 * MIN);
    profiles.push({
      gk_voiceprint_profile_id: id,
      scope_id: opts.scopeId,
      gk_owner_id: ownerId,
      owner_type: type,
      tag,
      version: isTrained ? 1 + Math.floor(rand() * 3) : 0,
      status: !isTrained
        ? 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED'
        : used >= 3
          ? 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED'
          : 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
      near_term_adaptation: rand() < 0.5,
      mismatch_counter: 0,
      ...lock,
      calibration_model_revision_id: isTrained ? model : null,
      voice_class_score: isTrained ? Math.round((scoreSum / used) * 10) / 10 : null,
      latest_train_at: isTrained ? at(trainedAt) : null,
      custom_data: rand() < 0.3 ? { segment: pick(['retail', 'premium', 'business']) } : {},
      created_at: at(created),
      modified_at: at(Math.min(now, isTrained ? trainedAt : created)),
    });
  };

  for (let i = 1; i <= (opts.persons ?? 300); i++) addOwner('OWNER_TYPE_PERSON', i);
  for (let i = 1; i <= (opts.fraudsters ?? 30); i++) addOwner('OWNER_TYPE_FRAUDSTER', i);

  // What a stop cut short: the demo's owners already in. None of them in a scope with profiles: the
  // scope was seeded otherwise. The last one in: the seeding is over.
  const ownerIds = owners.map((o) => o.gk_owner_id as string);
  const written = await existingOwnerIds(db, opts.scopeId, ownerIds);
  if (written.has(ownerIds[ownerIds.length - 1]!)) return none;
  if (!written.size && (await scopeHasRows(db, 'voiceprint_profiles', opts.scopeId))) return none;
  // A few owners per transaction, each with its profiles and their segments, so the seeding never
  // holds the database for long.
  const ownerOfProfile = new Map(profiles.map((p) => [p.gk_voiceprint_profile_id as string, p.gk_owner_id as string]));
  const ownerRows = groupRows(owners, (o) => o.gk_owner_id as string);
  const profileRows = groupRows(profiles, (p) => p.gk_owner_id as string);
  const segmentRows = groupRows(segments, (s) => ownerOfProfile.get(s.gk_voiceprint_profile_id as string)!);
  await seedInChunks(
    db,
    ownerIds,
    OWNERS_PER_TX,
    (chunk) => [
      ...insertJsonRows('voiceprint_owners', ownerRows(chunk)),
      ...insertJsonRows('voiceprint_profiles', profileRows(chunk)),
      ...insertJsonRows('voiceprint_enrollment_segments', segmentRows(chunk)),
    ],
    written,
  );
  await analyzeTables(db, ['voiceprint_owners', 'voiceprint_profiles', 'voiceprint_enrollment_segments']);
  return { owners: owners.length, profiles: profiles.length, segments: segments.length };
}
