// IPC channels of the voiceprints screens: `voiceprints.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import { z } from 'zod';
import { COUNT_LIMITS, maxChars } from '../../rpc/limits.js';
import { rpcText } from '../../rpc/limited-text.js';
import {
  browseFilterSchema,
  ownerTypeSchema,
  reportRowSchema,
  reportSortKeySchema,
  reportStatusSchema,
  voiceprintDetailsSchema,
  voiceprintSummarySchema,
} from '../../domain/voiceprints.js';
import { rpcName } from '../../rpc/services.js';
import { CONSOLE_SESSION, type ChannelSchemas } from './types.js';

/** A Gatekeeper ID (UUID text; the server decides whether it exists). */
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');
const profileRef = { gkVoiceprintProfileId: uuid };
const text = rpcText('reason', z.string().trim());
/**
 * The reason or ticket reference the user gave. Sent in the request's reason field where the API has
 * one (lock, delete); otherwise kept in the console's audit log only (unlock, delete template).
 */
const reason = text.optional();
const done = z.object({ gkVoiceprintProfileId: z.string() });

export const voiceprintsChannels = {
  /** One page of the Browse service's profile list. */
  'voiceprints.list': {
    rpcs: [rpcName('browse', 'ListVoiceprintProfiles')],
    request: z
      .object({
        filter: browseFilterSchema.default({}),
        pageSize: z.number().int().min(1).max(COUNT_LIMITS.browsePageSize).default(200),
        pageToken: rpcText('page_token').optional(),
      })
      .strict(),
    response: z.object({
      profiles: z.array(voiceprintSummarySchema),
      nextPageToken: z.string().optional(),
      totalSize: z.number(),
      totalSizeCapped: z.boolean(),
    }),
  },
  /** Profiles of one owner (gk ID or external ID), one tag or all the API lets us find. */
  'voiceprints.lookup': {
    rpcs: [
      rpcName('voiceprints', 'GetVoiceprintProfileDetails'),
      rpcName('voiceprints', 'GetGkVoiceprintProfileId'),
      rpcName('browse', 'ListVoiceprintProfiles'),
    ],
    request: z
      .object({
        owner: z
          .object({
            kind: z.enum(['person', 'fraudster']),
            gkId: uuid.optional(),
            externalId: z.string().trim().min(1).max(maxChars('person_id')).optional(),
          })
          .strict()
          .refine((o) => (o.gkId === undefined) !== (o.externalId === undefined), {
            message: 'give either the gk ID or the external ID',
            path: ['externalId'],
          }),
        tag: rpcText('tag', z.string().trim()).optional(),
      })
      .strict(),
    response: z.object({
      profiles: z.array(voiceprintSummarySchema),
      /** Says what the lookup could not do (e.g. only the oldest profile is reachable by gk ID). */
      note: z.string().optional(),
    }),
  },
  'voiceprints.get': {
    rpcs: [rpcName('voiceprints', 'GetVoiceprintProfileDetails'), rpcName('voiceprints', 'ListEnrollmentSegments')],
    request: z.object(profileRef).strict(),
    response: voiceprintDetailsSchema,
  },
  'voiceprints.lock': {
    rpcs: [rpcName('voiceprints', 'LockVoiceprintProfile'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ ...profileRef, reason }).strict(),
    response: done,
  },
  /** The reason is kept in the local audit only: UnlockVoiceprintProfileRequest has no field for it. */
  'voiceprints.unlock': {
    rpcs: [rpcName('voiceprints', 'UnlockVoiceprintProfile'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ ...profileRef, reason }).strict(),
    response: done,
  },
  /** The reason is kept in the local audit only: DeleteVoiceprintTemplateRequest has no field for it. */
  'voiceprints.deleteTemplate': {
    rpcs: [rpcName('voiceprints', 'DeleteVoiceprintTemplate'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ ...profileRef, reason }).strict(),
    response: done,
  },
  'voiceprints.delete': {
    rpcs: [rpcName('voiceprints', 'DeleteVoiceprintProfile'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ ...profileRef, reason }).strict(),
    response: done,
  },
  'voiceprints.removeSegment': {
    rpcs: [rpcName('voiceprints', 'RemoveEnrollmentSegment'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ ...profileRef, gkProcessedAudioId: uuid }).strict(),
    response: done,
  },
  /** Starts a status job; main polls it, downloads and parses the ZIP, and emits job.progress. */
  'voiceprints.runReport': {
    rpcs: [
      rpcName('voiceprints', 'ExecuteVoiceprintProfilesStatusJob'),
      rpcName('voiceprints', 'GetVoiceprintProfilesStatusJobDetails'),
    ],
    request: z
      .object({
        ownerType: ownerTypeSchema,
        /** Created at or after (ISO). */
        from: z.string().datetime({ offset: true }).optional(),
        /** Created before (ISO). */
        to: z.string().datetime({ offset: true }).optional(),
      })
      .strict(),
    response: z.object({ jobId: z.string() }),
  },
  'voiceprints.reportStatus': {
    request: z.object({ jobId: z.string().min(1).max(100) }).strict(),
    response: reportStatusSchema,
  },
  /** The reports main holds (newest first), so a screen can pick up where it left off. */
  'voiceprints.reports': {
    request: z.object({}).strict(),
    response: z.object({ reports: z.array(reportStatusSchema) }),
  },
  'voiceprints.cancelReport': {
    request: z.object({ jobId: z.string().min(1).max(100) }).strict(),
    response: reportStatusSchema,
  },
  /** A sorted window of a finished report's rows; the rows stay in main. */
  'voiceprints.reportRows': {
    request: z
      .object({
        jobId: z.string().min(1).max(100),
        sortBy: reportSortKeySchema.default('creationTimestamp'),
        desc: z.boolean().default(false),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(1000).default(200),
      })
      .strict(),
    response: z.object({ rows: z.array(reportRowSchema), total: z.number(), offset: z.number() }),
  },
} as const satisfies ChannelSchemas;
