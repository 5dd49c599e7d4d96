// IPC channels of the People screen (support staff): find a person by external ID, their consent,
// print profiles, erasure progress, groups and consent history (the last two from Vigil's Browse
// extension); create, opt in, opt out and delete personal data. The
// changes run in the console's own session (the server's context rule for them is M M M).
import { z } from 'zod';
import { COUNT_LIMITS, maxChars } from '../../rpc/limits.js';
import { rpcText } from '../../rpc/limited-text.js';
import { rpcName } from '../../rpc/services.js';
import { CONSOLE_SESSION, type ChannelSchemas } from './types.js';

/** A Gatekeeper ID (UUID text; the server decides whether it exists). */
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');
/** person_id, group_id: identifiers of the table's ID size (all the same row). */
const externalId = z.string().trim().min(1, 'give the external ID').max(maxChars('person_id'));
const personRef = { gkPersonId: uuid };
const reason = rpcText('reason', z.string().trim()).optional();
const name = z.string().trim().max(maxChars('first_name')).optional();

export const consentStatusSchema = z.enum(['opted-in', 'opted-out', 'unknown']);

export const erasureSchema = z.object({
  jobId: z.string(),
  /** PENDING, RUNNING, COMPLETED or FAILED, as the server says. */
  state: z.string(),
  step: z.string().optional(),
  requestedAt: z.string().optional(),
  completedAt: z.string().optional(),
  printsDeleted: z.number(),
  segmentsDeleted: z.number(),
  segmentsKept: z.number(),
  sessionsCleared: z.number(),
  error: z.string().optional(),
});

export const personSchema = z.object({
  gkPersonId: z.string(),
  personId: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  consent: z.object({
    status: consentStatusSchema,
    /** When the status was last recorded (ISO). */
    timestamp: z.string().optional(),
    reason: z.string().optional(),
    agentId: z.string().optional(),
  }),
  createdAt: z.string().optional(),
  /** gk IDs of the person's voiceprint profiles. */
  voiceprintProfileIds: z.array(z.string()),
  /** The last DeletePersonalData request, while it runs and after. */
  erasure: erasureSchema.optional(),
});

export type Person = z.output<typeof personSchema>;
export type Erasure = z.output<typeof erasureSchema>;

const changed = z.object({ gkPersonId: z.string() });

export const paging = {
  pageToken: rpcText('page_token').optional(),
  pageSize: z.number().int().min(1).max(COUNT_LIMITS.browsePageSize).optional(),
};

export const groupSchema = z.object({
  gkGroupId: z.string(),
  groupId: z.string(),
  memberCount: z.number(),
  createdAt: z.string().optional(),
});

export const consentEventSchema = z.object({
  status: consentStatusSchema,
  /** When it was recorded (ISO). */
  timestamp: z.string().optional(),
  reason: z.string().optional(),
  agentId: z.string().optional(),
  /** Voiceprint profiles an opt-out removed. */
  printsDeleted: z.number(),
});

export type Group = z.output<typeof groupSchema>;
export type ConsentEvent = z.output<typeof consentEventSchema>;

/** A page from Vigil's Browse extension; browseAvailable false (and no items) when the server does not offer it. */
export const browsePage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    nextPageToken: z.string(),
    totalSize: z.number(),
    browseAvailable: z.boolean(),
  });

export const peopleChannels = {
  /** A person by external ID: GetGkPersonId, then details and print profiles. */
  'people.find': {
    rpcs: [
      rpcName('entities', 'GetGkPersonId'),
      rpcName('entities', 'GetPersonDetails'),
      rpcName('entities', 'ListPersonProfiles'),
    ],
    request: z.object({ personId: externalId }).strict(),
    response: personSchema,
  },
  /** A person by gk ID (the screen polls it while an erasure runs). */
  'people.get': {
    rpcs: [rpcName('entities', 'GetPersonDetails'), rpcName('entities', 'ListPersonProfiles')],
    request: z.object(personRef).strict(),
    response: personSchema,
  },
  /** Whether the person is in a group, the group named by its external ID. */
  'people.inGroup': {
    rpcs: [rpcName('entities', 'IsPersonInGroup'), rpcName('entities', 'GetGkGroupId')],
    request: z.object({ ...personRef, groupId: externalId }).strict(),
    response: z.object({ gkGroupId: z.string(), member: z.boolean() }),
  },
  /** The scope's groups with member counts, newest first; with gkPersonId, the groups that person is in. */
  'people.groups': {
    rpcs: [rpcName('browse', 'ListGroups')],
    request: z.object({ gkPersonId: uuid.optional(), ...paging }).strict(),
    response: browsePage(groupSchema),
  },
  /** A person's consent changes (opt-ins and opt-outs), newest first. */
  'people.consentHistory': {
    rpcs: [rpcName('browse', 'ListPersonConsentEvents')],
    request: z.object({ ...personRef, ...paging }).strict(),
    response: browsePage(consentEventSchema),
  },
  'people.create': {
    rpcs: [rpcName('entities', 'CreatePerson'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ personId: externalId, firstName: name, lastName: name }).strict(),
    response: changed,
  },
  'people.optIn': {
    rpcs: [rpcName('entities', 'OptPersonIn'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object(personRef).strict(),
    response: changed,
  },
  /** Records the refusal and deletes the person's prints. */
  'people.optOut': {
    rpcs: [rpcName('entities', 'OptPersonOut'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ ...personRef, reason }).strict(),
    response: changed,
  },
  /** Starts (or, while one runs, rejoins) the asynchronous erasure of the person's personal data. */
  'people.deletePersonalData': {
    rpcs: [rpcName('entities', 'DeletePersonalData'), ...CONSOLE_SESSION],
    audited: true,
    /** The reason is kept in the local audit only: DeletePersonalDataRequest has no field for it. */
    request: z.object({ ...personRef, reason }).strict(),
    response: changed,
  },
} as const satisfies ChannelSchemas;
