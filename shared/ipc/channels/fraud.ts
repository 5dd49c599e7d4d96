// IPC channels of the Fraudsters and watchlists screen (analysts): fraudsters by external ID,
// watchlists and their members, and the scope's watchlists listed (from Vigil's Browse extension). The changes run in the console's fraud-analyst session (the
// server's context rule for them is M M M).
import { z } from 'zod';
import { maxChars } from '../../rpc/limits.js';
import { rpcText } from '../../rpc/limited-text.js';
import { rpcName } from '../../rpc/services.js';
import { browsePage, paging } from './people.js';
import { CONSOLE_SESSION, type ChannelSchemas } from './types.js';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');
/** fraudster_id, watchlist_id: identifiers of the table's ID size (all the same row). */
const externalId = z.string().trim().min(1, 'give the external ID').max(maxChars('fraudster_id'));
const name = z.string().trim().max(maxChars('first_name')).optional();

export const fraudsterSchema = z.object({
  gkFraudsterId: z.string(),
  fraudsterId: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  createdAt: z.string().optional(),
  /** gk IDs of the fraudster's voiceprint profiles. */
  voiceprintProfileIds: z.array(z.string()),
});

export const watchlistSchema = z.object({
  gkWatchlistId: z.string(),
  watchlistId: z.string(),
  createdAt: z.string().optional(),
});

export const watchlistItemSchema = watchlistSchema.extend({
  /** Fraudsters on the watchlist. */
  memberCount: z.number(),
});

export type Fraudster = z.output<typeof fraudsterSchema>;
export type Watchlist = z.output<typeof watchlistSchema>;
export type WatchlistItem = z.output<typeof watchlistItemSchema>;

export const fraudChannels = {
  'fraud.findFraudster': {
    rpcs: [
      rpcName('entities', 'GetGkFraudsterId'),
      rpcName('entities', 'GetFraudsterDetails'),
      rpcName('entities', 'ListFraudsterProfiles'),
    ],
    request: z.object({ fraudsterId: externalId }).strict(),
    response: fraudsterSchema,
  },
  'fraud.getFraudster': {
    rpcs: [rpcName('entities', 'GetFraudsterDetails'), rpcName('entities', 'ListFraudsterProfiles')],
    request: z.object({ gkFraudsterId: uuid }).strict(),
    response: fraudsterSchema,
  },
  'fraud.createFraudster': {
    rpcs: [rpcName('entities', 'CreateFraudster'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ fraudsterId: externalId, firstName: name, lastName: name }).strict(),
    response: z.object({ gkFraudsterId: z.string() }),
  },
  'fraud.renameFraudster': {
    rpcs: [rpcName('entities', 'RenameFraudster'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ gkFraudsterId: uuid, newFraudsterId: externalId }).strict(),
    response: z.object({ gkFraudsterId: z.string() }),
  },
  'fraud.findWatchlist': {
    rpcs: [rpcName('entities', 'GetGkWatchlistId'), rpcName('entities', 'GetWatchlistDetails')],
    request: z.object({ watchlistId: externalId }).strict(),
    response: watchlistSchema,
  },
  /**
   * The scope's watchlists with member counts, newest first, a page at a time (Browse
   * ListWatchlists); narrowed to those whose external ID starts with watchlistIdPrefix
   * (case-sensitive), or to those a fraudster is on. browseAvailable false when the server does not
   * offer Browse.
   */
  'fraud.watchlists.list': {
    rpcs: [rpcName('browse', 'ListWatchlists')],
    request: z
      .object({
        gkFraudsterId: uuid.optional(),
        watchlistIdPrefix: rpcText('watchlist_id_prefix').optional(),
        ...paging,
      })
      .strict(),
    response: browsePage(watchlistItemSchema),
  },
  'fraud.createWatchlist': {
    rpcs: [rpcName('entities', 'CreateWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ watchlistId: externalId }).strict(),
    response: z.object({ gkWatchlistId: z.string() }),
  },
  /** One page of a watchlist's fraudsters, with their external IDs. */
  'fraud.watchlistMembers': {
    rpcs: [rpcName('entities', 'ListWatchlistFraudsters'), rpcName('entities', 'GetFraudsterDetails')],
    request: z
      .object({
        gkWatchlistId: uuid,
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(200).default(50),
      })
      .strict(),
    response: z.object({
      members: z.array(z.object({ gkFraudsterId: z.string(), fraudsterId: z.string().optional() })),
      total: z.number(),
      offset: z.number(),
    }),
  },
  'fraud.addToWatchlist': {
    rpcs: [rpcName('entities', 'AddFraudsterToWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ gkWatchlistId: uuid, gkFraudsterId: uuid }).strict(),
    response: z.object({ gkWatchlistId: z.string(), gkFraudsterId: z.string() }),
  },
  'fraud.removeFromWatchlist': {
    rpcs: [rpcName('entities', 'RemoveFraudstersFromWatchlist'), ...CONSOLE_SESSION],
    audited: true,
    request: z.object({ gkWatchlistId: uuid, gkFraudsterIds: z.array(uuid).min(1).max(100) }).strict(),
    response: z.object({ gkWatchlistId: z.string(), removed: z.number() }),
  },
  /**
   * From an engagement with verdict FRAUD: the fraudster (picked by external ID, created when there
   * is none, with the engagement and media segment noted in its custom data) gets the caller's
   * channel of the chosen media segment enrolled into their voiceprint profile (created when they
   * have none; Vigil's FraudsterEnrollment extension) and is added to a chosen watchlist; the
   * profile, its enrollment segments and the membership are read back from the server.
   */
  'fraud.addCallerToWatchlist': {
    rpcs: [
      rpcName('entities', 'AddFraudsterToWatchlist'),
      rpcName('entities', 'GetGkFraudsterId'),
      rpcName('entities', 'CreateFraudster'),
      rpcName('entities', 'GetGkWatchlistId'),
      rpcName('entities', 'IsFraudsterInWatchlist'),
      rpcName('fraudsterEnrollment', 'EnrollFraudsterFromMedia'),
      rpcName('voiceprints', 'GetVoiceprintProfileDetails'),
      rpcName('voiceprints', 'ListEnrollmentSegments'),
      ...CONSOLE_SESSION,
    ],
    audited: true,
    request: z
      .object({
        gkEngagementId: uuid,
        gkMediaSegmentId: uuid.optional(),
        fraudsterId: externalId,
        watchlistId: externalId,
      })
      .strict(),
    response: z.object({
      gkFraudsterId: z.string(),
      /** False when a fraudster with that external ID existed and was picked. */
      fraudsterCreated: z.boolean(),
      gkWatchlistId: z.string(),
      /** IsFraudsterInWatchlist's answer after the change. */
      member: z.boolean(),
      /** The media segment's enrollment, read back from the server; absent when nothing was enrolled. */
      enrollment: z
        .object({
          gkVoiceprintProfileId: z.string(),
          /** True when the profile was created for this enrollment. */
          profileCreated: z.boolean(),
          /** The profile's status and version as GetVoiceprintProfileDetails reads them. */
          status: z.string(),
          version: z.number().optional(),
          /** 1-based channel enrolled (the caller's); 0 for mono audio. */
          channel: z.number(),
          /** ListEnrollmentSegments: how many segments the profile holds, and whether this media is one. */
          segmentCount: z.number(),
          segmentEnrolled: z.boolean(),
        })
        .optional(),
      /** What could not be done, in a sentence (enrollment of the media segment). */
      note: z.string().optional(),
    }),
  },
} as const satisfies ChannelSchemas;
