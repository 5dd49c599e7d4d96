// The configset schema: what a configset may set, one JSON Schema (draft 2020-12) per service.
// Content is JSON shaped like EffectiveConfig but partial; each top-level key is one service.
// These schemas are data: the validator (json-schema.ts) enforces them and BY_SERVICE reads hand
// them to clients so an editor can show ranges and defaults.
import { DEFAULT_CONFIG, type EffectiveConfig } from './effective.js';

export type JsonSchema = {
  $schema?: string;
  $id?: string;
  title?: string;
  description?: string;
  type?: 'object' | 'number' | 'integer' | 'string' | 'boolean' | 'array';
  properties?: Record<string, JsonSchema>;
  /** Arrays: the schema of every item, and how many there may be. */
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  /** Strings: a regular expression the whole value must match. */
  pattern?: string;
  additionalProperties?: boolean;
  required?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Top-level content key (as in EffectiveConfig) -> ServiceConfig.service_name. */
export const SERVICE_NAMES = {
  sessions: 'sessions',
  voiceprints: 'voiceprints',
  decision: 'decision',
  callerId: 'callerid',
} as const satisfies Record<keyof EffectiveConfig, string>;

export type ContentKey = keyof typeof SERVICE_NAMES;
export type ServiceName = (typeof SERVICE_NAMES)[ContentKey];
export const CONTENT_KEYS = Object.keys(SERVICE_NAMES) as ContentKey[];

export function contentKeyOf(serviceName: string): ContentKey | undefined {
  return CONTENT_KEYS.find((k) => SERVICE_NAMES[k] === serviceName);
}

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';
const DAY = 86_400;
const d = DEFAULT_CONFIG;

const int = (description: string, minimum: number, maximum: number, def: number): JsonSchema => ({
  type: 'integer',
  description,
  minimum,
  maximum,
  default: def,
});
const num = (description: string, minimum: number, maximum: number, def: number): JsonSchema => ({
  type: 'number',
  description,
  minimum,
  maximum,
  default: def,
});
const service = (key: ContentKey, title: string, properties: Record<string, JsonSchema>): JsonSchema => ({
  $schema: DRAFT,
  $id: `urn:vigil:configset:${SERVICE_NAMES[key]}`,
  title,
  type: 'object',
  additionalProperties: false,
  properties,
});

export const SERVICE_SCHEMAS: Record<ContentKey, JsonSchema> = {
  sessions: service('sessions', 'Session and engagement timeouts', {
    sessionTimeoutSeconds: int(
      'A session with no activity for this long stops by itself.',
      30,
      DAY,
      d.sessions.sessionTimeoutSeconds,
    ),
    engagementTimeoutSeconds: int(
      'An engagement with no activity for this long stops by itself.',
      60,
      7 * DAY,
      d.sessions.engagementTimeoutSeconds,
    ),
    postCallWindowSeconds: int(
      'After a session stops, its details stay readable this long.',
      0,
      30 * DAY,
      d.sessions.postCallWindowSeconds,
    ),
  }),
  voiceprints: service('voiceprints', 'Voiceprint profile locking', {
    mismatchLockThreshold: int(
      'Consecutive mismatches that lock a profile automatically.',
      1,
      100,
      d.voiceprints.mismatchLockThreshold,
    ),
    autoUnlockAfterSeconds: int(
      'An automatic lock lifts itself after this long; 0 means never.',
      0,
      30 * DAY,
      d.voiceprints.autoUnlockAfterSeconds,
    ),
  }),
  decision: service('decision', 'Decision thresholds and factor weights', {
    authenticThreshold: num(
      'Voice match score (0-100) at or above which a session is AUTHENTIC.',
      0,
      100,
      d.decision.authenticThreshold,
    ),
    fraudRiskThreshold: num(
      'Risk (0-100) at or above which the decision is FRAUD.',
      0,
      100,
      d.decision.fraudRiskThreshold,
    ),
    minReliability: num(
      'Reliability (0-100) below which the decision is UNCERTAIN.',
      0,
      100,
      d.decision.minReliability,
    ),
    weights: {
      type: 'object',
      description: 'Weight of each factor in the combined risk (normalised; not all zero).',
      additionalProperties: false,
      properties: {
        voice: num('Weight of the voice factor.', 0, 100, d.decision.weights.voice),
        callerId: num('Weight of the caller ID factor.', 0, 100, d.decision.weights.callerId),
        watchlist: num('Weight of the watchlist factor.', 0, 100, d.decision.weights.watchlist),
      },
    },
    intentFactors: {
      type: 'array',
      description:
        'Intents that count as fraud factors when heard in a call (post-call speech analysis): each rule whose intents were all heard in one session adds a factor with its risk and weight. Not set: intents are shown as context only.',
      maxItems: 20,
      default: null,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['intents', 'risk', 'weight'],
        properties: {
          intents: {
            type: 'array',
            description: 'Intent names of the deployed semantic model; all must be heard in one call.',
            minItems: 1,
            maxItems: 8,
            items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,63}$' },
          },
          risk: { type: 'number', description: 'Risk (0-100) the factor brings.', minimum: 0, maximum: 100 },
          weight: { type: 'number', description: 'Weight beside the other factors.', minimum: 0, maximum: 100 },
        },
      },
    },
  }),
  callerId: service('callerId', 'Caller ID trust bands', {
    trustedAtOrAbove: num(
      'trust_indicator (0-1) at or above which a caller ID is trusted.',
      0,
      1,
      d.callerId.trustedAtOrAbove,
    ),
    suspiciousBelow: num(
      'trust_indicator (0-1) below which a caller ID is a fraud risk.',
      0,
      1,
      d.callerId.suspiciousBelow,
    ),
    ruleCacheSeconds: int(
      'Seconds between rebuilds of the watchlist rule cache (at most 5 minutes).',
      0,
      300,
      d.callerId.ruleCacheSeconds,
    ),
  }),
};

/** The whole content: any subset of the four services, nothing else. */
export const CONTENT_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: SERVICE_SCHEMAS,
};

/** A service's schema as the bytes BY_SERVICE reads carry. */
export function schemaBytes(key: ContentKey): Buffer {
  return Buffer.from(JSON.stringify(SERVICE_SCHEMAS[key], null, 2), 'utf8');
}
